package io.github.dogfight.benchmarks;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.dogfite.CardActivation;
import io.github.dogfight.dogfite.DogfiteRules;
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
 * Complete simulated Dogfite! duels (the sample Camel against the sample Albatros, default bots),
 * against a baseline that rolls as many raw JDK dice as an average duel records.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class DogfiteBenchmark {
  private static final DogfiteRules RULES = new DogfiteRules();
  private static final DogfiteRules CARDS = RULES.withActivation(CardActivation.standard());
  private final SplittableRandom random = new SplittableRandom(13);
  private long seed;
  private int diceInADuel;

  /** Counts the faces an average duel rolls, over 20 seeds. */
  @Setup
  public void countDice() {
    diceInADuel = DiceBaseline.facesOfAnEngagement(RULES);
  }

  /** Baseline: the dice of an average duel as raw JDK bounded ints. */
  @Benchmark
  public int baselineDiceOfADuel() {
    return DiceBaseline.rollD6(random, diceInADuel);
  }

  /** A whole duel, from the sample placements to its result, events and all. */
  @Benchmark
  public int dogfiteDuel() {
    return Simulation.playOut(Game.start(RULES, RULES.sampleEngagement(seed++))).log().size();
  }

  /** The same duel with activation cards (rules 004) instead of the initiative roll. */
  @Benchmark
  public int dogfiteDuelWithCards() {
    return Simulation.playOut(Game.start(CARDS, CARDS.sampleEngagement(seed++))).log().size();
  }
}
