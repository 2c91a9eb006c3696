package io.github.dogfight.dogfite.event;

import io.github.dogfight.dogfite.DogfiteEvent;
import io.github.dogfight.dogfite.internal.narration.Narration;
import java.util.Objects;
import java.util.Optional;

/**
 * An aircraft ended its move.
 *
 * @param turn the turn
 * @param plane the aircraft
 */
public record MoveEnded(int turn, String plane) implements DogfiteEvent {
  /**
   * Checks the fields.
   *
   * @param turn the turn
   * @param plane the aircraft
   */
  public MoveEnded {
    Objects.requireNonNull(plane, "plane");
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
