package io.github.dogfight.core.check;

import io.github.dogfight.core.dice.DiceRoll;
import java.util.Objects;

/**
 * A rolled check: its outcome and the record of its dice.
 *
 * @param outcome passed or failed, margin, doubles, critical
 * @param roll every face drawn
 */
public record CheckResult(CheckOutcome outcome, DiceRoll roll) {
  /**
   * Checks the fields.
   *
   * @param outcome passed or failed, margin, doubles, critical
   * @param roll every face drawn
   */
  public CheckResult {
    Objects.requireNonNull(outcome, "outcome");
    Objects.requireNonNull(roll, "roll");
  }

  /**
   * Whether the check passed.
   *
   * @return whether the check passed
   */
  public boolean passed() {
    return outcome.passed();
  }

  /**
   * By how much it passed or (negative) failed.
   *
   * @return the margin
   */
  public int margin() {
    return outcome.margin();
  }
}
