package io.github.dogfight.dogfite.event;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.dogfite.DogfiteEvent;
import io.github.dogfight.dogfite.internal.narration.Narration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Aircraft waiting to move after each other formed a circle; a d6 roll-off chose who goes first
 * (rules 000: "Should a circle occur ... a simple d6 roll-off should be used to determine which
 * aircraft will go first: then each of the others will follow in tailing order").
 *
 * @param turn the turn
 * @param circle the aircraft in the circle
 * @param first the roll-off winner, who moves now
 * @param dice the roll-off
 */
public record TailingCircle(int turn, List<String> circle, String first, List<DiceRoll> dice)
    implements DogfiteEvent {
  /**
   * Copies the lists.
   *
   * @param turn the turn
   * @param circle the aircraft in the circle
   * @param first the roll-off winner, who moves now
   * @param dice the roll-off
   */
  public TailingCircle {
    Objects.requireNonNull(circle, "circle");
    Objects.requireNonNull(first, "first");
    Objects.requireNonNull(dice, "dice");
    circle = List.copyOf(circle);
    dice = List.copyOf(dice);
  }

  @Override
  public String phase() {
    return "Movement";
  }

  @Override
  public Optional<String> actor() {
    return Optional.of(first);
  }

  @Override
  public String narration() {
    return Narration.of(this);
  }
}
