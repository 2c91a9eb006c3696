package io.github.dogfight.dogfite.event;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.BetOutcome;
import io.github.dogfight.dogfite.DogfiteEvent;
import io.github.dogfight.dogfite.DogfiteEvent.Setback;
import io.github.dogfight.dogfite.Step;
import io.github.dogfight.dogfite.internal.narration.Narration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One movement point spent, with its bet if any.
 *
 * @param turn the turn
 * @param plane the aircraft
 * @param step what it tried
 * @param to where it ended up
 * @param bet the bet's outcome, if one was made
 * @param setback what a failed bet's move penalty cost
 * @param edge its edge afterwards
 * @param dice the bet and failure dice
 */
public record Moved(
    int turn,
    String plane,
    Step step,
    HexPosition to,
    Optional<BetOutcome> bet,
    Setback setback,
    int edge,
    List<DiceRoll> dice)
    implements DogfiteEvent {
  /**
   * Copies the list.
   *
   * @param turn the turn
   * @param plane the aircraft
   * @param step what it tried
   * @param to where it ended up
   * @param bet the bet's outcome, if one was made
   * @param setback what a failed bet's move penalty cost
   * @param edge its edge afterwards
   * @param dice the bet and failure dice
   */
  public Moved {
    Objects.requireNonNull(plane, "plane");
    Objects.requireNonNull(step, "step");
    Objects.requireNonNull(to, "to");
    Objects.requireNonNull(bet, "bet");
    Objects.requireNonNull(setback, "setback");
    Objects.requireNonNull(dice, "dice");
    dice = List.copyOf(dice);
  }

  /**
   * Where it ended up, in words.
   *
   * @return where it ended up, in words
   */
  public String where() {
    return DogfiteEvent.where(to);
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
