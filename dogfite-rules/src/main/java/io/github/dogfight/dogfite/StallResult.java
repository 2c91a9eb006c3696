package io.github.dogfight.dogfite;

/**
 * The results of the stall / spin roll, 1d6 modified by spin rating and flying skill: "If at
 * min.speed: 1 = spin, 2 - 3 = stall, 4+ = no effect. If below min.speed: 1 - 3 = spin, 4 - 6 =
 * stall." (rules 000, STALL / SPIN); the table itself is {@link DogfiteTables#stallTable()}.
 */
public enum StallResult {
  /** No effect. */
  NONE("none"),
  /**
   * A stall: "stalling aircraft have pitch set at a one-point, half-move dive and move straight
   * ahead on current facing"; the target is lost.
   */
  STALL("stall"),
  /** A spin: "Spinning aircraft dive (2-point) at speed 0 in middle of current hex". */
  SPIN("spin");

  private final String label;

  StallResult(String label) {
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
   * A code for odds: 0 no effect, 1 stall, 2 spin.
   *
   * @return a code for odds: 0 no effect, 1 stall, 2 spin
   */
  public int code() {
    return switch (this) {
      case NONE -> 0;
      case STALL -> 1;
      case SPIN -> 2;
    };
  }
}
