package io.github.dogfight.dogfite;

/** The rows of the move / maneuver table (rules 000, FACING CHANGES / STAY-IN-HEX). */
public enum Maneuver {
  /** Turning one hexside. */
  FACING_1("facing 1"),
  /** Turning two hexsides. */
  FACING_2("facing 2"),
  /** Turning three hexsides. */
  FACING_3("facing 3"),
  /** Moving to, or staying in, the middle of a hex. */
  STAY_IN_HEX("stay in hex");

  private final String label;

  Maneuver(String label) {
    this.label = label;
  }

  /**
   * The row's label in the table, as the seed writes it ("facing 2", "stay in hex").
   *
   * @return the row's label in the table, as the seed writes it ("facing 2", "stay in hex")
   */
  public String label() {
    return label;
  }

  /**
   * The facing change of {@code hexsides} (1 to 3).
   *
   * @param hexsides 1 to 3 (either sign)
   * @return the maneuver
   */
  public static Maneuver facing(int hexsides) {
    return switch (Math.abs(hexsides)) {
      case 1 -> FACING_1;
      case 2 -> FACING_2;
      case 3 -> FACING_3;
      default ->
          throw new IllegalArgumentException("a facing change is 1 to 3 hexsides, was " + hexsides);
    };
  }
}
