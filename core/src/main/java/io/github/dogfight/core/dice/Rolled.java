package io.github.dogfight.core.dice;

import java.util.Objects;

/**
 * The outcome of rolling a {@link Chance}, with the record of the dice.
 *
 * @param value the outcome
 * @param roll every face drawn, for events and audit
 * @param <T> the outcome type
 */
public record Rolled<T>(T value, DiceRoll roll) {
  /**
   * Checks the fields.
   *
   * @param value the outcome
   * @param roll every face drawn, for events and audit
   */
  public Rolled {
    Objects.requireNonNull(value, "value");
    Objects.requireNonNull(roll, "roll");
  }
}
