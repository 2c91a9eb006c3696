package io.github.dogfight.core.event;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.view.Audience;
import java.util.List;
import java.util.Optional;

/**
 * Something that happened in a game. Each rule module has its own sealed hierarchy of events
 * implementing this interface; events drive logs, user interfaces and narration, and replaying the
 * same seed and commands reproduces an equal list of events. An event carries its {@link
 * #audience()}: the log can be read as one viewer sees it ({@link EventLog#visibleTo}).
 */
public interface GameEvent {
  /**
   * The turn (round) in which it happened, from 1.
   *
   * @return the turn (round) in which it happened, from 1
   */
  int turn();

  /**
   * The phase of the turn sequence, as named by the rule set.
   *
   * @return the phase of the turn sequence, as named by the rule set
   */
  String phase();

  /**
   * Who acted (a side, pilot or aircraft), if anyone did.
   *
   * @return who acted (a side, pilot or aircraft), if anyone did
   */
  Optional<String> actor();

  /**
   * Every dice roll this event used, in order; empty when no dice were rolled.
   *
   * @return every dice roll this event used, in order; empty when no dice were rolled
   */
  List<DiceRoll> dice();

  /**
   * One or more sentences telling what happened, for a human reader.
   *
   * @return the narration
   */
  String narration();

  /**
   * Who may read this event: everyone by default; a secret (a maneuver chosen before the roll, a
   * plot, a card's identity) is addressed to its owner only.
   *
   * @return who may read this event: everyone by default; a secret (a maneuver chosen before the
   *     roll, a plot, a card's identity) is addressed to its owner only
   */
  default Audience audience() {
    return Audience.everyone();
  }
}
