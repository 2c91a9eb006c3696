package io.github.dogfight.dogfite.internal.bot;

import io.github.dogfight.dogfite.BetRequest;
import io.github.dogfight.dogfite.DogfiteOdds;
import io.github.dogfight.dogfite.DogfiteReadings;
import io.github.dogfight.dogfite.DogfiteTables;

/**
 * A bot's bet advice, worked out once from the exact odds ({@link DogfiteOdds#advice}) for every
 * bet it may make (levels 0 to 3 without aerobatic points, roll modifiers -8 to +4, 0 to 4 changes
 * attempted) and kept as doubles, so weighing a step is a few array reads.
 */
public final class BetTable {
  static final int MIN_MODIFIER = -8;
  static final int MAX_MODIFIER = 4;
  static final int MAX_CHANGES = 4;

  private final double[][][] pass;
  private final double[][][] edge;
  private final double[][][] dive;
  private final int[] speedChange = new int[4];
  private final int[] minSpeedIncrease = new int[4];

  /** The advice under {@code tables} and the standard readings. */
  public BetTable(DogfiteTables tables) {
    this(tables, DogfiteReadings.standard());
  }

  /** The advice under {@code tables} and {@code readings}. */
  public BetTable(DogfiteTables tables, DogfiteReadings readings) {
    DogfiteOdds odds = new DogfiteOdds(tables, readings);
    int mods = MAX_MODIFIER - MIN_MODIFIER + 1;
    pass = new double[4][mods][MAX_CHANGES + 1];
    edge = new double[4][mods][MAX_CHANGES + 1];
    dive = new double[4][mods][MAX_CHANGES + 1];
    for (int level = 0; level <= 3; level++) {
      speedChange[level] = tables.betLevel(level).speedChange();
      minSpeedIncrease[level] = tables.betLevel(level).minSpeedIncrease();
      for (int m = 0; m < mods; m++) {
        for (int c = 0; c <= MAX_CHANGES; c++) {
          DogfiteOdds.BetAdvice a = odds.advice(BetRequest.of(level, m + MIN_MODIFIER), c);
          pass[level][m][c] = a.pass().doubleValue();
          edge[level][m][c] = a.expectedEdge().doubleValue();
          dive[level][m][c] = a.dive().doubleValue();
        }
      }
    }
  }

  private static int mod(int modifier) {
    return Math.max(MIN_MODIFIER, Math.min(MAX_MODIFIER, modifier)) - MIN_MODIFIER;
  }

  private static int changes(int changes) {
    return Math.max(0, Math.min(MAX_CHANGES, changes));
  }

  /** P(a bet at {@code level} with {@code modifier} passes). */
  public double pass(int level, int modifier) {
    return pass[level][mod(modifier)][0];
  }

  /** E(edge gained minus lost) of the bet. */
  public double edge(int level, int modifier) {
    return edge[level][mod(modifier)][0];
  }

  /** P(the bet's move penalty exceeds {@code changes}: a half-level dive). */
  public double dive(int level, int modifier, int changes) {
    return dive[level][mod(modifier)][changes(changes)];
  }

  /** The speed change a bet of {@code level} costs ("spd -1", "-2"). */
  public int speedChange(int level) {
    return speedChange[level];
  }

  /** The minimum-speed increase of a bet of {@code level} ("min.spd +1", "+4"). */
  public int minSpeedIncrease(int level) {
    return minSpeedIncrease[level];
  }
}
