package io.github.dogfight.dogfite.event;

import io.github.dogfight.dogfite.DogfiteEvent;
import io.github.dogfight.dogfite.internal.narration.Narration;
import java.util.Objects;
import java.util.Optional;

/**
 * An aircraft left the fight.
 *
 * @param turn the turn
 * @param phase the phase
 * @param plane the aircraft
 * @param reason why
 */
public record PlaneDown(int turn, String phase, String plane, String reason)
    implements DogfiteEvent {
  /**
   * Checks the fields.
   *
   * @param turn the turn
   * @param phase the phase
   * @param plane the aircraft
   * @param reason why
   */
  public PlaneDown {
    Objects.requireNonNull(phase, "phase");
    Objects.requireNonNull(plane, "plane");
    Objects.requireNonNull(reason, "reason");
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
