package io.github.dogfight.benchmarks;

import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.Simulation;
import java.util.SplittableRandom;

/**
 * The baseline the engagement benchmarks measure against: as many raw JDK dice as an average
 * engagement of the rule set records, so that a benchmark reports a ratio measured in one run.
 */
final class DiceBaseline {
  /** The sample engagements averaged over. */
  private static final int SEEDS = 20;

  private DiceBaseline() {}

  /**
   * The faces an average sample engagement of {@code rules} records in its events, played out by
   * the default bots over the first 20 seeds.
   */
  static <S extends GameState, C extends Command> int facesOfAnEngagement(RuleSet<S, C> rules) {
    long faces = 0;
    for (int s = 0; s < SEEDS; s++) {
      Game<S, C> end = Simulation.playOut(Game.start(rules, rules.sampleEngagement(s)));
      for (GameEvent e : end.log()) {
        faces += e.dice().stream().mapToInt(d -> d.faces().size()).sum();
      }
    }
    return (int) (faces / SEEDS);
  }

  /** Rolls {@code count} six-sided JDK bounded ints and returns their sum. */
  static int rollD6(SplittableRandom random, int count) {
    int sum = 0;
    for (int i = 0; i < count; i++) {
      sum += random.nextInt(1, 7);
    }
    return sum;
  }
}
