package io.github.dogfight.core.dice;

import java.util.Objects;

/**
 * One die: its number of sides and how its faces are read.
 *
 * @param sides number of faces, 2 to {@value #MAX_SIDES}; raw faces are {@code 1..sides}
 * @param reading how a raw face is read as a value
 */
public record Die(int sides, Reading reading) {
  /** The most sides a die may have: {@value}, so {@code 1d100} and {@code 3d1000} are dice. */
  public static final int MAX_SIDES = FaceSet.MAX_FACE;

  /** A standard six-sided die. */
  public static final Die D6 = new Die(6, Reading.STANDARD);

  /** A ten-sided die read 0-9. */
  public static final Die D10_ZERO_BASED = new Die(10, Reading.ZERO_BASED);

  /**
   * Checks the sides.
   *
   * @param sides number of faces, 2 to {@value #MAX_SIDES}; raw faces are {@code 1..sides}
   * @param reading how a raw face is read as a value
   * @throws IllegalArgumentException if {@code sides} is outside 2..1000
   */
  public Die {
    Objects.requireNonNull(reading, "reading");
    if (sides < 2 || sides > MAX_SIDES) {
      throw new IllegalArgumentException("a die has 2 to " + MAX_SIDES + " sides, not " + sides);
    }
  }

  /**
   * A standard die with {@code sides} faces.
   *
   * @param sides number of faces, 2 to {@value #MAX_SIDES}; raw faces are {@code 1..sides}
   * @return the die
   */
  public static Die of(int sides) {
    return new Die(sides, Reading.STANDARD);
  }

  /**
   * The value of raw {@code face}.
   *
   * @param face the raw face
   * @return its value
   */
  public int value(int face) {
    return reading.value(face, sides);
  }

  /** Notation such as {@code d6}, {@code d10(0)} or {@code d4(-)}. */
  @Override
  public String toString() {
    return "d" + sides + reading.suffix();
  }
}
