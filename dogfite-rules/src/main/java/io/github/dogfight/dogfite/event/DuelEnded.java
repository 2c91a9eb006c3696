package io.github.dogfight.dogfite.event;

import io.github.dogfight.dogfite.DogfiteEvent;
import io.github.dogfight.dogfite.internal.narration.Narration;
import java.util.Objects;
import java.util.Optional;

/**
 * The engagement ended.
 *
 * @param turn the last turn
 * @param result how
 */
public record DuelEnded(int turn, String result) implements DogfiteEvent {
  /**
   * Checks the fields.
   *
   * @param turn the last turn
   * @param result how
   */
  public DuelEnded {
    Objects.requireNonNull(result, "result");
  }

  @Override
  public String phase() {
    return "End of turn";
  }

  @Override
  public Optional<String> actor() {
    return Optional.empty();
  }

  @Override
  public String narration() {
    return Narration.of(this);
  }
}
