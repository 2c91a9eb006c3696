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
  private final String session = "dogfight-test-" + ProcessHandle.current().pid();

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

  static String run(String... command) throws IOException, InterruptedException {
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    p.waitFor();
    return out;
  }

  String screen() throws IOException, InterruptedException {
    return run("tmux", "capture-pane", "-p", "-t", session);
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

  void type(String keys) throws IOException, InterruptedException {
    run("tmux", "send-keys", "-t", session, keys, "Enter");
  }

  @AfterEach
  void closeTheTerminal() throws IOException, InterruptedException {
    if (tmuxInstalled()) {
      run("tmux", "kill-session", "-t", session);
    }
  }

  @Test
  void aPersonPlaysUndoesSavesAndQuitsOnATerminal(@TempDir Path dir) throws Exception {
    assumeTrue(tmuxInstalled(), "tmux is not installed");
    Path save = dir.resolve("game.json");
    List<String> java = new ArrayList<>();
    java.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    java.add("-cp");
    java.add(System.getProperty("java.class.path"));
    java.add(DogfightCommand.class.getName());
    java.addAll(List.of("play", "--rules", "squadron", "--seed", "7"));
    Path script = dir.resolve("play.sh");
    Files.writeString(
        script, String.join(" ", java.stream().map(a -> "'" + a + "'").toList()) + "; sleep 30\n");
    run("tmux", "new-session", "-d", "-s", session, "-x", "120", "-y", "50", "sh " + script);

    expect("Your decision: WHITE, choose a squadron maneuver");
    expect("2. WHITE declares Defend");
    expect("P(win) vs Attack");
    type("help");
    expect("undo        take back your last command");
    type("2");
    expect("You: WHITE declares Defend");
    expect("Squadron Roll:");
    type("undo");
    expect("Undone: back to your previous decision.");
    type("1");
    expect("You: WHITE declares Attack");
    type("save " + save);
    expect("Saved to " + save + ".");
    type("quit");
    expect("Quit; the game is left unfinished");
    assertThat(save).isNotEmptyFile();
  }
}
