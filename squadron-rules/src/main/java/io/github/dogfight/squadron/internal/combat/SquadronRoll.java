package io.github.dogfight.squadron.internal.combat;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.squadron.Aircraft;
import io.github.dogfight.squadron.Maneuver;
import io.github.dogfight.squadron.Pending;
import io.github.dogfight.squadron.Side;
import io.github.dogfight.squadron.SquadronEvent.SquadronRollResolved;
import io.github.dogfight.squadron.SquadronEvent.TacticalSuccessesBanked;
import io.github.dogfight.squadron.SquadronOdds;
import io.github.dogfight.squadron.SquadronState;
import io.github.dogfight.squadron.Status;
import io.github.dogfight.squadron.internal.Draft;
import io.github.dogfight.squadron.internal.Forces;
import java.util.List;
import java.util.Map;

/** Rules 003, The Squadron Phase and Squadron Maneuvers: the opposed roll and its effect. */
public final class SquadronRoll {
  private SquadronRoll() {}

  /**
   * Rolls both pools with the maneuvers declared and applies the winner's maneuver: banks Tactical
   * successes, lets the winner escape or spend its successes, or has the loser remove fighters,
   * asking only where there is a choice.
   *
   * @param d the step's draft, both maneuvers declared
   */
  public static void roll(Draft d) {
    SquadronState state = d.state();
    Roller roller = d.roller();
    Maneuver wm = maneuver(state, Side.WHITE);
    Maneuver bm = maneuver(state, Side.BLACK);
    int whitePool = SquadronOdds.poolFor(state.white().basePool(), wm);
    int blackPool = SquadronOdds.poolFor(state.black().basePool(), bm);
    SquadronOdds odds = d.context().odds();
    int mark = roller.rollCount();
    DiceRoll w = roller.roll(odds.pool(whitePool), state.white().name() + " squadron roll");
    DiceRoll b = roller.roll(odds.pool(blackPool), state.black().name() + " squadron roll");
    // Tactical: banked successes count as net successes next turn, except for a Tactical
    // maneuver ("Tactical Maneuver successes do not contribute to a Tactical Maneuver in the
    // following turn").
    int whiteBank = d.config().advantage().advantage(state, Side.WHITE.name(), Side.BLACK.name());
    int blackBank = d.config().advantage().advantage(state, Side.BLACK.name(), Side.WHITE.name());
    int net = w.result() + whiteBank - (b.result() + blackBank);
    d.tell(
        new SquadronRollResolved(
            state.turn(),
            state.white().name(),
            state.black().name(),
            whitePool,
            blackPool,
            w.result(),
            b.result(),
            whiteBank,
            blackBank,
            net,
            roller.rollsSince(mark)));
    resolve(d, net);
  }

  /**
   * Applies the Squadron Roll's outcome, {@code net} net successes (white minus black, banks
   * included): clears the banks, then banks Tactical successes, lets the winner escape or spend its
   * successes, or has the loser remove fighters, asking only where there is a choice. The exact
   * odds of an engagement call it with each possible {@code net} in turn.
   *
   * @param d the step's draft, both maneuvers declared
   * @param net the net successes, white minus black
   */
  public static void resolve(Draft d, int net) {
    SquadronState state = d.state();
    d.set(d.context().states().withTacticalBank(state, Map.of()));
    if (net == 0) {
      d.endPhase();
      return;
    }
    Side winner = net > 0 ? Side.WHITE : Side.BLACK;
    int successes = Math.abs(net);
    Maneuver m = maneuver(state, winner);
    String name = state.squadron(winner).name();
    switch (m) {
      case TACTICAL -> {
        d.tell(new TacticalSuccessesBanked(state.turn(), winner, name, successes));
        d.set(d.context().states().withTacticalBank(d.state(), Map.of(winner, successes)));
        d.endPhase();
      }
      case ESCAPE -> {
        List<Aircraft> eligible = Forces.escapable(d.state().squadron(winner));
        int count = Math.min(successes, eligible.size());
        if (count == eligible.size()) {
          Choices.markAll(d, winner, Forces.ids(eligible), Status.ESCAPED);
          d.endPhase();
          return;
        }
        d.await(new Pending.Escape(winner, count));
      }
      default -> {
        if (Spending.canStrike(d.state(), winner, m, successes)) {
          d.await(new Pending.Allocation(winner, m, successes));
          return;
        }
        Choices.removeFighters(d, winner, successes / m.successesPerFighter());
      }
    }
  }

  /**
   * The maneuver {@code side} declared.
   *
   * @param state the state
   * @param side the side
   * @return its maneuver
   * @throws IllegalStateException if it has not declared
   */
  public static Maneuver maneuver(SquadronState state, Side side) {
    Maneuver m = state.declared().get(side);
    if (m == null) {
      throw new IllegalStateException(side + " has not declared a maneuver");
    }
    return m;
  }
}
