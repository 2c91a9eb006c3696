package io.github.dogfight.testkit;

import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;

/**
 * Plays commands with exactly the given dice: fails if the step needs more faces than scripted
 * (under-scripted) or leaves some unrolled (over-scripted).
 */
public final class Scripted {
  private Scripted() {}

  /**
   * Plays {@code command} with raw faces {@code faces}, all of which must be rolled.
   *
   * @param <S> the state type
   * @param <C> the command type
   * @param game the game
   * @param command the command
   * @param faces every face the command must draw, in order
   * @return the game after the command
   * @throws io.github.dogfight.core.dice.DiceScriptException if the script is under- or over-used
   */
  public static <S extends GameState, C extends Command> Game<S, C> play(
      Game<S, C> game, C command, int... faces) {
    ScriptedDice dice = ScriptedDice.of(faces);
    Game<S, C> next = game.play(command, dice);
    dice.assertFullyUsed();
    return next;
  }
}
