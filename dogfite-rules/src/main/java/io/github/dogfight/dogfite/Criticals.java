package io.github.dogfight.dogfite;

import io.github.dogfight.core.dice.PipAdjustment;

/**
 * When hits become critical hits, and the engine-fire rolls. Seed 000, CRITICAL HITS and ENGINE
 * CRITICAL HITS:
 *
 * <ul>
 *   <li>"For every four hits (rounded down) scored on a roll of natural doubles, the target rolls
 *       2d6" on the critical table; adjusted for shooting skill: -1 = five hits, +1 = three, +2 =
 *       two. Assumption: skills below -1 count as -1, above +2 as +2.
 *   <li>"+1 pilots may subtract one pip from a die to obtain doubles, +2 pilots may add OR subtract
 *       one pip from a die."
 *   <li>Engine critical: 1d6, 1-3 = the aircraft smokes (-1 to all pilot numbers) and rolls 1d6 now
 *       and each following turn; 1 = fire (-3 to all pilot numbers, 1d6 boxes of fire damage each
 *       turn; all boxes filled = destroyed).
 * </ul>
 */
public final class Criticals {
  private Criticals() {}

  /** Hits needed per critical hit for {@code shootingSkill}. */
  public static int hitsPerCritical(int shootingSkill) {
    int s = Math.max(-1, Math.min(2, shootingSkill));
    return switch (s) {
      case -1 -> 5;
      case 0 -> 4;
      case 1 -> 3;
      default -> 2;
    };
  }

  /** Critical hits scored by {@code hits} on doubles for a shooter of {@code shootingSkill}. */
  public static int criticalHits(int hits, int shootingSkill) {
    return Math.max(0, hits) / hitsPerCritical(shootingSkill);
  }

  /** The one-pip adjustment a pilot of {@code shootingSkill} may make to get doubles. */
  public static PipAdjustment pipAdjustment(int shootingSkill) {
    if (shootingSkill >= 2) {
      return PipAdjustment.ADD_OR_SUBTRACT_ONE;
    }
    return shootingSkill == 1 ? PipAdjustment.SUBTRACT_ONE : PipAdjustment.NONE;
  }

  /** Whether an engine critical's 1d6 makes the aircraft smoke (1-3). */
  public static boolean smokes(int d6) {
    return d6 <= 3;
  }

  /** Whether a smoking aircraft's turn roll sets it on fire (1). */
  public static boolean catchesFire(int d6) {
    return d6 == 1;
  }
}
