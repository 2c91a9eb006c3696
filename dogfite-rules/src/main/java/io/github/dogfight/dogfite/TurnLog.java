package io.github.dogfight.dogfite;

import java.util.Objects;
import java.util.OptionalInt;

/**
 * What an aircraft's bets and maneuvers did this turn, gathered for the stall check at the end of
 * its move and for the end of the turn (rules 000: "Speed changes from maneuvering and/or power /
 * drag rolls are applied at the end of the turn").
 *
 * @param speedChanges speed changes from bets, aerobatics, climbs and dives
 * @param minSpeedIncrease the largest minimum-speed increase of the turn's bets
 * @param powerModifier modifiers to this turn's power roll from bets
 * @param powerBonus whether a level 1-3 bet passed by 3 or more (+1 power)
 * @param highestBet the highest bet level attempted, if any
 * @param failureStress summed stress modifiers of failed bets that force a test, if any
 * @param divePoints points of this turn's dive (0 if none)
 * @param aerobatics whether aerobatic points were spent (the MP roll loses one)
 * @param smokeRolled whether this turn's smoke roll was already made (smoke rolls "now" when it
 *     starts)
 */
public record TurnLog(
    int speedChanges,
    int minSpeedIncrease,
    int powerModifier,
    boolean powerBonus,
    OptionalInt highestBet,
    OptionalInt failureStress,
    int divePoints,
    boolean aerobatics,
    boolean smokeRolled) {
  /**
   * Checks the fields.
   *
   * @param speedChanges speed changes from bets, aerobatics, climbs and dives
   * @param minSpeedIncrease the largest minimum-speed increase of the turn's bets
   * @param powerModifier modifiers to this turn's power roll from bets
   * @param powerBonus whether a level 1-3 bet passed by 3 or more (+1 power)
   * @param highestBet the highest bet level attempted, if any
   * @param failureStress summed stress modifiers of failed bets that force a test, if any
   * @param divePoints points of this turn's dive (0 if none)
   * @param aerobatics whether aerobatic points were spent (the MP roll loses one)
   * @param smokeRolled whether this turn's smoke roll was already made (smoke rolls "now" when it
   *     starts)
   */
  public TurnLog {
    Objects.requireNonNull(highestBet, "highestBet");
    Objects.requireNonNull(failureStress, "failureStress");
  }

  /** Nothing yet this turn. */
  public static final TurnLog EMPTY =
      new TurnLog(0, 0, 0, false, OptionalInt.empty(), OptionalInt.empty(), 0, false, false);

  /**
   * This log with a bet's outcome added.
   *
   * @param o the bet's outcome
   * @return this log with a bet's outcome added
   */
  public TurnLog with(BetOutcome o) {
    int level = o.request().chosenLevel();
    OptionalInt stress = failureStress;
    if (o.stressModifier().isPresent()) {
      stress = OptionalInt.of(failureStress.orElse(0) + o.stressModifier().getAsInt());
    }
    return new TurnLog(
        speedChanges + o.speedChange(),
        Math.max(minSpeedIncrease, o.minSpeedIncrease()),
        powerModifier + o.powerModifier(),
        powerBonus || o.powerBonus(),
        OptionalInt.of(Math.max(level, highestBet.orElse(level))),
        stress,
        divePoints,
        aerobatics || o.request().aerobaticPoints() > 0,
        smokeRolled);
  }

  /**
   * This log with a vertical move's speed change and dive points.
   *
   * @param plan the vertical move
   * @return the new log
   */
  public TurnLog with(VerticalPlan plan) {
    return new TurnLog(
        speedChanges + plan.speedChange(),
        minSpeedIncrease,
        powerModifier,
        powerBonus,
        highestBet,
        failureStress,
        plan.diving() ? plan.points() : divePoints,
        aerobatics,
        smokeRolled);
  }

  /**
   * This log with a dive of {@code points} points that gains their speed (a spin recovery).
   *
   * @param points the dive points
   * @return the new log
   */
  public TurnLog withDive(int points) {
    return new TurnLog(
        speedChanges + points,
        minSpeedIncrease,
        powerModifier,
        powerBonus,
        highestBet,
        failureStress,
        points,
        aerobatics,
        smokeRolled);
  }

  /**
   * This log with a half-move dive of {@code points} points that gains their speed and counts for
   * the drag roll (a stall's dive), a steeper dive of the turn still counting for drag.
   *
   * @param points the dive points
   * @return the new log
   */
  public TurnLog withDiveGain(int points) {
    return new TurnLog(
        speedChanges + points,
        minSpeedIncrease,
        powerModifier,
        powerBonus,
        highestBet,
        failureStress,
        Math.max(divePoints, points),
        aerobatics,
        smokeRolled);
  }

  /**
   * This log noting that this turn's smoke roll is made.
   *
   * @return this log noting that this turn's smoke roll is made
   */
  public TurnLog withSmokeRolled() {
    return new TurnLog(
        speedChanges,
        minSpeedIncrease,
        powerModifier,
        powerBonus,
        highestBet,
        failureStress,
        divePoints,
        aerobatics,
        true);
  }
}
