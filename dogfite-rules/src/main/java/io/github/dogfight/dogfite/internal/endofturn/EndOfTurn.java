package io.github.dogfight.dogfite.internal.endofturn;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.dogfite.AircraftType;
import io.github.dogfight.dogfite.DamageTrack;
import io.github.dogfight.dogfite.SpeedRoll;
import io.github.dogfight.dogfite.StressResult;
import io.github.dogfight.dogfite.TurnLog;
import io.github.dogfight.dogfite.internal.Resolution;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One aircraft's end of turn (rules 000, SPEED INCREASE / DECREASE, STRESS): the power or drag
 * roll, every speed change of the turn applied at once ("Speed changes from maneuvering and/or
 * power / drag rolls are applied at the end of the turn"), and a stress test when one is due ("Any
 * player attempting a level three bet or ending the turn moving faster than their maximum dive
 * speed must roll for stress damage"; a bet failure's stress column, "modifier applied to a
 * mandatory stress test").
 *
 * <p>Assumptions: a turn has at most one stress test, whose modifiers add up (damage, speed over
 * maximum dive, bet failures); speed never goes below 0; an aircraft whose engine is destroyed must
 * roll drag; a spinning aircraft stays at speed 0, rolls neither, and still takes a stress test its
 * bets made due.
 */
public final class EndOfTurn {
  private final Resolution resolution;

  /** End of turn using {@code resolution}. */
  public EndOfTurn(Resolution resolution) {
    this.resolution = resolution;
  }

  /**
   * What the turn did to the aircraft.
   *
   * @param type the aircraft type
   * @param damage its damage track
   * @param speed its speed at the start of the turn
   * @param log the turn's bets and maneuvers
   * @param powerModifier critical modifiers to the power roll (the log's bet modifiers and bonus
   *     are added)
   * @param spinning whether it spins (speed 0, no speed roll)
   * @param engineDestroyed whether the engine is destroyed
   */
  public record Turn(
      AircraftType type,
      DamageTrack damage,
      int speed,
      TurnLog log,
      int powerModifier,
      boolean spinning,
      boolean engineDestroyed) {}

  /**
   * The result.
   *
   * @param speed the new speed
   * @param speedRollChange speed gained (positive) or lost (negative) by the power or drag roll
   * @param stress the stress test, when one was due
   * @param damage the damage track afterwards
   * @param destroyed whether the stress test destroyed the aircraft
   */
  public record Result(
      int speed,
      int speedRollChange,
      Optional<StressResult> stress,
      DamageTrack damage,
      boolean destroyed) {}

  /**
   * Resolves the end of {@code turn} with {@code choice}.
   *
   * @throws IllegalArgumentException naming the rule when the choice is not allowed (no power or
   *     drag while spinning; drag every turn with the engine destroyed)
   */
  public Result resolve(Turn turn, SpeedRoll choice, Roller roller, String subject) {
    if (turn.spinning() && choice != SpeedRoll.NONE) {
      throw new IllegalArgumentException(
          "STALL / SPIN: a spinning aircraft is at speed 0 and rolls neither power nor drag");
    }
    if (!turn.spinning() && turn.engineDestroyed() && choice != SpeedRoll.DRAG) {
      throw new IllegalArgumentException(
          "CRITICAL HITS: with its engine destroyed " + subject + " must roll for drag each turn");
    }
    AircraftType type = turn.type();
    TurnLog log = turn.log();
    int speed = 0;
    int rolled = 0;
    if (!turn.spinning()) {
      int base = base(turn);
      rolled =
          switch (choice) {
            case POWER ->
                resolution.power(
                    type.power(), powerModifier(turn), base, type.maxSpeed(), roller, subject);
            case DRAG -> -resolution.drag(type.drag(), log.divePoints(), roller, subject);
            case NONE -> 0;
          };
      speed = Math.max(0, base + rolled);
    }

    DamageTrack damage = turn.damage();
    Optional<StressResult> stress = Optional.empty();
    boolean destroyed = false;
    OptionalInt modifier = stressModifier(turn, speed);
    if (modifier.isPresent()) {
      Resolution.StressTest test = resolution.stress(modifier.getAsInt(), damage, roller, subject);
      stress = Optional.of(test.result());
      damage = test.damage();
      destroyed = test.result() == StressResult.DESTROYED || damage.destroyed();
    }
    return new Result(speed, rolled, stress, damage, destroyed);
  }

  /** The speed before the speed roll: the turn's speed changes applied, never below 0. */
  public static int base(Turn turn) {
    return Math.max(0, turn.speed() + turn.log().speedChanges());
  }

  /** The modifier to the power roll: the turn's bets, a bet's +1 bonus, and criticals. */
  public static int powerModifier(Turn turn) {
    TurnLog log = turn.log();
    return log.powerModifier() + (log.powerBonus() ? 1 : 0) + turn.powerModifier();
  }

  /**
   * The modifier to the stress test due when the turn ends at {@code speed}, empty when none is
   * due: damage, each point over maximum dive speed, and the turn's bet failures.
   */
  public static OptionalInt stressModifier(Turn turn, int speed) {
    DamageTrack damage = turn.damage();
    TurnLog log = turn.log();
    int maxDive = turn.type().maxDiveSpeed() - damage.maxDiveReduction();
    boolean overDive = speed > maxDive;
    boolean bigBet =
        log.highestBet().isPresent() && log.highestBet().getAsInt() >= damage.stressBetLevel();
    if (!overDive && !bigBet && log.failureStress().isEmpty()) {
      return OptionalInt.empty();
    }
    return OptionalInt.of(
        damage.stressModifier() - (overDive ? speed - maxDive : 0) + log.failureStress().orElse(0));
  }
}
