package io.github.dogfight.dogfite;

import io.github.dogfight.core.dice.PipAdjustment;
import io.github.dogfight.core.table.Cell;
import io.github.dogfight.core.table.RuleTable;
import io.github.dogfight.core.table.TableReader;
import io.github.dogfight.dogfite.internal.BandLookup;
import io.github.dogfight.dogfite.internal.TableCells;
import io.github.dogfight.dogfite.internal.TableSet;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

/**
 * Every table of rules 000 as data: each is a core {@link RuleTable} read from a text file beside
 * this class (the seed's rows and columns, its cells as written, its citation), decoded once into
 * the typed lookups the engine and the odds use. A variant patches a cell or swaps a table; the
 * patched table is checked as it is decoded, so a bad cell fails at once, naming the table and the
 * cell.
 *
 * <pre>{@code
 * DogfiteTables t = DogfiteTables.standard();
 * t.requirement(Maneuver.FACING_2, 5);                       // LEVEL_1 (the seed's example)
 * DogfiteTables variant = t.patched("move / maneuver", "facing 3", "12", "3");
 * variant.requirement(Maneuver.FACING_3, 12);                // LEVEL_3 instead of X
 * System.out.println(t.maneuvers().toText());                // the table as written
 * }</pre>
 *
 * <table>
 *   <caption>The tables, by name</caption>
 *   <tr><th>name</th><th>rules 000 section</th><th>file</th></tr>
 *   <tr><td>move / maneuver</td><td>FACING CHANGES / STAY-IN-HEX</td><td>maneuvers.txt</td></tr>
 *   <tr><td>climb / dive</td><td>CLIMBING / DIVING</td><td>climb-dive.txt</td></tr>
 *   <tr><td>bet levels</td><td>MOVE / MANEUVER BET</td><td>bet-levels.txt</td></tr>
 *   <tr><td>bet failure</td><td>MOVE / MANEUVER BETS - FAILURE</td><td>bet-failure.txt</td></tr>
 *   <tr><td>stress</td><td>STRESS</td><td>stress.txt</td></tr>
 *   <tr><td>stall / spin</td><td>STALL / SPIN</td><td>stall-spin.txt</td></tr>
 *   <tr><td>initiative speed modifier</td><td>INITIATIVE</td><td>initiative-speed.txt</td></tr>
 *   <tr><td>movement points</td><td>VARIABLE MOVEMENT POINTS</td><td>movement-points.txt</td></tr>
 *   <tr><td>power / drag</td><td>SPEED INCREASE, SPEED DECREASE</td><td>speed-rolls.txt</td></tr>
 *   <tr><td>critical hits</td><td>CRITICAL HITS</td><td>critical-hits.txt</td></tr>
 *   <tr><td>shooting skill</td><td>CRITICAL HITS (footnote)</td><td>shooting-skill.txt</td></tr>
 *   <tr><td>engine trouble</td><td>ENGINE CRITICAL HITS</td><td>engine-trouble.txt</td></tr>
 * </table>
 *
 * <p>Where the seed is silent the files say what they assume (a comment above each table): speeds
 * below 1 and above 12 read as columns 1 and 12, failure rolls below -5 as -5, stall rolls below 1
 * as 1 and, below minimum speed, above 6 as a stall, shooting skills below -1 and above +2 as -1
 * and +2.
 */
public final class DogfiteTables {
  /** The move / maneuver table's name. */
  public static final String MANEUVERS = "move / maneuver";

  /** The climb / dive table's name. */
  public static final String CLIMB_DIVE = "climb / dive";

  /** The bet levels table's name. */
  public static final String BET_LEVELS = "bet levels";

  /** The bet failure table's name. */
  public static final String BET_FAILURE = "bet failure";

  /** The stress table's name. */
  public static final String STRESS = "stress";

  /** The stall / spin table's name. */
  public static final String STALL_SPIN = "stall / spin";

  /** The initiative speed modifier table's name. */
  public static final String INITIATIVE = "initiative speed modifier";

