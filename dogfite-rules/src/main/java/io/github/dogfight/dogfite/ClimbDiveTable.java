package io.github.dogfight.dogfite;

import java.util.OptionalInt;

/**
 * Speed paid (climbing) or gained (diving) to change altitude by a full level, and in brackets by a
 * half level, at each speed. Seed 000, CLIMBING / DIVING and Appendix B:
 *
 * <pre>
 * speed         1     2     3     4     5     6     7     8     9  10 11 12
 * climb / dive  x(2)  x(2)  3(1)  3(1)  3(1)  2(1)  2(1)  2(1)  1  1  1  1
 * </pre>
 *
 * A full-level change costing {@code n} points is an {@code n}-point climb or dive, which reduces
 * the movement-point roll by {@code n - 1} (one point: none, two: one, three: two). Assumptions:
 * speeds 9 and above list no bracket, so they offer no half-level move (a full level costs only one
 * point there); speeds above 12 use column 12 and speed 0 column 1.
 */
public final class ClimbDiveTable {
  private static final int[] FULL = {0, 0, 3, 3, 3, 2, 2, 2, 1, 1, 1, 1};
  private static final int[] HALF = {2, 2, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0};

  private final int[] full;
  private final int[] half;

  private ClimbDiveTable(int[] full, int[] half) {
    this.full = full;
    this.half = half;
  }

  /** The seed's table. */
  public static ClimbDiveTable standard() {
    return new ClimbDiveTable(FULL.clone(), HALF.clone());
  }

  private static int column(int speed) {
    if (speed < 0) {
      throw new IllegalArgumentException("speed must be >= 0, was " + speed);
    }
    return Math.max(1, Math.min(12, speed)) - 1;
  }

  /** Points for a full-level climb or dive at {@code speed}; empty where the table says "x". */
  public OptionalInt fullLevel(int speed) {
    int c = full[column(speed)];
    return c == 0 ? OptionalInt.empty() : OptionalInt.of(c);
  }

  /** Points for a half-level climb or dive at {@code speed}; empty where none is offered. */
  public OptionalInt halfLevel(int speed) {
    int c = half[column(speed)];
    return c == 0 ? OptionalInt.empty() : OptionalInt.of(c);
  }

  /**
   * The movement-point reduction of an {@code points}-point climb or dive: "one-point ... uses its
   * existing MP roll; two-point ... subtracts one ...; three-point ... subtracts two".
   */
  public static int movementPointReduction(int points) {
    if (points < 1 || points > 3) {
      throw new IllegalArgumentException("a climb or dive is 1 to 3 points, was " + points);
    }
    return points - 1;
  }

  /** A copy with one speed column changed (0 for "x" or no bracket), for variants. */
  public ClimbDiveTable withColumn(int speed, int fullPoints, int halfPoints) {
    if (speed < 1 || speed > 12) {
      throw new IllegalArgumentException("speed column must be 1 to 12, was " + speed);
    }
    int[] f = full.clone();
    int[] h = half.clone();
    f[speed - 1] = fullPoints;
    h[speed - 1] = halfPoints;
    return new ClimbDiveTable(f, h);
  }
}
