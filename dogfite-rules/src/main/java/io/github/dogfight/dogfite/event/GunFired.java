package io.github.dogfight.dogfite.event;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.dogfite.CriticalEffect;
import io.github.dogfight.dogfite.DogfiteEvent;
import io.github.dogfight.dogfite.Range;
import io.github.dogfight.dogfite.internal.narration.Narration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One gun fired.
 *
 * @param turn the turn
 * @param plane the shooter
 * @param target the target
 * @param range the range
 * @param needed the 2d6 roll (after a pip moved, under the standard reading) that scores a hit:
 *     "The number of hits scored equals 2d6 -10 plus the current edge modified by" the firing
 *     bonus, shooting skill and range, so one hit needs 1 minus those modifiers
 * @param hits hits scored
 * @param pip the pip the shooter moved to make doubles: -1 off the higher die, +1 onto the lower
 *     die, 0 none
 * @param criticals critical effects
 * @param smoke whether the target started smoking
 * @param fire whether the first smoke roll, made at once, set it on fire
 * @param dice the dice
 */
public record GunFired(
    int turn,
    String plane,
    String target,
    Range range,
    int needed,
    int hits,
    int pip,
    List<CriticalEffect> criticals,
    boolean smoke,
    boolean fire,
    List<DiceRoll> dice)
    implements DogfiteEvent {
  /**
   * Copies the lists.
   *
   * @param turn the turn
   * @param plane the shooter
   * @param target the target
   * @param range the range
   * @param needed the 2d6 roll that scores a hit
   * @param hits hits scored
   * @param pip the pip the shooter moved to make doubles: -1 off the higher die, +1 onto the lower
   *     die, 0 none
   * @param criticals critical effects
   * @param smoke whether the target started smoking
   * @param fire whether the first smoke roll, made at once, set it on fire
   * @param dice the dice
   */
  public GunFired {
    Objects.requireNonNull(plane, "plane");
    Objects.requireNonNull(target, "target");
    Objects.requireNonNull(range, "range");
    Objects.requireNonNull(criticals, "criticals");
    Objects.requireNonNull(dice, "dice");
    criticals = List.copyOf(criticals);
    dice = List.copyOf(dice);
  }

  /**
   * The roll needed in words: "needs 7+ to hit", "any roll hits", "no roll can hit".
   *
   * @return the roll needed in words
   */
  public String neededWords() {
    if (needed <= 2) {
      return "any roll hits";
    }
    return needed > 12 ? "no roll can hit" : "needs " + needed + "+ to hit";
  }

  @Override
  public String phase() {
    return "Combat";
  }

  @Override
  public Optional<String> actor() {
    return Optional.of(plane);
  }

  @Override
  public String narration() {
    return Narration.of(this);
  }
}
