package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import org.junit.jupiter.api.Test;

/**
 * A rule set keeps the moving decisions' legal lists it has worked out (design guide: "a cache must
 * never change a result"): a rule set that has answered many decisions lists, at every decision of
 * whole bot games, exactly what a new rule set with nothing kept lists for the same state.
 */
class LegalListCacheTest {
  @Test
  void aRuleSetsKeptListsAreTheListsANewRuleSetWorksOut() {
    DogfiteRules warm = new DogfiteRules();
    int decisions = 0;
    for (long seed = 1; seed <= 6; seed++) {
      Game<DogfiteState, DogfiteCommand> g = Game.start(warm, warm.sampleEngagement(seed));
      for (int step = 0; step < 3_000 && !g.isOver(); step++) {
        DogfiteState s = g.state();
        assertThat(warm.legalCommands(s))
            .as("seed %d, step %d, %s", seed, step, s.pending())
            .isEqualTo(new DogfiteRules().legalCommands(s));
        decisions++;
        g = g.play(warm.defaultBot());
      }
    }
    assertThat(decisions).isGreaterThan(500);
  }
}
