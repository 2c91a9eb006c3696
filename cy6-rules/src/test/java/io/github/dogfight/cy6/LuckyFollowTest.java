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
import io.github.dogfight.cy6.internal.Engine;
import io.github.dogfight.cy6.internal.airfire.AirFire;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A lucky hit's effects on other aircraft and on the game (rules 002, "ADDITIONAL DAMAGE"), settled
 * at the end of a fire segment with scripted dice: the out-of-control check, "*E ... any aircraft
 * within 2 hexes must roll on a Lucky Hit" and "*C = Possible Collision - Choose a random aircraft
 * within 1 hex of the target aircraft; roll for collision as per collision rules but Lucky Hit
 * aircraft does not attempt to evade". "Hit" stands at the origin at TAL 6.
 */
class LuckyFollowTest {
  private static final AirFire FIRE = new Engine(Cy6Config.defaults()).airFire();

  private static Plane at6(String id, String side, int q, int r) {
    return plane(id, side, EXAMPLE, Skill.GREEN, at(q, r, Facing.N), 6, 2, null);
  }

  private static final Plane HIT = at6("Hit", "Red", 0, 0);

  static final class Settled {
    final Cy6State state;
    final List<String> narration = new ArrayList<>();

    Settled(Cy6State state, List<GameEvent> events) {
      this.state = state;
      events.forEach(e -> narration.add(e.narration()));
    }
  }

  private static Settled settle(LuckyEffect effect, List<Plane> planes, int... dice) {
    return settle(FIRE, effect, planes, dice);
  }

  /** Settles {@code effect} of "Hit" with {@code fire}; every scripted die must be used. */
  static Settled settle(AirFire fire, LuckyEffect effect, List<Plane> planes, int... dice) {
    Cy6State s = RULES.start(List.of("Blue", "Red"), BOARD, planes, 1);
    List<GameEvent> events = new ArrayList<>();
    ScriptedDice script = ScriptedDice.of(dice);
    Cy6State out =
        fire.settle(
            s,
            Map.of(),
            List.of(new AirFire.Follow("Hit", effect)),
            Roller.scripted(script),
            events);
    script.assertFullyUsed();
    return new Settled(out, events);
  }

