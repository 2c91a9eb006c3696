package io.github.dogfight.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.json.GameJson;
import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code dogfight play} driven through its standard input, as a pipe would. */
class PlayTest {
  record Run(int status, String out, String err) {}

  static Run play(String input, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    String[] all = new String[args.length + 1];
    all[0] = "play";
    System.arraycopy(args, 0, all, 1, args.length);
    int status =
        DogfightCommand.run(
            all,
            new BufferedReader(new StringReader(input)),
            new PrintWriter(out),
            new PrintWriter(err));
    return new Run(status, out.toString(), err.toString());
  }

  /** {@code out} up to the line that says the game was quit (and where it was saved). */
  static String beforeQuit(String out) {
    int quit = out.lastIndexOf("> Quit; ");
    return quit < 0 ? out : out.substring(0, quit);
  }

  static String ones(int n) {
    return String.join("\n", Collections.nCopies(n, "1")) + "\n";
  }

  /** A whole game through standard input: always the first listed command, to the result. */
  @ParameterizedTest
  @CsvSource({
    "squadron, WHITE, declares Attack",
    "dogfite, RFC, Camel targets",
    "cy6, USAAF, Sally B",
    "wildblue, Allies, Terror"
  })
  void aWholeGameIsPlayedThroughStandardInput(String rules, String side, String mine) {
    Run r = play(ones(3000), "--rules", rules, "--seed", "5");
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.out())
        .contains("You fly " + side + "; dice seed 5.")
        .contains("Your decision: ")
        .contains("You: ")
        .contains(mine)
        .contains("\nResult: ")
        .contains("\nDice seed 5: --seed 5 with the same options and answers plays this game")
        .doesNotContain("Input ended");
    // the same seed and answers give the same game
    assertThat(play(ones(3000), "--rules", rules, "--seed", "5").out()).isEqualTo(r.out());
  }

  /**
   * With --spotting the player is told what its side learns: its own spots and checks, that an
   * aircraft of its side is spotted, and "no new contact"; never a check of the enemy's.
   */
  @Test
  void checkYour6WithSpottingTellsThePlayerOnlyWhatItsSideLearns() {
    Run r = play(ones(3000), "--rules", "cy6", "--spotting", "--seed", "5");
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.out())
        .contains("You fly USAAF")
        .contains("  Sally B is spotted\n")
        .contains("  Tarheel spots Rot 1 (Aircrew Check at 15)\n")
        .contains("  USAAF: no new contact\n")
        .doesNotContain("Luftwaffe: no new contact")
        .doesNotContain("does not spot")
        .contains("\nResult: ");
    Run help = play("quit\n", "--help");
    assertThat(help.out()).contains("--spotting");
  }

  @Test
  void eachChoiceShowsItsExactOdds() {
    Run squadron = play("quit\n", "--rules", "squadron", "--seed", "7");
    assertThat(squadron.out())
        .contains("1. WHITE declares Attack")
        .containsPattern("P\\(win\\) vs Attack = \\d+\\.\\d%")
        .contains("Quit; the game is left unfinished");
    // Dogfite!: Camel targets, begins a level move, then a two-hexside turn is a level-1 bet
    // (group 5 lists the two-hexside right turns at every bet level and aerobatic point count)
    Run dogfite = play("2\n2\n5\nquit\n", "--rules", "dogfite", "--seed", "3");
    assertThat(dogfite.out())
        .contains("Camel begins its move: level")
        .contains("P(1 movement point) = 66.7% (2/3)")
        .contains("   5.1. Camel turns 2 right betting level 1\n")
        .contains("[P(bet passes) = 91.7% (11/12), E(edge) = 0.896 (43/48)")
        .contains("  5.18. Camel turns 2 right betting level 3 with 6 aerobatic points\n")
        .contains("Camel tries to enter a spin   [P(spin entered) = ");
    // The Wild Blue: each stunt with its chance
    Run wildblue = play(ones(3000), "--rules", "wildblue", "--seed", "5");
    assertThat(wildblue.out())
        .containsPattern("flies Aileron Roll\\s+\\[P\\(pass\\) = \\d+\\.\\d% \\(\\d+/\\d+\\)");
    // Check Your 6!: each shot with its chance to damage or destroy
    Run cy6 = play(ones(3000), "--rules", "cy6", "--seed", "5", "--side", "USAAF");
    assertThat(cy6.out())
        .containsPattern(
            "fires at .*\\s+\\[P\\(hit\\), 2d6 needs \\d+ or more.*\\s+.*"
                + "P\\(damaged or destroyed\\) = \\d+\\.\\d% \\(\\d+/\\d+\\)");
  }

  @Test
  void helpLookBadInputAndTheEndOfInputAreAnswered() {
    Run r = play("help\nlook\nseven\n0\n99\n\n", "--rules", "squadron", "--seed", "7");
    assertThat(r.status()).isZero();
    assertThat(r.out())
        .contains("undo        take back your last command")
        .contains("'seven' is not a command number (1 to 4)")
        .contains("No command 0: choose 1 to 4.")
        .contains("No command 99: choose 1 to 4.")
        .contains("Input ended; the game is left unfinished at turn 1 (not saved).");
    // 'look' prints the situation again: the forces appear twice
    assertThat(count(r.out(), "RAF (white, pool 14)")).isEqualTo(2);
  }

  /**
   * Undo takes back a choice that showed nothing new: a secret plot before the resolution, a
   * formation choice (Check Your 6!, flying the Luftwaffe, which plots first).
   */
  @Test
  void undoTakesBackACommandThatShowedNothing() {
    String formation = "1\n1\n";
    String[] args = {"--rules", "cy6", "--seed", "3", "--side", "Luftwaffe"};
    Run once = play(formation + "1.2\nquit\n", args);
    Run undone = play(formation + "1.1\nundo\n1.2\nquit\n", args);
    assertThat(undone.out())
        .contains("You: Rot 1 plots level at speed 3: F31\n")
        .contains("Undone: back to your previous decision.");
    // after the undo, the game goes on exactly as if the answer had been 1.2
    String tail = "You: Rot 1 plots level at speed 3: F31L";
    assertThat(undone.out().substring(undone.out().lastIndexOf(tail)))
        .isEqualTo(once.out().substring(once.out().lastIndexOf(tail)));
    // back over the plot and the formation choices, to the first decision
    Run toTheStart = play(formation + "1.1\nundo\nundo\nundo\nundo\nquit\n", args);
    assertThat(count(toTheStart.out(), "Undone: back to your previous decision.")).isEqualTo(3);
    assertThat(toTheStart.out()).contains("Nothing to undo: this is your first decision.");
    // the USAAF's plot is followed by the moves of both sides: what they showed stays
    Run moved = play("1\n1\n1\n4.1\nundo\nquit\n", "--rules", "cy6", "--seed", "3");
    assertThat(moved.out())
        .contains("Cannot undo past turn 1: \"Rot 1 ")
        .contains("\" is on the table. Undo takes back only commands that showed nothing new.")
        .doesNotContain("Undone:");
  }

  /**
   * Undo never previews dice: a roll on the table stays, so a failed roll cannot be chosen again.
   */
  @Test
  void undoStopsAtTheLastRevealedRoll() {
    Run r = play("2\nundo\n1\nquit\n", "--rules", "squadron", "--seed", "7");
    assertThat(r.out())
        .contains("You: WHITE declares Defend")
        .contains("Squadron Roll:")
        .contains(
            "Cannot undo past the dice of turn 1: they are on the table. Undo takes back only"
                + " commands that showed nothing new")
        .doesNotContain("Undone:");
    // the refused undo changed nothing: the game goes on from turn 2, as without it
    Run straight = play("2\n1\nquit\n", "--rules", "squadron", "--seed", "7");
    String tail = "You: WHITE removes 2 fighters";
    assertThat(r.out().substring(r.out().lastIndexOf(tail)))
        .isEqualTo(straight.out().substring(straight.out().lastIndexOf(tail)));
    assertThat(count(r.out(), "Squadron Roll:")).isEqualTo(count(straight.out(), "Squadron Roll:"));
    // Dogfite!: a movement roll shown, then undo: refused; the same answer again is not re-rolled
    Run dogfite = play("2\n2\nundo\nquit\n", "--rules", "dogfite", "--seed", "3");
    assertThat(dogfite.out())
        .contains("Camel movement points 1d6: ")
        .containsPattern("Cannot undo past the dice of turn \\d+: they are on the table\\.");
    assertThat(play("undo\nquit\n", "--rules", "squadron").out())
        .contains("Nothing to undo: this is your first decision.");
  }

  /** Without --seed the seed is fresh and secret until the end; --seed N plays it again. */
  @Test
  void noSeedIsShownBeforeTheEndUnlessGiven() {
    Run fresh = play(ones(3000), "--rules", "squadron");
    assertThat(fresh.status()).as(fresh.err()).isZero();
    int end = fresh.out().indexOf("\nResult: ");
    assertThat(end).isPositive();
    assertThat(fresh.out().substring(0, end).toLowerCase(java.util.Locale.ROOT))
        .doesNotContain("seed");
    Matcher m =
        Pattern.compile("\\nDice seed (-?\\d+): --seed \\1 with the same options and answers")
            .matcher(fresh.out());
    assertThat(m.find()).as(fresh.out().substring(end)).isTrue();
    String seed = m.group(1);
    // the same seed and answers give the same game
    Run again = play(ones(3000), "--rules", "squadron", "--seed", seed);
    String from = "\nYour decision: ";
    assertThat(again.out().substring(again.out().indexOf(from)))
        .isEqualTo(fresh.out().substring(fresh.out().indexOf(from)));
    assertThat(again.out()).contains("You fly WHITE; dice seed " + seed + ".");
    // a game left unfinished says no seed; two fresh games have two seeds
    Run quit = play("2\nquit\n", "--rules", "squadron");
    assertThat(quit.out().toLowerCase(java.util.Locale.ROOT)).doesNotContain("seed");
    Run other = play(ones(3000), "--rules", "squadron");
    assertThat(other.out()).doesNotContain("\nDice seed " + seed + ":");
    // help and --help say no default seed
    assertThat(play("help\nquit\n", "--rules", "squadron").out().toLowerCase(java.util.Locale.ROOT))
        .doesNotContain("seed 1")
        .contains("dice seed: do not share it");
    assertThat(play("", "--help").out())
        .contains("(default: a fresh random seed from the operating")
        .doesNotContain("default: 1");
  }

  @Test
  void saveWritesTheGameSoFarAndResumeGoesOnWithIt(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("game.json");
    Run r = play("2\n1\nsave " + file + "\nquit\n", "--rules", "squadron", "--seed", "7");
    assertThat(r.out())
        .contains(
            "Saved to "
                + file
                + ". This file holds both sides' secrets (the other side's orders, the dice"
                + " seed): do not share it with your opponent;");
    GameJson.Saved saved = GameJson.read(file);
    assertThat(saved.game().played()).isNotEmpty();
    assertThat(saved.setup().seed()).isEqualTo(7);
    // going on from the file is the same game as playing on without saving
    Run resumed = play("1\nquit\n", "--rules", "squadron", "--resume", file.toString());
    Run straight = play("2\n1\n1\nquit\n", "--rules", "squadron", "--seed", "7");
    String tail = "You: WHITE declares Attack";
    // all but the last line, which says where the game was saved
    assertThat(beforeQuit(resumed.out().substring(resumed.out().lastIndexOf(tail))))
        .isEqualTo(beforeQuit(straight.out().substring(straight.out().lastIndexOf(tail))));
    assertThat(play("save\nquit\n", "--rules", "squadron").out())
        .contains("save needs a file name: save FILE (or save --view FILE)");
    assertThat(play("save " + dir + "\nquit\n", "--rules", "squadron").out())
        .contains("Not saved: cannot write " + dir + ": it is a directory.");
    Files.writeString(dir.resolve("other.json"), Files.readString(file));
    assertThat(play("quit\n", "--rules", "dogfite", "--resume", file.toString()).err())
        .contains("is a game of 'squadron', not 'dogfite'");
  }

  /** A game with --spotting is saved as one, and goes on as one with --resume. */
  @Test
  void aGameWithSpottingIsSavedAndResumedWithIt(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("spotting.json");
    Run r = play(ones(12) + "save " + file + "\nquit\n", "--rules", "cy6", "--spotting");
    assertThat(r.out()).contains("Saved to " + file + ".");
    assertThat(GameJson.read(file).setup().activation()).contains("move-groups+spotting");
    Run resumed = play("quit\n", "--resume", file.toString(), "--spotting");
    assertThat(resumed.status()).as(resumed.err()).isZero();
    assertThat(resumed.out()).contains("activation move-groups+spotting");
    Path plain = dir.resolve("plain.json");
    play("save " + plain + "\nquit\n", "--rules", "cy6");
    Run refused = play("quit\n", "--resume", plain.toString(), "--spotting");
    assertThat(refused.status()).isEqualTo(2);
    assertThat(refused.err()).contains("is a game without the spotting segment");
  }

  /** Only what the player's side may know: the enemy's plots stay secret until they fly. */
  @Test
  void thePlayerSeesOnlyItsOwnSidesSecrets() {
    Run r = play(ones(40), "--rules", "cy6", "--seed", "3", "--side", "Luftwaffe");
    assertThat(r.out()).contains("Rot 1 plots ").doesNotContain("Sally B plots ");
    Run hotSeat = play(ones(3000), "--rules", "squadron", "--hot-seat");
    assertThat(hotSeat.out())
        .contains("Hot seat: you fly WHITE and BLACK")
        .contains("You: BLACK declares")
        .contains("\nResult: ");
  }

  @Test
  void badOptionsAreRefusedByName() {
    assertThat(play("", "--rules", "squadron", "--side", "RED").err())
        .contains("--side: no side 'RED' in this engagement; choose from: WHITE, BLACK");
    assertThat(play("", "--rules", "squadron", "--side", "WHITE", "--hot-seat").err())
        .contains("--side and --hot-seat: choose one");
    assertThat(play("", "--rules", "nonesuch").err()).contains("unknown rule set 'nonesuch'");
  }

  /** Check Your 6! plots: 40 commands, grouped by maneuver and speed; each opens by its number. */
  @Test
  void aLongListIsGroupedByItsFirstWordsAndEveryCommandIsReachable() {
    String formation = "1\n1\n1\n";
    Run r = play(formation + "4\n4.9\nquit\n", "--rules", "cy6", "--seed", "3");
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.out())
        .contains("    1. Sally B plots level at speed 2: ...   (7 commands)\n")
        .contains("    4. Sally B plots dive at speed 3: ...   (9 commands)\n")
        .contains(
            "    5. Sally B plots steep-dive at speed 2: F21   [P(flies as plotted) = 100.0% (1/1)]\n")
        .contains("   10. Sally B plots extreme-turn at speed 3: ...   (2 commands)\n")
        .contains("  40 commands in 10 entries: a group's number lists its commands;")
        // '4' lists the group, numbered 4.1 to 4.9
        .contains(
            "  4. Sally B plots dive at speed 3: ...: 9 commands ('back' shows the whole list)\n")
        .contains(
            "  4.1. Sally B plots dive at speed 3: F31   [P(flies as plotted) = 100.0% (1/1)]\n")
        .contains(
            "  4.9. Sally B plots dive at speed 3: R33   [P(flies as plotted) = 100.0% (1/1)]\n")
        .contains("You: Sally B plots dive at speed 3: R33");
    // in an open group a bare number is its member; 'back' shows the whole list again
    Run inGroup = play(formation + "4\n8\nquit\n", "--rules", "cy6", "--seed", "3");
    assertThat(inGroup.out()).contains("You: Sally B plots dive at speed 3: L33");
    Run back = play(formation + "4\nback\n6\nquit\n", "--rules", "cy6", "--seed", "3");
    assertThat(count(back.out(), "    1. Sally B plots level at speed 2: ...   (7 commands)"))
        .isEqualTo(2);
    assertThat(back.out()).contains("You: Sally B plots steep-dive at speed 3: F31");
    // numbers out of range name the range
    Run bad = play(formation + "4.10\n11\n4\n10\nx\nquit\n", "--rules", "cy6", "--seed", "3");
    assertThat(bad.out())
        .contains("No command 4.10: choose 4.1 to 4.9.")
        .contains("No command 11: choose 1 to 10.")
        .contains("'x' is not a command number (4.1 to 4.9), back, odds N, undo");
  }

  /** Every legal command is reachable through the menu: a whole game played by "N.M" answers. */
  @Test
  void aWholeGameIsPlayedThroughGroupsToo() {
    Run r = play("1.1\n".repeat(3000), "--rules", "cy6", "--seed", "5");
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.out()).contains("You: Sally B plots level at speed 2: F21").contains("\nResult: ");
  }

  @Test
  void lookReprintsTheSituationAndTheNumberedCommands() {
    Run r = play("look\nquit\n", "--rules", "squadron", "--seed", "7");
    assertThat(count(r.out(), "    1. WHITE declares Attack")).isEqualTo(2);
    assertThat(count(r.out(), "    4. WHITE declares Tactical")).isEqualTo(2);
    assertThat(count(r.out(), "RAF (white, pool 14)")).isEqualTo(2);
  }

  /** Odds with their fractions; a fraction too long for the line is shown whole by 'odds N'. */
  @Test
  void oddsAreShownWithFractionsAndWholeOnRequest() {
    Run dogfite =
        play(
            "2\n2\n5\nodds 5.1\nback\nodds 1\nodds 10\nodds\nquit\n",
            "--rules",
            "dogfite",
            "--seed",
            "3");
    assertThat(dogfite.out())
        .contains("    3. Camel turns 1 right ...   (22 commands)")
        .contains(
            "        [P(bet passes) = 91.7% (11/12), E(edge) = 0.896 (43/48), P(stress test) = 0.1%"
                + " (1/1296)]")
        .contains(
            """
                  Camel turns 2 right betting level 1
                    P(bet passes) = 91.7% (11/12)
                    E(edge) = 0.896 (43/48)
                    P(stress test) = 0.1% (1/1296)
                """)
        .contains("  Camel flies straight\n    no odds: the rule set foresees no roll for it")
        .contains("No command 10: choose 1 to 9.")
        .contains("odds needs a command number: odds N (or N.M in a group)");
    Run squadron = play("odds 1\nquit\n", "--rules", "squadron", "--seed", "7");
    assertThat(squadron.out())
        .contains("[P(win) vs Attack = 39.4%, P(win) vs Defend = 14.0%")
        .contains("P(win) vs Tactical = 39.4%, fractions: odds 1, P(engagement won) = 34.51%]")
        .contains("    P(win) vs Attack = 39.4% (6936471498158266297555572801973107577872845");
    // odds below a command keep to the width of a terminal
    assertThat(
            squadron
                .out()
                .lines()
                .filter(l -> l.startsWith("       [") || l.startsWith("        P(")))
        .hasSize(8)
        .allSatisfy(l -> assertThat(l).hasSizeLessThanOrEqualTo(Choices.WIDTH));
  }

  @Test
  void resumeReadsTheRuleSetAndActivationFromTheFile(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("cards.json");
    Run first =
        play(
            "2\n2\nsave " + file + "\nquit\n",
            "--rules",
            "dogfite",
            "--activation",
            "cards",
            "--seed",
            "4");
    assertThat(first.out()).contains("Saved to " + file + ".");
    // no --rules, no --activation: both come from the file
    Run resumed = play("1\nquit\n", "--resume", file.toString());
    assertThat(resumed.status()).as(resumed.err()).isZero();
    assertThat(resumed.out())
        .containsPattern(
            "\\nGoing on with .*cards\\.json: rules dogfite, activation cards, turn \\d+, \\d+ commands"
                + " played\\.\\nYou fly RFC\\. Type 'help'");
    Run straight =
        play("2\n2\n1\nquit\n", "--rules", "dogfite", "--activation", "cards", "--seed", "4");
    String tail =
        beforeQuit(resumed.out().substring(resumed.out().lastIndexOf("\nYour decision: ")));
    assertThat(straight.out()).contains(tail);
    // options that agree with the file are accepted; those that disagree are refused by name
    assertThat(
            play(
                    "quit\n",
                    "--rules",
                    "dogfite",
                    "--activation",
                    "cards",
                    "--resume",
                    file.toString())
                .status())
        .isZero();
    Run otherRules = play("quit\n", "--rules", "squadron", "--resume", file.toString());
    assertThat(otherRules.status()).isEqualTo(2);
    assertThat(otherRules.err())
        .contains("--rules: " + file + " is a game of 'dogfite', not 'squadron'");
    Run otherActivation = play("quit\n", "--activation", "initiative", "--resume", file.toString());
    assertThat(otherActivation.status()).isEqualTo(2);
    assertThat(otherActivation.err())
        .contains("--activation: " + file + " is a game with activation 'cards', not 'initiative'");
    Path plain = dir.resolve("plain.json");
    play("1\nsave " + plain + "\nquit\n", "--rules", "dogfite", "--seed", "4");
    assertThat(play("quit\n", "--activation", "cards", "--resume", plain.toString()).err())
        .contains("is a game with the rule set's own activation, not 'cards'");
    // the rule set's own activation, named, is the file's when it names none
    assertThat(play("quit\n", "--activation", "initiative", "--resume", plain.toString()).status())
        .isZero();
    assertThat(play("quit\n", "--seed", "5", "--resume", file.toString()).err())
        .contains("--seed: " + file + " is a game of dice seed 4, not 5");
    assertThat(play("quit\n", "--seed", "4", "--resume", file.toString()).status()).isZero();
    assertThat(play("quit\n").err())
        .contains("--rules: choose a rule set (see 'dogfight rules'), or --resume FILE");
  }

  /** A save made without --seed names its seed: resumed and played out, the same seed ends it. */
  @Test
  void theSavedFileNamesItsSeed(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("fresh.json");
    play("2\nsave " + file + "\nquit\n", "--rules", "squadron");
    long seed = GameJson.read(file).setup().seed();
    assertThat(Files.readString(file)).contains("\"seed\" : " + seed);
    Run resumed = play(ones(3000), "--resume", file.toString());
    assertThat(resumed.status()).as(resumed.err()).isZero();
    assertThat(resumed.out())
        .doesNotContain("dice seed")
        .contains("\nDice seed " + seed + ": --seed " + seed + " with the same options");
  }

  /**
   * {@code save} writes every secret (the other side's hidden plots); {@code save --view} only what
   * the saving side may see, which {@code replay} and {@code --resume} refuse by name.
   */
  @Test
  void saveViewHoldsNoneOfTheOtherSidesSecrets(@TempDir Path dir) throws Exception {
    Path full = dir.resolve("full.json");
    Path view = dir.resolve("view.json");
    // as the USAAF, after its first plot: the Luftwaffe's plots and its flak's barrage order
    // (a hex) are made and secret until they are flown and fired
    String input = "1.1\n".repeat(4) + "save " + full + "\nsave --view " + view + "\nquit\n";
    Run r = play(input, "--rules", "cy6", "--seed", "3");
    assertThat(r.out())
        .contains("Saved to " + full + ". This file holds both sides' secrets")
        .contains(
            "Saved USAAF's view to "
                + view
                + ": only what USAAF may see (no other side's secrets, no dice seed)");
    String fullText = Files.readString(full);
    String viewText = Files.readString(view);
    assertThat(fullText)
        .contains("Rot 1 plots ")
        .contains("Flak 88 orders a barrage at High on col 10 row 10")
        .contains("\"seed\" : 3");
    assertThat(viewText)
        .startsWith("{\n  \"format\" : \"dogfight-view\",\n  \"version\" : 1,")
        .contains("\"side\" : \"USAAF\"")
        .contains("Sally B keeps formation")
        .contains("\"situation\" : [")
        .doesNotContain("Rot 1 plots ")
        .doesNotContain("orders a barrage")
        .doesNotContain("\"seed\"")
        .doesNotContain("\"commands\"");
    // every event the Luftwaffe may read is in the view, each with its dice
    Game<?, ?> game = GameJson.read(full).game();
    assertThat(count(viewText, "\"narration\" : "))
        .isEqualTo(visibleTo(game, "USAAF"))
        .isLessThan(game.log().size());
    // a view cannot be replayed or resumed: refused by name
    Run resume = play("quit\n", "--resume", view.toString());
    assertThat(resume.status()).isEqualTo(2);
    assertThat(resume.err())
        .contains(
            "--resume: "
                + view
                + " is one side's view of a game (written by 'save --view' in 'dogfight play'), not"
                + " a saved game");
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status =
        DogfightCommand.run(
            new String[] {"replay", view.toString()}, new PrintWriter(out), new PrintWriter(err));
    assertThat(status).isEqualTo(2);
    assertThat(err.toString()).contains(view + " is one side's view of a game");
    assertThat(play("save --view\nquit\n", "--rules", "squadron").out())
        .contains("save needs a file name: save FILE (or save --view FILE)");
  }

  /** Hot seat: between the sides of a simultaneous decision the screen is cleared. */
  @Test
  void hotSeatClearsTheScreenBetweenTheSidesOfASimultaneousDecision() {
    Run r = play("1\n\n2\n\nquit\n", "--rules", "squadron", "--seed", "7", "--hot-seat");
    String out = r.out();
    String handOver = "\n".repeat(HandOver.CLEAR_LINES) + HandOver.CLEAR;
    assertThat(out)
        .contains(
            "You: WHITE declares Attack\n"
                + handOver
                + "Pass the keyboard to BLACK, then press Enter.\n")
        .contains(
            "You: BLACK declares Defend\n"
                + handOver
                + "Pass the keyboard to WHITE, then press Enter.\n");
    // after the clear, BLACK's screen shows nothing of WHITE's choice, and BLACK's situation
    String black = out.substring(out.indexOf("Pass the keyboard to BLACK"));
    black = black.substring(0, black.indexOf("You: BLACK"));
    assertThat(black).contains("Your decision: BLACK").doesNotContain("WHITE declares");
    // after BLACK's choice, the resolution is told to both, after the hand-over
    String white = out.substring(out.indexOf("Pass the keyboard to WHITE"));
    assertThat(white).contains("Squadron Roll:").doesNotContain("You: BLACK");
    // undo may not take back the other side's secret choice
    Run undo = play("1\n\nundo\nquit\n", "--rules", "squadron", "--seed", "7", "--hot-seat");
    assertThat(undo.out())
        .contains("Cannot undo: the last command was another side's, and its choice is its own")
        .doesNotContain("Undone:");
  }

  static <S extends GameState, C extends Command> int visibleTo(Game<S, C> game, String side) {
    return game.log().visibleTo(game.rules().viewer(game.state(), side)).size();
  }

  static int count(String text, String part) {
    Matcher m = Pattern.compile(Pattern.quote(part)).matcher(text);
    int n = 0;
    while (m.find()) {
      n++;
    }
    return n;
  }
}
