package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.dogfite.event.GunFired;
import io.github.dogfight.dogfite.event.PlaneDown;
import java.util.List;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;

/**
 * What a gun's hit does to its target, through a rule author's damage policy: an airframe whose
 * boxes are all crossed, or a killed pilot, takes the aircraft out at once, named in the log.
 */
class GunDamageOutcomeTest {
  private static DogfiteRules with(BiFunction<Plane, Burst, Hit> hit) {
    return new DogfiteRules()
        .withDamage(
            new GunDamage() {
              @Override
              public Hit resolve(Plane target, Burst burst, Roller roller) {
                return hit.apply(target, burst);
              }

              @Override
              public String name() {
                return "test damage";
              }

              @Override
              public String description() {
                return "a fixed result for every burst";
              }
            });
  }

  /** The events after the first gun fired in a bot duel under {@code rules}. */
  private static List<GameEvent> afterFirstShot(DogfiteRules rules) {
    for (long seed = 1; seed <= 20; seed++) {
      Game<DogfiteState, DogfiteCommand> g = Game.start(rules, rules.sampleEngagement(seed));
      for (int i = 0; i < 2_000 && !g.isOver(); i++) {
        g = g.play(rules.defaultBot());
        List<GameEvent> events = g.log().events();
        for (int k = 0; k < events.size(); k++) {
          if (events.get(k) instanceof GunFired) {
            Game<DogfiteState, DogfiteCommand> last = g;
            return List.copyOf(last.log().events().subList(k, events.size()));
          }
        }
      }
    }
    throw new AssertionError("no gun fired in twenty bot duels");
  }

  @Test
  void anAirframeShotToPiecesGoesDown() {
    DogfiteRules rules =
        with(
            (target, burst) -> {
              DamageTrack d = target.damage();
              return new Hit(
                  new DamageTrack(d.sets(), d.boxesPerSet(), 2 * d.boxes(), 0), target.condition());
            });
    List<GameEvent> after = afterFirstShot(rules);
    GunFired shot = (GunFired) after.get(0);
    assertThat(after.get(1)).isInstanceOf(PlaneDown.class);
    PlaneDown down = (PlaneDown) after.get(1);
    assertThat(down.plane()).isEqualTo(shot.target());
    assertThat(down.phase()).isEqualTo("Combat");
    assertThat(down.reason()).isEqualTo("shot to pieces");
  }

  @Test
  void aKilledPilotTakesTheAircraftOut() {
    DogfiteRules rules =
        with(
            (target, burst) ->
                new Hit(target.damage(), new Condition(0, 0, 0, false, false, false, true)));
    List<GameEvent> after = afterFirstShot(rules);
    PlaneDown down = (PlaneDown) after.get(1);
    assertThat(down.reason()).isEqualTo("its pilot is killed");
  }

  @Test
  void aHarmlessHitLeavesTheTargetFlying() {
    DogfiteRules rules = with((target, burst) -> new Hit(target.damage(), target.condition()));
    List<GameEvent> after = afterFirstShot(rules);
    assertThat(after.get(1)).isNotInstanceOf(PlaneDown.class);
  }
}
