package io.github.dogfight.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * Hot seat's hand-over between the sides of a simultaneous decision of {@code dogfight play}: the
 * screen cleared (an ANSI clear, after enough blank lines to push the last side's choice out of
 * sight where there is no terminal), then Enter awaited from the next side, so that it sees neither
 * the last side's choice nor its view.
 */
final class HandOver {
  /** Blank lines printed before the screen is cleared for the next side in hot seat. */
  static final int CLEAR_LINES = 60;

  /** ANSI: cursor home, clear the screen and the terminal's scrollback. */
  static final String CLEAR = "\u001b[H\u001b[2J\u001b[3J";

  private HandOver() {}

  /**
   * Clears the screen on {@code out} and waits for Enter from {@code next}, reading a line from
   * {@code in}; when the input ends or the person quits, says so with {@code unfinished}, what
   * becomes of the game.
   *
   * @return false when the input ends or the person quits
   */
  static boolean to(
      String next, PrintWriter out, Supplier<@Nullable String> in, Supplier<String> unfinished) {
    out.print("\n".repeat(CLEAR_LINES));
    out.print(CLEAR);
    out.println("Pass the keyboard to " + next + ", then press Enter.");
    out.flush();
    String line = in.get();
    if (line == null) {
      out.println();
      out.println("Input ended; " + unfinished.get());
      out.flush();
      return false;
    }
    if (List.of("quit", "exit").contains(line.strip().toLowerCase(Locale.ROOT))) {
      out.println("Quit; " + unfinished.get());
      out.flush();
      return false;
    }
    return true;
  }
}
