package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.GroundTest.BOMBER;
import static io.github.dogfight.cy6.GroundTest.FIGHTER;
import static io.github.dogfight.cy6.GroundTest.start;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.cy6.internal.Engine;
import io.github.dogfight.cy6.internal.surface.SurfaceFire;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Why a surface attack may not be made (rules 002, C3.0): the ordnance it needs, "Dive Bombers:
 * Must execute their attack in Low or Surface Low CAB; must start minimum one CAB above", rockets
 * and strafing low on the aircraft's hex or the next one ahead, "1 Torpedo Attack (S.Low CAB, TAL1,
 * four hex from tgt.)". The attacker flies north from col 10 row 10.
 */
class StrikeRulesTest {
  private static final SurfaceFire GROUND = new Engine(Cy6Config.defaults()).surfaceFire();
  private static final Hex HERE = Board.at(10, 10);

  private static Plane at(AircraftType type, int tal) {
    return Plane.of(
        "P", "Red", type, Skill.GREEN, new Position(HERE, Facing.N), tal, 1, Optional.empty());
  }

  private static Optional<String> why(Plane p, SurfaceTarget t, StrikeKind k) {
    Ground g = Ground.none().with(t);
    if (t.kind().ship()) {
      g = g.withWater(Set.of(t.hex()));
    }
    Cy6State s = start(List.of(p), g);
    return GROUND.why(s, p, t, k);
  }

  private static SurfaceTarget area(int ahead) {
    return SurfaceTarget.of(
        "Yard", "Blue", SurfaceTarget.Kind.AREA, HERE.step(Facing.N, ahead), 1, 2);
  }

  @Test
  void theOrdnanceMustFitTheAttack() {
    assertThat(why(at(FIGHTER, 4), area(0), StrikeKind.LEVEL_BOMB))
        .contains("P carries no ordnance, not what a level-bomb attack needs");
    assertThat(why(at(FIGHTER, 4).armed(Ordnance.ROCKETS), area(0), StrikeKind.LEVEL_BOMB))
        .contains("P carries rockets, not what a level-bomb attack needs");
    assertThat(why(at(FIGHTER, 4).armed(Ordnance.LIGHT_BOMBS), area(0), StrikeKind.LEVEL_BOMB))
        .isEmpty();
  }

  @Test
  void strafingNeedsAForwardGunThatMayFire() {
    assertThat(why(at(BOMBER, 4), area(0), StrikeKind.STRAFE))
        .contains("P has no forward gun with ammunition to strafe with");
    assertThat(why(at(FIGHTER, 4).outOf(Set.of(WeaponClass.LMG)), area(0), StrikeKind.STRAFE))
        .contains("P has no forward gun with ammunition to strafe with");
    Plane panicked = at(FIGHTER, 4).with(AircraftCondition.INTACT.with(Status.PANIC));
    assertThat(why(panicked, area(0), StrikeKind.STRAFE))
        .contains("P has no forward gun with ammunition to strafe with");
    assertThat(why(at(FIGHTER, 4), area(0), StrikeKind.STRAFE)).isEmpty();
  }

  @Test
  void bombsFallOnTheHexBelow() {
    Plane b = at(FIGHTER, 9).armed(Ordnance.LIGHT_BOMBS);
    assertThat(why(b, area(1), StrikeKind.LEVEL_BOMB))
        .contains("bombs fall on the hex the aircraft is over: Yard is 1 away");
    Plane d = at(FIGHTER, 4).armed(Ordnance.LIGHT_BOMBS);
    assertThat(why(d, area(1), StrikeKind.DIVE_BOMB))
        .contains("bombs fall on the hex the aircraft is over: Yard is 1 away");
  }

