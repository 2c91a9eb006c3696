package io.github.dogfight.dogfite.event;

import io.github.dogfight.dogfite.DogfiteEvent;
import io.github.dogfight.dogfite.internal.narration.Narration;
import java.util.Objects;
import java.util.Optional;

/**
 * An aircraft added its edge to its initiative to move right after its target.
 *
 * @param turn the turn
 * @param plane the tailing aircraft
 * @param target its target
 */
public record Tailed(int turn, String plane, String target) implements DogfiteEvent {
  /**
   * Checks the fields.
   *
   * @param turn the turn
   * @param plane the tailing aircraft
   * @param target its target
   */
  public Tailed {
    Objects.requireNonNull(plane, "plane");
    Objects.requireNonNull(target, "target");
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
