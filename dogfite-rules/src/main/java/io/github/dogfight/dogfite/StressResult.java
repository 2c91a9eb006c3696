package io.github.dogfight.dogfite;

/**
 * The stress table (2d6 plus modifiers): "&lt; 0 = destroyed, 0-1 = fill current &amp; next set of
 * boxes, 2-3 = fill current set of boxes, 4+ = none" (seed 000, STRESS). Modifiers: -1 per filled
 * set, -2 per double-filled set, -1 per speed point above maximum dive speed, plus any bet failure
 * stress modifier.
 */
public enum StressResult {
  /** 4 or more: no effect. */
  NONE,
  /** 2-3: fill the current set of boxes. */
  FILL_CURRENT,
  /** 0-1: fill the current and the next set of boxes. */
  FILL_CURRENT_AND_NEXT,
  /** Below 0: the aircraft is destroyed. */
  DESTROYED;

  /** The result of a modified stress roll. */
  public static StressResult of(int modifiedRoll) {
    if (modifiedRoll < 0) {
      return DESTROYED;
    }
    if (modifiedRoll <= 1) {
      return FILL_CURRENT_AND_NEXT;
    }
    return modifiedRoll <= 3 ? FILL_CURRENT : NONE;
  }

  /** A code for odds: 0 none, 1 current set, 2 current and next, 3 destroyed. */
  public int code() {
    return switch (this) {
      case NONE -> 0;
      case FILL_CURRENT -> 1;
      case FILL_CURRENT_AND_NEXT -> 2;
      case DESTROYED -> 3;
    };
  }
}
