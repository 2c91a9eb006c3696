package io.github.dogfight.dogfite;

/**
 * A move / maneuver bet to resolve.
 *
 * @param requiredLevel the level the maneuver needs (from the move / maneuver table; 0 for a bet
 *     taken only for edge)
 * @param chosenLevel the level bet, at least the required one ("Player may choose a higher level to
 *     gain a greater edge, but must pay all costs associated with the level")
 * @param aerobaticPoints aerobatic points spent, at most {@link BetLevel#maxAerobaticPoints}
 * @param modifier modifiers to the 2d6 roll (control damage, formation penalties, -1 for a spin
 *     recovery)
 * @param flyingSkill the pilot's flying skill (edge from aerobatics, the point limit)
 * @param aerobaticRating the aircraft's aerobatic rating (the point limit)
 */
public record BetRequest(
    int requiredLevel,
    int chosenLevel,
    int aerobaticPoints,
    int modifier,
    int flyingSkill,
    int aerobaticRating) {
  /**
   * Checks the request against the rules.
   *
   * @param requiredLevel the level the maneuver needs (from the move / maneuver table; 0 for a bet
   *     taken only for edge)
   * @param chosenLevel the level bet, at least the required one ("Player may choose a higher level
   *     to gain a greater edge, but must pay all costs associated with the level")
   * @param aerobaticPoints aerobatic points spent, at most {@link BetLevel#maxAerobaticPoints}
   * @param modifier modifiers to the 2d6 roll (control damage, formation penalties, -1 for a spin
   *     recovery)
   * @param flyingSkill the pilot's flying skill (edge from aerobatics, the point limit)
   * @param aerobaticRating the aircraft's aerobatic rating (the point limit)
   * @throws IllegalArgumentException naming the rule and the value
   */
  public BetRequest {
    if (requiredLevel < 0 || requiredLevel > 3 || chosenLevel < requiredLevel || chosenLevel > 3) {
      throw new IllegalArgumentException(
          "MOVE / MANEUVER BET: chosen level "
              + chosenLevel
              + " must be from the required level "
              + requiredLevel
              + " to 3");
    }
    int max = BetLevel.maxAerobaticPoints(chosenLevel, flyingSkill, aerobaticRating);
    if (aerobaticPoints < 0 || aerobaticPoints > max) {
      throw new IllegalArgumentException(
          "AEROBATICS: "
              + aerobaticPoints
              + " aerobatic points; a level-"
              + chosenLevel
              + " bet allows 0 to "
              + max
              + " (bet level + flying skill + aerobatic rating)");
    }
  }

  /**
   * A bet on exactly the required level without aerobatics.
   *
   * @param modifier modifiers to the 2d6 roll (control damage, formation penalties, -1 for a spin
   *     recovery)
   * @param level the bet level, 0 to 3
   * @return the request
   */
  public static BetRequest of(int level, int modifier) {
    return new BetRequest(level, level, 0, modifier, 0, 0);
  }
}
