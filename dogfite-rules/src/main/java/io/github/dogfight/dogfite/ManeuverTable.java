package io.github.dogfight.dogfite;

/**
 * The move / maneuver table: the bet a facing change or stay-in-hex needs at each speed.
 *
 * <pre>
 * speed        1    2  3  4  5  6  7  8  9  10 11 12
 * facing 1     auto 0  0  0  0  0  0  1  1  1  1  2
 * facing 2     0    0  0  0  1  1  1  2  2  2  2  2
 * facing 3     0    0  1  1  2  2  2  2  3  3  3  X
 * stay in hex  0    0  0  1  1  1  1  2  2  2  3  3
 * </pre>
 *
 * Seed 000, FACING CHANGES / STAY-IN-HEX (and Appendix B). Assumptions: speeds above 12 use the
 * speed-12 column and speed 0 (a spinning aircraft) the speed-1 column. Aircraft climbing or diving
 * look up their speed as modified by the climb / dive (the seed says so); {@link #withRequirement}
 * patches a cell for a variant.
 */
public final class ManeuverTable {
  /** The highest speed column of the seed's table. */
  public static final int MAX_SPEED_COLUMN = 12;

  private static final String[][] STANDARD = {
    {"auto", "0", "0", "0", "0", "0", "0", "1", "1", "1", "1", "2"},
    {"0", "0", "0", "0", "1", "1", "1", "2", "2", "2", "2", "2"},
    {"0", "0", "1", "1", "2", "2", "2", "2", "3", "3", "3", "X"},
    {"0", "0", "0", "1", "1", "1", "1", "2", "2", "2", "3", "3"},
  };

  private final Requirement[][] cells;

  private ManeuverTable(Requirement[][] cells) {
    this.cells = cells;
  }

  /** The seed's table. */
  public static ManeuverTable standard() {
    Requirement[][] cells = new Requirement[STANDARD.length][MAX_SPEED_COLUMN];
    for (int r = 0; r < STANDARD.length; r++) {
      for (int s = 0; s < MAX_SPEED_COLUMN; s++) {
        cells[r][s] = parse(STANDARD[r][s]);
      }
    }
    return new ManeuverTable(cells);
  }

  private static int row(Maneuver maneuver) {
    return switch (maneuver) {
      case FACING_1 -> 0;
      case FACING_2 -> 1;
      case FACING_3 -> 2;
      case STAY_IN_HEX -> 3;
    };
  }

  private static Requirement parse(String symbol) {
    return switch (symbol) {
      case "auto" -> Requirement.AUTO;
      case "X" -> Requirement.IMPOSSIBLE;
      default -> Requirement.ofLevel(Integer.parseInt(symbol));
    };
  }

  /** What {@code maneuver} needs at {@code speed}. */
  public Requirement requirement(Maneuver maneuver, int speed) {
    return cells[row(maneuver)][column(speed) - 1];
  }

  private static int column(int speed) {
    if (speed < 0) {
      throw new IllegalArgumentException("speed must be >= 0, was " + speed);
    }
    return Math.max(1, Math.min(MAX_SPEED_COLUMN, speed));
  }

  /** A copy of this table with one cell changed, for variants. */
  public ManeuverTable withRequirement(Maneuver maneuver, int speed, Requirement requirement) {
    if (speed < 1 || speed > MAX_SPEED_COLUMN) {
      throw new IllegalArgumentException("speed column must be 1 to 12, was " + speed);
    }
    Requirement[][] copy = new Requirement[cells.length][];
    for (int r = 0; r < cells.length; r++) {
      copy[r] = cells[r].clone();
    }
    copy[row(maneuver)][speed - 1] = requirement;
    return new ManeuverTable(copy);
  }
}
