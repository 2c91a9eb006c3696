package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.PipAdjustment;
import io.github.dogfight.core.table.Cell;
import io.github.dogfight.core.table.Labels;
import io.github.dogfight.core.table.RuleTable;
import io.github.dogfight.core.table.TableReader;
import io.github.dogfight.dogfite.internal.Gunnery;
import java.io.StringReader;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every cell of rules 000's tables, as the table files hold them, against the text of the seed. */
class TablesTest {
  private static final DogfiteTables T = DogfiteTables.standard();

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
      assertThat(T.requirement(row, speed).symbol())
          .as("%s at speed %s", row, speed)
          .isEqualTo(expected[speed - 1]);
      assertThat(T.maneuvers().cell(row.label(), speed).text()).isEqualTo(expected[speed - 1]);
    }
    // Assumed: above 12 as at 12, speed 0 as at 1.
    assertThat(T.requirement(row, 15)).isEqualTo(T.requirement(row, 12));
    assertThat(T.requirement(row, 0)).isEqualTo(T.requirement(row, 1));
  }

  @Test
  void seedExampleFacingTwo() {
    // "at a speed of 5 a bet level of 1 is required, at speed 8 a bet level of 2 is needed"
    assertThat(T.requirement(Maneuver.facing(2), 5)).isEqualTo(Requirement.LEVEL_1);
    assertThat(T.requirement(Maneuver.facing(-2), 8)).isEqualTo(Requirement.LEVEL_2);
    assertThat(Requirement.LEVEL_2.level()).hasValue(2);
    assertThat(Requirement.AUTO.level()).isEmpty();
    assertThatThrownBy(() -> Maneuver.facing(4)).hasMessageContaining("1 to 3 hexsides");
    assertThatThrownBy(() -> Requirement.ofLevel(4)).hasMessageContaining("0 to 3");
  }

  @Test
  void aCellIsPatchedByItsLabelsForAVariant() {
    DogfiteTables patched = T.patched(DogfiteTables.MANEUVERS, "facing 3", "12", "3");
    assertThat(patched.requirement(Maneuver.FACING_3, 12)).isEqualTo(Requirement.LEVEL_3);
    assertThat(T.requirement(Maneuver.FACING_3, 12)).isEqualTo(Requirement.IMPOSSIBLE);
    assertThat(patched).isNotEqualTo(T);
    assertThat(T.patched(DogfiteTables.MANEUVERS, "facing 3", "12", "X")).isEqualTo(T);
    assertThatThrownBy(() -> T.patched(DogfiteTables.MANEUVERS, "facing 4", "12", "3"))
        .hasMessageContaining("facing 4");
    assertThatThrownBy(() -> T.patched(DogfiteTables.MANEUVERS, "facing 1", "13", "3"))
        .hasMessageContaining("13");
    assertThatThrownBy(() -> T.patched(DogfiteTables.MANEUVERS, "facing 1", "12", "9"))
        .hasMessageContaining("move / maneuver")
        .hasMessageContaining("facing 1 / 12")
        .hasMessageContaining("auto, a level 0 to 3, or X");
    assertThatThrownBy(() -> T.patched("robustness", "R0", "1", "5"))
        .hasMessageContaining("no Dogfite! table is called 'robustness'")
        .hasMessageContaining("bet failure");
  }

  @Test
  void aWholeTableIsSwappedByName() throws Exception {
    RuleTable<?, ?> gentle =
        TableReader.read(
            "gentle-failure.txt",
            new StringReader(
                T.betFailure()
                    .toText()
                    .replace(
                        "move | -3 | -3 | -3 | -3 | -3 | -2 | -2 | -2 | -1 | -1",
                        "move | -1 | -1 | -1 | -1 | -1 | -1 | -1 | -1 | -1 | -1")),
            String.class,
            Integer.class);
    DogfiteTables variant = T.with(gentle);
    assertThat(variant.failure(-5).moveReduction()).isEqualTo(1);
    assertThat(variant.failure(-5).edgeLoss()).isEqualTo(6);
    assertThat(T.failure(-5).moveReduction()).isEqualTo(3);
    assertThatThrownBy(() -> T.with(T.stressTable().with(4, "Result", Cell.parse("crumbles"))))
        .hasMessageContaining("stress")
        .hasMessageContaining("crumbles")
        .hasMessageContaining("destroyed");
  }

  @Test
  void everyTableIsNamedAndCitedToTheSeed() throws Exception {
    assertThat(T.all())
        .extracting(RuleTable::name)
        .containsExactly(
            DogfiteTables.MANEUVERS,
            DogfiteTables.CLIMB_DIVE,
            DogfiteTables.BET_LEVELS,
            DogfiteTables.BET_FAILURE,
            DogfiteTables.STRESS,
            DogfiteTables.STALL_SPIN,
            DogfiteTables.INITIATIVE,
            DogfiteTables.MOVEMENT_POINTS,
            DogfiteTables.SPEED_ROLLS,
            DogfiteTables.CRITICAL_HITS,
            DogfiteTables.SHOOTING_SKILL,
            DogfiteTables.ENGINE_TROUBLE);
    for (RuleTable<?, ?> t : T.all()) {
      assertThat(t.citation().source()).isEqualTo("000_e2a400c171fcfea3.txt");
      assertThat(t.citation().section()).isNotBlank();
      // Written out and read back, each table is the same table.
      boolean labelledRows = t.rows() instanceof Labels;
      StringReader text = new StringReader(t.toText());
      RuleTable<?, ?> back =
          labelledRows
              ? TableReader.read(t.name(), text, String.class, Integer.class)
              : TableReader.read(t.name(), text, Integer.class, String.class);
      assertThat(T.with(back)).isEqualTo(T);
    }
  }

  @Test
  void tablesAreEqualByTheirContentsAndHashAsTheirListOfTables() {
    // Equal tables (a read-back copy) hash alike, and the hash is the list of tables' own, so a
    // variant differs from the seed's in both (rule sets and caches may key on the tables).
    DogfiteTables copy = T.with(T.stressTable());
    assertThat(copy).isEqualTo(T).hasSameHashCodeAs(T);
    assertThat(T.hashCode()).isEqualTo(T.all().hashCode());
    DogfiteTables variant =
        T.with(T.stressTable().with(4, "Result", Cell.parse("fill current set")));
    assertThat(variant).isNotEqualTo(T);
    assertThat(variant.hashCode()).isEqualTo(variant.all().hashCode()).isNotEqualTo(T.hashCode());
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
    assertThat(T.fullLevel(speed))
        .isEqualTo(full == 0 ? OptionalInt.empty() : OptionalInt.of(full));
    assertThat(T.halfLevel(speed))
        .isEqualTo(half == 0 ? OptionalInt.empty() : OptionalInt.of(half));
    assertThat(T.climbDive().cell("full level", speed).text())
        .isEqualTo(full == 0 ? "x" : Integer.toString(full));
  }

  @Test
  void climbDiveExamplesAndPatches() {
    // "An aircraft at speed 6 could pay one point of speed to make a half-level move. On the next
    // turn, it could pay another point of speed (the speed change for its new speed of 5)".
    assertThat(T.halfLevel(6)).hasValue(1);
    assertThat(T.halfLevel(5)).hasValue(1);
    assertThat(T.fullLevel(20)).hasValue(1);
    assertThat(T.fullLevel(0)).isEmpty();
    assertThat(T.patched(DogfiteTables.CLIMB_DIVE, "half level", "9", "1").halfLevel(9))
        .hasValue(1);
    assertThatThrownBy(() -> T.patched(DogfiteTables.CLIMB_DIVE, "full level", "9", "4"))
        .hasMessageContaining("points 1 to 3");
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
    BetLevel b = T.betLevel(level);
    assertThat(b.level()).isEqualTo(level);
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
    assertThat(BetLevel.maxAerobaticPoints(1, 0, 0)).isEqualTo(1);
    assertThat(BetLevel.maxAerobaticPoints(1, 1, 0)).isEqualTo(2);
    assertThat(BetLevel.maxAerobaticPoints(1, 0, 1)).isEqualTo(2);
    assertThat(BetLevel.maxAerobaticPoints(0, -1, 0)).isZero();
    assertThatThrownBy(() -> T.betLevel(4)).hasMessageContaining("0 to 3");
  }

  @ParameterizedTest
  @CsvSource({
    // roll, edge, move, speed, stress (99 = none): the failure table of rules 000
    "-5, 6, 3, 2, -2", "-4, 5, 3, 2, -1", "-3, 4, 3, 1, -1", "-2, 4, 3, 1, 0", "-1, 3, 3, 1, 0",
    "0, 2, 2, 1, 0", "1, 2, 2, 1, 99", "2, 1, 2, 0, 99", "3, 1, 1, 0, 99", "4, 0, 1, 0, 99",
    "9, 0, 1, 0, 99", "-8, 6, 3, 2, -2",
  })
  void betFailureTable(int roll, int edge, int move, int speed, int stress) {
    FailureResult r = T.failure(roll);
    assertThat(r.edgeLoss()).isEqualTo(edge);
    assertThat(r.moveReduction()).isEqualTo(move);
    assertThat(r.speedLoss()).isEqualTo(speed);
    assertThat(r.stressModifier())
        .isEqualTo(stress == 99 ? OptionalInt.empty() : OptionalInt.of(stress));
  }

  @ParameterizedTest
  @CsvSource({
    // "< 0 = destroyed, 0-1 = fill current & next set, 2-3 = fill current set, 4+ = none"
    "-3, DESTROYED",
    "-1, DESTROYED",
    "0, FILL_CURRENT_AND_NEXT",
    "1, FILL_CURRENT_AND_NEXT",
    "2, FILL_CURRENT",
    "3, FILL_CURRENT",
    "4, NONE",
    "12, NONE",
    "-90, DESTROYED",
    "90, NONE",
  })
  void stressTable(int roll, StressResult expected) {
    assertThat(T.stress(roll)).isEqualTo(expected);
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
    assertThat(T.stall(roll, below)).isEqualTo(expected);
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
    assertThat(T.initiativeModifier(speed)).isEqualTo(modifier);
  }

  @ParameterizedTest
  @CsvSource({
    // "< 4 = 0 MP, 4 - 9 = 1 MP, 10+= 2 MP"
    "-2, 0",
    "0, 0",
    "3, 0",
    "4, 1",
    "9, 1",
    "10, 2",
    "18, 2",
  })
  void movementPointThresholds(int sum, int mp) {
    assertThat(T.movementPoints(sum)).isEqualTo(mp);
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
    assertThat(T.speedPoints(roll)).isEqualTo(change);
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
    assertThat(T.critical(roll)).isEqualTo(effect);
    assertThat(T.criticalTable().cell(roll, "Effect").text()).isEqualTo(effect.label());
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
    assertThatThrownBy(() -> T.critical(13))
        .hasMessageContaining("critical hits")
        .hasMessageContaining("13");
    assertThatThrownBy(() -> T.critical(1)).hasMessageContaining("1");
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
    assertThat(T.hitsPerCritical(shooting)).isEqualTo(hits);
    assertThat(T.criticalHits(2 * hits + 1, shooting)).isEqualTo(2);
  }

  @Test
  void pipAdjustmentsAndEngineFires() {
    // "+1 pilots may subtract one pip from a die to obtain doubles, +2 pilots may add OR subtract"
    assertThat(T.pipAdjustment(-1)).isEqualTo(PipAdjustment.NONE);
    assertThat(T.pipAdjustment(0)).isEqualTo(PipAdjustment.NONE);
    assertThat(T.pipAdjustment(1)).isEqualTo(PipAdjustment.SUBTRACT_ONE);
    assertThat(T.pipAdjustment(2)).isEqualTo(PipAdjustment.ADD_OR_SUBTRACT_ONE);
    // "Roll 1d6: 1-3 = Aircraft smokes"; later rolls: "Result of 1 ... means the aircraft is on
    // fire"
    for (int d6 = 1; d6 <= 6; d6++) {
      assertThat(T.smokes(d6)).as("smokes on %s", d6).isEqualTo(d6 <= 3);
      assertThat(T.catchesFire(d6)).as("fire on %s", d6).isEqualTo(d6 == 1);
    }
    assertThatThrownBy(() -> T.smokes(7)).hasMessageContaining("engine trouble");
  }

  @Test
  void gunneryAndRanges() {
    // "2d6 -10 plus the current edge", "½-hex = -5, 1 hex = -10"
    assertThat(Gunnery.hits(12, 6, 1, 1, Range.HALF_HEX)).isEqualTo(12 - 10 + 6 + 1 + 1 - 5);
    assertThat(Gunnery.hits(2, 1, 0, 0, Range.ONE_HEX)).isZero();
    assertThat(Gunnery.hits(7, 4, 0, 0, Range.ZERO)).isEqualTo(1);
    assertThat(Range.parse("half")).isEqualTo(Range.HALF_HEX);
    assertThat(Range.parse("One")).isEqualTo(Range.ONE_HEX);
    assertThat(Range.parse("zero")).isEqualTo(Range.ZERO);
    assertThatThrownBy(() -> Range.parse("two")).hasMessageContaining("choose zero, half or one");
  }
}
