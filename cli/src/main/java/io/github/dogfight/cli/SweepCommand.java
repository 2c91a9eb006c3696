package io.github.dogfight.cli;

import io.github.dogfight.sweep.RowsCsv;
import io.github.dogfight.sweep.Sweep;
import io.github.dogfight.sweep.SweepHtml;
import io.github.dogfight.sweep.SweepReport;
import io.github.dogfight.sweep.SweepResult;
import io.github.dogfight.sweep.SweepSpec;
import io.github.dogfight.sweep.SweepSpecException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import java.util.function.LongConsumer;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code dogfight sweep SPEC}: a balance study, every variant of a spec played and compared. */
@CommandLine.Command(
    name = "sweep",
    mixinStandardHelpOptions = true,
    description = {
      "Play every variant of a sweep spec (a JSON file: a rule set, its variants by activation,"
          + " table patches, aircraft and bots, games per variant, master seed) and compare them:"
          + " wins and end reasons with 95% Wilson intervals and each variant's difference from"
          + " the baseline.",
      "Game i of every variant is seeded from the master seed and i, so results do not depend on"
          + " --threads, and a Spark run of the same spec gives the same summary."
    })
final class SweepCommand implements Runnable {
  @Spec CommandLine.Model.CommandSpec spec;

  @Parameters(index = "0", paramLabel = "SPEC", description = "The sweep spec (JSON).")
  Path file = Path.of("");

  @Option(
      names = "--threads",
      paramLabel = "T",
      description = "Worker threads (default: available processors).")
  int threads = Runtime.getRuntime().availableProcessors();

  @Option(
      names = "--rows",
      paramLabel = "FILE",
      description =
          "Also write one CSV row per game: variant, game, winner, turns, end_reason,"
              + " survivors per side.")
  Optional<Path> rows = Optional.empty();

  @Option(
      names = "--html",
      paramLabel = "FILE",
      description = "Also write the report as one self-contained HTML page with SVG charts.")
  Optional<Path> html = Optional.empty();

  @Option(names = "--json", description = "Print the summary as JSON instead of text.")
  boolean json;

  @Option(
      names = "--progress",
      paramLabel = "WHEN",
      defaultValue = "auto",
      description =
          "Progress on standard error: auto (only on a terminal, quiet when piped), always or"
              + " never (default: ${DEFAULT-VALUE}).")
  SimulateCommand.ProgressMode progress = SimulateCommand.ProgressMode.auto;

  @Override
  public void run() {
    CommandLine cl = spec.commandLine();
    if (threads < 1 || threads > 256) {
      throw new CommandLine.ParameterException(cl, "--threads must be 1 to 256, was " + threads);
    }
    SweepSpec sweep = read(cl);
    try {
      Sweep.check(sweep);
    } catch (SweepSpecException e) {
      throw new CommandLine.ParameterException(cl, file + ": " + e.getMessage(), e);
    }
    long total = sweep.games() * sweep.variants().size();
    boolean show =
        switch (progress) {
          case always -> true;
          case never -> false;
          case auto -> Progress.onTerminal();
        };
    LongConsumer line = show ? new Progress(cl.getErr(), total, System::nanoTime) : done -> {};
    SweepResult result;
    if (rows.isPresent()) {
      Path target = rows.get();
      Path partial = sibling(target, ".partial");
      try (Writer w = Files.newBufferedWriter(partial, StandardCharsets.UTF_8);
          RowsCsv csv = new RowsCsv(w, Sweep.emptyTally(sweep, sweep.baseline()).sides())) {
        result = Sweep.run(sweep, threads, line, csv);
      } catch (IOException | UncheckedIOException e) {
        throw new CommandLine.ParameterException(
            cl, "--rows: cannot write " + target + ": " + reason(e), e);
      }
      move(cl, partial, target, "--rows");
    } else {
      result = Sweep.run(sweep, threads, line, row -> {});
    }
    if (html.isPresent()) {
      Path target = html.get();
      Path partial = sibling(target, ".partial");
      try {
        Files.writeString(partial, SweepHtml.page(result), StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new CommandLine.ParameterException(
            cl, "--html: cannot write " + target + ": " + reason(e), e);
      }
      move(cl, partial, target, "--html");
    }
    if (json) {
      cl.getOut().println(SweepReport.json(result));
    } else {
      cl.getOut().print(SweepReport.text(result));
    }
    cl.getOut().flush();
  }

  private SweepSpec read(CommandLine cl) {
    String text;
    try {
      if (Files.size(file) > SweepSpec.MOST_CHARS * 4L) {
        throw new CommandLine.ParameterException(
            cl, "cannot read " + file + ": it is larger than a sweep spec may be");
      }
      text = Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new CommandLine.ParameterException(cl, "cannot read " + file + ": " + reason(e), e);
    }
    try {
      return SweepSpec.parse(text);
    } catch (SweepSpecException e) {
      throw new CommandLine.ParameterException(cl, file + ": " + e.getMessage(), e);
    }
  }

  private static Path sibling(Path target, String suffix) {
    Path name = target.getFileName();
    return target.resolveSibling((name == null ? "out" : name.toString()) + suffix);
  }

  private static void move(CommandLine cl, Path from, Path to, String option) {
    try {
      Files.move(from, to, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw new CommandLine.ParameterException(
          cl, option + ": cannot write " + to + ": " + reason(e), e);
    }
  }

  /** Why a file could not be read or written, in words. */
  static String reason(Exception e) {
    Throwable t = e instanceof UncheckedIOException u && u.getCause() != null ? u.getCause() : e;
    if (t instanceof NoSuchFileException) {
      return "no such file or directory";
    }
    if (t instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (t instanceof FileSystemException f && f.getReason() != null) {
      return f.getReason();
    }
    return String.valueOf(t.getMessage());
  }
}
