package io.github.dogfight.cy6.internal;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.cy6.Battery;
import io.github.dogfight.cy6.Cy6Command;
import io.github.dogfight.cy6.Cy6Config;
import io.github.dogfight.cy6.Cy6Event;
import io.github.dogfight.cy6.Cy6State;
import io.github.dogfight.cy6.MoveChart;
import io.github.dogfight.cy6.Pending;
import io.github.dogfight.cy6.Plane;
import io.github.dogfight.cy6.internal.airfire.AirFire;
import io.github.dogfight.cy6.internal.antiaircraft.GroundFire;
import io.github.dogfight.cy6.internal.endofturn.EndOfTurn;
import io.github.dogfight.cy6.internal.movement.Formations;
import io.github.dogfight.cy6.internal.movement.Movement;
import io.github.dogfight.cy6.internal.movement.Tailing;
import io.github.dogfight.cy6.internal.movement.WayOut;
import io.github.dogfight.cy6.internal.plotting.Plotting;
import io.github.dogfight.cy6.internal.spotting.Sight;
import io.github.dogfight.cy6.internal.surface.SurfaceFire;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The turn of Check Your 6! (rules 002, B): each command is checked against the decision pending
 * ({@link Pending}) and recorded; when the last awaited command of a step is in, the step resolves
 * in its phase's package (tailing and formations, plotting, movement, anti-aircraft fire,
 * air-to-air fire, surface attack, the end of the engagement) and the engine moves on to the next
 * step that waits for someone.
 */
public final class Engine {
  public static final String SEED = "rules 002";
  private static final String PLAY = "Play Sequence (B), " + SEED;

  private final Cy6Config config;
  private final Movement movement;
  private final AirFire airFire;
  private final GroundFire groundFire;
  private final SurfaceFire surfaceFire;
  private final Sight sight;
  private final Tailing tailing;
  private final Formations formations;
  private final Plotting plotting;
  private final EndOfTurn endOfTurn;

  /**
   * The engine of the rule set built from {@code config}.
   *
   * @param config the configuration
   */
  public Engine(Cy6Config config) {
    this.config = config;
    this.sight = new Sight(config);
    this.movement = new Movement(this);
    this.airFire = new AirFire(config, movement, sight);
    this.groundFire = new GroundFire(config, airFire, sight);
    this.surfaceFire = new SurfaceFire(config);
    this.tailing = new Tailing(this);
    this.formations = new Formations();
    this.plotting = new Plotting(this);
    this.endOfTurn = new EndOfTurn(this);
  }

  public Cy6Config config() {
    return config;
  }

  /** The fire segment: guns that bear, attacks, resolution. */
  public AirFire airFire() {
    return airFire;
  }

  /** The movement phase. */
  public Movement movement() {
    return movement;
  }

  /** Spotting, and what each side may see. */
  public Sight sight() {
    return sight;
  }

  /** The anti-aircraft fire segment. */
  public GroundFire groundFire() {
    return groundFire;
  }

  /** The surface attack segment. */
  public SurfaceFire surfaceFire() {
    return surfaceFire;
  }

  /** The tailing declaration phase. */
  public Tailing tailing() {
    return tailing;
  }

  /** The formation status segment. */
  public Formations formations() {
    return formations;
  }

  /** Move plotting. */
  public Plotting plotting() {
    return plotting;
  }

  /** The end of the engagement. */
  public EndOfTurn endOfTurn() {
    return endOfTurn;
  }

  /** The move chart {@code p} flies. */
  public MoveChart chart(Plane p) {
    return config.charts().apply(p.type());
  }

  // ---------------------------------------------------------------- turn flow

  /** The step after {@code step} in a turn (the surface attack segment ends it). */
  private static Cy6State.Step after(Cy6State.Step step) {
    return switch (step) {
      case TAILING -> Cy6State.Step.FORMATION;
      case FORMATION -> Cy6State.Step.PLOTTING;
      case PLOTTING -> Cy6State.Step.TAILER_PLOTTING;
      case TAILER_PLOTTING -> Cy6State.Step.AA_FIRE;
      case AA_FIRE -> Cy6State.Step.FIRE;
      case FIRE -> Cy6State.Step.SURFACE_ATTACK;
      case SURFACE_ATTACK, OVER -> Cy6State.Step.TAILING;
    };
  }

