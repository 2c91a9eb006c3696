package io.github.dogfight.dogfite.event;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.dogfite.BetOutcome;
import io.github.dogfight.dogfite.DogfiteEvent;
import io.github.dogfight.dogfite.DogfiteEvent.Setback;
import io.github.dogfight.dogfite.VerticalMove;
import io.github.dogfight.dogfite.internal.narration.Narration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An aircraft began its move: vertical move and movement points.
 *
 * @param turn the turn
 * @param plane the aircraft
 * @param vertical the vertical move
 * @param movementPoints movement points available
 * @param hold for a hold of a half-level move, its bet (a spinning aircraft's move is a {@link
 *     SpinDived})
 * @param setback what a failed hold cost
 * @param dice the MP die (and a hold bet)
 */
public record MoveBegun(
    int turn,
    String plane,
    VerticalMove vertical,
    int movementPoints,
    Optional<BetOutcome> hold,
    Setback setback,
    List<DiceRoll> dice)
    implements DogfiteEvent {
  /**
   * Copies the list.
   *
   * @param turn the turn
   * @param plane the aircraft
   * @param vertical the vertical move
   * @param movementPoints movement points available
   * @param hold for a hold of a half-level move, its bet (a spinning aircraft's move is a {@link
   *     SpinDived})
   * @param setback what a failed hold cost
   * @param dice the MP die (and a hold bet)
   */
  public MoveBegun {
    Objects.requireNonNull(plane, "plane");
    Objects.requireNonNull(vertical, "vertical");
    Objects.requireNonNull(hold, "hold");
    Objects.requireNonNull(setback, "setback");
    Objects.requireNonNull(dice, "dice");
    dice = List.copyOf(dice);
  }

  /**
   * For a hold, whether its bet passed.
   *
   * @return whether the hold passed; empty for no hold
   */
  public Optional<Boolean> holdPassed() {
    return hold.map(BetOutcome::passed);
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
