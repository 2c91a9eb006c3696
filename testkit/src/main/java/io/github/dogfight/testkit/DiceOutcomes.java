package io.github.dogfight.testkit;

import io.github.dogfight.core.dice.DiceScriptException;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.Outcome;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.odds.Rational;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Every way a command can turn out, each with its exact chance: the command is played with every
 * sequence of faces its dice can show (scripted dice, whatever the dice are), so a test can check a
 * rule set's exact odds against the engine itself rather than against a second formula.
 *
 * <p>The number of sides of each die is found by offering faces 1, 2, ... until the engine's script
 * refuses one, so no rule-set knowledge is needed: a command that rolls a d6 and then a d10 gives
 * 60 outcomes of chance 1/60 each.
 *
 * <pre>{@code
 * Optional<DiceOutcomes<DogfiteState>> all = DiceOutcomes.of(rules, state, command, 5);
 * Rational held = all.orElseThrow().chance(events -> events.stream().anyMatch(...));
 * }</pre>
 *
 * @param <S> the state type
 */
public final class DiceOutcomes<S extends GameState> {
  /**
   * One way the command turns out.
   *
   * @param <S> the state type
   * @param chance its exact chance
   * @param outcome the state and events it gives
   */
  public record Way<S extends GameState>(Rational chance, Outcome<S> outcome) {
    /**
     * Checks the parts.
     *
     * @param chance its exact chance
     * @param outcome the state and events it gives
     * @throws NullPointerException when a part is null
     */
    public Way {
      Objects.requireNonNull(chance, "chance");
      Objects.requireNonNull(outcome, "outcome");
    }
  }

  private final List<Way<S>> ways;

  private DiceOutcomes(List<Way<S>> ways) {
    this.ways = List.copyOf(ways);
  }

  /**
   * Plays {@code command} in {@code state} with every sequence of faces its dice can show.
   *
   * @param <S> the state type
   * @param <C> the command type
   * @param rules the rule set
   * @param state the state, whole (not a view)
   * @param command a legal command
   * @param mostDice the most dice to enumerate
   * @return every way, or empty when the command rolls more than {@code mostDice} dice on some way
   * @throws IllegalArgumentException when {@code mostDice} is negative
   */
  public static <S extends GameState, C extends Command> Optional<DiceOutcomes<S>> of(
      RuleSet<S, C> rules, S state, C command, int mostDice) {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(command, "command");
    if (mostDice < 0) {
      throw new IllegalArgumentException("mostDice must be at least 0, was " + mostDice);
    }
    List<Way<S>> ways = new ArrayList<>();
    if (!enumerate(rules, state, command, new ArrayList<>(), Rational.ONE, mostDice, ways)) {
      return Optional.empty();
    }
    return Optional.of(new DiceOutcomes<>(ways));
  }

  /** Plays every continuation of {@code faces}; false when it would need over {@code mostDice}. */
  private static <S extends GameState, C extends Command> boolean enumerate(
      RuleSet<S, C> rules,
      S state,
      C command,
      List<Integer> faces,
      Rational chance,
      int mostDice,
      List<Way<S>> ways) {
    ScriptedDice script = ScriptedDice.of(faces);
    try {
      ways.add(new Way<>(chance, rules.apply(state, command, Roller.scripted(script))));
      return true;
    } catch (DiceScriptException more) {
      if (script.used() < faces.size()) {
        throw new AssertionError("face " + faces.get(script.used()) + " refused: " + more, more);
      }
    }
    if (faces.size() >= mostDice) {
      return false;
    }
    // The next die's sides: the faces it accepts.
    List<List<Integer>> accepted = new ArrayList<>();
    for (int face = 1; ; face++) {
      List<Integer> next = new ArrayList<>(faces);
      next.add(face);
      if (!accepts(rules, state, command, next)) {
        break;
      }
      accepted.add(next);
    }
    if (accepted.isEmpty()) {
      throw new AssertionError("a die after " + faces + " shows no face");
    }
    Rational each = chance.multiply(Rational.of(1, accepted.size()));
    for (List<Integer> next : accepted) {
      if (!enumerate(rules, state, command, next, each, mostDice, ways)) {
        return false;
      }
    }
    return true;
  }

  /** Whether the script {@code faces} is accepted to its last face (later dice may be missing). */
  private static <S extends GameState, C extends Command> boolean accepts(
      RuleSet<S, C> rules, S state, C command, List<Integer> faces) {
    ScriptedDice script = ScriptedDice.of(faces);
    try {
      rules.apply(state, command, Roller.scripted(script));
      return true;
    } catch (DiceScriptException e) {
      return script.used() == faces.size();
    }
  }

  /**
   * Every way, in the order of their faces.
   *
   * @return every way
   */
  public List<Way<S>> ways() {
    return ways;
  }

  /**
   * The exact chance that the events of the command satisfy {@code test}.
   *
   * @param test a test of one way's events
   * @return the sum of the chances of the ways whose events pass it
   */
  public Rational chance(Predicate<List<GameEvent>> test) {
    Objects.requireNonNull(test, "test");
    Rational sum = Rational.ZERO;
    for (Way<S> w : ways) {
      if (test.test(w.outcome().events())) {
        sum = sum.add(w.chance());
      }
    }
    return sum;
  }

  /**
   * The exact expectation of a figure of the command's events.
   *
   * @param figure a figure of one way's events
   * @return the sum over the ways of their chance times their figure
   */
  public Rational mean(Function<List<GameEvent>, Rational> figure) {
    Objects.requireNonNull(figure, "figure");
    Rational sum = Rational.ZERO;
    for (Way<S> w : ways) {
      sum = sum.add(w.chance().multiply(figure.apply(w.outcome().events())));
    }
    return sum;
  }

  /**
   * Whether some way's events satisfy {@code test}.
   *
   * @param test a test of one way's events
   * @return true when at least one way passes it
   */
  public boolean anyWay(Predicate<List<GameEvent>> test) {
    Objects.requireNonNull(test, "test");
    return ways.stream().anyMatch(w -> test.test(w.outcome().events()));
  }
}
