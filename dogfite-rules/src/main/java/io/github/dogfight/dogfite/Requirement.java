package io.github.dogfight.dogfite;

import java.util.OptionalInt;

/**
 * What the move / maneuver table asks for a maneuver at a speed: no bet ("auto"), a bet of level 0
 * to 3, or impossible ("X"). Rules 000, FACING CHANGES / STAY-IN-HEX and Appendix B.
 */
public enum Requirement {
  /** "auto": the maneuver needs no bet. */
  AUTO(-1),
  /** A level-0 bet (2+). */
  LEVEL_0(0),
  /** A level-1 bet (4+). */
  LEVEL_1(1),
  /** A level-2 bet (6+). */
  LEVEL_2(2),
  /** A level-3 bet (9+). */
  LEVEL_3(3),
  /** "X": the maneuver cannot be made at this speed. */
  IMPOSSIBLE(-1);

  private final int level;

  Requirement(int level) {
    this.level = level;
  }

  /**
   * The bet level, when a bet is required.
   *
   * @return the bet level, when a bet is required
   */
  public OptionalInt level() {
    return level < 0 ? OptionalInt.empty() : OptionalInt.of(level);
  }

  /**
   * The bet level, 0 when none is required ({@link #AUTO}) and -1 for {@link #IMPOSSIBLE}.
   *
   * @return the bet level, 0 when none is required ({@link #AUTO}) and -1 for {@link #IMPOSSIBLE}
   */
  public int betLevel() {
    return this == IMPOSSIBLE ? -1 : Math.max(0, level);
  }

  /**
   * The requirement for a bet of {@code level} (0 to 3).
   *
   * @param level 0 to 3
   * @return the requirement
   */
  public static Requirement ofLevel(int level) {
    return switch (level) {
      case 0 -> LEVEL_0;
      case 1 -> LEVEL_1;
      case 2 -> LEVEL_2;
      case 3 -> LEVEL_3;
      default -> throw new IllegalArgumentException("bet level must be 0 to 3, was " + level);
    };
  }

  /**
   * The table's spelling: "auto", "0".."3" or "X".
   *
   * @return the table's spelling: "auto", "0".."3" or "X"
   */
  public String symbol() {
    return switch (this) {
      case AUTO -> "auto";
      case IMPOSSIBLE -> "X";
      default -> Integer.toString(level);
    };
  }
}
