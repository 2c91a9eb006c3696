package io.github.dogfight.cy6.internal.plotting;

import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.cy6.AircraftCondition;
import io.github.dogfight.cy6.Cy6Command;
import io.github.dogfight.cy6.Cy6State;
import io.github.dogfight.cy6.FlightReadings;
import io.github.dogfight.cy6.Formation;
import io.github.dogfight.cy6.Maneuver;
import io.github.dogfight.cy6.MoveChart;
import io.github.dogfight.cy6.Plane;
import io.github.dogfight.cy6.Status;
import io.github.dogfight.cy6.TurnCode;
import io.github.dogfight.cy6.internal.Engine;
import io.github.dogfight.cy6.internal.States;
import io.github.dogfight.cy6.internal.movement.Movement;
import io.github.dogfight.cy6.internal.movement.WayOut;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Move plotting (rules 002, B): the plots an aircraft may make (its chart, speeds, maneuvers and
 * codes its condition and altitude allow), the forced move of one that must leave the fight, and
 * why a plot is refused.
 */
public final class Plotting {
  private final Engine engine;

  /**
   * The plotting rules of {@code engine}.
   *
   * @param engine the engine
   */
  public Plotting(Engine engine) {
    this.engine = engine;
  }

  /** The plots {@code p} may make: the legal commands of the plotting steps. */
  public List<Cy6Command.Plot> plots(Cy6State s, Plane p) {
    if (WayOut.fliesOut(engine.config(), p)) {
      // "must immediately attempt to exit the board": its move is not the player's to choose
      return List.of(WayOut.plot(engine, s, p));
    }
    List<Cy6Command.Plot> out = new ArrayList<>();
    MoveChart chart = engine.chart(p);
    int max = Math.min(plotCap(s, p), chart.topSpeed());
    // grouped by maneuver type, then speed, then the chart's order
    List<Integer> speeds = plotSpeeds(s, p);
    for (Maneuver m : Maneuver.values()) {
      if (!maneuverAllowed(p, m)) {
        continue;
      }
      for (int speed : speeds) {
        for (TurnCode code : chart.codes(speed, m)) {
          if (codeAllowed(p, code)) {
            out.add(new Cy6Command.Plot(p.id(), m, code.code()));
          }
        }
      }
    }
    if (out.isEmpty()) {
      // nothing fits the aircraft's restrictions: straight and level at the nearest speed
      int speed = Math.max(1, Math.min(Math.min(max, p.speed()), chart.topSpeed()));
      out.add(new Cy6Command.Plot(p.id(), Maneuver.LEVEL, straight(chart, speed).code()));
    }
    return out;
  }

  /**
   * The speeds {@code p} may plot a move at (a turn code's speed column; an assumption, the seed
   * plots "based on current aircraft speed" without saying how far it may change): its speed or one
   * more or less, within 1 and {@link #plotCap}. An aircraft more than one above its cap (engine
   * damage at its top speed, half speed) flies at the cap, the nearest speed it may.
   */
  public List<Integer> plotSpeeds(Cy6State s, Plane p) {
    SpeedRange range = speedRange(s, p);
    List<Integer> out = new ArrayList<>();
    for (int speed = range.lo(); speed <= range.hi(); speed++) {
      out.add(speed);
    }
    return out;
  }

  /** The speeds a plot may have, from {@code lo} to {@code hi}. */
  private record SpeedRange(int lo, int hi) {
    boolean contains(int speed) {
      return lo <= speed && speed <= hi;
    }
  }

  /**
   * One speed either side of the current one, within 1 and the cap; only the cap when the current
   * speed is above it by more than one.
   */
  private SpeedRange speedRange(Cy6State s, Plane p) {
    int max = Math.min(plotCap(s, p), engine.chart(p).topSpeed());
    int lo = Math.max(1, p.speed() - 1);
    int hi = Math.min(max, p.speed() + 1);
    return lo > hi ? new SpeedRange(max, max) : new SpeedRange(lo, hi);
  }

