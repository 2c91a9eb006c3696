package io.github.dogfight.core.check;

import io.github.dogfight.core.dice.Chance;
import io.github.dogfight.core.dice.Die;
import io.github.dogfight.core.dice.Rolled;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.game.Policy;
import io.github.dogfight.core.game.PolicyKind;
import io.github.dogfight.core.odds.Outcomes;
import io.github.dogfight.core.odds.Rational;
import java.util.Objects;

/**
 * A check: a roll that passes or fails for an actor of a given {@code rating} (a skill, an
 * attribute plus a skill, a crew's experience) under a {@code modifier} (positive helps). It is a
 * policy: a rule set is built with one and calls it, and a host application can replace it with the
 * check of its own game.
 *
 * <p>Its odds are exact and come from the same definition it rolls with ({@link #chance}).
 *
 * <pre>{@code
 * Check aircrew = Check.targetNumber(2, Die.D6, 8);        // 2d6 + rating + modifier >= 8
 * aircrew.passChance(2, -1);                               // P(pass), exactly: 7/12
 * CheckResult r = aircrew.roll(2, -1, roller, "Aircrew Check to stop the fire");
 * r.passed(); r.outcome().margin(); r.outcome().isDoubles();
 *
 * Check piloting = Check.rollUnder(3, Die.D6)              // 3d6 <= rating + modifier
 *     .withCriticals(total -> total <= 4, total -> total >= 17);
 * Check scissors = Check.twice(piloting, Check.Keep.BETTER);
 * }</pre>
 */
public interface Check extends Policy {
  /**
   * The check as a chance mechanic: its exact outcomes and its roll.
   *
   * @param rating the actor's rating
   * @param modifier bonuses minus penalties, positive helps
   * @return the exact chance of each outcome
   */
  Chance<CheckOutcome> chance(int rating, int modifier);

  /**
   * Rolls the check and records its dice under {@code purpose}.
   *
   * @param rating the rating
   * @param modifier the modifier
   * @param roller the dice
   * @param purpose what the roll is for
   * @return the outcome and the roll
   */
  default CheckResult roll(int rating, int modifier, Roller roller, String purpose) {
    Rolled<CheckOutcome> r = roller.roll(chance(rating, modifier), purpose);
    return new CheckResult(r.value(), r.roll());
  }

  /**
   * The exact distribution of the check's outcomes.
   *
   * @param rating the rating
   * @param modifier the modifier
   * @return the exact distribution of the check's outcomes
   */
  default Outcomes<CheckOutcome> odds(int rating, int modifier) {
    return chance(rating, modifier).outcomes();
  }

  /**
   * The exact probability that the check passes.
   *
   * @param rating the rating
   * @param modifier the modifier
   * @return the exact probability of passing
   */
  default Rational passChance(int rating, int modifier) {
    return odds(rating, modifier).probability(CheckOutcome::passed);
  }

  @Override
  default PolicyKind kind() {
    return PolicyKind.CHECK;
  }

  /** Which of two rolls {@link #twice} keeps. */
  enum Keep {
    /** The better: a pass over a failure, then the larger margin. */
    BETTER,
    /** The worse: a failure over a pass, then the smaller margin. */
    WORSE
  }

  /**
   * Roll {@code dice} dice of {@code die}, add {@code rating + modifier}; the check passes when the
   * total reaches {@code target}, by the total minus the target.
   *
   * @param dice how many dice
   * @param die the kind of die
   * @param target the target number
   * @return the check
   */
  static TargetNumberCheck targetNumber(int dice, Die die, int target) {
    Objects.requireNonNull(die, "die");
    return TargetNumberCheck.of(dice, die, target);
  }

  /**
   * Roll {@code dice} dice of {@code die}; the check passes when the total is at most {@code rating
   * + modifier}, by the difference.
   *
   * @param dice how many dice
   * @param die the kind of die
   * @return the check
   */
  static RollUnderCheck rollUnder(int dice, Die die) {
    Objects.requireNonNull(die, "die");
    return RollUnderCheck.of(dice, die);
  }

  /**
   * Roll {@code rating + modifier} dice (at least none), count the successes; the check passes with
   * at least {@code needed}, by the successes beyond it.
   *
   * @param die the kind of die
   * @param successes the faces that count as successes
   * @param needed the successes needed
   * @return the check
   */
  static SuccessPoolCheck successPool(
      Die die, io.github.dogfight.core.dice.FaceSet successes, int needed) {
    return SuccessPoolCheck.of(die, successes, needed);
  }

  /**
   * {@code check} rolled twice, keeping the better or the worse outcome.
   *
   * @param check the check rolled twice
   * @param keep which outcome to keep
   * @return the check
   */
  static Check twice(Check check, Keep keep) {
    return new TwiceCheck(check, keep);
  }
}
