package io.github.dogfight.cli;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.dogfight.core.event.Words;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.sweep.Confidence;
import io.github.dogfight.sweep.Interval;
import io.github.dogfight.sweep.Share;
import io.github.dogfight.sweep.Sweep;
import io.github.dogfight.sweep.SweepSpec;
import io.github.dogfight.sweep.Tally;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code dogfight simulate}: many sample engagements in parallel, tallied. */
@CommandLine.Command(
    name = "simulate",
    mixinStandardHelpOptions = true,
    description = {
      "Play many sample engagements with the rule set's bots and tally who wins and why each"
          + " game ended, each share with its 95%% Wilson interval.",
      "Game i is seeded from the master seed and i, so results do not depend on --threads."
    })
final class SimulateCommand implements Runnable {
  @Spec CommandLine.Model.CommandSpec spec;

  @Mixin RuleSetOptions options = new RuleSetOptions();

  @Option(
      names = "--games",
      paramLabel = "N",
      defaultValue = "1000",
      description = "Engagements to play (default: ${DEFAULT-VALUE}).")
  int games;

  @Option(
      names = "--seed",
      paramLabel = "N",
      defaultValue = "1",
      description = "Master seed (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(
      names = "--threads",
      paramLabel = "T",
      description = "Worker threads (default: available processors).")
  int threads = Runtime.getRuntime().availableProcessors();

  @Mixin ProgressOption progress = new ProgressOption();

  @Option(
      names = "--json",
      description =
          "Print the tallies as JSON: rules, games, seed, wins per side, mean turns, and each"
              + " share of wins and of end reasons with its 95%% Wilson interval.")
  boolean json;

  @Override
  public void run() {
    if (games < 1 || games > 10_000_000) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "--games must be 1 to 10000000, was " + games);
    }
    if (threads < 1 || threads > 256) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "--threads must be 1 to 256, was " + threads);
    }
    tally(options.ruleSet(spec.commandLine()), spec.commandLine().getOut());
  }

  private void tally(RuleSet<?, ?> r, PrintWriter out) {
    SweepSpec spec =
        new SweepSpec(
            r.name(),
            games,
            seed,
            SAMPLE,
            List.of(
                new SweepSpec.Variant(
                    SAMPLE,
                    options.activationName(spec().commandLine()),
                    List.of(),
                    Map.of(),
                    Map.of())));
    Tally t;
    try (Progress line = progress.line(spec().commandLine().getErr(), games)) {
      t = Sweep.run(spec, threads, line, row -> {}).tally(SAMPLE);
    }
    if (json) {
      ObjectNode root = JsonNodeFactory.instance.objectNode();
      root.put("rules", r.name());
      options.activationName(spec().commandLine()).ifPresent(a -> root.put("activation", a));
      root.put("games", games);
      root.put("seed", seed);
      ObjectNode tally = root.putObject("wins");
      t.winCounts().forEach(tally::put);
      root.put(
          "meanTurns",
          BigDecimal.valueOf(t.turns()).divide(BigDecimal.valueOf(games), 6, RoundingMode.HALF_UP));
      root.put("confidence", Confidence.DEFAULT);
      ObjectNode shares = root.putObject("shares");
      t.winCounts().keySet().forEach(k -> share(shares.putObject(k), t.wins(k)));
      ObjectNode ends = root.putObject("ends");
      t.endCounts().keySet().forEach(k -> share(ends.putObject(k), t.ended(k)));
      out.println(Json.write(root));
      return;
    }
    out.println(
        "Simulated "
            + Words.count(games, r.name() + " engagement")
            + " (master seed "
            + seed
            + ")");
    int width =
        Math.max(
            t.winCounts().keySet().stream().mapToInt(String::length).max().orElse(0),
            t.endCounts().keySet().stream().mapToInt(String::length).max().orElse(0));
    out.println("Wins:");
    t.winCounts().keySet().forEach(k -> line(out, width, k, t.wins(k)));
    out.println("Ended:");
    t.endCounts().keySet().forEach(k -> line(out, width, k, t.ended(k)));
    out.println(
        "Mean length: "
            + BigDecimal.valueOf(t.turns())
                .divide(BigDecimal.valueOf(games), 2, RoundingMode.HALF_UP)
            + " turns");
    double widest =
        t.winCounts().keySet().stream()
            .mapToDouble(k -> t.wins(k).wilson(Confidence.DEFAULT).halfWidth())
            .max()
            .orElse(0);
    out.println(
        String.format(
            Locale.ROOT,
            "Precision: 95%% intervals up to +/-%.1f points; +/-1 point needs %d games",
            widest * 100,
            Share.gamesNeeded(0.01, Confidence.DEFAULT, 0.5)));
  }

  /** The variant name a simulation's tally goes by. */
  private static final String SAMPLE = "sample";

  private CommandLine.Model.CommandSpec spec() {
    return spec;
  }

  /** One share's line: " RFC 41.2% (412/1000, 95% CI 38.2% to 44.3%)". */
  private static void line(PrintWriter out, int width, String label, Share share) {
    out.println(String.format(Locale.ROOT, "  %-" + width + "s  %s", label, share.describe()));
  }

  private static void share(ObjectNode node, Share s) {
    Interval i = s.wilson(Confidence.DEFAULT);
    node.put("count", s.count());
    node.put("share", decimal(s.fraction()));
    node.put("low", decimal(i.low()));
    node.put("high", decimal(i.high()));
  }

  private static BigDecimal decimal(double x) {
    return BigDecimal.valueOf(x).setScale(6, RoundingMode.HALF_EVEN);
  }
}
