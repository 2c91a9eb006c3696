package io.github.dogfight.cy6.internal;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.hex.Arc;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.cy6.AircraftCondition;
import io.github.dogfight.cy6.Battery;
import io.github.dogfight.cy6.Cy6Command;
import io.github.dogfight.cy6.Cy6Config;
import io.github.dogfight.cy6.Cy6Event;
import io.github.dogfight.cy6.Cy6State;
import io.github.dogfight.cy6.Cy6Tables;
import io.github.dogfight.cy6.FlightReadings;
import io.github.dogfight.cy6.Formation;
import io.github.dogfight.cy6.Maneuver;
import io.github.dogfight.cy6.MoveChart;
import io.github.dogfight.cy6.MoveGroups;
import io.github.dogfight.cy6.Plane;
import io.github.dogfight.cy6.Status;
import io.github.dogfight.cy6.SurfaceTarget;
import io.github.dogfight.cy6.TurnCode;
import io.github.dogfight.cy6.internal.airfire.AirFire;
import io.github.dogfight.cy6.internal.antiaircraft.GroundFire;
import io.github.dogfight.cy6.internal.movement.Movement;
import io.github.dogfight.cy6.internal.movement.WayOut;
import io.github.dogfight.cy6.internal.spotting.Sight;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/** The turn of Check Your 6! (seed 002, B): declarations, plotting, movement and fire. */
public final class Engine {
  public static final String SEED = "seed 002";
  private static final String PLAY = "Play Sequence (B), " + SEED;

  private final Cy6Config config;
  private final Movement movement;
  private final AirFire airFire;
  private final GroundFire groundFire;
  private final Sight sight;

