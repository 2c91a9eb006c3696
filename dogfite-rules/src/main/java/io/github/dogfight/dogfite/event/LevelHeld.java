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
 * A combined hold that met no maneuver was bet alone at the end of the move.
 *
 * @param turn the turn
 * @param plane the aircraft
 * @param bet the bet
 * @param setback what a failed bet's move penalty cost (the hold, and perhaps a dive)
 * @param dice the bet
 */
public record LevelHeld(
    int turn, String plane, BetOutcome bet, Setback setback, List<DiceRoll> dice)
    implements DogfiteEvent {
  /**
   * Copies the list.
   *
   * @param turn the turn
   * @param plane the aircraft
   * @param bet the bet
   * @param setback what a failed bet's move penalty cost (the hold, and perhaps a dive)
   * @param dice the bet
   */
  public LevelHeld {
    Objects.requireNonNull(plane, "plane");
    Objects.requireNonNull(bet, "bet");
    Objects.requireNonNull(setback, "setback");
    Objects.requireNonNull(dice, "dice");
    dice = List.copyOf(dice);
  }

  /**
   * Whether the level was held.
   *
   * @return whether the level was held
   */
  public boolean held() {
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
