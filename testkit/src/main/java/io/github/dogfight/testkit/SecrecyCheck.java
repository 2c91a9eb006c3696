package io.github.dogfight.testkit;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.DiceScriptException;
import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Decision;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.Outcome;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.view.Piece;
import io.github.dogfight.core.view.View;
import io.github.dogfight.core.view.Viewer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.BiFunction;
import java.util.function.LongFunction;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The stronger hidden-information check: over seeded bot games played through the public SPI, for
 * every side's viewer and a spectator, at every step, it looks for what a viewer learns that it may
 * not know, three ways:
 *
 * <ul>
 *   <li><b>invariance</b>: the state is changed only in what the viewer may not know (the dice to
 *       come, by {@link RuleSet#withDice}, and every {@link #perturbing perturbation} the rule
 *       author supplies: the other side's secret orders, an unseen aircraft moved, the unturned
 *       deck reordered), and everything the viewer observes must stay the same: its view ({@link
 *       Game#view}: state and decision), which of its actors are awaited, their legal commands, the
 *       odds of each, the bot's choice for each, its situation and pieces, and the refusal messages
 *       of the commands it could send (the {@link #probing probe}'s candidates, and the last listed
 *       command of each of its actors sent out of turn);
 *   <li><b>names</b>: every event the viewer may read ({@link GameEvent#audience()}: narration and
 *       dice lines), every refusal message it receives, and its view's decision name no actor it
 *       cannot see. An actor is seen by a viewer if the viewer speaks for it or its side ({@link
 *       Viewer#speaksFor}, {@link RuleSet#sideOf}) or it is among the {@link RuleSet#pieces pieces}
 *       of the viewer's view just before or just after the event; the actors are the referee's
 *       pieces and the awaited actors (sides are public). Names are matched whole: a hidden "Rot 1"
 *       is not found in "Rot 10", nor inside a seen name that contains it;
 *   <li><b>prediction from the visible dice</b>: an attacker knows the rules, the commands and the
 *       dice of the events it may read. The game's commands are replayed with scripted dice in
 *       which every roll the viewer may read keeps its faces and every other roll is redrawn (other
 *       faces, from a seeded stream; a few fillings), starting from the same state (or, when the
 *       opening events hold dice the viewer may not read, from the engagement of another seed). For
 *       each {@link #secret secret} the rule author names, at a step whose own dice it depends on
 *       (the step played again with all its dice redrawn changes it), if every filling reproduces
 *       it exactly, the viewer predicts it from the dice it sees: a breach. A secret the function
 *       answers {@code null} for (no secret now: one card left) is not tested, nor one that is the
 *       same in every game and turn.
 * </ul>
 *
 * <pre>{@code
 * SecrecyCheck.Report report =
 *     SecrecyCheck.of(rules)
 *         .perturbing("the unturned deck reordered", (state, viewer) -> reshuffled(state))
 *         .secret("the order of the unturned cards", (state, viewer) -> unturned(state))
 *         .run();                     // throws AssertionError listing every breach found
 * }</pre>
 *
 * <p>Games alternate the rule set's default bot with seeded random legal choices, as {@link
 * ContractCheck} plays them. Everything is seeded: the same check gives the same games. The default
 * budget (2 games of at most 400 steps, 3 fillings) keeps a rule module's run to seconds.
 *
 * @param <S> the state type
 * @param <C> the command type
 */
public final class SecrecyCheck<S extends GameState, C extends Command> {
  /** The most tries to fit a filling's faces to the dice a step rolls. */
  private static final int MOST_FITS = 200;

  /** Longest text quoted in a breach. */
  private static final int QUOTED = 240;

  /** A named change of a state in what a viewer may not know. */
  private record Perturbation<S>(String name, BiFunction<S, Viewer, S> change) {}

  /** A named secret of a state, as a viewer should not be able to tell it. */
  private record Secret<S>(String name, BiFunction<S, Viewer, @Nullable Object> of) {}

  private final RuleSet<S, C> rules;
  private final LongFunction<S> engagement;
  private final Bot<S, C> bot;
  private final @Nullable BiFunction<Game<S, C>, String, ? extends Collection<C>> probe;
  private final List<Perturbation<S>> perturbations;
  private final List<Secret<S>> secrets;
  private final int games;
  private final long seed;
  private final int maxSteps;
  private final int randomPercent;
  private final int fillings;

  private SecrecyCheck(
      RuleSet<S, C> rules,
      LongFunction<S> engagement,
      Bot<S, C> bot,
      @Nullable BiFunction<Game<S, C>, String, ? extends Collection<C>> probe,
      List<Perturbation<S>> perturbations,
      List<Secret<S>> secrets,
      int games,
      long seed,
      int maxSteps,
      int randomPercent,
      int fillings) {
    this.rules = rules;
    this.engagement = engagement;
    this.bot = bot;
    this.probe = probe;
    this.perturbations = List.copyOf(perturbations);
    this.secrets = List.copyOf(secrets);
    this.games = games;
    this.seed = seed;
    this.maxSteps = maxSteps;
    this.randomPercent = randomPercent;
    this.fillings = fillings;
  }

  /**
   * The check of {@code rules}: 2 games of its sample engagement, seeds 1 and 2, played by its
   * default bot with a quarter of random legal choices, at most 400 steps each, 3 fillings of the
   * unread dice; the dice to come as the only perturbation, no secret named, no probe.
   *
   * @param <S> the state type
   * @param <C> the command type
   * @param rules the rule set
   * @return the check
   */
  public static <S extends GameState, C extends Command> SecrecyCheck<S, C> of(
      RuleSet<S, C> rules) {
    Objects.requireNonNull(rules, "rules");
    return new SecrecyCheck<>(
        rules,
        rules::sampleEngagement,
        rules.defaultBot(),
        null,
        List.of(),
        List.of(),
        2,
        1,
        400,
        25,
        3);
  }

  private SecrecyCheck<S, C> with(
      LongFunction<S> engagement,
      Bot<S, C> bot,
      @Nullable BiFunction<Game<S, C>, String, ? extends Collection<C>> probe,
      List<Perturbation<S>> perturbations,
      List<Secret<S>> secrets) {
    return new SecrecyCheck<>(
        rules,
        engagement,
        bot,
        probe,
        perturbations,
        secrets,
        games,
        seed,
        maxSteps,
        randomPercent,
        fillings);
  }

  private SecrecyCheck<S, C> with(
      int games, long seed, int maxSteps, int randomPercent, int fillings) {
    return new SecrecyCheck<>(
        rules,
        engagement,
        bot,
        probe,
        perturbations,
        secrets,
        games,
        seed,
        maxSteps,
        randomPercent,
        fillings);
  }

  /**
   * This check playing the engagements {@code engagement} gives for each game's seed.
   *
   * @param engagement the first state of the game with a seed
   * @return the new check
   */
  public SecrecyCheck<S, C> startingFrom(LongFunction<S> engagement) {
    Objects.requireNonNull(engagement, "engagement");
    return with(engagement, bot, probe, perturbations, secrets);
  }

  /**
   * This check with {@code bot} choosing the commands (and observed for every viewer's actors).
   *
   * @param bot the bot
   * @return the new check
   */
  public SecrecyCheck<S, C> withBot(Bot<S, C> bot) {
    Objects.requireNonNull(bot, "bot");
    return with(engagement, bot, probe, perturbations, secrets);
  }

  /**
   * This check also sending, for each awaited actor a viewer speaks for, the commands {@code probe}
   * gives (as {@link ContractCheck#probing}): their refusal messages are observed (they must not
   * change under a perturbation) and read for hidden names. Keep it small: it runs for every
   * viewer, state and perturbation.
   *
   * @param probe the candidate commands of an actor in a game
   * @return the new check
   */
  public SecrecyCheck<S, C> probing(BiFunction<Game<S, C>, String, ? extends Collection<C>> probe) {
    Objects.requireNonNull(probe, "probe");
    return with(engagement, bot, probe, perturbations, secrets);
  }

  /**
   * This check also changing each state by {@code change} for each viewer, which must change only
   * what that viewer may not know (another side's secret orders, an aircraft it has not spotted,
   * the order of unturned cards), and requiring everything the viewer observes to stay the same. A
   * change that returns the state unchanged (nothing hidden from that viewer now) is skipped.
   *
   * @param name what it changes, in words, for the breach
   * @param change the state changed for a viewer
   * @return the new check
   */
  public SecrecyCheck<S, C> perturbing(String name, BiFunction<S, Viewer, S> change) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(change, "change");
    List<Perturbation<S>> more = new ArrayList<>(perturbations);
    more.add(new Perturbation<>(name, change));
    return with(engagement, bot, probe, more, secrets);
  }

  /**
   * This check also trying to predict {@code secret} for every viewer from the dice it may read. A
   * secret is what the viewer should not be able to tell although dice made it: the order of the
   * unturned activation cards, another side's hidden card mix. It answers {@code null} when there
   * is no secret now (no card or one card unturned), so that the step is not tested.
   *
   * @param name the secret, in words, for the breach
   * @param secret the secret of a state, as far as it is hidden from the viewer
   * @return the new check
   */
  public SecrecyCheck<S, C> secret(String name, BiFunction<S, Viewer, @Nullable Object> secret) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(secret, "secret");
    List<Secret<S>> more = new ArrayList<>(secrets);
    more.add(new Secret<>(name, secret));
    return with(engagement, bot, probe, perturbations, more);
  }

  /**
   * This check playing {@code games} games, seeds {@code firstSeed} on.
   *
   * @param games how many games, at least 1
   * @param firstSeed the first game's seed
   * @return the new check
   * @throws IllegalArgumentException if {@code games} is below 1
   */
  public SecrecyCheck<S, C> games(int games, long firstSeed) {
    if (games < 1) {
      throw new IllegalArgumentException("games must be at least 1, was " + games);
    }
    return with(games, firstSeed, maxSteps, randomPercent, fillings);
  }

  /**
   * This check ending each game after at most {@code maxSteps} commands.
   *
   * @param maxSteps the most commands per game, at least 1
   * @return the new check
   * @throws IllegalArgumentException if {@code maxSteps} is below 1
   */
  public SecrecyCheck<S, C> maxSteps(int maxSteps) {
    if (maxSteps < 1) {
      throw new IllegalArgumentException("maxSteps must be at least 1, was " + maxSteps);
    }
    return with(games, seed, maxSteps, randomPercent, fillings);
  }

  /**
   * This check playing a seeded random legal command instead of the bot's choice in {@code percent}
   * of the steps.
   *
   * @param percent from 0 (the bot only) to 100 (random only)
   * @return the new check
   * @throws IllegalArgumentException if {@code percent} is outside 0..100
   */
  public SecrecyCheck<S, C> randomChoices(int percent) {
    if (percent < 0 || percent > 100) {
      throw new IllegalArgumentException("percent must be 0 to 100, was " + percent);
    }
    return with(games, seed, maxSteps, percent, fillings);
  }

  /**
   * This check replaying each game {@code fillings} times per viewer with its unread dice redrawn
   * (and each step as often with all its dice redrawn) to predict the secrets.
   *
   * @param fillings how many, at least 1
   * @return the new check
   * @throws IllegalArgumentException if {@code fillings} is below 1
   */
  public SecrecyCheck<S, C> fillings(int fillings) {
    if (fillings < 1) {
      throw new IllegalArgumentException("fillings must be at least 1, was " + fillings);
    }
    return with(games, seed, maxSteps, randomPercent, fillings);
  }

  /**
   * What a check found and covered.
   *
   * @param games the games played
   * @param steps the commands played, over all games
   * @param perturbed the perturbed states compared with their originals, over all viewers
   * @param predictions the (step, viewer, secret) triples at which a secret was tried to be
   *     predicted
   * @param breaches every breach found, each in words (at most ten of a kind)
   */
  public record Report(
      int games, int steps, int perturbed, int predictions, List<String> breaches) {
    /**
     * Copies the breaches.
     *
     * @param games the games played
     * @param steps the commands played, over all games
     * @param perturbed the perturbed states compared with their originals, over all viewers
     * @param predictions the (step, viewer, secret) triples at which a secret was tried to be
     *     predicted
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
    if (!report.breaches().isEmpty()) {
      throw new AssertionError(
          "rule set '"
              + rules.name()
              + "' lets a viewer learn what it may not know:\n  "
              + String.join("\n  ", report.breaches()));
    }
    return report;
  }

  /**
   * Plays the games and checks every step, returning the breaches instead of failing.
   *
   * @return what was covered and every breach found
   */
  public Report inspect() {
    Findings findings = new Findings();
    Predictions predicted = new Predictions();
    int steps = 0;
    int perturbed = 0;
    for (int i = 0; i < games; i++) {
      Trace trace = new Trace(seed + i, findings);
      steps += trace.steps.size();
      perturbed += trace.perturbed;
      if (!secrets.isEmpty()) {
        trace.predict(predicted);
      }
    }
    predicted.report(findings);
    return new Report(games, steps, perturbed, predicted.tested, findings.all());
  }

  /** One command played: the state before, the rolls in the order drawn, the events. */
  private record Step<S, C>(
      S before, C command, S after, List<DiceRoll> rolls, List<GameEvent> events) {}

  /** One game played and checked for invariance and names; its steps kept for predictions. */
  private final class Trace {
    final long gameSeed;
    final S first;
    final List<GameEvent> opening;
    final List<Viewer> viewers = new ArrayList<>();
    final List<Step<S, C>> steps = new ArrayList<>();
    final Map<String, C> lastListed = new LinkedHashMap<>();

    /** The legal commands and bot choices of the awaited actors of the step being played. */
    final Map<String, List<C>> legalNow = new HashMap<>();

    final Map<String, C> pickNow = new HashMap<>();
    int perturbed;

    Trace(long gameSeed, Findings findings) {
      this.gameSeed = gameSeed;
      this.first = engagement.apply(gameSeed);
      this.opening = rules.openingEvents(first);
      for (String side : rules.sides(first)) {
        viewers.add(rules.viewer(first, side));
      }
      viewers.add(Viewer.spectator());
      String where = "game " + gameSeed;
      for (Viewer v : viewers) {
        Set<String> seen = seen(first, v);
        Set<String> all = actors(first);
        for (GameEvent e : opening) {
          if (v.sees(e.audience())) {
            names(v, first, seen, all, e, where + ", opening", findings);
          }
        }
      }
      SplittableRandom random = new SplittableRandom(gameSeed * 0x9E3779B97F4A7C15L + 29);
      S state = first;
      for (int step = 0; step < maxSteps && !state.isOver(); step++) {
        Decision decision = rules.decision(state);
        String at =
            where + ", step " + step + " (turn " + state.turn() + ", " + state.phase() + ")";
        legalNow.clear();
        pickNow.clear();
        for (Viewer v : viewers) {
          perturbed += invariance(state, decision, v, step, at, findings);
        }
        @Nullable C chosen = null;
        for (String actor : decision.actors()) {
          List<C> known = legalNow.get(actor);
          List<C> legal = known != null ? known : rules.legalCommands(state, actor);
          if (legal.isEmpty()) {
            continue;
          }
          lastListed.put(actor, legal.get(0));
          if (chosen == null) {
            C seen = pickNow.get(actor);
            C pick =
                seen != null
                    ? seen
                    : bot.choose(viewOf(state, rules.viewer(state, actor), decision), legal);
            if (!legal.contains(pick)) {
              pick = legal.get(0);
            }
            chosen =
                random.nextInt(100) < randomPercent
                    ? legal.get(random.nextInt(legal.size()))
                    : pick;
          }
        }
        if (chosen == null) {
          break;
        }
        Roller roller = Roller.from(state.dice());
        Outcome<S> outcome = Game.step(rules, state, chosen, roller);
        S after = outcome.state();
        List<GameEvent> events = outcome.events();
        for (Viewer v : viewers) {
          Set<String> seen = new HashSet<>(seen(state, v));
          seen.addAll(seen(after, v));
          Set<String> all = new HashSet<>(actors(state));
          all.addAll(actors(after));
          for (GameEvent e : events) {
            if (v.sees(e.audience())) {
              names(v, state, seen, all, e, at, findings);
            }
          }
        }
        steps.add(new Step<>(state, chosen, after, roller.rolls(), events));
        state = after;
      }
    }

    /** Compares what {@code v} observes of {@code state} with each perturbation; how many. */
    private int invariance(
        S state, Decision decision, Viewer v, int step, String at, Findings findings) {
      Map<String, Object> seen = observe(state, decision, v, at, findings, true);
      List<Perturbation<S>> all = new ArrayList<>();
      DiceStream other = DiceStream.seeded(DiceStream.derivedSeed(state.dice().seed(), step + 1L));
      all.add(new Perturbation<>("the dice to come", (s, w) -> rules.withDice(s, other)));
      all.addAll(perturbations);
      int compared = 0;
      for (Perturbation<S> p : all) {
        S changed;
        try {
          changed = p.change().apply(state, v);
        } catch (RuntimeException e) {
          findings.add(
              "perturbation failed", at + ": " + p.name() + " for " + v.name() + " failed: " + e);
          continue;
        }
        if (changed.equals(state)) {
          continue;
        }
        compared++;
        Map<String, Object> again =
            observe(changed, rules.decision(changed), v, at, new Findings(), false);
        for (Map.Entry<String, Object> e : seen.entrySet()) {
          Object b = again.get(e.getKey());
          if (!e.getValue().equals(b)) {
            findings.add(
                "invariance",
                at
                    + ": "
                    + v.name()
                    + " tells "
                    + p.name()
                    + " by its "
                    + e.getKey()
                    + ": "
                    + cut(e.getValue())
                    + " versus "
                    + cut(b));
            break;
          }
        }
        if (again.size() != seen.size()) {
          Set<String> extra = new LinkedHashSet<>(again.keySet());
          extra.removeAll(seen.keySet());
          if (!extra.isEmpty()) {
            findings.add(
                "invariance",
                at + ": " + v.name() + " tells " + p.name() + " by its " + extra.iterator().next());
          }
        }
      }
      return compared;
    }

    /**
     * Everything {@code v} observes of {@code state}, by label; with {@code checkNames}, the names
     * in its decision and refusal messages are checked too.
     */
    private Map<String, Object> observe(
        S state, Decision decision, Viewer v, String at, Findings findings, boolean checkNames) {
      Map<String, Object> seen = new LinkedHashMap<>();
      View<S> view = viewOf(state, v, decision);
      seen.put("view's state", view.state());
      seen.put("view's decision", view.decision());
      seen.put("situation", rules.situation(view));
      seen.put("pieces", rules.pieces(view));
      List<String> own = new ArrayList<>();
      for (String actor : decision.actors()) {
        if (owns(state, v, actor)) {
          own.add(actor);
        }
      }
      seen.put("awaited actors", own);
      @Nullable Game<S, C> game = null;
      List<C> sent = new ArrayList<>();
      for (String actor : own) {
        List<C> legal = rules.legalCommands(state, actor);
        seen.put("legal commands of " + actor, legal);
        View<S> its = viewOf(state, rules.viewer(state, actor), decision);
        for (C c : legal) {
          seen.put("odds of '" + c.describe() + "'", rules.commandOdds(its, c));
        }
        if (checkNames) {
          legalNow.put(actor, legal);
        }
        if (!legal.isEmpty()) {
          C pick = bot.choose(its, legal);
          seen.put("bot's choice for " + actor, pick);
          if (checkNames) {
            pickNow.put(actor, pick);
          }
        }
        BiFunction<Game<S, C>, String, ? extends Collection<C>> candidates = probe;
        if (candidates == null) {
          continue;
        }
        if (game == null) {
          game = Game.start(rules, state);
        }
        for (C c : candidates.apply(game, actor)) {
          if (!legal.contains(c)) {
            sent.add(c);
          }
        }
      }
      lastListed.forEach(
          (actor, c) -> {
            if (!decision.actors().contains(actor) && owns(state, v, actor)) {
              sent.add(c);
            }
          });
      Set<String> visible = checkNames ? seen(state, v) : Set.of();
      Set<String> all = checkNames ? actors(state) : Set.of();
      if (checkNames) {
        for (String actor : view.decision().actors()) {
          if (!visible.contains(actor) && !owns(state, v, actor)) {
            findings.add(
                "hidden name in a decision",
                at + ": " + v.name() + "'s decision awaits " + actor + ", which it cannot see");
          }
        }
        hidden(v, state, visible, all, view.decision().about(), at, "its decision", findings);
      }
      for (C c : sent) {
        String answer;
        try {
          Game.step(rules, state, c, Roller.from(state.dice()));
          answer = "accepted";
        } catch (RuleViolation refused) {
          answer = String.valueOf(refused.getMessage());
          if (checkNames) {
            hidden(
                v,
                state,
                visible,
                all,
                answer,
                at,
                "a refusal of '" + c.describe() + "'",
                findings);
          }
        }
        seen.put("answer to '" + c.describe() + "'", answer);
      }
      return seen;
    }

    /** Checks an event {@code v} reads for names it cannot see. */
    private void names(
        Viewer v,
        S state,
        Set<String> visible,
        Set<String> all,
        GameEvent e,
        String at,
        Findings findings) {
      hidden(v, state, visible, all, e.narration(), at, "an event", findings);
      for (DiceRoll d : e.dice()) {
        hidden(v, state, visible, all, d.describe(), at, "a dice line", findings);
      }
    }

    /** Reports each name of {@code all} that {@code v} cannot see and {@code text} names. */
    private void hidden(
        Viewer v,
        S state,
        Set<String> visible,
        Set<String> all,
        String text,
        String at,
        String what,
        Findings findings) {
      for (String name : all) {
        if (visible.contains(name) || owns(state, v, name) || !text.contains(name)) {
          continue;
        }
        String masked = text;
        for (String other : visible) {
          if (other.length() > name.length() && other.contains(name)) {
            masked = masked.replace(other, "\u0000");
          }
        }
        if (Pattern.compile("(?<![\\p{L}\\p{N}])" + Pattern.quote(name) + "(?![\\p{L}\\p{N}])")
            .matcher(masked)
            .find()) {
          findings.add(
              "hidden name in " + (what.startsWith("a refusal") ? "a refusal" : what),
              at
                  + ": "
                  + v.name()
                  + " reads "
                  + name
                  + ", which it cannot see, in "
                  + what
                  + ": \""
                  + cut(text)
                  + "\"");
        }
      }
    }

    /** Replays the game with fillings of each viewer's unread dice, to predict the secrets. */
    void predict(Predictions predicted) {
      int n = steps.size();
      // Per step, the secrets after it played again with every die redrawn (dependence).
      List<List<@Nullable S>> controls = new ArrayList<>();
      for (int t = 0; t < n; t++) {
        Step<S, C> s = steps.get(t);
        List<@Nullable S> redrawn = new ArrayList<>();
        if (!s.rolls().isEmpty()) {
          for (int f = 0; f < fillings; f++) {
            SplittableRandom random =
                new SplittableRandom(DiceStream.derivedSeed(gameSeed, 7919L * t + f));
            boolean[] keep = new boolean[faces(s.rolls()).size()];
            redrawn.add(replayStep(s.before(), s, keep, random));
          }
        }
        controls.add(redrawn);
      }
      for (Viewer v : viewers) {
        List<boolean[]> readable = new ArrayList<>();
        for (Step<S, C> s : steps) {
          readable.add(readable(v, s));
        }
        boolean openingHidden = false;
        for (GameEvent e : opening) {
          if (!e.dice().isEmpty() && !v.sees(e.audience())) {
            openingHidden = true;
          }
        }
        List<List<@Nullable S>> filled = new ArrayList<>();
        for (int f = 0; f < fillings; f++) {
          SplittableRandom random =
              new SplittableRandom(DiceStream.derivedSeed(gameSeed, 104729L + f));
          List<@Nullable S> states = new ArrayList<>();
          @Nullable S state =
              openingHidden
                  ? engagement.apply(DiceStream.derivedSeed(gameSeed, 15485863L + f))
                  : first;
          for (int t = 0; t < n; t++) {
            state = state == null ? null : replayStep(state, steps.get(t), readable.get(t), random);
            states.add(state);
          }
          filled.add(states);
        }
        for (Secret<S> secret : secrets) {
          for (int t = 0; t < n; t++) {
            Step<S, C> s = steps.get(t);
            @Nullable Object real = secret.of().apply(s.after(), v);
            if (real == null) {
              continue;
            }
            boolean depends = false;
            for (@Nullable S c : controls.get(t)) {
              if (c != null && !real.equals(secret.of().apply(c, v))) {
                depends = true;
              }
            }
            if (!depends) {
              continue;
            }
            int same = 0;
            for (List<@Nullable S> states : filled) {
              @Nullable S fs = states.get(t);
              if (fs != null && real.equals(secret.of().apply(fs, v))) {
                same++;
              }
            }
            predicted.tested(
                secret.name(),
                v.name(),
                real,
                same == fillings
                    ? "game "
                        + gameSeed
                        + ", step "
                        + t
                        + " (turn "
                        + s.before().turn()
                        + ", "
                        + s.before().phase()
                        + "): "
                        + v.name()
                        + " predicts "
                        + secret.name()
                        + " from the dice it reads: every one of "
                        + fillings
                        + " fillings of its unread dice gives "
                        + cut(real)
                        + " (after '"
                        + s.command().describe()
                        + "')"
                    : null);
          }
        }
      }
    }

    /** Which faces of the step's rolls, in the order drawn, {@code v} may read in its events. */
    private boolean[] readable(Viewer v, Step<S, C> s) {
      List<DiceRoll> read = new ArrayList<>();
      for (GameEvent e : s.events()) {
        if (v.sees(e.audience())) {
          read.addAll(e.dice());
        }
      }
      boolean[] keep = new boolean[faces(s.rolls()).size()];
      int i = 0;
      for (DiceRoll r : s.rolls()) {
        boolean known = read.remove(r);
        for (int k = 0; k < r.faceCount(); k++) {
          keep[i++] = known;
        }
      }
      return keep;
    }

    /**
     * The state after {@code s}'s command played from {@code from} with its faces kept where {@code
     * keep} says and other faces elsewhere (and more as the step needs them); null if refused.
     */
    private @Nullable S replayStep(S from, Step<S, C> s, boolean[] keep, SplittableRandom random) {
      List<Integer> original = faces(s.rolls());
      List<Integer> script = new ArrayList<>();
      for (int i = 0; i < original.size(); i++) {
        int o = original.get(i);
        script.add(keep[i] ? o : other(o, Math.max(6, o + 1), random));
      }
      for (int tries = 0; tries < MOST_FITS; tries++) {
        ScriptedDice dice = ScriptedDice.of(script);
        try {
          return Game.step(rules, from, s.command(), Roller.scripted(dice)).state();
        } catch (DiceScriptException misfit) {
          int k = dice.used();
          if (k >= script.size()) {
            script.add(1 + random.nextInt(6));
          } else {
            int o = k < original.size() ? original.get(k) : 0;
            int tooHigh = script.get(k);
            if (tooHigh <= 1) {
              return null;
            }
            script.set(k, other(o, tooHigh - 1, random));
          }
        } catch (RuleViolation refused) {
          return null;
        }
      }
      return null;
    }
  }

  /** A face in 1..{@code most} other than {@code o} where there is one. */
  private static int other(int o, int most, SplittableRandom random) {
    if (most <= 1) {
      return 1;
    }
    if (o < 1 || o > most) {
      return 1 + random.nextInt(most);
    }
    int f = 1 + random.nextInt(most - 1);
    return f >= o ? f + 1 : f;
  }

  private static List<Integer> faces(List<DiceRoll> rolls) {
    List<Integer> all = new ArrayList<>();
    for (DiceRoll r : rolls) {
      all.addAll(r.faces());
    }
    return all;
  }

  /**
   * The secrets tried, and the predictions, kept until every game is played. A viewer predicts a
   * secret when every filling reproduced it at nine in ten (or more) of the steps it was tested at,
   * so that a secret of a few values (a check passed or failed) that fillings reproduce by chance
   * now and then is not taken for one told by the dice.
   */
  private static final class Predictions {
    final Map<String, Set<Object>> values = new LinkedHashMap<>();
    final Map<String, int[]> counts = new LinkedHashMap<>();
    final Map<String, String> secretOf = new LinkedHashMap<>();
    final Map<String, List<String>> breaches = new LinkedHashMap<>();
    int tested;

    void tested(String secret, String viewer, Object value, @Nullable String breach) {
      tested++;
      values.computeIfAbsent(secret, k -> new HashSet<>()).add(value);
      String key = viewer + " predicts " + secret;
      secretOf.put(key, secret);
      int[] c = counts.computeIfAbsent(key, k -> new int[2]);
      c[0]++;
      if (breach != null) {
        c[1]++;
        breaches.computeIfAbsent(key, k -> new ArrayList<>()).add(breach);
      }
    }

    /**
     * Adds the predictions of every secret that is not the same in every game and turn, by a viewer
     * that predicts it.
     */
    void report(Findings findings) {
      breaches.forEach(
          (key, list) -> {
            String secret = secretOf.getOrDefault(key, key);
            int[] c = counts.getOrDefault(key, new int[2]);
            if (values.getOrDefault(secret, Set.of()).size() > 1 && c[1] * 10 >= c[0] * 9) {
              list.forEach(
                  b ->
                      findings.add(
                          key, b + "; predicted at " + c[1] + " of " + c[0] + " steps tested"));
            }
          });
    }
  }

  private View<S> viewOf(S state, Viewer viewer, Decision decision) {
    return new View<>(
        viewer, rules.visibleTo(state, viewer), rules.visibleDecision(state, viewer, decision));
  }

  /** Whether {@code v} speaks for {@code actor} or its side. */
  private boolean owns(S state, Viewer v, String actor) {
    if (v.speaksFor(actor)) {
      return true;
    }
    try {
      return v.speaksFor(rules.sideOf(state, actor));
    } catch (IllegalArgumentException unknown) {
      return false;
    }
  }

  /** The actors {@code v} sees in {@code state}: its view's pieces, and the sides. */
  private Set<String> seen(S state, Viewer v) {
    Set<String> seen = new HashSet<>(rules.sides(state));
    View<S> view = viewOf(state, v, rules.decision(state));
    for (Piece p : rules.pieces(view)) {
      seen.add(p.id());
    }
    return seen;
  }

  /**
   * Every actor of {@code state} a picture may show or hide: the referee's pieces and the awaited
   * actors, but the sides (an event's actor that no picture draws, such as one fighter of a
   * squadron drawn as one piece, is no one's secret).
   */
  private Set<String> actors(S state) {
    Set<String> all = new LinkedHashSet<>();
    Decision decision = rules.decision(state);
    for (Piece p : rules.pieces(viewOf(state, Viewer.referee(), decision))) {
      all.add(p.id());
    }
    all.addAll(decision.actors());
    rules.sides(state).forEach(all::remove);
    all.removeIf(String::isBlank);
    return all;
  }

  private static String cut(@Nullable Object value) {
    String text = String.valueOf(value);
    return text.length() <= QUOTED ? text : text.substring(0, QUOTED) + "...";
  }
}
