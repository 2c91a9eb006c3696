package io.github.dogfight.cy6;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.hex.Arc;
import io.github.dogfight.core.hex.Hex;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/** The turn of Check Your 6! (seed 002, B): declarations, plotting, movement and fire. */
final class Cy6Engine {
  static final String SEED = "seed 002";
  private static final String PLAY = "Play Sequence (B), " + SEED;

  private final Cy6Config config;
  private final Movement movement;
  private final AirFire airFire;

  Cy6Engine(Cy6Config config) {
    this.config = config;
    this.movement = new Movement(this);
    this.airFire = new AirFire(config, movement);
  }

  Cy6Config config() {
    return config;
  }

  /** The fire segment: guns that bear, attacks, resolution. */
  AirFire airFire() {
    return airFire;
  }

  MoveChart chart(Plane p) {
    return config.charts().apply(p.type());
  }

  // ---------------------------------------------------------------- turn flow

  /** Moves on from {@code s} to the next step that waits for someone, resolving what does not. */
  Cy6State advance(Cy6State s, Cy6State.Step from, Roller roller, List<GameEvent> events) {
    Cy6State.Step step = from;
    while (true) {
      final Cy6State cur = s;
      switch (step) {
        case TAILING -> {
          List<String> w = ids(s.flying().stream().filter(p -> !tailTargets(cur, p).isEmpty()));
          if (!w.isEmpty()) {
            return s.at(step, w);
          }
          step = Cy6State.Step.FORMATION;
        }
        case FORMATION -> {
          List<String> w = ids(s.flying().stream().filter(p -> p.formation().isPresent()));
          if (!w.isEmpty()) {
            return s.at(step, w);
          }
          step = Cy6State.Step.PLOTTING;
        }
        case PLOTTING -> {
          List<String> w =
              ids(
                  s.flying().stream()
                      .filter(p -> !cur.isWingman(p) && !cur.tails().containsKey(p.id())));
          if (!w.isEmpty()) {
            return s.at(step, w);
          }
          step = Cy6State.Step.TAILER_PLOTTING;
        }
        case TAILER_PLOTTING -> {
          List<String> w =
              ids(
                  s.flying().stream()
                      .filter(p -> !cur.isWingman(p) && cur.tails().containsKey(p.id())));
          if (!w.isEmpty()) {
            s = withTailInfo(s, w);
            return s.at(step, w);
          }
          s = movement.move(s, roller, events);
          if (ended(s)) {
            return end(s, events);
          }
          step = Cy6State.Step.FIRE;
        }
        case FIRE -> {
          List<String> w = ids(s.flying().stream().filter(p -> !airFire.targets(cur, p).isEmpty()));
          if (!w.isEmpty()) {
            return s.at(step, w);
          }
          if (ended(s) || s.turn() >= config.maxTurns()) {
            return end(s, events);
          }
          s = s.nextTurn();
          step = Cy6State.Step.TAILING;
        }
        case OVER -> {
          return s;
        }
      }
    }
  }

  private static List<String> ids(java.util.stream.Stream<Plane> planes) {
    return planes.map(Plane::id).toList();
  }

