package io.github.dogfight.dogfite;

/**
 * The small speed-related tables of seed 000, as functions.
 *
 * <ul>
 *   <li>Initiative speed modifier (INITIATIVE): speed 1 = -2, 2 = -1, 3-4 = 0, 5-6 = +1, 7-8 = +2,
 *       9+ = +3. Assumption: speed 0 (spinning) is -2 like speed 1.
 *   <li>Movement points (VARIABLE MOVEMENT POINTS): d6 + speed &lt; 4 = 0 MP, 4-9 = 1 MP, 10+ = 2
 *       MP.
 *   <li>Power and drag rolls (SPEED INCREASE / DECREASE): a modified d6 &gt; 2 changes speed by one
 *       point, &gt; 6 by two.
 * </ul>
 */
public final class SpeedTables {
  private SpeedTables() {}

  /** The initiative modifier for {@code speed}. */
  public static int initiativeModifier(int speed) {
    if (speed < 0) {
      throw new IllegalArgumentException("speed must be >= 0, was " + speed);
    }
    if (speed <= 1) {
      return -2;
    }
    if (speed == 2) {
      return -1;
    }
    if (speed <= 4) {
      return 0;
    }
    if (speed <= 6) {
      return 1;
    }
    return speed <= 8 ? 2 : 3;
  }

  /** Movement points for a d6 + speed sum (after aerobatic reduction). */
  public static int movementPoints(int sum) {
    if (sum < 4) {
      return 0;
    }
    return sum <= 9 ? 1 : 2;
  }

  /** Speed points gained (power) or lost (drag) for a modified d6 roll. */
  public static int speedChange(int modifiedRoll) {
    if (modifiedRoll > 6) {
      return 2;
    }
    return modifiedRoll > 2 ? 1 : 0;
  }
}
