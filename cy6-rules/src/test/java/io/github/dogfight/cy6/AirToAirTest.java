package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.odds.Outcomes;
import io.github.dogfight.core.odds.Rational;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** Air-to-air fire (rules 002, B4), each rule sentence with scripted dice. */
class AirToAirTest {
  private static final AirToAir FIRE = AirToAir.standard();

  private static AirAttack.Builder attack(String guns, int range) {
    return AirAttack.builder().guns(Gun.parseMix(guns)).range(range).targetRobustness(2);
  }

  private static <T> T roll(io.github.dogfight.core.dice.Chance<T> chance, int... faces) {
    ScriptedDice dice = ScriptedDice.of(faces);
    T v = Roller.scripted(dice).roll(chance, "test").value();
    dice.assertFullyUsed();
    return v;
  }

  @Test
  void theBaseNumberOfTheRangeMustBeReached() {
    // "5+ (1 hex) = Point Blank" ... "11+ (7-10 hexes) = Long"
    assertThat(roll(FIRE.toHit(attack("2xHMG", 1).build()), 2, 3).hit()).isTrue();
    assertThat(roll(FIRE.toHit(attack("2xHMG", 1).build()), 1, 3).hit()).isFalse();
    assertThat(roll(FIRE.toHit(attack("2xHMG", 7).build()), 5, 6).hit()).isTrue();
    assertThat(roll(FIRE.toHit(attack("2xHMG", 7).build()), 4, 6).hit()).isFalse();
  }

  @Test
  void skillAndAgilityDifferencesAreAttackerMinusTarget() {
    // "+/- n Aircrew Skill Difference (attacker skill minus target pilot's skill)"
    // "+/- n Agility Difference (attacker agility minus target's agility)"
    AirAttack a =
        attack("2xHMG", 3)
            .attackerSkill(Skill.ACE)
            .targetSkill(Skill.SKILLED)
            .attackerAgility(0)
            .targetAgility(1)
            .build();
    assertThat(FIRE.commonModifier(a)).isEqualTo(3 - 1 + 0 - 1);
    assertThat(roll(FIRE.toHit(a), 3, 3).hit()).isTrue(); // 6 + 1 >= 7
    assertThat(roll(FIRE.toHit(a), 2, 3).hit()).isFalse(); // 5 + 1 < 7
  }

  @Test
  void deflectionSpeedZeroAndGunsightModifiers() {
    // "2 Head-to-head or Deflection Shot" (a penalty), "+2 Target Speed Zero (0)"; Lucky Hit
    // "Aircraft must fire with a -2 to-hit modifier for remainder of the game"
    assertThat(FIRE.commonModifier(attack("1xHMG", 2).headOnOrDeflection(true).build()))
        .isEqualTo(-2);
    assertThat(FIRE.commonModifier(attack("1xHMG", 2).targetSpeedZero(true).build())).isEqualTo(2);
    assertThat(FIRE.commonModifier(attack("1xHMG", 2).gunsightDestroyed(true).build()))
        .isEqualTo(-2);
  }

  @Test
  void lowVelocityWeaponsAtMediumRangeAndLowRateOfFire() {
    // "2 Low Velocity Weapon (LVC, LVHC) at Medium Range"; "1 / -2 / -3 Low / Very Low /
    // Extremely Low Rate-of-Fire (ROF) Heavy Cannon"
    AirAttack medium = attack("2xLMG, 2xLVC", 4).build();
    // 9 at Medium: the machine guns hit (9 >= 9), the low velocity cannon does not (9 - 2 < 9)
    ToHit t = roll(FIRE.toHit(medium), 4, 5);
    assertThat(t.hitting()).containsExactly(Gun.parse("2xLMG"));
    assertThat(FIRE.modifier(attack("2xLVC", 3).build(), Gun.parse("2xLVC"))).isZero();
    assertThat(FIRE.modifier(attack("1xLRHC/el", 2).build(), Gun.parse("1xLRHC/el"))).isEqualTo(-3);
    assertThat(FIRE.modifier(attack("1xLVHC/vl", 5).build(), Gun.parse("1xLVHC/vl"))).isEqualTo(-4);
  }

