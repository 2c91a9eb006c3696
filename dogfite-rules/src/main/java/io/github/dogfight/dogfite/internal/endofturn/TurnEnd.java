package io.github.dogfight.dogfite.internal.endofturn;

import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.dogfite.Condition;
import io.github.dogfight.dogfite.DogfiteCommand;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseSpeedRoll;
import io.github.dogfight.dogfite.DogfiteState;
import io.github.dogfight.dogfite.Pending;
import io.github.dogfight.dogfite.Plane;
import io.github.dogfight.dogfite.SpeedRoll;
import io.github.dogfight.dogfite.TurnLog;
import io.github.dogfight.dogfite.event.DuelEnded;
import io.github.dogfight.dogfite.event.MapDrawn;
import io.github.dogfight.dogfite.event.PlaneDown;
import io.github.dogfight.dogfite.event.TurnEnded;
import io.github.dogfight.dogfite.internal.Draft;
import io.github.dogfight.dogfite.internal.Resolution;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The end of a turn: in movement order each aircraft makes its speed roll, the turn's speed changes
 * and stress test ({@link EndOfTurn}) and its engine trouble (smoke may catch fire, fire burns);
 * then the positions are drawn and the engagement ends when one side is left, or undecided at the
 * turn limit.
 */
public final class TurnEnd {
  private TurnEnd() {}

  /** The end of the turn begins: the first aircraft still flying is asked for its speed roll. */
  public static void start(Draft d) {
    advance(d, -1);
  }

  private static void advance(Draft d, int from) {
    List<String> order = d.moved();
    for (int i = from + 1; i < order.size(); i++) {
      Plane p = d.plane(order.get(i));
      if (!p.out()) {
        d.index(i);
        d.await(new Pending.SpeedRolling(p.id()));
        return;
      }
    }
    d.phaseDone(io.github.dogfight.dogfite.DogfiteState.Stage.END_OF_TURN);
  }

  /** {@link ChooseSpeedRoll}, then the aircraft's end-of-turn checks. */
  public static void speedRoll(Draft d, ChooseSpeedRoll c) {
    Plane p = d.plane(c.plane());
    int mark = d.roller().rollCount();
    List<String> notes = new ArrayList<>(0);
    EndOfTurn.Turn turn =
        new EndOfTurn.Turn(
            p.type(),
            p.damage(),
            p.speed(),
            p.turnLog(),
            p.condition().powerModifier(),
            p.spinning(),
            p.condition().engineDestroyed());
    EndOfTurn.Result r;
    try {
      r = d.context().endOfTurn().resolve(turn, c.roll(), d.roller(), p.id());
    } catch (IllegalArgumentException e) {
      String message = String.valueOf(e.getMessage());
      throw new RuleViolation(
          (message.startsWith("STALL") ? "STALL / SPIN" : "CRITICAL HITS") + " (rules 000)",
          "roll",
          c.roll().name(),
          message);
    }
    if (p.spinning()) {
      notes.add("still spinning");
    }
    Plane q =
        new Plane(
            p.id(),
            p.side(),
            p.type(),
            p.pilot(),
            r.damage(),
            p.condition(),
            r.speed(),
            p.placement(),
            p.target(),
            p.edge(),
            p.spinning(),
            r.destroyed(),
            p.turnLog());
    if (r.destroyed()) {
      notes.add("the airframe breaks up");
    }
    if (!q.out()) {
      q = engineTrouble(d, q, notes);
    }
    q = q.withTurnLog(TurnLog.EMPTY);
    d.put(q);
    d.add(
        new TurnEnded(
            d.turn(),
            p.id(),
            q.speed(),
            r.stress(),
            notes.isEmpty() ? "" : String.join(", ", notes),
            d.roller().rollsSince(mark)));
    if (q.out()) {
      d.add(new PlaneDown(d.turn(), "End of turn", p.id(), String.join(", ", notes)));
    }
    advance(d, d.index());
  }

  /**
   * The turn's engine trouble (rules 000, ENGINE CRITICAL HITS): a burning aircraft takes 1d6 boxes
   * of fire damage, and a smoking one rolls 1d6 (unless it made this turn's roll when it started
   * smoking), a 1 setting it on fire.
   */
  private static Plane engineTrouble(Draft d, Plane q, List<String> notes) {
    Condition c = q.condition();
    boolean smokeRoll = c.smoking() && !q.turnLog().smokeRolled();
    if (!c.onFire() && !smokeRoll) {
      return q;
    }
    Resolution.Trouble t =
        d.context().resolution().engineTrouble(c.onFire(), smokeRoll, d.roller(), q.id());
    if (c.onFire()) {
      notes.add("it burns");
      Plane burnt = q.withDamage(q.damage().burn(t.fireDamage()));
      if (burnt.damage().destroyed()) {
        notes.add("it burns up");
        return burnt.withOut(true);
      }
      return burnt;
    }
    if (t.catchesFire()) {
      notes.add("the engine catches fire");
      return q.withCondition(c.fire());
    }
    return q;
  }

  /**
   * Every aircraft has ended its turn: the positions are drawn, and the engagement ends when one
   * side (or none) is left, or at the turn limit; otherwise the next turn begins.
   *
   * @return whether the engagement goes on
   */
  public static boolean finish(Draft d) {
    List<MapDrawn.Marker> markers = new ArrayList<>(d.size());
    char letter = 'A';
    Set<String> sides = new LinkedHashSet<>();
    List<String> flying = new ArrayList<>();
    for (int i = 0; i < d.size(); i++) {
      Plane p = d.plane(i);
      if (!p.out()) {
        markers.add(new MapDrawn.Marker(letter, p.id(), p.placement(), p.speed()));
        sides.add(p.side());
        flying.add(p.id());
      }
      letter++;
    }
    d.add(new MapDrawn(d.turn(), markers));
    Optional<String> result = Optional.empty();
    Optional<String> winner = Optional.empty();
    if (sides.size() == 1) {
      String side = sides.iterator().next();
      winner = Optional.of(side);
      result = Optional.of(side + " wins: " + String.join(", ", flying) + " still flying");
    } else if (sides.isEmpty()) {
      result = Optional.of("no aircraft is left in the fight");
    } else if (d.turn() >= d.start().maxTurns()) {
      result = Optional.of("undecided after " + d.start().maxTurns() + " turns");
    }
    if (result.isPresent()) {
      d.add(new DuelEnded(d.turn(), result.get()));
      d.end(result.get(), winner);
      return false;
    }
    d.turn(d.turn() + 1);
    return true;
  }

  /** The listed speed rolls of the aircraft at its end of turn. */
  public static List<DogfiteCommand> legal(DogfiteState s, Pending.SpeedRolling pending) {
    Plane p = s.plane(pending.plane());
    if (p.spinning()) {
      return List.of(new ChooseSpeedRoll(p.id(), SpeedRoll.NONE));
    }
    if (p.condition().engineDestroyed()) {
      return List.of(new ChooseSpeedRoll(p.id(), SpeedRoll.DRAG));
    }
    return List.of(
        new ChooseSpeedRoll(p.id(), SpeedRoll.POWER),
        new ChooseSpeedRoll(p.id(), SpeedRoll.DRAG),
        new ChooseSpeedRoll(p.id(), SpeedRoll.NONE));
  }
}
