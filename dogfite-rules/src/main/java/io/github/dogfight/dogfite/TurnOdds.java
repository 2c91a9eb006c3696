package io.github.dogfight.dogfite;

import io.github.dogfight.core.game.Lookahead;
import io.github.dogfight.core.game.OddsAnswer;
import io.github.dogfight.core.game.OddsQuery;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Outcomes;
import io.github.dogfight.core.odds.Rational;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;
import org.jspecify.annotations.Nullable;

/**
 * The exact odds of one whole Dogfite! turn: where each aircraft stands and what edge it holds when
 * fire begins, and its damage and whether it is out when the turn ends, over every roll of the
 * dice, each aircraft flying its bot's plan (the rule set's default bot unless given others). It is
 * {@link Lookahead} asked twice: up to the combat phase, then from each of those states to the end
 * of the turn.
 *
 * <pre>{@code
 * DogfiteRules rules = new DogfiteRules();
 * TurnOdds turn = TurnOdds.of(rules, rules.sampleEngagement(1));
 * turn.edge("Camel").probability(1);      // exact
 * turn.damage("Albatros").mean();          // boxes marked, exact
 * turn.out("Albatros");                     // exact
 * }</pre>
 *
 * <p>A turn is small enough: the first turn of the sample duel ends in about 1,300 different states
 * (positions, speeds, edges, damage), found in a few seconds. A whole duel is not: each turn
 * multiplies the states by hundreds, so ten turns would pass 10^20 paths before merging, and the
 * merged states (two aircraft's hexes, facings, levels, speeds, damage boxes and conditions) number
 * in the billions; a question of more than one turn is refused at {@link Lookahead#workLimit()}.
 *
 * <p>The one roll with no fixed end, the roll-off of two aircraft tailing each other (rolled again
 * on a tie), is followed up to {@link Lookahead#diceLimit()} dice; the tied paths cut there end as
 * the others do (each round is rolled afresh), so the answer is exact, and {@link #cut()} says how
 * much chance was set aside that way.
 *
 * <p>The answers are a referee's: they start from the whole state, and both aircraft's plans are
 * known to the question.
 */
public final class TurnOdds {
  private final Outcomes<DogfiteState> moved;
  private final Outcomes<DogfiteState> turnEnds;
  private final Rational cut;
  private final long work;

  private TurnOdds(
      Outcomes<DogfiteState> moved, Outcomes<DogfiteState> turnEnds, Rational cut, long work) {
    this.moved = moved;
    this.turnEnds = turnEnds;
    this.cut = cut;
    this.work = work;
  }

  /**
   * The odds of the turn {@code start} is in, from where it stands, with every aircraft flying the
   * rule set's default bot.
   *
   * @param rules the rules
   * @param start the whole state (not a view)
   * @return the odds
   * @throws io.github.dogfight.core.odds.OddsLimitException if the turn takes more than {@link
   *     Lookahead#DEFAULT_WORK_LIMIT} applications of a command
   */
  public static TurnOdds of(DogfiteRules rules, DogfiteState start) {
    Objects.requireNonNull(rules, "rules");
    return of(Lookahead.of(rules), start);
  }

  /**
   * The odds of the turn {@code start} is in, under {@code lookahead}'s bots and limits (for
   * example {@code Lookahead.of(rules).withBot("Camel", myPlan)}).
   *
   * @param lookahead the lookahead of a Dogfite! rule set, with the aircraft's bots
   * @param start the whole state (not a view)
   * @return the odds
   * @throws io.github.dogfight.core.odds.OddsLimitException if the turn takes more than the
   *     lookahead's work limit
   */
  public static TurnOdds of(Lookahead<DogfiteState, DogfiteCommand> lookahead, DogfiteState start) {
    Objects.requireNonNull(lookahead, "lookahead");
    Objects.requireNonNull(start, "start");
    int turn = start.turn();
    Lookahead.Result<DogfiteState> toMoved =
        lookahead.until(
            start,
            s ->
                s.turn() > turn
                    || s.isOver()
                    || s.stage() == DogfiteState.Stage.COMBAT
                    || s.stage() == DogfiteState.Stage.END_OF_TURN);
    Lookahead.Result<DogfiteState> toEnd =
        lookahead.until(toMoved.states(), s -> s.turn() > turn || s.isOver());
    // chance cut: on the way to fire, then (given not cut) on the rest of the turn
    Rational kept =
        Rational.ONE.subtract(toMoved.cut()).multiply(Rational.ONE.subtract(toEnd.cut()));
    return new TurnOdds(
        toMoved.states(),
        toEnd.states(),
        Rational.ONE.subtract(kept),
        toMoved.work() + toEnd.work());
  }

