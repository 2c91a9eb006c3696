package io.github.dogfight.core.game;

import io.github.dogfight.core.dice.DiceStream;
import java.util.Optional;

/** What every rule set's immutable game state exposes to the container. */
public interface GameState {
  /**
   * The dice stream: seed and position.
   *
   * @return the dice stream: seed and position
   */
  DiceStream dice();

  /**
   * The current turn (round), from 1.
   *
   * @return the current turn (round), from 1
   */
  int turn();

  /**
   * The current phase name.
   *
   * @return the current phase name
   */
  String phase();

  /**
   * Whether the engagement has ended.
   *
   * @return whether the engagement has ended
   */
  boolean isOver();

  /**
   * When over, who won or how it ended, in words.
   *
   * @return the result, once over
   */
  Optional<String> result();

  /**
   * When over, the winning side's name; empty while playing and for draws or undecided ends.
   *
   * @return the winning side, once over; empty for a draw
   */
  Optional<String> winner();
}
