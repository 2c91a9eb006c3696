package io.github.dogfight.core.turn;

/** How the actors of a segment act. */
public enum Mode {
  /** One after another, each against the state the one before it left. */
  SEQUENTIAL,
  /**
   * All at once: every action is worked out against the state at the segment's start, so the order
   * in which they are written down changes nothing (Check Your 6!'s fire segments).
   */
  SIMULTANEOUS
}
