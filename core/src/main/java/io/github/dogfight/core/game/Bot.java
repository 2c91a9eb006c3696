package io.github.dogfight.core.game;

import io.github.dogfight.core.view.View;
import java.util.List;

/**
 * Chooses a command for an actor of the pending decision, from what that actor may see: a {@link
 * View} (never the whole state) and its legal commands. Bots must be deterministic: the same view
 * and legal commands give the same choice, so simulations replay exactly, and what a viewer cannot
 * see cannot change the choice.
 *
 * @param <S> the state type
 * @param <C> the command type
 */
@FunctionalInterface
public interface Bot<S extends GameState, C extends Command> {
  /**
   * Picks one of {@code legal} (never empty).
   *
   * @param view the game as the deciding actor sees it
   * @param legal that actor's legal commands
   * @return one element of {@code legal}
   */
  C choose(View<S> view, List<C> legal);
}
