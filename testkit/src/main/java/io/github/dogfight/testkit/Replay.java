package io.github.dogfight.testkit;

import io.github.dogfight.core.event.EventLog;
import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.game.Simulation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.Function;

/** Replay and determinism checks. */
public final class Replay {
  private Replay() {}

  /**
   * Plays {@code commands} from {@code initial} with the state's dice stream.
   *
   * @param <S> the state type
   * @param <C> the command type
   * @param rules the rule set
   * @param initial the state to start from
   * @param commands the commands, in order
   * @return the game after them
   */
  public static <S extends GameState, C extends Command> Game<S, C> play(
      RuleSet<S, C> rules, S initial, List<C> commands) {
    Objects.requireNonNull(initial, "initial");
    Game<S, C> g = Game.start(rules, initial);
    for (C c : commands) {
      g = g.play(c);
    }
    return g;
  }

  /**
   * Plays the engagement to its end with {@code bot} on every side, recording the commands.
   *
   * @param <S> the state type
   * @param <C> the command type
   * @param rules the rule set
   * @param initial the state to start from
   * @param bot the bot playing every side
   * @return the commands played, in order
   */
  public static <S extends GameState, C extends Command> List<C> record(
      RuleSet<S, C> rules, S initial, Bot<S, C> bot) {
    Objects.requireNonNull(initial, "initial");
    List<C> commands = new ArrayList<>();
    Bot<S, C> recording =
        (view, legal) -> {
          C c = bot.choose(view, legal);
          commands.add(c);
          return c;
        };
    Simulation.playOut(
        Game.start(rules, initial), Map.of(), recording, Simulation.DEFAULT_MAX_STEPS);
    return commands;
  }

  /**
   * Asserts that replaying {@code commands} from {@code initial} twice gives equal events and equal
   * final states.
   *
   * @param <S> the state type
   * @param <C> the command type
   * @param rules the rule set
   * @param initial the state to start from
   * @param commands the commands, in order
   * @return the event log of the replay
   * @throws AssertionError naming the first differing event
   */
  public static <S extends GameState, C extends Command> EventLog assertDeterministic(
      RuleSet<S, C> rules, S initial, List<C> commands) {
    Objects.requireNonNull(initial, "initial");
    Game<S, C> a = play(rules, initial, commands);
    Game<S, C> b = play(rules, initial, commands);
    List<?> ea = a.log().events();
    List<?> eb = b.log().events();
    for (int i = 0; i < Math.min(ea.size(), eb.size()); i++) {
      if (!ea.get(i).equals(eb.get(i))) {
        throw new AssertionError(
            "replays differ at event " + i + ": " + ea.get(i) + " vs " + eb.get(i));
      }
    }
    if (ea.size() != eb.size()) {
      throw new AssertionError("replays differ in length: " + ea.size() + " vs " + eb.size());
    }
    if (!a.state().equals(b.state())) {
      throw new AssertionError("replays end in different states");
    }
    return a.log();
  }

  /**
   * Asserts that a simulation of {@code games} sample engagements gives identical summaries on 1
   * thread and on {@code threads} threads.
   *
   * @param <S> the state type
   * @param <C> the command type
   * @param <R> the summary type
   * @param rules the rule set
   * @param games how many engagements
   * @param masterSeed the seed the games' seeds come from
   * @param threads the thread count compared with 1
   * @param summary what to compare of each game
   * @return the summaries, in game order
   */
  public static <S extends GameState, C extends Command, R> List<R> assertThreadCountIndependent(
      RuleSet<S, C> rules,
      long masterSeed,
      int games,
      int threads,
      Function<Game<S, C>, R> summary) {
    List<R> one = Simulation.run(rules, masterSeed, games, 1, summary);
    List<R> many = Simulation.run(rules, masterSeed, games, threads, summary);
    if (!one.equals(many)) {
      throw new AssertionError(
          "simulation results depend on the thread count: 1 thread "
              + one
              + " vs "
              + threads
              + " threads "
              + many);
    }
    return one;
  }

  /**
   * Plays {@code command}; if the rules reject it, asserts that rejected means unchanged: the same
   * state, no new event, and a {@link RuleViolation} naming its rule and field. For stateful tests
   * that throw arbitrary, mostly illegal commands at a game.
   *
   * @param <S> the state type
   * @param <C> the command type
   * @param game the game
   * @param command the command, legal or not
   * @return the game after the command, or the same game if it was rejected
   */
  public static <S extends GameState, C extends Command> Game<S, C> playOrUnchanged(
      Game<S, C> game, C command) {
    S before = game.state();
    int logSize = game.log().size();
    try {
      return game.play(command);
    } catch (RuleViolation rejected) {
      org.assertj.core.api.Assertions.assertThat(game.state()).isEqualTo(before);
      org.assertj.core.api.Assertions.assertThat(game.log().size()).isEqualTo(logSize);
      org.assertj.core.api.Assertions.assertThat(rejected.rule()).isNotBlank();
      org.assertj.core.api.Assertions.assertThat(rejected.getMessage()).contains(rejected.field());
      return game;
    }
  }

  /**
   * Plays {@code game} on to its end with legal commands picked at random (seeded by {@code seed},
   * so the same call plays the same moves), and asserts that it ends, by its own rules or its turn
   * limit, within {@code maxSteps} commands. Random legal play is cheaper than the bots and tries
   * lines they would never choose; for stateful tests that check "the game ends or reaches its turn
   * limit" after a random command sequence.
   *
   * @param <S> the state type
   * @param <C> the command type
   * @param game the game, over or not
   * @param seed picks the commands
   * @param maxSteps the most commands the game may still take
   * @return the finished game
   * @throws AssertionError if a decision offers no legal command or the game is not over in time
   */
  public static <S extends GameState, C extends Command> Game<S, C> playToEnd(
      Game<S, C> game, long seed, int maxSteps) {
    Objects.requireNonNull(game, "game");
    SplittableRandom pick = new SplittableRandom(seed);
    Game<S, C> g = game;
    for (int steps = 0; !g.isOver(); steps++) {
      if (steps >= maxSteps) {
        throw new AssertionError(
            "the game is not over after " + maxSteps + " more commands: " + g.state());
      }
      List<C> legal = g.legalCommands();
      if (legal.isEmpty()) {
        throw new AssertionError("no legal command in a game that is not over: " + g.state());
      }
      g = g.play(legal.get(pick.nextInt(legal.size())));
    }
    return g;
  }
}
