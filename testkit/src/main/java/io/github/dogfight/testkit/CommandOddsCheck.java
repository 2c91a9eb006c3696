package io.github.dogfight.testkit;

import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.odds.Rational;
import java.util.Map;
import java.util.Objects;

/**
 * The check every rule module runs over random games: the odds a rule set shows for each legal
 * command ({@link io.github.dogfight.core.game.RuleSet#commandOdds}) can be worked out without an
 * error, and every probability among them lies between 0 and 1.
 *
 * <pre>{@code
 * int shown = CommandOddsCheck.assertSoundWhilePlaying(Game.start(rules, rules.sampleEngagement(seed)), 400);
 * }</pre>
 */
public final class CommandOddsCheck {
  private CommandOddsCheck() {}

  /**
   * Plays {@code game} with its rule set's default bot for at most {@code maxSteps} steps,
   * asserting at each that the odds of every legal command are sound ({@link #assertSound(Game)}).
   *
   * @param <S> the state type
   * @param <C> the command type
   * @param game a game
   * @param maxSteps the most steps to play
   * @return how many commands showed odds, over the steps played
   * @throws AssertionError naming the command and the figure
   */
  public static <S extends GameState, C extends Command> int assertSoundWhilePlaying(
      Game<S, C> game, int maxSteps) {
    Objects.requireNonNull(game, "game");
    Game<S, C> g = game;
    int shown = 0;
    for (int step = 0; step < maxSteps && !g.isOver(); step++) {
      shown += assertSound(g);
      g = g.play(g.rules().defaultBot());
    }
    return shown;
  }

  /**
   * Asserts that the odds of every legal command of every actor awaited in {@code game} are sound.
   *
   * @param <S> the state type
   * @param <C> the command type
   * @param game a game
   * @return how many commands showed odds
   * @throws AssertionError naming the command and the figure
   */
  public static <S extends GameState, C extends Command> int assertSound(Game<S, C> game) {
    int withOdds = 0;
    for (String actor : game.decision().actors()) {
      for (C c : game.legalCommands(actor)) {
        Map<String, Rational> figures;
        try {
          figures = game.oddsOf(c);
        } catch (RuntimeException e) {
          throw new AssertionError("the odds of " + c.describe() + " failed: " + e, e);
        }
        if (!figures.isEmpty()) {
          withOdds++;
        }
        figures.forEach(
            (name, p) -> {
              if (name.startsWith("P(") && (p.signum() < 0 || p.compareTo(Rational.ONE) > 0)) {
                throw new AssertionError(
                    c.describe() + ": " + name + " = " + p + " is not a probability");
              }
            });
      }
    }
    return withOdds;
  }
}
