package io.github.dogfight.benchmarks;

import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.RuleSets;
import io.github.dogfight.sweep.Sweep;
import io.github.dogfight.sweep.SweepSpec;
import io.github.dogfight.sweep.Tally;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Long runs hold their memory: plays many engagements of a rule set in one streaming run, as {@code
 * dogfight simulate} and {@code dogfight sweep} play them ({@link Sweep#run}, tallies that stream),
 * and after each 10% of the games collects garbage and prints the live heap. A leak (a cache, log
 * or listener that keeps something per game) shows as a heap that grows with the games played; a
 * flat column is the pass.
 *
 * <pre>
 * java -Xmx256m -cp benchmarks/target/benchmarks.jar io.github.dogfight.benchmarks.SoakCheck \
 *     squadron 1000000 dogfite 100000
 * </pre>
 *
 * <p>Arguments come in pairs, a rule set name and a game count (a multiple of ten); an optional
 * {@code --threads N} (default: the available processors) and {@code --max-growth-mb M} (default 8)
 * go first. The master seed is 1, so the run is reproducible. The exit status is 1 when the live
 * heap after a tenth exceeds the one after the first tenth by more than the allowed growth.
 */
public final class SoakCheck {
  private SoakCheck() {}

  /**
   * Runs the check.
   *
   * @param args {@code [--threads N] [--max-growth-mb M] RULES GAMES [RULES GAMES ...]}
   */
  public static void main(String[] args) {
    int threads = Runtime.getRuntime().availableProcessors();
    long maxGrowth = 8L << 20;
    int i = 0;
    while (i < args.length && args[i].startsWith("--")) {
      switch (args[i]) {
        case "--threads" -> threads = Integer.parseInt(args[i + 1]);
        case "--max-growth-mb" -> maxGrowth = Long.parseLong(args[i + 1]) << 20;
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      }
      i += 2;
    }
    if (i == args.length || (args.length - i) % 2 != 0) {
      throw new IllegalArgumentException(
          "usage: SoakCheck [--threads N] [--max-growth-mb M] RULES GAMES [RULES GAMES ...]");
    }
    boolean flat = true;
    System.out.printf(
        Locale.ROOT,
        "JDK %s, %d threads, max heap %d MB%n",
        System.getProperty("java.version"),
        threads,
        Runtime.getRuntime().maxMemory() >> 20);
    for (; i < args.length; i += 2) {
      String name = args[i];
      RuleSet<?, ?> rules =
          RuleSets.find(name)
              .orElseThrow(() -> new IllegalArgumentException("no rule set called " + name));
      flat &= soak(rules, Integer.parseInt(args[i + 1]), threads, maxGrowth);
    }
    System.exit(flat ? 0 : 1);
  }

  private static boolean soak(RuleSet<?, ?> rules, int games, int threads, long maxGrowth) {
    if (games < 10 || games % 10 != 0) {
      throw new IllegalArgumentException("games must be a multiple of 10, was " + games);
    }
    int part = games / 10;
    MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
    System.out.printf(
        Locale.ROOT, "%n%s: %,d games in one streaming run (as simulate)%n", rules.name(), games);
    System.out.printf(
        Locale.ROOT, "%8s %12s %14s %12s %10s%n", "done", "games", "live heap MB", "vs 10%", "s");
    List<Long> live = new ArrayList<>();
    long[] last = {System.nanoTime()};
    SweepSpec spec =
        new SweepSpec(rules.name(), games, 1, "soak", List.of(SweepSpec.Variant.named("soak")));
    Tally tally =
        Sweep.run(
                spec,
                threads,
                done -> {},
                row -> {
                  if ((row.game() + 1) % part == 0) {
                    double seconds = (System.nanoTime() - last[0]) / 1e9;
                    long used = liveHeap(memory);
                    live.add(used);
                    System.out.printf(
                        Locale.ROOT,
                        "%7d%% %,12d %14.2f %+11.2f %10.1f%n",
                        live.size() * 10,
                        row.game() + 1,
                        used / 1048576.0,
                        (used - live.get(0)) / 1048576.0,
                        seconds);
                    last[0] = System.nanoTime();
                  }
                })
            .tally("soak");
    long growth = live.stream().mapToLong(Long::longValue).max().orElseThrow() - live.get(0);
    boolean flat = growth <= maxGrowth;
    System.out.printf(
        Locale.ROOT,
        "%s: %,d games tallied (%s); live heap grew at most %.2f MB over the first 10%% (allowed"
            + " %d MB): %s%n",
        rules.name(),
        tally.games(),
        tally.endCounts(),
        growth / 1048576.0,
        maxGrowth >> 20,
        flat ? "flat" : "GROWING");
    return flat;
  }

  /** The heap in use after garbage collection settles (three collections, a short pause each). */
  private static long liveHeap(MemoryMXBean memory) {
    long used = Long.MAX_VALUE;
    for (int n = 0; n < 3; n++) {
      System.gc();
      try {
        Thread.sleep(100);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
      used = Math.min(used, memory.getHeapMemoryUsage().getUsed());
    }
    return used;
  }
}
