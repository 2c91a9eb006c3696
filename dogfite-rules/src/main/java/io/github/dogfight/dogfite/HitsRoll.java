package io.github.dogfight.dogfite;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.PipAdjustment;
import java.util.List;
import java.util.Objects;

/**
 * One gun's two hit dice, before any critical hit (rules 000, COMBAT: "The number of hits scored
 * equals 2d6 -10 plus the current edge modified by the factors listed below").
 *
 * @param first the first die
 * @param second the second die
 * @param hits the hits they score
 * @param dice the two rolls
 */
public record HitsRoll(int first, int second, int hits, List<DiceRoll> dice) {
  /**
   * Copies the list.
   *
   * @param first the first die
   * @param second the second die
   * @param hits the hits they score
   * @param dice the two rolls
   */
  public HitsRoll {
    Objects.requireNonNull(dice, "dice");
    dice = List.copyOf(dice);
  }

  /**
   * Whether the dice are natural doubles.
   *
   * @return whether the dice are natural doubles
   */
  public boolean naturalDoubles() {
    return first == second;
  }

  /**
   * Whether a shooter allowed {@code pips} can have doubles (naturally or by moving a pip).
   *
   * @param pips the pip adjustment allowed
   * @return whether a shooter allowed {@code pips} can have doubles (naturally or by moving a pip)
   */
  public boolean doublesReachable(PipAdjustment pips) {
    return !pips.doublesReachable(first, second).isEmpty();
  }
}
