package io.github.dogfight.core.view;

import io.github.dogfight.core.game.Decision;
import java.util.Objects;

/**
 * The game as one viewer sees it: the state with everything the viewer may not know removed (by the
 * rule set's {@link io.github.dogfight.core.game.RuleSet#visibleTo}), and the pending decision.
 * Bots choose from a view; exact odds can be asked from one. A view's state is for reading: its
 * dice stream is a placeholder, and hidden parts are blanked, so it is not a game to play on.
 *
 * <pre>{@code
 * View<SquadronState> mine = game.viewFor("BLACK");
 * mine.state().declared();        // BLACK's own maneuver, never WHITE's before the roll
 * mine.decision().actors();       // who must act now
 * }</pre>
 *
 * @param viewer who is looking
 * @param state the state as the viewer may see it
 * @param decision the pending decision (who must act is public)
 * @param <S> the state type
 */
public record View<S>(Viewer viewer, S state, Decision decision) {
  /**
   * Checks the fields.
   *
   * @param viewer who is looking
   * @param state the state as the viewer may see it
   * @param decision the pending decision (who must act is public)
   */
  public View {
    Objects.requireNonNull(viewer, "viewer");
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(decision, "decision");
  }
}
