package io.github.dogfight.testkit;

import io.github.dogfight.core.event.EventLog;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;

/** Entry point for the fluent assertions: {@code assertThat(game)}, {@code assertThat(log)}. */
public final class DogfightAssertions {
  private DogfightAssertions() {}

  /**
   * Assertions on a game.
   *
   * @param <S> the state type
   * @param <C> the command type
   * @param game the game
   * @return its assertions
   */
  public static <S extends GameState, C extends Command> GameAssert<S, C> assertThat(
      Game<S, C> game) {
    return new GameAssert<>(game);
  }

  /**
   * Assertions on an event log.
   *
   * @param log the event log
   * @return its assertions
   */
  public static EventLogAssert assertThat(EventLog log) {
    return new EventLogAssert(log);
  }
}
