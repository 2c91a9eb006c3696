package io.github.dogfight.cy6.internal.bot;

import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.hex.Arc;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.odds.Outcomes;
import io.github.dogfight.core.view.View;
import io.github.dogfight.cy6.AirAttack;
import io.github.dogfight.cy6.Battery;
import io.github.dogfight.cy6.Cab;
import io.github.dogfight.cy6.Cy6Command;
import io.github.dogfight.cy6.Cy6State;
import io.github.dogfight.cy6.Gun;
import io.github.dogfight.cy6.Maneuver;
import io.github.dogfight.cy6.MoveChart;
import io.github.dogfight.cy6.Plane;
import io.github.dogfight.cy6.Position;
import io.github.dogfight.cy6.Role;
import io.github.dogfight.cy6.ShotOutcome;
import io.github.dogfight.cy6.SurfaceTarget;
import io.github.dogfight.cy6.ToHit;
import io.github.dogfight.cy6.TurnCode;
import io.github.dogfight.cy6.internal.Engine;
import io.github.dogfight.cy6.internal.States;
import java.util.List;
import java.util.Optional;

/**
 * A simple deterministic bot for either side, choosing from its view only (the other side's plots
 * are not in it). It tails whenever it can; a formation leader keeps formation until an enemy is
 * within 8 hexes and then breaks it up (escorts go to fight), wingmen keep formation; it plots the
 * move that ends nearest behind the nearest enemy (as the enemy stands now), with a gun bearing if
 * it can, out of enemy front arcs and on the map; a bomber flies straight on, or towards the
 * nearest enemy surface target while it carries ordnance; it fires at the enemy with the best
 * chance of doing damage and makes the surface attack with the best chance to hit. A battery fires
 * at the reachable enemy it is likeliest to damage; a heavy battery with no such target orders a
 * barrage where the nearest enemy would be if it flew straight on at its speed until the burst.
 */
public final class Cy6Bot implements Bot<Cy6State, Cy6Command> {
  private final Engine engine;

  public Cy6Bot(Engine engine) {
    this.engine = engine;
  }

  @Override
  public Cy6Command choose(View<Cy6State> view, List<Cy6Command> legal) {
    Cy6State s = view.state();
    Cy6Command first = legal.get(0);
    if (first instanceof Cy6Command.ByBattery) {
      return battery(s, legal);
    }
    Plane me = States.get(s, first.actor());
    if (first instanceof Cy6Command.Strike) {
      Cy6Command best = first;
      double bestScore = 0;
      for (Cy6Command c : legal) {
        Cy6Command.Strike k = (Cy6Command.Strike) c;
        if (k.target().isEmpty()) {
          continue;
        }
        SurfaceTarget t = s.ground().target(k.target().get()).orElseThrow();
        double p =
            engine
                .surfaceFire()
                .strikeOdds(s, me, t, k.kind().orElseThrow())
                .outcomes()
                .probability(Boolean::booleanValue)
                .doubleValue();
        if (p > bestScore) {
          bestScore = p;
          best = c;
        }
      }
      return best;
    }
    if (first instanceof Cy6Command.Tail) {
      return legal.size() > 1 ? legal.get(1) : first;
    }
    if (first instanceof Cy6Command.FormationStatus) {
      boolean close =
          s.flying().stream()
              .anyMatch(
                  e ->
                      !e.side().equals(me.side())
                          && e.position().hex().distance(me.position().hex()) <= 8);
      Cy6Command.FormationChoice want =
          close && s.leads(me)
              ? Cy6Command.FormationChoice.BREAK_UP
              : Cy6Command.FormationChoice.KEEP;
      return legal.stream()
          .filter(c -> ((Cy6Command.FormationStatus) c).choice() == want)
          .findFirst()
          .orElse(first);
    }
    if (first instanceof Cy6Command.Fire) {
      Cy6Command best = first;
      double bestScore = 0;
      for (Cy6Command c : legal) {
        Optional<String> t = ((Cy6Command.Fire) c).target();
        if (t.isEmpty()) {
          continue;
        }
        double score = damageChance(me, States.get(s, t.get()));
        if (score > bestScore) {
          bestScore = score;
          best = c;
        }
      }
      return best;
    }
    Cy6Command best = first;
    double bestScore = Double.NEGATIVE_INFINITY;
    for (Cy6Command c : bySpeed(me, legal)) {
      double score = score(s, me, (Cy6Command.Plot) c);
      if (score > bestScore) {
        bestScore = score;
        best = c;
      }
    }
    return best;
  }

  private Cy6Command battery(Cy6State s, List<Cy6Command> legal) {
    Battery b = s.ground().battery(legal.get(0).actor()).orElseThrow();
    Cy6Command best = Cy6Command.Flak.hold(b.id());
    double bestScore = 0;
    for (Cy6Command c : legal) {
      if (c instanceof Cy6Command.Flak f && f.target().isPresent()) {
        Plane t = States.get(s, f.target().get());
        double p =
            engine
                .groundFire()
                .flakOdds(b, t)
                .outcomes()
                .probability(o -> o.result() != ShotOutcome.Result.MISS)
                .doubleValue();
        if (p > bestScore) {
          bestScore = p;
          best = c;
        }
      }
    }
    if (bestScore > 0) {
      return best;
    }
    Plane nearest = null;
    for (Plane e : s.flying()) {
      if (!e.side().equals(b.side())
          && (nearest == null
              || e.position().hex().distance(b.hex())
                  < nearest.position().hex().distance(b.hex()))) {
        nearest = e;
      }
    }
    if (nearest == null) {
      return best;
    }
    Cab cab = engine.config().tables().cab(nearest.tal());
    java.util.OptionalInt turns = engine.config().tables().heavyAaTargetTurns(cab);
    if (turns.isEmpty() || !engine.groundFire().barrageCabs(b).contains(cab)) {
      return best;
    }
    Hex there =
        nearest
            .position()
            .hex()
            .step(nearest.position().facing(), nearest.speed() * turns.getAsInt());
    if (!s.board().contains(there)) {
      return best;
    }
    return new Cy6Command.OrderBarrage(b.id(), there, cab);
  }

