package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.PolicyKind;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.core.turn.TurnOrder;
import io.github.dogfight.dogfite.event.GunFired;
import io.github.dogfight.dogfite.event.PlaneDown;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Every policy the rule set lists is one the engine calls: each swapped for a recording one. */
class PoliciesTest {
  private final List<String> calls = new ArrayList<>();

  private DogfiteRules recording(DogfiteRules base) {
    DogfiteActivation activation = base.activation();
    PositionBonus bonus = base.positionBonus();
    FiringRange range = base.firingRange();
    GunDamage damage = base.damage();
    return base.withActivation(
            new DogfiteActivation() {
              @Override
              public TurnOrder plan(DogfiteState state, Roller roller) {
                calls.add("activation");
                return activation.plan(state, roller);
              }

              @Override
              public String name() {
                return "recording " + activation.name();
              }

              @Override
              public String description() {
                return activation.description();
              }
            })
        .withPositionBonus(
            (me, target) -> {
              calls.add("position bonus");
              return bonus.bonus(me, target);
            })
        .withFiringRange(
            (firer, target) -> {
              calls.add("firing range");
              return range.range(firer, target);
            })
        .withDamage(
            new GunDamage() {
              @Override
              public Hit resolve(Plane target, Burst burst, Roller roller) {
                calls.add("damage");
                return damage.resolve(target, burst, roller);
              }

              @Override
              public String name() {
                return "recording damage";
              }

              @Override
              public String description() {
                return "records its calls";
              }
            });
  }

  @Test
  void theEngineCallsEveryListedPolicy() {
    for (DogfiteRules base :
        List.of(new DogfiteRules(), new DogfiteRules().withActivation(CardActivation.standard()))) {
      calls.clear();
      DogfiteRules rules = recording(base);
      assertThat(rules.policies())
          .extracting(p -> p.kind())
          .containsExactly(
              PolicyKind.ACTIVATION, PolicyKind.ADVANTAGE, PolicyKind.OTHER, PolicyKind.DAMAGE);
      for (long seed = 1; seed < 30 && !calls.contains("damage"); seed++) {
        Simulation.playOut(Game.start(rules, rules.sampleEngagement(seed)));
      }
      assertThat(calls).contains("activation", "position bonus", "firing range", "damage");
    }
  }

  @Test
  void aSwappedPolicyChangesThePlay() {
    // No aircraft is ever in range: nobody fires, and nobody is shot down (an aircraft may still
    // spin into the ground or break up under stress).
    DogfiteRules pacifist = new DogfiteRules().withFiringRange((a, b) -> Optional.empty());
    for (long seed = 1; seed <= 5; seed++) {
      Game<DogfiteState, DogfiteCommand> end =
          Simulation.playOut(Game.start(pacifist, pacifist.sampleEngagement(seed)));
      assertThat(end.log().ofType(GunFired.class)).isEmpty();
      assertThat(end.log().ofType(PlaneDown.class)).noneMatch(d -> d.phase().equals("Combat"));
      assertThat(end.state().isOver()).isTrue();
    }
  }
}