  /** The movement points table's name. */
  public static final String MOVEMENT_POINTS = "movement points";

  /** The power / drag table's name. */
  public static final String SPEED_ROLLS = "power / drag";

  /** The critical hits table's name. */
  public static final String CRITICAL_HITS = "critical hits";

  /** The shooting skill table's name. */
  public static final String SHOOTING_SKILL = "shooting skill";

  /** The engine trouble table's name. */
  public static final String ENGINE_TROUBLE = "engine trouble";

  private static final DogfiteTables STANDARD = new DogfiteTables(TableSet.standard());

  /** The tables as read and patched; the fields below are decoded from them. */
  private final TableSet set;

  private final RuleTable<String, Integer> maneuvers;
  private final RuleTable<String, Integer> climbDive;
  private final RuleTable<Integer, String> betLevels;
  private final RuleTable<String, Integer> failure;
  private final RuleTable<Integer, String> stress;
  private final RuleTable<Integer, String> stall;
  private final RuleTable<Integer, String> initiative;
  private final RuleTable<Integer, String> movementPoints;
  private final RuleTable<Integer, String> speedRolls;
  private final RuleTable<Integer, String> criticals;
  private final RuleTable<Integer, String> shooting;
  private final RuleTable<Integer, String> engine;

  // Decoded: the engine reads these arrays.
  private final BandLookup speedColumns;
  private final Requirement[][] requirements = new Requirement[4][];
  private final BandLookup climbColumns;
  private final int[] fullLevel;
  private final int[] halfLevel;
  private final BetLevel[] levels = new BetLevel[4];
  private final BandLookup failureColumns;
  private final FailureResult[] failures;
  private final BandLookup stressRows;
  private final StressResult[] stressResults;
  private final BandLookup stallRows;
  private final StallResult[] stallAtMinimum;
  private final StallResult[] stallBelowMinimum;
  private final BandLookup initiativeRows;
  private final int[] initiativeModifiers;
  private final BandLookup movementRows;
  private final int[] movementPointValues;
  private final BandLookup speedRows;
  private final int[] speedPoints;
  private final BandLookup criticalRows;
  private final CriticalEffect[] criticalEffects;
  private final BandLookup shootingRows;
  private final int[] hitsPerCritical;
  private final PipAdjustment[] pips;
  private final BandLookup engineRows;
  private final boolean[] smokes;
  private final boolean[] fires;

