package io.github.dogfight.dogfite.event;

import io.github.dogfight.dogfite.DogfiteEvent;
import io.github.dogfight.dogfite.internal.narration.Narration;
import java.util.Objects;
import java.util.Optional;

/**
 * An aircraft declared its target.
 *
 * @param turn the turn
 * @param plane the aircraft
 * @param target its target, if any
 */
public record TargetChosen(int turn, String plane, Optional<String> target)
    implements DogfiteEvent {
  /**
   * Checks the fields.
   *
   * @param turn the turn
   * @param plane the aircraft
   * @param target its target, if any
   */
  public TargetChosen {
    Objects.requireNonNull(plane, "plane");
    Objects.requireNonNull(target, "target");
  }

  @Override
  public String phase() {
    return "Targeting";
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
