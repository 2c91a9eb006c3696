package io.github.dogfight.cy6.internal.movement;

import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.cy6.Board;
import io.github.dogfight.cy6.Cy6Command;
import io.github.dogfight.cy6.Cy6Config;
import io.github.dogfight.cy6.Cy6Event;
import io.github.dogfight.cy6.Cy6State;
import io.github.dogfight.cy6.FlightReadings;
import io.github.dogfight.cy6.Maneuver;
import io.github.dogfight.cy6.MoveChart;
import io.github.dogfight.cy6.Plane;
import io.github.dogfight.cy6.Position;
import io.github.dogfight.cy6.Status;
import io.github.dogfight.cy6.TurnCode;
import io.github.dogfight.cy6.internal.Engine;
import io.github.dogfight.cy6.internal.States;
import io.github.dogfight.cy6.internal.plotting.Plotting;
import java.util.List;
import java.util.Optional;

/**
 * The way out of the fight for an aircraft that must leave it: *O, "The aircraft must immediately
 * attempt to exit the board by dive no matter if it is a friendly edge or not", and the Lucky Hit
 * Table's "pass plane must abort" (rules 002). Under {@link FlightReadings.Departure#FLIES_OUT} the
 * aircraft stays in the fight and flies a forced move each turn until it leaves the map:
 *
 * <ul>
 *   <li>an *O hit heads for the edge nearest it (whatever edge that is) and dives while it may (it
 *       flies level at TAL 1, or when its elevator bars dives); an aborting aircraft heads for its
 *       side's home edge (the nearest edge if it has none) in level flight; *O decides when both
 *       apply;
 *   <li>its move is the chart code, among those it could plot (its speed or one off, within its
 *       maximum, or its maximum when it flies faster; its condition's limits: {@link
 *       Engine#plotSpeeds}), that takes it off the map soonest: any code that leaves the map now
 *       (its edge first), else the one ending fewest hexes from the edge, counting each hexside it
 *       would still have to turn to face the edge as half a hex; ties go to the slower code, then
 *       chart order;
 *   <li>it leaves its formation before the formation status segment (it cannot keep formation on
 *       its way out) and tails no one.
 * </ul>
 *
 * <p>The edge it leaves by, and the Board Exit Aircrew Check (A7.2), are those of any exit.
 */
public final class WayOut {
  private WayOut() {}

  /** Whether {@code p} must leave the fight (*O failed, or saved and aborting). */
  public static boolean leaving(Plane p) {
    return p.condition().has(Status.MUST_EXIT_BY_DIVE) || p.condition().has(Status.ABORTING);
  }

  /** Whether {@code p} must leave the fight and flies its way out under {@code config}. */
  public static boolean fliesOut(Cy6Config config, Plane p) {
    return leaving(p) && config.flightReadings().departure() == FlightReadings.Departure.FLIES_OUT;
  }

  /** Why {@code p} leaves, for narration. */
  public static String why(Plane p) {
    return p.condition().has(Status.MUST_EXIT_BY_DIVE) ? "oxygen system hit" : "aborting";
  }

  /** The edge {@code p} heads for: the nearest for *O, its home edge when aborting. */
  public static Board.Compass edge(Cy6State s, Plane p) {
    Board.Compass nearest = s.board().nearestEdge(p.position().hex());
    if (p.condition().has(Status.MUST_EXIT_BY_DIVE)) {
      return nearest;
    }
    return s.board().homeEdges().getOrDefault(p.side(), nearest);
  }

  /** The forced plot of {@code p}, which must leave the fight. */
  public static Cy6Command.Plot plot(Engine engine, Cy6State s, Plane p) {
    MoveChart chart = engine.chart(p);
    Board.Compass edge = edge(s, p);
    Maneuver m =
        p.condition().has(Status.MUST_EXIT_BY_DIVE)
                && engine.plotting().maneuverAllowed(p, Maneuver.DIVE)
            ? Maneuver.DIVE
            : Maneuver.LEVEL;
    int max = Math.min(engine.plotting().plotCap(s, p), chart.topSpeed());
    TurnCode best = null;
    int bestScore = Integer.MAX_VALUE;
    for (int speed : engine.plotting().plotSpeeds(s, p)) {
      for (TurnCode code : chart.codes(speed, m)) {
        if (!Plotting.codeAllowed(p, code)) {
          continue;
        }
        int score = score(s.board(), p.position(), code, edge);
        if (score < bestScore) {
          bestScore = score;
          best = code;
        }
      }
    }
    if (best == null) {
      // nothing fits the aircraft's restrictions: straight at the nearest speed, as any plot
      int speed = Math.max(1, Math.min(max, p.speed()));
      return new Cy6Command.Plot(p.id(), m, Plotting.straight(chart, speed).code());
    }
    return new Cy6Command.Plot(p.id(), m, best.code());
  }

  /**
   * How far from leaving by {@code edge} the code leaves the aircraft, lower is better: 0 when it
   * leaves the map by that edge, 1 by another; otherwise 10 plus twice the hexes from the edge plus
   * the hexsides still to turn.
   */
  public static int score(Board board, Position from, TurnCode code, Board.Compass edge) {
    Position at = from;
    for (Position step : code.trace(from)) {
      Optional<Board.Compass> off = board.beyond(step.hex());
      if (off.isPresent()) {
        return off.get() == edge ? 0 : 1;
      }
      at = step;
    }
    return 10 + 2 * board.distanceTo(at.hex(), edge) + hexsidesToFace(at.facing(), edge);
  }

  /** The fewest hexsides {@code f} must turn to head straight for {@code edge}. */
  public static int hexsidesToFace(Facing f, Board.Compass edge) {
    List<Facing> toward =
        switch (edge) {
          case NORTH -> List.of(Facing.N);
          case SOUTH -> List.of(Facing.S);
          case EAST -> List.of(Facing.NE, Facing.SE);
          case WEST -> List.of(Facing.NW, Facing.SW);
        };
    int best = 3;
    for (Facing t : toward) {
      best = Math.min(best, Math.abs(f.hexsidesTo(t)));
    }
    return best;
  }

  /**
   * Under {@link FlightReadings.Departure#FLIES_OUT}, each aircraft of a formation that must leave
   * the fight leaves the formation (it cannot keep formation on its way out); a formation left with
   * one aircraft is no longer one.
   */
  public static Cy6State leaveFormations(Cy6Config config, Cy6State s, List<GameEvent> events) {
    Cy6State out = s;
    boolean left = false;
    for (Plane p : s.flying()) {
      if (p.formation().isPresent() && fliesOut(config, p)) {
        out = States.withPlane(out, States.get(out, p.id()).inFormation(Optional.empty()));
        left = true;
        events.add(
            Engine.happened(
                out,
                p.id(),
                Cy6Event.Kind.FORMATION,
                p.id()
                    + " leaves formation "
                    + p.formation().get()
                    + ": it must leave the fight ("
                    + why(p)
                    + ")",
                List.of()));
      }
    }
    return left ? Formations.dissolveSingles(out, events) : out;
  }
}