  /** Decodes {@code set}. */
  private DogfiteTables(TableSet set) {
    this.set = set;
    this.maneuvers = set.table(0, MANEUVERS);
    this.climbDive = set.table(1, CLIMB_DIVE);
    this.betLevels = set.table(2, BET_LEVELS);
    this.failure = set.table(3, BET_FAILURE);
    this.stress = set.table(4, STRESS);
    this.stall = set.table(5, STALL_SPIN);
    this.initiative = set.table(6, INITIATIVE);
    this.movementPoints = set.table(7, MOVEMENT_POINTS);
    this.speedRolls = set.table(8, SPEED_ROLLS);
    this.criticals = set.table(9, CRITICAL_HITS);
    this.shooting = set.table(10, SHOOTING_SKILL);
    this.engine = set.table(11, ENGINE_TROUBLE);

    speedColumns = new BandLookup(TableCells.bands(maneuvers.columns(), maneuvers));
    for (Maneuver m : Maneuver.values()) {
      Requirement[] row = new Requirement[maneuvers.columns().size()];
      for (int c = 0; c < row.length; c++) {
        Cell cell = maneuvers.cellAt(m.label(), maneuvers.columns().labels().get(c));
        row[c] = requirement(cell, maneuvers, m.label(), c);
      }
      requirements[row(m)] = row;
    }

    climbColumns = new BandLookup(TableCells.bands(climbDive.columns(), climbDive));
    int climbSize = climbDive.columns().size();
    fullLevel = new int[climbSize];
    halfLevel = new int[climbSize];
    for (int c = 0; c < climbSize; c++) {
      String col = climbDive.columns().labels().get(c);
      fullLevel[c] =
          TableCells.points(climbDive.cellAt("full level", col), climbDive, "full level", col, "x");
      halfLevel[c] =
          TableCells.points(climbDive.cellAt("half level", col), climbDive, "half level", col, "-");
    }

    for (int level = 0; level <= 3; level++) {
      int row = TableCells.position(betLevels.rows(), level, betLevels, "level");
      String label = betLevels.rows().labels().get(row);
      Cell roll = betLevels.cellAt(label, "roll");
      if (!(roll instanceof Cell.AtLeast target)) {
        throw TableCells.bad(betLevels, label, "roll", roll, "a target such as 6+");
      }
      levels[level] =
          new BetLevel(
              level,
              target.value(),
              TableCells.number(betLevels.cellAt(label, "pwr"), betLevels, label, "pwr"),
              TableCells.number(betLevels.cellAt(label, "spd"), betLevels, label, "spd"),
              TableCells.number(betLevels.cellAt(label, "min.spd"), betLevels, label, "min.spd"));
    }

    failureColumns = new BandLookup(TableCells.bands(failure.columns(), failure));
    failures = new FailureResult[failure.columns().size()];
    for (int c = 0; c < failures.length; c++) {
      String col = failure.columns().labels().get(c);
      Cell stressCell = failure.cellAt("stress", col);
      failures[c] =
          new FailureResult(
              -TableCells.number(failure.cellAt("edge", col), failure, "edge", col),
              -TableCells.number(failure.cellAt("move", col), failure, "move", col),
              -TableCells.number(failure.cellAt("speed", col), failure, "speed", col),
              stressCell.isBlank()
                  ? OptionalInt.empty()
                  : OptionalInt.of(TableCells.number(stressCell, failure, "stress", col)));
    }

    stressRows = new BandLookup(TableCells.bands(stress.rows(), stress));
    stressResults = new StressResult[stress.rows().size()];
    for (int r = 0; r < stressResults.length; r++) {
      String row = stress.rows().labels().get(r);
      stressResults[r] =
          TableCells.decode(
              StressResult.values(), StressResult::label, stress, row, "Result", "a stress result");
    }

    stallRows = new BandLookup(TableCells.bands(stall.rows(), stall));
    stallAtMinimum = new StallResult[stall.rows().size()];
    stallBelowMinimum = new StallResult[stall.rows().size()];
    for (int r = 0; r < stallAtMinimum.length; r++) {
      String row = stall.rows().labels().get(r);
      stallAtMinimum[r] =
          TableCells.decode(
              StallResult.values(), StallResult::label, stall, row, "at min", "a result");
      stallBelowMinimum[r] =
          TableCells.decode(
              StallResult.values(), StallResult::label, stall, row, "below min", "a result");
    }

    initiativeRows = new BandLookup(TableCells.bands(initiative.rows(), initiative));
    initiativeModifiers = TableCells.numbers(initiative, "modifier");
    movementRows = new BandLookup(TableCells.bands(movementPoints.rows(), movementPoints));
    movementPointValues = TableCells.numbers(movementPoints, "MP");
    speedRows = new BandLookup(TableCells.bands(speedRolls.rows(), speedRolls));
    speedPoints = TableCells.numbers(speedRolls, "speed points");

    criticalRows = new BandLookup(TableCells.bands(criticals.rows(), criticals));
    criticalEffects = new CriticalEffect[criticals.rows().size()];
    for (int r = 0; r < criticalEffects.length; r++) {
      String row = criticals.rows().labels().get(r);
      criticalEffects[r] =
          TableCells.decode(
              CriticalEffect.values(),
              CriticalEffect::label,
              criticals,
              row,
              "Effect",
              "a critical effect");
    }

    shootingRows = new BandLookup(TableCells.bands(shooting.rows(), shooting));
    hitsPerCritical = TableCells.numbers(shooting, "hits per critical");
    pips = new PipAdjustment[shooting.rows().size()];
    for (int r = 0; r < pips.length; r++) {
      String row = shooting.rows().labels().get(r);
      Cell pip = shooting.cellAt(row, "pip");
      String text = pip.text().toLowerCase(Locale.ROOT);
      pips[r] =
          switch (text) {
            case "-" -> PipAdjustment.NONE;
            case "subtract one" -> PipAdjustment.SUBTRACT_ONE;
            case "add or subtract one" -> PipAdjustment.ADD_OR_SUBTRACT_ONE;
            default ->
                throw TableCells.bad(
                    shooting, row, "pip", pip, "-, subtract one or add or subtract one");
          };
    }

    engineRows = new BandLookup(TableCells.bands(engine.rows(), engine));
    smokes = new boolean[engine.rows().size()];
    fires = new boolean[engine.rows().size()];
    for (int r = 0; r < smokes.length; r++) {
      String row = engine.rows().labels().get(r);
      smokes[r] = TableCells.flag(engine, row, "engine critical", "smoke");
      fires[r] = TableCells.flag(engine, row, "smoking", "fire");
    }
  }

