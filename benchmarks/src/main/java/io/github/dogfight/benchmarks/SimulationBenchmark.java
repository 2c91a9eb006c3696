package io.github.dogfight.benchmarks;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.squadron.SquadronCommand;
import io.github.dogfight.squadron.SquadronRules;
import io.github.dogfight.squadron.SquadronState;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * One complete simulated squadron engagement (the seed's example forces, default bots), against a
 * baseline of rolling the same number of dice with the JDK generator.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class SimulationBenchmark {
  private static final SquadronRules RULES = new SquadronRules();
  private long seed;
  private final SplittableRandom random = new SplittableRandom(11);

  /** Baseline: 200 JDK bounded ints, about the dice of one engagement. */
  @Benchmark
  public int baselineTwoHundredDice() {
    int sum = 0;
    for (int i = 0; i < 200; i++) {
      sum += random.nextInt(1, 7);
    }
    return sum;
  }

  /** A whole engagement, from the sample forces to its end, events and all. */
  @Benchmark
  public int squadronEngagement() {
    Game<SquadronState, SquadronCommand> end =
        Simulation.playOut(Game.start(RULES, RULES.sampleEngagement(seed++)));
    return end.log().size();
  }
}
