package io.github.dogfight.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Sweeps played locally: same games whatever the threads or the split, tallies from the rows. */
class SweepTest {
  static final String DUEL =
      """
      {
        "rules": "dogfite",
        "games": 60,
        "seed": 7,
        "variants": [
          { "name": "initiative" },
          { "name": "cards", "activation": "cards" }
        ]
      }
      """;

  @Test
  void theSameGamesOnAnyThreadsAndInAnySplit() {
    SweepSpec spec = SweepSpec.parse(DUEL);
    List<GameRow> one = new ArrayList<>();
    SweepResult a = Sweep.run(spec, 1, done -> {}, one::add);
    List<GameRow> two = new ArrayList<>();
    SweepResult b = Sweep.run(spec, 2, done -> {}, two::add);
    assertThat(two).isEqualTo(one).hasSize(120);
    assertThat(b.tallies()).isEqualTo(a.tallies());
    assertThat(SweepReport.text(b)).isEqualTo(SweepReport.text(a));
    assertThat(SweepReport.json(b)).isEqualTo(SweepReport.json(a));

    // Parts of the index range, as Spark partitions play them, give the same rows and tallies.
    List<GameRow> parts = new ArrayList<>();
    for (String variant : List.of("initiative", "cards")) {
      Tally joined = Sweep.emptyTally(spec, variant);
      for (long from = 0; from < 60; from += 25) {
        Tally part = Sweep.emptyTally(spec, variant);
        Sweep.play(
            spec,
            variant,
            from,
            Math.min(60, from + 25),
            1,
            row -> {
              part.add(row);
              parts.add(row);
            });
        joined.merge(part);
      }
      assertThat(joined).isEqualTo(a.tally(variant));
    }
    assertThat(parts).isEqualTo(one);
    assertThat(one.get(0).variant()).isEqualTo("initiative");
    assertThat(one.get(60).variant()).isEqualTo("cards");
    assertThat(one.get(60).game()).isZero();
  }

  @Test
  void theTallyCountsEveryGameAndTheReportsSayWhatTheyCount() throws IOException {
    SweepSpec spec = SweepSpec.parse(DUEL);
    SweepResult r = Sweep.run(spec, 2, done -> {}, row -> {});
    for (Tally t : r.tallies()) {
      assertThat(t.games()).isEqualTo(60);
      assertThat(t.winCounts().values().stream().mapToLong(Long::longValue).sum()).isEqualTo(60);
      assertThat(t.endCounts().values().stream().mapToLong(Long::longValue).sum()).isEqualTo(60);
      assertThat(t.lengths().values().stream().mapToLong(Long::longValue).sum()).isEqualTo(60);
      assertThat(t.sides()).containsExactly("RFC", "Jasta 11");
    }
    String text = SweepReport.text(r);
    assertThat(text)
        .startsWith(
            "Sweep of dogfite: 2 variants, 60 games each (master seed 7), baseline"
                + " 'initiative'\n")
        .contains("\ninitiative (the rule set as it comes)\n")
        .contains("\ncards (activation cards)\n")
        .contains("vs baseline")
        .contains("95% CI")
        .contains("9600 games per variant");
    JsonNode json = new ObjectMapper().readTree(SweepReport.json(r));
    assertThat(json.get("rules").asText()).isEqualTo("dogfite");
    assertThat(json.get("variants")).hasSize(2);
    JsonNode cards = json.get("variants").get(1);
    assertThat(cards.get("wins").get("RFC").get("count").asLong())
        .isEqualTo(r.tally("cards").wins("RFC").count());
    assertThat(cards.get("wins").get("RFC").has("vsBaseline")).isTrue();
    assertThat(json.get("variants").get(0).get("wins").get("RFC").has("vsBaseline")).isFalse();
  }

