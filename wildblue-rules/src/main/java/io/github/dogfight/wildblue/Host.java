package io.github.dogfight.wildblue;

import io.github.dogfight.core.check.Check;
import io.github.dogfight.core.dice.Chance;
import io.github.dogfight.core.game.Policy;
import io.github.dogfight.core.game.PolicyKind;

/**
 * The host role-playing game The Wild Blue is played in: its check, its initiative and what its
 * characters' numbers mean. The seed never names the game, so an application brings its own; the
 * rule set calls nothing else of it.
 *
 * <p>A check is made at a rating ({@link #skillRating} for "Dex+Piloting", {@link #attributeRating}
 * for a bare "Dex check") with a modifier: the seed's penalties in points, as a negative modifier
 * ("a 3 point penalty" is {@code -3}). The check's {@link
 * io.github.dogfight.core.check.CheckOutcome} says whether it passed, by how much (the margin a Tug
 * of War compares: the higher margin beats the lower), and whether it was a critical success (a
 * critical hit on an attack) or a critical failure (a plane out of control on a piloting check).
 *
 * <pre>{@code
 * Host mine = Host.of(Check.targetNumber(3, Die.D6, 18), (bonus, penalty) -> ...);
 * WildBlueRules rules = new WildBlueRules(WildBlueConfig.defaults().withHost(mine));
 * }</pre>
 */
public interface Host extends Policy {
  /**
   * The check every roll of the rules is made with.
   *
   * @return the check every roll of the rules is made with
   */
  Check check();

  /**
   * The exact chance of an initiative result, higher acting first.
   *
   * @param bonus the character's initiative bonus: Cunning, or Piloting for a pilot if higher
   *     ("pilots may always substitute their Pilot skill for their Cunning bonus")
   * @param penalty points taken off the result (3 for Split S's re-roll)
   * @return the exact chance of each result
   */
  Chance<Integer> initiative(int bonus, int penalty);

  /**
   * The rating of an attribute-plus-skill check, such as Dex+Piloting. Default: their sum.
   *
   * @param attribute the attribute
   * @param skill the skill
   * @return the rating
   */
  default int skillRating(int attribute, int skill) {
    return attribute + skill;
  }

  /**
   * The rating of a bare attribute check, such as a bombing run's Dex check. Default: twice the
   * attribute (the attribute stands in for the skill).
   *
   * @param attribute the attribute
   * @return the rating
   */
  default int attributeRating(int attribute) {
    return 2 * attribute;
  }

  /**
   * Whether a character with {@code wounds} points of damage is still conscious. Default: while
   * wounds are below its hit points.
   *
   * @param character the character
   * @param wounds the damage it has taken
   * @return whether a character with {@code wounds} points of damage is still conscious
   */
  default boolean conscious(Airman character, int wounds) {
    return wounds < character.hitPoints();
  }

  /**
   * What a roll of {@link #check()} at {@code rating} with {@code modifier} needs, in words, for
   * the dice lines of rolls to hit: the default host says the number ("needs 12 or less"); this
   * default gives the rating and the modifier ("needs rating 15 - 3"). Numbers are written with
   * {@link java.util.Locale#ROOT}.
   *
   * @param rating the rating
   * @param modifier bonuses minus penalties, positive helps
   * @return what the roll needs, in words
   */
  default String needs(int rating, int modifier) {
    return "needs rating "
        + rating
        + (modifier == 0 ? "" : (modifier < 0 ? " - " + -modifier : " + " + modifier));
  }

  @Override
  default PolicyKind kind() {
    return PolicyKind.CHECK;
  }

  /**
   * The default host, an assumption of this module (the seed names no system): a d20 roll-under
   * check, passing at or under the rating less the penalty, margin = rating − penalty − roll, a
   * natural 1 a critical success that always passes and a natural 20 a critical failure that always
   * fails; initiative 1d10 + bonus − penalty.
   *
   * <p>Why this scale: the seed's penalties run from 1 point (a Wing Damage) to 12 (regaining
   * control), with 3 the common step. On a d20 each point is 5%, so a 3 point penalty is a real
   * cost, and a 12 point penalty leaves a skilled pilot (Dex 7 + Piloting 8 = 15) a 15% chance
   * before maneuverability helps: "pilots may attempt as many times as is necessary".
   *
   * @return the default host, an assumption of this module (the seed names no system): a d20
   *     roll-under check, passing at or under the rating less the penalty, margin = rating −
   *     penalty − roll, a natural 1 a critical success that always passes and a natural 20 a
   *     critical failure that always fails; initiative 1d10 + bonus − penalty
   */
  static Host defaults() {
    return DefaultHost.INSTANCE;
  }

  /**
   * A host from a check and an initiative roll, with the default ratings and consciousness.
   *
   * @param check the check
   * @param initiative the initiative roll: bonus and penalty to the exact chance of a result
   * @return the host
   */
  static Host of(Check check, InitiativeRoll initiative) {
    java.util.Objects.requireNonNull(check, "check");
    java.util.Objects.requireNonNull(initiative, "initiative");
    return new Host() {
      @Override
      public Check check() {
        return check;
      }

      @Override
      public Chance<Integer> initiative(int bonus, int penalty) {
        return initiative.chance(bonus, penalty);
      }

      @Override
      public String name() {
        return check.name();
      }

      @Override
      public String description() {
        return check.description() + " Initiative: the host's.";
      }
    };
  }

  /** An initiative roll as a function. */
  @FunctionalInterface
  interface InitiativeRoll {
    /**
     * The exact chance of a result with {@code bonus} and {@code penalty}.
     *
     * @param bonus the initiative bonus
     * @param penalty the initiative penalty
     * @return the exact chance of each result
     */
    Chance<Integer> chance(int bonus, int penalty);
  }
}