  /** Takes one command of the pending step; the step resolves when the last awaited one is in. */
  Cy6State apply(Cy6State s, Cy6Command c, Roller roller, List<GameEvent> events) {
    if (s.isOver()) {
      throw new RuleViolation(PLAY, "command", c.describe(), "the engagement is over");
    }
    if (!s.waiting().contains(c.aircraft())) {
      throw new RuleViolation(
          PLAY,
          "aircraft",
          c.aircraft(),
          "the " + s.phase() + " step waits for " + s.waiting() + ", not for " + c.aircraft());
    }
    Plane p = s.get(c.aircraft());
    List<String> waiting = new ArrayList<>(s.waiting());
    waiting.remove(p.id());
    switch (s.step()) {
      case TAILING -> {
        if (!(c instanceof Cy6Command.Tail t)) {
          throw wrong(s, c, "Tail");
        }
        if (t.target().isPresent() && !tailTargets(s, p).contains(t.target().get())) {
          throw new RuleViolation(
              "Tailing Declaration Phase (B), " + SEED,
              "target",
              t.target().get(),
              p.id()
                  + " may tail only an enemy within 3 hexes behind it, TAL within 1: "
                  + tailTargets(s, p));
        }
        Map<String, String> tails = new LinkedHashMap<>(s.tails());
        t.target().ifPresent(target -> tails.put(p.id(), target));
        events.add(secret(s, p, t.describe()));
        Cy6State next =
            s.withCommitted(
                waiting, tails, s.formationChoices(), s.plots(), s.tailInfo(), s.fire());
        if (!waiting.isEmpty()) {
          return next;
        }
        // revealed together, in the engagement's order (not the order they were declared in)
        for (Plane tailer : next.planes()) {
          String target = tails.get(tailer.id());
          if (target != null) {
            events.add(
                happened(
                    next,
                    tailer.id(),
                    Cy6Event.Kind.TAIL,
                    tailer.id() + " tails " + target,
                    List.of()));
          }
        }
        return advance(next, Cy6State.Step.FORMATION, roller, events);
      }
      case FORMATION -> {
        if (!(c instanceof Cy6Command.FormationStatus f)) {
          throw wrong(s, c, "FormationStatus");
        }
        if (!formationChoices(s, p).contains(f.choice())) {
          throw new RuleViolation(
              "Formation Rules (C1.0), " + SEED,
              "choice",
              f.choice().toString(),
              (s.leads(p)
                  ? "a formation leader may keep or break-up"
                  : "a wingman may keep or drop-out"));
        }
        events.add(secret(s, p, f.describe()));
        Map<String, Cy6Command.FormationChoice> choices =
            Cy6State.plus(s.formationChoices(), p.id(), f.choice());
        Cy6State next =
            s.withCommitted(waiting, s.tails(), choices, s.plots(), s.tailInfo(), s.fire());
        if (!waiting.isEmpty()) {
          return next;
        }
        next = applyFormationChoices(next, events);
        return advance(next, Cy6State.Step.PLOTTING, roller, events);
      }
      case PLOTTING, TAILER_PLOTTING -> {
        if (!(c instanceof Cy6Command.Plot plot)) {
          throw wrong(s, c, "Plot");
        }
        checkPlot(s, p, plot);
        events.add(secret(s, p, plot.describe()));
        Cy6State next =
            s.withCommitted(
                waiting,
                s.tails(),
                s.formationChoices(),
                Cy6State.plus(s.plots(), p.id(), plot),
                s.tailInfo(),
                s.fire());
        if (!waiting.isEmpty()) {
          return next;
        }
        if (s.step() == Cy6State.Step.TAILER_PLOTTING) {
          // every tailer has plotted: fly
          Cy6State moved =
              movement.move(next.at(Cy6State.Step.TAILER_PLOTTING, List.of()), roller, events);
          if (ended(moved)) {
            return end(moved, events);
          }
          return advance(moved, Cy6State.Step.FIRE, roller, events);
        }
        return advance(next, Cy6State.Step.TAILER_PLOTTING, roller, events);
      }
      case FIRE -> {
        if (!(c instanceof Cy6Command.Fire f)) {
          throw wrong(s, c, "Fire");
        }
        if (f.target().isPresent() && !airFire.targets(s, p).contains(f.target().get())) {
          throw new RuleViolation(
              "Air-to-Air Fire (B4.0), " + SEED,
              "target",
              f.target().get(),
              p.id()
                  + " has no gun that bears on it within range; it may fire at "
                  + airFire.targets(s, p));
        }
        events.add(secret(s, p, f.describe()));
        Cy6State next =
            s.withCommitted(
                waiting,
                s.tails(),
                s.formationChoices(),
                s.plots(),
                s.tailInfo(),
                Cy6State.plus(s.fire(), p.id(), f.target()));
        if (!waiting.isEmpty()) {
          return next;
        }
        next = airFire.resolveFire(next, roller, events);
        if (ended(next) || next.turn() >= config.maxTurns()) {
          return end(next, events);
        }
        return advance(next.nextTurn(), Cy6State.Step.TAILING, roller, events);
      }
      case OVER -> throw new RuleViolation(PLAY, "command", c.describe(), "the engagement is over");
    }
    throw new IllegalStateException("unreachable step " + s.step());
  }

