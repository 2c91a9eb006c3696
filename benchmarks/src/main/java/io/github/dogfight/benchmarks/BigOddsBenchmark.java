package io.github.dogfight.benchmarks;

import io.github.dogfight.core.dice.DiceNotation;
import io.github.dogfight.core.dice.DicePool;
import io.github.dogfight.core.dice.Die;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.squadron.Maneuver;
import io.github.dogfight.squadron.SquadronRules;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * The biggest exact questions the library answers: 200 exploding d6 (13,001 values whose exact
 * weights run to 5,700 bits) and 100 against 100 squadron dice. Baseline: the exact distribution of
 * 2d6, in the same run.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class BigOddsBenchmark {
  private static final SquadronRules RULES = new SquadronRules();

  /** Baseline: the exact distribution of 2d6. */
  @Benchmark
  public Distribution baselineTwoD6() {
    return DicePool.sum(2, Die.D6).distribution();
  }

  /** {@code 200d6!}: the sum of 200 exploding d6 (depth cap 10), exactly. */
  @Benchmark
  public Distribution twoHundredExplodingD6() {
    return DiceNotation.parse("200d6!").distribution();
  }

  /** The squadron rules' net successes for 100 against 100 dice, exactly. */
  @Benchmark
  public Distribution squadronHundredAgainstHundred() {
    return RULES.odds().netSuccesses(100, Maneuver.ATTACK, 0, 100, Maneuver.ATTACK, 0);
  }
}
