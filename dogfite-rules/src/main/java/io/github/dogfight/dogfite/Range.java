package io.github.dogfight.dogfite;

/**
 * Firing range and its modifier to hits: "range ½-hex = -5, 1 hex = -10, &gt;1 hex = no fire
 * possible" (seed 000, COMBAT).
 */
public enum Range {
  /** Half a hex: -5. */
  HALF_HEX(-5),
  /** One hex: -10. */
  ONE_HEX(-10);

  private final int modifier;

  Range(int modifier) {
    this.modifier = modifier;
  }

  /** The modifier to the hits roll. */
  public int modifier() {
    return modifier;
  }

  /**
   * The range called {@code name}: {@code half} or {@code one}.
   *
   * @throws IllegalArgumentException naming the choices
   */
  public static Range parse(String name) {
    return switch (name.trim().toLowerCase(java.util.Locale.ROOT)) {
      case "half", "half-hex", "half_hex" -> HALF_HEX;
      case "one", "one-hex", "one_hex", "1" -> ONE_HEX;
      default ->
          throw new IllegalArgumentException("unknown range '" + name + "'; choose half or one");
    };
  }
}