  @Test
  void gunsFireOnlyToTheirMaximumRange() {
    // "LMG d4 (-) Medium"; "HMG d6(-) Long"
    assertThat(FIRE.inRange(Gun.parseMix("4xLMG, 2xHMG"), 7)).containsExactly(Gun.parse("2xHMG"));
    assertThatThrownBy(() -> FIRE.toHit(attack("4xLMG", 7).build()))
        .hasMessageContaining("no gun of [4xLMG] reaches range 7 (Long)");
  }

  @Test
  void doublesOnTheToHitRollCheckAmmunition() {
    // "Check Ammunition: If doubles rolled to-hit, consult the Ammunition Depletion Table";
    // VETERAN (+2): All 5+, Cannon 3+
    AirAttack a = attack("2xLMG, 2xLVC", 2).attackerSkill(Skill.VETERAN).build();
    ToHit fours = roll(FIRE.toHit(a), 4, 4);
    assertThat(fours.doubles()).hasValue(4);
    assertThat(fours.outOfAmmunition()).containsExactly(WeaponClass.LVC);
    ToHit fives = roll(FIRE.toHit(a), 5, 5);
    assertThat(fives.outOfAmmunition()).containsExactlyInAnyOrder(WeaponClass.LMG, WeaponClass.LVC);
    // a heroic crew depletes as one level worse
    AirAttack heroic =
        attack("2xLMG", 2).attackerSkill(Skill.ACE).ammunitionSkill(Skill.VETERAN).build();
    assertThat(roll(FIRE.toHit(heroic), 5, 5).outOfAmmunition()).containsExactly(WeaponClass.LMG);
    // misses check too
    AirAttack far = attack("2xHMG", 9).attackerSkill(Skill.GREEN).build();
    ToHit miss = roll(FIRE.toHit(far), 3, 3);
    assertThat(miss.hit()).isFalse();
    assertThat(miss.outOfAmmunition()).containsExactly(WeaponClass.HMG);
  }

  @Test
  void firepowerIsOneDiePerGunWithTheTopFaceAsZero() {
    // "roll attack firepower per gun"; "(-) = If highest number on die rolled, count as '0'"
    assertThat(roll(FIRE.firepower(Gun.parseMix("2xHMG, 1xMC")), 6, 3, 10)).isEqualTo(3);
    assertThat(roll(FIRE.firepower(Gun.parseMix("2xLMG")), 3, 4)).isEqualTo(3);
    assertThat(FIRE.firepower(Gun.parseMix("1xLVHC")).outcomes().values()).hasSize(20);
  }

  @Test
  void theRobustnessRollPreventsDamageAtTheNumberOrMore() {
    // "Damage Number: # or > on 2d6 to prevent damage"; "EVEN Roll Failure- Engine Damage";
    // "ODD Roll Failure- Airframe Damage"
    var r = AirToAir.robustness(OptionalInt.of(8), 5);
    assertThat(roll(r, 4, 4).damage()).isEqualTo(Damage.NONE);
    assertThat(roll(r, 2, 4).damage()).isEqualTo(Damage.ENGINE);
    assertThat(roll(r, 3, 4).damage()).isEqualTo(Damage.AIRFRAME);
  }

  @Test
  void aCriticallyFailedRobustnessRollDestroys() {
    // "LMG- 5+ lower than 'n' factor aircraft destroyed"; "LVHC, LRHC- 2+ lower"
    var lmg = AirToAir.robustness(OptionalInt.of(8), FIRE.criticalMargin(Gun.parseMix("4xLMG")));
    assertThat(roll(lmg, 1, 2).damage()).isEqualTo(Damage.DESTROYED); // 3: 5 lower
    assertThat(roll(lmg, 2, 2).damage()).isEqualTo(Damage.ENGINE); // 4: 4 lower
    var heavy = AirToAir.robustness(OptionalInt.of(8), FIRE.criticalMargin(Gun.parseMix("1xLRHC")));
    assertThat(roll(heavy, 2, 4).damage()).isEqualTo(Damage.DESTROYED); // 6: 2 lower
    assertThat(roll(heavy, 3, 4).damage()).isEqualTo(Damage.AIRFRAME); // 7: 1 lower
    // the deadliest weapon that hit decides
    assertThat(FIRE.criticalMargin(Gun.parseMix("4xLMG, 1xMC"))).isEqualTo(3);
  }

