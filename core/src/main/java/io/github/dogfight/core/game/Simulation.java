package io.github.dogfight.core.game;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.view.View;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;

/**
 * Plays engagements to their end with bots.
 *
 * <p>{@link #run} plays many engagements in parallel; game {@code i} is seeded with {@link
 * DiceStream#derivedSeed(long, long) derivedSeed(masterSeed, i)}, games share nothing, and results
 * come back in game order, so the results are identical whatever the thread count.
 */
public final class Simulation {
  /** Default bound on steps in one engagement. */
  public static final int DEFAULT_MAX_STEPS = 100_000;

  private Simulation() {}

  /**
   * Plays from {@code game} until it is over, asking {@code bots} (by actor name, falling back to
   * {@code fallback}) for each decision. Each bot chooses from its actor's {@link View} and legal
   * commands, never from the whole state. For a simultaneous decision the actors commit one after
   * another, each seeing only its own view, so none learns the others' choices.
   *
   * @param <S> the state type
   * @param <C> the command type
   * @param game the game
   * @param bots the bot of each actor
   * @param fallback the bot of the others
   * @param maxSteps the most steps
   * @return the game at its end
   * @throws IllegalStateException if the engagement is not over after {@code maxSteps} steps, or a
   *     bot picks a rejected command
   */
  public static <S extends GameState, C extends Command> Game<S, C> playOut(
      Game<S, C> game, Map<String, Bot<S, C>> bots, Bot<S, C> fallback, int maxSteps) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(bots, "bots");
    Objects.requireNonNull(fallback, "fallback");
    Game<S, C> g = game;
    for (int steps = 0; !g.isOver(); steps++) {
      if (steps >= maxSteps) {
        throw new IllegalStateException("engagement not over after " + maxSteps + " steps");
      }
      Decision decision = g.decision();
      if (decision.isOver()) {
        throw new IllegalStateException("no decision pending in a game that is not over");
      }
      String actor = decision.actors().get(0);
      List<C> legal = g.legalCommands(actor);
      if (legal.isEmpty()) {
        throw new IllegalStateException("no legal command for " + actor);
      }
      C choice = bots.getOrDefault(actor, fallback).choose(g.viewFor(actor, decision), legal);
      try {
        g = g.play(choice);
      } catch (RuleViolation e) {
        throw new IllegalStateException("bot for " + actor + " chose a rejected command", e);
      }
    }
    return g;
  }

  /**
   * Plays from {@code game} to the end with the rule set's default bot on both sides.
   *
   * @param <S> the state type
   * @param <C> the command type
   * @param game the game
   * @return the game at its end
   */
  public static <S extends GameState, C extends Command> Game<S, C> playOut(Game<S, C> game) {
    return playOut(game, Map.of(), game.rules().defaultBot(), DEFAULT_MAX_STEPS);
  }

  /**
   * Plays {@code games} sample engagements of {@code rules} with default bots on {@code threads}
   * threads, and summarizes each.
   *
   * @param <S> the state type
   * @param <C> the command type
   * @param <R> the summary type
   * @param rules the rule set
   * @param games how many engagements
   * @param masterSeed the seed the games' seeds come from
   * @param threads worker threads
   * @param summary what to keep of each game
   * @return one summary per game, in game order
   */
  public static <S extends GameState, C extends Command, R> List<R> run(
      RuleSet<S, C> rules,
      long masterSeed,
      int games,
      int threads,
      Function<Game<S, C>, R> summary) {
    return run(rules, masterSeed, games, threads, summary, done -> {});
  }

  /**
   * As {@link #run(RuleSet, long, int, int, Function)}, telling {@code progress} how many games
   * have finished each time one does (from the worker thread that finished it, so it must be
   * thread-safe and quick; a command line prints a progress line from it). Progress never changes
   * the results.
   *
   * <pre>{@code
   * List<String> winners = Simulation.run(rules, 1L, 100_000, 4,
   *     g -> g.state().winner().orElse("none"),
   *     done -> { if (done % 10_000 == 0) System.err.println(done + " games"); });
   * }</pre>
   *
   * @param rules the rule set; each game starts from its {@link RuleSet#sampleEngagement}
   * @param masterSeed game {@code i} is seeded with {@link DiceStream#derivedSeed}(masterSeed, i)
   * @param games how many games, 0 or more
   * @param threads worker threads, 1 or more; the results do not depend on it
   * @param summary what to keep of each finished game
   * @param progress called with the number of finished games, 1 to {@code games}
   * @param <S> the state type
   * @param <C> the command type
   * @param <R> the summary type
   * @return one summary per game, in game order
   * @throws IllegalArgumentException for a negative game count or fewer than one thread
   */
  public static <S extends GameState, C extends Command, R> List<R> run(
      RuleSet<S, C> rules,
      long masterSeed,
      int games,
      int threads,
      Function<Game<S, C>, R> summary,
      IntConsumer progress) {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(summary, "summary");
    Objects.requireNonNull(progress, "progress");
    if (games < 0) {
      throw new IllegalArgumentException("games must be 0 or more, was " + games);
    }
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be 1 or more, was " + threads);
    }
    AtomicInteger done = new AtomicInteger();
    Function<Integer, R> one =
        i -> {
          R r =
              summary.apply(
                  playOut(
                      Game.start(
                          rules, rules.sampleEngagement(DiceStream.derivedSeed(masterSeed, i)))));
          progress.accept(done.incrementAndGet());
          return r;
        };
    if (threads == 1) {
      List<R> out = new ArrayList<>(games);
      for (int i = 0; i < games; i++) {
        out.add(one.apply(i));
      }
      return out;
    }
    ForkJoinPool pool = new ForkJoinPool(threads);
    try {
      return pool.submit(() -> IntStream.range(0, games).parallel().boxed().map(one).toList())
          .get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("simulation interrupted", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("simulation failed: " + e.getCause(), e.getCause());
    } finally {
      pool.shutdown();
    }
  }
}
