package io.github.dogfight.testkit;

import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Ending;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.Simulation;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.LongFunction;

/**
 * Why an engagement ended ({@link RuleSet#ending}), checked over games played to the end through
 * the public SPI:
 *
 * <ul>
 *   <li>{@link RuleSet#endReasons()} repeats no reason;
 *   <li>{@code ending} refuses an engagement that is not over with an {@link
 *       IllegalArgumentException} (tried on each game's first state and the state before its last
 *       command);
 *   <li>the reason of a finished engagement is one of {@code endReasons()};
 *   <li>the winner is the state's {@link GameState#winner()};
 *   <li>the survivors name exactly the rule set's {@link RuleSet#sides sides}, in that order, each
 *       with a count of 0 or more;
 *   <li>a winning side has at least one aircraft left, unless the rule set can win without any
 *       ({@link #winnerMayHaveNoSurvivors()}: victory points, say).
 * </ul>
 *
 * <pre>{@code
 * EndingCheck.Report report = EndingCheck.of(rules).games(200, 1).run();
 * report.reasons();   // {destroyed=131, all destroyed=4, turn limit=65}, in endReasons() order
 * }</pre>
 *
 * <p>A game alternates the rule set's default bot with seeded random legal choices (a quarter of
 * the steps by default); everything is seeded, so the same check gives the same games and counts.
 *
 * @param <S> the state type
 * @param <C> the command type
 */
public final class EndingCheck<S extends GameState, C extends Command> {
  /** What {@link #tally} counts a game under when it did not end within the step limit. */
  public static final String NOT_OVER = "not over";

  private final RuleSet<S, C> rules;
  private final Plays<S, C> plays;
  private final boolean winnerSurvives;

  private EndingCheck(RuleSet<S, C> rules, Plays<S, C> plays, boolean winnerSurvives) {
    this.rules = rules;
    this.plays = plays;
    this.winnerSurvives = winnerSurvives;
  }

  /**
   * The check of {@code rules}: 50 games of its sample engagement, seeds 1 to 50, played by its
   * default bot with a quarter of random legal choices, at most 20,000 steps each; a winner must
   * have an aircraft left.
   *
   * @param <S> the state type
   * @param <C> the command type
   * @param rules the rule set
   * @return the check
   */
  public static <S extends GameState, C extends Command> EndingCheck<S, C> of(RuleSet<S, C> rules) {
    Objects.requireNonNull(rules, "rules");
    return new EndingCheck<>(
        rules, new Plays<>(rules::sampleEngagement, rules.defaultBot(), 50, 1L, 20_000, 25), true);
  }

  /**
   * This check starting each game from {@code engagement} of the game's seed instead of the sample
   * engagement.
   *
   * @param engagement the first state for a seed
   * @return the new check
   */
  public EndingCheck<S, C> startingFrom(LongFunction<S> engagement) {
    return new EndingCheck<>(rules, plays.startingFrom(engagement), winnerSurvives);
  }

  /**
   * This check with {@code bot} choosing instead of the rule set's default bot.
   *
   * @param bot the bot
   * @return the new check
   */
  public EndingCheck<S, C> withBot(Bot<S, C> bot) {
    return new EndingCheck<>(rules, plays.withBot(bot), winnerSurvives);
  }

  /**
   * This check playing {@code games} games, seeds {@code firstSeed} on.
   *
   * @param games how many games, at least 1
   * @param firstSeed the first game's seed
   * @return the new check
   * @throws IllegalArgumentException if {@code games} is below 1
   */
  public EndingCheck<S, C> games(int games, long firstSeed) {
    return new EndingCheck<>(rules, plays.games(games, firstSeed), winnerSurvives);
  }

  /**
   * This check giving up on a game after at most {@code maxSteps} commands (the game then counts as
   * not ended, which is no breach).
   *
   * @param maxSteps the most commands per game, at least 1
   * @return the new check
   * @throws IllegalArgumentException if {@code maxSteps} is below 1
   */
  public EndingCheck<S, C> maxSteps(int maxSteps) {
    return new EndingCheck<>(rules, plays.maxSteps(maxSteps), winnerSurvives);
  }

