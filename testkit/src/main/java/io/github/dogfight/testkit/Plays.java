package io.github.dogfight.testkit;

import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.GameState;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.LongFunction;

/**
 * How a check plays its games: the first state of each seed, the bot, how many games from which
 * seed, the most commands a game, and the share of seeded random legal choices. {@link
 * ContractCheck} and {@link SecrecyCheck} share it, with the same refusals of a bad setting.
 *
 * @param <S> the state type
 * @param <C> the command type
 * @param engagement the first state of the game with a seed
 * @param bot the bot choosing the commands
 * @param games how many games, at least 1
 * @param seed the first game's seed
 * @param maxSteps the most commands per game, at least 1
 * @param randomPercent the share of steps, 0 to 100, in which a random legal command is played
 */
record Plays<S extends GameState, C extends Command>(
    LongFunction<S> engagement,
    Bot<S, C> bot,
    int games,
    long seed,
    int maxSteps,
    int randomPercent) {

  /** This plan starting each game from {@code engagement} of the game's seed. */
  Plays<S, C> startingFrom(LongFunction<S> engagement) {
    Objects.requireNonNull(engagement, "engagement");
    return new Plays<>(engagement, bot, games, seed, maxSteps, randomPercent);
  }

  /** This plan with {@code bot} choosing. */
  Plays<S, C> withBot(Bot<S, C> bot) {
    Objects.requireNonNull(bot, "bot");
    return new Plays<>(engagement, bot, games, seed, maxSteps, randomPercent);
  }

  /** This plan playing {@code games} games, seeds {@code firstSeed} on; refuses fewer than 1. */
  Plays<S, C> games(int games, long firstSeed) {
    return new Plays<>(
        engagement, bot, atLeast("games", games, 1), firstSeed, maxSteps, randomPercent);
  }

  /** This plan ending each game after at most {@code maxSteps} commands; refuses fewer than 1. */
  Plays<S, C> maxSteps(int maxSteps) {
    return new Plays<>(
        engagement, bot, games, seed, atLeast("maxSteps", maxSteps, 1), randomPercent);
  }

  /** This plan playing a random legal command in {@code percent} of the steps; 0 to 100. */
  Plays<S, C> randomChoices(int percent) {
    if (percent < 0 || percent > 100) {
      throw new IllegalArgumentException("percent must be 0 to 100, was " + percent);
    }
    return new Plays<>(engagement, bot, games, seed, maxSteps, percent);
  }

  /**
   * The command played: a seeded random one of {@code legal} in {@link #randomPercent} of the
   * steps, {@code pick} (the bot's choice) otherwise.
   */
  C choose(SplittableRandom random, List<C> legal, C pick) {
    return random.nextInt(100) < randomPercent ? legal.get(random.nextInt(legal.size())) : pick;
  }

  /**
   * {@code value}, refused when it is below {@code least}.
   *
   * @throws IllegalArgumentException naming {@code name} if {@code value} is below {@code least}
   */
  static int atLeast(String name, int value, int least) {
    if (value < least) {
      throw new IllegalArgumentException(name + " must be at least " + least + ", was " + value);
    }
    return value;
  }
}
