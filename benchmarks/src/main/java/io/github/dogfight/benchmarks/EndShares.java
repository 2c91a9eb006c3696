package io.github.dogfight.benchmarks;

import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.RuleSets;
import io.github.dogfight.core.game.Simulation;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * How sample engagements end: plays {@code GAMES} sample engagements of a rule set with its bots
 * (through {@link Simulation#run}, so the figures are those of {@code dogfight simulate} with the
 * same master seed) and prints each side's share of wins, the share of games that ended at the rule
 * set's turn limit, and the mean number of turns.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.dogfight.benchmarks.EndShares \
 *     cy6 1000 [--activation cards] [--seed 1] [--threads 2]
 * </pre>
 *
 * <p>A game ended at the turn limit when its result says so, in the words each rule set uses for
 * it: Check Your 6! "turn N was the last", Dogfite! and the squadron phase "undecided after N", The
 * Wild Blue "no winner after N turns". (Check Your 6! still names a winner on victory points at the
 * limit; the others have none.) The figures do not depend on the thread count.
 */
public final class EndShares {
  private EndShares() {}

  /**
   * Runs the count.
   *
   * @param args {@code RULES GAMES [--activation NAME] [--seed N] [--threads T]}
   */
  public static void main(String[] args) {
    if (args.length < 2 || args.length % 2 != 0) {
      throw new IllegalArgumentException(
          "usage: EndShares RULES GAMES [--activation NAME] [--seed N] [--threads T]");
    }
    String name = args[0];
    int games = Integer.parseInt(args[1]);
    long seed = 1;
    int threads = Runtime.getRuntime().availableProcessors();
    String activation = "";
    for (int i = 2; i < args.length; i += 2) {
      switch (args[i]) {
        case "--activation" -> activation = args[i + 1];
        case "--seed" -> seed = Long.parseLong(args[i + 1]);
        case "--threads" -> threads = Integer.parseInt(args[i + 1]);
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    RuleSet<?, ?> rules =
        RuleSets.find(name)
            .orElseThrow(() -> new IllegalArgumentException("no rule set called " + name));
    if (!activation.isEmpty()) {
      rules = rules.withActivation(activation);
    }
    count(rules, activation, games, seed, threads);
  }

  /** What is kept of one game. */
  private record End(String winner, boolean atTurnLimit, int turns) {}

  private static <S extends GameState, C extends Command> void count(
      RuleSet<S, C> rules, String activation, int games, long seed, int threads) {
    List<End> ends = Simulation.run(rules, seed, games, threads, EndShares::end);
    Map<String, Integer> wins = new TreeMap<>();
    int atLimit = 0;
    long turns = 0;
    for (End e : ends) {
      wins.merge(e.winner(), 1, Integer::sum);
      atLimit += e.atTurnLimit() ? 1 : 0;
      turns += e.turns();
    }
    System.out.printf(
        Locale.ROOT,
        "%s%s: %,d games, master seed %d%n",
        rules.name(),
        activation.isEmpty() ? "" : " with " + activation + " activation",
        games,
        seed);
    wins.forEach(
        (w, n) ->
            System.out.printf(Locale.ROOT, "  %-14s %,9d %6.1f%%%n", w, n, 100.0 * n / games));
    System.out.printf(
        Locale.ROOT,
        "  ended at the turn limit %,d (%.1f%%); %.2f turns on average%n",
        atLimit,
        100.0 * atLimit / games,
        (double) turns / games);
  }

  private static End end(Game<?, ?> game) {
    GameState s = game.state();
    String result = s.result().orElse("");
    boolean atLimit =
        result.contains("was the last")
            || result.startsWith("undecided after")
            || result.startsWith("no winner after");
    return new End(s.winner().orElse("no winner"), atLimit, s.turn());
  }
}
