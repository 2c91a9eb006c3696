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
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import java.util.function.LongConsumer;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code dogfight sweep SPEC}: a balance study, every variant of a spec played and compared. */
@CommandLine.Command(
    name = "sweep",
    mixinStandardHelpOptions = true,
    description = {
      "Play every variant of a sweep spec and compare them: wins and end reasons with 95%%"
          + " Wilson intervals and each variant's difference from the baseline.",
      "The spec is a JSON file: a rule set, its variants by activation, table patches, aircraft"
          + " and bots, games per variant, master seed. Game i of every variant is seeded from the"
          + " master seed and i, so results do not depend on --threads, and a Spark run of the"
          + " same spec gives the same summary."
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

  @Mixin ProgressOption progress = new ProgressOption();

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
    SweepResult result;
    try (Progress line = progress.line(cl.getErr(), total)) {
      result = played(cl, sweep, line);
    }
    if (html.isPresent()) {
      Path target = html.get();
      Path partial = sibling(target, ".partial");
      try {
        Files.writeString(partial, SweepHtml.page(result), StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new CommandLine.ParameterException(
            cl, "--html: " + FileProblem.cannotWrite(target, e), e);
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

  /** Plays the sweep, writing the rows to {@code --rows} when given. */
  private SweepResult played(CommandLine cl, SweepSpec sweep, LongConsumer line) {
    SweepResult result;
    if (rows.isPresent()) {
      Path target = rows.get();
      Path partial = sibling(target, ".partial");
      try (Writer w = Files.newBufferedWriter(partial, StandardCharsets.UTF_8);
          RowsCsv csv = new RowsCsv(w, Sweep.emptyTally(sweep, sweep.baseline()).sides())) {
        result = Sweep.run(sweep, threads, line, csv);
      } catch (IOException | UncheckedIOException e) {
        throw new CommandLine.ParameterException(
            cl, "--rows: " + FileProblem.cannotWrite(target, e), e);
      }
      move(cl, partial, target, "--rows");
    } else {
      result = Sweep.run(sweep, threads, line, row -> {});
    }
    return result;
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
      throw new CommandLine.ParameterException(cl, FileProblem.cannotRead(file, e), e);
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
          cl, option + ": " + FileProblem.cannotWrite(to, e), e);
    }
  }
}
