package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.Cy6RulesTest.BOARD;
import static io.github.dogfight.cy6.Cy6RulesTest.EXAMPLE;
import static io.github.dogfight.cy6.Cy6RulesTest.RULES;
import static io.github.dogfight.cy6.Cy6RulesTest.at;
import static io.github.dogfight.cy6.Cy6RulesTest.plane;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.hex.Facing;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A lucky hit's effects on other aircraft and on the game (seed 002, "ADDITIONAL DAMAGE"), settled
 * at the end of a fire segment with scripted dice: the out-of-control check, "*E ... any aircraft
 * within 2 hexes must roll on a Lucky Hit" and "*C = Possible Collision - Choose a random aircraft
 * within 1 hex of the target aircraft; roll for collision as per collision rules but Lucky Hit
 * aircraft does not attempt to evade". "Hit" stands at the origin at TAL 6.
 */
class LuckyFollowTest {
  private static final AirFire FIRE = new Cy6Engine(Cy6Config.defaults()).airFire();

  private static Plane at6(String id, String side, int q, int r) {
    return plane(id, side, EXAMPLE, Skill.GREEN, at(q, r, Facing.N), 6, 2, null);
  }

  private static final Plane HIT = at6("Hit", "Red", 0, 0);

  private static final class Settled {
    final Cy6State state;
    final List<String> narration = new ArrayList<>();

    Settled(Cy6State state, List<GameEvent> events) {
      this.state = state;
      events.forEach(e -> narration.add(e.narration()));
    }
  }

  private static Settled settle(LuckyEffect effect, List<Plane> planes, int... dice) {
    Cy6State s = RULES.start(List.of("Blue", "Red"), BOARD, planes, 1);
    List<GameEvent> events = new ArrayList<>();
    Cy6State out =
        FIRE.settle(
            s,
            Map.of(),
            List.of(new AirFire.Follow("Hit", effect)),
            Roller.scripted(ScriptedDice.of(dice)),
            events);
    return new Settled(out, events);
  }

  /** "check for OUT-OF-CONTROL": an Aircrew Check, 2d6 + skill >= 7. */
  @Test
  void theOutOfControlCheck() {
    Settled fail =
        settle(LuckyEffect.OUT_OF_CONTROL_CHECK, List.of(HIT, at6("Blue 1", "Blue", 5, 5)), 3, 3);
    assertThat(fail.narration).containsExactly("Hit goes out of control");
    assertThat(fail.state.get("Hit").condition().statuses()).contains(Status.OUT_OF_CONTROL);
    Settled pass =
        settle(LuckyEffect.OUT_OF_CONTROL_CHECK, List.of(HIT, at6("Blue 1", "Blue", 5, 5)), 3, 4);
    assertThat(pass.narration).containsExactly("Hit keeps control");
    assertThat(pass.state.get("Hit").condition().statuses()).doesNotContain(Status.OUT_OF_CONTROL);
    Plane gone = HIT.with(AircraftCondition.INTACT.destroy("shot down"));
    Settled none =
        settle(
            LuckyEffect.OUT_OF_CONTROL_CHECK,
            List.of(gone, at6("Blue 1", "Blue", 5, 5), at6("Spare", "Red", 9, 9)));
    assertThat(none.narration).isEmpty();
  }

  /**
   * The explosion: every aircraft within 2 hexes, the exploding one too, rolls on the Cannon column
   * ("10: Engine Critical"); one 3 hexes off does not.
   */
  @Test
  void anOrdnanceExplosionGivesEveryAircraftWithinTwoHexesALuckyHit() {
    Settled s =
        settle(
            LuckyEffect.ORDNANCE,
            List.of(HIT, at6("Near", "Blue", 0, -2), at6("Far", "Blue", 0, -3)),
            5,
            5,
            4,
            6);
    assertThat(s.narration)
        .hasSize(2)
        .allMatch(n -> n.startsWith("Hit's ordnance explodes: lucky hit 10 on "));
    assertThat(s.narration.get(0)).startsWith("Hit's ordnance explodes: lucky hit 10 on Hit: ");
    assertThat(s.narration.get(1)).startsWith("Hit's ordnance explodes: lucky hit 10 on Near: ");
    assertThat(s.narration.get(1)).contains("Engine Critical");
    assertThat(s.state.get("Near").condition()).isNotEqualTo(AircraftCondition.INTACT);
    assertThat(s.state.get("Far").condition()).isEqualTo(AircraftCondition.INTACT);
  }

  /** No aircraft within 1 hex: nothing happens. */
  @Test
  void aCollisionNeedsAnAircraftWithinOneHex() {
    Settled s = settle(LuckyEffect.COLLISION, List.of(HIT, at6("Far", "Blue", 0, -2)));
    assertThat(s.narration).containsExactly("no aircraft within 1 hex of Hit: no collision");
    Plane gone = HIT.with(AircraftCondition.INTACT.destroy("shot down"));
    assertThat(
            settle(
                    LuckyEffect.COLLISION,
                    List.of(gone, at6("Near", "Blue", 0, -1), at6("Spare", "Red", 9, 9)))
                .narration)
        .isEmpty();
  }

  /**
   * One aircraft within 1 hex (here at another TAL: the lucky hit ignores altitude): only it
   * evades, and failing its check (1 + 1) both are destroyed; passing (4 + 3) they miss.
   */
  @Test
  void theOtherAircraftAloneEvades() {
    Plane near = plane("Near", "Blue", EXAMPLE, Skill.GREEN, at(0, -1, Facing.N), 8, 2, null);
    Settled hit = settle(LuckyEffect.COLLISION, List.of(HIT, near), 1, 1);
    assertThat(hit.narration).containsExactly("Hit and Near collide: both are destroyed");
    assertThat(hit.state.get("Near").condition().isDestroyed()).isTrue();
    Settled miss = settle(LuckyEffect.COLLISION, List.of(HIT, near), 4, 3);
    assertThat(miss.narration).containsExactly("Hit and Near miss each other");
  }

  /** Two within 1 hex: a 1d2 picks the one (2: the second listed). */
  @Test
  void aRandomAircraftWithinOneHexIsChosen() {
    Settled s =
        settle(
            LuckyEffect.COLLISION,
            List.of(HIT, at6("One", "Blue", 0, -1), at6("Two", "Blue", 0, 1)),
            2,
            1,
            1);
    assertThat(s.narration).containsExactly("Hit and Two collide: both are destroyed");
    assertThat(s.state.get("One").condition().isDestroyed()).isFalse();
  }
}
