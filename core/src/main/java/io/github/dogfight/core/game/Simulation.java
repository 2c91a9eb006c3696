package io.github.dogfight.core.game;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.view.View;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;
import java.util.function.LongFunction;
import java.util.stream.LongStream;

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
    List<R> out = new ArrayList<>(games);
    stream(
        masterSeed,
        0,
        games,
        threads,
        seed -> summary.apply(playOut(Game.start(rules, rules.sampleEngagement(seed)))),
        done -> progress.accept((int) done),
        (i, r) -> out.add(r));
    return out;
  }

  /**
   * Receives each game's result of {@link #stream}, in game order, on the calling thread.
   *
   * @param <R> the result type
   */
  @FunctionalInterface
  public interface Sink<R> {
    /**
     * Takes game {@code game}'s result.
     *
     * @param game the game's index
     * @param result what was kept of it
     */
    void accept(long game, R result);
  }

  /** Games played at once between deliveries to a {@link Sink}, per thread. */
  private static final int CHUNK_PER_THREAD = 512;

  /**
   * Plays games {@code from} (inclusive) to {@code to} (exclusive) on {@code threads} threads and
   * hands each result to {@code sink} in game order, keeping at most a chunk of results in memory
   * (a few thousand, whatever the number of games): the streaming form of {@link #run}, for tallies
   * that must not grow with the number of games and for one machine's share of a split index range.
   * Game {@code i} is {@code play.apply(}{@link DiceStream#derivedSeed derivedSeed}{@code
   * (masterSeed, i))}, so any split of the range into parts, on any number of threads or machines,
   * plays the same games.
   *
   * <pre>{@code
   * long[] wins = new long[1];
   * Simulation.stream(1L, 0, 1_000_000, 2,
   *     seed -> Simulation.playOut(Game.start(rules, rules.sampleEngagement(seed))).state().winner(),
   *     done -> {},
   *     (i, winner) -> { if (winner.isPresent()) wins[0]++; });
   * }</pre>
   *
   * @param <R> the result type
   * @param masterSeed the seed the games' seeds come from
   * @param from the first game's index, 0 or more
   * @param to one past the last game's index, {@code from} or more
   * @param threads worker threads, 1 or more; the results do not depend on it
   * @param play plays one game from its seed and keeps what the sink needs (called on worker
   *     threads, so it must be thread-safe)
   * @param progress called with the number of finished games, from worker threads
   * @param sink takes each result in game order, on the calling thread
   * @throws IllegalArgumentException for a negative or reversed range or fewer than one thread
   * @throws IllegalStateException when a game fails, naming its index, or the run is interrupted
   */
  public static <R> void stream(
      long masterSeed,
      long from,
      long to,
      int threads,
      LongFunction<R> play,
      LongConsumer progress,
      Sink<R> sink) {
    Objects.requireNonNull(play, "play");
    Objects.requireNonNull(progress, "progress");
    Objects.requireNonNull(sink, "sink");
    if (from < 0 || to < from) {
      throw new IllegalArgumentException(
          "games must run from 0 or more to no less than the first, was " + from + " to " + to);
    }
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be 1 or more, was " + threads);
    }
    AtomicLong done = new AtomicLong();
    LongFunction<R> one =
        i -> {
          R r;
          try {
            r = play.apply(DiceStream.derivedSeed(masterSeed, i));
          } catch (RuntimeException e) {
            throw new IllegalStateException("game " + i + " failed: " + e, e);
          }
          progress.accept(done.incrementAndGet());
          return r;
        };
    if (threads == 1) {
      for (long i = from; i < to; i++) {
        sink.accept(i, one.apply(i));
      }
      return;
    }
    ForkJoinPool pool = new ForkJoinPool(threads);
    try {
      long chunk = (long) CHUNK_PER_THREAD * threads;
      for (long start = from; start < to; start += chunk) {
        long a = start;
        long b = Math.min(to, start + chunk);
        List<R> results =
            pool.submit(() -> LongStream.range(a, b).parallel().mapToObj(one).toList()).get();
        for (int k = 0; k < results.size(); k++) {
          sink.accept(a + k, results.get(k));
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("simulation interrupted", e);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof IllegalStateException failed) {
        throw failed;
      }
      throw new IllegalStateException("simulation failed: " + cause, cause);
    } finally {
      pool.shutdown();
    }
  }
}