  /** The fastest a plot may be: the aircraft's maximum, or its formation's speed for a leader. */
  public int plotCap(Cy6State s, Plane p) {
    int max = p.maxSpeed();
    if (s.leads(p)) {
      List<Plane> members = s.formation(p.formation().get());
      List<Integer> undamaged = new ArrayList<>(members.size());
      List<Integer> all = new ArrayList<>(members.size());
      for (Plane m : members) {
        all.add(m.maxSpeed());
        if (!m.condition().isDamaged()) {
          undamaged.add(m.maxSpeed());
        }
      }
      max = Math.min(max, Formation.speed(undamaged.isEmpty() ? all : undamaged));
    }
    return Math.max(1, max);
  }

  /**
   * Whether {@code p} may fly {@code m}: elevator damage bars steep, power and special maneuvers or
   * all climbs and dives; wing problems bar special maneuvers; the climb factor bounds TALs gained
   * (an assumption: Climb needs 1, Steep Climb 2), with engine damage as {@link
   * FlightReadings#climbFactor} reads "Climb Factor /3"; TALs stay within the altitude table; an
   * aircraft that must exit by dive may only dive.
   */
  public boolean maneuverAllowed(Plane p, Maneuver m) {
    return maneuverBar(p, m).isEmpty();
  }

  /** Why {@code p} may not fly {@code m} ({@link #maneuverAllowed}), in plain words. */
  public Optional<String> maneuverBar(Plane p, Maneuver m) {
    AircraftCondition c = p.condition();
    int dt = engine.config().tables().talChange(m);
    if (p.tal() + dt < 1) {
      return Optional.of("it may not fly below TAL 1");
    }
    if (p.tal() + dt > engine.config().tables().topTal()) {
      return Optional.of("it may not fly above TAL " + engine.config().tables().topTal());
    }
    int factor = engine.config().flightReadings().climbFactor(c, p.type().climb());
    if (dt > 0 && factor < dt) {
      return Optional.of(
          factor == 0
              ? "it may not climb"
              : "it may climb at most " + factor + (factor == 1 ? " TAL" : " TALs") + " a move");
    }
    if (c.has(Status.NO_CLIMB_OR_DIVE) && (m.climbs() || m.dives() || m == Maneuver.SPECIAL)) {
      return Optional.of(
          "its elevator is destroyed and it may not fly a special maneuver, a dive or a climb");
    }
    if (c.has(Status.NO_POWER_OR_STEEP)
        && (m == Maneuver.STEEP_CLIMB
            || m == Maneuver.STEEP_DIVE
            || m == Maneuver.POWER_DIVE
            || m == Maneuver.SPECIAL)) {
      return Optional.of(
          "its elevator is hit and it may not fly a special maneuver, a power dive or a steep"
              + " climb or dive");
    }
    if (c.has(Status.NO_SPECIAL_MANEUVERS) && m == Maneuver.SPECIAL) {
      return Optional.of("its wings are damaged and it may not fly a special maneuver");
    }
    if (c.has(Status.MUST_EXIT_BY_DIVE) && !m.dives()) {
      return Optional.of("it must exit the board by dive");
    }
    return Optional.empty();
  }

  /**
   * Whether {@code p} may fly {@code code}: no turns with the rudder destroyed, a right turn when
   * jammed.
   */
  public static boolean codeAllowed(Plane p, TurnCode code) {
    return codeBar(p, code).isEmpty();
  }

  /** Why {@code p} may not fly {@code code} ({@link #codeAllowed}), in plain words. */
  public static Optional<String> codeBar(Plane p, TurnCode code) {
    if (p.condition().has(Status.NO_TURNS) && code.turns()) {
      return Optional.of("its rudder is destroyed and it may not turn");
    }
    if (p.condition().has(Status.RIGHT_TURN_NEXT_TURN) && code.facingChange() <= 0) {
      return Optional.of("its rudder is jammed and it must turn right");
    }
    return Optional.empty();
  }

  /**
   * Why {@code p}, as it flies its move (after the checks at the start of the move), may not fly
   * {@code m} with {@code code}, in plain words; empty when it may. These are the restrictions of
   * its condition and altitude that every plot obeys ({@link #maneuverAllowed}, {@link
   * #codeAllowed}) and, while it "must fly forward until Aircrew Check passed" (Fuel or Oil on
   * Windscreen), flying forward as {@link FlightReadings#flyForward()} reads it. A wingman keeps
   * formation only with a move none of them bars; an aircraft alone, its plot checked against the
   * others when it plotted, flies it only if it flies forward while it must ({@link Movement}).
   */
  public Optional<String> barred(Plane p, Maneuver m, TurnCode code) {
    if (p.condition().has(Status.FLY_FORWARD)
        && !engine.config().flightReadings().flyForward().allows(m, code)) {
      return Optional.of("it must fly forward");
    }
    Optional<String> why = codeBar(p, code);
    return why.isPresent() ? why : maneuverBar(p, m);
  }