  @Test
  void diveBombersAttackLowFromOneCabAbove() {
    Plane medium = at(FIGHTER, 7).armed(Ordnance.LIGHT_BOMBS);
    assertThat(why(medium, area(0), StrikeKind.DIVE_BOMB))
        .hasValueSatisfying(
            w ->
                assertThat(w)
                    .startsWith(
                        "Dive Bombers: Must execute their attack in Low or Surface Low CAB, not "));
    Plane low = at(FIGHTER, 5).armed(Ordnance.LIGHT_BOMBS);
    // started the move where it is: not one CAB above
    assertThat(why(low, area(0), StrikeKind.DIVE_BOMB))
        .contains("Dive Bombers: must start minimum one CAB above; P started the move at TAL 5");
    Cy6State s = start(List.of(low), Ground.none().with(area(0)));
    Cy6State dived = s.copyWithStartTals(Map.of("P", 7));
    assertThat(GROUND.why(dived, low, area(0), StrikeKind.DIVE_BOMB)).isEmpty();
  }

  @ParameterizedTest(name = "{0} at TAL {1}, target {2} ahead: {3}")
  @CsvSource(
      delimiter = '|',
      value = {
        "STRAFE | 4 | 0 | ",
        "STRAFE | 4 | 1 | ",
        "STRAFE | 4 | 2 | Yard must be in the aircraft's hex or one hex ahead, not 2",
        "STRAFE | 4 | -1 | Yard must be in the aircraft's hex or one hex ahead, not 1",
        "STRAFE | 7 | 0 | a strafe attack is made in Low or Surface Low CAB, not ",
        "ROCKETS | 1 | 1 | ",
        "ROCKETS | 7 | 1 | a rockets attack is made in Low or Surface Low CAB, not ",
      })
  void rocketsAndStrafingAreLowOnTheHexOrTheNext(StrikeKind k, int tal, int ahead, String want) {
    Plane p = at(FIGHTER, tal);
    if (k == StrikeKind.ROCKETS) {
      p = p.armed(Ordnance.ROCKETS);
    }
    SurfaceTarget t =
        ahead >= 0
            ? area(ahead)
            : SurfaceTarget.of(
                "Yard", "Blue", SurfaceTarget.Kind.AREA, HERE.step(Facing.S, 1), 1, 2);
    Optional<String> w = why(p, t, k);
    if (want == null) {
      assertThat(w).isEmpty();
    } else {
      assertThat(w).hasValueSatisfying(x -> assertThat(x).startsWith(want));
    }
  }

  @Test
  void torpedoesAtTalOneAtAShipUpToFourHexesAhead() {
    Plane kate = at(FIGHTER, 1).armed(Ordnance.TORPEDO);
    SurfaceTarget ship4 =
        SurfaceTarget.of(
            "Ship", "Blue", SurfaceTarget.Kind.LARGE_SHIP, HERE.step(Facing.N, 4), 1, 2);
    assertThat(why(kate, ship4, StrikeKind.TORPEDO)).isEmpty();
    SurfaceTarget ship5 =
        SurfaceTarget.of(
            "Ship", "Blue", SurfaceTarget.Kind.LARGE_SHIP, HERE.step(Facing.N, 5), 1, 2);
    assertThat(why(kate, ship5, StrikeKind.TORPEDO))
        .contains("Ship must be 1 to 4 hexes ahead (four hex from tgt.), not 5");
    SurfaceTarget behind =
        SurfaceTarget.of(
            "Ship", "Blue", SurfaceTarget.Kind.LARGE_SHIP, HERE.step(Facing.S, 2), 1, 2);
    assertThat(why(kate, behind, StrikeKind.TORPEDO))
        .contains("Ship must be 1 to 4 hexes ahead (four hex from tgt.), not 2");
    assertThat(why(kate, area(2), StrikeKind.TORPEDO))
        .contains("a torpedo attack is made on a ship, not on Yard");
    assertThat(why(at(FIGHTER, 2).armed(Ordnance.TORPEDO), ship4, StrikeKind.TORPEDO))
        .contains("a Torpedo Attack is made at S.Low CAB, TAL1, not TAL 2");
  }
}
