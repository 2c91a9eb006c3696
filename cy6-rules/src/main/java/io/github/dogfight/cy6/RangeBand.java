package io.github.dogfight.cy6;

/**
 * The range bands of air-to-air fire (rules 002, B4.0): Point Blank (1 hex), Close (2), Short (3),
 * Medium (4-6), Long (7-10). The hexes of each band are in the {@code to-hit} table.
 */
public enum RangeBand {
  /** 1 hex, base 5+. */
  POINT_BLANK("Point Blank"),
  /** 2 hexes, base 6+. */
  CLOSE("Close"),
  /** 3 hexes, base 7+. */
  SHORT("Short"),
  /** 4-6 hexes, base 9+. */
  MEDIUM("Medium"),
  /** 7-10 hexes, base 11+. */
  LONG("Long");

  private final String label;

  RangeBand(String label) {
    this.label = label;
  }

  /**
   * The band as the tables write it, such as {@code Point Blank}.
   *
   * @return the band as the tables write it, such as {@code Point Blank}
   */
  public String label() {
    return label;
  }

  /**
   * The band labelled {@code label}.
   *
   * @param label the band's label
   * @return the band
   * @throws IllegalArgumentException naming the label and the choices
   */
  public static RangeBand ofLabel(String label) {
    for (RangeBand b : values()) {
      if (b.label.equalsIgnoreCase(label.strip())) {
        return b;
      }
    }
    throw new IllegalArgumentException(
        "range band '" + label + "' is not one of Point Blank, Close, Short, Medium, Long");
  }
}
