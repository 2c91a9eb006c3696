package io.github.dogfight.dogfite.event;

import io.github.dogfight.dogfite.DogfiteEvent;
import io.github.dogfight.dogfite.internal.narration.Narration;
import java.util.Objects;
import java.util.Optional;

/**
 * The next aircraft to move was revealed during the movement phase (a card deck's order).
 *
 * @param turn the turn
 * @param plane the aircraft that moves next
 * @param how how it was revealed, such as "cards turned: Camel, Albatros"
 */
public record Activated(int turn, String plane, String how) implements DogfiteEvent {
  /**
   * Checks the fields.
   *
   * @param turn the turn
   * @param plane the aircraft that moves next
   * @param how how it was revealed, such as "cards turned: Camel, Albatros"
   */
  public Activated {
    Objects.requireNonNull(plane, "plane");
    Objects.requireNonNull(how, "how");
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
