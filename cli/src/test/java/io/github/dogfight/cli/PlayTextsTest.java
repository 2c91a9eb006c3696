package io.github.dogfight.cli;

import static io.github.dogfight.cli.PlayTest.play;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What {@code dogfight play} says when a game stops, is saved, or goes on from a file. */
class PlayTextsTest {
  @Test
  void quitSaysWhetherAndWhenTheGameWasSaved(@TempDir Path dir) {
    Path file = dir.resolve("game.json");
    assertThat(play("quit\n", "--rules", "squadron", "--seed", "7").out())
        .endsWith("> Quit; the game is left unfinished at turn 1 (not saved).\n");
    // saved, then quit at once: the file holds the game as it is
    assertThat(play("2\n1\nsave " + file + "\nquit\n", "--rules", "squadron", "--seed", "7").out())
        .endsWith(
            "> Quit; the game is left unfinished at turn 2, saved to "
                + file
                + " ('dogfight play --resume "
                + file
                + "' goes on with it).\n");
    // saved, then played on: the file is behind
    assertThat(
            play("2\n1\nsave " + file + "\n1\nquit\n", "--rules", "squadron", "--seed", "7").out())
        .containsPattern(
            "> Quit; the game is left unfinished at turn \\d+; last saved to "
                + java.util.regex.Pattern.quote(file.toString())
                + " at turn 2 \\(not saved since\\)\\.\\n$");
    // the end of input says the same
    assertThat(play("2\n1\nsave " + file + "\n", "--rules", "squadron", "--seed", "7").out())
        .endsWith(
            "Input ended; the game is left unfinished at turn 2, saved to "
                + file
                + " ('dogfight play --resume "
                + file
                + "' goes on with it).\n");
    // a view is not a save that can be resumed
    Path view = dir.resolve("view.json");
    assertThat(play("save --view " + view + "\nquit\n", "--rules", "squadron", "--seed", "7").out())
        .endsWith("> Quit; the game is left unfinished at turn 1 (not saved).\n");
    // a save that failed says why, and is no save
    assertThat(play("save " + dir + "\nquit\n", "--rules", "squadron", "--seed", "7").out())
        .contains("Not saved: cannot write " + dir + ": it is a directory.\n")
        .endsWith("> Quit; the game is left unfinished at turn 1 (not saved).\n");
  }

  @Test
  void aResumedGameIsSummedUpNotRetold(@TempDir Path dir) {
    Path file = dir.resolve("game.json");
    PlayTest.Run first =
        play("2\n1\n1\n1\n1\n1\nsave " + file + "\nquit\n", "--rules", "squadron", "--seed", "7");
    assertThat(first.status()).as(first.err()).isZero();
    PlayTest.Run resumed = play("quit\n", "--resume", file.toString());
    assertThat(resumed.status()).as(resumed.err()).isZero();
    String out = resumed.out();
    assertThat(out)
        .containsPattern(
            "\\nGoing on with .*game\\.json: rules squadron, turn \\d+, \\d+ commands played\\.\\n"
                + "You fly WHITE\\. Type 'help' for the commands\\.\\n"
                + "The last 5 events of \\d+ \\('dogfight replay .*game\\.json' narrates the whole"
                + " game\\):\\n\\nTurn \\d+\\n")
        .endsWith(
            "> Quit; the game is left unfinished at turn "
                + out.substring(
                    out.indexOf(", turn ") + 7, out.indexOf(", ", out.indexOf(", turn ") + 1))
                + ", saved to "
                + file
                + " ('dogfight play --resume "
                + file
                + "' goes on with it).\n");
    // the first game told every event; the resumed one only its last five
    String told =
        out.substring(out.indexOf("narrates the whole game):"), out.indexOf("Your decision"));
    assertThat(told.lines().filter(l -> l.startsWith("  ") && !l.startsWith("      ")).count())
        .isEqualTo(PlayCommand.RESUME_EVENTS);
    told.lines().filter(l -> l.startsWith("  ")).forEach(l -> assertThat(first.out()).contains(l));
  }
}
