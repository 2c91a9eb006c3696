package io.github.dogfight.dogfite;

/**
 * The results of the stress table (2d6 plus modifiers): "&lt; 0 = destroyed, 0-1 = fill current
 * &amp; next set of boxes, 2-3 = fill current set of boxes, 4+ = none" (rules 000, STRESS); the
 * table itself is {@link DogfiteTables#stressTable()}. Modifiers: -1 per filled set, -2 per
 * double-filled set, -1 per speed point above maximum dive speed, plus any bet failure stress
 * modifier.
 */
public enum StressResult {
  /** 4 or more: no effect. */
  NONE("none"),
  /** 2-3: fill the current set of boxes. */
  FILL_CURRENT("fill current set"),
  /** 0-1: fill the current and the next set of boxes. */
  FILL_CURRENT_AND_NEXT("fill current & next set"),
  /** Below 0: the aircraft is destroyed. */
  DESTROYED("destroyed");

  private final String label;

  StressResult(String label) {
    this.label = label;
  }

  /**
   * The result as the table writes it.
   *
   * @return the result as the table writes it
   */
  public String label() {
    return label;
  }

  /**
   * A code for odds: 0 none, 1 current set, 2 current and next, 3 destroyed.
   *
   * @return a code for odds: 0 none, 1 current set, 2 current and next, 3 destroyed
   */
  public int code() {
    return switch (this) {
      case NONE -> 0;
      case FILL_CURRENT -> 1;
      case FILL_CURRENT_AND_NEXT -> 2;
      case DESTROYED -> 3;
    };
  }
}
