package io.github.dogfight.core.game;

import io.github.dogfight.core.dice.DiceScriptException;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.odds.OddsLimitException;
import io.github.dogfight.core.odds.Outcomes;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.view.View;
import io.github.dogfight.core.view.Viewer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.function.Predicate;

/**
 * The exact distribution of where a game can stand after some play: from a state, every command is
 * chosen by a bot (one per actor, the rule set's default bot for the others) from the legal
 * commands of its own view, and every roll of the dice is followed on each of its faces, until a
 * stop condition holds or the engagement ends. The same state reached by several paths is followed
 * once with their chances added, so a turn of a few aircraft stays small however many dice it
 * rolls.
 *
 * <pre>{@code
 * DogfiteRules rules = new DogfiteRules();
 * DogfiteState start = rules.sampleEngagement(3);
 * Outcomes<DogfiteState> afterTurn =
 *     Lookahead.of(rules).until(start, s -> s.turn() > start.turn()).states();
 * afterTurn.probability(s -> s.plane("Camel").damage().marks() > 0);   // exact
 * }</pre>
 *
 * <p>Its answers are for someone who may know everything: it starts from the whole state, and its
 * bots play as they would in the game (each from its own view), so each side's plan is the bot's.
 * Dice are followed face by face with the chances of fair dice ({@link ScriptedDice}).
 *
 * <p>A command whose dice have no fixed end, such as a roll-off rolled again on a tie, is followed
 * up to {@link #diceLimit()} dice; the paths that need more are cut, and the answer is the
 * distribution of the others, scaled to sum to one, with the chance cut ({@link Result#cut()}).
 * That is exact when the cut paths end as the others do, as a roll-off's ties do (each round is
 * rolled afresh, so who wins does not depend on how many ties came first); otherwise each chance is
 * off by at most the chance cut.
 *
 * <p>The work is counted in {@linkplain RuleSet#apply applications of a command}, each roll of each
 * path one; past {@link #workLimit()} the question is refused with an {@link OddsLimitException}
 * naming the limit (no partial answer). Not thread-safe while it answers; a lookahead holds no
 * state between questions.
 *
 * @param <S> the state type
 * @param <C> the command type
 */
public final class Lookahead<S extends GameState, C extends Command> {
  /** The default most applications of a command one question may take: {@value}. */
  public static final long DEFAULT_WORK_LIMIT = 2_000_000;

  /** The default most dice one command is followed through: {@value}. */
  public static final int DEFAULT_DICE_LIMIT = 10;

  /**
   * Where play stopped, and the chance of the paths cut at the dice limit.
   *
   * @param <S> the state type
   * @param states the states where play stopped, each with its chance given that no path was cut
   * @param cut the chance of the paths that rolled more than {@link #diceLimit()} dice in one
   *     command; zero when none did
   * @param work the applications of a command the answer took (its cost, as the work limit counts)
   */
  public record Result<S>(Outcomes<S> states, Rational cut, long work) {
    /**
     * Checks the parts.
     *
     * @param states the states where play stopped
     * @param cut the chance of the paths cut
     * @param work the applications of a command the answer took
     */
    public Result {
      Objects.requireNonNull(states, "states");
      Objects.requireNonNull(cut, "cut");
    }
  }

  private final RuleSet<S, C> rules;
  private final Map<String, Bot<S, C>> bots;
  private final long workLimit;
  private final int diceLimit;
  private long work;
  private Rational cut = Rational.ZERO;

  private Lookahead(
      RuleSet<S, C> rules, Map<String, Bot<S, C>> bots, long workLimit, int diceLimit) {
    this.rules = rules;
    this.bots = bots;
    this.workLimit = workLimit;
    this.diceLimit = diceLimit;
  }

  /**
   * A lookahead of {@code rules} in which every actor plays the rule set's default bot.
   *
   * @param <S> the state type
   * @param <C> the command type
   * @param rules the rule set
   * @return the lookahead
   */
  public static <S extends GameState, C extends Command> Lookahead<S, C> of(RuleSet<S, C> rules) {
    Objects.requireNonNull(rules, "rules");
    return new Lookahead<>(rules, Map.of(), DEFAULT_WORK_LIMIT, DEFAULT_DICE_LIMIT);
  }

  /**
   * This lookahead with {@code actor}'s choices made by {@code bot}.
   *
   * @param actor the actor, as the pending decisions name it
   * @param bot its bot; it must choose the same command from the same view and legal commands every
   *     time (a bot that draws random numbers gives a lookahead of one of its plays)
   * @return the new lookahead
   */
  public Lookahead<S, C> withBot(String actor, Bot<S, C> bot) {
    Objects.requireNonNull(actor, "actor");
    Objects.requireNonNull(bot, "bot");
    Map<String, Bot<S, C>> next = new LinkedHashMap<>(bots);
    next.put(actor, bot);
    return new Lookahead<>(rules, Map.copyOf(next), workLimit, diceLimit);
  }

  /**
   * This lookahead with another work limit.
   *
   * @param applications the most applications of a command one question may take, at least 1
   * @return the new lookahead
   * @throws IllegalArgumentException if {@code applications} is below 1
   */
  public Lookahead<S, C> withWorkLimit(long applications) {
    if (applications < 1) {
      throw new IllegalArgumentException("work limit must be at least 1, was " + applications);
    }
    return new Lookahead<>(rules, bots, applications, diceLimit);
  }

  /**
   * This lookahead with another dice limit.
   *
   * @param dice the most dice one command is followed through, at least 1
   * @return the new lookahead
   * @throws IllegalArgumentException if {@code dice} is below 1
   */
  public Lookahead<S, C> withDiceLimit(int dice) {
    if (dice < 1) {
      throw new IllegalArgumentException("dice limit must be at least 1, was " + dice);
    }
    return new Lookahead<>(rules, bots, workLimit, dice);
  }

