package io.github.dogfight.dogfite.event;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.dogfite.DogfiteEvent;
import io.github.dogfight.dogfite.StressResult;
import io.github.dogfight.dogfite.internal.narration.Narration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An aircraft's end of turn.
 *
 * @param turn the turn
 * @param plane the aircraft
 * @param speed its new speed
 * @param stress the stress result, if tested
 * @param note anything else (fire, smoke, spinning)
 * @param dice the dice
 */
public record TurnEnded(
    int turn,
    String plane,
    int speed,
    Optional<StressResult> stress,
    String note,
    List<DiceRoll> dice)
    implements DogfiteEvent {
  /**
   * Copies the list.
   *
   * @param turn the turn
   * @param plane the aircraft
   * @param speed its new speed
   * @param stress the stress result, if tested
   * @param note anything else (fire, smoke, spinning)
   * @param dice the dice
   */
  public TurnEnded {
    Objects.requireNonNull(plane, "plane");
    Objects.requireNonNull(stress, "stress");
    Objects.requireNonNull(note, "note");
    Objects.requireNonNull(dice, "dice");
    dice = List.copyOf(dice);
  }

  @Override
  public String phase() {
    return "End of turn";
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
