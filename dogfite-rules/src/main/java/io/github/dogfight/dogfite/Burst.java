package io.github.dogfight.dogfite;

import io.github.dogfight.core.dice.DiceRoll;
import java.util.List;
import java.util.Objects;

/**
 * One gun's burst, as the {@link GunDamage} policy receives it: the hits, whether they came on
 * doubles, the critical results rolled, and whether an engine critical set the target smoking and,
 * on the smoke roll made "now", on fire (rules 000, COMBAT, CRITICAL HITS, ENGINE CRITICAL HITS).
 *
 * @param hits hits scored
 * @param doubles whether the hit dice were (or were adjusted to) doubles
 * @param criticals critical effects rolled, in order
 * @param smoke whether an engine critical set the target smoking
 * @param fire whether the first smoke roll, made at once, set it on fire
 * @param dice every die rolled
 */
public record Burst(
    int hits,
    boolean doubles,
    List<CriticalEffect> criticals,
    boolean smoke,
    boolean fire,
    List<DiceRoll> dice) {
  /**
   * Copies the lists.
   *
   * @param hits hits scored
   * @param doubles whether the hit dice were (or were adjusted to) doubles
   * @param criticals critical effects rolled, in order
   * @param smoke whether an engine critical set the target smoking
   * @param fire whether the first smoke roll, made at once, set it on fire
   * @param dice every die rolled
   */
  public Burst {
    Objects.requireNonNull(criticals, "criticals");
    Objects.requireNonNull(dice, "dice");
    criticals = List.copyOf(criticals);
    dice = List.copyOf(dice);
  }

  /**
   * A burst of {@code hits} with no critical.
   *
   * @param hits hits scored
   * @return the burst
   */
  public static Burst of(int hits) {
    return new Burst(hits, false, List.of(), false, false, List.of());
  }
}
