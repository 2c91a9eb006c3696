package io.github.dogfight.dogfite.internal.movement;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.dogfite.DogfiteActivation;
import io.github.dogfight.dogfite.DogfiteCommand;
import io.github.dogfight.dogfite.DogfiteReadings;
import io.github.dogfight.dogfite.DogfiteRules;
import io.github.dogfight.dogfite.DogfiteState;
import io.github.dogfight.dogfite.DogfiteTables;
import io.github.dogfight.dogfite.FiringRange;
import io.github.dogfight.dogfite.GunDamage;
import io.github.dogfight.dogfite.Pending;
import io.github.dogfight.dogfite.PositionBonus;
import io.github.dogfight.dogfite.internal.Context;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The moving lists a rule set keeps are the lists worked out afresh (issue 29). */
class MovementListsTest {
  @Test
  void keptListsEqualFreshOnesAtEveryMovementDecisionOfBotDuels() {
    DogfiteTables tables = DogfiteTables.standard();
    Context context =
        Context.of(
            tables,
            PositionBonus.standard(),
            FiringRange.standard(),
            DogfiteActivation.initiative(tables),
            GunDamage.standard(),
            DogfiteReadings.standard());
    MovementCommands kept = new MovementCommands(context);
    DogfiteRules rules = new DogfiteRules();
    int moving = 0;
    for (long seed = 1; seed <= 12; seed++) {
      Game<DogfiteState, DogfiteCommand> g = Game.start(rules, rules.sampleEngagement(seed));
      while (!g.isOver()) {
        DogfiteState s = g.state();
        Pending p = s.pending();
        if (!(p instanceof Pending.Targeting
            || p instanceof Pending.Firing
            || p instanceof Pending.Pip
            || p instanceof Pending.SpeedRolling)) {
          List<DogfiteCommand> fresh = MovementCommands.of(context, s);
          assertThat(kept.of(s)).isEqualTo(fresh);
          assertThat(kept.of(s)).isEqualTo(fresh);
          assertThat(rules.legalCommands(s)).isEqualTo(fresh);
          if (p instanceof Pending.Moving m) {
            assertThat(kept.of(s)).isSameAs(kept.of(s));
            // The plain moves kept with a list are those worked out from it afresh.
            assertThat(kept.plainMoves(s.plane(m.plane()), m.move(), kept.of(s)))
                .isEqualTo(MovementCommands.plainMoves(fresh))
                .isEqualTo(kept.plainMoves(s.plane(m.plane()), m.move(), fresh));
            moving++;
          }
        }
        g = g.play(rules.defaultBot());
      }
    }
    assertThat(moving).isGreaterThan(300);
  }
}
