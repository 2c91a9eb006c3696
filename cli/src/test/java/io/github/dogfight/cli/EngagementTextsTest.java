package io.github.dogfight.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.json.GameJson;
import io.github.dogfight.json.Setup;
import io.github.dogfight.squadron.EngagementOdds;
import io.github.dogfight.squadron.Pending;
import io.github.dogfight.squadron.SquadronCommand;
import io.github.dogfight.squadron.SquadronRules;
import io.github.dogfight.squadron.SquadronState;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The texts of {@code odds --rules squadron engagement|equilibrium} (issue 32). */
class EngagementTextsTest {
  private static final SquadronRules RULES = new SquadronRules();

  @Test
  void theSampleEngagementIsAnsweredOverTheChainOfPositions() {
    long estimate = RULES.engagementOdds().chainEstimate(RULES.sampleEngagement(1));
    CliTextsTest.Run r = CliTextsTest.run("odds", "--rules", "squadron", "engagement");
    assertThat(r.status()).isEqualTo(0);
    assertThat(r.out())
        .contains("Engagement odds: RAF (white) vs Luftwaffe (black) from round 1")
        .contains("P(RAF wins)               =   37.80%")
        .contains("P(Luftwaffe wins)         =   62.20%")
        .contains("1263 states (estimate " + estimate + ", limit " + EngagementOdds.MAX_ESTIMATE);
  }

