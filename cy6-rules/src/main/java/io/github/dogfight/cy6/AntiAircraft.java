package io.github.dogfight.cy6;

import java.util.Locale;

/** The anti-aircraft battery types of rules 002 (C5.0). */
public enum AntiAircraft {
  /** Light (to 23mm). */
  LIGHT("Light (to 23mm)", "Light AA"),
  /** Medium (24-70mm). */
  MEDIUM("Medium (24-70mm)", "Medium AA"),
  /** Heavy (71mm+). */
  HEAVY("Heavy (71mm+)", "Heavy AA");

  private final String tableLabel;
  private final String weaponLabel;

  AntiAircraft(String tableLabel, String weaponLabel) {
    this.tableLabel = tableLabel;
    this.weaponLabel = weaponLabel;
  }

  /**
   * Its row of the {@code anti-aircraft} table.
   *
   * @return its row of the {@code anti-aircraft} table
   */
  public String tableLabel() {
    return tableLabel;
  }

  /**
   * Its row of the {@code critical damage} and {@code weapon classes} tables.
   *
   * @return its row of the {@code critical damage} and {@code weapon classes} tables
   */
  public String weaponLabel() {
    return weaponLabel;
  }

  /**
   * Reads a type: light, medium or heavy, any case.
   *
   * @param text the type's name
   * @return the type
   * @throws IllegalArgumentException naming the text and the choices
   */
  public static AntiAircraft parse(String text) {
    String t = text.strip().toUpperCase(Locale.ROOT);
    for (AntiAircraft a : values()) {
      if (a.name().equals(t)) {
        return a;
      }
    }
    throw new IllegalArgumentException("AA type '" + text + "' is not one of light, medium, heavy");
  }
}
