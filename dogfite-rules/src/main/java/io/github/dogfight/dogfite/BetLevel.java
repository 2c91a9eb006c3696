package io.github.dogfight.dogfite;

/**
 * A move / maneuver bet level, as {@link DogfiteTables#betLevel} reads it from the bet levels
 * table: the 2d6 target and the penalties that apply whether or not the bet passes. Rules 000, MOVE
 * / MANEUVER BET: "level 0: roll 2+. level 1: roll 4+, pwr -1. level 2: roll 6+, spd -1, min.spd
 * +1. level 3: roll 9+, spd -2, min.spd +4."
 *
 * @param level 0 to 3
 * @param target the 2d6 roll needed (before aerobatics and modifiers)
 * @param powerModifier modifier to this turn's power roll
 * @param speedChange speed change (applied at the end of the turn)
 * @param minSpeedIncrease increase of the minimum speed for this turn's stall check
 */
public record BetLevel(
    int level, int target, int powerModifier, int speedChange, int minSpeedIncrease) {
  /**
   * "Aircraft that pass a 1, 2, or 3-level bet by three or more on the roll are allowed a +1 bonus
   * to that turn's power roll" (rules 000, MOVE / MANEUVER BET).
   */
  public static final int POWER_BONUS_MARGIN = 3;

  /**
   * The target number when {@code aerobaticPoints} are spent: "If Aerobic Points are spent the
   * target number of the bet is increased by one" (rules 000, BET TARGET NUMBER).
   *
   * @param aerobaticPoints aerobatic points spent, 0 for none
   * @return the target number on 2d6
   */
  public int target(int aerobaticPoints) {
    return aerobaticPoints > 0 ? target + 1 : target;
  }

  /**
   * The most aerobatic points a bet of {@code level} allows: "the sum of the bet level plus the
   * pilot's flying skill and aircraft aerobic rating" (rules 000, AEROBATICS), never below zero.
   *
   * @param level 0 to 3
   * @param flyingSkill the pilot's flying skill
   * @param aerobaticRating the aircraft's aerobatic rating
   * @return the most points, at least 0
   */
  public static int maxAerobaticPoints(int level, int flyingSkill, int aerobaticRating) {
    return Math.max(0, level + flyingSkill + aerobaticRating);
  }

  /**
   * Whether passing by {@code margin} earns the +1 power bonus (levels 1 to 3 only).
   *
   * @param margin how far the roll passed
   * @return whether passing by {@code margin} earns the +1 power bonus (levels 1 to 3 only)
   */
  public boolean earnsPowerBonus(int margin) {
    return level >= 1 && margin >= POWER_BONUS_MARGIN;
  }
}