  /** The fire segment of a game played with {@code readings}. */
  static AirFire fire(DamageReadings readings) {
    return new Engine(Cy6Config.defaults().withDamageReadings(readings)).airFire();
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

  /**
   * "*E = Possible Ordnance Explosion - Roll a d6 if loaded with heavy weapons (bombs, rockets,
   * torpedoes); on 1-3 the weapons explode. If an explosion occurs, any aircraft within 2 hexes
   * must roll on a Lucky Hit." The weapons that exploded are gone, and each victim's lucky hit has
   * its effects on the game: Hit's "5: Rudder Jam + *E ... check for OUT-OF-CONTROL" (2 + 3) takes
   * its out-of-control check (3 + 3: fails), Near's "6: Elevator Destroyed + *D" (3 + 3) throws
   * debris at Hit, 2 hexes behind it (two HMG dice 2 + 2 = 4, R2 5+, robustness 1 + 3: engine
   * damage). No chain explosions: neither loaded aircraft's own *E rolls its d6, and Near keeps its
   * bombs.
   */
  @Test
  void anExplosionUsesUpTheOrdnanceAndEachVictimsLuckyHitHasItsEffects() {
    Plane hit = HIT.armed(Ordnance.HEAVY_BOMBS);
    Plane near =
        plane("Near", "Blue", EXAMPLE, Skill.GREEN, at(0, -2, Facing.N), 6, 2, null)
            .armed(Ordnance.HEAVY_BOMBS);
    Settled s =
        settle(
            LuckyEffect.ORDNANCE,
            List.of(hit, near, at6("Far", "Blue", 0, -3)),
            2,
            3,
            3,
            3,
            3,
            3,
            2,
            2,
            1,
            3);
    assertThat(s.state.get("Hit").ordnance()).as("the ordnance exploded").isEmpty();
    assertThat(s.state.get("Near").ordnance()).as("no chain explosion").isPresent();
    assertThat(s.narration)
        .containsExactly(
            "Hit's ordnance explodes: lucky hit 5 on Hit: Rudder Jam + *E - Aircraft must do right"
                + " turn next turn; check for OUT-OF-CONTROL",
            "Hit's ordnance explodes: lucky hit 6 on Near: Elevator Destroyed + *D - Aircraft may"
                + " not special maneuver, dive or climb for rest of mission, crash land at end of"
                + " mission",
            "Hit goes out of control",
            "debris from Near hits Hit as HMG fire: firepower 4, robustness 5+: engine damage");
    AircraftCondition c = s.state.get("Hit").condition();
    assertThat(c.engineDamaged()).isTrue();
    assertThat(c.statuses()).contains(Status.OUT_OF_CONTROL, Status.RIGHT_TURN_NEXT_TURN);
    assertThat(s.state.get("Far").condition()).isEqualTo(AircraftCondition.INTACT);
  }

  /** A victim the explosion's lucky hit destroys is named so ("12: Fuel Tank Explodes"). */
  @Test
  void aVictimTheExplosionDestroysIsNamed() {
    Plane gone = HIT.armed(Ordnance.HEAVY_BOMBS).with(AircraftCondition.INTACT.destroy("shot"));
    Settled s =
        settle(
            LuckyEffect.ORDNANCE,
            List.of(gone, at6("Near", "Blue", 0, -1), at6("Spare", "Red", 9, 9)),
            6,
            6);
    assertThat(s.narration.get(0))
        .startsWith("Hit's ordnance explodes: lucky hit 12 on Near: Fuel Tank Explodes")
        .endsWith("; Near is destroyed");
    assertThat(s.state.get("Near").condition().isDestroyed()).isTrue();
    assertThat(s.state.get("Hit").ordnance()).isEmpty();
    // Near's own *D finds no one in its tail arc
    assertThat(s.narration).contains("debris from Near hits no one");
  }

  /**
   * "*C ... any aircraft within 1 hex", "*E ... within 2 hexes": counted as every other range is,
   * hexes plus TALs apart. Above, one hex off and two TALs up, is 3 away: beyond the explosion's
   * reach; Side, one hex off and one TAL up, is 2 away: beyond *C's, while Stacked, in Hit's hex
   * one TAL up, is 1 away. Read as hexes on the map only ({@link
   * DamageReadings#withProximityCountsTals}), Above and Side are within reach.
   */
  @Test
  void collisionAndExplosionDistancesCountTals() {
    Plane above = plane("Above", "Blue", EXAMPLE, Skill.GREEN, at(0, -1, Facing.N), 8, 2, null);
    Plane side = plane("Side", "Blue", EXAMPLE, Skill.GREEN, at(1, 0, Facing.N), 7, 2, null);
    Plane stacked = plane("Stacked", "Blue", EXAMPLE, Skill.GREEN, at(0, 0, Facing.N), 7, 2, null);
    Settled blast = settle(LuckyEffect.ORDNANCE, List.of(HIT, above), 5, 5);
    assertThat(blast.narration)
        .containsExactly(
            "Hit's ordnance explodes: lucky hit 10 on Hit: Engine Critical - Aircraft may only move"
                + " at rate of one for remainder of mission. Next hit destroys AC.");
    Settled noCollision = settle(LuckyEffect.COLLISION, List.of(HIT, side));
    assertThat(noCollision.narration)
        .containsExactly("no aircraft within 1 hex of Hit: no collision");
    Settled collision = settle(LuckyEffect.COLLISION, List.of(HIT, side, stacked), 1, 1);
    assertThat(collision.narration).containsExactly("Hit and Stacked collide: both are destroyed");

    AirFire hexes = fire(DamageReadings.standard().withProximityCountsTals(false));
    Settled wide = settle(hexes, LuckyEffect.ORDNANCE, List.of(HIT, above), 5, 5, 5, 5);
    assertThat(wide.narration).hasSize(2);
    assertThat(wide.narration.get(1)).startsWith("Hit's ordnance explodes: lucky hit 10 on Above");
    Settled near = settle(hexes, LuckyEffect.COLLISION, List.of(HIT, side), 1, 1);
    assertThat(near.narration).containsExactly("Hit and Side collide: both are destroyed");
  }

  /** No aircraft within 1 hex: nothing happens. */
  @Test
  void aCollisionNeedsAnAircraftWithinOneHex() {
    Settled s = settle(LuckyEffect.COLLISION, List.of(HIT, at6("Far", "Blue", 0, -2)));
    assertThat(s.narration).containsExactly("no aircraft within 1 hex of Hit: no collision");
  }

  /**
   * "*C = Possible Collision - Choose a random aircraft within 1 hex of the target aircraft; roll
   * for collision as per collision rules but Lucky Hit aircraft does not attempt to evade." Every
   * *C result crashes the aircraft ("Pilot Killed + *C - Plane Crashes"): going down, it may still
   * hit Near, which alone evades (1 + 1 fails: Near is destroyed; 4 + 3 passes: they miss). Only an
   * aircraft that has left the map collides with nothing.
   */
  @Test
  void aCrashingAircraftMayCollide() {
    Plane crashing = HIT.with(AircraftCondition.INTACT.destroy("Pilot Killed"));
    Plane near = at6("Near", "Blue", 0, -1);
    Plane spare = at6("Spare", "Red", 9, 9);
    Settled hit = settle(LuckyEffect.COLLISION, List.of(crashing, near, spare), 1, 1);
    assertThat(hit.narration)
        .containsExactly("Hit, going down, and Near collide: Near is destroyed");
    assertThat(hit.state.get("Near").condition().destroyed())
        .hasValue("a mid-air collision with Hit");
    assertThat(hit.state.get("Hit").condition().destroyed()).hasValue("Pilot Killed");
    Settled miss = settle(LuckyEffect.COLLISION, List.of(crashing, near, spare), 4, 3);
    assertThat(miss.narration).containsExactly("Hit, going down, and Near miss each other");
    assertThat(miss.state.get("Near").condition().isDestroyed()).isFalse();
    Plane gone = HIT.exited(BoardExit.Result.SAFE);
    assertThat(settle(LuckyEffect.COLLISION, List.of(gone, near, spare)).narration).isEmpty();
  }

  /**
   * One aircraft within 1 hex: only it evades, and failing its check (1 + 1) both are destroyed;
   * passing (4 + 3) they miss.
   */
  @Test
  void theOtherAircraftAloneEvades() {
    Plane near = plane("Near", "Blue", EXAMPLE, Skill.GREEN, at(0, -1, Facing.N), 6, 2, null);
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
