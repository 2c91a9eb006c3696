package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.table.Cell;
import io.github.dogfight.core.table.RuleTable;
import io.github.dogfight.core.table.TableReader;
import io.github.dogfight.cy6.internal.TableCells;
import java.io.StringReader;
import java.util.EnumSet;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every cell of rules 002's tables, as the table files hold them, against the text of the seed. */
class TablesTest {
  private static final Cy6Tables T = Cy6Tables.standard();

  @Test
  void baseToHitByRange() {
    // "5+ (1 hex) = Point Blank; 6+ (2 hexes) = Close; 7+ (3 hexes) = Short; 9+ (4-6 hexes) =
    // Medium; 11+ (7-10 hexes) = Long"
    int[] base = {0, 5, 6, 7, 9, 9, 9, 11, 11, 11, 11};
    RangeBand[] band = {
      null,
      RangeBand.POINT_BLANK,
      RangeBand.CLOSE,
      RangeBand.SHORT,
      RangeBand.MEDIUM,
      RangeBand.MEDIUM,
      RangeBand.MEDIUM,
      RangeBand.LONG,
      RangeBand.LONG,
      RangeBand.LONG,
      RangeBand.LONG
    };
    for (int hexes = 1; hexes <= 10; hexes++) {
      assertThat(T.baseToHit(hexes)).as("%s hexes", hexes).isEqualTo(base[hexes]);
      assertThat(T.rangeBand(hexes)).isEqualTo(band[hexes]);
    }
    assertThatThrownBy(() -> T.baseToHit(0)).hasMessageContaining("1 to 10 hexes");
    assertThatThrownBy(() -> T.rangeBand(11)).hasMessageContaining("was 11");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        // the seed's lines, minus signs restored where the extraction lost them
        "Head-to-head or Deflection Shot | -2",
        "Target Speed Zero (0) | 2",
        "Low Velocity Weapon (LVC, LVHC) at Medium Range | -2",
        "Low Rate-of-Fire (ROF) Heavy Cannon | -1",
        "Very Low Rate-of-Fire (ROF) Heavy Cannon | -2",
        "Extremely Low Rate-of-Fire (ROF) Heavy Cannon | -3",
        "Gunsight Destroyed | -2",
      })
  void toHitModifiers(String row, int value) {
    assertThat(T.toHitModifier(row)).isEqualTo(value);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        // Aircrew | All | Cannon | Heavy Cannon (B4.5)
        "ACE | 6 | 4+ | 3+",
        "VETERAN | 5+ | 3+ | 2+",
        "SKILLED | 4+ | 2+ | auto",
        "GREEN | 3+ | auto | auto",
      })
  void ammunitionDepletion(Skill skill, String all, String cannon, String heavy) {
    assertThat(T.ammunitionCell(skill, WeaponClass.LMG).text()).isEqualTo(all);
    assertThat(T.ammunitionCell(skill, WeaponClass.HMG).text()).isEqualTo(all);
    assertThat(T.ammunitionCell(skill, WeaponClass.LVC).text()).isEqualTo(cannon);
    assertThat(T.ammunitionCell(skill, WeaponClass.MC).text()).isEqualTo(cannon);
    assertThat(T.ammunitionCell(skill, WeaponClass.LVHC).text()).isEqualTo(heavy);
    assertThat(T.ammunitionCell(skill, WeaponClass.LRHC).text()).isEqualTo(heavy);
  }

  @Test
  void ammunitionCellsReadAsDoubles() {
    // "aircraft out of ammunition type if doubles of noted number rolled in To-Hit roll; auto =
    // automatically out of ammunition for that weapon"
    assertThat(T.outOfAmmunition(Skill.ACE, WeaponClass.HMG, 6)).isTrue();
    assertThat(T.outOfAmmunition(Skill.ACE, WeaponClass.HMG, 5)).isFalse();
    assertThat(T.outOfAmmunition(Skill.ACE, WeaponClass.MC, 4)).isTrue();
    assertThat(T.outOfAmmunition(Skill.ACE, WeaponClass.MC, 3)).isFalse();
    assertThat(T.outOfAmmunition(Skill.GREEN, WeaponClass.LVC, 1)).isTrue();
    assertThat(T.outOfAmmunition(Skill.SKILLED, WeaponClass.LRHC, 1)).isTrue();
    assertThat(T.outOfAmmunition(Skill.VETERAN, WeaponClass.LVHC, 1)).isFalse();
    assertThat(T.outOfAmmunition(Skill.VETERAN, WeaponClass.LVHC, 2)).isTrue();
  }

  @ParameterizedTest(name = "R{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        // T | <1 1-2 3-5 6-10 11-15 16-20 21-25 26-30 31+ (B4.2.3)
        "0 | 5 6 7 8 9 10 11 12 12",
        "1 | 4 5 6 7 8 9 10 11 12",
        "2 | 3 4 5 6 7 8 9 10 11",
        "3 | - 3 4 5 6 7 8 9 10",
        "4 | - - 3 4 5 6 7 8 9",
      })
  void robustnessTable(int robustness, String cells) {
    String[] expected = cells.trim().split(" ", -1);
    int[][] firepowers = {
      {0}, {1, 2}, {3, 4, 5}, {6, 10}, {11, 15}, {16, 20}, {21, 25}, {26, 30}, {31, 99}
    };
    for (int col = 0; col < 9; col++) {
      for (int fp : firepowers[col]) {
        OptionalInt n = T.damageNumber(robustness, fp, 0);
        if (expected[col].equals("-")) {
          assertThat(n).as("R%s at %s", robustness, fp).isEmpty();
        } else {
          assertThat(n).as("R%s at %s", robustness, fp).hasValue(Integer.parseInt(expected[col]));
        }
      }
    }
  }

  @Test
  void columnShiftsMoveAlongTheRowAndStopAtTheEnds() {
    assertThat(T.damageNumber(2, 7, 3)).hasValue(9); // 6-10 three right: 21-25
    assertThat(T.damageNumber(2, 7, -1)).hasValue(5); // one left: 3-5
    assertThat(T.damageNumber(0, 40, 2)).hasValue(12); // past 31+: stays there
    assertThat(T.damageNumber(4, 0, -3)).isEmpty(); // past <1: stays there ("-")
    assertThatThrownBy(() -> T.damageNumber(5, 1, 0)).hasMessageContaining("R0 to R4");
    assertThatThrownBy(() -> T.damageNumber(1, -1, 0)).hasMessageContaining(">= 0");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Point Blank | 3",
        "Close | 2",
        "Short | 1",
        "Medium | 0",
        "Long | -1",
        "Special Weapon | 1",
        "Special Armor | -1",
      })
  void columnShifts(String cause, int columns) {
    assertThat(T.columnShift(cause)).isEqualTo(columns);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        // Weap | Dmg Die | Max Range | low velocity (-2 at Medium) | critical | ammo | lucky hit
        "LMG | 4 | MEDIUM | false | 5 | All | LMG/HMG",
        "HMG | 6 | LONG | false | 4 | All | LMG/HMG",
        "LVC | 10 | MEDIUM | true | 3 | Cannon | Cannon",
        "MC | 10 | LONG | false | 3 | Cannon | Cannon",
        "LVHC | 20 | MEDIUM | true | 2 | Heavy Cannon | Cannon",
        "LRHC | 20 | LONG | false | 2 | Heavy Cannon | Cannon",
      })
  void weapons(
      WeaponClass w,
      int sides,
      RangeBand max,
      boolean lowVelocity,
      int critical,
      String ammunition,
      String lucky) {
    WeaponFacts f = T.weapon(w);
    assertThat(f.sides()).isEqualTo(sides);
    assertThat(f.maxRange()).isEqualTo(max);
    assertThat(f.lowVelocity()).isEqualTo(lowVelocity);
    assertThat(f.critical()).isEqualTo(critical);
    assertThat(f.ammunition()).isEqualTo(ammunition);
    assertThat(f.luckyHit()).isEqualTo(lucky);
  }

  @Test
  void criticalDamageOfAntiAircraft() {
    // "HMG or Light AA- 4+ lower"; "LVC, MC or Med/Heavy AA- 3+ lower"
    assertThat(T.criticalMargin("Light AA")).isEqualTo(4);
    assertThat(T.criticalMargin("Medium AA")).isEqualTo(3);
    assertThat(T.criticalMargin("Heavy AA")).isEqualTo(3);
    assertThat(T.luckyHitWeapon("Light AA")).isEqualTo("LMG/HMG");
    assertThat(T.luckyHitWeapon("Heavy AA")).isEqualTo("Cannon");
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // every cell's heading and codes, as the LUCKY HIT TABLE (B4.2.4) writes them
        "FIGHTER | LMG/HMG | 2 | Pilot Killed | *C",
        "FIGHTER | LMG/HMG | 3 | Pilot Wounded | ",
        "FIGHTER | LMG/HMG | 4 | Gun Damage | *B",
        "FIGHTER | LMG/HMG | 5 | Rudder Jam | *E",
        "FIGHTER | LMG/HMG | 6 | Elevator Hit | ",
        "FIGHTER | LMG/HMG | 7 | Fire | ",
        "FIGHTER | LMG/HMG | 8 | Engine Problems | *D *H",
        "FIGHTER | LMG/HMG | 9 | Wing Problems | *O",
        "FIGHTER | LMG/HMG | 10 | Fuel on Windscreen | *P",
        "FIGHTER | LMG/HMG | 11 | Fuel Tank Leak | *P",
        "FIGHTER | LMG/HMG | 12 | Fuel Tank Explodes | *D *E",
        "FIGHTER | Cannon | 2 | Pilot Killed | *C",
        "FIGHTER | Cannon | 3 | Pilot Killed | ",
        "FIGHTER | Cannon | 4 | Gunsight Destroyed | *O *B",
        "FIGHTER | Cannon | 5 | Rudder Jam | *E",
        "FIGHTER | Cannon | 6 | Elevator Destroyed | *D",
        "FIGHTER | Cannon | 7 | Heavy Fire | *P",
        "FIGHTER | Cannon | 8 | Engine Problems | *H",
        "FIGHTER | Cannon | 9 | Oil on Windscreen | *D",
        "FIGHTER | Cannon | 10 | Engine Critical | ",
        "FIGHTER | Cannon | 11 | Wing Problems | ",
        "FIGHTER | Cannon | 12 | Fuel Tank Explodes | *D *E",
        "BOMBER | LMG/HMG | 2 | Pilot Killed | ",
        "BOMBER | LMG/HMG | 3 | Pilot Wounded | *B",
        "BOMBER | LMG/HMG | 4 | Gun Crew Hit | *P",
        "BOMBER | LMG/HMG | 5 | Gun Crew Hit | *E",
        "BOMBER | LMG/HMG | 6 | Gun Crew Hit | ",
        "BOMBER | LMG/HMG | 7 | Fire | ",
        "BOMBER | LMG/HMG | 8 | Rudder Jam | *D *H",
        "BOMBER | LMG/HMG | 9 | Gun Crew Hit | *O",
        "BOMBER | LMG/HMG | 10 | Engine Problems | ",
        "BOMBER | LMG/HMG | 11 | Fuel Tank Hit/Leak | ",
        "BOMBER | LMG/HMG | 12 | Fuel Tank Explodes | *D *E",
        "BOMBER | Cannon | 2 | Cockpit Crew Killed | *C",
        "BOMBER | Cannon | 3 | Gun Crew Hit | *P",
        "BOMBER | Cannon | 4 | Gun Crew Hit | ",
        "BOMBER | Cannon | 5 | Landing Gear Damaged | *E *O",
        "BOMBER | Cannon | 6 | Heavy Fire | *P",
        "BOMBER | Cannon | 7 | Fire | *D",
        "BOMBER | Cannon | 8 | Fire | *H",
        "BOMBER | Cannon | 9 | Rudder Destroyed | *D",
        "BOMBER | Cannon | 10 | Engine Problems | ",
        "BOMBER | Cannon | 11 | Fuel Tank Hit/Leak | *P",
        "BOMBER | Cannon | 12 | Fuel Tank Explodes | *D *E",
      })
  void luckyHitTable(Role role, String weapon, int roll, String heading, String codes) {
    LuckyHit h = T.luckyHit(role, weapon, roll);
    assertThat(h.heading()).isEqualTo(heading);
    assertThat(h.codes()).isEqualTo(codes == null ? List.of() : List.of(codes.trim().split(" ")));
    assertThat(h.column()).isEqualTo(role.label() + " " + weapon);
    assertThat(h.roll()).isEqualTo(roll);
  }

  @Test
  void luckyHitCellsKeepTheSeedsWords() {
    assertThat(T.luckyHit(Role.FIGHTER, "Cannon", 10).text())
        .isEqualTo(
            "Engine Critical - Aircraft may only move at rate of one for remainder of mission."
                + " Next hit destroys AC.");
    assertThat(T.luckyHit(Role.BOMBER, "Cannon", 6).text())
        .contains("take Aircrew Check minus one (-1) at start of next move to stop fire");
    assertThatThrownBy(() -> T.luckyHit(Role.FIGHTER, "Cannon", 13))
        .hasMessageContaining("lucky hit");
  }

  @Test
  void additionalDamageCodes() {
    assertThat(T.additionalDamageCodes()).containsExactly("*B", "*C", "*D", "*E", "*H", "*O", "*P");
    assertThat(T.additionalDamage("*B").get(0)).isEqualTo("Pilot Blackout");
    assertThat(T.additionalDamage("*C").get(0)).isEqualTo("Possible Collision");
    assertThat(T.additionalDamage("*D").get(1)).contains("firepower of 2d6 (as if from HMG fire)");
    assertThat(T.additionalDamage("*E").get(1)).contains("on 1-3 the weapons explode");
    assertThat(T.additionalDamage("*H").get(1)).contains("No crew may be better than +3");
    assertThat(T.additionalDamage("*O").get(1)).contains("exit the board by dive");
    assertThat(T.additionalDamage("*P").get(0)).isEqualTo("Crew Panic");
  }

  @Test
  void antiAircraftSummary() {
    // Light (to 23mm) | 11* / 12 | 10-11* / 12 | 5 hex | 6d6(-) | S.Low
    AaBattery light = T.battery(AntiAircraft.LIGHT);
    assertThat(light.fighter()).isEqualTo(new AaBattery.AaToHit(11, 11, OptionalInt.of(12), false));
    assertThat(light.bomber()).isEqualTo(new AaBattery.AaToHit(10, 11, OptionalInt.of(12), false));
    assertThat(light.maxRange()).hasValue(5);
    assertThat(light.dice()).isEqualTo(6);
    assertThat(light.sides()).isEqualTo(6);
    assertThat(light.cabs()).containsExactly(Cab.SURFACE_LOW);
    // Medium (24-70mm) | 11* / 12 | 9-10* / 11+ | 10 hex | 4d10(-) | S Low & Low
    AaBattery medium = T.battery(AntiAircraft.MEDIUM);
    assertThat(medium.fighter())
        .isEqualTo(new AaBattery.AaToHit(11, 11, OptionalInt.of(12), false));
    assertThat(medium.bomber()).isEqualTo(new AaBattery.AaToHit(9, 10, OptionalInt.of(11), false));
    assertThat(medium.maxRange()).hasValue(10);
    assertThat(medium.dice()).isEqualTo(4);
    assertThat(medium.sides()).isEqualTo(10);
    assertThat(medium.cabs()).containsExactlyInAnyOrder(Cab.SURFACE_LOW, Cab.LOW);
    // Heavy (71mm+) | 12* (1 hex blast) | 11* / 12 (1 hex blast) | unlim | 2d20(-) | Low-V High
    AaBattery heavy = T.battery(AntiAircraft.HEAVY);
    assertThat(heavy.fighter()).isEqualTo(new AaBattery.AaToHit(12, 12, OptionalInt.empty(), true));
    assertThat(heavy.bomber()).isEqualTo(new AaBattery.AaToHit(11, 11, OptionalInt.of(12), true));
    assertThat(heavy.maxRange()).isEmpty();
    assertThat(heavy.dice()).isEqualTo(2);
    assertThat(heavy.sides()).isEqualTo(20);
    assertThat(heavy.cabs())
        .containsExactlyInAnyOrderElementsOf(EnumSet.range(Cab.LOW, Cab.VERY_HIGH));
  }

  @Test
  void heavyAaPicksItsTargetHexInAdvance() {
    // "2 turns for MEDIUM CAB, 3 turns for HIGH CAB, 4 turns for VERY HIGH CAB and above"
    assertThat(T.heavyAaTargetTurns(Cab.LOW)).isEmpty();
    assertThat(T.heavyAaTargetTurns(Cab.SURFACE_LOW)).isEmpty();
    assertThat(T.heavyAaTargetTurns(Cab.MEDIUM)).hasValue(2);
    assertThat(T.heavyAaTargetTurns(Cab.HIGH)).hasValue(3);
    assertThat(T.heavyAaTargetTurns(Cab.VERY_HIGH)).hasValue(4);
    assertThat(T.heavyAaTargetTurns(Cab.EXTREMELY_HIGH)).hasValue(4);
  }

  @Test
  void surfaceAttackBaseToHit() {
    // "10+ Surface Low CAB, 12+ Low and Medium CAB, 14+ High CAB, 16+ V./Ex. High CAB"
    assertThat(T.surfaceToHit(Cab.SURFACE_LOW)).isEqualTo(10);
    assertThat(T.surfaceToHit(Cab.LOW)).isEqualTo(12);
    assertThat(T.surfaceToHit(Cab.MEDIUM)).isEqualTo(12);
    assertThat(T.surfaceToHit(Cab.HIGH)).isEqualTo(14);
    assertThat(T.surfaceToHit(Cab.VERY_HIGH)).isEqualTo(16);
    assertThat(T.surfaceToHit(Cab.EXTREMELY_HIGH)).isEqualTo(16);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Very Light (<500lb) | -1",
        "Light (500-1500lb) | 0",
        "Med (1501-4000lb) | 1",
        "Heavy (4000lb+) | 2",
        "Dive Bomb/Rocket Attack/Strafing Attack | 1",
        "Point Target | -1",
        "Night Attack | -2",
        "Area Target | 3",
        "Special Equipment & Training (hindering) | -1",
        "Special Equipment & Training (helping) | 1",
        "Torpedo Attack | -1",
        "Small Ship / Surfaced Sub | -1",
        "Large Ship | 1",
      })
  void surfaceAttackModifiers(String row, int value) {
    assertThat(T.surfaceModifier(row)).isEqualTo(value);
  }

  @Test
  void boardExitModifiers() {
    // "2 if exited off Unfriendly Board Edge; 1 if ... Neutral; 1 if aircraft is damaged":
    // penalties
    assertThat(T.exitModifier("Unfriendly Board Edge")).isEqualTo(-2);
    assertThat(T.exitModifier("Neutral Board Edge")).isEqualTo(-1);
    assertThat(T.exitModifier("Friendly Board Edge")).isZero();
    assertThat(T.exitModifier("Damaged")).isEqualTo(-1);
  }

  @Test
  void spotting() {
    assertThat(T.spottingCheckModifier("Spotting formation of 5-9 aircraft")).isEqualTo(1);
    assertThat(T.spottingCheckModifier("Spotting formation of 10+ aircraft")).isEqualTo(2);
    assertThat(T.spottingCheckModifier("Out of the Sun")).isZero();
    assertThat(T.spottingDistance("Out of the Sun")).isEqualTo(Rational.of(1, 4));
    assertThat(T.spottingDistance("Enemy Behind Spotter")).isEqualTo(Rational.of(1, 2));
    assertThat(T.spottingDistance("Behind and Below Spotter")).isEqualTo(Rational.of(1, 4));
    assertThat(T.spottingDistance("Spotting formation of 5-9 aircraft")).isEqualTo(Rational.ONE);
  }

  @Test
  void everyTableCitesTheSeed() {
    assertThat(T.tables()).hasSize(18);
    for (RuleTable<?, ?> t : T.tables()) {
      assertThat(t.citation().source()).as(t.name()).isEqualTo("002_797368bde0db2dcc.txt");
      assertThat(t.citation().section()).as(t.name()).isNotBlank();
    }
  }

  @Test
  void aCellIsPatchedByItsLabelsForAVariant() {
    Cy6Tables v = T.patched(Cy6Tables.COLUMN_SHIFTS, "Point Blank", "Columns", "+1");
    assertThat(v.columnShift("Point Blank")).isEqualTo(1);
    assertThat(T.columnShift("Point Blank")).isEqualTo(3);
    Cy6Tables r = T.patched(Cy6Tables.ROBUSTNESS, "R0", "31+", "11");
    assertThat(r.damageNumber(0, 40, 0)).hasValue(11);
    assertThatThrownBy(() -> T.patched("nope", "a", "b", "1"))
        .hasMessageContaining("no table 'nope'")
        .hasMessageContaining("robustness");
    assertThatThrownBy(() -> T.patched(Cy6Tables.TO_HIT_MODIFIERS, "Night", "To-hit", "1"))
        .hasMessageContaining("Night");
    assertThatThrownBy(
            () -> T.patched(Cy6Tables.TO_HIT_MODIFIERS, "Gunsight Destroyed", "To-hit", "bad"))
        .hasMessageContaining("Gunsight Destroyed")
        .hasMessageContaining("not a number");
  }

  @Test
  void aWholeTableIsSwappedWhenItsAxesKeepTheirKinds() throws Exception {
    RuleTable<String, String> shifts =
        TableReader.read(
            "mine.txt",
            new StringReader(
                """
                table: column shifts
                source: mine
                section: variant
                rows: labels Cause
                columns: labels
                Cause | Columns
                Point Blank | 1
                Close | 1
                Short | 1
                Medium | 0
                Long | -1
                Special Weapon | 1
                Special Armor | -1
                """),
            String.class,
            String.class);
    Cy6Tables v = T.with(shifts);
    assertThat(v.columnShift("Close")).isEqualTo(1);
    assertThat(v.table(Cy6Tables.COLUMN_SHIFTS).citation().source()).isEqualTo("mine");
    RuleTable<Integer, String> wrongKind =
        TableReader.read(
            "bad.txt",
            new StringReader(
                """
                table: column shifts
                source: mine
                section: x
                rows: bands refuse N
                columns: labels
                N | Columns
                1 | 1
                """),
            Integer.class,
            String.class);
    assertThatThrownBy(() -> T.with(wrongKind)).hasMessageContaining("axis kinds");
  }

  @Test
  void cabListsRead() {
    assertThat(TableCells.cabs("x", "S Low & Low"))
        .containsExactlyInAnyOrder(Cab.SURFACE_LOW, Cab.LOW);
    assertThat(TableCells.cabs("x", "Low-V High")).hasSize(4);
    assertThatThrownBy(() -> TableCells.cabs("x", "Space")).hasMessageContaining("'Space'");
    assertThat(Cell.parse("11* / 12").text()).isEqualTo("11* / 12");
  }
}
