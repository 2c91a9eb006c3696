package example.duel;

import example.duel.DuelCommand.Aim;
import example.duel.DuelCommand.Evade;
import example.duel.DuelCommand.Fire;
import io.github.dogfight.core.dice.DiceExpression;
import io.github.dogfight.core.dice.DiceNotation;
import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Decision;
import io.github.dogfight.core.game.OddsQuery;
import io.github.dogfight.core.game.Outcome;
import io.github.dogfight.core.game.Policy;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.game.TurnSequence;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.view.View;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A third-party rule set as small as one can be: two planes, Red and Blue, take turns; a plane
 * fires (one d6 against the number its aim needs, one more if the other plane evades) or evades
 * (not two turns running).
 * It knows dogfight only through the rule-set SPI, and its test runs the testkit's ContractCheck.
 */
public class TwoPlaneDuel implements RuleSet<DuelState, DuelCommand> {
  /** The die a shot rolls. */
  static final DiceExpression SHOT = DiceNotation.parse("1d6");

  @Override
  public String name() {
    return "two-plane-duel";
  }

  @Override
  public String title() {
    return "Two-plane duel: a d6 a shot";
  }

  @Override
  public TurnSequence turnSequence() {
    return TurnSequence.of("fire");
  }

  @Override
  public List<Policy> policies() {
    return List.of();
  }

  /** The number a shot needs on the die: its aim's, one more when the target evades. */
  static int need(DuelState state, Fire fire) {
    return fire.aim().need + (state.evading(DuelState.enemyOf(fire.actor())) ? 1 : 0);
  }

  @Override
  public Outcome<DuelState> apply(DuelState state, DuelCommand command, Roller roller) {
    String actor = command.actor();
    if (state.isOver() || !actor.equals(state.toAct())) {
      throw new RuleViolation(
          "turn order", "actor", actor, "it is " + state.toAct() + "'s turn, not " + actor + "'s");
    }
    if (command instanceof Evade && state.evading(actor)) {
      throw new RuleViolation(
          "evade",
          "actor",
          actor,
          actor + " evaded on its last turn: it may not evade twice running");
    }
    String enemy = DuelState.enemyOf(actor);
    int red = state.redHits();
    int blue = state.blueHits();
    boolean redEvading = actor.equals("Red") ? false : state.redEvading();
    boolean blueEvading = actor.equals("Blue") ? false : state.blueEvading();
    DuelEvent event;
    if (command instanceof Fire fire) {
      int need = need(state, fire);
      DiceRoll roll = roller.roll(SHOT, actor, "shot");
      boolean hit = roll.result() >= need;
      if (hit) {
        red -= enemy.equals("Red") ? fire.aim().damage : 0;
        blue -= enemy.equals("Blue") ? fire.aim().damage : 0;
      }
      int left = Math.max(0, enemy.equals("Red") ? red : blue);
      event =
          new DuelEvent(
              state.turn(),
              actor,
              command.describe()
                  + ": needs "
                  + need
                  + ", rolls "
                  + roll.result()
                  + (hit
                      ? ": hit, " + enemy + (left == 0 ? " goes down" : " has " + left + " left")
                      : ": miss"),
              List.of(roll));
    } else {
      redEvading |= actor.equals("Red");
      blueEvading |= actor.equals("Blue");
      event =
          new DuelEvent(
              state.turn(),
              actor,
              actor + " evades: a shot at it needs one more until its next turn",
              List.of());
    }
    DuelState next =
        new DuelState(
            state.dice(),
            actor.equals("Blue") ? state.turn() + 1 : state.turn(),
            enemy,
            red,
            blue,
            redEvading,
            blueEvading);
    return new Outcome<>(next, List.of(event));
  }

  @Override
  public Decision decision(DuelState state) {
    return state.isOver() ? Decision.over() : Decision.of(state.toAct(), "fire or evade");
  }

  /** Both aims, and one evasion (breaking left or right is the same to the rules). */
  @Override
  public List<DuelCommand> legalCommands(DuelState state, String actor) {
    if (state.isOver() || !actor.equals(state.toAct())) {
      return List.of();
    }
    List<DuelCommand> legal = new ArrayList<>();
    for (Aim aim : Aim.values()) {
      legal.add(new Fire(actor, aim));
    }
    if (!state.evading(actor)) {
      legal.add(new Evade(actor, true));
    }
    return legal;
  }

  @Override
  public List<String> sides(DuelState state) {
    return List.of("Red", "Blue");
  }

  @Override
  public String sideOf(DuelState state, String actor) {
    if (!actor.equals("Red") && !actor.equals("Blue")) {
      throw new IllegalArgumentException("no plane called '" + actor + "'; the planes: Red, Blue");
    }
    return actor;
  }

  @Override
  public String summary(DuelState state) {
    return line(state, "Red") + "\n" + line(state, "Blue") + "\n";
  }

  private static String line(DuelState state, String plane) {
    return plane
        + ": "
        + Math.max(0, state.hits(plane))
        + " hits left"
        + (state.evading(plane) ? ", evading" : "");
  }

  @Override
  public DuelState withDice(DuelState state, DiceStream dice) {
    return new DuelState(
        dice,
        state.turn(),
        state.toAct(),
        state.redHits(),
        state.blueHits(),
        state.redEvading(),
        state.blueEvading());
  }

  @Override
  public DuelState sampleEngagement(long seed) {
    return new DuelState(DiceStream.seeded(seed), 1, "Red", 3, 3, false, false);
  }

  /** The command with the most hits to expect, by its odds; evading when no shot may hit. */
  @Override
  public Bot<DuelState, DuelCommand> defaultBot() {
    return (view, legal) ->
        legal.stream()
            .max(Comparator.comparing((DuelCommand c) -> expectedHits(view, c)))
            .orElseThrow();
  }

  private Rational expectedHits(View<DuelState> view, DuelCommand c) {
    return c instanceof Fire fire
        ? commandOdds(view, c).get("P(hit)").multiply(Rational.of(fire.aim().damage))
        : Rational.of(1, 10);
  }

  /**
   * A shot's odds, from the die and the number it needs, as {@link #apply} resolves it: P(hit), and
   * P(down) when the damage would take the target's last hits.
   */
  @Override
  public Map<String, Rational> commandOdds(View<DuelState> view, DuelCommand command) {
    if (!(command instanceof Fire fire)) {
      return Map.of();
    }
    DuelState state = view.state();
    Rational hit = SHOT.distribution().atLeast(need(state, fire));
    Map<String, Rational> odds = new LinkedHashMap<>();
    odds.put("P(hit)", hit);
    boolean lethal = fire.aim().damage >= state.hits(DuelState.enemyOf(fire.actor()));
    odds.put("P(down)", lethal ? hit : Rational.ZERO);
    return odds;
  }

  @Override
  public List<OddsQuery> oddsQueries() {
    return List.of();
  }
}
