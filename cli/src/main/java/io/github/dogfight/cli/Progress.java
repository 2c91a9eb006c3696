package io.github.dogfight.cli;

import java.io.Console;
import java.io.PrintWriter;
import java.lang.reflect.Method;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.LongConsumer;
import java.util.function.LongSupplier;

/**
 * A progress line for long runs, rewritten in place ({@code \r}) at most twice a second: games
 * done, rate, and the time left at that rate. Each line is padded with spaces over the one before;
 * the last ("done in 2.0 s") ends with a new line, and {@link #close()} erases a line a run left
 * unfinished (an error, a refusal), so that nothing of it stays before what is printed next.
 * Thread-safe: simulation workers call it.
 */
final class Progress implements LongConsumer, AutoCloseable {
  private static final long INTERVAL = TimeUnit.MILLISECONDS.toNanos(500);

  private final PrintWriter err;
  private final long total;
  private final LongSupplier nanoClock;
  private final long start;
  private long last;
  private boolean finished;

  /** The length of the line last printed: a shorter line is padded over it. */
  private int printed;

  Progress(PrintWriter err, long total, LongSupplier nanoClock) {
    this.err = err;
    this.total = total;
    this.nanoClock = nanoClock;
    this.start = nanoClock.getAsLong();
    this.last = start;
  }

  @Override
  public synchronized void accept(long done) {
    if (finished) {
      return;
    }
    long now = nanoClock.getAsLong();
    boolean end = done >= total;
    if (!end && now - last < INTERVAL) {
      return;
    }
    last = now;
    String line = line(done, now - start);
    // Spaces over what is left of a longer line printed before ("about 48 s left   ft").
    err.print("\r" + line + " ".repeat(Math.max(0, printed - line.length())));
    printed = line.length();
    if (end) {
      err.println();
      finished = true;
    }
    err.flush();
  }

  /**
   * Erases a progress line the run left unfinished (spaces over it, then {@code \r}), so that the
   * next text starts on a clean line; nothing when no line was printed or the last one ended the
   * line.
   */
  @Override
  public synchronized void close() {
    if (!finished && printed > 0) {
      err.print("\r" + " ".repeat(printed) + "\r");
      err.flush();
    }
    finished = true;
  }

  /**
   * Whether standard input and output are a terminal: {@code System.console()} is null otherwise up
   * to JDK 21; from JDK 22 it is never null and {@code Console.isTerminal()} says.
   */
  @SuppressWarnings("SystemConsoleNull") // handled: isTerminal() where it exists
  static boolean onTerminal() {
    Console console = System.console();
    if (console == null) {
      return false;
    }
    try {
      Method isTerminal = Console.class.getMethod("isTerminal");
      return Boolean.TRUE.equals(isTerminal.invoke(console));
    } catch (NoSuchMethodException e) {
      return true; // JDK 17 to 21: a console is a terminal
    } catch (ReflectiveOperationException e) {
      return false;
    }
  }

  /** The progress line after {@code done} games in {@code elapsedNanos}. */
  String line(long done, long elapsedNanos) {
    double seconds = elapsedNanos / 1e9;
    double rate = seconds > 0 ? done / seconds : 0;
    String left =
        done >= total
            ? String.format(Locale.ROOT, "done in %.1f s", seconds)
            : rate > 0
                ? "about " + duration((total - done) / rate) + " left"
                : "estimating time left";
    return String.format(
        Locale.ROOT, "  %d of %d games, %.0f games/s, %s", done, total, rate, left);
  }

  private static String duration(double seconds) {
    long s = Math.round(Math.ceil(seconds));
    return s < 60 ? s + " s" : s / 60 + " min " + s % 60 + " s";
  }
}
