package io.github.dogfight.core.table;

/**
 * A column shift: right (positive) or left (negative) by a number of columns. Shifts add up, so
 * cumulative shifts are one sum: Check Your 6!'s point-blank range and a special weapon are two
 * shifts right, long range one left.
 *
 * <pre>{@code
 * Shift s = Shift.right(1).plus(Shift.right(1)).plus(Shift.left(1));   // right 1
 * table.cell("R2", firepower, s);
 * }</pre>
 *
 * @param columns columns to the right (negative: to the left)
 */
public record Shift(int columns) {
  /** No shift. */
  public static final Shift NONE = new Shift(0);

  /**
   * {@code n} columns to the right.
   *
   * @param n the columns
   * @return the shift
   */
  public static Shift right(int n) {
    return new Shift(n);
  }

  /**
   * {@code n} columns to the left.
   *
   * @param n the columns
   * @return the shift
   */
  public static Shift left(int n) {
    return new Shift(Math.negateExact(n));
  }

  /**
   * This shift and {@code other} together.
   *
   * @param other the other shift
   * @return the combined shift
   */
  public Shift plus(Shift other) {
    return new Shift(Math.addExact(columns, other.columns));
  }

  /** {@code right 2}, {@code left 1} or {@code none}. */
  @Override
  public String toString() {
    return columns == 0 ? "none" : columns > 0 ? "right " + columns : "left " + -columns;
  }
}
