package io.github.dogfight.cy6;

import io.github.dogfight.core.check.CheckResult;
import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.Rolled;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.hex.Arc;
import io.github.dogfight.core.hex.Hex;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/** The turn of Check Your 6! (seed 002, B): declarations, plotting, movement and fire. */
final class Cy6Engine {
  static final String SEED = "seed 002";
  private static final String PLAY = "Play Sequence (B), " + SEED;

  private final Cy6Config config;
  private final AirToAir fire;
  private final BoardExit boardExit;

  Cy6Engine(Cy6Config config) {
    this.config = config;
    this.fire = new AirToAir(config.tables());
    this.boardExit = new BoardExit(config.tables(), config.aircrewCheck());
  }

  Cy6Config config() {
    return config;
  }

  AirToAir fire() {
    return fire;
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
          s = move(s, roller, events);
          if (ended(s)) {
            return end(s, events);
          }
          step = Cy6State.Step.FIRE;
        }
        case FIRE -> {
          List<String> w = ids(s.flying().stream().filter(p -> !targets(cur, p).isEmpty()));
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
        for (Map.Entry<String, String> e : tails.entrySet()) {
          events.add(
              happened(
                  next,
                  e.getKey(),
                  Cy6Event.Kind.TAIL,
                  e.getKey() + " tails " + e.getValue(),
                  List.of()));
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
          Cy6State moved = move(next.at(Cy6State.Step.TAILER_PLOTTING, List.of()), roller, events);
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
        if (f.target().isPresent() && !targets(s, p).contains(f.target().get())) {
          throw new RuleViolation(
              "Air-to-Air Fire (B4.0), " + SEED,
              "target",
              f.target().get(),
              p.id()
                  + " has no gun that bears on it within range; it may fire at "
                  + targets(s, p));
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
        next = resolveFire(next, roller, events);
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
  private static Cy6State dissolveSingles(Cy6State s, List<GameEvent> events) {
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

  // ---------------------------------------------------------------- movement

  private record Flown(Maneuver maneuver, TurnCode code, int startSpeed, Position from) {}

  /** The movement phase: every aircraft in the move order, then collisions and the map. */
  Cy6State move(Cy6State s, Roller roller, List<GameEvent> events) {
    Cy6State out = s.at(Cy6State.Step.TAILER_PLOTTING, List.of());
    Cy6State movement = out;
    Map<String, Flown> flown = new LinkedHashMap<>();
    for (String id : config.moveOrder().order(s)) {
      Plane p = movement.get(id);
      if (p.flying()) {
        movement = moveOne(movement, p, flown, roller, events);
      }
    }
    movement = collisions(movement, roller, events);
    events.add(happened(movement, null, Cy6Event.Kind.MAP, TextMap.render(movement), List.of()));
    return movement;
  }

  private Cy6State moveOne(
      Cy6State s, Plane p, Map<String, Flown> flown, Roller roller, List<GameEvent> events) {
    int mark = roller.rollCount();
    // leaving the fight: an aborting plane, or *O "must immediately attempt to exit the board"
    if (p.condition().has(Status.ABORTING) || p.condition().has(Status.MUST_EXIT_BY_DIVE)) {
      Board.Compass edge =
          p.condition().has(Status.ABORTING)
              ? s.board()
                  .homeEdges()
                  .getOrDefault(p.side(), s.board().nearestEdge(p.position().hex()))
              : s.board().nearestEdge(p.position().hex());
      return exit(
          s,
          p,
          edge,
          "leaves the fight ("
              + (p.condition().has(Status.ABORTING) ? "aborting" : "oxygen system hit")
              + ")",
          roller,
          mark,
          events);
    }
    AircraftCondition.MoveStart start =
        p.condition().startOfMove(p.crew(), config.aircrewCheck(), roller);
    if (!start.rolls().isEmpty()) {
      p = p.with(start.condition());
      events.add(
          movementEvent(
              s,
              p.id(),
              Cy6Event.Kind.MOVE_START,
              p.id() + " starts its move: " + conditionWords(p),
              roller.rollsSince(mark)));
      mark = roller.rollCount();
      if (!p.flying()) {
        return s.withPlane(p);
      }
    }
    MoveChart chart = chart(p);
    Maneuver maneuver;
    TurnCode code;
    String how;
    Cy6State cur = s;
    if (cur.isWingman(p)) {
      Plane leader = cur.formation(p.formation().get()).get(0);
      Flown lf = flown.get(leader.id());
      Optional<TurnCode> into = Optional.empty();
      final Plane wing = p;
      if (lf != null
          && leader.flying()
          && leader.tal() == p.tal() + config.tables().talChange(lf.maneuver())) {
        List<Plane> members = cur.formation(p.formation().get());
        // a wingman may take either hex of a rank: the ranks that hold the wingmen, both sides
        int wingmen = members.size() - 1;
        List<Hex> hexes = Formation.formationHexes(leader.position(), (wingmen + 1) / 2 * 2);
        List<Hex> free = new ArrayList<>(hexes);
        for (Plane m : members) {
          if (flown.containsKey(m.id()) && !m.id().equals(leader.id())) {
            free.remove(m.position().hex());
          }
        }
        into =
            Formation.codesIntoFormation(
                    chart, lf.maneuver(), p.position(), p.speed(), p.maxSpeed(), free)
                .stream()
                .filter(c -> codeAllowed(wing, c) && maneuverAllowed(wing, lf.maneuver()))
                .min(Comparator.comparingInt((TurnCode c) -> Math.abs(c.speed() - wing.speed())));
      }
      if (into.isPresent() && lf != null) {
        maneuver = lf.maneuver();
        code = into.get();
        how = "keeps formation: ";
      } else {
        int speed =
            Math.min(
                lf == null ? p.speed() : lf.startSpeed(), Math.min(p.maxSpeed(), chart.topSpeed()));
        maneuver = Maneuver.LEVEL;
        code = straight(chart, Math.max(1, speed));
        cur = cur.withPlane(p.inFormation(Optional.empty()));
        p = cur.get(p.id());
        events.add(
            movementEvent(
                cur,
                p.id(),
                Cy6Event.Kind.FORMATION,
                p.id()
                    + " cannot reach a formation hex and breaks formation: it flies straight and"
                    + " level at the leader's start speed",
                List.of()));
        cur = dissolveSingles(cur, events);
        p = cur.get(p.id());
        how = "";
      }
    } else if (p.condition().has(Status.BLACKOUT) || p.condition().has(Status.OUT_OF_CONTROL)) {
      Random r = randomMove(p, chart, roller);
      maneuver = r.maneuver();
      code = r.code();
      how =
          (p.condition().has(Status.BLACKOUT) ? "blacked out" : "out of control")
              + ", flies at random: ";
    } else if (p.condition().has(Status.FLY_FORWARD)) {
      maneuver = Maneuver.LEVEL;
      code = straight(chart, Math.min(p.speed(), chart.topSpeed()));
      how = "must fly forward: ";
    } else {
      Cy6Command.Plot plot = cur.plots().get(p.id());
      if (plot == null) {
        maneuver = Maneuver.LEVEL;
        code = straight(chart, Math.min(p.speed(), chart.topSpeed()));
        how = "flies on: ";
      } else {
        maneuver = plot.maneuver();
        code = chart.move(plot.code()).code();
        how = "";
      }
    }
    // the checks a damaged aircraft takes to maneuver
    AircraftCondition c = p.condition();
    if (maneuver.climbs() && c.mustCheckToClimb()) {
      CheckResult r =
          config
              .aircrewCheck()
              .roll(
                  p.crew().modifier(),
                  c.checkModifier(),
                  roller,
                  p.id() + " Aircrew Check to climb with engine damage");
      if (!r.passed()) {
        p = p.with(c.with(Status.OUT_OF_CONTROL));
        Random rm = randomMove(p, chart, roller);
        maneuver = rm.maneuver();
        code = rm.code();
        how = "fails the check to climb and goes out of control: ";
      }
    }
    if ((maneuver == Maneuver.EXTREME_TURN || maneuver == Maneuver.SPECIAL)
        && p.condition().mustCheckToManeuver()) {
      CheckResult r =
          config
              .aircrewCheck()
              .roll(
                  p.crew().modifier(),
                  p.condition().checkModifier(),
                  roller,
                  p.id() + " Aircrew Check for a " + maneuver.label() + " with airframe damage");
      if (!r.passed()) {
        p = p.with(p.condition().destroy("the airframe failed in a " + maneuver.label()));
        events.add(
            movementEvent(
                cur,
                p.id(),
                Cy6Event.Kind.MOVE,
                p.id()
                    + " fails its Aircrew Check for a "
                    + maneuver.label()
                    + " with airframe damage and is destroyed",
                roller.rollsSince(mark)));
        return cur.withPlane(p);
      }
    }
    Position from = p.position();
    Position at = from;
    for (Position step : code.trace(from)) {
      Optional<Board.Compass> off = cur.board().beyond(step.hex());
      if (off.isPresent()) {
        return exit(
            cur,
            p.at(at, p.tal(), p.speed()),
            off.get(),
            how + maneuver.code() + " " + code.code() + " off the map",
            roller,
            mark,
            events);
      }
      at = step;
    }
    int tal =
        Math.max(
            1, Math.min(config.tables().topTal(), p.tal() + config.tables().talChange(maneuver)));
    int speed =
        Math.max(1, Math.min(p.maxSpeed(), code.speed() + config.tables().speedChange(maneuver)));
    flown.put(p.id(), new Flown(maneuver, code, p.speed(), from));
    Plane moved = p.at(at, tal, speed).with(p.condition().endOfMove());
    events.add(
        movementEvent(
            cur,
            p.id(),
            Cy6Event.Kind.MOVE,
            p.id()
                + " "
                + how
                + maneuver.code()
                + " "
                + code
                + " to "
                + TextMap.where(at)
                + ", TAL "
                + tal
                + ", speed "
                + speed,
            roller.rollsSince(mark)));
    return cur.withPlane(moved);
  }

  private record Random(Maneuver maneuver, TurnCode code) {}

  /**
   * *B: "Roll d6 for aircraft move where "x" is the current aircraft speed: on 1-2 aircraft
   * executes an Lx2 turn, on 3-4 an Rx2 turn, on 5-6 it moves directly forward. Aircraft flies
   * Level Flight Maneuver on odd roll and Dive Maneuver on even roll. If Dive, the aircraft must
   * increase all speed possible." One d6 decides both; a dive flies one speed faster (as fast as a
   * move may change); a dive at TAL 1 flies level; a chart without Lx2 at that speed flies its
   * first left (right) code there.
   */
  private Random randomMove(Plane p, MoveChart chart, Roller roller) {
    DiceRoll d =
        roller.roll(
            "1d6", p.id() + " random move: 1-2 Lx2, 3-4 Rx2, 5-6 forward; odd level, even dive");
    int face = d.result();
    boolean dive = face % 2 == 0 && p.tal() > 1;
    int x = Math.min(chart.topSpeed(), dive ? Math.min(p.speed() + 1, p.maxSpeed()) : p.speed());
    x = Math.max(1, x);
    Maneuver m = dive ? Maneuver.DIVE : Maneuver.LEVEL;
    if (face >= 5) {
      return new Random(m, straight(chart, x));
    }
    String dir = face <= 2 ? "L" : "R";
    String want = dir + x + "2";
    if (chart.has(want)) {
      return new Random(m, chart.move(want).code());
    }
    final int speed = x;
    return new Random(
        m,
        chart.moves().stream()
            .map(MoveChart.Move::code)
            .filter(c -> c.speed() == speed && c.code().startsWith(dir))
            .findFirst()
            .orElse(straight(chart, speed)));
  }

  private Cy6State exit(
      Cy6State s,
      Plane p,
      Board.Compass edge,
      String how,
      Roller roller,
      int mark,
      List<GameEvent> events) {
    BoardEdge kind = s.board().edgeFor(p.side(), edge);
    Rolled<BoardExit.Result> r =
        roller.roll(
            boardExit.check(
                p.crew(), kind, p.condition().isDamaged(), p.condition().checkModifier()),
            p.id()
                + " board exit Aircrew Check ("
                + kind.name().toLowerCase(java.util.Locale.ROOT)
                + " edge)");
    Plane gone = p.exited(r.value());
    String result =
        switch (r.value()) {
          case SAFE -> "gets home";
          case DAMAGED -> "fails: damaged for victory points";
          case DESTROYED -> "fails: destroyed for victory points";
        };
    events.add(
        movementEvent(
            s,
            p.id(),
            Cy6Event.Kind.EXIT,
            p.id()
                + " "
                + how
                + ", leaving by the "
                + edge
                + " edge ("
                + kind.name().toLowerCase(java.util.Locale.ROOT)
                + "); board exit check "
                + result,
            roller.rollsSince(mark)));
    return s.withPlane(gone);
  }

  private static Cy6Event movementEvent(
      Cy6State s, @Nullable String aircraft, Cy6Event.Kind kind, String text, List<DiceRoll> dice) {
    return new Cy6Event.Happened(
        s.turn(), "movement", Optional.ofNullable(aircraft), kind, text, dice);
  }

  /** Two aircraft ending in the same hex at the same TAL roll for collision, both evading. */
  private Cy6State collisions(Cy6State s, Roller roller, List<GameEvent> events) {
    Cy6State out = s;
    List<Plane> fl = s.flying();
    for (int i = 0; i < fl.size(); i++) {
      for (int j = i + 1; j < fl.size(); j++) {
        Plane a = out.get(fl.get(i).id());
        Plane b = out.get(fl.get(j).id());
        if (a.flying()
            && b.flying()
            && a.position().hex().equals(b.position().hex())
            && a.tal() == b.tal()) {
          out = collide(out, a, true, b, roller, events, "movement");
        }
      }
    }
    return out;
  }

  private Cy6State collide(
      Cy6State s,
      Plane a,
      boolean aEvades,
      Plane b,
      Roller roller,
      List<GameEvent> events,
      String phase) {
    Collision.Result r =
        config.collision().roll(a, aEvades, b, true, config.aircrewCheck(), roller);
    Cy6State out = s;
    String text;
    if (r.collided()) {
      out = out.withPlane(a.with(a.condition().destroy("a mid-air collision with " + b.id())));
      out =
          out.withPlane(
              out.get(b.id()).with(b.condition().destroy("a mid-air collision with " + a.id())));
      text = a.id() + " and " + b.id() + " collide: both are destroyed";
    } else {
      text = a.id() + " and " + b.id() + " miss each other";
    }
    events.add(
        new Cy6Event.Happened(
            s.turn(), phase, Optional.of(a.id()), Cy6Event.Kind.COLLISION, text, r.rolls()));
    return out;
  }

  static String conditionWords(Plane p) {
    AircraftCondition c = p.condition();
    if (c.isDestroyed()) {
      return "destroyed (" + c.destroyed().get() + ")";
    }
    List<String> w = new ArrayList<>();
    if (c.engineDamaged()) {
      w.add("engine damage");
    }
    if (c.airframeDamaged()) {
      w.add("airframe damage");
    }
    for (Status st : c.statuses()) {
      w.add(st.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '));
    }
    return w.isEmpty() ? "intact" : String.join(", ", w);
  }

  // ---------------------------------------------------------------- fire

  /**
   * Range for air-to-air fire (assumption: the seed gives ranges in hexes only): hexes apart plus
   * TALs apart.
   */
  static int range(Plane a, Plane b) {
    return a.position().hex().distance(b.position().hex()) + Math.abs(a.tal() - b.tal());
  }

  /**
   * The guns of {@code shooter} that bear on {@code target}: forward guns into its front arc (the
   * core's 120-degree arc), defensive guns in every direction; working guns with ammunition left,
   * that reach the range.
   */
  List<Gun> bearing(Plane shooter, Plane target) {
    int range = range(shooter, target);
    if (range < 1 || range > 10) {
      return List.of();
    }
    Hex from = shooter.position().hex();
    Hex to = target.position().hex();
    boolean front = !from.equals(to) && Arc.of(from, shooter.position().facing(), to) == Arc.FRONT;
    List<Gun> guns = new ArrayList<>();
    for (Gun g : shooter.condition().workingGuns(shooter.type().guns())) {
      if ((g.defensive() || front) && !shooter.outOfAmmunition().contains(g.weapon())) {
        guns.add(g);
      }
    }
    return fire.inRange(guns, range);
  }

  /** The enemies {@code p} may fire at now. */
  List<String> targets(Cy6State s, Plane p) {
    if (!p.flying() || !p.condition().mayFire()) {
      return List.of();
    }
    List<String> out = new ArrayList<>();
    for (Plane e : s.flying()) {
      if (!e.side().equals(p.side()) && !bearing(p, e).isEmpty()) {
        out.add(e.id());
      }
    }
    return out;
  }

  /**
   * The attack {@code shooter} makes on {@code target}. Head-to-head or deflection (-2) is an
   * assumption: the shooter is in the target's front or side arc; only a shot from its rear arc is
   * free of it.
   */
  AirAttack attack(Plane shooter, Plane target) {
    Hex from = shooter.position().hex();
    Hex to = target.position().hex();
    boolean deflection =
        !from.equals(to) && Arc.of(to, target.position().facing(), from) != Arc.REAR;
    return AirAttack.builder()
        .guns(bearing(shooter, target))
        .range(range(shooter, target))
        .targetRobustness(target.type().robustness())
        .attackerSkill(shooter.condition().firingSkill(shooter.crew()))
        .ammunitionSkill(shooter.condition().ammunitionSkill(shooter.crew()))
        .targetSkill(target.crew())
        .attackerAgility(shooter.condition().agility(shooter.type().agility()))
        .targetAgility(target.condition().agility(target.type().agility()))
        .targetRole(target.type().role())
        .headOnOrDeflection(deflection)
        .gunsightDestroyed(shooter.condition().has(Status.GUNSIGHT_DESTROYED))
        .build();
  }

  /**
   * The air-to-air segment: every shot is resolved against the aircraft as they were when the
   * segment began, in the engagement's order of shooters (whatever order the commands came in), and
   * what each did is merged afterwards ({@link AircraftCondition#merged}); an aircraft shot down in
   * the segment still fires. Then the lucky hits' effects on other aircraft.
   */
  Cy6State resolveFire(Cy6State s, Roller roller, List<GameEvent> events) {
    Map<String, AircraftCondition> merged = new LinkedHashMap<>();
    Map<String, Set<WeaponClass>> ammo = new LinkedHashMap<>();
    List<Follow> follow = new ArrayList<>();
    for (Plane shooter : s.planes()) {
      Optional<String> t = s.fire().getOrDefault(shooter.id(), Optional.empty());
      if (t.isEmpty()) {
        continue;
      }
      Plane target = s.get(t.get());
      int mark = roller.rollCount();
      AirAttack a = attack(shooter, target);
      Rolled<ToHit> hit = roller.roll(fire.toHit(a), shooter.id() + " to-hit on " + target.id());
      ammo.computeIfAbsent(shooter.id(), k -> EnumSet.noneOf(WeaponClass.class))
          .addAll(hit.value().outOfAmmunition());
      AircraftCondition before = target.condition();
      AircraftCondition after = before;
      StringBuilder text =
          new StringBuilder(
              shooter.id()
                  + " fires at "
                  + target.id()
                  + " (range "
                  + a.range()
                  + ", "
                  + Gun.format(a.guns())
                  + (a.headOnOrDeflection() ? ", deflection -2" : "")
                  + "): ");
      if (!hit.value().hit()) {
        text.append("miss");
      } else if (before.has(Status.NEXT_HIT_DESTROYS)) {
        after = before.hit();
        text.append("hit; the next hit destroys it: destroyed");
      } else {
        List<Gun> hitting = hit.value().hitting();
        Rolled<Integer> fp =
            roller.roll(fire.firepower(hitting), "firepower of " + Gun.format(hitting));
        OptionalInt number =
            config
                .tables()
                .damageNumber(target.type().robustness(), fp.value(), fire.columnShift(a));
        Rolled<RobustnessRoll> rr =
            roller.roll(
                AirToAir.robustness(number, fire.criticalMargin(hitting)),
                target.id() + " robustness roll");
        after = before.withDamage(rr.value().damage());
        text.append("hit, firepower ").append(fp.value());
        text.append(
            number.isPresent()
                ? ", robustness " + number.getAsInt() + "+: " + damageWords(rr.value().damage())
                : ": no damage possible");
        if (rr.value().lucky() && rr.value().damage() != Damage.DESTROYED) {
          Rolled<LuckyHit> lh =
              roller.roll(
                  fire.luckyHit(target.type().role(), fire.luckyHitColumn(hitting)),
                  "lucky hit on " + target.id());
          AircraftCondition.LuckyResult lr =
              after.applyLuckyHit(
                  lh.value(), context(target), target.crew(), config.aircrewCheck(), roller);
          after = lr.condition();
          text.append("; lucky hit ")
              .append(lh.value().roll())
              .append(": ")
              .append(lh.value().text());
          for (LuckyEffect e : lr.forTheGame()) {
            follow.add(new Follow(target.id(), e));
          }
        }
      }
      if (!hit.value().outOfAmmunition().isEmpty()) {
        text.append("; doubles: out of ammunition for ").append(hit.value().outOfAmmunition());
      }
      merged.put(target.id(), merged.getOrDefault(target.id(), before).merged(before, after));
      events.add(
          happened(s, shooter.id(), Cy6Event.Kind.SHOT, text.toString(), roller.rollsSince(mark)));
    }
    Cy6State out = s;
    for (Map.Entry<String, AircraftCondition> e : merged.entrySet()) {
      Plane p = out.get(e.getKey());
      out = out.withPlane(p.with(e.getValue()));
      if (!s.get(e.getKey()).condition().isDestroyed() && e.getValue().isDestroyed()) {
        events.add(
            happened(
                out,
                p.id(),
                Cy6Event.Kind.SHOT,
                p.id() + " is destroyed: " + e.getValue().destroyed().get(),
                List.of()));
      }
    }
    for (Map.Entry<String, Set<WeaponClass>> e : ammo.entrySet()) {
      out = out.withPlane(out.get(e.getKey()).outOf(e.getValue()));
    }
    for (Follow f : follow) {
      out = follow(out, f, roller, events);
    }
    return dissolveAfterLosses(out, events);
  }

  private record Follow(String aircraft, LuckyEffect effect) {}

  private static String damageWords(Damage d) {
    return switch (d) {
      case NONE -> "damage prevented";
      case ENGINE -> "engine damage";
      case AIRFRAME -> "airframe damage";
      case DESTROYED -> "critical failure, destroyed";
    };
  }

  AircraftCondition.Context context(Plane p) {
    // assumption: a bomber carries its bombs (heavy ordnance) throughout the engagement
    return new AircraftCondition.Context(
        config.tables().cab(Math.min(p.tal(), config.tables().topTal())),
        p.type().role() == Role.BOMBER);
  }

  /**
   * A lucky hit's effect on the game: debris, an explosion, a collision, an out-of-control check.
   */
  private Cy6State follow(Cy6State s, Follow f, Roller roller, List<GameEvent> events) {
    Plane src = s.get(f.aircraft());
    int mark = roller.rollCount();
    switch (f.effect()) {
      case OUT_OF_CONTROL_CHECK -> {
        if (!src.flying()) {
          return s;
        }
        CheckResult r =
            config
                .aircrewCheck()
                .roll(
                    src.crew().modifier(),
                    src.condition().checkModifier(),
                    roller,
                    src.id() + " out-of-control check");
        Cy6State out =
            r.passed() ? s : s.withPlane(src.with(src.condition().with(Status.OUT_OF_CONTROL)));
        events.add(
            happened(
                s,
                src.id(),
                Cy6Event.Kind.EFFECT,
                src.id() + (r.passed() ? " keeps control" : " goes out of control"),
                roller.rollsSince(mark)));
        return out;
      }
      case DEBRIS -> {
        // "The nearest aircraft within 3 hexes (if any) in the target's tail arc and at the same
        // TAL
        // or 1 TAL lower immediately suffers a hit with firepower of 2d6 (as if from HMG fire)"
        Optional<Plane> victim =
            s.flying().stream()
                .filter(p -> !p.id().equals(src.id()))
                .filter(
                    p -> {
                      Hex h = p.position().hex();
                      int d = h.distance(src.position().hex());
                      return d >= 1
                          && d <= 3
                          && (p.tal() == src.tal() || p.tal() == src.tal() - 1)
                          && Arc.of(src.position().hex(), src.position().facing(), h) == Arc.REAR;
                    })
                .min(
                    Comparator.comparingInt(
                        p -> p.position().hex().distance(src.position().hex())));
        if (victim.isEmpty()) {
          events.add(
              happened(
                  s,
                  src.id(),
                  Cy6Event.Kind.EFFECT,
                  "debris from " + src.id() + " hits no one",
                  List.of()));
          return s;
        }
        Plane v = victim.get();
        DiceRoll fp = roller.roll("2d6", "debris firepower on " + v.id());
        OptionalInt number = config.tables().damageNumber(v.type().robustness(), fp.result(), 0);
        int margin = config.tables().weapon(WeaponClass.HMG).critical();
        Rolled<RobustnessRoll> rr =
            roller.roll(
                AirToAir.robustness(number, margin), v.id() + " robustness roll against debris");
        Plane hit = v.with(v.condition().withDamage(rr.value().damage()));
        events.add(
            happened(
                s,
                v.id(),
                Cy6Event.Kind.EFFECT,
                "debris from "
                    + src.id()
                    + " hits "
                    + v.id()
                    + " with firepower "
                    + fp.result()
                    + ": "
                    + damageWords(rr.value().damage()),
                roller.rollsSince(mark)));
        return s.withPlane(hit);
      }
      case ORDNANCE -> {
        // "If an explosion occurs, any aircraft within 2 hexes must roll on a Lucky Hit."
        Cy6State out = s;
        for (Plane p : s.flying()) {
          if (p.position().hex().distance(src.position().hex()) <= 2) {
            int m2 = roller.rollCount();
            Rolled<LuckyHit> lh =
                roller.roll(
                    fire.luckyHit(p.type().role(), "Cannon"),
                    "ordnance explosion: lucky hit on " + p.id());
            AircraftCondition.LuckyResult lr =
                p.condition()
                    .applyLuckyHit(lh.value(), context(p), p.crew(), config.aircrewCheck(), roller);
            out = out.withPlane(out.get(p.id()).with(lr.condition()));
            events.add(
                happened(
                    out,
                    p.id(),
                    Cy6Event.Kind.EFFECT,
                    src.id()
                        + "'s ordnance explodes: lucky hit "
                        + lh.value().roll()
                        + " on "
                        + p.id()
                        + ": "
                        + lh.value().text(),
                    roller.rollsSince(m2)));
          }
        }
        return out;
      }
      case COLLISION -> {
        // "Choose a random aircraft within 1 hex of the target aircraft; roll for collision ... but
        // Lucky Hit aircraft does not attempt to evade."
        if (!src.flying()) {
          return s;
        }
        List<Plane> near =
            s.flying().stream()
                .filter(
                    p ->
                        !p.id().equals(src.id())
                            && p.position().hex().distance(src.position().hex()) <= 1)
                .toList();
        if (near.isEmpty()) {
          events.add(
              happened(
                  s,
                  src.id(),
                  Cy6Event.Kind.EFFECT,
                  "no aircraft within 1 hex of " + src.id() + ": no collision",
                  List.of()));
          return s;
        }
        Plane other = near.get(0);
        if (near.size() > 1) {
          DiceRoll pick =
              roller.roll("1d" + near.size(), "the aircraft " + src.id() + " may collide with");
          other = near.get(pick.result() - 1);
        }
        return collide(s, src, false, other, roller, events, s.phase());
      }
      default -> {
        return s;
      }
    }
  }

  /** A formation whose leader is gone keeps its next member as leader; one left alone dissolves. */
  private static Cy6State dissolveAfterLosses(Cy6State s, List<GameEvent> events) {
    return dissolveSingles(s, events);
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