  /**
   * This check playing a seeded random legal command instead of the bot's choice in {@code percent}
   * of the steps.
   *
   * @param percent from 0 (the bot only) to 100 (random only)
   * @return the new check
   * @throws IllegalArgumentException if {@code percent} is outside 0..100
   */
  public EndingCheck<S, C> randomChoices(int percent) {
    return new EndingCheck<>(rules, plays.randomChoices(percent), winnerSurvives);
  }

  /**
   * This check accepting a winner with no aircraft left, for a rule set whose winner is decided
   * otherwise (victory points for what the enemy lost).
   *
   * @return the new check
   */
  public EndingCheck<S, C> winnerMayHaveNoSurvivors() {
    return new EndingCheck<>(rules, plays, false);
  }

  /**
   * What a check found.
   *
   * @param games the games played
   * @param ended the games that ended within the step limit
   * @param reasons how many games ended for each of the rule set's reasons, in its order (every
   *     reason listed, 0 for one that never occurred)
   * @param breaches every breach found, each in words (at most ten of a kind)
   */
  public record Report(int games, int ended, Map<String, Integer> reasons, List<String> breaches) {
    /**
     * Copies the parts.
     *
     * @param games the games played
     * @param ended the games that ended within the step limit
     * @param reasons how many games ended for each reason, in the rule set's order
     * @param breaches every breach found, each in words
     * @throws NullPointerException if a part is null
     */
    public Report {
      reasons =
          java.util.Collections.unmodifiableMap(
              new LinkedHashMap<>(Objects.requireNonNull(reasons, "reasons")));
      breaches = List.copyOf(Objects.requireNonNull(breaches, "breaches"));
    }
  }

  /**
   * Plays the games and checks each ending.
   *
   * @return what was covered; its breaches are empty
   * @throws AssertionError listing every breach found
   */
  public Report run() {
    Report report = inspect();
    Findings.assertNone(rules.name(), "tells wrongly why an engagement ended", report.breaches());
    return report;
  }

  /**
   * Plays the games and checks each ending, returning the breaches instead of failing.
   *
   * @return what was covered and every breach found
   */
  public Report inspect() {
    Findings findings = new Findings();
    List<String> reasons = rules.endReasons();
    Set<String> seen = new HashSet<>();
    Map<String, Integer> counts = new LinkedHashMap<>();
    for (String r : reasons) {
      if (!seen.add(r)) {
        findings.add("repeated reason", "endReasons() lists '" + r + "' more than once");
      }
      counts.put(r, 0);
    }
    int ended = 0;
    for (int i = 0; i < plays.games(); i++) {
      long gameSeed = plays.seed() + i;
      String where = "game " + gameSeed;
      S first = plays.engagement().apply(gameSeed);
      Game<S, C> game = Game.start(rules, first);
      refusesUnfinished(game.state(), where + ", first state", findings);
      SplittableRandom random = new SplittableRandom(gameSeed * 0x9E3779B97F4A7C15L + 29);
      for (int step = 0; step < plays.maxSteps() && !game.isOver(); step++) {
        List<String> actors = game.decision().actors();
        if (actors.isEmpty()) {
          break;
        }
        String actor = actors.get(0);
        List<C> legal = game.legalCommands(actor);
        if (legal.isEmpty()) {
          break;
        }
        C pick = plays.bot().choose(game.viewFor(actor), legal);
        C chosen = plays.choose(random, legal, legal.contains(pick) ? pick : legal.get(0));
        Game<S, C> next = game.play(chosen);
        if (next.isOver()) {
          refusesUnfinished(game.state(), where + ", before the last command", findings);
        }
        game = next;
      }
      if (!game.isOver()) {
        continue;
      }
      ended++;
      Optional<Ending> ending = check(game.state(), where, findings);
      ending.ifPresent(e -> counts.computeIfPresent(e.reason(), (r, n) -> n + 1));
    }
    return new Report(plays.games(), ended, counts, findings.all());
  }

