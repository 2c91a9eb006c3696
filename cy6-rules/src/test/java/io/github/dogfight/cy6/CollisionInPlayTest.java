package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.Cy6RulesTest.BOARD;
import static io.github.dogfight.cy6.Cy6RulesTest.EXAMPLE;
import static io.github.dogfight.cy6.Cy6RulesTest.RULES;
import static io.github.dogfight.cy6.Cy6RulesTest.at;
import static io.github.dogfight.cy6.Cy6RulesTest.narration;
import static io.github.dogfight.cy6.Cy6RulesTest.plane;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.cy6.internal.movement.Movement;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Two aircraft that end their moves in the same hex at the same TAL roll for collision (the
 * module's assumed evasion rule: each crew takes an Aircrew Check, 2d6 + skill >= 7; if none passes
 * both are destroyed). "Blue" flies north and "Red" south, both at speed 2, to meet two hexes north
 * of the origin.
 */
class CollisionInPlayTest {
  private static Game<Cy6State, Cy6Command> meet(int blueTal, int redTal, int... dice) {
    Plane blue =
        plane("Blue 1", "Blue", EXAMPLE, Skill.GREEN, at(0, 0, Facing.N), blueTal, 2, null);
    Plane red = plane("Red 1", "Red", EXAMPLE, Skill.GREEN, at(0, -4, Facing.S), redTal, 2, null);
    Cy6State s = RULES.start(List.of("Blue", "Red"), BOARD, List.of(blue, red), 1);
    Game<Cy6State, Cy6Command> g = Game.start(RULES, s);
    g = g.play(new Cy6Command.Plot("Blue 1", Maneuver.LEVEL, "F21"));
    return g.play(new Cy6Command.Plot("Red 1", Maneuver.LEVEL, "F21"), ScriptedDice.of(dice));
  }

  private static List<GameEvent> collisions(Game<Cy6State, Cy6Command> g) {
    return g.log().events().stream()
        .filter(e -> e instanceof Cy6Event.Happened h && h.kind() == Cy6Event.Kind.COLLISION)
        .toList();
  }

  @Test
  void bothCrewsFailingTheirChecksCollideAndBothAreDestroyed() {
    // 1 + 1 and 2 + 1: neither reaches 7
    Game<Cy6State, Cy6Command> g = meet(6, 6, 1, 1, 2, 1);
    assertThat(g.state().get("Blue 1").position().hex())
        .isEqualTo(g.state().get("Red 1").position().hex());
    assertThat(narration(g)).contains("Blue 1 and Red 1 collide: both are destroyed");
    assertThat(g.state().get("Blue 1").condition().destroyed())
        .contains("a mid-air collision with Red 1");
    assertThat(g.state().get("Red 1").condition().destroyed())
        .contains("a mid-air collision with Blue 1");
    assertThat(collisions(g)).hasSize(1);
    assertThat(collisions(g).get(0).dice()).hasSize(2);
  }

  @Test
  void oneCrewPassingMissesTheOther() {
    // 1 + 1 fails, 3 + 4 passes
    Game<Cy6State, Cy6Command> g = meet(6, 6, 1, 1, 3, 4);
    assertThat(narration(g)).contains("Blue 1 and Red 1 miss each other");
    assertThat(g.state().get("Blue 1").condition().isDestroyed()).isFalse();
    assertThat(g.state().get("Red 1").condition().isDestroyed()).isFalse();
  }

  @Test
  void atDifferentTalsThereIsNoCollisionRoll() {
    Game<Cy6State, Cy6Command> g = meet(6, 7);
    assertThat(collisions(g)).isEmpty();
    assertThat(g.state().get("Blue 1").position().hex())
        .isEqualTo(g.state().get("Red 1").position().hex());
  }

  @Test
  void conditionWordsNameTheDamageAndStatuses() {
    Plane p = plane("P", "Blue", EXAMPLE, Skill.GREEN, at(0, 0, Facing.N), 6, 2, null);
    assertThat(Movement.conditionWords(p)).isEqualTo("intact");
    Plane hurt =
        p.with(
            AircraftCondition.INTACT
                .withDamage(Damage.ENGINE)
                .withDamage(Damage.AIRFRAME)
                .with(Status.BLACKOUT));
    assertThat(Movement.conditionWords(hurt)).isEqualTo("engine damage, airframe damage, blackout");
    assertThat(Movement.conditionWords(p.with(AircraftCondition.INTACT.with(Status.FLY_FORWARD))))
        .isEqualTo("fly forward");
    assertThat(Movement.conditionWords(p.with(AircraftCondition.INTACT.destroy("a test"))))
        .isEqualTo("destroyed (a test)");
  }
}
