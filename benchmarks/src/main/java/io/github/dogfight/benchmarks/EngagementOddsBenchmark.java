package io.github.dogfight.benchmarks;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.squadron.AircraftCatalog;
import io.github.dogfight.squadron.EngagementDistribution;
import io.github.dogfight.squadron.Side;
import io.github.dogfight.squadron.Squadron;
import io.github.dogfight.squadron.SquadronCommand;
import io.github.dogfight.squadron.SquadronRules;
import io.github.dogfight.squadron.SquadronState;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * The exact odds of a whole squadron engagement (issue 32), against the squadron engagement
 * simulated once ({@link SimulationBenchmark#squadronEngagement}, repeated here as the baseline):
 * rules 003's sample engagement (1,263 positions over the chain of positions), its fighters alone
 * (3 Spitfires and 4 Hurricanes against 7 Bf 109s) and two Hurricanes against two Bf 109s, default
 * bots, 100 rounds, from the start. Each question is asked of a new {@code SquadronRules}, so its
 * dice laws are worked out from scratch every time; {@link #engagementOddsSampleSameRules} asks one
 * rule set again and again, its dice laws cached.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class EngagementOddsBenchmark {
  private static final SquadronRules RULES = new SquadronRules();
  private static final SquadronState TWO_VS_TWO =
      RULES.start(
          Squadron.builder("Allies", Side.WHITE)
              .add(2, AircraftCatalog.sample().type("Hurricane Mk I"))
              .build(),
          Squadron.builder("Axis", Side.BLACK)
              .add(2, AircraftCatalog.sample().type("Bf 109 E"))
              .build(),
          1);
  private static final SquadronState SAMPLE_FIGHTERS =
      RULES.start(
          Squadron.builder("RAF", Side.WHITE)
              .add(3, AircraftCatalog.sample().type("Spitfire Mk I"))
              .add(4, AircraftCatalog.sample().type("Hurricane Mk I"))
              .build(),
          Squadron.builder("Luftwaffe", Side.BLACK)
              .add(7, AircraftCatalog.sample().type("Bf 109 E"))
              .build(),
          1);
  private static final SquadronState SAMPLE = RULES.sampleEngagement(1);
  private long seed;

  /** Baseline: one sample engagement simulated to its end with the default bots. */
  @Benchmark
  public int squadronEngagement() {
    Game<SquadronState, SquadronCommand> end =
        Simulation.playOut(Game.start(RULES, RULES.sampleEngagement(seed++)));
    return end.log().size();
  }

  /** The exact distribution of the sample engagement's ending, from the start, from scratch. */
  @Benchmark
  public double engagementOddsSample() {
    EngagementDistribution d = new SquadronRules().engagementOdds().engagement(SAMPLE);
    return d.whiteWins();
  }

  /** The same, asked of one rule set again and again: its dice laws are cached. */
  @Benchmark
  public double engagementOddsSampleSameRules() {
    return RULES.engagementOdds().engagement(SAMPLE).whiteWins();
  }

  /** The exact distribution of the sample fighters' ending, from the start. */
  @Benchmark
  public double engagementOddsSampleFighters() {
    EngagementDistribution d = new SquadronRules().engagementOdds().engagement(SAMPLE_FIGHTERS);
    return d.whiteWins();
  }

  /** The exact distribution of two against two's ending, from the start. */
  @Benchmark
  public double engagementOddsTwoVsTwo() {
    EngagementDistribution d = new SquadronRules().engagementOdds().engagement(TWO_VS_TWO);
    return d.whiteWins();
  }
}
