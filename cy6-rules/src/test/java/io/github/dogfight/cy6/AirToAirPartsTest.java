package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.odds.Outcomes;
import org.junit.jupiter.api.Test;

/**
 * The parts of an air-to-air shot (rules 002, B4): the to-hit modifiers every gun shares ("+n
 * Aircrew Skill", agility, attacker's less target's), the Robustness Table's column shifts ("Right-
 * Pt. Blank/Close/Short Range, Special Weapon (cumulative)"; "Left- Long Range, Special Armor
 * (cumulative)") and the Lucky Hit Table's weapon column.
 */
class AirToAirPartsTest {
  private static final AirToAir FIRE = AirToAir.standard();

  private static AirAttack.Builder attack(int range) {
    return AirAttack.builder().guns(Gun.parseMix("4xHMG")).range(range).targetRobustness(2);
  }

  @Test
  void theCommonModifierIsSkillAndAgilityAttackerLessTarget() {
    assertThat(FIRE.commonModifier(attack(3).build())).isZero();
    assertThat(
            FIRE.commonModifier(
                attack(3)
                    .attackerSkill(Skill.ACE)
                    .targetSkill(Skill.SKILLED)
                    .attackerAgility(2)
                    .targetAgility(1)
                    .otherModifier(-1)
                    .build()))
        .isEqualTo(3 - 1 + 2 - 1 - 1);
  }

  /**
   * The counts are the module's assumption (column-shifts.txt): Short +1, Long -1, each special
   * weapon +1, each special armor -1; a variant's table with 2 a special weapon doubles them.
   */
  @Test
  void columnShiftsAddUp() {
    assertThat(FIRE.columnShift(attack(3).build())).isEqualTo(1);
    assertThat(FIRE.columnShift(attack(3).specialWeapons(2).specialArmor(1).build()))
        .isEqualTo(1 + 2 - 1);
    AirToAir heavy =
        new AirToAir(
            Cy6Tables.standard()
                .patched("column shifts", "Special Weapon", "Columns", "+2")
                .patched("column shifts", "Special Armor", "Columns", "-3"));
    assertThat(heavy.columnShift(attack(3).specialWeapons(3).specialArmor(2).build()))
        .isEqualTo(1 + 6 - 6);
  }

  @Test
  void anyCannonTakesTheCannonColumn() {
    assertThat(FIRE.luckyHitColumn(Gun.parseMix("4xHMG,2xLMG"))).isEqualTo("LMG/HMG");
    assertThat(FIRE.luckyHitColumn(Gun.parseMix("4xHMG,2xMC"))).isEqualTo("Cannon");
    assertThat(FIRE.luckyHitColumn(Gun.parseMix("1xLVHC"))).isEqualTo("Cannon");
    assertThat(FIRE.criticalMargin(Gun.parseMix("4xHMG,2xMC")))
        .isEqualTo(
            Math.min(
                Cy6Tables.standard().weapon(WeaponClass.HMG).critical(),
                Cy6Tables.standard().weapon(WeaponClass.MC).critical()));
  }

  /** A miss that ran a weapon out of ammunition says so. */
  @Test
  void aMissCanStillRunOutOfAmmunition() {
    Outcomes<ShotOutcome> o = FIRE.shot(attack(3).build()).outcomes();
    assertThat(o.probability(x -> x.result() == ShotOutcome.Result.MISS && x.ammunitionOut()))
        .isGreaterThan(io.github.dogfight.core.odds.Rational.ZERO);
    assertThat(o.probability(x -> x.result() == ShotOutcome.Result.MISS && !x.ammunitionOut()))
        .isGreaterThan(io.github.dogfight.core.odds.Rational.ZERO);
  }
}
