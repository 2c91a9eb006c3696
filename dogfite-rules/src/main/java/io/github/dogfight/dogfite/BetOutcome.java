package io.github.dogfight.dogfite;

import io.github.dogfight.core.dice.DiceRoll;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The outcome of a bet.
 *
 * @param request what was bet
 * @param target the 2d6 number the chosen level needed, aerobatics included
 * @param margin roll + modifier - target; 0 or more passes the chosen level
 * @param requiredMet whether the roll met the target of the level the maneuver requires: when the
 *     chosen (higher) level failed this still keeps a stay-in-hex ("If the roll matches / exceeds
 *     the target number required to stay-in-hex, failure does not require leaving the hex"), and
 *     nothing else
 * @param levelPassed the highest level whose target the roll met, if any
 * @param edgeGained edge gained: the level passed, plus aerobatic points and flying skill when the
 *     chosen bet with aerobatics passed
 * @param powerBonus whether this turn's power roll gets +1 (a level 1-3 bet passed by 3 or more)
 * @param speedChange speed change applied at the end of the turn (level penalty, aerobatics,
 *     failure)
 * @param minSpeedIncrease the minimum speed increase for this turn's stall check
 * @param powerModifier modifier to this turn's power roll from the level
 * @param failure the failure table column, when the chosen bet failed
 * @param stressModifier the stress modifier when the failure forces a stress test
 * @param dice the bet roll and, on failure, the failure roll
 */
public record BetOutcome(
    BetRequest request,
    int target,
    int margin,
    boolean requiredMet,
    OptionalInt levelPassed,
    int edgeGained,
    boolean powerBonus,
    int speedChange,
    int minSpeedIncrease,
    int powerModifier,
    Optional<FailureResult> failure,
    OptionalInt stressModifier,
    List<DiceRoll> dice) {
  /**
   * Copies the list.
   *
   * @param request what was bet
   * @param target the 2d6 number the chosen level needed, aerobatics included
   * @param margin roll + modifier - target; 0 or more passes the chosen level
   * @param requiredMet whether the roll met the target of the level the maneuver requires: when the
   *     chosen (higher) level failed this still keeps a stay-in-hex ("If the roll matches / exceeds
   *     the target number required to stay-in-hex, failure does not require leaving the hex"), and
   *     nothing else
   * @param levelPassed the highest level whose target the roll met, if any
   * @param edgeGained edge gained: the level passed, plus aerobatic points and flying skill when
   *     the chosen bet with aerobatics passed
   * @param powerBonus whether this turn's power roll gets +1 (a level 1-3 bet passed by 3 or more)
   * @param speedChange speed change applied at the end of the turn (level penalty, aerobatics,
   *     failure)
   * @param minSpeedIncrease the minimum speed increase for this turn's stall check
   * @param powerModifier modifier to this turn's power roll from the level
   * @param failure the failure table column, when the chosen bet failed
   * @param stressModifier the stress modifier when the failure forces a stress test
   * @param dice the bet roll and, on failure, the failure roll
   */
  public BetOutcome {
    Objects.requireNonNull(request, "request");
    Objects.requireNonNull(levelPassed, "levelPassed");
    Objects.requireNonNull(failure, "failure");
    Objects.requireNonNull(stressModifier, "stressModifier");
    Objects.requireNonNull(dice, "dice");
    dice = List.copyOf(dice);
  }

  /**
   * Whether the chosen bet passed.
   *
   * @return whether the chosen bet passed
   */
  public boolean passed() {
    return margin >= 0;
  }
}
