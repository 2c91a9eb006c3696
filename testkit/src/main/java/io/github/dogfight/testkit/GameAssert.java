package io.github.dogfight.testkit;

import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Decision;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.RuleViolation;
import java.util.List;
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

  /**
   * The game is over.
   *
   * @return this assertion
   */
  public GameAssert<S, C> isOver() {
    isNotNull();
    if (!actual.isOver()) {
      failWithMessage("Expected the game to be over, but it awaits %s", actual.decision());
    }
    return this;
  }

  /**
   * The game is not over.
   *
   * @return this assertion
   */
  public GameAssert<S, C> isNotOver() {
    isNotNull();
    if (actual.isOver()) {
      failWithMessage("Expected the game to go on, but it ended: %s", actual.state().result());
    }
    return this;
  }

  /**
   * The game waits for {@code actor} (among others, in a simultaneous decision) to decide.
   *
   * @param actor the actor expected to decide
   * @return this assertion
   */
  public GameAssert<S, C> isAwaiting(String actor) {
    isNotNull();
    if (!actual.decision().awaits(actor)) {
      failWithMessage("Expected the game to await %s but it awaits %s", actor, actual.decision());
    }
    return this;
  }

  /**
   * The pending decision is simultaneous and secret, among exactly {@code actors}.
   *
   * @param actors the actors expected to commit together
   * @return this assertion
   */
  public GameAssert<S, C> awaitsSimultaneously(String... actors) {
    isNotNull();
    Decision d = actual.decision();
    if (!d.simultaneous() || !d.actors().equals(List.of(actors))) {
      failWithMessage(
          "Expected a simultaneous decision of %s but it awaits %s", List.of(actors), d);
    }
    return this;
  }

  /**
   * The pending decision is an interrupt window for {@code actor}, who may pass.
   *
   * @param actor the actor the window is expected to offer
   * @return this assertion
   */
  public GameAssert<S, C> offersInterruptTo(String actor) {
    isNotNull();
    Decision d = actual.decision();
    if (!d.interrupt() || !d.awaits(actor)) {
      failWithMessage("Expected an interrupt window for %s but it awaits %s", actor, d);
    }
    if (actual.legalCommands(actor).stream().noneMatch(Command::isPass)) {
      failWithMessage(
          "Expected %s to be offered a pass, but its commands are %s",
          actor, actual.legalCommands(actor));
    }
    return this;
  }

  /**
   * The game is in turn {@code turn}.
   *
   * @param turn the expected turn
   * @return this assertion
   */
  public GameAssert<S, C> isInTurn(int turn) {
    isNotNull();
    if (actual.state().turn() != turn) {
      failWithMessage("Expected turn %s but was %s", turn, actual.state().turn());
    }
    return this;
  }

  /**
   * The game ended with a result containing {@code text}.
   *
   * @param text text the result is expected to contain
   * @return this assertion
   */
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
   *
   * @param command the command expected to be rejected
   * @return assertions on the rejection
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