  /**
   * The states when both aircraft have moved: the combat phase's first decision, or the end of the
   * turn's first where no one can fire (or the duel's end), each with its exact chance.
   *
   * @return the states after movement
   */
  public Outcomes<DogfiteState> afterMovement() {
    return moved;
  }

  /**
   * The states when the turn has ended (the next turn's first decision, or the duel's end), each
   * with its exact chance.
   *
   * @return the states after the turn
   */
  public Outcomes<DogfiteState> afterTurn() {
    return turnEnds;
  }

  /**
   * The chance set aside on tied roll-offs past the dice limit (the answers are given without it,
   * and are exact: see the class comment).
   *
   * @return the chance cut; zero when no roll-off ran that long
   */
  public Rational cut() {
    return cut;
  }

  /**
   * The applications of a command the answer took, both steps together ({@link
   * Lookahead.Result#work()}).
   *
   * @return the work done
   */
  public long work() {
    return work;
  }

  /**
   * The edge {@code plane} holds on its target after movement.
   *
   * @param plane the aircraft's id
   * @return the distribution of its edge
   * @throws IllegalArgumentException if there is no such aircraft
   */
  public Distribution edge(String plane) {
    return moved.toDistribution(s -> s.plane(plane).edge());
  }

  /**
   * The damage boxes marked on {@code plane} when the turn has ended.
   *
   * @param plane the aircraft's id
   * @return the distribution of its marked boxes
   * @throws IllegalArgumentException if there is no such aircraft
   */
  public Distribution damage(String plane) {
    return turnEnds.toDistribution(s -> s.plane(plane).damage().marks());
  }

  /**
   * The chance that {@code plane} is out of the fight when the turn has ended.
   *
   * @param plane the aircraft's id
   * @return the chance it is out
   * @throws IllegalArgumentException if there is no such aircraft
   */
  public Rational out(String plane) {
    return turnEnds.probability(s -> s.plane(plane).out());
  }

  /**
   * Where {@code plane} stands when the turn has ended, each placement with its exact chance.
   *
   * @param plane the aircraft's id
   * @return the distribution of its placement
   * @throws IllegalArgumentException if there is no such aircraft
   */
  public Outcomes<Placement> placement(String plane) {
    return turnEnds.map(s -> s.plane(plane).placement());
  }

  /**
   * The {@code turn} query of {@code dogfight odds --rules dogfite}: the first turn of the sample
   * duel under the default bots, as one aircraft's damage distribution and figures for both.
   *
   * @param rules the rules
   * @return the query
   */
  static OddsQuery query(DogfiteRules rules) {
    // worked out once per rule set, on the first question: the answer depends on the rules alone
    AtomicReference<@Nullable TurnOdds> sample = new AtomicReference<>();
    return OddsQuery.of(
        "turn",
        "the first turn of the sample duel, every roll followed, both aircraft flying the default"
            + " bot: the damage boxes one aircraft has marked when the turn ends, and each"
            + " aircraft's edge after movement, damage and chance of being out",
        OddsQuery.parameters(
            "plane", "the aircraft whose damage is the distribution: Camel (default) or Albatros"),
        a -> {
          List<String> planes = rules.replaceableAircraft();
          String plane = a.text("plane").orElse(planes.get(0));
          if (!planes.contains(plane)) {
            throw a.fail(
                "plane",
                "--plane must be an aircraft of the sample duel "
                    + planes
                    + ", was '"
                    + plane
                    + "'");
          }
          TurnOdds turn = sample.get();
          if (turn == null) {
            turn = of(rules, rules.sampleEngagement(1));
            sample.set(turn);
          }
          Map<String, Rational> figures = new LinkedHashMap<>();
          for (String p : planes) {
            Distribution edge = turn.edge(p);
            figures.put("E(" + p + " edge after movement)", edge.mean());
            figures.put("P(" + p + " holds edge after movement)", edge.atLeast(1));
            figures.put("E(" + p + " damage boxes)", turn.damage(p).mean());
            figures.put("P(" + p + " out)", turn.out(p));
          }
          figures.put("P(cut: a roll-off tied past the dice limit)", turn.cut());
          return new OddsAnswer(
              "damage boxes marked on " + plane + " after turn 1", turn.damage(plane), figures);
        });
  }
}
