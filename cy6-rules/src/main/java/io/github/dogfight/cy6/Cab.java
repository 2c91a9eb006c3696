package io.github.dogfight.cy6;

import java.util.Locale;

/**
 * A Combat Altitude Band (rules 002 names Surface Low, Low, Medium, High, Very High and Extremely
 * High). Each holds tactical altitude levels (TALs); how many is an assumption of the rule set.
 */
public enum Cab {
  /** Surface Low: light and medium AA reach it; dive bombers attack here or at Low. */
  SURFACE_LOW("Surface Low"),
  /** Low. */
  LOW("Low"),
  /** Medium. */
  MEDIUM("Medium"),
  /** High. */
  HIGH("High"),
  /** Very High. */
  VERY_HIGH("Very High"),
  /** Extremely High. */
  EXTREMELY_HIGH("Extremely High");

  private final String label;

  Cab(String label) {
    this.label = label;
  }

  /**
   * The band as the tables write it, such as {@code Surface Low}.
   *
   * @return the band as the tables write it, such as {@code Surface Low}
   */
  public String label() {
    return label;
  }

  /**
   * Reads a band by its label or constant name, any case ({@code surface-low}, {@code Very High}).
   *
   * @param text the band's label or constant name
   * @return the band
   * @throws IllegalArgumentException naming the text and the choices
   */
  public static Cab parse(String text) {
    String t = text.strip().replace('-', ' ').replace('_', ' ');
    for (Cab c : values()) {
      if (c.label.equalsIgnoreCase(t)) {
        return c;
      }
    }
    throw new IllegalArgumentException(
        "CAB '"
            + text
            + "' is not one of surface-low, low, medium, high, very-high, extremely-high");
  }

  @Override
  public String toString() {
    return label.toLowerCase(Locale.ROOT).replace(' ', '-');
  }
}
