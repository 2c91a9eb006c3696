package io.github.dogfight.dogfite;

import io.github.dogfight.core.dice.Roller;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One aircraft's end of turn (seed 000, SPEED INCREASE / DECREASE, STRESS, STALL / SPIN): the power
 * or drag roll, every speed change of the turn applied at once, a stress test when one is due, and
 * the stall / spin check.
 *
 * <p>Assumptions: a turn has at most one stress test, whose modifiers add up (damage, speed over
 * maximum dive, bet failures); the stall check uses the speed after the turn's changes ("speed
 * changes ... are applied at the end of the turn"); several bets raise the minimum speed by the
 * largest increase, not the sum; speed never goes below 0; an aircraft whose engine is destroyed
 * must roll drag.
 */
public final class EndOfTurn {
  private final Resolution resolution;

  /** End of turn using {@code resolution}. */
  public EndOfTurn(Resolution resolution) {
    this.resolution = resolution;
  }

  /** Power, drag, or neither. */
  public enum SpeedRoll {
    /** Try to gain speed. */
    POWER,
    /** Try to lose speed. */
    DRAG,
    /** Neither (not allowed when the engine is destroyed). */
    NONE
  }

  /**
   * What the turn did to the aircraft.
   *
   * @param type the aircraft type
   * @param damage its damage track
   * @param speed its speed at the start of the turn
   * @param speedChanges the turn's speed changes (bets, aerobatics, climbs and dives, failures)
   * @param minSpeedIncrease the largest minimum-speed increase from this turn's bets
   * @param powerModifier bet and critical modifiers to the power roll (including the +1 bonus)
   * @param divePoints points of this turn's dive (0 if none), subtracted from a drag roll
   * @param highestBetLevel the highest bet level attempted this turn, if any
   * @param failureStressModifiers the sum of stress modifiers from failed bets, if any forced a
   *     test
   * @param flyingSkill the pilot's (modified) flying skill
   * @param engineDestroyed whether the engine is destroyed
   */
  public record Turn(
      AircraftType type,
      DamageTrack damage,
      int speed,
      int speedChanges,
      int minSpeedIncrease,
      int powerModifier,
      int divePoints,
      OptionalInt highestBetLevel,
      OptionalInt failureStressModifiers,
      int flyingSkill,
      boolean engineDestroyed) {}

  /**
   * The result.
   *
   * @param speed the new speed
   * @param speedRollChange speed gained (positive) or lost (negative) by the power or drag roll
   * @param stress the stress test, when one was due
   * @param damage the damage track afterwards
   * @param destroyed whether the stress test destroyed the aircraft
   * @param stall the stall / spin result, when the aircraft ended at or below minimum speed
   */
  public record Result(
      int speed,
      int speedRollChange,
      Optional<StressResult> stress,
      DamageTrack damage,
      boolean destroyed,
      Optional<StallResult> stall) {}

  /**
   * Resolves the end of {@code turn} with {@code choice}.
   *
   * @throws IllegalArgumentException if an aircraft with a destroyed engine does not roll drag
   */
  public Result resolve(Turn turn, SpeedRoll choice, Roller roller, String purpose) {
    if (turn.engineDestroyed() && choice != SpeedRoll.DRAG) {
      throw new IllegalArgumentException(
          "CRITICAL HITS: with its engine destroyed " + purpose + " must roll for drag each turn");
    }
    AircraftType type = turn.type();
    int base = Math.max(0, turn.speed() + turn.speedChanges());
    int rolled =
        switch (choice) {
          case POWER ->
              resolution.power(
                  type.power(), turn.powerModifier(), base, type.maxSpeed(), roller, purpose);
          case DRAG -> -resolution.drag(type.drag(), turn.divePoints(), roller, purpose);
          case NONE -> 0;
        };
    int speed = Math.max(0, base + rolled);

    DamageTrack damage = turn.damage();
    int maxDive = type.maxDiveSpeed() - damage.maxDiveReduction();
    boolean overDive = speed > maxDive;
    boolean bigBet =
        turn.highestBetLevel().isPresent()
            && turn.highestBetLevel().getAsInt() >= damage.stressBetLevel();
    Optional<StressResult> stress = Optional.empty();
    boolean destroyed = false;
    if (overDive || bigBet || turn.failureStressModifiers().isPresent()) {
      int modifier =
          damage.stressModifier()
              - (overDive ? speed - maxDive : 0)
              + turn.failureStressModifiers().orElse(0);
      Resolution.StressTest test = resolution.stress(modifier, damage, roller, purpose);
      stress = Optional.of(test.result());
      damage = test.damage();
      destroyed = test.result() == StressResult.DESTROYED || damage.destroyed();
    }

    Optional<StallResult> stall = Optional.empty();
    int minimum = type.minSpeed() + turn.minSpeedIncrease();
    if (!destroyed && speed <= minimum) {
      StallResult s =
          resolution.stall(type.spin(), turn.flyingSkill(), speed < minimum, roller, purpose);
      stall = Optional.of(s);
      if (s == StallResult.SPIN) {
        speed = 0; // "Spinning aircraft dive (2-point) at speed 0"
      }
    }
    return new Result(speed, rolled, stress, damage, destroyed, stall);
  }
}
