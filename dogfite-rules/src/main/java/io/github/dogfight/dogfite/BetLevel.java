package io.github.dogfight.dogfite;

/**
 * A move / maneuver bet level: the 2d6 target and the penalties that apply whether or not the bet
 * passes. Seed 000, MOVE / MANEUVER BET: "level 0: roll 2+. level 1: roll 4+, pwr -1. level 2: roll
 * 6+, spd -1, min.spd +1. level 3: roll 9+, spd -2, min.spd +4."
 *
 * @param level 0 to 3
 * @param target the 2d6 roll needed (before aerobatics and modifiers)
 * @param powerModifier modifier to this turn's power roll
 * @param speedChange speed change (applied at the end of the turn)
 * @param minSpeedIncrease increase of the minimum speed for this turn's stall check
 */
public record BetLevel(
    int level, int target, int powerModifier, int speedChange, int minSpeedIncrease) {
  private static final BetLevel[] STANDARD = {
    new BetLevel(0, 2, 0, 0, 0),
    new BetLevel(1, 4, -1, 0, 0),
    new BetLevel(2, 6, 0, -1, 1),
    new BetLevel(3, 9, 0, -2, 4),
  };

  /** A bet that passes by this much or more gives +1 to that turn's power roll (levels 1-3). */
  public static final int POWER_BONUS_MARGIN = 3;

  /** The seed's level {@code level} (0 to 3). */
  public static BetLevel of(int level) {
    if (level < 0 || level > 3) {
      throw new IllegalArgumentException("bet level must be 0 to 3, was " + level);
    }
    return STANDARD[level];
  }

  /**
   * The target number when {@code aerobaticPoints} are spent: "If Aerobic Points are spent the
   * target number of the bet is increased by one" (seed 000, BET TARGET NUMBER).
   */
  public int target(int aerobaticPoints) {
    return aerobaticPoints > 0 ? target + 1 : target;
  }

  /**
   * The most aerobatic points this bet allows: "the sum of the bet level plus the pilot's flying
   * skill and aircraft aerobic rating" (seed 000, AEROBATICS), never below zero.
   */
  public int maxAerobaticPoints(int flyingSkill, int aerobaticRating) {
    return Math.max(0, level + flyingSkill + aerobaticRating);
  }

  /** Whether passing by {@code margin} earns the +1 power bonus (levels 1 to 3 only). */
  public boolean earnsPowerBonus(int margin) {
    return level >= 1 && margin >= POWER_BONUS_MARGIN;
  }
}
