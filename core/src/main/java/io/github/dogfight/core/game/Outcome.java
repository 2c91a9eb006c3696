package io.github.dogfight.core.game;

import io.github.dogfight.core.event.GameEvent;
import java.util.List;
import java.util.Objects;

/**
 * The result of one step: the new state and the events it produced, in order.
 *
 * @param state the new state
 * @param events the events of this step
 * @param <S> the state type
 */
public record Outcome<S extends GameState>(S state, List<GameEvent> events) {
  /**
   * Copies the event list.
   *
   * @param state the new state
   * @param events the events of this step
   */
  public Outcome {
    Objects.requireNonNull(state, "state");
    events = List.copyOf(Objects.requireNonNull(events, "events"));
  }
}