  private static RuleViolation wrong(Cy6State s, Cy6Command c, String expected) {
    return new RuleViolation(
        PLAY,
        "command",
        c.describe(),
        "the " + s.phase() + " step takes a " + expected + " command");
  }

  private static Cy6Event secret(Cy6State s, Plane p, String what) {
    return new Cy6Event.Committed(s.turn(), s.phase(), Optional.of(p.id()), p.side(), what, true);
  }

  static Cy6Event.Happened happened(
      Cy6State s, @Nullable String aircraft, Cy6Event.Kind kind, String text, List<DiceRoll> dice) {
    return new Cy6Event.Happened(
        s.turn(), s.phase(), Optional.ofNullable(aircraft), kind, text, dice);
  }

  // ---------------------------------------------------------------- tailing and formations

  /**
   * The enemies {@code p} may tail (assumption: the tailing rules are not in seed 002): an enemy in
   * the fight with {@code p} in its rear arc, 1 to 3 hexes away, TAL within 1; a wingman in
   * formation follows its leader and tails no one.
   */
  List<String> tailTargets(Cy6State s, Plane p) {
    if (s.isWingman(p) || p.condition().has(Status.OUT_OF_CONTROL)) {
      return List.of();
    }
    List<String> out = new ArrayList<>();
    Hex here = p.position().hex();
    for (Plane e : s.flying()) {
      if (e.side().equals(p.side())) {
        continue;
      }
      Hex there = e.position().hex();
      int d = there.distance(here);
      if (d >= 1
          && d <= 3
          && Math.abs(e.tal() - p.tal()) <= 1
          && Arc.of(there, e.position().facing(), here) == Arc.REAR) {
        out.add(e.id());
      }
    }
    return out;
  }

  static List<Cy6Command.FormationChoice> formationChoices(Cy6State s, Plane p) {
    if (p.formation().isEmpty()) {
      return List.of();
    }
    return s.leads(p)
        ? List.of(Cy6Command.FormationChoice.KEEP, Cy6Command.FormationChoice.BREAK_UP)
        : List.of(Cy6Command.FormationChoice.KEEP, Cy6Command.FormationChoice.DROP_OUT);
  }

  private Cy6State applyFormationChoices(Cy6State s, List<GameEvent> events) {
    Cy6State out = s;
    for (Plane p : s.flying()) {
      Cy6Command.FormationChoice c = s.formationChoices().get(p.id());
      if (c == Cy6Command.FormationChoice.BREAK_UP) {
        for (Plane m : s.formation(p.formation().get())) {
          out = out.withPlane(out.get(m.id()).inFormation(Optional.empty()));
        }
        events.add(
            happened(
                out,
                p.id(),
                Cy6Event.Kind.FORMATION,
                p.id() + " breaks formation " + p.formation().get() + " up; it may not reform",
                List.of()));
      } else if (c == Cy6Command.FormationChoice.DROP_OUT) {
        out = out.withPlane(out.get(p.id()).inFormation(Optional.empty()));
        events.add(
            happened(
                out,
                p.id(),
                Cy6Event.Kind.FORMATION,
                p.id() + " drops out of formation " + p.formation().get(),
                List.of()));
      }
    }
    return dissolveSingles(out, events);
  }

