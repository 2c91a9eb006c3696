package io.github.dogfight.dogfite.event;

import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.dogfite.DogfiteEvent;
import io.github.dogfight.dogfite.internal.narration.Narration;
import java.util.Objects;
import java.util.Optional;

/**
 * An aircraft that failed to stay in its hex middle left the hex by the edge its player chose.
 *
 * @param turn the turn
 * @param plane the aircraft
 * @param exit the edge, facing out
 */
public record LeftHex(int turn, String plane, Facing exit) implements DogfiteEvent {
  /**
   * Checks the fields.
   *
   * @param turn the turn
   * @param plane the aircraft
   * @param exit the edge, facing out
   */
  public LeftHex {
    Objects.requireNonNull(plane, "plane");
    Objects.requireNonNull(exit, "exit");
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
