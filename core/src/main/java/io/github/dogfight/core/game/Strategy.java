package io.github.dogfight.core.game;

import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.view.View;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A side's way of choosing, for exact odds: from what the deciding actor may see (a {@link View},
 * never the whole state) and its legal commands, a probability for each command it may play. The
 * weights are exact, add up to one and name only listed commands; a command left out has
 * probability zero. A deterministic {@link Bot} is the special case ({@link #of(Bot)}): all the
 * weight on its one choice.
 *
 * <pre>{@code
 * Strategy<SquadronState, SquadronCommand> bot = Strategy.of(rules.defaultBot());
 * Strategy<SquadronState, SquadronCommand> dice = Strategy.uniform();   // every command alike
 * }</pre>
 *
 * @param <S> the state type
 * @param <C> the command type
 */
@FunctionalInterface
public interface Strategy<S extends GameState, C extends Command> {
  /**
   * The probability of each command this side plays, in the order of {@code legal}.
   *
   * @param view the game as the deciding actor sees it
   * @param legal that actor's legal commands (never empty)
   * @return each command played with a probability above zero, and that probability; the
   *     probabilities add up to one
   */
  Map<C, Rational> weigh(View<S> view, List<C> legal);

  /**
   * The deterministic strategy of {@code bot}: its choice with probability one.
   *
   * @param <S> the state type
   * @param <C> the command type
   * @param bot the bot
   * @return the strategy
   */
  static <S extends GameState, C extends Command> Strategy<S, C> of(Bot<S, C> bot) {
    Objects.requireNonNull(bot, "bot");
    return (view, legal) -> Map.of(bot.choose(view, legal), Rational.ONE);
  }

  /**
   * Every legal command alike.
   *
   * @param <S> the state type
   * @param <C> the command type
   * @return the strategy
   */
  static <S extends GameState, C extends Command> Strategy<S, C> uniform() {
    return (view, legal) -> {
      Map<C, Rational> out = new LinkedHashMap<>();
      Rational each = Rational.of(1, legal.size());
      for (C c : legal) {
        out.merge(c, each, Rational::add);
      }
      return out;
    };
  }
}
