package io.github.dogfight.cy6;

import java.util.Locale;
import java.util.Optional;

/**
 * A heavy cannon's rate of fire (rules 002: "Some Low/VL/EL ROF"), a to-hit penalty of -1, -2 or -3
 * (the {@code to-hit modifiers} table).
 */
public enum RateOfFire {
  /** No penalty. */
  NORMAL(""),
  /** Low: -1. */
  LOW("Low Rate-of-Fire (ROF) Heavy Cannon"),
  /** Very low: -2. */
  VERY_LOW("Very Low Rate-of-Fire (ROF) Heavy Cannon"),
  /** Extremely low: -3. */
  EXTREMELY_LOW("Extremely Low Rate-of-Fire (ROF) Heavy Cannon");

  private final String modifierRow;

  RateOfFire(String modifierRow) {
    this.modifierRow = modifierRow;
  }

  /**
   * Its row of the {@code to-hit modifiers} table; empty for {@link #NORMAL}.
   *
   * @return its row of the {@code to-hit modifiers} table; empty for {@link #NORMAL}
   */
  public Optional<String> modifierRow() {
    return modifierRow.isEmpty() ? Optional.empty() : Optional.of(modifierRow);
  }

  /**
   * The catalog code: {@code low}, {@code vl} or {@code el}; empty for normal.
   *
   * @return the catalog code: {@code low}, {@code vl} or {@code el}; empty for normal
   */
  public String code() {
    return switch (this) {
      case NORMAL -> "";
      case LOW -> "low";
      case VERY_LOW -> "vl";
      case EXTREMELY_LOW -> "el";
    };
  }

  /**
   * Reads a code: {@code low}, {@code vl}, {@code el} (any case), or empty for normal.
   *
   * @param text the rate's name
   * @return the rate
   * @throws IllegalArgumentException naming the text and the choices
   */
  public static RateOfFire parse(String text) {
    String t = text.strip().toLowerCase(Locale.ROOT);
    for (RateOfFire r : values()) {
      if (r.code().equals(t)) {
        return r;
      }
    }
    throw new IllegalArgumentException("rate of fire '" + text + "' is not one of low, vl, el");
  }
}
