package io.github.dogfight.squadron;

/** Where an aircraft stands in the dogfight. */
public enum Status {
  /** Still fighting: it adds a die to its squadron's pool. */
  IN_FIGHT,
  /** A fighter removed from the dogfight by enemy net successes. */
  REMOVED,
  /** A special aircraft shot down by damage rolls (or by the host's Combat Phase). */
  SHOT_DOWN,
  /** Left the battle safely by an Escape maneuver. */
  ESCAPED
}