  /** A formation needs at least two aircraft (C1.0): one left alone flies on its own. */
  static Cy6State dissolveSingles(Cy6State s, List<GameEvent> events) {
    Cy6State out = s;
    for (Plane p : s.flying()) {
      if (p.formation().isPresent() && out.formation(p.formation().get()).size() < 2) {
        out = out.withPlane(out.get(p.id()).inFormation(Optional.empty()));
        events.add(
            happened(
                out,
                p.id(),
                Cy6Event.Kind.FORMATION,
                "formation "
                    + p.formation().get()
                    + " has one aircraft left: "
                    + p.id()
                    + " flies on its own",
                List.of()));
      }
    }
    return out;
  }

  private Cy6State withTailInfo(Cy6State s, List<String> tailers) {
    Map<String, String> info = new LinkedHashMap<>();
    for (String t : tailers) {
      String targetId = s.tails().get(t);
      if (targetId == null) {
        continue;
      }
      Plane target = s.get(targetId);
      Plane plotter = s.isWingman(target) ? s.formation(target.formation().get()).get(0) : target;
      Cy6Command.Plot plot = s.plots().get(plotter.id());
      if (plot != null) {
        info.put(t, targetId + " " + tailWords(plot, config.tables()));
      }
    }
    return s.withCommitted(s.waiting(), s.tails(), s.formationChoices(), s.plots(), info, s.fire());
  }

  /** "Tailing provides Left/Right/Fwd & Climb/Dive/Level information". */
  static String tailWords(Cy6Command.Plot plot, Cy6Tables tables) {
    char d = plot.code().charAt(0);
    String dir = d == 'L' ? "turns left" : d == 'R' ? "turns right" : "flies forward";
    int tal = tables.talChange(plot.maneuver());
    return dir + ", " + (tal > 0 ? "climbing" : tal < 0 ? "diving" : "level");
  }

  // ---------------------------------------------------------------- plotting

