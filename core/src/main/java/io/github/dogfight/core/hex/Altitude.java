package io.github.dogfight.core.hex;

import java.util.Objects;

/**
 * An altitude level and whether the piece is at it or leaving it (Dogfite! half-level moves pitch
 * the model up or down; rules 000, VERTICAL MOVEMENT).
 *
 * @param level the altitude level, 0 or more
 * @param pitch level, climbing out of it or diving out of it
 */
public record Altitude(int level, Pitch pitch) {
  /** Whether a piece is at its level or leaving it. */
  public enum Pitch {
    /** At the level. */
    LEVEL,
    /** Leaving the level upward (a half-level climb). */
    CLIMBING,
    /** Leaving the level downward (a half-level dive). */
    DIVING
  }

  /**
   * Checks the level.
   *
   * @param level the altitude level, 0 or more
   * @param pitch level, climbing out of it or diving out of it
   * @throws IllegalArgumentException if {@code level} is negative, or diving out of level 0
   */
  public Altitude {
    Objects.requireNonNull(pitch, "pitch");
    if (level < 0) {
      throw new IllegalArgumentException("altitude level must be >= 0, was " + level);
    }
    if (level == 0 && pitch == Pitch.DIVING) {
      throw new IllegalArgumentException("cannot dive out of the lowest level");
    }
  }

  /**
   * At {@code level}.
   *
   * @param level the level
   * @return the altitude
   */
  public static Altitude at(int level) {
    return new Altitude(level, Pitch.LEVEL);
  }

  /**
   * Level difference {@code this - other}, ignoring pitch.
   *
   * @param other another altitude
   * @return the levels between them
   */
  public int levelsAbove(Altitude other) {
    return level - other.level;
  }

  /**
   * One full level up, at the new level.
   *
   * @return the new altitude
   */
  public Altitude climb() {
    return at(level + 1);
  }

  /**
   * One full level down, at the new level.
   *
   * @return the new altitude
   * @throws IllegalArgumentException at level 0
   */
  public Altitude dive() {
    return at(level - 1);
  }

  /**
   * Half a level: same level, pitched to {@code direction}.
   *
   * @param direction the pitch
   * @return the new altitude
   */
  public Altitude leaving(Pitch direction) {
    return new Altitude(level, direction);
  }
}