  /**
   * The seed's tables.
   *
   * @return the seed's tables
   */
  public static DogfiteTables standard() {
    return STANDARD;
  }

  // ---- Lookups ------------------------------------------------------------------------------

  /**
   * What {@code maneuver} needs at {@code speed} (move / maneuver).
   *
   * @param maneuver the maneuver
   * @param speed the speed
   * @return the requirement
   */
  public Requirement requirement(Maneuver maneuver, int speed) {
    return requirements[row(maneuver)][
        TableCells.column(speedColumns, maneuvers, maneuver.label(), speed)];
  }

  /**
   * Points of a full-level climb or dive at {@code speed}; empty where the table says "x".
   *
   * @param speed the speed
   * @return the points, if the table gives any
   */
  public OptionalInt fullLevel(int speed) {
    int p = fullLevel[TableCells.column(climbColumns, climbDive, "full level", speed)];
    return p == 0 ? OptionalInt.empty() : OptionalInt.of(p);
  }

  /**
   * Points of a half-level climb or dive at {@code speed}; empty where there is no bracket.
   *
   * @param speed the speed
   * @return the points, if the table gives any
   */
  public OptionalInt halfLevel(int speed) {
    int p = halfLevel[TableCells.column(climbColumns, climbDive, "half level", speed)];
    return p == 0 ? OptionalInt.empty() : OptionalInt.of(p);
  }

  /**
   * The bet level {@code level}, 0 to 3 (bet levels).
   *
   * @param level 0 to 3
   * @return the bet level
   * @throws IllegalArgumentException for another level
   */
  public BetLevel betLevel(int level) {
    if (level < 0 || level > 3) {
      throw new IllegalArgumentException("bet level must be 0 to 3, was " + level);
    }
    return levels[level];
  }

  /**
   * The failure table's column for a failure roll of {@code roll} (2d6 minus the miss).
   *
   * @param roll the failure roll
   * @return the failure result
   */
  public FailureResult failure(int roll) {
    return failures[TableCells.column(failureColumns, failure, "edge", roll)];
  }

  /**
   * The stress result of a modified 2d6 {@code roll}.
   *
   * @param roll the modified roll
   * @return the stress result
   */
  public StressResult stress(int roll) {
    return stressResults[TableCells.row(stressRows, stress, roll, "Result")];
  }

  /**
   * The stall / spin result of a modified 1d6 {@code roll}, at or below minimum speed.
   *
   * @param roll the modified roll
   * @param belowMinimum whether the speed is below the minimum
   * @return the stall result
   */
  public StallResult stall(int roll, boolean belowMinimum) {
    int r = TableCells.row(stallRows, stall, roll, belowMinimum ? "below min" : "at min");
    return belowMinimum ? stallBelowMinimum[r] : stallAtMinimum[r];
  }

