package io.github.dogfight.dogfite;

/** What an aircraft does vertically this turn (seed 000, VERTICAL MOVEMENT, CLIMBING / DIVING). */
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
  HOLD
}
