package io.github.dogfight.dogfite.internal;

import io.github.dogfight.dogfite.Range;

/**
 * Hits from a burst of fire: "The number of hits scored equals 2d6 -10 plus the current edge
 * modified by ... aircraft firing bonus, pilot shooting skill ... range" (seed 000, COMBAT). Two
 * guns roll separately. A negative total scores no hits. Assumption: a pip adjustment made to reach
 * doubles does not change the hits, which use the dice as rolled.
 */
public final class Gunnery {
  private Gunnery() {}

  /** The constant added to the 2d6 roll: {@code -10 + edge + firing + shooting + range}. */
  public static int modifier(int edge, int firingBonus, int shootingSkill, Range range) {
    return -10 + edge + firingBonus + shootingSkill + range.modifier();
  }

  /** Hits for a 2d6 {@code roll}. */
  public static int hits(int roll, int edge, int firingBonus, int shootingSkill, Range range) {
    return Math.max(0, roll + modifier(edge, firingBonus, shootingSkill, range));
  }
}
