package io.github.dogfight.core.check;

/** Whether a check was a critical success, a critical failure, or neither. */
public enum Critical {
  /** An ordinary result. */
  NONE,
  /** A critical success (for example a natural 2 on a roll-under 2d6). */
  SUCCESS,
  /** A critical failure (for example a natural 12 on a roll-under 2d6). */
  FAILURE
}