  /**
   * The initiative modifier at {@code speed}.
   *
   * @param speed the speed
   * @return the modifier
   */
  public int initiativeModifier(int speed) {
    return initiativeModifiers[TableCells.row(initiativeRows, initiative, speed, "modifier")];
  }

  /**
   * Movement points for a {@code sum} of speed and the (reduced) die.
   *
   * @param sum the speed plus the die
   * @return the movement points
   */
  public int movementPoints(int sum) {
    return movementPointValues[TableCells.row(movementRows, movementPoints, sum, "MP")];
  }

  /**
   * Speed points gained by a power roll or lost by a drag roll of modified {@code roll}.
   *
   * @param roll the modified roll
   * @return the speed points
   */
  public int speedPoints(int roll) {
    return speedPoints[TableCells.row(speedRows, speedRolls, roll, "speed points")];
  }

  /**
   * The critical effect of a 2d6 {@code roll}.
   *
   * @param roll the 2d6 roll
   * @return the critical effect
   * @throws IllegalArgumentException (a table lookup error) for a roll the table does not list
   */
  public CriticalEffect critical(int roll) {
    return criticalEffects[TableCells.row(criticalRows, criticals, roll, "Effect")];
  }

  /**
   * Hits per critical hit for a shooter of {@code shootingSkill}.
   *
   * @param shootingSkill the shooter's shooting skill
   * @return the hits per critical
   */
  public int hitsPerCritical(int shootingSkill) {
    return hitsPerCritical[
        TableCells.row(shootingRows, shooting, shootingSkill, "hits per critical")];
  }

  /**
   * Critical hits scored by {@code hits} on doubles for a shooter of {@code shootingSkill}.
   *
   * @param hits the hits scored
   * @param shootingSkill the shooter's shooting skill
   * @return the critical hits
   */
  public int criticalHits(int hits, int shootingSkill) {
    return Math.max(0, hits) / hitsPerCritical(shootingSkill);
  }

  /**
   * The one-pip adjustment a pilot of {@code shootingSkill} may make to get doubles.
   *
   * @param shootingSkill the shooter's shooting skill
   * @return the adjustment allowed
   */
  public PipAdjustment pipAdjustment(int shootingSkill) {
    return pips[TableCells.row(shootingRows, shooting, shootingSkill, "pip")];
  }

  /**
   * Whether an engine critical's {@code d6} sets the aircraft smoking.
   *
   * @param d6 the die rolled
   * @return whether an engine critical's {@code d6} sets the aircraft smoking
   */
  public boolean smokes(int d6) {
    return smokes[TableCells.row(engineRows, engine, d6, "engine critical")];
  }

  /**
   * Whether a smoking aircraft's {@code d6} sets it on fire.
   *
   * @param d6 the die rolled
   * @return whether a smoking aircraft's {@code d6} sets it on fire
   */
  public boolean catchesFire(int d6) {
    return fires[TableCells.row(engineRows, engine, d6, "smoking")];
  }

  private static int row(Maneuver m) {
    return switch (m) {
      case FACING_1 -> 0;
      case FACING_2 -> 1;
      case FACING_3 -> 2;
      case STAY_IN_HEX -> 3;
    };
  }

  // ---- The tables as data -------------------------------------------------------------------

  /**
   * The move / maneuver table.
   *
   * @return the move / maneuver table
   */
  public RuleTable<String, Integer> maneuvers() {
    return maneuvers;
  }

  /**
   * The climb / dive table.
   *
   * @return the climb / dive table
   */
  public RuleTable<String, Integer> climbDive() {
    return climbDive;
  }

  /**
   * The bet levels table.
   *
   * @return the bet levels table
   */
  public RuleTable<Integer, String> betLevels() {
    return betLevels;
  }

  /**
   * The bet failure table.
   *
   * @return the bet failure table
   */
  public RuleTable<String, Integer> betFailure() {
    return failure;
  }

  /**
   * The stress table.
   *
   * @return the stress table
   */
  public RuleTable<Integer, String> stressTable() {
    return stress;
  }

