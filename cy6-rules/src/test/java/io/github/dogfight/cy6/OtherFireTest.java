package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.check.Check;
import io.github.dogfight.core.dice.Chance;
import io.github.dogfight.core.dice.Die;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.odds.Rational;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Anti-aircraft, surface attack, board exit and spotting (rules 002), with scripted dice. */
class OtherFireTest {
  private static final AntiAircraftFire AA = AntiAircraftFire.standard();

  private static <T> T roll(Chance<T> chance, int... faces) {
    ScriptedDice dice = ScriptedDice.of(faces);
    T v = Roller.scripted(dice).roll(chance, "test").value();
    dice.assertFullyUsed();
    return v;
  }

  @Test
  void aaToHitNearMissAndMisdirection() {
    // Light vs Fighter "11* / 12": near miss on 11, hit on 12
    var light = AA.toHit(AntiAircraft.LIGHT, Role.FIGHTER);
    assertThat(roll(light, 6, 6)).isEqualTo(AaOutcome.AaToHitResult.HIT);
    assertThat(roll(light, 5, 6)).isEqualTo(AaOutcome.AaToHitResult.NEAR_MISS);
    assertThat(roll(light, 4, 6)).isEqualTo(AaOutcome.AaToHitResult.MISS);
    // Medium vs Bomber "9-10* / 11+"
    var medium = AA.toHit(AntiAircraft.MEDIUM, Role.BOMBER);
    assertThat(roll(medium, 5, 6)).isEqualTo(AaOutcome.AaToHitResult.HIT);
    assertThat(roll(medium, 4, 5)).isEqualTo(AaOutcome.AaToHitResult.NEAR_MISS);
    assertThat(roll(medium, 4, 6)).isEqualTo(AaOutcome.AaToHitResult.NEAR_MISS);
    // Heavy vs Fighter "12* (1 hex blast)": never a full hit
    var heavy = AA.toHit(AntiAircraft.HEAVY, Role.FIGHTER);
    assertThat(roll(heavy, 6, 6)).isEqualTo(AaOutcome.AaToHitResult.NEAR_MISS);
    assertThat(heavy.outcomes().probability(AaOutcome.AaToHitResult.HIT)).isEqualTo(Rational.ZERO);
    // "AA Misdirection= if double '1' or double '2' rolled to-hit"
    assertThat(roll(light, 1, 1)).isEqualTo(AaOutcome.AaToHitResult.MISDIRECTED);
    assertThat(roll(light, 2, 2)).isEqualTo(AaOutcome.AaToHitResult.MISDIRECTED);
    assertThat(roll(light, 3, 3)).isEqualTo(AaOutcome.AaToHitResult.MISS);
    assertThat(light.outcomes().probability(AaOutcome.AaToHitResult.MISDIRECTED))
        .isEqualTo(Rational.of(2, 36));
  }

  @Test
  void aNearMissRollsHalfTheDamageDice() {
    // "Near-miss= half number of Damage Dice"; Light 6d6(-), Heavy 2d20(-)
    assertThat(roll(AA.firepower(AntiAircraft.LIGHT, true), 1, 6, 3)).isEqualTo(4);
    assertThat(roll(AA.firepower(AntiAircraft.LIGHT, false), 1, 2, 3, 4, 5, 6)).isEqualTo(15);
    assertThat(roll(AA.firepower(AntiAircraft.HEAVY, true), 20)).isZero();
  }

  @Test
  void aWholeAaShot() {
    // Medium AA at an R3 bomber: 5+6 = 11 hits; 4d10(-) 10,9,8,7 = 24 -> R3 21-25: 8; robustness
    // 2+3 = 5: 3 lower, "Med/Heavy AA- 3+ lower": destroyed
    AaOutcome o = roll(AA.shot(AntiAircraft.MEDIUM, Role.BOMBER, 3), 5, 6, 10, 9, 8, 7, 2, 3);
    assertThat(o.toHit()).isEqualTo(AaOutcome.AaToHitResult.HIT);
    assertThat(o.result()).isEqualTo(ShotOutcome.Result.DESTROYED);
    AaOutcome misdirected = roll(AA.shot(AntiAircraft.MEDIUM, Role.BOMBER, 3), 1, 1);
    assertThat(misdirected.toHit()).isEqualTo(AaOutcome.AaToHitResult.MISDIRECTED);
  }

  @Test
  void aaReach() {
    // "Max range is 2 hexes if the target is at TAL 1 in SURFACE LOW CAB over land"
    AA.checkReach(AntiAircraft.LIGHT, 5, Cab.SURFACE_LOW, false);
    assertThatThrownBy(() -> AA.checkReach(AntiAircraft.LIGHT, 6, Cab.SURFACE_LOW, false))
        .hasMessageContaining("reaches 5 hexes");
    assertThatThrownBy(() -> AA.checkReach(AntiAircraft.MEDIUM, 3, Cab.SURFACE_LOW, true))
        .hasMessageContaining("reaches 2 hexes (a target at TAL 1 of Surface Low over land)");
    assertThatThrownBy(() -> AA.checkReach(AntiAircraft.LIGHT, 1, Cab.LOW, false))
        .hasMessageContaining("not a target at low");
    AA.checkReach(AntiAircraft.HEAVY, 40, Cab.VERY_HIGH, false); // unlimited
    assertThatThrownBy(() -> AA.checkReach(AntiAircraft.HEAVY, 1, Cab.EXTREMELY_HIGH, false))
        .hasMessageContaining("extremely-high");
  }