  /** Who {@code step} waits for in {@code s}, in the engagement's order. */
  private List<String> waitingFor(Cy6State s, Cy6State.Step step) {
    List<String> out = new ArrayList<>();
    switch (step) {
      case TAILING -> {
        for (Plane p : s.flying()) {
          if (!tailing.tailTargets(s, p).isEmpty()) {
            out.add(p.id());
          }
        }
      }
      case FORMATION -> {
        for (Plane p : s.flying()) {
          if (p.formation().isPresent()) {
            out.add(p.id());
          }
        }
      }
      case PLOTTING, TAILER_PLOTTING -> {
        boolean tailers = step == Cy6State.Step.TAILER_PLOTTING;
        for (Plane p : s.flying()) {
          if (!s.isWingman(p) && s.tails().containsKey(p.id()) == tailers) {
            out.add(p.id());
          }
        }
      }
      case AA_FIRE -> {
        for (Battery b : s.ground().batteries()) {
          if (groundFire.acts(s, b)) {
            out.add(b.id());
          }
        }
      }
      case FIRE -> {
        for (Plane p : s.flying()) {
          if (airFire.hasTarget(s, p)) {
            out.add(p.id());
          }
        }
      }
      case SURFACE_ATTACK -> {
        for (Plane p : s.flying()) {
          if (surfaceFire.mayStrike(s, p)) {
            out.add(p.id());
          }
        }
      }
      case OVER -> {
        // no one
      }
    }
    return out;
  }

  /** Moves on from {@code s} to the next step that waits for someone, resolving what does not. */
  public Cy6State advance(Cy6State s, Cy6State.Step from, Roller roller, List<GameEvent> events) {
    Cy6State cur = s;
    Cy6State.Step step = from;
    while (step != Cy6State.Step.OVER) {
      if (step == Cy6State.Step.FORMATION) {
        // an aircraft that must leave the fight leaves its formation first, so none plots for it
        cur = WayOut.leaveFormations(config, States.at(cur, step, List.of()), events);
      }
      List<String> w = waitingFor(cur, step);
      if (!w.isEmpty()) {
        if (step == Cy6State.Step.TAILER_PLOTTING) {
          cur = tailing.withTailInfo(cur, w);
        }
        return States.at(cur, step, w);
      }
      cur = resolve(States.at(cur, step, List.of()), step, roller, events);
      if (cur.isOver()) {
        return cur;
      }
      step = after(step);
    }
    return cur;
  }

  /**
   * Resolves {@code step} once every command it waited for is in: reveals tails, applies formation
   * choices, flies the moves, fires the segments; the engagement ends when a side is out of the
   * fight or after the last turn's surface attack segment.
   */
  private Cy6State resolve(Cy6State s, Cy6State.Step step, Roller roller, List<GameEvent> events) {
    Cy6State out = s;
    switch (step) {
      case TAILING -> {
        // revealed together, in the engagement's order (not the order they were declared in)
        for (Plane tailer : s.planes()) {
          String target = s.tails().get(tailer.id());
          if (target != null) {
            events.add(
                happened(
                    s,
                    tailer.id(),
                    Cy6Event.Kind.TAIL,
                    tailer.id() + " tails " + target,
                    List.of()));
          }
        }
        return out;
      }
      case FORMATION -> {
        return tailing.breakTailCycles(formations.applyFormationChoices(s, events), events);
      }
      case PLOTTING, OVER -> {
        return out;
      }
      case TAILER_PLOTTING -> {
        Map<String, Integer> tals = new LinkedHashMap<>();
        for (Plane p : s.flying()) {
          tals.put(p.id(), p.tal());
        }
        Cy6State ready = States.copyWithStartTals(s, tals);
        if (config.spotting().isPresent()) {
          ready = sight.spot(ready, roller, events);
        }
        out = movement.move(ready, roller, events);
      }
      case AA_FIRE -> out = groundFire.resolveAa(s, roller, events);
      case FIRE -> {
        // an aircraft that fires gives itself away as it fires: what its shot leads to (debris
        // thrown back at it, a collision) is told to those who then see it
        List<String> shooters = new ArrayList<>();
        s.fire().forEach((k, v) -> v.ifPresent(t -> shooters.add(k)));
        out = airFire.resolveFire(sight.reveal(s, shooters), roller, events);
      }
      case SURFACE_ATTACK -> {
        List<String> attackers = new ArrayList<>();
        s.strikes().forEach((k, v) -> v.target().ifPresent(t -> attackers.add(k)));
        out = sight.reveal(surfaceFire.resolveStrikes(s, roller, events), attackers);
        return EndOfTurn.ended(out) || out.turn() >= config.maxTurns()
            ? endOfTurn.end(out, events)
            : States.nextTurn(out);
      }
    }
    return EndOfTurn.ended(out) ? endOfTurn.end(out, events) : out;
  }

