package io.github.dogfight.benchmarks;

import io.github.dogfight.core.dice.DicePool;
import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Die;
import io.github.dogfight.core.dice.Roller;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Rolling 1000 d6. The baseline is the JDK's {@link SplittableRandom} bounded ints; the library
 * rolls the same dice from its counter-based stream through a recording {@link Roller}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class DiceBenchmark {
  private static final int DICE = 1000;
  private static final DicePool POOL = DicePool.sum(DICE, Die.D6);

  private SplittableRandom random = new SplittableRandom(7);
  private long seed;

  /** Fresh generators per trial. */
  @Setup
  public void setUp() {
    random = new SplittableRandom(7);
    seed = 7;
  }

  /** Baseline: 1000 raw JDK bounded ints in [1, 6]. */
  @Benchmark
  public int baselineSplittableRandom() {
    int sum = 0;
    for (int i = 0; i < DICE; i++) {
      sum += random.nextInt(1, 7);
    }
    return sum;
  }

  /** The library: one recorded roll of 1000d6 from the dice stream (faces kept in the record). */
  @Benchmark
  public int rollerThousandD6() {
    Roller roller = Roller.from(DiceStream.seeded(seed++));
    return roller.roll(POOL, "benchmark").result();
  }
}
