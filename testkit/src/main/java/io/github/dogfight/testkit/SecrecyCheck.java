package io.github.dogfight.testkit;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Decision;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.Outcome;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.view.View;
import io.github.dogfight.core.view.Viewer;
import io.github.dogfight.testkit.DicePrediction.Predictions;
import io.github.dogfight.testkit.DicePrediction.Secret;
import io.github.dogfight.testkit.DicePrediction.Step;
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
  /** A named change of a state in what a viewer may not know. */
  private record Perturbation<S>(String name, BiFunction<S, Viewer, S> change) {}

  private final RuleSet<S, C> rules;
  private final Plays<S, C> plays;
  private final @Nullable BiFunction<Game<S, C>, String, ? extends Collection<C>> probe;
  private final List<Perturbation<S>> perturbations;
  private final List<Secret<S>> secrets;
  private final int fillings;
  private final NameCheck<S, C> names;

  private SecrecyCheck(
      RuleSet<S, C> rules,
      Plays<S, C> plays,
      @Nullable BiFunction<Game<S, C>, String, ? extends Collection<C>> probe,
      List<Perturbation<S>> perturbations,
      List<Secret<S>> secrets,
      int fillings) {
    this.rules = rules;
    this.plays = plays;
    this.probe = probe;
    this.perturbations = List.copyOf(perturbations);
    this.secrets = List.copyOf(secrets);
    this.fillings = fillings;
    this.names = new NameCheck<>(rules);
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
        new Plays<>(rules::sampleEngagement, rules.defaultBot(), 2, 1, 400, 25),
        null,
        List.of(),
        List.of(),
        3);
  }

  private SecrecyCheck<S, C> with(Plays<S, C> plays) {
    return new SecrecyCheck<>(rules, plays, probe, perturbations, secrets, fillings);
  }

  /**
   * This check playing the engagements {@code engagement} gives for each game's seed.
   *
   * @param engagement the first state of the game with a seed
   * @return the new check
   */
  public SecrecyCheck<S, C> startingFrom(LongFunction<S> engagement) {
    return with(plays.startingFrom(engagement));
  }

  /**
   * This check with {@code bot} choosing the commands (and observed for every viewer's actors).
   *
   * @param bot the bot
   * @return the new check
   */
  public SecrecyCheck<S, C> withBot(Bot<S, C> bot) {
    return with(plays.withBot(bot));
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
    return new SecrecyCheck<>(rules, plays, probe, perturbations, secrets, fillings);
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
    return new SecrecyCheck<>(rules, plays, probe, more, secrets, fillings);
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
    return new SecrecyCheck<>(rules, plays, probe, perturbations, more, fillings);
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
    return with(plays.games(games, firstSeed));
  }

  /**
   * This check ending each game after at most {@code maxSteps} commands.
   *
   * @param maxSteps the most commands per game, at least 1
   * @return the new check
   * @throws IllegalArgumentException if {@code maxSteps} is below 1
   */
  public SecrecyCheck<S, C> maxSteps(int maxSteps) {
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
  public SecrecyCheck<S, C> randomChoices(int percent) {
    return with(plays.randomChoices(percent));
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
    return new SecrecyCheck<>(
        rules, plays, probe, perturbations, secrets, Plays.atLeast("fillings", fillings, 1));
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
    Findings.assertNone(
        rules.name(), "lets a viewer learn what it may not know", report.breaches());
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
    DicePrediction<S, C> prediction =
        new DicePrediction<>(rules, plays.engagement(), secrets, fillings);
    int steps = 0;
    int perturbed = 0;
    for (int i = 0; i < plays.games(); i++) {
      Trace trace = new Trace(plays.seed() + i, findings);
      steps += trace.steps.size();
      perturbed += trace.perturbed;
      if (!secrets.isEmpty()) {
        prediction.predict(
            trace.gameSeed, trace.first, trace.opening, trace.viewers, trace.steps, predicted);
      }
    }
    predicted.report(findings);
    return new Report(plays.games(), steps, perturbed, predicted.tested, findings.all());
  }

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
      this.first = plays.engagement().apply(gameSeed);
      this.opening = rules.openingEvents(first);
      for (String side : rules.sides(first)) {
        viewers.add(rules.viewer(first, side));
      }
      viewers.add(Viewer.spectator());
      String where = "game " + gameSeed;
      for (Viewer v : viewers) {
        Set<String> seen = names.seen(first, v);
        Set<String> all = names.actors(first);
        for (GameEvent e : opening) {
          if (v.sees(e.audience())) {
            names.names(v, first, seen, all, e, where + ", opening", findings);
          }
        }
      }
      SplittableRandom random = new SplittableRandom(gameSeed * 0x9E3779B97F4A7C15L + 29);
      S state = first;
      for (int step = 0; step < plays.maxSteps() && !state.isOver(); step++) {
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
                    : plays
                        .bot()
                        .choose(names.viewOf(state, rules.viewer(state, actor), decision), legal);
            if (!legal.contains(pick)) {
              pick = legal.get(0);
            }
            chosen = plays.choose(random, legal, pick);
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
          Set<String> seen = new HashSet<>(names.seen(state, v));
          seen.addAll(names.seen(after, v));
          Set<String> all = new HashSet<>(names.actors(state));
          all.addAll(names.actors(after));
          for (GameEvent e : events) {
            if (v.sees(e.audience())) {
              names.names(v, state, seen, all, e, at, findings);
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
                    + Findings.quote(e.getValue())
                    + " versus "
                    + Findings.quote(b));
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
      View<S> view = names.viewOf(state, v, decision);
      seen.put("view's state", view.state());
      seen.put("view's decision", view.decision());
      seen.put("situation", rules.situation(view));
      seen.put("pieces", rules.pieces(view));
      List<String> own = new ArrayList<>();
      for (String actor : decision.actors()) {
        if (names.owns(state, v, actor)) {
          own.add(actor);
        }
      }
      seen.put("awaited actors", own);
      @Nullable Game<S, C> game = null;
      List<C> sent = new ArrayList<>();
      for (String actor : own) {
        List<C> legal = rules.legalCommands(state, actor);
        seen.put("legal commands of " + actor, legal);
        View<S> its = names.viewOf(state, rules.viewer(state, actor), decision);
        for (C c : legal) {
          seen.put("odds of '" + c.describe() + "'", rules.commandOdds(its, c));
        }
        if (checkNames) {
          legalNow.put(actor, legal);
        }
        if (!legal.isEmpty()) {
          C pick = plays.bot().choose(its, legal);
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
            if (!decision.actors().contains(actor) && names.owns(state, v, actor)) {
              sent.add(c);
            }
          });
      Set<String> visible = checkNames ? names.seen(state, v) : Set.of();
      Set<String> all = checkNames ? names.actors(state) : Set.of();
      if (checkNames) {
        for (String actor : view.decision().actors()) {
          if (!visible.contains(actor) && !names.owns(state, v, actor)) {
            findings.add(
                "hidden name in a decision",
                at + ": " + v.name() + "'s decision awaits " + actor + ", which it cannot see");
          }
        }
        names.hidden(v, state, visible, all, view.decision().about(), at, "its decision", findings);
      }
      for (C c : sent) {
        String answer;
        try {
          Game.step(rules, state, c, Roller.from(state.dice()));
          answer = "accepted";
        } catch (RuleViolation refused) {
          answer = String.valueOf(refused.getMessage());
          if (checkNames) {
            names.hidden(
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
  }
}
