package io.github.dogfight.cy6;

import java.util.Locale;

/**
 * The maneuver types a move is plotted with ("Choose Maneuver Type: choose from Move Chart", rules
 * 002, B). What each does to altitude and speed is the {@code maneuver types} table (an
 * assumption); which turn codes each may fly is the move chart's.
 */
public enum Maneuver {
  /** Level flight. */
  LEVEL("Level"),
  /** A climb. */
  CLIMB("Climb"),
  /** A steep climb (barred by an elevator hit). */
  STEEP_CLIMB("Steep Climb"),
  /** A dive. */
  DIVE("Dive"),
  /** A steep dive (barred by an elevator hit). */
  STEEP_DIVE("Steep Dive"),
  /** A power dive (barred by an elevator hit). */
  POWER_DIVE("Power Dive"),
  /** An extreme turn (an Aircrew Check with airframe damage). */
  EXTREME_TURN("Extreme Turn"),
  /** A special maneuver (an Aircrew Check with airframe damage; barred by wing problems). */
  SPECIAL("Special");

  private final String label;

  Maneuver(String label) {
    this.label = label;
  }

  /**
   * Its row of the {@code maneuver types} table, such as {@code Steep Climb}.
   *
   * @return its row of the {@code maneuver types} table, such as {@code Steep Climb}
   */
  public String label() {
    return label;
  }

  /**
   * How move charts write it: {@code steep-climb}.
   *
   * @return how move charts write it: {@code steep-climb}
   */
  public String code() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /**
   * Reads a type as move charts write it ({@code steep-climb}) or by its label, any case.
   *
   * @param text the maneuver's name
   * @return the maneuver
   * @throws IllegalArgumentException naming the text and the choices
   */
  public static Maneuver parse(String text) {
    String t = text.strip().toLowerCase(Locale.ROOT).replace(' ', '-').replace('_', '-');
    for (Maneuver m : values()) {
      if (m.code().equals(t)) {
        return m;
      }
    }
    throw new IllegalArgumentException(
        "maneuver '"
            + text
            + "' is not one of level, climb, steep-climb, dive, steep-dive, power-dive,"
            + " extreme-turn, special");
  }

  /**
   * Whether it climbs (engine damage: "Aircrew Check to Climb").
   *
   * @return whether it climbs (engine damage: "Aircrew Check to Climb")
   */
  public boolean climbs() {
    return this == CLIMB || this == STEEP_CLIMB;
  }

  /**
   * Whether it dives.
   *
   * @return whether it dives
   */
  public boolean dives() {
    return this == DIVE || this == STEEP_DIVE || this == POWER_DIVE;
  }
}
