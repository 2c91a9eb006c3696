package io.github.dogfight.testkit;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Decision;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.view.View;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.LongFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The contract every rule set keeps with the front ends built on it, checked over games played
 * through the public SPI alone:
 *
 * <ul>
 *   <li><b>complete legal commands</b>: the bot chooses only from the list it is given, and no
 *       candidate command a probe can enumerate beyond the list is accepted by {@link
 *       RuleSet#apply} unless the list holds it, or a command interchangeable with it (same {@link
 *       #interchangeable key});
 *   <li><b>odds for every roll</b>: a command after which dice are rolled for its actor (an event
 *       of the same turn whose {@link GameEvent#actor()} is the command's actor, or an actor of the
 *       side the command is given by, carries dice) shows odds ({@link Game#oddsOf} is not empty),
 *       and every {@code P(...)} figure is a probability;
 *   <li><b>every die in the log</b>: a first state whose dice stream has been drawn from comes with
 *       opening events that record dice ({@link RuleSet#openingEvents});
 *   <li><b>events in words</b>: no narration, dice line, command description or odds name shows a
 *       Java value (a record's or map's {@code toString}, an {@code Optional}, a boolean, an enum
 *       constant, a class name);
 *   <li><b>the same bytes under any default locale</b>: the first games are played again under the
 *       default locales {@code ar-SA} (Arabic digits) and {@code de-DE} (decimal commas), and every
 *       narration, summary, situation, command description and odds figure must be the same. The
 *       check sets the JVM's default locale for those games and restores it after; run it where no
 *       other test runs at the same time in the same JVM.
 * </ul>
 *
 * <pre>{@code
 * ContractCheck.Report report =
 *     ContractCheck.of(rules)
 *         .probing((game, actor) -> everyBetLevelOf(game.legalCommands(actor)))
 *         .interchangeable(c -> c.withAircraftCountedByType())
 *         .games(20)
 *         .run();                      // throws AssertionError listing every breach found
 * }</pre>
 *
 * <p>A game alternates the rule set's default bot with seeded random legal choices (a quarter of
 * the steps by default), so that states a bot never reaches are checked too. Everything is seeded:
 * the same check gives the same games.
 *
 * @param <S> the state type
 * @param <C> the command type
 */
public final class ContractCheck<S extends GameState, C extends Command> {
  /** Java values that never belong in words meant for a person. */
  private static final List<Pattern> JAVA_VALUES =
      List.of(
          Pattern.compile("\\b[A-Z][A-Za-z0-9]*\\[[a-z][A-Za-z0-9]*="), // record toString
          Pattern.compile("\\{[a-z][A-Za-z0-9]*="), // map toString
          Pattern.compile("\\bOptional(Int|Long|Double)?(\\[|\\.empty)"),
          Pattern.compile("[=:\\[(,]\\s*(true|false)\\b"),
          Pattern.compile("\\b[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]\\b"), // enum constant
          Pattern.compile("=\\s*[A-Z]{3,}\\b(?![a-z(])"), // "= MISS"
          Pattern.compile("@[0-9a-f]{5,}\\b"), // identity hash
          Pattern.compile("\\b(java|javax|io\\.github)\\.[a-z]+\\."),
          Pattern.compile("\\bImmutable[A-Z][A-Za-z]+"),
          Pattern.compile("\\bnull\\b"));

  private static final List<Locale> OTHER_LOCALES =
      List.of(Locale.forLanguageTag("ar-SA"), Locale.forLanguageTag("de-DE"));

  private final RuleSet<S, C> rules;
  private final Plays<S, C> plays;
  private final BiFunction<Game<S, C>, String, ? extends Collection<C>> probe;
  private final BiFunction<S, C, ?> key;
  private final int localeGames;

  private ContractCheck(
      RuleSet<S, C> rules,
      Plays<S, C> plays,
      BiFunction<Game<S, C>, String, ? extends Collection<C>> probe,
      BiFunction<S, C, ?> key,
      int localeGames) {
    this.rules = rules;
    this.plays = plays;
    this.probe = probe;
    this.key = key;
    this.localeGames = localeGames;
  }

  /**
   * The check of {@code rules}: 20 games of its sample engagement, seeds 1 to 20, played by its
   * default bot with a quarter of random legal choices, at most 3,000 steps each, the first two
   * also under other default locales; no probe, and commands interchangeable only when equal.
   *
   * @param <S> the state type
   * @param <C> the command type
   * @param rules the rule set
   * @return the check
   */
  public static <S extends GameState, C extends Command> ContractCheck<S, C> of(
      RuleSet<S, C> rules) {
    Objects.requireNonNull(rules, "rules");
    return new ContractCheck<>(
        rules,
        new Plays<>(rules::sampleEngagement, rules.defaultBot(), 20, 1L, 3000, 25),
        (g, a) -> List.of(),
        (state, c) -> c,
        2);
  }

  private ContractCheck<S, C> with(Plays<S, C> plays) {
    return new ContractCheck<>(rules, plays, probe, key, localeGames);
  }

  /**
   * This check starting each game from {@code engagement} of the game's seed instead of the sample
   * engagement.
   *
   * @param engagement the first state for a seed
   * @return the new check
   */
  public ContractCheck<S, C> startingFrom(LongFunction<S> engagement) {
    return with(plays.startingFrom(engagement));
  }

  /**
   * This check with {@code bot} choosing instead of the rule set's default bot.
   *
   * @param bot the bot
   * @return the new check
   */
  public ContractCheck<S, C> withBot(Bot<S, C> bot) {
    return with(plays.withBot(bot));
  }

  /**
   * This check also trying, at every step and for every awaited actor, the candidate commands
   * {@code probe} enumerates (commands the rule set can build beyond its list: every bet level,
   * every subset of aircraft): each one {@link RuleSet#apply} accepts must be listed, or be
   * interchangeable with a listed one.
   *
   * @param probe candidate commands of an actor in a game
   * @return the new check
   */
  public ContractCheck<S, C> probing(
      BiFunction<Game<S, C>, String, ? extends Collection<C>> probe) {
    Objects.requireNonNull(probe, "probe");
    return new ContractCheck<>(rules, plays, probe, key, localeGames);
  }

  /**
   * This check treating two commands as interchangeable, so that listing one suffices, when {@code
   * key} maps them to equal values (such as the counts of each aircraft type a command removes).
   *
   * @param key what a person can tell apart of a command
   * @return the new check
   */
  public ContractCheck<S, C> interchangeable(Function<C, ?> key) {
    Objects.requireNonNull(key, "key");
    return interchangeableIn((state, c) -> key.apply(c));
  }

  /**
   * As {@link #interchangeable(Function)}, for a key that needs the state the command is given in
   * (such as the type and damage of the aircraft a command names by identifier).
   *
   * @param key what a person can tell apart of a command in a state
   * @return the new check
   */
  public ContractCheck<S, C> interchangeableIn(BiFunction<S, C, ?> key) {
    Objects.requireNonNull(key, "key");
    return new ContractCheck<>(rules, plays, probe, key, localeGames);
  }

  /**
   * This check playing {@code games} games, seeds {@code firstSeed} on.
   *
   * @param games how many games, at least 1
   * @param firstSeed the first game's seed
   * @return the new check
   * @throws IllegalArgumentException if {@code games} is below 1
   */
  public ContractCheck<S, C> games(int games, long firstSeed) {
    return with(plays.games(games, firstSeed));
  }

  /**
   * This check ending each game after at most {@code maxSteps} commands.
   *
   * @param maxSteps the most commands per game, at least 1
   * @return the new check
   * @throws IllegalArgumentException if {@code maxSteps} is below 1
   */
  public ContractCheck<S, C> maxSteps(int maxSteps) {
    return with(plays.maxSteps(maxSteps));
  }

  /**
   * This check playing a seeded random legal command instead of the bot's choice in {@code percent}
   * of the steps.
   *
   * @param percent from 0 (the bot only) to 100 (random only)
   * @return the new check
   * @throws IllegalArgumentException if {@code percent} is outside 0..100
   */
  public ContractCheck<S, C> randomChoices(int percent) {
    return with(plays.randomChoices(percent));
  }

  /**
   * This check playing its first {@code localeGames} games again under other default locales.
   *
   * @param localeGames how many games, 0 for none
   * @return the new check
   * @throws IllegalArgumentException if {@code localeGames} is negative
   */
  public ContractCheck<S, C> localeGames(int localeGames) {
    return new ContractCheck<>(
        rules, plays, probe, key, Plays.atLeast("localeGames", localeGames, 0));
  }

  /**
   * What a check found and covered.
   *
   * @param games the games played
   * @param steps the commands played, over all games
   * @param rolling the commands played after which dice were rolled for their actor
   * @param probed the probe's candidate commands tried
   * @param breaches every breach found, each in words (at most ten of a kind)
   */
  public record Report(int games, int steps, int rolling, int probed, List<String> breaches) {
    /**
     * Copies the breaches.
     *
     * @param games the games played
     * @param steps the commands played, over all games
     * @param rolling the commands played after which dice were rolled for their actor
     * @param probed the probe's candidate commands tried
     * @param breaches every breach found, each in words
     * @throws NullPointerException if {@code breaches} is null
     */
    public Report {
      breaches = List.copyOf(Objects.requireNonNull(breaches, "breaches"));
    }
  }

  /**
   * Plays the games and checks every step.
   *
   * @return what was covered; its breaches are empty
   * @throws AssertionError listing every breach found
   */
  public Report run() {
    Report report = inspect();
    Findings.assertNone(rules.name(), "breaks the front-end contract", report.breaches());
    return report;
  }

  /**
   * Plays the games and checks every step, returning the breaches instead of failing.
   *
   * @return what was covered and every breach found
   */
  public Report inspect() {
    Findings findings = new Findings();
    int steps = 0;
    int rolling = 0;
    int probed = 0;
    for (int i = 0; i < plays.games(); i++) {
      long gameSeed = plays.seed() + i;
      Trace trace = new Trace(gameSeed, findings);
      steps += trace.steps;
      rolling += trace.rolling;
      probed += trace.probed;
      if (i < localeGames) {
        Locale saved = Locale.getDefault();
        Locale savedFormat = Locale.getDefault(Locale.Category.FORMAT);
        Locale savedDisplay = Locale.getDefault(Locale.Category.DISPLAY);
        try {
          for (Locale other : OTHER_LOCALES) {
            Locale.setDefault(other);
            Trace again = new Trace(gameSeed, new Findings());
            compare(trace.text, again.text, other, gameSeed, findings);
          }
        } finally {
          Locale.setDefault(saved);
          Locale.setDefault(Locale.Category.FORMAT, savedFormat);
          Locale.setDefault(Locale.Category.DISPLAY, savedDisplay);
        }
      }
    }
    return new Report(plays.games(), steps, rolling, probed, findings.all());
  }

  private static void compare(
      List<String> expected, List<String> actual, Locale locale, long seed, Findings findings) {
    String under = "game " + seed + " under default locale " + locale.toLanguageTag();
    int n = Math.min(expected.size(), actual.size());
    for (int i = 0; i < n; i++) {
      if (!expected.get(i).equals(actual.get(i))) {
        findings.add(
            "locale",
            under
                + " shows \""
                + actual.get(i)
                + "\" where it shows \""
                + expected.get(i)
                + "\" otherwise");
        return;
      }
    }
    if (expected.size() != actual.size()) {
      findings.add(
          "locale",
          under + " has " + actual.size() + " lines of text instead of " + expected.size());
    }
  }

  /** One game played and checked; {@link #text} is every line of text it showed. */
  private final class Trace {
    final List<String> text = new ArrayList<>();
    int steps;
    int rolling;
    int probed;

    Trace(long gameSeed, Findings findings) {
      S first = plays.engagement().apply(gameSeed);
      Game<S, C> game = Game.start(rules, first);
      String where = "game " + gameSeed;
      checkOpening(first, game, where, findings);
      words(game.log().events(), where + ", opening", findings);
      told(game.log().events());
      SplittableRandom random = new SplittableRandom(gameSeed * 0x9E3779B97F4A7C15L + 17);
      for (int step = 0; step < plays.maxSteps() && !game.isOver(); step++) {
        Decision decision = game.decision();
        String at = where + ", step " + step + " (turn " + game.state().turn() + ")";
        text.add(rules.summary(game.state()));
        @Nullable C chosen = null;
        for (String actor : decision.actors()) {
          List<C> legal = game.legalCommands(actor);
          if (legal.isEmpty()) {
            findings.add("empty", at + ": " + actor + " is awaited but has no legal command");
            continue;
          }
          View<S> view = game.viewFor(actor);
          text.add(rules.situation(view));
          for (C c : legal) {
            text.add(c.describe());
            phrase(c.describe(), at + ", command of " + actor, findings);
          }
          C pick = plays.bot().choose(view, legal);
          if (!legal.contains(pick)) {
            findings.add(
                "unlisted bot choice",
                at + ": the bot chose '" + pick.describe() + "' for " + actor + ", not listed");
            pick = legal.get(0);
          }
          probed += probe(game, actor, legal, at, findings);
          if (chosen == null) {
            chosen = plays.choose(random, legal, pick);
          }
        }
        if (chosen == null) {
          break;
        }
        Map<String, Rational> odds = oddsOf(game, chosen, at, findings);
        odds.forEach((name, p) -> text.add(name + " = " + p));
        S given = game.state();
        int before = game.log().size();
        game = game.play(chosen);
        steps++;
        List<GameEvent> events = game.log().events().subList(before, game.log().size());
        words(events, at, findings);
        if (rollsFor(given, chosen.actor(), events)) {
          rolling++;
          if (odds.isEmpty()) {
            findings.add(
                "no odds",
                at
                    + ": '"
                    + chosen.describe()
                    + "' rolled dice for "
                    + chosen.actor()
                    + " but shows no odds ("
                    + firstRoll(given, chosen.actor(), events)
                    + ")");
          }
        }
        told(events);
      }
    }

    /** Adds the narration and dice lines of {@code events} to the text the game showed. */
    private void told(List<GameEvent> events) {
      for (GameEvent e : events) {
        text.add(e.narration());
        for (DiceRoll d : e.dice()) {
          text.add(d.describe());
        }
      }
    }

    private void checkOpening(S first, Game<S, C> game, String where, Findings findings) {
      DiceStream dice = first.dice();
      boolean drawn = dice.position() > 0;
      boolean recorded = game.log().events().stream().anyMatch(e -> !e.dice().isEmpty());
      if (drawn && !recorded) {
        findings.add(
            "opening",
            where
                + ": the first state has drawn "
                + dice.position()
                + " dice words but no opening event records a roll");
      }
    }

    private int probe(Game<S, C> game, String actor, List<C> legal, String at, Findings findings) {
      Collection<C> candidates = probe.apply(game, actor);
      if (candidates.isEmpty()) {
        return 0;
      }
      Set<Object> listed = new HashSet<>();
      for (C c : legal) {
        listed.add(key.apply(game.state(), c));
      }
      int tried = 0;
      for (C c : new LinkedHashSet<>(candidates)) {
        if (listed.contains(key.apply(game.state(), c))) {
          continue;
        }
        tried++;
        S state = game.state();
        try {
          Game.step(rules, state, c, Roller.from(state.dice()));
        } catch (RuleViolation expected) {
          continue;
        }
        findings.add(
            "unlisted legal command",
            at + ": '" + c.describe() + "' of " + actor + " is accepted but not listed");
      }
      return tried;
    }
  }

  private Map<String, Rational> oddsOf(Game<S, C> game, C c, String at, Findings findings) {
    Map<String, Rational> odds;
    try {
      odds = game.oddsOf(c);
    } catch (RuntimeException e) {
      findings.add("odds failed", at + ": the odds of '" + c.describe() + "' failed: " + e);
      return Map.of();
    }
    Map<String, Rational> copy = new LinkedHashMap<>(odds);
    copy.forEach(
        (name, p) -> {
          phrase(name, at + ", odds of '" + c.describe() + "'", findings);
          if (name.startsWith("P(") && (p.signum() < 0 || p.compareTo(Rational.ONE) > 0)) {
            findings.add(
                "odds",
                at + ": " + c.describe() + ": " + name + " = " + p + " is not a probability");
          }
        });
    return copy;
  }

  /**
   * Whether {@code events} roll dice for {@code actor} in the turn of {@code given}: an event whose
   * actor is {@code actor}, or, when {@code actor} is a side, an actor of that side.
   */
  private boolean rollsFor(S given, String actor, List<GameEvent> events) {
    boolean side = rules.sides(given).contains(actor);
    for (GameEvent e : events) {
      if (e.turn() == given.turn() && !e.dice().isEmpty() && e.actor().isPresent()) {
        String by = e.actor().get();
        if (by.equals(actor) || (side && actor.equals(sideOf(given, by)))) {
          return true;
        }
      }
    }
    return false;
  }

  private @Nullable String sideOf(S state, String actor) {
    try {
      return rules.sideOf(state, actor);
    } catch (IllegalArgumentException unknown) {
      return null;
    }
  }

  private String firstRoll(S given, String actor, List<GameEvent> events) {
    for (GameEvent e : events) {
      if (!e.dice().isEmpty() && rollsFor(given, actor, List.of(e))) {
        return e.dice().get(0).describe();
      }
    }
    return "";
  }

  private static void words(List<GameEvent> events, String at, Findings findings) {
    for (GameEvent e : events) {
      phrase(e.narration(), at + ", narration", findings);
      for (DiceRoll d : e.dice()) {
        phrase(d.describe(), at + ", dice line", findings);
      }
    }
  }

  private static void phrase(String text, String at, Findings findings) {
    for (Pattern p : JAVA_VALUES) {
      Matcher m = p.matcher(text);
      if (m.find()) {
        findings.add(
            "java value " + p.pattern(),
            at + " shows a Java value '" + m.group() + "': \"" + text + "\"");
        return;
      }
    }
  }
}
