package io.github.dogfight.dogfite;

import java.util.OptionalInt;

/**
 * The bet failure table: "An aircraft that fails a bet must roll 2d6 (minus the amount the bet was
 * missed by) and apply the effects" (seed 000, MOVE / MANEUVER BETS - FAILURE, Appendix B):
 *
 * <pre>
 * roll    -5  -4  -3  -2  -1   0   1   2   3  4+
 * edge    -6  -5  -4  -4  -3  -2  -2  -1  -1   0
 * move    -3  -3  -3  -3  -3  -2  -2  -2  -1  -1
 * speed   -2  -2  -1  -1  -1  -1  -1   0   0   0
 * stress  -2  -1  -1   0   0   0   -   -   -   -
 * </pre>
 *
 * A "-" in the stress row means no stress test. Assumption: rolls below -5 (possible when a bet is
 * missed by 8 with aerobatics) use the -5 column. Values are stored as the positive amounts lost;
 * the stress row keeps its sign, since it is a modifier.
 */
public final class BetFailureTable {
  /** The lowest column. */
  public static final int LOWEST = -5;

  /** The highest column ("4+"). */
  public static final int HIGHEST = 4;

  private static final int[] EDGE = {6, 5, 4, 4, 3, 2, 2, 1, 1, 0};
  private static final int[] MOVE = {3, 3, 3, 3, 3, 2, 2, 2, 1, 1};
  private static final int[] SPEED = {2, 2, 1, 1, 1, 1, 1, 0, 0, 0};
  private static final Integer[] STRESS = {-2, -1, -1, 0, 0, 0, null, null, null, null};

  private final FailureResult[] columns;

  private BetFailureTable(FailureResult[] columns) {
    this.columns = columns;
  }

  /** The seed's table. */
  public static BetFailureTable standard() {
    FailureResult[] c = new FailureResult[EDGE.length];
    for (int i = 0; i < c.length; i++) {
      Integer stress = STRESS[i];
      c[i] =
          new FailureResult(
              EDGE[i],
              MOVE[i],
              SPEED[i],
              stress == null ? OptionalInt.empty() : OptionalInt.of(stress));
    }
    return new BetFailureTable(c);
  }

  /** The column for a failure roll of {@code roll} (2d6 minus the miss). */
  public FailureResult result(int roll) {
    return columns[Math.max(LOWEST, Math.min(HIGHEST, roll)) - LOWEST];
  }

  /** A copy with the column for {@code roll} (-5 to 4) replaced, for variants. */
  public BetFailureTable withColumn(int roll, FailureResult result) {
    if (roll < LOWEST || roll > HIGHEST) {
      throw new IllegalArgumentException("failure table columns are -5 to 4, not " + roll);
    }
    FailureResult[] copy = columns.clone();
    copy[roll - LOWEST] = result;
    return new BetFailureTable(copy);
  }
}