  /** Takes one command of the pending step; the step resolves when the last awaited one is in. */
  public Cy6State apply(Cy6State s, Cy6Command c, Roller roller, List<GameEvent> events) {
    if (s.isOver()) {
      throw new RuleViolation(PLAY, "command", c.describe(), "the engagement is over");
    }
    if (!s.waiting().contains(c.actor())) {
      throw new RuleViolation(
          PLAY,
          c instanceof Cy6Command.ByBattery ? "battery" : "aircraft",
          c.actor(),
          "the "
              + s.phase()
              + " step waits for "
              + waitingSeenBy(s, c.actor())
              + ", not for "
              + c.actor());
    }
    List<String> waiting = new ArrayList<>(s.waiting());
    waiting.remove(c.actor());
    Cy6State next = commit(s, c, waiting, events);
    if (!waiting.isEmpty()) {
      return next;
    }
    Cy6State resolved = resolve(next, s.step(), roller, events);
    if (resolved.isOver()) {
      return resolved;
    }
    return advance(resolved, after(s.step()), roller, events);
  }

  /**
   * The actors awaited that {@code actor}'s side may know of: its own and, with the spotting
   * segment, the enemies it has spotted (a name that is no aircraft or battery sees the spotted
   * ones only), so that a refusal does not name an aircraft out of its sight.
   */
  private List<String> waitingSeenBy(Cy6State s, String actor) {
    if (config.spotting().isEmpty()) {
      return s.waiting();
    }
    Optional<String> side =
        s.plane(actor).map(Plane::side).or(() -> s.ground().battery(actor).map(Battery::side));
    List<String> out = new ArrayList<>();
    for (String w : s.waiting()) {
      Optional<Plane> p = s.plane(w);
      if (p.isEmpty()
          || side.filter(p.get().side()::equals).isPresent()
          || s.spotted().contains(w)) {
        out.add(w);
      }
    }
    return out;
  }

  /** Checks {@code c} against the decision pending ({@link Pending}) and records it (secretly). */
  private Cy6State commit(Cy6State s, Cy6Command c, List<String> waiting, List<GameEvent> events) {
    Pending pending = Pending.of(s);
    if (c instanceof Cy6Command.ByBattery order) {
      if (!(pending instanceof Pending.AntiAircraftFire)) {
        throw wrong(s, c);
      }
      Battery b = s.ground().battery(order.battery()).orElseThrow(() -> wrong(s, c));
      return groundFire.order(s, b, order, waiting, events);
    }
    // a battery giving an aircraft's command: the wrong kind of command for the step
    Plane p = s.plane(c.actor()).orElseThrow(() -> wrong(s, c));
    if (pending instanceof Pending.Tailing) {
      if (!(c instanceof Cy6Command.Tail t)) {
        throw wrong(s, c);
      }
      return tailing.declare(s, p, t, waiting, events);
    }
    if (pending instanceof Pending.FormationStatus) {
      if (!(c instanceof Cy6Command.FormationStatus f)) {
        throw wrong(s, c);
      }
      return formations.choose(s, p, f, waiting, events);
    }
    if (pending instanceof Pending.Plotting) {
      if (!(c instanceof Cy6Command.Plot plot)) {
        throw wrong(s, c);
      }
      return plotting.plot(s, p, plot, waiting, events);
    }
    if (pending instanceof Pending.AirFire) {
      if (!(c instanceof Cy6Command.Fire f)) {
        throw wrong(s, c);
      }
      return airFire.choose(s, p, f, waiting, events);
    }
    if (pending instanceof Pending.SurfaceAttack) {
      if (!(c instanceof Cy6Command.Strike k)) {
        throw wrong(s, c);
      }
      return surfaceFire.choose(s, p, k, waiting, events);
    }
    // the anti-aircraft fire segment takes battery orders only; an engagement over takes nothing
    throw wrong(s, c);
  }

  private static RuleViolation wrong(Cy6State s, Cy6Command c) {
    String expected =
        switch (s.step()) {
          case TAILING -> "Tail";
          case FORMATION -> "FormationStatus";
          case PLOTTING, TAILER_PLOTTING -> "Plot";
          case AA_FIRE -> "Flak or OrderBarrage";
          case FIRE -> "Fire";
          case SURFACE_ATTACK -> "Strike";
          case OVER -> "no";
        };
    return new RuleViolation(
        PLAY,
        "command",
        c.describe(),
        "the " + s.phase() + " step takes a " + expected + " command");
  }

  /** A command recorded, told to its own side only. */
  public static Cy6Event secret(Cy6State s, String side, String actor, String what) {
    return new Cy6Event.Committed(s.turn(), s.phase(), Optional.of(actor), side, what, true);
  }

  public static Cy6Event.Happened happened(
      Cy6State s, @Nullable String aircraft, Cy6Event.Kind kind, String text, List<DiceRoll> dice) {
    return new Cy6Event.Happened(
        s.turn(), s.phase(), Optional.ofNullable(aircraft), kind, text, dice);
  }

  // ---------------------------------------------------------------- tailing and formations

  // ---------------------------------------------------------------- plotting

  // ---------------------------------------------------------------- the end

}
