package io.github.dogfight.core.game;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.view.View;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.function.Function;
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
   * @throws IllegalStateException if the engagement is not over after {@code maxSteps} steps, or a
   *     bot picks a rejected command
   */
  public static <S extends GameState, C extends Command> Game<S, C> playOut(
      Game<S, C> game, Map<String, Bot<S, C>> bots, Bot<S, C> fallback, int maxSteps) {
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

  /** Plays from {@code game} to the end with the rule set's default bot on both sides. */
  public static <S extends GameState, C extends Command> Game<S, C> playOut(Game<S, C> game) {
    return playOut(game, Map.of(), game.rules().defaultBot(), DEFAULT_MAX_STEPS);
  }

  /**
   * Plays {@code games} sample engagements of {@code rules} with default bots on {@code threads}
   * threads, and summarizes each.
   *
   * @return one summary per game, in game order
   */
  public static <S extends GameState, C extends Command, R> List<R> run(
      RuleSet<S, C> rules,
      long masterSeed,
      int games,
      int threads,
      Function<Game<S, C>, R> summary) {
    if (games < 0 || threads < 1) {
      throw new IllegalArgumentException("games must be >= 0 and threads >= 1");
    }
    Function<Integer, R> one =
        i ->
            summary.apply(
                playOut(
                    Game.start(
                        rules, rules.sampleEngagement(DiceStream.derivedSeed(masterSeed, i)))));
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
