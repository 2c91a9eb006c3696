package io.github.dogfight.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CliTest {
  record Run(int status, String out, String err) {}

  static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status = DogfightCommand.run(args, new PrintWriter(out), new PrintWriter(err));
    return new Run(status, out.toString(), err.toString());
  }

  @Test
  void rulesListsTheInstalledRuleSets() {
    Run r = run("rules");
    assertThat(r.status()).isZero();
    assertThat(r.out())
        .contains("squadron  Squadron Phase")
        .contains("turn: Squadron Phase -> Combat Phase");
    assertThat(r.out())
        .contains("odds (dogfight odds --rules squadron QUERY [options]; QUERY --help explains):")
        .contains("    squadron  --white --black --white-maneuver")
        .contains("cards  odds only")
        .contains("    before  --x-left --y-left")
        .doesNotContain("(seed 00");
  }

  @Test
  void duelIsNarratedWithDiceAndIsByteForByteReproducible() {
    Run a = run("duel", "--rules", "squadron", "--seed", "7");
    Run b = run("duel", "--rules", "squadron", "--seed", "7");
    assertThat(a.status()).isZero();
    assertThat(a.out()).isEqualTo(b.out());
    assertThat(a.out())
        .contains("RAF (white, pool 14): 3 Spitfire Mk I, 2 Wyvern, 4 Hurricane Mk I")
        .contains("Turn 1")
        .contains("RAF squadron roll 21d6s{1,6}!: [")
        .contains("Result: ");
    assertThat(run("duel", "--rules", "squadron", "--seed", "8").out()).isNotEqualTo(a.out());
    assertThat(run("duel", "--rules", "squadron").out())
        .isEqualTo(run("duel", "--rules", "squadron", "--seed", "1").out());
  }

  @Test
  void dogfiteDuelsWithActivationCards() {
    Run a = run("duel", "--rules", "dogfite", "--activation", "cards", "--seed", "7");
    assertThat(a.status()).isZero();
    assertThat(a.out())
        .startsWith("Dogfite! \"Aerial Craps\"")
        .contains("activation cards")
        .contains("Cards turned: ")
        .doesNotContain("activation deck shuffle") // the referee's alone (issue 28)
        .contains("Result: ");
    assertThat(run("duel", "--rules", "dogfite", "--activation", "cards", "--seed", "7").out())
        .isEqualTo(a.out());
    assertThat(run("duel", "--rules", "dogfite", "--seed", "7").out())
        .doesNotContain("activation deck shuffle");
    assertThat(run("duel", "--rules", "dogfite", "--activation", "initiative", "--seed", "7").out())
        .isEqualTo(run("duel", "--rules", "dogfite", "--seed", "7").out());
    assertThat(run("rules").out())
        .contains(
            "activations: initiative, cards (dogfight duel --rules dogfite --activation NAME)");
    Run bad = run("duel", "--rules", "squadron", "--activation", "cards");
    assertThat(bad.status()).isEqualTo(2);
    assertThat(bad.err())
        .contains(
            "--activation: rule set 'squadron' has no activation 'cards'; it offers only its own");
    Run sim =
        run(
            "simulate",
            "--rules",
            "dogfite",
            "--activation",
            "cards",
            "--games",
            "4",
            "--seed",
            "2");
    assertThat(sim.status()).isZero();
    assertThat(sim.out()).contains("Simulated 4 dogfite engagements");
    assertThat(run("simulate", "--rules", "squadron", "--activation", "cards").status())
        .isEqualTo(2);
    assertThat(run("duel", "--rules", "dogfite", "--activation", "chits").err())
        .contains("has no activation 'chits'; it offers initiative, cards");
  }

  @Test
  void unknownRuleSetExitsTwoNamingTheChoices() {
    Run r = run("duel", "--rules", "biplanes");
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err())
        .contains("unknown rule set 'biplanes'; choose from: cy6, dogfite, squadron, wildblue");
    assertThat(run("odds", "--rules", "biplanes", "x").status()).isEqualTo(2);
    assertThat(run("odds", "--rules", "biplanes", "x").err())
        .contains("choose from: cards, cy6, dogfite, squadron, wildblue");
    assertThat(run("simulate", "--rules", "biplanes").err())
        .contains("choose from: cy6, dogfite, squadron, wildblue");
  }

  @Test
  void checkYourSixDuelsAndSimulates() {
    Run duel = run("duel", "--rules", "cy6", "--seed", "7");
    assertThat(duel.status()).isZero();
    assertThat(duel.out())
        .contains("Check Your 6!")
        .contains("Sally B (B-17G, skilled)")
        .contains("map (columns")
        .contains("fires at")
        .contains("Flak 88 (Heavy AA)")
        .contains("Rail yard (area target)")
        .contains("Result: ")
        .doesNotContain(" plots ");
    assertThat(run("duel", "--rules", "cy6", "--seed", "7").out()).isEqualTo(duel.out());
    Run cards = run("duel", "--rules", "cy6", "--activation", "cards", "--seed", "7");
    assertThat(cards.status()).isZero();
    assertThat(cards.out()).contains("Result: ").isNotEqualTo(duel.out());
    Run sim = run("simulate", "--rules", "cy6", "--games", "20", "--seed", "3");
    assertThat(sim.status()).isZero();
    assertThat(sim.out()).contains("Simulated 20 cy6 engagements").contains("Mean length");
  }

  /**
   * Check Your 6!'s optional spotting segment from the command line (rules 002, B: "Spotting
   * Segment (optional): Aircrew Checks for spotting"): duel, simulate and the saved setup.
   */
  @Test
  void checkYour6PlaysTheSpottingSegmentWithSpotting() {
    Run plain = run("duel", "--rules", "cy6", "--seed", "7");
    Run spotting = run("duel", "--rules", "cy6", "--spotting", "--seed", "7");
    assertThat(spotting.status()).as(spotting.err()).isZero();
    assertThat(spotting.out())
        .contains("Result: ")
        .isNotEqualTo(plain.out())
        .doesNotContain("does not spot")
        .doesNotContain("no new contact");
    assertThat(run("duel", "--rules", "cy6", "--spotting", "--seed", "7").out())
        .isEqualTo(spotting.out());
    assertThat(run("duel", "--rules", "cy6", "--spotting", "--seed", "7", "--json").out())
        .containsPattern("\"activation\"\\s*:\\s*\"move-groups\\+spotting\"");
    assertThat(run("duel", "--rules", "cy6", "--activation", "cards", "--spotting", "--json").out())
        .containsPattern("\"activation\"\\s*:\\s*\"cards\\+spotting\"");
    Run sim = run("simulate", "--rules", "cy6", "--spotting", "--games", "20", "--json");
    assertThat(sim.status()).as(sim.err()).isZero();
    assertThat(sim.out()).contains("move-groups+spotting");
    Run other = run("duel", "--rules", "dogfite", "--spotting");
    assertThat(other.status()).isEqualTo(2);
    assertThat(other.err())
        .contains(
            "--spotting: rule set 'dogfite' has no spotting segment; rule sets with one: cy6");
    assertThat(run("duel", "--help").out()).contains("--spotting").contains("spotting segment");
    assertThat(run("simulate", "--help").out()).contains("--spotting");
  }

  @Test
  void theWildBlueDuelsSimulatesAndAnswersOdds() {
    Run duel = run("duel", "--rules", "wildblue", "--seed", "7");
    assertThat(duel.status()).isZero();
    assertThat(duel.out())
        .contains("The Wild Blue")
        .contains("rolls initiative")
        .contains("rolls to hit")
        .contains("Result: ");
    assertThat(run("duel", "--rules", "wildblue", "--seed", "7").out()).isEqualTo(duel.out());
    Run sim = run("simulate", "--rules", "wildblue", "--games", "10", "--seed", "3");
    assertThat(sim.status()).isZero();
    assertThat(sim.out()).contains("Simulated 10 wildblue engagements");
    Run odds =
        run("odds", "--rules", "wildblue", "stunt", "--stunt", "tailslide", "--rating", "17");
    assertThat(odds.status()).isZero();
    assertThat(odds.out()).contains("P(success) =      35.0% (7/20)");
    Run json =
        run("odds", "--rules", "wildblue", "damage", "--dice", "2", "--advantage", "1", "--json");
    assertThat(json.out()).contains("\"expression\"").contains("2d6!+1d6!");
  }

  @Test
  void checkYourSixOddsAreOnTheCommandLine() {
    Run r =
        run(
            "odds",
            "--rules",
            "cy6",
            "shot",
            "--guns",
            "8xLMG",
            "--range",
            "2",
            "--robustness",
            "2");
    assertThat(r.status()).isZero();
    assertThat(r.out()).containsPattern("P\\(destroyed\\) += +11\\.2% \\(296023/2654208\\)");
    Run bad =
        run(
            "odds",
            "--rules",
            "cy6",
            "shot",
            "--guns",
            "8xLMG",
            "--range",
            "9",
            "--robustness",
            "2");
    assertThat(bad.status()).isEqualTo(2);
    assertThat(bad.err()).contains("shot: --range: no gun of [8xLMG] reaches range 9");
  }

  @Test
  void oddsJsonHasTheContractShape() {
    Run r = run("odds", "2d6", "--json");
    assertThat(r.status()).isZero();
    assertThat(r.out().strip())
        .startsWith(
            "{\"expression\":\"2d6\",\"distribution\":[{\"value\":2,\"probability\":\"1/36\",\"decimal\":0.027777777778},")
        .contains("{\"value\":7,\"probability\":\"1/6\",\"decimal\":0.166666666667}")
        .endsWith(
            "{\"value\":12,\"probability\":\"1/36\",\"decimal\":0.027777777778}],\"mean\":\"7/1\"}");
    assertThat(run("odds", "3", "--json").out())
        .contains("{\"value\":3,\"probability\":\"1/1\",\"decimal\":1}");
  }

  @Test
  void oddsTableIsReadable() {
    Run r = run("odds", "2d6-10");
    assertThat(r.status()).isZero();
    // the answer first, then the distribution; integers without "/1"
    assertThat(r.out())
        .startsWith("2d6-10\n  mean =         -3\n\n   value  probability")
        .contains("      -8  1/36                          2.8%    100.0%  1\n")
        .contains("      -6  1/12                          8.3%     91.7%  11/12\n")
        .doesNotContain("/1 ")
        .doesNotContain("left out");
  }

  @Test
  void badExpressionsExitTwoSayingWhatWasExpectedWhere() {
    Run r = run("odds", "2d");
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err())
        .contains(
            "bad dice expression: expected a number of sides after 'd' at character 3 of \"2d\"");
    assertThat(run("odds").err()).contains("missing EXPR");
    assertThat(run("odds", "2d6", "--white", "3").err()).contains("only --json applies");
  }

  @Test
  void squadronOddsQuery() {
    Run r =
        run("odds", "--rules", "squadron", "squadron", "--white", "14", "--black", "15", "--json");
    assertThat(r.status()).isZero();
    assertThat(r.out())
        .startsWith("{\"expression\":\"14d6s{1,6}! vs 15d6s{1,6}!\",\"distribution\":[")
        .contains("\"figures\":{\"P(white wins)\":\"")
        .contains("\"mean\":\"");
    Run defend =
        run(
            "odds",
            "--rules",
            "squadron",
            "squadron",
            "--white=14",
            "--black",
            "15",
            "--black-maneuver",
            "defend");
    assertThat(defend.out())
        .startsWith("14d6s{1,6}! vs 23d6s{1,6}!")
        .contains("(exact: see --json)")
        .containsPattern("P\\(black wins\\) += +79\\.2% \\(exact fraction: see --json\\)")
        // the zero tails are left out, and say so
        .doesNotContain(" <0.1% ")
        .contains("left out: each under 0.05%; --json lists every value)");
    assertThat(defend.out().indexOf("P(white wins)"))
        .as("the answer leads")
        .isLessThan(defend.out().indexOf("value  probability"));
    assertThat(run("odds", "--rules", "squadron", "squadron", "--white", "x", "--black", "1").err())
        .contains("--white must be a whole number");
    assertThat(run("odds", "--rules", "squadron", "squadron", "--white", "--black", "2").err())
        .contains("--white must be a whole number from 0 to 180, was ''");
    assertThat(run("odds", "--rules", "squadron", "squadron", "14").err())
        .contains("unexpected argument '14'");
    assertThat(run("odds", "--rules", "squadron", "dogfite").err())
        .contains("unknown odds query 'dogfite' for rule set squadron; choose from: squadron");
  }

  @Test
  void dogfiteDuelsAndOdds() {
    Run a = run("duel", "--rules", "dogfite", "--seed", "3");
    assertThat(a.status()).isZero();
    assertThat(a.out())
        .isEqualTo(run("duel", "--rules", "dogfite", "--seed", "3").out())
        .contains("Camel (RFC, Sopwith Camel): speed 5, level 3")
        .contains("Positions after turn 1:")
        .contains("Result: ");
    Run bet =
        run("odds", "--rules", "dogfite", "bet", "--level", "2", "--aerobatics", "1", "--json");
    assertThat(bet.status()).isZero();
    assertThat(bet.out()).contains("\"P(pass)\":\"7/12\"");
    Run stall =
        run("odds", "--rules", "dogfite", "stall", "--spin", "0", "--flying", "0", "--below-min");
    assertThat(stall.status()).isZero();
    assertThat(stall.out()).contains("P(spin)  =      50.0% (1/2)");
    assertThat(run("odds", "--rules", "dogfite", "hits", "--edge", "3").err())
        .contains("missing --range (zero, half or one)");
    assertThat(run("rules").out())
        .contains("dogfite  Dogfite!")
        .contains("squadron  Squadron Phase");
  }

  @Test
  void cardActivationOdds() {
    Run before =
        run("odds", "--rules", "cards", "before", "--x-left", "1", "--y-left", "3", "--json");
    assertThat(before.status()).isZero();
    assertThat(before.out())
        .contains("\"P(before)\":\"3/4\"")
        .contains("{\"value\":1,\"probability\":\"3/4\"");
    Run within =
        run(
            "odds",
            "--rules",
            "cards",
            "within",
            "--x-left",
            "2",
            "--deck-left",
            "10",
            "--next",
            "4");
    assertThat(within.out())
        .startsWith("P(X activates within the next K cards): x-left 2, deck-left 10, next 4\n")
        .contains("P(within) =      13.3% (2/15)");
    assertThat(run("odds", "--rules", "cards", "before", "--x-left", "1").err())
        .contains("missing --y-left");
  }

  @Test
  void simulateIsIndependentOfThreads() {
    Run one =
        run("simulate", "--rules", "squadron", "--games", "30", "--seed", "5", "--threads", "1");
    Run two =
        run("simulate", "--rules", "squadron", "--games", "30", "--seed", "5", "--threads", "2");
    assertThat(one.status()).isZero();
    assertThat(one.out())
        .isEqualTo(two.out())
        .contains("Simulated 30 squadron engagements")
        .contains("Mean length:");
    assertThat(run("simulate", "--rules", "squadron", "--games", "0").status()).isEqualTo(2);
    assertThat(run("simulate", "--rules", "squadron", "--threads", "0").status()).isEqualTo(2);
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "rules", "duel", "simulate", "odds", "help"})
  void everyCommandHasHelp(String command) {
    Run r = command.isEmpty() ? run("--help") : run(command, "--help");
    assertThat(r.status()).isZero();
    assertThat(r.out()).contains("Usage: dogfight");
  }

  @Test
  void badOptionsAndMissingCommandsExitTwo() {
    assertThat(run().status()).isEqualTo(2);
    assertThat(run().err()).contains("choose a command");
    assertThat(run("duel").status()).isEqualTo(2);
    assertThat(run("duel", "--rules", "squadron", "--seed", "x").status()).isEqualTo(2);
    assertThat(run("fly").status()).isEqualTo(2);
    // the build's version (from version.properties here; the jar's manifest when packaged)
    assertThat(run("--version").out().strip()).matches("dogfight \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?");
  }

  @Test
  void oddsQueriesAreDiscoverableWithHelp() {
    Run cards = run("odds", "--rules", "cards", "--help");
    assertThat(cards.status()).isZero();
    assertThat(cards.out())
        .contains("Odds queries of 'cards': dogfight odds --rules cards QUERY")
        .contains("dogfight odds --rules cards before --x-left V --y-left V [--json]")
        .contains("--x-left  cards of X still in the deck")
        .contains("dogfight odds --rules cards within --x-left V --deck-left V --next V [--json]");
    Run within = run("odds", "--rules", "cards", "within", "--help");
    assertThat(within.out())
        .startsWith("dogfight odds --rules cards within")
        .contains("--deck-left")
        .doesNotContain("before");
    assertThat(run("odds", "--help").out()).contains("Usage: dogfight odds");
    assertThat(run("odds", "--rules", "cards", "sooner", "--help").err())
        .contains("unknown odds query 'sooner' for rule set cards; choose from: before, within");
  }

  @Test
  void bigExactQuestionsAnswerAndTheLargestAreRefusedNamingTheLimit() {
    Run big = run("odds", "200d6!");
    assertThat(big.status()).isZero();
    assertThat(big.out())
        .startsWith("200d6!")
        .contains("    840  (exact: see --json)")
        .contains("  mean =        840 (12697896925/15116544)")
        .contains("values below 734")
        .doesNotContain("    200  ");
    Run refused = run("odds", "300d6!");
    assertThat(refused.status()).isEqualTo(2);
    assertThat(refused.err())
        .contains("exact odds refused")
        .contains("documented limit of 6.5e+08 (Distribution.MAX_WORK");
    assertThat(run("odds", "d6!{1-6}").err())
        .contains("an explosion that leaves at least one face of the d6 not exploding");
    assertThat(
            run("odds", "--rules", "squadron", "squadron", "--white", "500", "--black", "5").err())
        .contains("--white must be a whole number from 0 to 180, was '500'");
  }

  @Test
  void badInputIsTwoLinesNamingTheProblemAndWhereToLook() {
    Run r = run("odds", "--rules", "squadron", "squadron", "--whit", "3");
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err().lines().toList())
        .containsExactly(
            "dogfight odds: unknown option --whit for squadron; choose from --white, --black,"
                + " --white-maneuver, --black-maneuver, --white-bank, --black-bank,"
                + " --white-fighters, --black-fighters",
            "Try 'dogfight odds --help' for the options.");
    Run typo = run("simulate", "--rules", "squadron", "--gmes", "3");
    assertThat(typo.err()).doesNotContain("Usage:").contains("--gmes").contains("--games");
    assertThat(typo.err().lines().count()).isLessThanOrEqualTo(3);
    assertThat(run("duel").err().lines().toList())
        .containsExactly(
            "dogfight duel: Missing required option: '--rules=RULES'",
            "Try 'dogfight duel --help' for the options.");
  }

  @Test
  void simulateShowsProgressOnlyWhenAsked() {
    Run shown =
        run(
            "simulate",
            "--rules",
            "squadron",
            "--games",
            "30",
            "--seed",
            "3",
            "--progress",
            "always");
    assertThat(shown.status()).isZero();
    assertThat(shown.err()).contains("30 of 30 games, ").contains("games/s, done in ");
    Run piped = run("simulate", "--rules", "squadron", "--games", "30", "--seed", "3");
    assertThat(piped.err()).isEmpty(); // tests do not run on a terminal: auto stays quiet
    assertThat(piped.out()).isEqualTo(shown.out());
    assertThat(run("simulate", "--rules", "squadron", "--games", "1").out())
        .startsWith("Simulated 1 squadron engagement (master seed 1)");
  }

  @Test
  void theProgressLineGivesRateAndTimeLeft() {
    long[] now = {0};
    java.io.StringWriter text = new java.io.StringWriter();
    Progress p = new Progress(new java.io.PrintWriter(text), 1000, () -> now[0]);
    assertThat(p.line(250, 5_000_000_000L))
        .isEqualTo("  250 of 1000 games, 50 games/s, about 15 s left");
    assertThat(p.line(10, 1_000_000_000L)).contains("about 1 min 39 s left");
    assertThat(p.line(0, 0)).contains("estimating time left");
    p.accept(1); // too soon after the start: nothing
    assertThat(text.toString()).isEmpty();
    now[0] = 1_000_000_000L;
    p.accept(100);
    assertThat(text.toString()).isEqualTo("\r  100 of 1000 games, 100 games/s, about 9 s left");
    now[0] = 2_000_000_000L;
    p.accept(1000);
    assertThat(text.toString()).endsWith("1000 of 1000 games, 500 games/s, done in 2.0 s\n");
  }

  /**
   * A line shorter than the one before it is padded with spaces over the rest, so the terminal
   * shows no leftover characters ("about 48 s left ft").
   */
  @Test
  void aShorterProgressLineLeavesNothingOfTheLongerOne() {
    long[] now = {0};
    java.io.StringWriter text = new java.io.StringWriter();
    Progress p = new Progress(new java.io.PrintWriter(text), 100_000, () -> now[0]);
    now[0] = 1_000_000_000L;
    p.accept(10);
    String first = p.line(10, now[0]);
    assertThat(first).contains(" min ");
    now[0] = 2_000_000_000L;
    p.accept(90_000);
    String second = p.line(90_000, now[0]);
    assertThat(second.length()).isLessThan(first.length());
    String[] frames = text.toString().split("\r", -1);
    assertThat(frames[2]).hasSize(first.length()).startsWith(second).endsWith(" ");
  }

  @Test
  void duelSavesAndReplayNarratesTheSameGame(
      @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
    java.nio.file.Path file = dir.resolve("duel.json");
    Run duel =
        run(
            "duel",
            "--rules",
            "dogfite",
            "--activation",
            "cards",
            "--seed",
            "3",
            "--save",
            file.toString());
    assertThat(duel.status()).isZero();
    assertThat(java.nio.file.Files.readString(file))
        .startsWith("{\n  \"format\" : \"dogfight-game\"");
    Run replay = run("replay", file.toString());
    assertThat(replay.status()).isZero();
    assertThat(replay.out()).contains("Saved game duel.json, activation cards, dice seed 3:");
    // everything after the heading is the duel's narration, byte for byte
    assertThat(
            replay.out().substring(replay.out().indexOf('\n', replay.out().indexOf("Saved game"))))
        .isEqualTo(
            duel.out()
                .substring(duel.out().indexOf('\n', duel.out().indexOf("Sample engagement"))));
    java.nio.file.Files.writeString(file, "{\"format\": \"dogfight-game\", \"version\": 2}");
    Run bad = run("replay", file.toString());
    assertThat(bad.status()).isEqualTo(2);
    assertThat(bad.err())
        .startsWith(
            "dogfight replay: "
                + file
                + ": $.version: this library reads versions 1 to 1, found 2");
    assertThat(run("replay", dir.resolve("missing.json").toString()).err()).contains("cannot read");
  }

  @Test
  void duelAndSimulatePrintJson() {
    Run duel = run("duel", "--rules", "wildblue", "--seed", "2", "--json");
    assertThat(duel.status()).isZero();
    io.github.dogfight.json.GameJson.Saved saved =
        io.github.dogfight.json.GameJson.read(duel.out());
    assertThat(saved.setup()).isEqualTo(io.github.dogfight.json.Setup.sample("wildblue", 2));
    assertThat(saved.game().isOver()).isTrue();
    Run sim = run("simulate", "--rules", "squadron", "--games", "20", "--seed", "4", "--json");
    assertThat(sim.status()).isZero();
    assertThat(sim.out())
        .startsWith("{\"rules\":\"squadron\",\"games\":20,\"seed\":4,\"wins\":{")
        .contains("\"meanTurns\":");
  }
}
