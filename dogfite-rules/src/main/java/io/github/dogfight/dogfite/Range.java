package io.github.dogfight.dogfite;

import java.util.Locale;

/**
 * Firing range and its modifier to hits: "range ½-hex = -5, 1 hex = -10, &gt;1 hex = no fire
 * possible" (rules 000, COMBAT).
 *
 * <p>{@link #ZERO} is this module's reading for aircraft in the same hex at the same level (or
 * firing from leaving the level above): the seed places every aircraft in a hex "within effective
 * combat range" of the others there, and its altitude rule adds "1 hex for fire from the level
 * beneath", which only a range of zero can absorb without leaving the table (½ + 1 is already out
 * of range). The modifier follows the seed's own step of -5 per half hex: 0.
 */
public enum Range {
  /** The same hex: no modifier (see the class notes). */
  ZERO(0, "point blank"),
  /** Half a hex: -5. */
  HALF_HEX(-5, "half a hex"),
  /** One hex: -10. */
  ONE_HEX(-10, "one hex");

  private final int modifier;
  private final String words;

  Range(int modifier, String words) {
    this.modifier = modifier;
    this.words = words;
  }

  /**
   * The modifier to the hits roll.
   *
   * @return the modifier to the hits roll
   */
  public int modifier() {
    return modifier;
  }

  /**
   * The range in words, for narration ("half a hex").
   *
   * @return the range in words, for narration ("half a hex")
   */
  public String words() {
    return words;
  }

  /** The range of {@code halfHexes} half hexes (0 to 2), or null beyond one hex. */
  static Range ofHalfHexes(int halfHexes) {
    return switch (halfHexes) {
      case 0 -> ZERO;
      case 1 -> HALF_HEX;
      case 2 -> ONE_HEX;
      default -> throw new IllegalArgumentException("beyond one hex: " + halfHexes + " half hexes");
    };
  }

  /**
   * The range called {@code name}: {@code zero}, {@code half} or {@code one}.
   *
   * @param name the range's name
   * @return the range
   * @throws IllegalArgumentException naming the choices
   */
  public static Range parse(String name) {
    return switch (name.trim().toLowerCase(Locale.ROOT)) {
      case "zero", "0", "point-blank", "same-hex", "same" -> ZERO;
      case "half", "half-hex", "half_hex" -> HALF_HEX;
      case "one", "one-hex", "one_hex", "1" -> ONE_HEX;
      default ->
          throw new IllegalArgumentException(
              "unknown range '" + name + "'; choose zero, half or one");
    };
  }
}
