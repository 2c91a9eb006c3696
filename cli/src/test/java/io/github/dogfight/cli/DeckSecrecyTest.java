package io.github.dogfight.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No player reads the dice that order an activation deck (rules 004, 4.2 "Carefully mix all the
 * remaining cards from each asset (pilot, gunner, AA etc) into an activation deck"): not in {@code
 * duel}, its HTML page or {@code play} (issue 28). The saved game is the referee's record.
 */
class DeckSecrecyTest {
  @Test
  void duelAndItsHtmlPageShowNoShuffleDice(@TempDir Path dir) throws IOException {
    for (String rules : new String[] {"dogfite", "cy6"}) {
      Path html = dir.resolve(rules + ".html");
      CliTest.Run r =
          CliTest.run(
              "duel",
              "--rules",
              rules,
              "--activation",
              "cards",
              "--seed",
              "3",
              "--html",
              html.toString());
      assertThat(r.status()).as(r.err()).isZero();
      assertThat(r.out()).doesNotContain("shuffle").doesNotContain("opponent's mix");
      assertThat(Files.readString(html, StandardCharsets.UTF_8)).doesNotContain("shuffle");
    }
    assertThat(CliTest.run("duel", "--rules", "dogfite", "--activation", "cards").out())
        .contains("Cards turned:");
  }

  @Test
  void playThroughAPipeShowsNoShuffleDice() {
    for (String[] side : new String[][] {{}, {"--hot-seat"}}) {
      String[] args = new String[side.length + 6];
      System.arraycopy(
          new String[] {"--rules", "dogfite", "--activation", "cards", "--seed", "3"},
          0,
          args,
          0,
          6);
      System.arraycopy(side, 0, args, 6, side.length);
      PlayTest.Run r = PlayTest.play(PlayTest.ones(400), args);
      assertThat(r.out()).contains("Cards turned:").doesNotContain("shuffle");
    }
  }

  @Test
  void theSavedGameIsSaidToBeTheRefereesRecord() {
    assertThat(CliTest.run("duel", "--help").out()).contains("the referee's full record");
  }
}