  @Test
  void doublesOnTheRobustnessRollAreALuckyHit() {
    // "Lucky Hit: if doubles rolled for robustness"
    var r = AirToAir.robustness(OptionalInt.of(8), 5);
    assertThat(roll(r, 4, 4).lucky()).isTrue();
    assertThat(roll(r, 3, 3).lucky()).isTrue();
    assertThat(roll(r, 3, 4).lucky()).isFalse();
    // "-": no damage possible, no roll
    var none = AirToAir.robustness(OptionalInt.empty(), 5);
    assertThat(roll(none).damage()).isEqualTo(Damage.NONE);
  }

  @Test
  void aWholeShotWithScriptedDice() {
    // Veteran Spitfire (8xLMG) at Close range (6+, two columns right) on an R2 Green Bf 109E.
    AirAttack a =
        AirAttack.builder()
            .guns(Gun.parseMix("8xLMG"))
            .range(2)
            .attackerSkill(Skill.VETERAN)
            .targetSkill(Skill.GREEN)
            .attackerAgility(1)
            .targetAgility(0)
            .targetRobustness(2)
            .build();
    assertThat(FIRE.columnShift(a)).isEqualTo(2);
    // to-hit 2+3 +3 = 8 >= 6; firepower 8d4(-): 1,2,3,4(0),1,2,3,4(0) = 12 -> 11-15, two right:
    // 21-25 -> R2 9; robustness 3+3 = 6: 3 lower, even: engine damage, doubles: lucky hit 4+6 = 10
    ShotOutcome o = roll(FIRE.shot(a), 2, 3, 1, 2, 3, 4, 1, 2, 3, 4, 3, 3, 4, 6);
    assertThat(o.result()).isEqualTo(ShotOutcome.Result.ENGINE_DAMAGE);
    assertThat(o.luckyHit()).hasValue(10);
    assertThat(o.ammunitionOut()).isFalse();
    assertThat(FIRE.tables().luckyHit(Role.FIGHTER, "LMG/HMG", 10).heading())
        .isEqualTo("Fuel on Windscreen");
  }

  @Test
  void theShotsExactOddsAddUpAndAgreeWithTheirParts() {
    AirAttack a = attack("2xHMG, 1xMC", 3).attackerSkill(Skill.SKILLED).build();
    Outcomes<ShotOutcome> o = FIRE.shot(a).outcomes();
    Rational total = Rational.ZERO;
    for (Rational p : o.probabilities().values()) {
      total = total.add(p);
    }
    assertThat(total).isEqualTo(Rational.ONE);
    Rational miss = o.probability(x -> x.result() == ShotOutcome.Result.MISS);
    Rational toHitMiss = FIRE.toHit(a).outcomes().probability(t -> !t.hit());
    assertThat(miss).isEqualTo(toHitMiss);
    // Short range 7+, skilled against green +1: a miss is 2d6 <= 5, 10 of 36
    assertThat(toHitMiss).isEqualTo(Rational.of(10, 36));
  }

  @Test
  void badAttacksAreRefusedNamingTheField() {
    assertThatThrownBy(() -> attack("2xHMG", 0).build())
        .hasMessageContaining("range must be 1 to 10");
    assertThatThrownBy(() -> attack("2xHMG", 2).targetRobustness(5).build())
        .hasMessageContaining("R0 to R4");
    assertThatThrownBy(
            () -> AirAttack.builder().guns(List.of()).range(1).targetRobustness(1).build())
        .hasMessageContaining("at least one gun");
    assertThatThrownBy(() -> attack("2xHMG", 2).specialArmor(-1).build())
        .hasMessageContaining("special");
    assertThatThrownBy(() -> Gun.parse("2xLMG/low")).hasMessageContaining("heavy cannon");
    assertThatThrownBy(() -> Gun.parse("twoxLMG")).hasMessageContaining("count 'two'");
    assertThatThrownBy(() -> Gun.parse("2xRAY")).hasMessageContaining("'RAY'");
  }
}