  /**
   * Squadron names its winner by the squadron's name ("RAF"): the tally counts it under its side,
   * as {@code sideOf} maps it.
   */
  @Test
  void aWinnerNamedOtherThanItsSideIsCountedUnderItsSide() {
    SweepSpec spec =
        SweepSpec.parse(
            "{\"rules\":\"squadron\",\"games\":30,\"variants\":[{\"name\":\"sample\"}]}");
    Tally t = Sweep.run(spec, 2, done -> {}, row -> {}).tally("sample");
    assertThat(t.sides()).containsExactly("WHITE", "BLACK");
    assertThat(t.wins("WHITE").count() + t.wins("BLACK").count() + t.wins(Tally.NO_WINNER).count())
        .isEqualTo(30);
    assertThat(t.wins("WHITE").count() + t.wins("BLACK").count()).isPositive();
  }

  @Test
  void rowsAreWrittenAsCsv() throws IOException {
    SweepSpec spec = SweepSpec.parse(DUEL.replace("\"games\": 60", "\"games\": 3"));
    StringWriter out = new StringWriter();
    try (RowsCsv csv = new RowsCsv(out, List.of("RFC", "Jasta 11"))) {
      Sweep.run(spec, 1, done -> {}, csv);
    }
    String[] lines = out.toString().split("\r\n");
    assertThat(lines).hasSize(7);
    assertThat(lines[0])
        .isEqualTo("variant,game,winner,turns,end_reason,survivors_RFC,survivors_Jasta 11");
    assertThat(lines[1]).startsWith("initiative,0,");
    assertThat(lines[4]).startsWith("cards,0,");
  }

  /** The spec the README shows is a spec the rule set accepts, every variant of it. */
  @Test
  void theReadmesSpecIsAccepted() throws IOException {
    String readme = Files.readString(Path.of("README.md"));
    int start = readme.indexOf("```json\n") + "```json\n".length();
    String json = readme.substring(start, readme.indexOf("```", start));
    SweepSpec spec = SweepSpec.parse(json);
    Sweep.check(spec);
    assertThat(spec.variants()).hasSize(5);
    SweepResult r =
        Sweep.run(
            SweepSpec.parse(json.replace("\"games\": 2000", "\"games\": 4")),
            1,
            done -> {},
            row -> {});
    assertThat(r.tallies()).hasSize(5).allMatch(t -> t.games() == 4);
  }

  @Test
  void everyVariantIsCheckedBeforeAnyGame() {
    assertThatThrownBy(() -> Sweep.check(SweepSpec.parse(DUEL.replace("dogfite", "chess"))))
        .isInstanceOf(SweepSpecException.class)
        .hasMessageContaining("rules: no rule set 'chess'")
        .hasMessageContaining("dogfite");
    assertThatThrownBy(
            () -> Sweep.check(SweepSpec.parse(DUEL.replace("\"cards\" }", "\"tarot\" }"))))
        .isInstanceOf(SweepSpecException.class)
        .hasMessageContaining("variants[1].activation:")
        .hasMessageContaining("tarot");
    assertThatThrownBy(
            () ->
                Sweep.check(
                    SweepSpec.parse(
                        DUEL.replace(
                            "{ \"name\": \"initiative\" }",
                            "{ \"name\": \"initiative\", \"bots\": { \"Huns\": \"default\" } }"))))
        .isInstanceOf(SweepSpecException.class)
        .hasMessageContaining("variants[0].bots.Huns: is not a side")
        .hasMessageContaining("RFC");
    assertThatThrownBy(
            () ->
                Sweep.check(
                    SweepSpec.parse(
                        DUEL.replace(
                            "{ \"name\": \"initiative\" }",
                            "{ \"name\": \"initiative\", \"bots\": { \"RFC\": \"genius\" } }"))))
        .isInstanceOf(SweepSpecException.class)
        .hasMessageContaining("variants[0].bots.RFC:")
        .hasMessageContaining("genius");
    List<Long> played = new ArrayList<>();
    assertThatThrownBy(
            () ->
                Sweep.run(
                    SweepSpec.parse(DUEL.replace("\"cards\" }", "\"tarot\" }")),
                    1,
                    played::add,
                    row -> {}))
        .isInstanceOf(SweepSpecException.class);
    assertThat(played).as("no game played before the refusal").isEmpty();
  }
}
