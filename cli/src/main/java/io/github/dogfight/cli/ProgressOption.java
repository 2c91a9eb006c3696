package io.github.dogfight.cli;

import java.io.PrintWriter;
import java.io.Writer;
import picocli.CommandLine.Option;

/**
 * The {@code --progress auto|always|never} option of the commands that play many games ({@code
 * simulate}, {@code sweep}), mixed into each.
 */
final class ProgressOption {
  /** When to show the progress line. */
  enum Mode {
    auto,
    always,
    never
  }

  @Option(
      names = "--progress",
      paramLabel = "WHEN",
      defaultValue = "auto",
      description =
          "Progress on standard error: auto (only on a terminal, quiet when piped), always or"
              + " never (default: ${DEFAULT-VALUE}).")
  Mode progress = Mode.auto;

  /** Whether the progress line is shown. */
  boolean shown() {
    return switch (progress) {
      case always -> true;
      case never -> false;
      case auto -> Progress.onTerminal();
    };
  }

  /**
   * The progress line for {@code total} games on {@code err}, or one that prints nothing; closed,
   * it erases a line left unfinished.
   */
  Progress line(PrintWriter err, long total) {
    return new Progress(
        shown() ? err : new PrintWriter(Writer.nullWriter()), total, System::nanoTime);
  }
}
