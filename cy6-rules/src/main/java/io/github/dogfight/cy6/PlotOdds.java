package io.github.dogfight.cy6;

import io.github.dogfight.core.check.Check;
import io.github.dogfight.core.odds.Outcomes;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.cy6.internal.Engine;
import io.github.dogfight.cy6.internal.movement.Movement;
import io.github.dogfight.cy6.internal.movement.WayOut;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/** The odds a plot shows: what the move it plots may lead to, as {@link Movement} flies it. */
final class PlotOdds {
  private final Engine engine;
  private final Cy6Config config;
  private final Movement movement;

  PlotOdds(Engine engine, Cy6Config config, Movement movement) {
    this.engine = engine;
    this.config = config;
    this.movement = movement;
  }

  /**
   * The exact odds of what {@code plot} leads to when {@code p} flies it, step for step as {@link
   * MovementMovement#moveOne} flies it, from what {@code p}'s side knows (its own condition, the
   * map): the checks at the start of the move ({@link AircraftCondition#startOfMoveOdds}: a fire
   * stopped, a blackout, loss of control, panic or flying forward ended), whether it flies the
   * plot, flies straight and level instead (it must fly forward) or at random (the *B move, a dive
   * on an even d6 above TAL 1), the Aircrew Check to climb with engine damage (failed: out of
   * control) and for an extreme turn or special maneuver with airframe damage (failed: destroyed),
   * and the board exit check of a move that leaves the map. "P(flies as plotted)" is always shown;
   * the others when they may happen. Where other aircraft end their moves (a collision) is not
   * known to it and is not counted.
   */
  Map<String, Rational> of(Cy6State s, Plane p, Cy6Command.Plot plot) {
    FlightReadings readings = config.flightReadings();
    Map<String, Rational> out = new LinkedHashMap<>();
    if (WayOut.leaving(p) && readings.departure() == FlightReadings.Departure.AT_ONCE) {
      Board.Compass edge =
          p.condition().has(Status.ABORTING)
              ? s.board()
                  .homeEdges()
                  .getOrDefault(p.side(), s.board().nearestEdge(p.position().hex()))
              : s.board().nearestEdge(p.position().hex());
      Outcomes<BoardExit.Result> exit = movement.exitOdds(s, p, edge);
      out.put("P(flies as plotted)", Rational.ZERO);
      out.put("P(leaves the map)", Rational.ONE);
      out.put("P(board exit check fails)", exit.probability(r -> r != BoardExit.Result.SAFE));
      out.put(
          "P(destroyed for victory points)",
          exit.probability(r -> r == BoardExit.Result.DESTROYED));
      return out;
    }
    Check check = config.aircrewCheck();
    Map<AircraftCondition, Rational> start = p.condition().startOfMoveOdds(p.crew(), check);
    MoveChart chart = engine.chart(p);
    Rational plotted = Rational.ZERO;
    Rational forward = Rational.ZERO;
    Rational random = Rational.ZERO;
    Rational randomDive = Rational.ZERO;
    Rational outOfControl = Rational.ZERO;
    Rational destroyed = Rational.ZERO;
    Rational leaves = Rational.ZERO;
    Rational exitFails = Rational.ZERO;
    Rational exitDestroys = Rational.ZERO;
    for (Map.Entry<AircraftCondition, Rational> e : start.entrySet()) {
      AircraftCondition c = e.getKey();
      Rational w = e.getValue();
      Plane q = p.with(c);
      if (!q.flying()) {
        destroyed = destroyed.add(w);
        continue;
      }
      if (c.has(Status.BLACKOUT) || c.has(Status.OUT_OF_CONTROL)) {
        random = random.add(w);
        if (q.tal() > 1) {
          randomDive = randomDive.add(w.multiply(Rational.of(1, 2)));
        }
        continue;
      }
      Maneuver maneuver = plot.maneuver();
      TurnCode code = chart.move(plot.code()).code();
      boolean instead = false;
      if (c.has(Status.FLY_FORWARD) && !readings.flyForward().allows(maneuver, code)) {
        Movement.Unplotted u = movement.unplotted(q, chart, Math.min(q.speed(), chart.topSpeed()));
        maneuver = u.maneuver();
        code = u.code();
        instead = true;
      }
      Rational flies = w;
      if (maneuver.climbs() && c.mustCheckToClimb()) {
        Rational pass = check.passChance(q.crew().modifier(), c.checkModifier());
        outOfControl = outOfControl.add(flies.multiply(Rational.ONE.subtract(pass)));
        flies = flies.multiply(pass);
      }
      if ((maneuver == Maneuver.EXTREME_TURN || maneuver == Maneuver.SPECIAL)
          && c.mustCheckToManeuver()) {
        Rational pass = check.passChance(q.crew().modifier(), c.checkModifier());
        destroyed = destroyed.add(flies.multiply(Rational.ONE.subtract(pass)));
        flies = flies.multiply(pass);
      }
      int hexes = code.speed();
      if (readings.fireDamage() == FlightReadings.FireDamage.CAPS_THE_MOVE
          && hexes > q.maxSpeed()) {
        hexes = q.maxSpeed();
      }
      for (Position step : Movement.path(code, q.position(), hexes)) {
        Optional<Board.Compass> off = s.board().beyond(step.hex());
        if (off.isPresent()) {
          Outcomes<BoardExit.Result> exit = movement.exitOdds(s, q, off.get());
          leaves = leaves.add(flies);
          exitFails =
              exitFails.add(flies.multiply(exit.probability(r -> r != BoardExit.Result.SAFE)));
          exitDestroys =
              exitDestroys.add(
                  flies.multiply(exit.probability(r -> r == BoardExit.Result.DESTROYED)));
          break;
        }
      }
      if (instead) {
        forward = forward.add(flies);
      } else {
        plotted = plotted.add(flies);
      }
    }
    out.put("P(flies as plotted)", plotted);
    AircraftCondition now = p.condition();
    if (now.has(Status.ON_FIRE) || now.has(Status.ON_HEAVY_FIRE)) {
      out.put(
          "P(the fire is stopped without damage)",
          sum(
              start,
              c ->
                  !c.isDestroyed()
                      && c.engineDamaged() == now.engineDamaged()
                      && c.airframeDamaged() == now.airframeDamaged()));
    }
    for (Status st :
        List.of(Status.BLACKOUT, Status.OUT_OF_CONTROL, Status.PANIC, Status.FLY_FORWARD)) {
      if (p.condition().has(st)) {
        out.put(
            "P(Aircrew Check ends " + AircraftCondition.statusWords(st) + ")",
            sum(start, c -> !c.isDestroyed() && !c.has(st)));
      }
    }
    putIf(out, "P(flies straight and level instead: it must fly forward)", forward);
    putIf(out, "P(flies at random)", random);
    putIf(out, "P(flies at random, diving)", randomDive);
    putIf(out, "P(fails the Aircrew Check to climb: out of control)", outOfControl);
    putIf(out, "P(destroyed)", destroyed);
    putIf(out, "P(leaves the map)", leaves);
    putIf(out, "P(board exit check fails)", exitFails);
    putIf(out, "P(destroyed for victory points)", exitDestroys);
    return out;
  }

  private static void putIf(Map<String, Rational> out, String name, Rational p) {
    if (p.signum() > 0) {
      out.put(name, p);
    }
  }

  private static Rational sum(
      Map<AircraftCondition, Rational> odds, Predicate<AircraftCondition> test) {
    Rational total = Rational.ZERO;
    for (Map.Entry<AircraftCondition, Rational> e : odds.entrySet()) {
      if (test.test(e.getKey())) {
        total = total.add(e.getValue());
      }
    }
    return total;
  }
}
