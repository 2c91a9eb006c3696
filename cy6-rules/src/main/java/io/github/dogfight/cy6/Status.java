package io.github.dogfight.cy6;

/**
 * A lasting condition of an aircraft, from a Lucky Hit or its additional damage (rules 002), with
 * how long it lasts.
 */
public enum Status {
  /** "Aircraft on fire": an Aircrew Check at the start of its next move stops it. */
  ON_FIRE(Duration.UNTIL_CHECKED),
  /** Heavy Fire: as on fire, the check at -1. */
  ON_HEAVY_FIRE(Duration.UNTIL_CHECKED),
  /** "Half of aircraft weapons are inoperable for remainder of the game". */
  HALF_WEAPONS(Duration.REST_OF_GAME),
  /** "must fire with a -2 to-hit modifier for remainder of the game". */
  GUNSIGHT_DESTROYED(Duration.REST_OF_GAME),
  /** "must do right turn next turn". */
  RIGHT_TURN_NEXT_TURN(Duration.NEXT_MOVE),
  /** No special maneuvers "for remainder of mission". */
  NO_SPECIAL_MANEUVERS(Duration.REST_OF_GAME),
  /** No "powerdive/climb or steep climb/dive for rest of mission". */
  NO_POWER_OR_STEEP(Duration.REST_OF_GAME),
  /** No "dive or climb for rest of mission". */
  NO_CLIMB_OR_DIVE(Duration.REST_OF_GAME),
  /** "may not turn for rest of mission". */
  NO_TURNS(Duration.REST_OF_GAME),
  /** "crash land at end of mission": counts at the end. */
  CRASH_LAND_AT_END(Duration.REST_OF_GAME),
  /** "only move at half speed (round down) for remainder of mission". */
  HALF_SPEED(Duration.REST_OF_GAME),
  /** "only move at rate of one for remainder of mission". */
  SPEED_ONE(Duration.REST_OF_GAME),
  /** "must fly forward until Aircrew Check passed" on a subsequent move. */
  FLY_FORWARD(Duration.UNTIL_CHECK_PASSED),
  /** "Next hit destroys aircraft". */
  NEXT_HIT_DESTROYS(Duration.REST_OF_GAME),
  /** *B: random moves "until Aircrew Check passed (check at start of subsequent moves)". */
  BLACKOUT(Duration.UNTIL_CHECK_PASSED),
  /** *P: "No firing until Aircrew Check passed at start of a subsequent move". */
  PANIC(Duration.UNTIL_CHECK_PASSED),
  /** *H passed: fires one skill level better, depletes ammunition one level worse. */
  HEROIC(Duration.REST_OF_GAME),
  /** "pass plane must abort": it leaves the fight. */
  ABORTING(Duration.REST_OF_GAME),
  /**
   * Out of control (a failed climb with engine damage, or a failed out-of-control check): moves in
   * Move Group 1 and flies random moves as a blacked-out pilot does until an Aircrew Check at the
   * start of a later move passes (an assumption: the out-of-control rules are not in rules 002).
   */
  OUT_OF_CONTROL(Duration.UNTIL_CHECK_PASSED),
  /** *O failed: "must immediately attempt to exit the board by dive". */
  MUST_EXIT_BY_DIVE(Duration.REST_OF_GAME);

  private final Duration duration;

  Status(Duration duration) {
    this.duration = duration;
  }

  /**
   * How long it lasts.
   *
   * @return how long it lasts
   */
  public Duration duration() {
    return duration;
  }

  /** How long a status lasts. */
  public enum Duration {
    /** Through the aircraft's next move only. */
    NEXT_MOVE,
    /** Until an Aircrew Check at the start of a later move passes. */
    UNTIL_CHECK_PASSED,
    /** One Aircrew Check at the start of the next move settles it, pass or fail. */
    UNTIL_CHECKED,
    /** For the rest of the game ("remainder of mission"). */
    REST_OF_GAME
  }
}