  /**
   * Checks the ending of one finished engagement of {@code rules} (a scripted game's last state),
   * as {@link #run()} checks each game's.
   *
   * @param <S> the state type
   * @param <C> the command type
   * @param rules the rule set
   * @param state a finished engagement
   * @return its ending
   * @throws AssertionError listing every breach found
   */
  public static <S extends GameState, C extends Command> Ending assertEnding(
      RuleSet<S, C> rules, S state) {
    Findings findings = new Findings();
    Optional<Ending> e = of(rules).check(state, "the engagement", findings);
    Findings.assertNone(rules.name(), "tells wrongly why an engagement ended", findings.all());
    return e.orElseThrow();
  }

  /**
   * How many of {@code games} sample engagements of {@code rules}, played by {@link Simulation#run}
   * (game i seeded from {@code masterSeed} and i, the default bots, the same counts on any number
   * of threads), ended for each reason: every one of {@link RuleSet#endReasons()} in its order,
   * then {@value #NOT_OVER} when some game reached the simulation's step limit.
   *
   * <pre>{@code
   * EndingCheck.tally(new DogfiteRules(), 1, 2000, 2);  // {destroyed=..., all destroyed=..., turn limit=...}
   * }</pre>
   *
   * @param <S> the state type
   * @param <C> the command type
   * @param rules the rule set
   * @param masterSeed the master seed
   * @param games how many games, 0 or more
   * @param threads how many threads, at least 1
   * @return the count per reason
   */
  public static <S extends GameState, C extends Command> Map<String, Integer> tally(
      RuleSet<S, C> rules, long masterSeed, int games, int threads) {
    Objects.requireNonNull(rules, "rules");
    Map<String, Integer> counts = new LinkedHashMap<>();
    for (String r : rules.endReasons()) {
      counts.put(r, 0);
    }
    List<String> reasons =
        Simulation.run(
            rules,
            masterSeed,
            games,
            threads,
            g -> g.isOver() ? rules.ending(g.state()).reason() : NOT_OVER);
    for (String r : reasons) {
      counts.merge(r, 1, Integer::sum);
    }
    return counts;
  }

  private void refusesUnfinished(S state, String where, Findings findings) {
    if (state.isOver()) {
      return;
    }
    try {
      Ending e = rules.ending(state);
      findings.add(
          "unfinished",
          where
              + ": ending() of an engagement not over gave '"
              + e.reason()
              + "' instead of refusing");
    } catch (IllegalArgumentException expected) {
      // refused, as it must be
    } catch (RuntimeException e) {
      findings.add(
          "unfinished",
          where
              + ": ending() of an engagement not over threw "
              + e
              + ", not IllegalArgumentException");
    }
  }

  private Optional<Ending> check(S state, String where, Findings findings) {
    if (!state.isOver()) {
      findings.add("unfinished", where + " is not over");
      return Optional.empty();
    }
    Ending e;
    try {
      e = rules.ending(state);
    } catch (RuntimeException ex) {
      findings.add("failed", where + ": ending() failed: " + ex);
      return Optional.empty();
    }
    if (!rules.endReasons().contains(e.reason())) {
      findings.add(
          "unknown reason",
          where + ": the reason '" + e.reason() + "' is not one of " + rules.endReasons());
    }
    if (!e.winner().equals(state.winner())) {
      findings.add(
          "winner",
          where
              + ": the ending's winner "
              + text(e.winner())
              + " is not the state's "
              + text(state.winner()));
    }
    List<String> sides = rules.sides(state);
    List<String> keys = new ArrayList<>(e.survivors().keySet());
    if (!keys.equals(sides)) {
      findings.add(
          "survivors",
          where + ": the survivors name " + keys + ", not the sides " + sides + " in that order");
    }
    if (winnerSurvives && e.winner().isPresent()) {
      String side;
      try {
        side = rules.sideOf(state, e.winner().get());
      } catch (IllegalArgumentException unknown) {
        findings.add("winner", where + ": the winner '" + e.winner().get() + "' is no side");
        return Optional.of(e);
      }
      if (e.survivors().getOrDefault(side, 0) < 1) {
        findings.add(
            "winner without aircraft",
            where + ": the winner " + side + " has no aircraft left (" + e.reason() + ")");
      }
    }
    return Optional.of(e);
  }

  private static String text(Optional<String> side) {
    return side.map(s -> "'" + s + "'").orElse("none");
  }
}
