package io.github.dogfight.dogfite.event;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.dogfite.BetOutcome;
import io.github.dogfight.dogfite.DogfiteCommand;
import io.github.dogfight.dogfite.DogfiteEvent;
import io.github.dogfight.dogfite.Step;
import io.github.dogfight.dogfite.internal.narration.Narration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A step's bet failed with a move penalty its player shares among the step's tasks (rules 000, MOVE
 * / MANEUVER BETS - FAILURE: "the application of the result in the 'move' column is left to the
 * player to decide"): logged with its dice as they are rolled, before the player decides ({@link
 * DogfiteCommand.ApplyMovePenalty}); the {@link Moved} that follows tells the rest.
 *
 * @param turn the turn
 * @param plane the aircraft
 * @param step what it tried
 * @param bet the failed bet
 * @param penalty the move penalty to share
 * @param dice the bet and failure dice
 */
public record BetMissed(
    int turn, String plane, Step step, BetOutcome bet, int penalty, List<DiceRoll> dice)
    implements DogfiteEvent {
  /**
   * Copies the list.
   *
   * @param turn the turn
   * @param plane the aircraft
   * @param step what it tried
   * @param bet the failed bet
   * @param penalty the move penalty to share
   * @param dice the bet and failure dice
   */
  public BetMissed {
    Objects.requireNonNull(plane, "plane");
    Objects.requireNonNull(step, "step");
    Objects.requireNonNull(bet, "bet");
    Objects.requireNonNull(dice, "dice");
    dice = List.copyOf(dice);
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
