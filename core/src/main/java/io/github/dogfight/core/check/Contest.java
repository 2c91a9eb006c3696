package io.github.dogfight.core.check;

import io.github.dogfight.core.dice.Chance;
import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.Rolled;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.odds.Outcomes;
import java.util.Objects;

/**
 * An opposed roll, a "tug of war": two actors each make a check, and the larger margin wins (equal
 * margins tie). The Wild Blue's The Scissors is one: "Tug of War roll, Dex+Piloting. If you beat
 * the enemy's roll, you may ignore the attack."
 *
 * <pre>{@code
 * Contest scissors = Contest.of(dexPiloting, dexPiloting);
 * scissors.odds(12, -3, 11, 0).probability(o -> o.winner() == Contest.Winner.FIRST);
 * Contest.Result r = scissors.roll(12, -3, 11, 0, roller, "The Scissors");
 * }</pre>
 *
 * @param first the first actor's check (the one who starts the contest)
 * @param second the second actor's check
 */
public record Contest(Check first, Check second) {
  /**
   * Checks the arguments.
   *
   * @param first the first actor's check (the one who starts the contest)
   * @param second the second actor's check
   */
  public Contest {
    Objects.requireNonNull(first, "first");
    Objects.requireNonNull(second, "second");
  }

  /**
   * Both actors rolling their own checks.
   *
   * @param first the first actor's check (the one who starts the contest)
   * @param second the second actor's check
   * @return the contest
   */
  public static Contest of(Check first, Check second) {
    return new Contest(first, second);
  }

  /** Who won a contest. */
  public enum Winner {
    /** The first actor's margin was larger. */
    FIRST,
    /** The second actor's margin was larger. */
    SECOND,
    /** Equal margins. */
    TIE
  }

  /**
   * A contest's outcome.
   *
   * @param winner who won
   * @param difference the first margin minus the second
   * @param firstOutcome the first actor's check
   * @param secondOutcome the second actor's check
   */
  public record Outcome(
      Winner winner, int difference, CheckOutcome firstOutcome, CheckOutcome secondOutcome) {
    /**
     * Checks the components.
     *
     * @param winner who won, or a tie
     * @param difference the margin between the two
     * @param firstOutcome the first side's outcome
     * @param secondOutcome the second side's outcome
     */
    public Outcome {
      Objects.requireNonNull(winner, "winner");
      Objects.requireNonNull(firstOutcome, "firstOutcome");
      Objects.requireNonNull(secondOutcome, "secondOutcome");
    }
  }

  /**
   * A rolled contest.
   *
   * @param outcome who won and by how much
   * @param roll both checks' dice, first then second
   */
  public record Result(Outcome outcome, DiceRoll roll) {
    /**
     * Checks the components.
     *
     * @param outcome who won, and by how much
     * @param roll the dice of the contest
     */
    public Result {
      Objects.requireNonNull(outcome, "outcome");
      Objects.requireNonNull(roll, "roll");
    }
  }

  /**
   * The contest as a chance mechanic: the first check is rolled, then the second.
   *
   * @param firstRating the first side's rating
   * @param firstModifier the first side's modifier
   * @param secondRating the second side's rating
   * @param secondModifier the second side's modifier
   * @return the exact chance of each outcome
   */
  public Chance<Outcome> chance(
      int firstRating, int firstModifier, int secondRating, int secondModifier) {
    return first
        .chance(firstRating, firstModifier)
        .and(
            second.chance(secondRating, secondModifier),
            (a, b) -> {
              int d = a.margin() - b.margin();
              Winner w = d > 0 ? Winner.FIRST : d < 0 ? Winner.SECOND : Winner.TIE;
              return new Outcome(w, d, a, b);
            });
  }

  /**
   * The exact outcomes of the contest.
   *
   * @param firstRating the first side's rating
   * @param firstModifier the first side's modifier
   * @param secondRating the second side's rating
   * @param secondModifier the second side's modifier
   * @return the exact outcomes of the contest
   */
  public Outcomes<Outcome> odds(
      int firstRating, int firstModifier, int secondRating, int secondModifier) {
    return chance(firstRating, firstModifier, secondRating, secondModifier).outcomes();
  }

  /**
   * Rolls the contest and records both checks' dice under {@code purpose}.
   *
   * @param firstRating the first side's rating
   * @param firstModifier the first side's modifier
   * @param secondRating the second side's rating
   * @param secondModifier the second side's modifier
   * @param roller the dice
   * @param purpose what the roll is for
   * @return the outcome and both rolls
   */
  public Result roll(
      int firstRating,
      int firstModifier,
      int secondRating,
      int secondModifier,
      Roller roller,
      String purpose) {
    Rolled<Outcome> r =
        roller.roll(chance(firstRating, firstModifier, secondRating, secondModifier), purpose);
    return new Result(r.value(), r.roll());
  }
}