  /**
   * Whether {@link #plots} holds {@code plot}, decided without listing them all where it can: a
   * plot of the chart at a speed {@code p} may fly, by a maneuver and code it may fly; the fallback
   * straight and level move only when nothing else fits.
   */
  public boolean isPlot(Cy6State s, Plane p, Cy6Command.Plot plot) {
    if (WayOut.fliesOut(engine.config(), p)) {
      return WayOut.plot(engine, s, p).equals(plot);
    }
    MoveChart chart = engine.chart(p);
    if (!chart.has(plot.code())) {
      return false;
    }
    MoveChart.Move move = chart.move(plot.code());
    if (move.maneuvers().contains(plot.maneuver())
        && speedRange(s, p).contains(move.code().speed())
        && maneuverAllowed(p, plot.maneuver())
        && codeAllowed(p, move.code())) {
      return true;
    }
    // the straight and level fallback, listed only when no other plot fits
    return plot.maneuver() == Maneuver.LEVEL && !move.code().turns() && plots(s, p).contains(plot);
  }

  public void checkPlot(Cy6State s, Plane p, Cy6Command.Plot plot) {
    if (!isPlot(s, p, plot)) {
      MoveChart chart = engine.chart(p);
      String why;
      if (WayOut.fliesOut(engine.config(), p)) {
        Cy6Command.Plot forced = WayOut.plot(engine, s, p);
        why =
            p.id()
                + " must leave the fight ("
                + WayOut.why(p)
                + "): its move is "
                + forced.maneuver().code()
                + " "
                + forced.code()
                + ", toward the "
                + WayOut.edge(s, p)
                + " edge";
      } else if (!chart.has(plot.code())) {
        why = "there is no turn code " + plot.code() + " on " + chart.name();
      } else {
        TurnCode code = chart.move(plot.code()).code();
        if (!chart.move(plot.code()).maneuvers().contains(plot.maneuver())) {
          why = chart.name() + " does not allow " + plot.code() + " as " + plot.maneuver().code();
        } else if (!speedRange(s, p).contains(code.speed())) {
          List<Integer> speeds = plotSpeeds(s, p);
          why =
              "at speed "
                  + p.speed()
                  + " (at most "
                  + plotCap(s, p)
                  + ") a move may be flown at "
                  + (speeds.size() == 1 && p.speed() - 1 > speeds.get(0)
                      ? String.valueOf(speeds.get(0))
                      : "one more or one less")
                  + ", not "
                  + code.speed();
        } else {
          why =
              p.id()
                  + "'s condition or altitude bars "
                  + plot.maneuver().code()
                  + " "
                  + plot.code();
        }
      }
      throw new RuleViolation(
          "Move Plotting Phase (B), " + Engine.SEED,
          "code",
          plot.maneuver().code() + " " + plot.code(),
          why);
    }
  }

  public static TurnCode straight(MoveChart chart, int speed) {
    return chart.codes(speed, Maneuver.LEVEL).stream()
        .filter(c -> !c.turns() && c.code().startsWith("F") && c.code().length() == 3)
        .findFirst()
        .orElseThrow(
            () ->
                new IllegalStateException(
                    chart.name() + " has no straight code at speed " + speed));
  }

  /** Checks {@code plot} and records it secretly. */
  public Cy6State plot(
      Cy6State s, Plane p, Cy6Command.Plot plot, List<String> waiting, List<GameEvent> events) {
    checkPlot(s, p, plot);
    events.add(Engine.secret(s, p.side(), p.id(), plot.describe()));
    return States.withCommitted(
        s,
        waiting,
        s.tails(),
        s.formationChoices(),
        States.plus(s.plots(), p.id(), plot),
        s.tailInfo(),
        s.fire());
  }
}
