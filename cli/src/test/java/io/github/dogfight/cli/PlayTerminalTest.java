package io.github.dogfight.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code dogfight play} on a real terminal: tmux runs it in a 120 x 50 window, the test types
 * answers with {@code send-keys} and reads the screen with {@code capture-pane}, as a person would.
 * Skipped where tmux is not installed ({@code .ci/play-tmux-check} runs the same through the
 * launcher).
 */
class PlayTerminalTest {
  private final String first = "dogfight-test-" + ProcessHandle.current().pid();

  /** The terminal the test reads and types into (a second one for a second run). */
  private String session = first;

  static boolean tmuxInstalled() {
    try {
      return new ProcessBuilder("tmux", "-V").redirectErrorStream(true).start().waitFor() == 0;
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  /**
   * Runs a tmux command on this test's own server (its own socket, {@code -L}), so that other tmux
   * users on the machine neither see nor stop its sessions.
   */
  String tmux(String... args) throws IOException, InterruptedException {
    String[] command = new String[args.length + 3];
    command[0] = "tmux";
    command[1] = "-L";
    command[2] = first;
    System.arraycopy(args, 0, command, 3, args.length);
    return run(command);
  }

  static String run(String... command) throws IOException, InterruptedException {
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    p.waitFor();
    return out;
  }

  String screen() throws IOException, InterruptedException {
    return tmux("capture-pane", "-p", "-t", session);
  }

  /** Waits until the screen shows {@code text}, for at most 30 seconds. */
  String expect(String text) throws IOException, InterruptedException {
    String last = "";
    for (int i = 0; i < 300; i++) {
      last = screen();
      if (last.contains(text)) {
        return last;
      }
      Thread.sleep(100);
    }
    throw new AssertionError("the screen never showed '" + text + "'; it shows:\n" + last);
  }

  /**
   * Waits until the terminal's history, from the last {@code marker} on, shows {@code text}: for
   * text that a tall situation (the labelled map) may scroll off the visible screen.
   */
  String expectSince(String marker, String text) throws IOException, InterruptedException {
    String last = "";
    for (int i = 0; i < 300; i++) {
      String all = tmux("capture-pane", "-p", "-S", "-", "-t", session);
      int at = all.lastIndexOf(marker);
      last = at < 0 ? all : all.substring(at);
      if (at >= 0 && last.contains(text)) {
        return last;
      }
      Thread.sleep(100);
    }
    throw new AssertionError(
        "the terminal never showed '" + text + "' after '" + marker + "'; it shows:\n" + last);
  }

  void type(String keys) throws IOException, InterruptedException {
    tmux("send-keys", "-t", session, keys, "Enter");
  }

  @AfterEach
  void closeTheTerminal() throws IOException, InterruptedException {
    if (tmuxInstalled()) {
      String socket = tmux("display-message", "-p", "#{socket_path}").strip();
      tmux("kill-server");
      // the server leaves its socket behind
      if (socket.startsWith("/") && socket.endsWith("/" + first)) {
        Files.deleteIfExists(Path.of(socket));
      }
    }
  }

  /** Starts {@code dogfight ARGS} in the terminal (on this test's class path). */
  void start(Path dir, String... args) throws IOException, InterruptedException {
    List<String> java = new ArrayList<>();
    java.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    java.add("-cp");
    java.add(System.getProperty("java.class.path"));
    java.add(DogfightCommand.class.getName());
    java.addAll(List.of(args));
    Path script = dir.resolve("play.sh");
    Files.writeString(
        script,
        String.join(" ", java.stream().map(a -> "'" + a + "'").toList())
            + "; echo '[play exited]'; sleep 30\n");
    tmux("new-session", "-d", "-s", session, "-x", "120", "-y", "50", "sh " + script);
  }

  @Test
  void aPersonPlaysUndoesSavesAndQuitsOnATerminal(@TempDir Path dir) throws Exception {
    assumeTrue(tmuxInstalled(), "tmux is not installed");
    Path save = dir.resolve("game.json");
    start(dir, "play", "--rules", "squadron", "--seed", "7");

    expect("Your decision: WHITE, choose a squadron maneuver");
    expect("2. WHITE declares Defend");
    expect("P(win) vs Attack");
    type("help");
    expect("undo        take back your last command");
    type("2");
    expect("You: WHITE declares Defend");
    expect("Squadron Roll:");
    // the roll is on the table: undo is refused, the game goes on
    type("undo");
    expect("Cannot undo past the dice of turn 1: they are on the table.");
    type("1");
    expect("You: WHITE removes 2 fighters");
    type("save " + save);
    expect("Saved to " + save + ".");
    type("quit");
    expect("Quit; the game is left unfinished");
    assertThat(save).isNotEmptyFile();
  }

  /**
   * A long list on a terminal: Check Your 6! plots in groups; a group opens by its number, 'look'
   * shows it again, N.M plays; 'odds N' shows whole fractions; the game saved goes on with {@code
   * --resume} alone.
   */
  @Test
  void aPersonOpensAGroupLooksAndResumesOnATerminal(@TempDir Path dir) throws Exception {
    assumeTrue(tmuxInstalled(), "tmux is not installed");
    Path save = dir.resolve("plots.json");
    start(dir, "play", "--rules", "cy6", "--seed", "3");
    expect("1. Sally B keeps formation");
    type("1");
    expect("1. Tarheel keeps formation");
    type("1");
    expect("1. Jug keeps formation");
    type("1");
    expect("4. Sally B plots dive at speed 3: ...   (");
    expect("a group's number lists its commands; N.M plays the M-th of group N.");
    type("4");
    expect("4. Sally B plots dive at speed 3: ...: ");
    expect("4.1. Sally B plots dive at speed 3: F31");
    // the group's last entry (its odds take a moment): typing earlier would echo amid the list
    expect("4.9. Sally B plots dive at speed 3: R33");
    type("look");
    // after 'look': the situation, then the open group again, then the prompt
    String afterLook = "";
    for (int i = 0; i < 300 && !afterLook.stripTrailing().endsWith(">"); i++) {
      Thread.sleep(100);
      String all = tmux("capture-pane", "-p", "-S", "-", "-t", session);
      afterLook = all.lastIndexOf("> look") < 0 ? "" : all.substring(all.lastIndexOf("> look"));
    }
    assertThat(afterLook)
        .startsWith("> look\n")
        .contains("    Sally B (B-17G, skilled) col 10 row 18")
        .contains("  4. Sally B plots dive at speed 3: ...: ")
        .contains("  4.1. Sally B plots dive at speed 3: F31 ");
    type("4.1");
    expectSince("> 4.1", "Your decision: Sally B (USAAF), fire at an enemy or hold fire");
    type("save " + save);
    expect("Saved to " + save + ".");
    type("quit");
    expect("[play exited]");
    // a second terminal on the same server
    session = first + "-again";
    start(dir, "play", "--resume", save.toString());
    expectSince("Going on with", "Your decision: Sally B (USAAF), fire at an enemy or hold fire");
    // the resumed game's first lines have scrolled up: read them from the terminal's history
    assertThat(tmux("capture-pane", "-p", "-S", "-", "-t", session))
        .containsPattern(
            "\\nGoing on with .*plots\\.json: rules cy6, turn \\d+, \\d+ commands played\\.\\n");
    type("quit");
    expect("[play exited]");
    assertThat(save).isNotEmptyFile();
  }

  /**
   * Hot seat: after WHITE's secret choice the screen is cleared for BLACK, and WHITE's choice is
   * not on it, nor after BLACK presses Enter.
   */
  @Test
  void hotSeatClearsTheScreenForTheNextSide(@TempDir Path dir) throws Exception {
    assumeTrue(tmuxInstalled(), "tmux is not installed");
    start(dir, "play", "--rules", "squadron", "--seed", "7", "--hot-seat");
    expect("Your decision: WHITE, choose a squadron maneuver");
    expect("4. WHITE declares Tactical");
    type("1");
    String handOver = expect("Pass the keyboard to BLACK, then press Enter.");
    assertThat(handOver).doesNotContain("WHITE declares");
    type("");
    String black = expect("4. BLACK declares Tactical");
    assertThat(black).contains("Your decision: BLACK").doesNotContain("You: WHITE declares");
    type("2");
    expect("Pass the keyboard to WHITE, then press Enter.");
    type("");
    expect("Squadron Roll:");
    type("quit");
    expect("[play exited]");
  }

  @Test
  void oddsOfACommandShowItsWholeFractionsOnATerminal(@TempDir Path dir) throws Exception {
    assumeTrue(tmuxInstalled(), "tmux is not installed");
    start(dir, "play", "--rules", "squadron", "--seed", "7");
    expect("P(win) vs Tactical = 39.4%, fractions: odds 1, P(engagement won) = 34.51%]");
    type("odds 2");
    expect("    P(win) vs Attack = 69.");
    type("quit");
    expect("[play exited]");
  }
}