  /** The plots {@code p} may make: the legal commands of the plotting steps. */
  List<Cy6Command.Plot> plots(Cy6State s, Plane p) {
    List<Cy6Command.Plot> out = new ArrayList<>();
    MoveChart chart = chart(p);
    int max = Math.min(plotCap(s, p), chart.topSpeed());
    for (int speed = Math.max(1, p.speed() - 1); speed <= Math.min(max, p.speed() + 1); speed++) {
      for (Maneuver m : Maneuver.values()) {
        if (!maneuverAllowed(p, m)) {
          continue;
        }
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

  /** The fastest a plot may be: the aircraft's maximum, or its formation's speed for a leader. */
  int plotCap(Cy6State s, Plane p) {
    int max = p.maxSpeed();
    if (s.leads(p)) {
      List<Plane> members = s.formation(p.formation().get());
      List<Integer> undamaged =
          members.stream().filter(m -> !m.condition().isDamaged()).map(Plane::maxSpeed).toList();
      List<Integer> all = members.stream().map(Plane::maxSpeed).toList();
      max = Math.min(max, Formation.speed(undamaged.isEmpty() ? all : undamaged));
    }
    return Math.max(1, max);
  }

  /**
   * Whether {@code p} may fly {@code m}: elevator damage bars steep, power and special maneuvers or
   * all climbs and dives; wing problems bar special maneuvers; the climb factor bounds TALs gained
   * (an assumption: Climb needs 1, Steep Climb 2); TALs stay within the altitude table; an aircraft
   * that must exit by dive may only dive.
   */
  boolean maneuverAllowed(Plane p, Maneuver m) {
    AircraftCondition c = p.condition();
    int dt = config.tables().talChange(m);
    if (p.tal() + dt < 1 || p.tal() + dt > config.tables().topTal()) {
      return false;
    }
    if (dt > 0 && c.climb(p.type().climb()) < dt) {
      return false;
    }
    if (c.has(Status.NO_CLIMB_OR_DIVE) && (m.climbs() || m.dives() || m == Maneuver.SPECIAL)) {
      return false;
    }
    if (c.has(Status.NO_POWER_OR_STEEP)
        && (m == Maneuver.STEEP_CLIMB
            || m == Maneuver.STEEP_DIVE
            || m == Maneuver.POWER_DIVE
            || m == Maneuver.SPECIAL)) {
      return false;
    }
    if (c.has(Status.NO_SPECIAL_MANEUVERS) && m == Maneuver.SPECIAL) {
      return false;
    }
    return !c.has(Status.MUST_EXIT_BY_DIVE) || m.dives();
  }

  /**
   * Whether {@code p} may fly {@code code}: no turns with the rudder destroyed, a right turn when
   * jammed.
   */
  static boolean codeAllowed(Plane p, TurnCode code) {
    if (p.condition().has(Status.NO_TURNS) && code.turns()) {
      return false;
    }
    return !p.condition().has(Status.RIGHT_TURN_NEXT_TURN) || code.facingChange() > 0;
  }

  private void checkPlot(Cy6State s, Plane p, Cy6Command.Plot plot) {
    if (!plots(s, p).contains(plot)) {
      MoveChart chart = chart(p);
      String why;
      if (!chart.has(plot.code())) {
        why = "there is no turn code " + plot.code() + " on " + chart.name();
      } else {
        TurnCode code = chart.move(plot.code()).code();
        if (!chart.move(plot.code()).maneuvers().contains(plot.maneuver())) {
          why = chart.name() + " does not allow " + plot.code() + " as " + plot.maneuver().code();
        } else if (Math.abs(code.speed() - p.speed()) > 1 || code.speed() > plotCap(s, p)) {
          why =
              "at speed "
                  + p.speed()
                  + " (at most "
                  + plotCap(s, p)
                  + ") a move may be flown at one more or one less, not "
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
          "Move Plotting Phase (B), " + SEED,
          "code",
          plot.maneuver().code() + " " + plot.code(),
          why);
    }
  }

  static TurnCode straight(MoveChart chart, int speed) {
    return chart.codes(speed, Maneuver.LEVEL).stream()
        .filter(c -> !c.turns() && c.code().startsWith("F") && c.code().length() == 3)
        .findFirst()
        .orElseThrow(
            () ->
                new IllegalStateException(
                    chart.name() + " has no straight code at speed " + speed));
  }

  // ---------------------------------------------------------------- the end

  static boolean ended(Cy6State s) {
    for (String side : s.sides()) {
      if (s.flying().stream().noneMatch(p -> p.side().equals(side))) {
        return true;
      }
    }
    return false;
  }

  /** Victory points of {@code side}: what the enemy lost. */
  int victoryPoints(Cy6State s, String side) {
    int vp = 0;
    for (Plane p : s.planes()) {
      if (!p.side().equals(side)) {
        vp += config.victoryPoints().of(p);
      }
    }
    return vp;
  }

  private Cy6State end(Cy6State s, List<GameEvent> events) {
    String a = s.sides().get(0);
    String b = s.sides().get(1);
    int va = victoryPoints(s, a);
    int vb = victoryPoints(s, b);
    String why =
        ended(s)
            ? "no aircraft of "
                + (s.flying().stream().noneMatch(p -> p.side().equals(a)) ? a : b)
                + " left in the fight"
            : "turn " + s.turn() + " was the last";
    Optional<String> winner = va == vb ? Optional.empty() : Optional.of(va > vb ? a : b);
    String result =
        winner.map(w -> w + " wins").orElse("a draw")
            + " on victory points, "
            + a
            + " "
            + va
            + ", "
            + b
            + " "
            + vb
            + " ("
            + why
            + ")";
    Cy6State over = s.over(result, winner);
    events.add(
        new Cy6Event.Happened(
            s.turn(), "end", Optional.empty(), Cy6Event.Kind.END, result, List.of()));
    return over;
  }
}
