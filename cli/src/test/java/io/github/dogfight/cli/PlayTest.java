package io.github.dogfight.cli;

import static org.assertj.core.api.Assertions.assertThat;

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
        .doesNotContain("Input ended");
    // the same seed and answers give the same game
    assertThat(play(ones(3000), "--rules", rules, "--seed", "5").out()).isEqualTo(r.out());
  }

  @Test
  void eachChoiceShowsItsExactOdds() {
    Run squadron = play("quit\n", "--rules", "squadron", "--seed", "7");
    assertThat(squadron.out())
        .contains("1. WHITE declares Attack")
        .containsPattern("P\\(win\\) vs Attack \\d+\\.\\d%")
        .contains("Quit; the game is left unfinished");
    // Dogfite!: Camel targets, begins a level move, then a two-hexside turn is a level-1 bet
    Run dogfite = play("2\n2\nquit\n", "--rules", "dogfite", "--seed", "3");
    assertThat(dogfite.out())
        .contains("Camel begins its move: level")
        .contains("Camel turns 2 right betting level 1")
        .contains("[P(bet passes) 91.7% = 11/12, E(edge) 0.896 = 43/48")
        .contains("Camel tries to enter a spin   [P(spin entered) ");
    // The Wild Blue: each stunt with its chance
    Run wildblue = play(ones(3000), "--rules", "wildblue", "--seed", "5");
    assertThat(wildblue.out()).containsPattern("flies Aileron Roll   \\[P\\(pass\\) \\d+\\.\\d%");
    // Check Your 6!: each shot with its chance to damage or destroy
    Run cy6 = play(ones(3000), "--rules", "cy6", "--seed", "5", "--side", "USAAF");
    assertThat(cy6.out()).containsPattern("fires at .*\\[P\\(damaged or destroyed\\) \\d+\\.\\d%");
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
        .contains("Input ended; the game is left unfinished (nothing saved).");
    // 'look' prints the situation again: the forces appear twice
    assertThat(count(r.out(), "RAF (white, pool 14)")).isEqualTo(2);
  }

  @Test
  void undoTakesBackTheLastCommandAndWhatTheBotDidAfterIt() {
    Run once = play("2\nquit\n", "--rules", "squadron", "--seed", "7");
    Run undone = play("1\nundo\n2\nquit\n", "--rules", "squadron", "--seed", "7");
    assertThat(undone.out()).contains("Undone: back to your previous decision.");
    // after the undo, the game goes on exactly as if the first answer had been 2
    String after = undone.out().substring(undone.out().lastIndexOf("You: WHITE declares Defend"));
    String direct = once.out().substring(once.out().lastIndexOf("You: WHITE declares Defend"));
    assertThat(after).isEqualTo(direct);
    assertThat(play("undo\nquit\n", "--rules", "squadron").out())
        .contains("Nothing to undo: this is your first decision.");
  }

  @Test
  void saveWritesTheGameSoFarAndResumeGoesOnWithIt(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("game.json");
    Run r = play("2\n1\nsave " + file + "\nquit\n", "--rules", "squadron", "--seed", "7");
    assertThat(r.out()).contains("Saved to " + file + ".");
    GameJson.Saved saved = GameJson.read(file);
    assertThat(saved.game().played()).isNotEmpty();
    assertThat(saved.setup().seed()).isEqualTo(7);
    // going on from the file is the same game as playing on without saving
    Run resumed = play("1\nquit\n", "--rules", "squadron", "--resume", file.toString());
    Run straight = play("2\n1\n1\nquit\n", "--rules", "squadron", "--seed", "7");
    String tail = "You: WHITE declares Attack";
    assertThat(resumed.out().substring(resumed.out().lastIndexOf(tail)))
        .isEqualTo(straight.out().substring(straight.out().lastIndexOf(tail)));
    assertThat(play("save\nquit\n", "--rules", "squadron").out())
        .contains("save needs a file name: save FILE");
    assertThat(play("save " + dir + "\nquit\n", "--rules", "squadron").out())
        .contains("Cannot save to " + dir);
    Files.writeString(dir.resolve("other.json"), Files.readString(file));
    assertThat(play("quit\n", "--rules", "dogfite", "--resume", file.toString()).err())
        .contains("is a game of 'squadron', not 'dogfite'");
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

  static int count(String text, String part) {
    Matcher m = Pattern.compile(Pattern.quote(part)).matcher(text);
    int n = 0;
    while (m.find()) {
      n++;
    }
    return n;
  }
}
