package io.github.dogfight.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.dogfight.core.event.Words;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.Simulation;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code dogfight simulate}: many sample engagements in parallel, tallied. */
@CommandLine.Command(
    name = "simulate",
    mixinStandardHelpOptions = true,
    description = {
      "Play many sample engagements with the rule set's bots and tally who wins.",
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

  /** When to show the progress line. */
  enum ProgressMode {
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
  ProgressMode progress = ProgressMode.auto;

  @Option(
      names = "--json",
      description = "Print the tallies as JSON: rules, games, seed, wins per side, mean turns.")
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

  private boolean showProgress() {
    return switch (progress) {
      case always -> true;
      case never -> false;
      case auto -> Progress.onTerminal();
    };
  }

  private <S extends GameState, C extends Command> void tally(RuleSet<S, C> r, PrintWriter out) {
    record Summary(String winner, int turns) {}
    List<Summary> results =
        Simulation.run(
            r,
            seed,
            games,
            threads,
            g -> new Summary(g.state().winner().orElse("no winner"), g.state().turn()),
            showProgress()
                ? new Progress(spec.commandLine().getErr(), games, System::nanoTime)
                : done -> {});
    Map<String, Integer> wins = new TreeMap<>();
    long turns = 0;
    for (Summary s : results) {
      wins.merge(s.winner(), 1, Integer::sum);
      turns += s.turns();
    }
    if (json) {
      ObjectNode root = JsonNodeFactory.instance.objectNode();
      root.put("rules", r.name());
      options.activationName(spec.commandLine()).ifPresent(a -> root.put("activation", a));
      root.put("games", games);
      root.put("seed", seed);
      ObjectNode tally = root.putObject("wins");
      wins.forEach(tally::put);
      root.put(
          "meanTurns",
          BigDecimal.valueOf(turns).divide(BigDecimal.valueOf(games), 4, RoundingMode.HALF_UP));
      try {
        out.println(new ObjectMapper().writeValueAsString(root));
      } catch (JsonProcessingException e) {
        throw new IllegalStateException("a JSON tree could not be written", e);
      }
      return;
    }
    out.println(
        "Simulated "
            + Words.count(games, r.name() + " engagement")
            + " (master seed "
            + seed
            + ")");
    int width = wins.keySet().stream().mapToInt(String::length).max().orElse(0);
    // each share as a percentage with its fraction of the games played: "41.2% (412/1000)"
    wins.forEach(
        (who, n) ->
            out.println(
                String.format(
                    Locale.ROOT,
                    "  %-" + width + "s %8d  %6s%% (%d/%d)",
                    who,
                    n,
                    BigDecimal.valueOf(n * 100L)
                        .divide(BigDecimal.valueOf(games), 1, RoundingMode.HALF_UP),
                    n,
                    games)));
    out.println(
        "Mean length: "
            + BigDecimal.valueOf(turns).divide(BigDecimal.valueOf(games), 2, RoundingMode.HALF_UP)
            + " turns");
  }
}
