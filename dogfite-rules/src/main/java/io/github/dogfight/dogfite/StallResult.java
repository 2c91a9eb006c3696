package io.github.dogfight.dogfite;

/**
 * The stall / spin roll: 1d6 modified by spin rating and flying skill. "If at min.speed: 1 = spin,
 * 2 - 3 = stall, 4+ = no effect. If below min.speed: 1 - 3 = spin, 4 - 6 = stall." (seed 000, STALL
 * / SPIN). Assumptions: modified rolls below 1 count as 1; below minimum speed, modified rolls
 * above 6 still stall (the seed lists no "no effect" there).
 */
public enum StallResult {
  /** No effect. */
  NONE,
  /** A stall: pitched into a one-point half-move dive, straight ahead; the target is lost. */
  STALL,
  /** A spin: a two-point dive at speed 0 in the hex middle; the target is lost. */
  SPIN;

  /** The result of a modified roll, at minimum speed or below it. */
  public static StallResult of(int modifiedRoll, boolean belowMinimum) {
    if (belowMinimum) {
      return modifiedRoll <= 3 ? SPIN : STALL;
    }
    if (modifiedRoll <= 1) {
      return SPIN;
    }
    return modifiedRoll <= 3 ? STALL : NONE;
  }

  /** A code for odds: 0 no effect, 1 stall, 2 spin. */
  public int code() {
    return switch (this) {
      case NONE -> 0;
      case STALL -> 1;
      case SPIN -> 2;
    };
  }
}
