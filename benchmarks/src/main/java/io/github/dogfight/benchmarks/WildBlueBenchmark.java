package io.github.dogfight.benchmarks;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.wildblue.WildBlueRules;
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
 * Complete simulated The Wild Blue engagements (the sample: two Allied scouts against two Jasta
 * scouts, default bots), against a baseline that rolls as many raw JDK dice as an average
 * engagement records, measured in the same run so that the ratio, not the time, is the figure.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class WildBlueBenchmark {
  private static final WildBlueRules RULES = new WildBlueRules();
  private final SplittableRandom random = new SplittableRandom(13);
  private long seed;
  private int diceInAnEngagement;

  /** Counts the faces an average engagement rolls, over 20 seeds. */
  @Setup
  public void countDice() {
    diceInAnEngagement = DiceBaseline.facesOfAnEngagement(RULES);
  }

  /**
   * Baseline: the dice of an average engagement as raw JDK bounded ints.
   *
   * @return their sum, so that the work is not optimised away
   */
  @Benchmark
  public int baselineDiceOfAnEngagement() {
    return DiceBaseline.rollD6(random, diceInAnEngagement);
  }

  /**
   * A whole engagement, from the sample's start to its result, events and all.
   *
   * @return the number of events, so that the work is not optimised away
   */
  @Benchmark
  public int wildBlueEngagement() {
    return Simulation.playOut(Game.start(RULES, RULES.sampleEngagement(seed++))).log().size();
  }
}