  @Test
  void surfaceAttack() {
    SurfaceAttack s = SurfaceAttack.standard();
    // 12+ at Low; Veteran +2, Heavy +2, Dive Bomb +1: 2d6 + 5 >= 12
    var dive =
        s.toHit(
            Cab.LOW,
            Skill.VETERAN,
            List.of("heavy (4000lb+)", "Dive Bomb/Rocket Attack/Strafing Attack"));
    assertThat(roll(dive, 3, 4)).isTrue();
    assertThat(roll(dive, 3, 3)).isFalse();
    assertThat(dive.outcomes().probability(Boolean::booleanValue)).isEqualTo(Rational.of(21, 36));
    // "Dive Bombers: Must execute their attack in Low or Surface Low CAB"
    assertThatThrownBy(
            () ->
                s.toHit(
                    Cab.MEDIUM, Skill.GREEN, List.of("Dive Bomb/Rocket Attack/Strafing Attack")))
        .hasMessageContaining("Low or Surface Low CAB");
    assertThatThrownBy(() -> s.toHit(Cab.LOW, Skill.GREEN, List.of("Torpedo Attack")))
        .hasMessageContaining("S.Low CAB");
    assertThatThrownBy(
            () -> s.toHit(Cab.LOW, Skill.GREEN, List.of("Heavy (4000lb+)", "Light (500-1500lb)")))
        .hasMessageContaining("at most one bomb load");
    assertThatThrownBy(() -> s.toHit(Cab.LOW, Skill.GREEN, List.of("Bridge")))
        .hasMessageContaining("'Bridge' is not one of");
    assertThatThrownBy(() -> s.toHit(Cab.LOW, Skill.GREEN, List.of("Night Attack", "night attack")))
        .hasMessageContaining("given twice");
    // 16+ at Very High: a green crew with nothing can never hit
    assertThat(s.toHit(Cab.VERY_HIGH, Skill.GREEN, List.of()).outcomes().probability(b -> b))
        .isEqualTo(Rational.ZERO);
  }

  @Test
  void boardExit() {
    BoardExit exit = BoardExit.standard();
    // Green off an unfriendly edge: 2d6 - 2 >= 7
    var c = exit.check(Skill.GREEN, BoardEdge.UNFRIENDLY, false, 0);
    assertThat(roll(c, 4, 5)).isEqualTo(BoardExit.Result.SAFE);
    // "If failed, aircraft is damaged for VP purposes"
    assertThat(roll(c, 3, 5)).isEqualTo(BoardExit.Result.DAMAGED); // 8 - 2 = 6: failed by 1
    assertThat(roll(c, 2, 4)).isEqualTo(BoardExit.Result.DAMAGED); // 6 - 2 = 4: failed by 3
    // "If failed by four or more, aircraft is destroyed for VP purposes"
    assertThat(roll(c, 1, 4)).isEqualTo(BoardExit.Result.DESTROYED); // 5 - 2 = 3: failed by 4
    // "(if already damaged then destroyed)"; damaged is a further -1
    var damaged = exit.check(Skill.GREEN, BoardEdge.FRIENDLY, true, 0);
    assertThat(roll(damaged, 3, 3)).isEqualTo(BoardExit.Result.DESTROYED); // 6 - 1 = 5 fails
    assertThat(roll(damaged, 4, 4)).isEqualTo(BoardExit.Result.SAFE);
    assertThat(exit.modifier(BoardEdge.NEUTRAL, true)).isEqualTo(-2);
  }

  @Test
  void aHostBringsItsOwnAircrewCheck() {
    Check rollUnder = Check.rollUnder(1, Die.of(20));
    BoardExit exit = new BoardExit(Cy6Tables.standard(), rollUnder);
    // d20 <= skill + modifier: an Ace (3) off a friendly edge passes on 1-3 only
    assertThat(
            exit.check(Skill.ACE, BoardEdge.FRIENDLY, false, 0)
                .outcomes()
                .probability(BoardExit.Result.SAFE))
        .isEqualTo(Rational.of(3, 20));
  }

  @Test
  void spotting() {
    Spotting s = Spotting.standard();
    // "+1 - Spotting formation of 5-9 aircraft"; "+2 - Spotting formation of 10+ aircraft"
    assertThat(s.formationModifier(4)).isZero();
    assertThat(s.formationModifier(5)).isEqualTo(1);
    assertThat(s.formationModifier(10)).isEqualTo(2);
    // "Out of the Sun - 1/4 normal distance"; the smallest fraction applies
    assertThat(s.distanceFraction(true, true, false)).isEqualTo(Rational.of(1, 4));
    assertThat(s.distanceFraction(false, true, false)).isEqualTo(Rational.of(1, 2));
    // automatic within 3 hexes, never beyond 15, a check between
    assertThat(roll(s.spot(Skill.GREEN, 3, 1, Rational.ONE))).isTrue();
    assertThat(roll(s.spot(Skill.ACE, 16, 12, Rational.ONE))).isFalse();
    assertThat(roll(s.spot(Skill.GREEN, 10, 1, Rational.ONE), 3, 4)).isTrue();
    assertThat(roll(s.spot(Skill.GREEN, 10, 1, Rational.ONE), 3, 3)).isFalse();
    // out of the sun, 10 hexes is beyond 15/4
    assertThat(roll(s.spot(Skill.ACE, 10, 1, Rational.of(1, 4)))).isFalse();
    assertThatThrownBy(() -> s.withDistances(5, 4)).hasMessageContaining("automatic <= maximum");
  }
}
