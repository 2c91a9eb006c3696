package io.github.dogfight.cy6;

import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.table.Cell;
import io.github.dogfight.core.table.RuleTable;
import io.github.dogfight.core.table.Shift;
import io.github.dogfight.core.table.TableLookupException;
import io.github.dogfight.cy6.internal.TableCells;
import io.github.dogfight.cy6.internal.TableFiles;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * The tables of rules 002 as data: each a core {@link RuleTable} read from a file under {@code
 * src/main/resources/io/github/dogfight/cy6/tables/} with its citation and a comment saying what is
 * restored (the minus signs the text lost) or assumed, decoded once into lookups. Every lookup a
 * rule of this module makes goes through here, so a variant patches a cell and the rules follow.
 *
 * <pre>{@code
 * Cy6Tables t = Cy6Tables.standard();
 * t.damageNumber(2, 7, 0);                                   // OptionalInt[6]: R2, 6-10
 * t.damageNumber(2, 7, 3);                                   // OptionalInt[9]: 3 columns right
 * Cy6Tables variant = t.patched("robustness", "R0", "31+", "11");
 * }</pre>
 *
 * <p>The tables, by name: {@value #TO_HIT}, {@value #TO_HIT_MODIFIERS}, {@value #AMMUNITION},
 * {@value #ROBUSTNESS}, {@value #COLUMN_SHIFTS}, {@value #WEAPONS}, {@value #CRITICAL_DAMAGE},
 * {@value #WEAPON_CLASSES}, {@value #LUCKY_HIT}, {@value #ADDITIONAL_DAMAGE}, {@value
 * #ANTI_AIRCRAFT}, {@value #HEAVY_AA_TARGET_HEX}, {@value #SURFACE_ATTACK}, {@value
 * #SURFACE_ATTACK_MODIFIERS}, {@value #BOARD_EXIT}, {@value #SPOTTING}, {@value #MANEUVER_TYPES},
 * {@value #ALTITUDE}.
 */
public final class Cy6Tables {
  /** Base to-hit by range (B4.0). */
  public static final String TO_HIT = "to-hit";

  /** To-hit modifiers (B4.0), signs restored. */
  public static final String TO_HIT_MODIFIERS = "to-hit modifiers";

  /** Ammunition Depletion Table (B4.5). */
  public static final String AMMUNITION = "ammunition depletion";

  /** Robustness Table (B4.2.3). */
  public static final String ROBUSTNESS = "robustness";

  /** Column shifts of the Robustness Table (counts are an assumption). */
  public static final String COLUMN_SHIFTS = "column shifts";

  /** Air-to-air weapons firepower and range summary. */
  public static final String WEAPONS = "weapons";

  /** Critical damage: how far below the damage number destroys, by weapon. */
  public static final String CRITICAL_DAMAGE = "critical damage";

  /** Each weapon's ammunition and Lucky Hit columns (an assumption). */
  public static final String WEAPON_CLASSES = "weapon classes";

  /** Lucky Hit Table (B4.2.4). */
  public static final String LUCKY_HIT = "lucky hit";

  /** Additional damage codes. */
  public static final String ADDITIONAL_DAMAGE = "additional damage";

  /** Anti-aircraft summary (C5.0). */
  public static final String ANTI_AIRCRAFT = "anti-aircraft";

  /** Heavy AA target hex picked in advance (C5.0). */
  public static final String HEAVY_AA_TARGET_HEX = "heavy AA target hex";

  /** Surface attack base to-hit (C3.0). */
  public static final String SURFACE_ATTACK = "surface attack";

  /** Surface attack modifiers (C3.0), signs restored. */
  public static final String SURFACE_ATTACK_MODIFIERS = "surface attack modifiers";

  /** Board exit Aircrew Check modifiers (A7.2), signs restored. */
  public static final String BOARD_EXIT = "board exit";

  /** Spotting modifiers (C4.0). */
  public static final String SPOTTING = "spotting";

  /** What each maneuver type does to altitude and speed (an assumption). */
  public static final String MANEUVER_TYPES = "maneuver types";

  /** The CAB of each tactical altitude level (an assumption). */
  public static final String ALTITUDE = "altitude";

  /** The {@value #ALTITUDE} table's column saying where *O rolls. */
  private static final String MEDIUM_TOP = "Medium-Top or above";

  private static final List<String> NAMES =
      List.of(
          TO_HIT,
          TO_HIT_MODIFIERS,
          AMMUNITION,
          ROBUSTNESS,
          COLUMN_SHIFTS,
          WEAPONS,
          CRITICAL_DAMAGE,
          WEAPON_CLASSES,
          LUCKY_HIT,
          ADDITIONAL_DAMAGE,
          ANTI_AIRCRAFT,
          HEAVY_AA_TARGET_HEX,
          SURFACE_ATTACK,
          SURFACE_ATTACK_MODIFIERS,
          BOARD_EXIT,
          SPOTTING,
          MANEUVER_TYPES,
          ALTITUDE);

  private static final Cy6Tables STANDARD = load();

  private final Map<String, RuleTable<?, ?>> tables;
  private final int[] baseToHit = new int[11];
  private final RangeBand[] bands = new RangeBand[11];
  private final Map<WeaponClass, WeaponFacts> weapons = new EnumMap<>(WeaponClass.class);
  private final Map<AntiAircraft, AaBattery> batteries = new EnumMap<>(AntiAircraft.class);
  private final int topTal;

  private Cy6Tables(Map<String, RuleTable<?, ?>> tables) {
    this.tables = Collections.unmodifiableMap(new LinkedHashMap<>(tables));
    for (String name : NAMES) {
      if (!tables.containsKey(name)) {
        throw new IllegalArgumentException("table '" + name + "' is missing");
      }
    }
    decode();
    this.topTal = findTopTal();
  }

  /**
   * The seed's tables, as shipped.
   *
   * @return the seed's tables, as shipped
   */
  public static Cy6Tables standard() {
    return STANDARD;
  }

  private static Cy6Tables load() {
    return new Cy6Tables(TableFiles.read());
  }

  /**
   * Every table, in the order listed above.
   *
   * @return every table, in the order listed above
   */
  public List<RuleTable<?, ?>> tables() {
    return List.copyOf(tables.values());
  }

  /**
   * The table called {@code name}.
   *
   * @param name the table's name
   * @return the table
   * @throws IllegalArgumentException listing the names
   */
  public RuleTable<?, ?> table(String name) {
    RuleTable<?, ?> t = tables.get(name);
    if (t == null) {
      throw unknown(name);
    }
    return t;
  }

  /**
   * These tables with one cell replaced, the row and column named by their labels as written (for
   * example {@code patched("column shifts", "Point Blank", "Columns", "+1")}).
   *
   * @param table the table's name
   * @param row the row's label
   * @param column the column's label
   * @param cell the new cell, in the table's grammar
   * @return the new tables
   * @throws IllegalArgumentException naming the table, row, column or cell when one is unknown or
   *     the new cell does not fit the table
   */
  public Cy6Tables patched(String table, String row, String column, String cell) {
    return with(table(table).withCellAt(row, column, Cell.parse(cell)));
  }

  /**
   * These tables with the table of the same name replaced by {@code replacement}: its axes must
   * have the kinds of the seed's table (labels or bands), and it is decoded at once.
   *
   * @param replacement the new table
   * @return the new tables
   * @throws IllegalArgumentException naming the table when its name is unknown or a cell does not
   *     fit
   */
  public Cy6Tables with(RuleTable<?, ?> replacement) {
    Objects.requireNonNull(replacement, "replacement");
    RuleTable<?, ?> old = table(replacement.name());
    if (old.rows().getClass() != replacement.rows().getClass()
        || old.columns().getClass() != replacement.columns().getClass()) {
      throw new IllegalArgumentException(
          "table '"
              + replacement.name()
              + "' must keep the axis kinds of the seed's table: rows "
              + old.rows().header()
              + ", columns "
              + old.columns().header());
    }
    Map<String, RuleTable<?, ?>> m = new LinkedHashMap<>(tables);
    m.put(replacement.name(), replacement);
    try {
      return new Cy6Tables(m);
    } catch (TableLookupException | ClassCastException e) {
      throw new IllegalArgumentException(
          "table '" + replacement.name() + "' does not fit: " + e.getMessage(), e);
    }
  }

  private static IllegalArgumentException unknown(String name) {
    return new IllegalArgumentException(
        "no table '" + name + "'; tables: " + String.join(", ", NAMES));
  }

  @SuppressWarnings("unchecked")
  private <R, C> RuleTable<R, C> t(String name) {
    return (RuleTable<R, C>) Objects.requireNonNull(tables.get(name), name);
  }

  // ---------------------------------------------------------------- decoding, checked up front

  private void decode() {
    RuleTable<Integer, String> toHit = t(TO_HIT);
    for (int hexes = 1; hexes <= 10; hexes++) {
      Cell band = toHit.cell(hexes, "Band");
      bands[hexes] = RangeBand.ofLabel(band.text());
      baseToHit[hexes] = TableCells.threshold(TO_HIT, toHit.cell(hexes, "To-hit"));
    }
    RuleTable<String, String> weaponTable = t(WEAPONS);
    RuleTable<String, String> classes = t(WEAPON_CLASSES);
    for (WeaponClass w : WeaponClass.values()) {
      weapons.put(w, TableCells.weapon(weaponTable, classes, w, criticalMargin(w.name())));
      ammunitionCell(Skill.GREEN, w);
    }
    for (Skill s : Skill.values()) {
      for (WeaponClass w : WeaponClass.values()) {
        ammunitionCell(s, w);
      }
    }
    RuleTable<String, String> aa = t(ANTI_AIRCRAFT);
    for (AntiAircraft a : AntiAircraft.values()) {
      batteries.put(a, TableCells.battery(aa, a));
      TableCells.luckyColumn(classes.cell(a.weaponLabel(), "Lucky Hit").text());
      criticalMargin(a.weaponLabel());
    }
    for (int robustness = 0; robustness <= 4; robustness++) {
      for (int fp = 0; fp <= 31; fp++) {
        damageNumber(robustness, fp, 0);
      }
    }
    for (String cause : t(COLUMN_SHIFTS).rows().labels()) {
      columnShift(cause);
    }
    for (Role role : Role.values()) {
      for (String weapon : List.of("LMG/HMG", "Cannon")) {
        for (int roll = 2; roll <= 12; roll++) {
          luckyHit(role, weapon, roll).effects();
        }
      }
    }
    for (Cab c : Cab.values()) {
      surfaceToHit(c);
      heavyAaTargetTurns(c);
    }
    labelledValues(TO_HIT_MODIFIERS, "To-hit");
    labelledValues(SURFACE_ATTACK_MODIFIERS, "To-hit");
    labelledValues(BOARD_EXIT, "Aircrew Check");
    for (String row : t(SPOTTING).rows().labels()) {
      spottingCheckModifier(row);
      spottingDistance(row);
    }
    for (Maneuver m : Maneuver.values()) {
      talChange(m);
      speedChange(m);
    }
    RuleTable<Integer, String> alt = t(ALTITUDE);
    for (String band : alt.rows().labels()) {
      Cab.parse(alt.cellAt(band, "CAB").text());
      TableCells.yesOrNo(ALTITUDE, band, alt.cellAt(band, MEDIUM_TOP));
    }
  }

  private void labelledValues(String table, String column) {
    RuleTable<String, String> tb = t(table);
    for (String row : tb.rows().labels()) {
      TableCells.number(table, row, tb.cell(row, column));
    }
  }

  // ---------------------------------------------------------------- lookups

  /**
   * The range band at {@code hexes} (1 to 10).
   *
   * @param hexes the range in hexes
   * @return the range band
   * @throws IllegalArgumentException for a range outside 1 to 10 (the seed lists no band there)
   */
  public RangeBand rangeBand(int hexes) {
    checkRange(hexes);
    return bands[hexes];
  }

  /**
   * The base to-hit number at {@code hexes} (1 to 10): 5+ at Point Blank ... 11+ at Long.
   *
   * @param hexes the range in hexes
   * @return the base to-hit number
   * @throws IllegalArgumentException for a range outside 1 to 10
   */
  public int baseToHit(int hexes) {
    checkRange(hexes);
    return baseToHit[hexes];
  }

  private static void checkRange(int hexes) {
    if (hexes < 1 || hexes > 10) {
      throw new IllegalArgumentException(
          "range must be 1 to 10 hexes (Point Blank to Long, B4.0), was " + hexes);
    }
  }

  /**
   * A to-hit modifier by its row, such as {@code Head-to-head or Deflection Shot} (-2).
   *
   * @param row the modifier's row
   * @return the modifier
   * @throws TableLookupException naming the row
   */
  public int toHitModifier(String row) {
    return TableCells.number(
        TO_HIT_MODIFIERS, row, this.<String, String>t(TO_HIT_MODIFIERS).cell(row, "To-hit"));
  }

  /**
   * What the Weapons summary and the weapon-classes table say of {@code weapon}.
   *
   * @param weapon the weapon class
   * @return its facts
   */
  public WeaponFacts weapon(WeaponClass weapon) {
    return Objects.requireNonNull(weapons.get(weapon), "weapon");
  }

  /**
   * What the anti-aircraft summary says of {@code type}.
   *
   * @param type the battery type
   * @return its profile
   */
  public AaBattery battery(AntiAircraft type) {
    return Objects.requireNonNull(batteries.get(type), "type");
  }

  /**
   * The Ammunition Depletion Table's cell for a crew of {@code skill} firing {@code weapon}.
   *
   * @param skill the crew's skill
   * @param weapon the weapon class
   * @return the Ammunition Depletion Table's cell for a crew of {@code skill} firing {@code weapon}
   */
  public Cell ammunitionCell(Skill skill, WeaponClass weapon) {
    String column = this.<String, String>t(WEAPON_CLASSES).cell(weapon.name(), "Ammunition").text();
    Cell c = this.<String, String>t(AMMUNITION).cell(skill.tableLabel(), column);
    if (!(c instanceof Cell.AtLeast
        || c instanceof Cell.Value
        || c instanceof Cell.Auto
        || c instanceof Cell.Blank)) {
      throw new IllegalArgumentException(
          AMMUNITION + ": '" + c.text() + "' is not a number, N+, auto or -");
    }
    return c;
  }

  /**
   * Whether a crew depleting as {@code skill} runs {@code weapon} out of ammunition when the to-hit
   * roll shows doubles of {@code doubles} (B4.5): a number means doubles of that number, {@code N+}
   * doubles of N or more, {@code auto} any doubles.
   *
   * @param skill the crew's skill
   * @param weapon the weapon class
   * @param doubles the doubles rolled
   * @return whether a crew depleting as {@code skill} runs {@code weapon} out of ammunition when
   *     the to-hit roll shows doubles of {@code doubles} (B4.5): a number means doubles of that
   *     number, {@code N+} doubles of N or more, {@code auto} any doubles
   */
  public boolean outOfAmmunition(Skill skill, WeaponClass weapon, int doubles) {
    Cell c = ammunitionCell(skill, weapon);
    if (c instanceof Cell.Auto) {
      return true;
    }
    if (c instanceof Cell.AtLeast a) {
      return doubles >= a.value();
    }
    if (c instanceof Cell.Value v) {
      return doubles == v.value();
    }
    return false;
  }

  /**
   * The damage number of the Robustness Table for a target of {@code robustness} (0 to 4) hit by
   * {@code firepower} in total, the column moved by {@code shift} (positive is right); empty where
   * the table shows "-" (no damage possible). Shifts past either end stay at the end column.
   *
   * @param robustness the target's robustness, 0 to 4
   * @param firepower the firepower
   * @param shift the columns shifted
   * @return the damage number; empty for none
   * @throws IllegalArgumentException if {@code robustness} is not 0 to 4 or {@code firepower} is
   *     negative
   */
  public OptionalInt damageNumber(int robustness, int firepower, int shift) {
    if (robustness < 0 || robustness > 4) {
      throw new IllegalArgumentException("robustness must be R0 to R4, was R" + robustness);
    }
    if (firepower < 0) {
      throw new IllegalArgumentException("firepower must be >= 0, was " + firepower);
    }
    Cell c =
        this.<String, Integer>t(ROBUSTNESS).cell("R" + robustness, firepower, new Shift(shift));
    if (c.isBlank()) {
      return OptionalInt.empty();
    }
    return OptionalInt.of(TableCells.threshold(ROBUSTNESS, c));
  }

  /**
   * The columns a cause shifts the Robustness Table (positive right), such as {@code Point Blank}
   * (+3, an assumption) or {@code Special Armor} (-1). The seed: "Right- Pt. Blank/Close/Short
   * Range, Special Weapon (cumulative)"; the table grades the range shifts (Short +1, Close +2,
   * Point Blank +3); patching Close and Point Blank to +1 reads one column for any of the three.
   *
   * @param cause the shift's row
   * @return the columns shifted
   * @throws TableLookupException naming the cause
   */
  public int columnShift(String cause) {
    return TableCells.number(
        COLUMN_SHIFTS, cause, this.<String, String>t(COLUMN_SHIFTS).cell(cause, "Columns"));
  }

  /**
   * How far below the damage number a robustness roll must fall to destroy the aircraft, for a
   * weapon row such as {@code LMG} (5) or {@code Light AA} (4).
   *
   * @param weapon the weapon's row
   * @return the margin
   * @throws TableLookupException naming the weapon
   */
  public int criticalMargin(String weapon) {
    return TableCells.threshold(
        CRITICAL_DAMAGE, this.<String, String>t(CRITICAL_DAMAGE).cell(weapon, "Lower than n by"));
  }

  /**
   * The Lucky Hit Table column a weapon row reads ({@code LMG/HMG} or {@code Cannon}).
   *
   * @param weapon the weapon's row
   * @return the Lucky Hit Table column
   */
  public String luckyHitWeapon(String weapon) {
    return TableCells.luckyColumn(
        this.<String, String>t(WEAPON_CLASSES).cell(weapon, "Lucky Hit").text());
  }

  /**
   * The Lucky Hit Table's result for a {@code role} target, hit by a weapon of {@code weapon}
   * column ({@code LMG/HMG} or {@code Cannon}), on a 2d6 {@code roll}.
   *
   * @param role the target's role
   * @param weapon the weapon column
   * @param roll the 2d6 roll
   * @return the lucky hit
   * @throws IllegalArgumentException for a roll outside 2 to 12 or an unknown column
   */
  public LuckyHit luckyHit(Role role, String weapon, int roll) {
    String column = role.label() + " " + weapon;
    Cell c = this.<Integer, String>t(LUCKY_HIT).cell(roll, column);
    if (c.isBlank()) {
      throw new IllegalArgumentException(LUCKY_HIT + ": no result at " + roll + ", " + column);
    }
    return new LuckyHit(roll, column, c.text(), LuckyHit.headingOf(c.text()), c.codes());
  }

  /**
   * The additional damage of {@code code} ({@code *B} ... {@code *P}): its name and the seed's
   * words.
   *
   * @param code the result's code
   * @return the additional damage results
   * @throws TableLookupException naming the code
   */
  public List<String> additionalDamage(String code) {
    RuleTable<String, String> tb = t(ADDITIONAL_DAMAGE);
    return List.of(tb.cell(code, "Name").text(), tb.cell(code, "Effect").text());
  }

  /**
   * The additional damage codes, in table order.
   *
   * @return the additional damage codes, in table order
   */
  public List<String> additionalDamageCodes() {
    return t(ADDITIONAL_DAMAGE).rows().labels();
  }

  /**
   * Turns in advance a heavy AA battery picks its target hex for a target at {@code cab}; empty
   * when it picks its target as it fires.
   *
   * @param cab the target's CAB
   * @return the turns; empty where heavy AA aims directly
   */
  public OptionalInt heavyAaTargetTurns(Cab cab) {
    Cell c = this.<String, String>t(HEAVY_AA_TARGET_HEX).cell(cab.label(), "Turns in advance");
    return c.isBlank()
        ? OptionalInt.empty()
        : OptionalInt.of(TableCells.number(HEAVY_AA_TARGET_HEX, cab.label(), c));
  }

  /**
   * The base surface attack to-hit at {@code cab}: 10+ at Surface Low ... 16+ at Very High.
   *
   * @param cab the attacker's CAB
   * @return the to-hit number
   */
  public int surfaceToHit(Cab cab) {
    return TableCells.threshold(
        SURFACE_ATTACK, this.<String, String>t(SURFACE_ATTACK).cell(cab.label(), "To-hit"));
  }

  /**
   * A surface attack modifier by its row, such as {@code Night Attack} (-2).
   *
   * @param row the modifier's row
   * @return the modifier
   * @throws TableLookupException naming the row
   */
  public int surfaceModifier(String row) {
    return TableCells.number(
        SURFACE_ATTACK_MODIFIERS,
        row,
        this.<String, String>t(SURFACE_ATTACK_MODIFIERS).cell(row, "To-hit"));
  }

  /**
   * The rows of the surface attack modifiers, in table order.
   *
   * @return the rows of the surface attack modifiers, in table order
   */
  public List<String> surfaceModifierRows() {
    return t(SURFACE_ATTACK_MODIFIERS).rows().labels();
  }

  /**
   * A board exit modifier by its row, such as {@code Unfriendly Board Edge} (-2).
   *
   * @param row the modifier's row
   * @return the modifier
   * @throws TableLookupException naming the row
   */
  public int exitModifier(String row) {
    return TableCells.number(
        BOARD_EXIT, row, this.<String, String>t(BOARD_EXIT).cell(row, "Aircrew Check"));
  }

  /**
   * The spotting Aircrew Check modifier of a row; 0 where the table shows "-".
   *
   * @param row the spotting row
   * @return the modifier
   */
  public int spottingCheckModifier(String row) {
    Cell c = this.<String, String>t(SPOTTING).cell(row, "Aircrew Check");
    return c.isBlank() ? 0 : TableCells.number(SPOTTING, row, c);
  }

  /**
   * The fraction of the normal spotting distances of a row; 1 where the table shows "-".
   *
   * @param row the spotting row
   * @return the fraction of the distance
   */
  public Rational spottingDistance(String row) {
    Cell c = this.<String, String>t(SPOTTING).cell(row, "Distance");
    if (c.isBlank()) {
      return Rational.ONE;
    }
    try {
      return Rational.parse(c.text());
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          SPOTTING + ": distance '" + c.text() + "' of " + row + " is not a fraction such as 1/4",
          e);
    }
  }

  /**
   * The tactical altitude levels {@code maneuver} gains (positive) or loses.
   *
   * @param maneuver the maneuver
   * @return the TAL change
   */
  public int talChange(Maneuver maneuver) {
    return TableCells.number(
        MANEUVER_TYPES,
        maneuver.label(),
        this.<String, String>t(MANEUVER_TYPES).cell(maneuver.label(), "TAL"));
  }

  /**
   * The speed {@code maneuver} changes after the move.
   *
   * @param maneuver the maneuver
   * @return the speed change
   */
  public int speedChange(Maneuver maneuver) {
    return TableCells.number(
        MANEUVER_TYPES,
        maneuver.label(),
        this.<String, String>t(MANEUVER_TYPES).cell(maneuver.label(), "Speed"));
  }

  /**
   * The Combat Altitude Band of tactical altitude level {@code tal}.
   *
   * @param tal the TAL
   * @return its CAB
   * @throws TableLookupException for a TAL the table does not hold (below 1 or above the top)
   */
  public Cab cab(int tal) {
    return Cab.parse(this.<Integer, String>t(ALTITUDE).cell(tal, "CAB").text());
  }

  /**
   * Whether an aircraft at {@code tal} flies "at MEDIUM-TOP CAB or above", where *O Oxygen System
   * Hit rolls its d6: the {@code altitude} table's {@code Medium-Top or above} column, read here as
   * the top TAL of the Medium CAB and every TAL above it (an assumption; patch the column to read
   * it otherwise, such as {@code patched("altitude", "6-7", "Medium-Top or above", "yes")} for
   * anywhere in Medium). A TAL above the table reads its top row.
   *
   * @param tal the TAL, 1 or more
   * @return whether *O rolls there
   * @throws TableLookupException for a TAL below 1
   */
  public boolean mediumTopOrAbove(int tal) {
    int at = Math.min(tal, topTal());
    return TableCells.yesOrNo(
        ALTITUDE, String.valueOf(at), this.<Integer, String>t(ALTITUDE).cell(at, MEDIUM_TOP));
  }

  /**
   * The highest tactical altitude level the {@code altitude} table holds.
   *
   * @return the highest tactical altitude level the {@code altitude} table holds
   */
  public int topTal() {
    return topTal;
  }

  /** The top TAL, found once: the last TAL the {@code altitude} table has a CAB for. */
  private int findTopTal() {
    int top = 1;
    while (true) {
      try {
        cab(top + 1);
        top++;
      } catch (TableLookupException e) {
        return top;
      }
    }
  }

  /** The rows of a labelled table, for listing its choices. */
  List<String> rows(String table) {
    return new ArrayList<>(table(table).rows().labels());
  }
}