  /**
   * The most dice one command is followed through; paths needing more are cut.
   *
   * @return the dice limit
   */
  public int diceLimit() {
    return diceLimit;
  }

  /**
   * The most applications of a command one question may take.
   *
   * @return the work limit
   */
  public long workLimit() {
    return workLimit;
  }

  /**
   * Every state the game can reach from {@code start} where {@code stop} first holds (or the
   * engagement ends), each with its exact chance.
   *
   * @param start the whole state to start from (not a view: the dice are followed, not drawn)
   * @param stop where to stop, tested before each decision; {@code start} itself is tested too
   * @return the distribution of the states where play stopped, and the chance cut
   * @throws OddsLimitException if the question takes more than {@link #workLimit()} applications,
   *     or every path rolls more than {@link #diceLimit()} dice in one command
   * @throws IllegalStateException if a bot chooses a command its legal list does not hold, or a
   *     decision has no legal command
   */
  public Result<S> until(S start, Predicate<? super S> stop) {
    Objects.requireNonNull(start, "start");
    return until(Outcomes.of(Map.of(start, Rational.ONE)), stop);
  }

  /**
   * As {@link #until(GameState, Predicate)}, from each state of {@code from} with its chance: the
   * second step of a question asked in two (where the aircraft stand when both have moved, then how
   * the turn ends from there).
   *
   * @param from the whole states to start from, with their chances
   * @param stop where to stop, tested before each decision, also on the states of {@code from}
   * @return the distribution of the states where play stopped, and the chance cut on the way
   * @throws OddsLimitException if the question takes more than {@link #workLimit()} applications,
   *     or every path rolls more than {@link #diceLimit()} dice in one command
   * @throws IllegalStateException if a bot chooses a command its legal list does not hold, or a
   *     decision has no legal command
   */
  public Result<S> until(Outcomes<S> from, Predicate<? super S> stop) {
    Objects.requireNonNull(from, "from");
    Objects.requireNonNull(stop, "stop");
    work = 0;
    cut = Rational.ZERO;
    LinkedHashMap<S, Rational> open = new LinkedHashMap<>(from.probabilities());
    Map<S, Rational> stopped = new LinkedHashMap<>();
    Map<S, Rational> next = new HashMap<>();
    while (!open.isEmpty()) {
      Iterator<Map.Entry<S, Rational>> first = open.entrySet().iterator();
      Map.Entry<S, Rational> entry = first.next();
      first.remove();
      S state = entry.getKey();
      Rational chance = entry.getValue();
      Decision decision = rules.decision(state);
      if (decision.isOver() || stop.test(state)) {
        stopped.merge(state, chance, Rational::add);
        continue;
      }
      C command = choose(state, decision);
      next.clear();
      Rational before = cut;
      follow(state, command, new ArrayList<>(), Rational.ONE, next);
      // follow adds the cut chance of this command alone; weigh it by the state's chance
      cut = before.add(chance.multiply(cut.subtract(before)));
      for (Map.Entry<S, Rational> e : next.entrySet()) {
        open.merge(e.getKey(), chance.multiply(e.getValue()), Rational::add);
      }
    }
    if (stopped.isEmpty()) {
      throw new OddsLimitException(
          "every path rolls more than "
              + diceLimit
              + " dice in one command (Lookahead.diceLimit); raise it with withDiceLimit",
          diceLimit + 1,
          diceLimit);
    }
    Rational kept = Rational.ONE.subtract(cut);
    Map<S, Rational> scaled = new LinkedHashMap<>();
    stopped.forEach((s, p) -> scaled.put(s, p.divide(kept)));
    return new Result<>(Outcomes.of(scaled), cut, work);
  }

  /** The command the first awaited actor's bot chooses from its own view. */
  private C choose(S state, Decision decision) {
    String actor = decision.actors().get(0);
    List<C> legal = rules.legalCommands(state, actor);
    if (legal.isEmpty()) {
      throw new IllegalStateException("no legal command for " + actor);
    }
    Viewer viewer = rules.viewer(state, actor);
    View<S> view =
        new View<>(
            viewer, rules.visibleTo(state, viewer), rules.visibleDecision(state, viewer, decision));
    C command = bots.getOrDefault(actor, rules.defaultBot()).choose(view, legal);
    if (!legal.contains(command)) {
      throw new IllegalStateException(
          "the bot of " + actor + " chose " + command + ", which is not among its legal commands");
    }
    return command;
  }

  /** Plays {@code command} on every continuation of {@code faces}, adding each state's chance. */
  private void follow(
      S state, C command, List<Integer> faces, Rational chance, Map<S, Rational> out) {
    if (++work > workLimit) {
      throw new OddsLimitException(
          "the lookahead needs more than "
              + workLimit
              + " applications of a command (Lookahead.workLimit); ask about fewer steps or raise"
              + " the limit with withWorkLimit",
          work,
          workLimit);
    }
    ScriptedDice script = ScriptedDice.probing(faces);
    try {
      out.merge(
          rules.apply(state, command, Roller.scripted(script)).state(), chance, Rational::add);
      return;
    } catch (DiceScriptException more) {
      OptionalInt sides = script.exhaustedBy();
      if (sides.isEmpty() || script.used() != faces.size()) {
        throw more;
      }
      if (faces.size() >= diceLimit) {
        cut = cut.add(chance);
        return;
      }
      Rational each = chance.multiply(Rational.of(1, sides.getAsInt()));
      for (int face = 1; face <= sides.getAsInt(); face++) {
        faces.add(face);
        follow(state, command, faces, each, out);
        faces.remove(faces.size() - 1);
      }
    }
  }
}
