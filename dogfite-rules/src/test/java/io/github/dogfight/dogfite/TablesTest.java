package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.PipAdjustment;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every cell of seed 000's tables, against the text of the seed. */
class TablesTest {
  private static final ManeuverTable MANEUVERS = ManeuverTable.standard();

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        // row    | speeds 1..12, as printed in FACING CHANGES / STAY-IN-HEX and Appendix B
        "FACING_1 | auto 0 0 0 0 0 0 1 1 1 1 2",
        "FACING_2 | 0 0 0 0 1 1 1 2 2 2 2 2",
        "FACING_3 | 0 0 1 1 2 2 2 2 3 3 3 X",
        "STAY_IN_HEX | 0 0 0 1 1 1 1 2 2 2 3 3",
      })
  void moveManeuverTable(Maneuver row, String cells) {
    String[] expected = cells.trim().split(" ", -1);
    for (int speed = 1; speed <= 12; speed++) {
      assertThat(MANEUVERS.requirement(row, speed).symbol())
          .as("%s at speed %s", row, speed)
          .isEqualTo(expected[speed - 1]);
    }
    // Assumed: above 12 as at 12, speed 0 as at 1.
    assertThat(MANEUVERS.requirement(row, 15)).isEqualTo(MANEUVERS.requirement(row, 12));
    assertThat(MANEUVERS.requirement(row, 0)).isEqualTo(MANEUVERS.requirement(row, 1));
  }

  @Test
  void seedExampleFacingTwo() {
    // "at a speed of 5 a bet level of 1 is required, at speed 8 a bet level of 2 is needed"
    assertThat(MANEUVERS.requirement(Maneuver.facing(2), 5)).isEqualTo(Requirement.LEVEL_1);
    assertThat(MANEUVERS.requirement(Maneuver.facing(-2), 8)).isEqualTo(Requirement.LEVEL_2);
    assertThat(Requirement.LEVEL_2.level()).hasValue(2);
    assertThat(Requirement.AUTO.level()).isEmpty();
    assertThatThrownBy(() -> Maneuver.facing(4)).hasMessageContaining("1 to 3 hexsides");
    assertThatThrownBy(() -> MANEUVERS.requirement(Maneuver.FACING_1, -1))
        .hasMessageContaining("speed");
    assertThatThrownBy(() -> Requirement.ofLevel(4)).hasMessageContaining("0 to 3");
  }

  @Test
  void maneuverTableCanBePatchedForAVariant() {
    ManeuverTable patched = MANEUVERS.withRequirement(Maneuver.FACING_3, 12, Requirement.LEVEL_3);
    assertThat(patched.requirement(Maneuver.FACING_3, 12)).isEqualTo(Requirement.LEVEL_3);
    assertThat(MANEUVERS.requirement(Maneuver.FACING_3, 12)).isEqualTo(Requirement.IMPOSSIBLE);
    assertThatThrownBy(() -> MANEUVERS.withRequirement(Maneuver.FACING_1, 13, Requirement.AUTO))
        .hasMessageContaining("1 to 12");
  }

  @ParameterizedTest
  @CsvSource({
    // speed, full-level points (0 = x), half-level points (0 = none): "x(2) x(2) 3(1) 3(1) 3(1)
    // 2(1) 2(1) 2(1) 1 1 1 1"
    "1, 0, 2",
    "2, 0, 2",
    "3, 3, 1",
    "4, 3, 1",
    "5, 3, 1",
    "6, 2, 1",
    "7, 2, 1",
    "8, 2, 1",
    "9, 1, 0",
    "10, 1, 0",
    "11, 1, 0",
    "12, 1, 0",
  })
  void climbDiveTable(int speed, int full, int half) {
    ClimbDiveTable t = ClimbDiveTable.standard();
    assertThat(t.fullLevel(speed))
        .isEqualTo(full == 0 ? OptionalInt.empty() : OptionalInt.of(full));
    assertThat(t.halfLevel(speed))
        .isEqualTo(half == 0 ? OptionalInt.empty() : OptionalInt.of(half));
  }

  @Test
  void climbDiveExamplesAndPatches() {
    ClimbDiveTable t = ClimbDiveTable.standard();
    // "An aircraft at speed 6 could pay one point of speed to make a half-level move. On the next
    // turn, it could pay another point of speed (the speed change for its new speed of 5)".
    assertThat(t.halfLevel(6)).hasValue(1);
    assertThat(t.halfLevel(5)).hasValue(1);
    // "one-point ... uses its existing MP roll; two-point ... subtracts one; three-point ... two"
    assertThat(ClimbDiveTable.movementPointReduction(1)).isZero();
    assertThat(ClimbDiveTable.movementPointReduction(2)).isEqualTo(1);
    assertThat(ClimbDiveTable.movementPointReduction(3)).isEqualTo(2);
    assertThatThrownBy(() -> ClimbDiveTable.movementPointReduction(4))
        .hasMessageContaining("1 to 3");
    assertThat(t.fullLevel(20)).hasValue(1);
    assertThat(t.withColumn(9, 1, 1).halfLevel(9)).hasValue(1);
    assertThatThrownBy(() -> t.withColumn(0, 1, 1)).hasMessageContaining("1 to 12");
    assertThatThrownBy(() -> t.fullLevel(-1)).hasMessageContaining("speed");
  }

  @ParameterizedTest
  @CsvSource({
    // level, target, power, speed, min speed: "level 0: roll 2+. level 1: roll 4+, pwr -1. level
    // 2: roll 6+, spd -1, min.spd +1. level 3: roll 9+, spd -2, min.spd +4"
    "0, 2, 0, 0, 0",
    "1, 4, -1, 0, 0",
    "2, 6, 0, -1, 1",
    "3, 9, 0, -2, 4",
  })
  void betLevels(int level, int target, int power, int speed, int minSpeed) {
    BetLevel b = BetLevel.of(level);
    assertThat(b.target()).isEqualTo(target);
    assertThat(b.target(0)).isEqualTo(target);
    assertThat(b.target(2)).isEqualTo(target + 1); // "increased by one" with aerobatics
    assertThat(b.powerModifier()).isEqualTo(power);
    assertThat(b.speedChange()).isEqualTo(speed);
    assertThat(b.minSpeedIncrease()).isEqualTo(minSpeed);
    // "pass a 1, 2, or 3-level bet by three or more ... +1 bonus to that turn's power roll"
    assertThat(b.earnsPowerBonus(3)).isEqualTo(level >= 1);
    assertThat(b.earnsPowerBonus(2)).isFalse();
  }

  @Test
  void aerobaticPointLimitExample() {
    // "A facing change with an bet level of one allows the use of one Aerobic Point. If the pilot
    // had a +1 flying skill (or the aircraft a +1 aerobic rating) then two Aerobic Points could be
    // used."
    assertThat(BetLevel.of(1).maxAerobaticPoints(0, 0)).isEqualTo(1);
    assertThat(BetLevel.of(1).maxAerobaticPoints(1, 0)).isEqualTo(2);
    assertThat(BetLevel.of(1).maxAerobaticPoints(0, 1)).isEqualTo(2);
    assertThat(BetLevel.of(0).maxAerobaticPoints(-1, 0)).isZero();
    assertThatThrownBy(() -> BetLevel.of(4)).hasMessageContaining("0 to 3");
  }

  @ParameterizedTest
  @CsvSource({
    // roll, edge, move, speed, stress (99 = none): the failure table of seed 000
    "-5, 6, 3, 2, -2", "-4, 5, 3, 2, -1", "-3, 4, 3, 1, -1", "-2, 4, 3, 1, 0", "-1, 3, 3, 1, 0",
    "0, 2, 2, 1, 0", "1, 2, 2, 1, 99", "2, 1, 2, 0, 99", "3, 1, 1, 0, 99", "4, 0, 1, 0, 99",
    "9, 0, 1, 0, 99", "-8, 6, 3, 2, -2",
  })
  void betFailureTable(int roll, int edge, int move, int speed, int stress) {
    FailureResult r = BetFailureTable.standard().result(roll);
    assertThat(r.edgeLoss()).isEqualTo(edge);
    assertThat(r.moveReduction()).isEqualTo(move);
    assertThat(r.speedLoss()).isEqualTo(speed);
    assertThat(r.stressModifier())
        .isEqualTo(stress == 99 ? OptionalInt.empty() : OptionalInt.of(stress));
  }

  @Test
  void failureTablePatch() {
    FailureResult gentle = new FailureResult(0, 0, 0, OptionalInt.empty());
    assertThat(BetFailureTable.standard().withColumn(-5, gentle).result(-7)).isEqualTo(gentle);
    assertThatThrownBy(() -> BetFailureTable.standard().withColumn(5, gentle))
        .hasMessageContaining("-5 to 4");
    DogfiteTables t = DogfiteTables.standard();
    assertThat(t.withFailure(BetFailureTable.standard().withColumn(0, gentle)).failure().result(0))
        .isEqualTo(gentle);
    assertThat(t.withClimbDive(ClimbDiveTable.standard()).maneuvers()).isSameAs(t.maneuvers());
    assertThat(t.withManeuvers(MANEUVERS).maneuvers()).isSameAs(MANEUVERS);
  }

  @ParameterizedTest
  @CsvSource({
    // "< 0 = destroyed, 0-1 = fill current & next set, 2-3 = fill current set, 4+ = none"
    "-3, DESTROYED", "-1, DESTROYED", "0, FILL_CURRENT_AND_NEXT", "1, FILL_CURRENT_AND_NEXT",
    "2, FILL_CURRENT", "3, FILL_CURRENT", "4, NONE", "12, NONE",
  })
  void stressTable(int roll, StressResult expected) {
    assertThat(StressResult.of(roll)).isEqualTo(expected);
  }

  @ParameterizedTest
  @CsvSource({
    // "If at min.speed: 1 = spin, 2 - 3 = stall, 4+ = no effect. If below min.speed: 1 - 3 =
    // spin, 4 - 6 = stall."
    "0, false, SPIN", "1, false, SPIN", "2, false, STALL", "3, false, STALL", "4, false, NONE",
    "6, false, NONE", "1, true, SPIN", "3, true, SPIN", "4, true, STALL", "6, true, STALL",
    "8, true, STALL",
  })
  void stallSpinTable(int roll, boolean below, StallResult expected) {
    assertThat(StallResult.of(roll, below)).isEqualTo(expected);
  }

  @ParameterizedTest
  @CsvSource({
    // "1 = -2, 2 = -1, 3 - 4 = 0, 5 - 6 = +1, 7 - 8 = +2, 9+ = +3"
    "0, -2",
    "1, -2",
    "2, -1",
    "3, 0",
    "4, 0",
    "5, 1",
    "6, 1",
    "7, 2",
    "8, 2",
    "9, 3",
    "14, 3",
  })
  void initiativeSpeedModifiers(int speed, int modifier) {
    assertThat(SpeedTables.initiativeModifier(speed)).isEqualTo(modifier);
  }

  @ParameterizedTest
  @CsvSource({
    // "< 4 = 0 MP, 4 - 9 = 1 MP, 10+= 2 MP"
    "0, 0",
    "3, 0",
    "4, 1",
    "9, 1",
    "10, 2",
    "18, 2",
  })
  void movementPointThresholds(int sum, int mp) {
    assertThat(SpeedTables.movementPoints(sum)).isEqualTo(mp);
  }

  @ParameterizedTest
  @CsvSource({
    // power / drag: "a roll > 2 gains one point of speed, and a roll > 6 gains two points"
    "0, 0",
    "2, 0",
    "3, 1",
    "6, 1",
    "7, 2",
    "9, 2",
  })
  void powerAndDragRolls(int roll, int change) {
    assertThat(SpeedTables.speedChange(roll)).isEqualTo(change);
  }

  @ParameterizedTest
  @CsvSource({
    "2, ENGINE_DESTROYED",
    "3, CONTROL_DAMAGE_2",
    "4, ENGINE_HIT_2",
    "5, ENGINE_HIT_1",
    "6, CONTROL_DAMAGE_1",
    "7, STRUCTURAL_CURRENT",
    "8, STRUCTURAL_CURRENT",
    "9, STRUCTURAL_CURRENT_AND_NEXT",
    "10, WOUNDED_1",
    "11, WOUNDED_3",
    "12, PILOT_KILLED",
  })
  void criticalTable(int roll, CriticalEffect effect) {
    assertThat(CriticalEffect.of(roll)).isEqualTo(effect);
  }

  @Test
  void criticalEffectModifiers() {
    assertThat(CriticalEffect.CONTROL_DAMAGE_2.betModifier()).isEqualTo(-2); // "-2 to bet tests"
    assertThat(CriticalEffect.CONTROL_DAMAGE_1.betModifier()).isEqualTo(-1);
    assertThat(CriticalEffect.ENGINE_HIT_2.powerModifier()).isEqualTo(-2); // "-2 to power rolls"
    assertThat(CriticalEffect.ENGINE_HIT_1.powerModifier()).isEqualTo(-1);
    assertThat(CriticalEffect.WOUNDED_1.skillModifier()).isEqualTo(-1); // "-1 to all skills"
    assertThat(CriticalEffect.WOUNDED_3.skillModifier()).isEqualTo(-3);
    assertThat(CriticalEffect.ENGINE_DESTROYED.isEngine()).isTrue();
    assertThat(CriticalEffect.PILOT_KILLED.isEngine()).isFalse();
    assertThatThrownBy(() -> CriticalEffect.of(13)).hasMessageContaining("2 to 12");
  }

  @ParameterizedTest
  @CsvSource({
    // "Adjust for shooting skill: -1 = five hits, +1 = three hits, +2 = two hits" (0: four)
    "-2, 5",
    "-1, 5",
    "0, 4",
    "1, 3",
    "2, 2",
    "3, 2",
  })
  void hitsPerCritical(int shooting, int hits) {
    assertThat(Criticals.hitsPerCritical(shooting)).isEqualTo(hits);
    assertThat(Criticals.criticalHits(2 * hits + 1, shooting)).isEqualTo(2);
  }

  @Test
  void pipAdjustmentsAndEngineFires() {
    assertThat(Criticals.pipAdjustment(0)).isEqualTo(PipAdjustment.NONE);
    assertThat(Criticals.pipAdjustment(1)).isEqualTo(PipAdjustment.SUBTRACT_ONE);
    assertThat(Criticals.pipAdjustment(2)).isEqualTo(PipAdjustment.ADD_OR_SUBTRACT_ONE);
    // "Roll 1d6: 1-3 = Aircraft smokes"; later rolls: "Result of 1 ... means the aircraft is on
    // fire"
    assertThat(Criticals.smokes(3)).isTrue();
    assertThat(Criticals.smokes(4)).isFalse();
    assertThat(Criticals.catchesFire(1)).isTrue();
    assertThat(Criticals.catchesFire(2)).isFalse();
  }

  @Test
  void gunneryAndRanges() {
    // "2d6 -10 plus the current edge", "½-hex = -5, 1 hex = -10"
    assertThat(Gunnery.hits(12, 6, 1, 1, Range.HALF_HEX)).isEqualTo(12 - 10 + 6 + 1 + 1 - 5);
    assertThat(Gunnery.hits(2, 1, 0, 0, Range.ONE_HEX)).isZero();
    assertThat(Range.parse("half")).isEqualTo(Range.HALF_HEX);
    assertThat(Range.parse("One")).isEqualTo(Range.ONE_HEX);
    assertThatThrownBy(() -> Range.parse("two")).hasMessageContaining("choose half or one");
  }
}