  /**
   * The stall / spin table.
   *
   * @return the stall / spin table
   */
  public RuleTable<Integer, String> stallTable() {
    return stall;
  }

  /**
   * The initiative speed modifier table.
   *
   * @return the initiative speed modifier table
   */
  public RuleTable<Integer, String> initiativeTable() {
    return initiative;
  }

  /**
   * The movement points table.
   *
   * @return the movement points table
   */
  public RuleTable<Integer, String> movementPointTable() {
    return movementPoints;
  }

  /**
   * The power / drag table.
   *
   * @return the power / drag table
   */
  public RuleTable<Integer, String> speedRollTable() {
    return speedRolls;
  }

  /**
   * The critical hits table.
   *
   * @return the critical hits table
   */
  public RuleTable<Integer, String> criticalTable() {
    return criticals;
  }

  /**
   * The shooting skill table.
   *
   * @return the shooting skill table
   */
  public RuleTable<Integer, String> shootingTable() {
    return shooting;
  }

  /**
   * The engine trouble table.
   *
   * @return the engine trouble table
   */
  public RuleTable<Integer, String> engineTable() {
    return engine;
  }

  /**
   * Every table, in the order of the class documentation.
   *
   * @return every table, in the order of the class documentation
   */
  public List<RuleTable<?, ?>> all() {
    return List.of(
        maneuvers,
        climbDive,
        betLevels,
        failure,
        stress,
        stall,
        initiative,
        movementPoints,
        speedRolls,
        criticals,
        shooting,
        engine);
  }

  // ---- Variants -----------------------------------------------------------------------------

  /**
   * These tables with one cell of table {@code table} replaced, the row and column named by their
   * labels as written (for example {@code patched("move / maneuver", "facing 3", "12", "3")}).
   *
   * @param table the table's name
   * @param row the row's label
   * @param column the column's label
   * @param cell the new cell, in the table's grammar
   * @return the new tables
   * @throws IllegalArgumentException naming the table, row, column or cell when one is unknown or
   *     the new cell does not fit the table
   */
  public DogfiteTables patched(String table, String row, String column, String cell) {
    return new DogfiteTables(set.patched(table, row, column, cell));
  }

  /**
   * These tables with the table of the same name replaced by {@code replacement} (read with {@link
   * TableReader}, or patched with {@link RuleTable#with}): its axes must have the kinds of the
   * seed's table (labels or bands), and it is decoded at once.
   *
   * @param replacement the new table
   * @return these tables with the table of the same name replaced by {@code replacement} (read with
   *     {@link TableReader}, or patched with {@link RuleTable#with}): its axes must have the kinds
   *     of the seed's table (labels or bands), and it is decoded at once
   * @throws IllegalArgumentException naming the table when its name is unknown or a cell does not
   *     fit
   */
  public DogfiteTables with(RuleTable<?, ?> replacement) {
    return new DogfiteTables(set.with(replacement));
  }

  @Override
  public boolean equals(@org.jspecify.annotations.Nullable Object o) {
    return o instanceof DogfiteTables t && all().equals(t.all());
  }

  @Override
  public int hashCode() {
    return all().hashCode();
  }

  @Override
  public String toString() {
    return "DogfiteTables" + all().stream().map(RuleTable::name).toList();
  }

  // ---- Decoding -----------------------------------------------------------------------------

  private static Requirement requirement(Cell cell, RuleTable<?, ?> table, String row, int c) {
    if (cell instanceof Cell.Auto) {
      return Requirement.AUTO;
    }
    if (cell instanceof Cell.Effect e && e.text().equalsIgnoreCase("X")) {
      return Requirement.IMPOSSIBLE;
    }
    if (cell instanceof Cell.Value v && v.value() >= 0 && v.value() <= 3) {
      return Requirement.ofLevel(v.value());
    }
    throw TableCells.bad(
        table, row, table.columns().labels().get(c), cell, "auto, a level 0 to 3, or X");
  }
}
