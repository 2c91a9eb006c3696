package io.github.dogfight.dogfite;

/**
 * How the rule set reads the lines of rules 000 that can be read two ways. {@link #standard()} is
 * the reading the module README's "Assumptions" table argues for, line by line; a variant plays the
 * other with {@link DogfiteRules#withReadings(DogfiteReadings)}:
 *
 * <pre>{@code
 * DogfiteRules sequentialFire =
 *     new DogfiteRules().withReadings(DogfiteReadings.standard().withSimultaneousFire(false));
 * }</pre>
 *
 * @param aerobaticEdgeKept MOVE / MANEUVER BETS - FAILURE: "Any edge gained by the successful
 *     portion of the move (if any) is retained". When {@code true} (standard), the aerobatic points
 *     of a failed bet that its move penalty did not take are a successful portion: they keep their
 *     edge, one per point plus the pilot's flying skill ("Aircraft gain one point of edge for each
 *     Aerobic Point spent plus pilot's flying skill"). When {@code false}, a failed bet earns no
 *     aerobatic edge.
 * @param stallDiveGainsSpeed STALL / SPIN: "stalling aircraft have pitch set at a one-point,
 *     half-move dive". When {@code true} (standard), that dive gains its one point of speed at the
 *     end of the turn and counts as a one-point dive for the drag roll, as any one-point dive does:
 *     only the dive a failed bet brings says "but do not apply any speed gain". When {@code false},
 *     the stall's dive gains no speed and no drag modifier either.
 * @param pipChangesHits CRITICAL HITS: "+1 pilots may subtract one pip from a die to obtain
 *     doubles, +2 pilots may add OR subtract one pip from a die. NOTE: the addition/subtraction is
 *     of a *pip* from a single die --not one from the roll result." When {@code true} (standard),
 *     the moved pip changes that die, and so the 2d6 whose total gives the hits: one hit fewer for
 *     a pip subtracted, one more for a pip added (which is what makes a +2 pilot better than a +1
 *     one). When {@code false}, the hits are those of the dice as rolled and the pip only makes
 *     doubles.
 * @param simultaneousFire COMBAT (the seed gives no firing order). When {@code true} (standard),
 *     fire is simultaneous: every aircraft that may fire when the combat phase begins fires, with
 *     its shooting skill as it was then, even if it is shot down or wounded before its turn to fire
 *     comes; the order only says who decides first. The aircraft shot down leave the fight, and are
 *     announced, once every shot of the phase is resolved. When {@code false}, aircraft fire in
 *     movement order and each burst takes effect before the next aircraft fires (a destroyed
 *     aircraft fires no more). An activation that sets a firing order of its own (card activation's
 *     shooting deck, rules 004: "The last plane that moves shoots first") is always played in that
 *     order, each burst before the next.
 */
public record DogfiteReadings(
    boolean aerobaticEdgeKept,
    boolean stallDiveGainsSpeed,
    boolean pipChangesHits,
    boolean simultaneousFire) {
  private static final DogfiteReadings STANDARD = new DogfiteReadings(true, true, true, true);

  /**
   * The readings the module README argues for.
   *
   * @return the standard readings
   */
  public static DogfiteReadings standard() {
    return STANDARD;
  }

  /**
   * These readings with another reading of "Any edge gained by the successful portion of the move
   * (if any) is retained".
   *
   * @param value whether the aerobatic points a failed bet's move penalty did not take keep their
   *     edge
   * @return the new readings
   */
  public DogfiteReadings withAerobaticEdgeKept(boolean value) {
    return new DogfiteReadings(value, stallDiveGainsSpeed, pipChangesHits, simultaneousFire);
  }

  /**
   * These readings with another reading of the stall's "one-point, half-move dive".
   *
   * @param value whether a stall's dive gains its point of speed (and counts for drag)
   * @return the new readings
   */
  public DogfiteReadings withStallDiveGainsSpeed(boolean value) {
    return new DogfiteReadings(aerobaticEdgeKept, value, pipChangesHits, simultaneousFire);
  }

  /**
   * These readings with another reading of the pip a +1 or +2 shooter moves.
   *
   * @param value whether the moved pip changes the 2d6 total that gives the hits
   * @return the new readings
   */
  public DogfiteReadings withPipChangesHits(boolean value) {
    return new DogfiteReadings(aerobaticEdgeKept, stallDiveGainsSpeed, value, simultaneousFire);
  }

  /**
   * These readings with another firing order.
   *
   * @param value whether fire is simultaneous (else in movement order, each burst before the next)
   * @return the new readings
   */
  public DogfiteReadings withSimultaneousFire(boolean value) {
    return new DogfiteReadings(aerobaticEdgeKept, stallDiveGainsSpeed, pipChangesHits, value);
  }
}
