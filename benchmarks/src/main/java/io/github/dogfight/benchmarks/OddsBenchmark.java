package io.github.dogfight.benchmarks;

import io.github.dogfight.core.dice.DicePool;
import io.github.dogfight.core.dice.Die;
import io.github.dogfight.core.dice.Explosion;
import io.github.dogfight.core.dice.FaceSet;
import io.github.dogfight.core.dice.Opposed;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.squadron.Maneuver;
import io.github.dogfight.squadron.SquadronRules;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/** Exact odds of opposed exploding pools: the target is 15 vs 15 dice in under 100 ms. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class OddsBenchmark {
  private static final DicePool FIFTEEN =
      DicePool.successes(15, Die.D6, FaceSet.of(1, 6), Optional.of(Explosion.onTop(Die.D6)));
  private static final SquadronRules RULES = new SquadronRules();

  /** Baseline: the exact distribution of 2d6. */
  @Benchmark
  public Distribution baselineTwoD6() {
    return DicePool.sum(2, Die.D6).distribution();
  }

  /** Two opposed 15-die pools, successes on 1 or 6, 6s explode (depth cap 10). */
  @Benchmark
  public Distribution opposedFifteenDiePools() {
    return new Opposed(FIFTEEN, FIFTEEN).distribution();
  }

  /** The squadron rules' net-success distribution for the seed's example (14 vs 15 dice). */
  @Benchmark
  public Distribution squadronSeedExample() {
    return RULES.odds().netSuccesses(14, Maneuver.ATTACK, 0, 15, Maneuver.ATTACK, 0);
  }
}
