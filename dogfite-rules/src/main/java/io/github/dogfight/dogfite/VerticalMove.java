package io.github.dogfight.dogfite;

/** What an aircraft does vertically this turn (rules 000, VERTICAL MOVEMENT, CLIMBING / DIVING). */
public enum VerticalMove {
  /** Stay at the level (not allowed in a half-level state). */
  LEVEL,
  /** Climb a full level, paying its speed. */
  CLIMB,
  /** Dive a full level, gaining its speed. */
  DIVE,
  /** Start a half-level climb: pitch the model up, paying the bracketed speed. */
  HALF_CLIMB,
  /** Start a half-level dive: pitch the model down, gaining the bracketed speed. */
  HALF_DIVE,
  /** In a half-level state: finish the move into the adjacent level. */
  FINISH,
  /** In a half-level state: pass a bet to remain at the current level. */
  HOLD,
  /**
   * In a half-level state: remain at the current level together with this turn's first facing
   * change or stay-in-hex, in one bet of one plus the higher of the two levels (rules 000, CLIMBING
   * / DIVING: "If such an aircraft also wished to attempt a simultaneous maneuver ..."). With no
   * such maneuver this turn, the hold is bet alone at the end of the move.
   */
  HOLD_COMBINED;

  /**
   * In words, for narration: "a half-level climb", "hold the level with the first maneuver".
   *
   * @return the move in words
   */
  public String words() {
    return switch (this) {
      case LEVEL -> "level";
      case CLIMB -> "a climb";
      case DIVE -> "a dive";
      case HALF_CLIMB -> "a half-level climb";
      case HALF_DIVE -> "a half-level dive";
      case FINISH -> "finish the half-level move";
      case HOLD -> "hold the level";
      case HOLD_COMBINED -> "hold the level with the first maneuver";
    };
  }
}