  /**
   * The plots in the order the bot weighs them, which decides between equal scores: by speed, then
   * maneuver type, then the chart's order (the list itself is grouped by maneuver type first).
   */
  private List<Cy6Command> bySpeed(Plane me, List<Cy6Command> legal) {
    MoveChart chart = engine.chart(me);
    List<String> codes = chart.moves().stream().map(m -> m.code().code()).toList();
    return legal.stream()
        .sorted(
            java.util.Comparator.comparingInt(
                    (Cy6Command c) -> {
                      String code = ((Cy6Command.Plot) c).code();
                      return chart.has(code) ? chart.move(code).code().speed() : 0;
                    })
                .thenComparing(c -> ((Cy6Command.Plot) c).maneuver())
                .thenComparingInt(c -> codes.indexOf(((Cy6Command.Plot) c).code())))
        .toList();
  }

  /** The chance to hit, from the exact to-hit odds, weighed by the guns' dice. */
  private double damageChance(Plane me, Plane target) {
    AirAttack a = engine.airFire().attack(me, target);
    Outcomes<ToHit> hit = engine.airFire().rules().toHit(a).outcomes();
    double p = hit.probability(ToHit::hit).doubleValue();
    int dice = a.guns().stream().mapToInt(Gun::count).sum();
    return p * dice;
  }

  /**
   * How much {@code me} wants {@code plot}; the best scoring legal plot is flown, the first of
   * equals. A move that leaves the map scores -1000. Otherwise 0.1 a hex of speed, plus: with
   * ordnance, minus the hexes from the end to the nearest standing enemy surface target, and 1 for
   * level flight; an unarmed bomber, -5 for a turning code and 1 for level flight; a fighter, minus
   * the hexes from the end to 2 hexes behind the nearest enemy (hexes plus TALs apart), minus 0.7 a
   * TAL of difference, +4 with the enemy in the front arc within 4 hexes, -2 in the enemy's front
   * arc within 3, -6 in its hex at its TAL, -1.5 for an extreme turn or special maneuver (-6 when
   * airframe damage makes it a check), -3 for a climb that engine damage makes a check (failed, out
   * of control), -4 a friend in the end hex at the new TAL, and -3 for a formation leader that
   * changes speed.
   *
   * @param s the state
   * @param me the aircraft plotting
   * @param plot the plot
   * @return the score
   */
  public double score(Cy6State s, Plane me, Cy6Command.Plot plot) {
    MoveChart chart = engine.chart(me);
    TurnCode code = chart.move(plot.code()).code();
    Position end = me.position();
    for (Position p : code.trace(me.position())) {
      if (!s.board().contains(p.hex())) {
        return -1000;
      }
      end = p;
    }
    int tal = me.tal() + engine.config().tables().talChange(plot.maneuver());
    double score = 0.1 * code.speed();
    if (me.ordnance().isPresent()) {
      Hex aim = null;
      for (SurfaceTarget t : s.ground().targets()) {
        if (!t.side().equals(me.side())
            && !t.destroyed()
            && (aim == null
                || t.hex().distance(me.position().hex()) < aim.distance(me.position().hex()))) {
          aim = t.hex();
        }
      }
      if (aim != null) {
        return -end.hex().distance(aim) + (plot.maneuver() == Maneuver.LEVEL ? 1 : 0) + score;
      }
    }
    if (me.type().role() == Role.BOMBER) {
      return (code.turns() ? -5 : 0) + (plot.maneuver() == Maneuver.LEVEL ? 1 : 0) + score;
    }
    Plane target = null;
    int nearest = Integer.MAX_VALUE;
    for (Plane e : s.flying()) {
      if (!e.side().equals(me.side())) {
        int d = e.position().hex().distance(me.position().hex()) + Math.abs(e.tal() - me.tal());
        if (d < nearest) {
          nearest = d;
          target = e;
        }
      }
    }
    if (target == null) {
      return score;
    }
    Hex behind = target.position().hex().step(target.position().facing().opposite(), 2);
    score -= end.hex().distance(behind);
    score -= 0.7 * Math.abs(tal - target.tal());
    Hex t = target.position().hex();
    if (!end.hex().equals(t)) {
      if (Arc.of(end.hex(), end.facing(), t) == Arc.FRONT && end.hex().distance(t) <= 4) {
        score += 4;
      }
      if (Arc.of(t, target.position().facing(), end.hex()) == Arc.FRONT
          && end.hex().distance(t) <= 3) {
        score -= 2;
      }
    } else if (tal == target.tal()) {
      score -= 6;
    }
    if (plot.maneuver() == Maneuver.EXTREME_TURN || plot.maneuver() == Maneuver.SPECIAL) {
      score -= me.condition().mustCheckToManeuver() ? 6 : 1.5;
    }
    if (plot.maneuver().climbs() && me.condition().mustCheckToClimb()) {
      score -= 3;
    }
    // keep clear of friends at the same TAL (a collision risk), and keep a kept formation together
    for (Plane f : s.flying()) {
      if (f.side().equals(me.side())
          && !f.id().equals(me.id())
          && f.tal() == tal
          && f.position().hex().distance(end.hex()) == 0) {
        score -= 4;
      }
    }
    if (s.leads(me) && code.speed() != me.speed()) {
      score -= 3;
    }
    return score;
  }
}
