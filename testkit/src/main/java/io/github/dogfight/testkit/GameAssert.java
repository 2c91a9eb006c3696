package io.github.dogfight.testkit;

import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.RuleViolation;
import java.util.Optional;
import org.assertj.core.api.AbstractAssert;
import org.assertj.core.api.AbstractThrowableAssert;
import org.assertj.core.api.Assertions;

/**
 * Assertions on a {@link Game}.
 *
 * @param <S> the state type
 * @param <C> the command type
 */
public final class GameAssert<S extends GameState, C extends Command>
    extends AbstractAssert<GameAssert<S, C>, Game<S, C>> {

  GameAssert(Game<S, C> actual) {
    super(actual, GameAssert.class);
  }

  /** The game is over. */
  public GameAssert<S, C> isOver() {
    isNotNull();
    if (!actual.isOver()) {
      failWithMessage("Expected the game to be over, but it awaits %s", actual.awaiting());
    }
    return this;
  }

  /** The game is not over. */
  public GameAssert<S, C> isNotOver() {
    isNotNull();
    if (actual.isOver()) {
      failWithMessage("Expected the game to go on, but it ended: %s", actual.state().result());
    }
    return this;
  }

  /** The game waits for {@code actor} to decide. */
  public GameAssert<S, C> isAwaiting(String actor) {
    isNotNull();
    if (!actual.awaiting().equals(Optional.of(actor))) {
      failWithMessage("Expected the game to await %s but it awaits %s", actor, actual.awaiting());
    }
    return this;
  }

  /** The game is in turn {@code turn}. */
  public GameAssert<S, C> isInTurn(int turn) {
    isNotNull();
    if (actual.state().turn() != turn) {
      failWithMessage("Expected turn %s but was %s", turn, actual.state().turn());
    }
    return this;
  }

  /** The game ended with a result containing {@code text}. */
  public GameAssert<S, C> endedWith(String text) {
    isOver();
    String result = actual.state().result().orElse("");
    if (!result.contains(text)) {
      failWithMessage("Expected the result to contain <%s> but was <%s>", text, result);
    }
    return this;
  }

  /**
   * The game rejects {@code command} with a {@link RuleViolation}, and rejecting it changed
   * nothing: same state, same log. Returns an assertion on the violation for further checks.
   */
  public AbstractThrowableAssert<?, ? extends Throwable> rejects(C command) {
    isNotNull();
    S before = actual.state();
    int logSize = actual.log().size();
    Throwable thrown = Assertions.catchThrowable(() -> actual.play(command));
    if (thrown == null) {
      failWithMessage("Expected %s to be rejected, but it was accepted", command.describe());
    }
    if (!(thrown instanceof RuleViolation)) {
      failWithMessage("Expected a RuleViolation for %s but got %s", command.describe(), thrown);
    }
    if (!actual.state().equals(before) || actual.log().size() != logSize) {
      failWithMessage("Rejecting %s changed the game", command.describe());
    }
    return Assertions.assertThat(thrown);
  }
}
