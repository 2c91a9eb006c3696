package io.github.dogfight.wildblue;

import java.util.Locale;

/**
 * The three altitude bands (rules 001, "Altitude": "altitude is handled with three rather broadly
 * defined groups"). Planes begin at {@link #LOW}.
 */
public enum Band {
  /** "Planes may fire at any ground target with no extra penalty", and rifles reach them. */
  LOW,
  /**
   * "Planes may only attempt to hit large ground targets ... and suffer a 3 point penalty"; only
   * planes and flak reach them.
   */
  COMBAT,
  /**
   * No ground targets; "they may only be attacked by other planes"; a 3 point penalty to piloting
   * checks and Engine Failure after 2 consecutive failed piloting checks.
   */
  HIGH;

  /**
   * The band above, if any.
   *
   * @return the band above, if any
   */
  public java.util.Optional<Band> above() {
    return this == HIGH ? java.util.Optional.empty() : java.util.Optional.of(of(index() + 1));
  }

  /**
   * The band below, if any.
   *
   * @return the band below, if any
   */
  public java.util.Optional<Band> below() {
    return this == LOW ? java.util.Optional.empty() : java.util.Optional.of(of(index() - 1));
  }

  /**
   * The band of {@code index}: 0 Low, 1 Combat, 2 High.
   *
   * @param index 0, 1 or 2
   * @return the band
   * @throws IllegalArgumentException for another index
   */
  public static Band of(int index) {
    return switch (index) {
      case 0 -> LOW;
      case 1 -> COMBAT;
      case 2 -> HIGH;
      default -> throw new IllegalArgumentException("bands are 0..2, not " + index);
    };
  }

  /**
   * 0 for Low, 1 for Combat, 2 for High.
   *
   * @return the band's index
   */
  public int index() {
    return switch (this) {
      case LOW -> 0;
      case COMBAT -> 1;
      case HIGH -> 2;
    };
  }

  /**
   * Whether this band is higher than {@code other}.
   *
   * @param other another band
   * @return whether this band is higher than {@code other}
   */
  public boolean isAbove(Band other) {
    return index() > other.index();
  }

  /**
   * "Low", "Combat" or "High".
   *
   * @return the band in words
   */
  public String words() {
    String n = name().toLowerCase(Locale.ROOT);
    return Character.toUpperCase(n.charAt(0)) + n.substring(1);
  }
}