  public Engine(Cy6Config config) {
    this.config = config;
    this.sight = new Sight(config);
    this.movement = new Movement(this);
    this.airFire = new AirFire(config, movement, sight);
    this.groundFire = new GroundFire(config, airFire, sight);
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

  /** The anti-aircraft and surface attack segments. */
  public GroundFire groundFire() {
    return groundFire;
  }

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
          if (!tailTargets(s, p).isEmpty()) {
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
          if (!airFire.targets(s, p).isEmpty()) {
            out.add(p.id());
          }
        }
      }
      case SURFACE_ATTACK -> {
        for (Plane p : s.flying()) {
          if (!groundFire.strikes(s, p).isEmpty()) {
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
          cur = withTailInfo(cur, w);
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
        return breakTailCycles(applyFormationChoices(s, events), events);
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
        out = sight.reveal(groundFire.resolveStrikes(s, roller, events), attackers);
        return ended(out) || out.turn() >= config.maxTurns()
            ? end(out, events)
            : States.nextTurn(out);
      }
    }
    return ended(out) ? end(out, events) : out;
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

  /** Checks {@code c} against the step and records it (secretly). */
  private Cy6State commit(Cy6State s, Cy6Command c, List<String> waiting, List<GameEvent> events) {
    if (c instanceof Cy6Command.ByBattery order) {
      if (s.step() != Cy6State.Step.AA_FIRE) {
        throw wrong(s, c);
      }
      Battery b = s.ground().battery(order.battery()).orElseThrow(() -> wrong(s, c));
      groundFire.check(s, b, order);
      events.add(secret(s, b.side(), b.id(), c.describe()));
      return States.withOrders(s, waiting, States.plus(s.flak(), b.id(), order), s.strikes());
    }
    // a battery giving an aircraft's command: the wrong kind of command for the step
    Plane p = s.plane(c.actor()).orElseThrow(() -> wrong(s, c));
    switch (s.step()) {
      case TAILING -> {
        if (!(c instanceof Cy6Command.Tail t)) {
          throw wrong(s, c);
        }
        if (t.target().isPresent() && !tailTargets(s, p).contains(t.target().get())) {
          throw new RuleViolation(
              "Tailing Declaration Phase (B), " + SEED,
              "target",
              t.target().get(),
              p.id()
                  + " may tail only an enemy 1 to 3 hexes ahead of it (in its front arc) that it"
                  + " is behind (in that enemy's rear arc), TAL within 1: "
                  + tailTargets(s, p));
        }
        Map<String, String> tails = new LinkedHashMap<>(s.tails());
        t.target().ifPresent(target -> tails.put(p.id(), target));
        events.add(secret(s, p.side(), p.id(), t.describe()));
        return States.withCommitted(
            s, waiting, tails, s.formationChoices(), s.plots(), s.tailInfo(), s.fire());
      }
      case FORMATION -> {
        if (!(c instanceof Cy6Command.FormationStatus f)) {
          throw wrong(s, c);
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
        events.add(secret(s, p.side(), p.id(), f.describe()));
        return States.withCommitted(
            s,
            waiting,
            s.tails(),
            States.plus(s.formationChoices(), p.id(), f.choice()),
            s.plots(),
            s.tailInfo(),
            s.fire());
      }
      case PLOTTING, TAILER_PLOTTING -> {
        if (!(c instanceof Cy6Command.Plot plot)) {
          throw wrong(s, c);
        }
        checkPlot(s, p, plot);
        events.add(secret(s, p.side(), p.id(), plot.describe()));
        return States.withCommitted(
            s,
            waiting,
            s.tails(),
            s.formationChoices(),
            States.plus(s.plots(), p.id(), plot),
            s.tailInfo(),
            s.fire());
      }
      case FIRE -> {
        if (!(c instanceof Cy6Command.Fire f)) {
          throw wrong(s, c);
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
        events.add(secret(s, p.side(), p.id(), f.describe()));
        return States.withCommitted(
            s,
            waiting,
            s.tails(),
            s.formationChoices(),
            s.plots(),
            s.tailInfo(),
            States.plus(s.fire(), p.id(), f.target()));
      }
      case SURFACE_ATTACK -> {
        if (!(c instanceof Cy6Command.Strike k)) {
          throw wrong(s, c);
        }
        groundFire.check(s, p, k);
        events.add(secret(s, p.side(), p.id(), k.describe()));
        return States.withOrders(s, waiting, s.flak(), States.plus(s.strikes(), p.id(), k));
      }
      case AA_FIRE, OVER -> throw wrong(s, c);
    }
    throw new IllegalStateException("unreachable step " + s.step());
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

  private static Cy6Event secret(Cy6State s, String side, String actor, String what) {
    return new Cy6Event.Committed(s.turn(), s.phase(), Optional.of(actor), side, what, true);
  }

  public static Cy6Event.Happened happened(
      Cy6State s, @Nullable String aircraft, Cy6Event.Kind kind, String text, List<DiceRoll> dice) {
    return new Cy6Event.Happened(
        s.turn(), s.phase(), Optional.ofNullable(aircraft), kind, text, dice);
  }

  // ---------------------------------------------------------------- tailing and formations

  /**
   * The enemies {@code p} may tail (assumption: the tailing rules are not in seed 002): an enemy in
   * the fight 1 to 3 hexes away, TAL within 1, with {@code p} behind it (in its rear arc) and the
   * enemy ahead of {@code p} (in {@code p}'s front arc), so that two aircraft flying apart, each in
   * the other's rear arc, tail neither; a wingman in formation follows its leader and tails no one,
   * nor does an aircraft out of control or one that must leave the fight.
   */
  public List<String> tailTargets(Cy6State s, Plane p) {
    if (s.isWingman(p) || p.condition().has(Status.OUT_OF_CONTROL) || WayOut.leaving(p)) {
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
          && Arc.of(there, e.position().facing(), here) == Arc.REAR
          && Arc.of(here, p.position().facing(), there) == Arc.FRONT
          && Sight.seen(config, s, e)) {
        out.add(e.id());
      }
    }
    return out;
  }

  public static List<Cy6Command.FormationChoice> formationChoices(Cy6State s, Plane p) {
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
          out = States.withPlane(out, States.get(out, m.id()).inFormation(Optional.empty()));
        }
        events.add(
            happened(
                out,
                p.id(),
                Cy6Event.Kind.FORMATION,
                p.id() + " breaks formation " + p.formation().get() + " up; it may not reform",
                List.of()));
      } else if (c == Cy6Command.FormationChoice.DROP_OUT) {
        out = States.withPlane(out, States.get(out, p.id()).inFormation(Optional.empty()));
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
  public static Cy6State dissolveSingles(Cy6State s, List<GameEvent> events) {
    Cy6State out = s;
    for (Plane p : s.flying()) {
      if (p.formation().isPresent() && out.formation(p.formation().get()).size() < 2) {
        out = States.withPlane(out, States.get(out, p.id()).inFormation(Optional.empty()));
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

  /**
   * "Tailing planes may move in their tailed AC Move Group": in a cycle of tailers (A tails B and B
   * tails A, or a longer ring) each would wait for another. The cycle is broken by the Move Group
   * priority ({@link MoveGroups#cycleBreakers}): the first aircraft of the cycle in Move Group
   * order flies as if it tailed no one (its declaration is void: it plots with the aircraft that do
   * not tail, and moves in its own slot), and the others follow it in tailing order. Checked once
   * the formation status segment is over, on the formations that fly.
   *
   * <p>The ring is told as its declarations were made (a tailer of a wingman tails the wingman,
   * though the ring runs through its formation's leader), and to each side as it saw them: a
   * declaration was told to its tailer's side, and to the enemy only when the enemy had spotted the
   * tailer. A side that did not see the void declaration is told nothing (nothing changes for it);
   * one that did is told the declarations it saw, and that aircraft out of sight close the ring
   * when it did not see them all.
   */
  private Cy6State breakTailCycles(Cy6State s, List<GameEvent> events) {
    Set<String> breakers = MoveGroups.cycleBreakers(s);
    if (breakers.isEmpty()) {
      return s;
    }
    Map<String, String> tails = new LinkedHashMap<>(s.tails());
    for (String b : breakers) {
      List<Plane> ring = MoveGroups.cycleOf(s, b).stream().map(id -> States.get(s, id)).toList();
      tails.remove(b);
      sight.tell(
          s,
          s.phase(),
          Optional.of(b),
          Cy6Event.Kind.TAIL,
          eyes -> {
            if (!eyes.see(States.get(s, b))) {
              return Optional.empty();
            }
            List<String> seen = new ArrayList<>();
            for (Plane tailer : ring) {
              if (eyes.see(tailer)) {
                seen.add(tailer.id() + " tails " + s.tails().get(tailer.id()));
              }
            }
            String head =
                seen.size() == ring.size()
                    ? andList(seen) + ", a ring of tailers"
                    : andList(seen) + ", and aircraft out of sight close a ring of tailers";
            return Optional.of(
                new Sight.Told(
                    head
                        + ": "
                        + b
                        + ", the first of them in Move Group order, flies as if it tailed no one",
                    List.of()));
          },
          events);
    }
    return States.withCommitted(
        s, s.waiting(), tails, s.formationChoices(), s.plots(), s.tailInfo(), s.fire());
  }

  /** "A and B", "A, B and C". */
  public static String andList(List<String> names) {
    if (names.size() < 2) {
      return String.join("", names);
    }
    return String.join(", ", names.subList(0, names.size() - 1))
        + " and "
        + names.get(names.size() - 1);
  }

  private Cy6State withTailInfo(Cy6State s, List<String> tailers) {
    Map<String, String> info = new LinkedHashMap<>();
    for (String t : tailers) {
      String targetId = s.tails().get(t);
      if (targetId == null) {
        continue;
      }
      Plane target = States.get(s, targetId);
      Plane plotter = s.isWingman(target) ? s.formation(target.formation().get()).get(0) : target;
      Cy6Command.Plot plot = s.plots().get(plotter.id());
      if (plot != null) {
        info.put(t, targetId + " " + tailWords(plot, config.tables()));
      }
    }
    return States.withCommitted(
        s, s.waiting(), s.tails(), s.formationChoices(), s.plots(), info, s.fire());
  }

  /** "Tailing provides Left/Right/Fwd & Climb/Dive/Level information". */
  public static String tailWords(Cy6Command.Plot plot, Cy6Tables tables) {
    char d = plot.code().charAt(0);
    String dir = d == 'L' ? "turns left" : d == 'R' ? "turns right" : "flies forward";
    int tal = tables.talChange(plot.maneuver());
    return dir + ", " + (tal > 0 ? "climbing" : tal < 0 ? "diving" : "level");
  }

  // ---------------------------------------------------------------- plotting

  /** The plots {@code p} may make: the legal commands of the plotting steps. */
  public List<Cy6Command.Plot> plots(Cy6State s, Plane p) {
    if (WayOut.fliesOut(config, p)) {
      // "must immediately attempt to exit the board": its move is not the player's to choose
      return List.of(WayOut.plot(this, s, p));
    }
    List<Cy6Command.Plot> out = new ArrayList<>();
    MoveChart chart = chart(p);
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
    int max = Math.min(plotCap(s, p), chart(p).topSpeed());
    int lo = Math.max(1, p.speed() - 1);
    int hi = Math.min(max, p.speed() + 1);
    if (lo > hi) {
      lo = max;
      hi = max;
    }
    List<Integer> out = new ArrayList<>();
    for (int speed = lo; speed <= hi; speed++) {
      out.add(speed);
    }
    return out;
  }

  /** The fastest a plot may be: the aircraft's maximum, or its formation's speed for a leader. */
  public int plotCap(Cy6State s, Plane p) {
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
   * (an assumption: Climb needs 1, Steep Climb 2), with engine damage as {@link
   * FlightReadings#climbFactor} reads "Climb Factor /3"; TALs stay within the altitude table; an
   * aircraft that must exit by dive may only dive.
   */
  public boolean maneuverAllowed(Plane p, Maneuver m) {
    return maneuverBar(p, m).isEmpty();
  }

  /** Why {@code p} may not fly {@code m} ({@link #maneuverAllowed}), in plain words. */
  private Optional<String> maneuverBar(Plane p, Maneuver m) {
    AircraftCondition c = p.condition();
    int dt = config.tables().talChange(m);
    if (p.tal() + dt < 1) {
      return Optional.of("it may not fly below TAL 1");
    }
    if (p.tal() + dt > config.tables().topTal()) {
      return Optional.of("it may not fly above TAL " + config.tables().topTal());
    }
    int factor = config.flightReadings().climbFactor(c, p.type().climb());
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
  private static Optional<String> codeBar(Plane p, TurnCode code) {
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
        && !config.flightReadings().flyForward().allows(m, code)) {
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
    if (WayOut.fliesOut(config, p)) {
      return WayOut.plot(this, s, p).equals(plot);
    }
    MoveChart chart = chart(p);
    if (!chart.has(plot.code())) {
      return false;
    }
    MoveChart.Move move = chart.move(plot.code());
    if (move.maneuvers().contains(plot.maneuver())
        && plotSpeeds(s, p).contains(move.code().speed())
        && maneuverAllowed(p, plot.maneuver())
        && codeAllowed(p, move.code())) {
      return true;
    }
    // the straight and level fallback, listed only when no other plot fits
    return plot.maneuver() == Maneuver.LEVEL && !move.code().turns() && plots(s, p).contains(plot);
  }

  private void checkPlot(Cy6State s, Plane p, Cy6Command.Plot plot) {
    if (!isPlot(s, p, plot)) {
      MoveChart chart = chart(p);
      String why;
      if (WayOut.fliesOut(config, p)) {
        Cy6Command.Plot forced = WayOut.plot(this, s, p);
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
        } else if (!plotSpeeds(s, p).contains(code.speed())) {
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
          "Move Plotting Phase (B), " + SEED,
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

  // ---------------------------------------------------------------- the end

  /**
   * Whether the engagement is over: no aircraft in the fight, or a side with nothing left in it (no
   * aircraft in the fight, no AA battery, no surface target standing).
   */
  public static boolean ended(Cy6State s) {
    return s.flying().isEmpty() || outOfTheFight(s).isPresent();
  }

  private static Optional<String> outOfTheFight(Cy6State s) {
    for (String side : s.sides()) {
      boolean in =
          s.flying().stream().anyMatch(p -> p.side().equals(side))
              || s.ground().batteries().stream().anyMatch(b -> b.side().equals(side))
              || s.ground().targets().stream()
                  .anyMatch(t -> t.side().equals(side) && !t.destroyed());
      if (!in) {
        return Optional.of(side);
      }
    }
    return Optional.empty();
  }

  /** Victory points of {@code side}: what the enemy lost in aircraft and surface targets. */
  public int victoryPoints(Cy6State s, String side) {
    int vp = 0;
    for (Plane p : s.planes()) {
      if (!p.side().equals(side)) {
        vp += config.victoryPoints().of(p);
      }
    }
    for (SurfaceTarget t : s.ground().targets()) {
      if (!t.side().equals(side)) {
        vp += config.victoryPoints().of(t);
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
        outOfTheFight(s)
            .map(side -> side + " has nothing left in the fight")
            .orElse(
                s.flying().isEmpty()
                    ? "no aircraft left in the fight"
                    : "turn " + s.turn() + " was the last");
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
    Cy6State over = States.over(s, result, winner);
    events.add(
        new Cy6Event.Happened(
            s.turn(), "end", Optional.empty(), Cy6Event.Kind.END, result, List.of()));
    return over;
  }
}
