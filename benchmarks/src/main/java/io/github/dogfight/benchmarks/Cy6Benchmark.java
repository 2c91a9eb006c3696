package io.github.dogfight.benchmarks;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.cy6.AirAttack;
import io.github.dogfight.cy6.AirToAir;
import io.github.dogfight.cy6.Cy6Rules;
import io.github.dogfight.cy6.Gun;
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
 * Complete simulated Check Your 6! engagements (the sample: a B-17G and two P-47Ds against two Fw
 * 190As and a Bf 109E, with a heavy flak battery and a rail yard; default bots), against a baseline
 * that rolls as many raw JDK dice as an average engagement records; and the exact odds of one shot.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class Cy6Benchmark {
  private static final Cy6Rules RULES = new Cy6Rules();
  private static final Cy6Rules CARDS = RULES.withActivation("cards");
  private final SplittableRandom random = new SplittableRandom(13);
  private long seed;
  private int diceInAnEngagement;
  private final AirAttack bomberDefence =
      AirAttack.builder()
          .guns(Gun.parseMix("11xHMG/def"))
          .range(3)
          .targetRobustness(2)
          .targetAgility(1)
          .attackerAgility(-2)
          .build();

  /** Counts the faces an average engagement rolls, over 20 seeds. */
  @Setup
  public void countDice() {
    diceInAnEngagement = DiceBaseline.facesOfAnEngagement(RULES);
  }

  /** Baseline: the dice of an average engagement as raw JDK bounded ints. */
  @Benchmark
  public int baselineDiceOfAnEngagement() {
    return DiceBaseline.rollD6(random, diceInAnEngagement);
  }

  /** A whole engagement, from the sample's start to its result, events and all. */
  @Benchmark
  public int cy6Engagement() {
    return Simulation.playOut(Game.start(RULES, RULES.sampleEngagement(seed++))).log().size();
  }

  /** The same engagement with activation cards (rules 004) instead of the Move Groups. */
  @Benchmark
  public int cy6EngagementWithCards() {
    return Simulation.playOut(Game.start(CARDS, CARDS.sampleEngagement(seed++))).log().size();
  }

  /**
   * The exact odds of a B-17G's eleven defensive HMGs on an Fw 190A at range 3 (to-hit, firepower,
   * robustness, lucky hits, ammunition).
   */
  @Benchmark
  public Object shotOdds() {
    return AirToAir.standard().shot(bomberDefence).outcomes();
  }
}