  @Test
  void theSampleEquilibriumIsRefusedAtOnceNamingTheLimitAndTheEstimate() {
    // The equilibrium is searched by round, every pair of declarations.
    long estimate = RULES.engagementOdds().estimate(RULES.sampleEngagement(1));
    CliTextsTest.Run r = CliTextsTest.run("odds", "--rules", "squadron", "equilibrium");
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err())
        .contains("too large for exact odds: estimated states " + estimate)
        .contains("over the limit of " + EngagementOdds.MAX_ESTIMATE)
        .doesNotContain("Exception");
  }

  @Test
  void theQueriesAreListedInTheRuleSetsHelp() {
    CliTextsTest.Run r = CliTextsTest.run("odds", "--rules", "squadron", "--help");
    assertThat(r.out())
        .contains("dogfight odds --rules squadron engagement [--from SAVE] [--json]")
        .contains("dogfight odds --rules squadron equilibrium [--from SAVE] [--json]");
  }

  /** A saved sample game, played by the default bots until the forces are small enough. */
  private static Path smallSave(Path dir, long limit) throws Exception {
    for (long seed = 1; seed <= 400; seed++) {
      Game<SquadronState, SquadronCommand> g = Game.start(RULES, RULES.sampleEngagement(seed));
      while (!g.isOver()) {
        SquadronState s = g.state();
        if (s.pending().orElseThrow() instanceof Pending.Declaration d
            && d.waiting().size() == 2
            && RULES.engagementOdds().estimate(s) <= limit) {
          Path file = dir.resolve("small.json");
          GameJson.write(g, Setup.sample("squadron", seed), true, file);
          return file;
        }
        g = g.play(RULES.defaultBot());
      }
    }
    throw new AssertionError("no small position in 400 sample games");
  }

  @Test
  void aSavedPositionIsAnsweredInTextAndJson(@TempDir Path dir) throws Exception {
    Path save = smallSave(dir, EngagementOdds.MAX_ESTIMATE);
    CliTextsTest.Run text =
        CliTextsTest.run("odds", "--rules", "squadron", "engagement", "--from", save.toString());
    assertThat(text.status()).as(text.err()).isZero();
    assertThat(text.out())
        .startsWith("Engagement odds: RAF (white) vs Luftwaffe (black) from round ")
        .contains("both sides by the default bot")
        .contains("P(RAF wins)")
        .contains("P(Luftwaffe wins)")
        .contains("P(no winner)")
        .contains("mean round = ")
        .contains("states (estimate ");
    CliTextsTest.Run json =
        CliTextsTest.run(
            "odds", "--rules", "squadron", "engagement", "--from", save.toString(), "--json");
    assertThat(json.status()).isZero();
    assertThat(json.out())
        .startsWith("{\"query\":\"engagement\",\"white\":\"RAF\",\"black\":\"Luftwaffe\"")
        .contains("\"figures\":{\"P(white wins)\":")
        .contains("\"errorBound\":");
    CliTextsTest.Run eq =
        CliTextsTest.run("odds", "--rules", "squadron", "equilibrium", "--from", save.toString());
    assertThat(eq.status()).as(eq.err()).isZero();

    assertThat(eq.out())
        .startsWith("Equilibrium of the secret maneuver declaration: RAF (white) vs Luftwaffe")
        .contains("value = ")
        .contains("RAF mix: ")
        .contains("Luftwaffe mix: ")
        .contains("no pure maneuver improves either side's value (checked exactly)");
  }

  @Test
  void aSaveOfAnotherRuleSetIsRefused(@TempDir Path dir) throws Exception {
    CliTextsTest.Run r =
        CliTextsTest.run(
            "odds",
            "--rules",
            "squadron",
            "engagement",
            "--from",
            dir.resolve("none.json").toString());
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err()).contains("--from: ");
  }

  /**
   * The play notes at a declaration small enough for the equilibrium (two Hurricanes against two Bf
   * 109s within ten rounds): each maneuver's chance and its share of the mix.
   */
  @Test
  void playShowsTheChanceOfWinningAndTheMixBesideEachManeuver() {
    SquadronRules ten =
        new SquadronRules(
            io.github.dogfight.squadron.SquadronConfig.builder().maxRounds(10).build());
    io.github.dogfight.squadron.AircraftCatalog c =
        io.github.dogfight.squadron.AircraftCatalog.sample();
    SquadronState start =
        ten.start(
            io.github.dogfight.squadron.Squadron.builder(
                    "Allies", io.github.dogfight.squadron.Side.WHITE)
                .add(2, c.type("Hurricane Mk I"))
                .build(),
            io.github.dogfight.squadron.Squadron.builder(
                    "Axis", io.github.dogfight.squadron.Side.BLACK)
                .add(2, c.type("Bf 109 E"))
                .build(),
            1);
    assertThat(ten.engagementOdds().estimate(start))
        .isLessThanOrEqualTo(EngagementText.PLAY_EQUILIBRIUM_ESTIMATE);
    Game<SquadronState, SquadronCommand> g = Game.start(ten, start);
    java.io.StringWriter header = new java.io.StringWriter();
    java.util.Map<Integer, String> notes =
        EngagementText.playNotes(
            g, "WHITE", g.legalCommands("WHITE"), new java.io.PrintWriter(header, true));
    assertThat(header.toString())
        .contains(
            "Beside each maneuver: P(engagement won) = the chance that Allies wins the engagement if"
                + " it flies it and both sides then follow the default bot; mix = the equilibrium's"
                + " share of it.");
    assertThat(notes).hasSize(4);
    assertThat(notes.values())
        .allSatisfy(
            n -> assertThat(n).matches("P\\(engagement won\\) = [0-9.<>]+%, mix = [0-9.<>]+%"));
  }

  /** {@code mix} in play works the equilibrium out on request, or names its refusal. */
  @Test
  void mixInPlayWorksTheEquilibriumOutOnRequest(@TempDir Path dir) throws Exception {
    Path save = smallSave(dir, EngagementOdds.MAX_ESTIMATE);
    PlayTest.Run small = PlayTest.play("mix\nquit\n", "--resume", save.toString());
    assertThat(small.out())
        .as(small.err())
        .containsPattern(
            "  Equilibrium: value = [0-9.<>]+% P\\(RAF wins\\); RAF mix: [A-Za-z]+ [0-9.]+%.*;"
                + " Luftwaffe mix: .* \\([0-9]+ states\\)");
    PlayTest.Run sample = PlayTest.play("mix\nquit\n", "--rules", "squadron", "--seed", "7");
    assertThat(sample.out())
        .contains(
            "  (equilibrium mix: the engagement is too large for exact odds: estimated states"
                + " 720000000 over the limit of 1000000)");
    PlayTest.Run duel = PlayTest.play("mix\nquit\n", "--rules", "dogfite", "--seed", "3");
    assertThat(duel.out())
        .contains("'mix' works out the equilibrium at a squadron maneuver declaration only.");
  }

  @Test
  void playShowsTheSampleEngagementsChancesAndSaysWhyNoMix() {
    PlayTest.Run r = PlayTest.play("quit\n", "--rules", "squadron", "--seed", "7");
    assertThat(r.out())
        .contains(
            "Beside each maneuver: P(engagement won) = the chance that RAF wins the engagement if"
                + " it flies it and both sides then follow the default bot. (equilibrium mix: not"
                + " worked out at each declaration above an estimate of 100000 states (here"
                + " 720000000); type 'mix' to work it out)")
        .containsPattern("(?s)declares Attack\\s+\\[[^]]*P\\(engagement won\\) = [0-9.]+%\\]")
        .containsPattern("(?s)declares Tactical\\s+\\[[^]]*P\\(engagement won\\) = [0-9.]+%\\]");
  }
}
