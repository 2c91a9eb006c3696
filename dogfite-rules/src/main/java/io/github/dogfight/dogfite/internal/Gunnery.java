package io.github.dogfight.dogfite.internal;

import io.github.dogfight.core.dice.PipAdjustment;
import io.github.dogfight.dogfite.DogfiteTables;
import io.github.dogfight.dogfite.HitsRoll;
import io.github.dogfight.dogfite.Range;
import java.util.ArrayList;
import java.util.List;

/**
 * Hits from a burst of fire: "The number of hits scored equals 2d6 -10 plus the current edge
 * modified by ... aircraft firing bonus, pilot shooting skill ... range" (rules 000, COMBAT). Two
 * guns roll separately. A negative total scores no hits.
 *
 * <p>The pip a +1 or +2 shooter moves for doubles (CRITICAL HITS: "+1 pilots may subtract one pip
 * from a die to obtain doubles, +2 pilots may add OR subtract one pip from a die. NOTE: the
 * addition/subtraction is of a *pip* from a single die --not one from the roll result") is a move
 * of -1 (a pip off the higher die) or +1 (a pip onto the lower die). Under the standard reading
 * ({@link io.github.dogfight.dogfite.DogfiteReadings#pipChangesHits()}) the die moved is the die
 * counted, so the hits change with it; under the other the hits are those of the dice as rolled.
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

  /**
   * The pip moves that turn faces {@code a} and {@code b} into doubles, as {@code pips} allows: -1
   * (a pip off the higher die), +1 (a pip onto the lower die); none for natural doubles or faces
   * more than a pip apart.
   */
  public static List<Integer> pipMoves(PipAdjustment pips, int a, int b) {
    List<Integer> out = new ArrayList<>(2);
    if (a == b) {
      return out;
    }
    int low = Math.min(a, b);
    for (int face : pips.doublesReachable(a, b)) {
      out.add(face == low ? -1 : 1);
    }
    return out;
  }

  /**
   * What a burst of faces {@code a} and {@code b} scores with {@code pip} moved (0 for none).
   *
   * @param hits the hits
   * @param criticals the critical hits to roll (none without doubles)
   */
  public record Score(int hits, int criticals) {
    /** Whether this score beats {@code other}: more critical hits, or as many and more hits. */
    public boolean beats(Score other) {
      return criticals > other.criticals || (criticals == other.criticals && hits > other.hits);
    }
  }

  /**
   * The score of faces {@code a} and {@code b} with {@code pip} moved, for a shooter of {@code
   * shooting} skill whose hits add {@code modifier} to the 2d6.
   *
   * @param pipChangesHits whether the moved pip counts in the hits
   */
  public static Score score(
      DogfiteTables tables,
      int shooting,
      int a,
      int b,
      int pip,
      int modifier,
      boolean pipChangesHits) {
    int hits = Math.max(0, a + b + (pipChangesHits ? pip : 0) + modifier);
    boolean doubles = a == b || pip != 0;
    return new Score(hits, doubles ? tables.criticalHits(hits, shooting) : 0);
  }

  /**
   * The pip move a shooter makes to score best (the bot's choice, and the one the odds assume): the
   * allowed move whose score beats leaving the dice as rolled and every other move (a pip added
   * before one taken off when they score alike), else 0.
   */
  public static int bestPip(
      DogfiteTables tables, int shooting, int a, int b, int modifier, boolean pipChangesHits) {
    int best = 0;
    Score bestScore = score(tables, shooting, a, b, 0, modifier, pipChangesHits);
    List<Integer> moves = pipMoves(tables.pipAdjustment(shooting), a, b);
    for (int i = moves.size() - 1; i >= 0; i--) {
      int pip = moves.get(i);
      Score s = score(tables, shooting, a, b, pip, modifier, pipChangesHits);
      if (s.beats(bestScore)) {
        best = pip;
        bestScore = s;
      }
    }
    return best;
  }

  /**
   * {@code roll} with {@code pip} moved: -1 takes a pip off the higher die, +1 puts one on the
   * lower; when {@code pipChangesHits} the hits are those of the dice after the move ({@code
   * modifier} added to their sum), else those of the dice as rolled.
   */
  public static HitsRoll moved(HitsRoll roll, int pip, int modifier, boolean pipChangesHits) {
    if (pip == 0) {
      return roll;
    }
    int a = roll.first();
    int b = roll.second();
    boolean firstHigher = a > b;
    if (pip < 0) {
      a -= firstHigher ? 1 : 0;
      b -= firstHigher ? 0 : 1;
    } else {
      a += firstHigher ? 0 : 1;
      b += firstHigher ? 1 : 0;
    }
    int hits = pipChangesHits ? Math.max(0, a + b + modifier) : roll.hits();
    return new HitsRoll(a, b, hits, roll.dice());
  }
}
