package io.github.dogfight.dogfite.event;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.dogfite.BetOutcome;
import io.github.dogfight.dogfite.DogfiteEvent;
import io.github.dogfight.dogfite.DogfiteEvent.Setback;
import io.github.dogfight.dogfite.internal.narration.Narration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An aircraft bet to enter a spin on purpose.
 *
 * @param turn the turn
 * @param plane the aircraft
 * @param bet the bet
 * @param setback what a failed bet's move penalty cost
 * @param dice the bet and failure dice
 */
public record SpinAttempted(
    int turn, String plane, BetOutcome bet, Setback setback, List<DiceRoll> dice)
    implements DogfiteEvent {
  /**
   * Copies the list.
   *
   * @param turn the turn
   * @param plane the aircraft
   * @param bet the bet
   * @param setback what a failed bet's move penalty cost
   * @param dice the bet and failure dice
   */
  public SpinAttempted {
    Objects.requireNonNull(plane, "plane");
    Objects.requireNonNull(bet, "bet");
    Objects.requireNonNull(setback, "setback");
    Objects.requireNonNull(dice, "dice");
    dice = List.copyOf(dice);
  }

  /**
   * Whether it now spins.
   *
   * @return whether it now spins
   */
  public boolean entered() {
    return bet.passed();
  }

  @Override
  public String phase() {
    return "Movement";
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
