package io.github.dogfight.cy6.internal.movement;

import io.github.dogfight.cards.DeckDice;
import io.github.dogfight.core.check.CheckResult;
import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.Rolled;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.odds.Outcomes;
import io.github.dogfight.core.view.Audience;
import io.github.dogfight.cy6.AircraftCondition;
import io.github.dogfight.cy6.Board;
import io.github.dogfight.cy6.BoardEdge;
import io.github.dogfight.cy6.BoardExit;
import io.github.dogfight.cy6.CardMoveOrder;
import io.github.dogfight.cy6.Collision;
import io.github.dogfight.cy6.Cy6Command;
import io.github.dogfight.cy6.Cy6Config;
import io.github.dogfight.cy6.Cy6Event;
import io.github.dogfight.cy6.Cy6State;
import io.github.dogfight.cy6.FlightReadings;
import io.github.dogfight.cy6.Formation;
import io.github.dogfight.cy6.Maneuver;
import io.github.dogfight.cy6.MoveChart;
import io.github.dogfight.cy6.Plane;
import io.github.dogfight.cy6.Position;
import io.github.dogfight.cy6.Status;
import io.github.dogfight.cy6.TurnCode;
import io.github.dogfight.cy6.internal.Engine;
import io.github.dogfight.cy6.internal.States;
import io.github.dogfight.cy6.internal.map.TextMap;
import io.github.dogfight.cy6.internal.plotting.Plotting;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The movement phase of Check Your 6! (rules 002, B): every aircraft in the move order, with the
 * checks at the start of its move, formation keeping, random moves, the checks damage calls for,
 * board exits and collisions.
 */
public final class Movement {
  private final Engine engine;
  private final Cy6Config config;
  private final BoardExit boardExit;

  public Movement(Engine engine) {
    this.engine = engine;
    this.config = engine.config();
    this.boardExit = new BoardExit(config.tables(), config.aircrewCheck());
  }

  private record Flown(Maneuver maneuver, TurnCode code, int startSpeed, Position from) {}

  /** The movement phase: every aircraft in the move order, then collisions and the map. */
  public Cy6State move(Cy6State s, Roller roller, List<GameEvent> events) {
    Cy6State out = States.at(s, Cy6State.Step.TAILER_PLOTTING, List.of());
    Cy6State movement = out;
    Map<String, Flown> flown = new LinkedHashMap<>();
    int mark = roller.rollCount();
    List<String> order = config.moveOrder().order(s, roller);
    orderDice(s, roller.rollsSince(mark), events);
    for (String id : order) {
      Plane p = States.get(movement, id);
      if (p.flying()) {
        movement = moveOne(movement, p, flown, roller, events);
      }
    }
    movement = collisions(movement, roller, events);
    // a formation that lost aircraft while moving (exits, crashes, collisions) keeps two or more
    movement = Formations.dissolveSingles(movement, events);
    if (engine.config().spotting().isEmpty()) {
      events.add(
          Engine.happened(
              movement,
              null,
              Cy6Event.Kind.MAP,
              TextMap.labelled(movement, movement.turn() == 1),
              List.of()));
    } else {
      // each side's map shows its own aircraft and the enemies it has spotted
      for (String side : movement.sides()) {
        events.add(
            new Cy6Event.Private(
                movement.turn(),
                movement.phase(),
                Optional.empty(),
                side,
                Cy6Event.Kind.MAP,
                TextMap.labelled(
                    engine.sight().inSight(movement, side::equals), movement.turn() == 1),
                List.of()));
      }
    }
    return movement;
  }

  /**
   * Records the dice the move order drew, each for who may read it: an activation deck's shuffle
   * for the referee alone, the opponent's mix for its audience, any other roll (roll-offs) for
   * everyone ({@link DeckDice}).
   */
  private void orderDice(Cy6State s, List<DiceRoll> dice, List<GameEvent> events) {
    if (dice.isEmpty()) {
      return;
    }
    DeckDice.Split split = DeckDice.split(dice);
    if (!split.table().isEmpty()) {
      events.add(
          new Cy6Event.MoveOrdered(
              s.turn(),
              s.phase(),
              "The move order's ties are rolled off.",
              split.table(),
              Audience.everyone()));
    }
    if (!split.shuffle().isEmpty()) {
      events.add(
          new Cy6Event.MoveOrdered(
              s.turn(),
              s.phase(),
              "The activation deck is shuffled.",
              split.shuffle(),
              DeckDice.SHUFFLE_AUDIENCE));
    }
    if (!split.mix().isEmpty()) {
      Audience mix =
          config.moveOrder() instanceof CardMoveOrder cards
              ? cards.mixAudience(s)
              : Audience.referee();
      events.add(
          new Cy6Event.MoveOrdered(
              s.turn(),
              s.phase(),
              "The opponent mixes the activation deck further.",
              split.mix(),
              mix));
    }
  }

  private Cy6State moveOne(
      Cy6State s, Plane p, Map<String, Flown> flown, Roller roller, List<GameEvent> events) {
    int mark = roller.rollCount();
    FlightReadings readings = config.flightReadings();
    // leaving the fight at once (FlightReadings.Departure.AT_ONCE): an aborting plane, or *O "must
    // immediately attempt to exit the board"; otherwise it flies its forced plot (WayOut)
    if (WayOut.leaving(p) && readings.departure() == FlightReadings.Departure.AT_ONCE) {
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
        return States.withPlane(s, p);
      }
    }
    MoveChart chart = engine.chart(p);
    Maneuver maneuver;
    TurnCode code;
    String how;
    Cy6State cur = s;
    boolean random = p.condition().has(Status.BLACKOUT) || p.condition().has(Status.OUT_OF_CONTROL);
    if (random && cur.isWingman(p)) {
      // *B "must make random movements until Aircrew Check passed", a wingman too: it cannot fly
      // to a formation hex, so "Wingmen must both involuntarily break formation as they are not
      // able to move to Formation hexes"
      String formation = p.formation().orElseThrow();
      cur = States.withPlane(cur, p.inFormation(Optional.empty()));
      p = States.get(cur, p.id());
      events.add(
          movementEvent(
              cur,
              p.id(),
              Cy6Event.Kind.FORMATION,
              p.id()
                  + " is "
                  + randomWords(p)
                  + " and cannot keep formation: it breaks formation "
                  + formation,
              List.of()));
      cur = Formations.dissolveSingles(cur, events);
      p = States.get(cur, p.id());
    }
    if (cur.isWingman(p)) {
      Plane leader = cur.formation(p.formation().get()).get(0);
      Flown lf = flown.get(leader.id());
      // the codes into a free formation hex, then those of them the wingman's restrictions allow
      List<TurnCode> reach = List.of();
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
        reach =
            Formation.codesIntoFormation(
                chart, lf.maneuver(), p.position(), p.speed(), p.maxSpeed(), free);
      }
      final Plane wing = p;
      Optional<TurnCode> into =
          lf == null
              ? Optional.empty()
              : reach.stream()
                  .filter(c -> engine.plotting().barred(wing, lf.maneuver(), c).isEmpty())
                  .min(Comparator.comparingInt((TurnCode c) -> Math.abs(c.speed() - wing.speed())));
      if (into.isPresent() && lf != null) {
        maneuver = lf.maneuver();
        code = into.get();
        how = "keeps formation: ";
      } else {
        // "Wingmen must both involuntarily break formation as they are not able to move to
        // Formation hexes (so must fly straight and level at start speed of formation leader)"
        int speed =
            Math.min(
                lf == null ? p.speed() : lf.startSpeed(), Math.min(p.maxSpeed(), chart.topSpeed()));
        Unplotted u = unplotted(p, chart, Math.max(1, speed));
        maneuver = u.maneuver();
        code = u.code();
        String formation = p.formation().get();
        String flies =
            u.turnsRight()
                ? "turns right at the leader's start speed"
                : "flies straight and level at the leader's start speed";
        String text;
        if (reach.isEmpty() || lf == null) {
          text =
              p.id()
                  + " cannot reach a formation hex and breaks formation: it "
                  + flies
                  + (u.turnsRight() ? " (its rudder is jammed and it must turn right)" : "");
        } else {
          List<String> why = new ArrayList<>();
          for (TurnCode c : reach) {
            engine
                .plotting()
                .barred(wing, lf.maneuver(), c)
                .filter(w -> !why.contains(w))
                .ifPresent(why::add);
          }
          text =
              p.id()
                  + " cannot keep formation "
                  + formation
                  + ", as "
                  + Tailing.andList(why)
                  + ": it breaks formation and "
                  + flies;
        }
        cur = States.withPlane(cur, p.inFormation(Optional.empty()));
        p = States.get(cur, p.id());
        events.add(movementEvent(cur, p.id(), Cy6Event.Kind.FORMATION, text, List.of()));
        cur = Formations.dissolveSingles(cur, events);
        p = States.get(cur, p.id());
        how = "";
      }
    } else if (random) {
      Random r = randomMove(p, chart, roller);
      maneuver = r.maneuver();
      code = r.code();
      how = randomWords(p) + ", flies at random: ";
    } else {
      Cy6Command.Plot plot = cur.plots().get(p.id());
      if (plot == null) {
        // an aircraft whose formation broke up while the others moved (its leader gone): it flies
        // on at its speed, straight and level or as a restriction forces
        Unplotted u = unplotted(p, chart, Math.min(p.speed(), chart.topSpeed()));
        maneuver = u.maneuver();
        code = u.code();
        how = "flies on: ";
      } else {
        maneuver = plot.maneuver();
        code = chart.move(plot.code()).code();
        how =
            WayOut.fliesOut(config, p)
                ? "heads for the " + WayOut.edge(cur, p) + " edge (" + WayOut.why(p) + "): "
                : "";
      }
      if (p.condition().has(Status.FLY_FORWARD)) {
        // "must fly forward until Aircrew Check passed": a plot that flies forward stands, one
        // that does not is set aside for straight and level at the current speed
        if (!config.flightReadings().flyForward().allows(maneuver, code)) {
          Unplotted u = unplotted(p, chart, Math.min(p.speed(), chart.topSpeed()));
          maneuver = u.maneuver();
          code = u.code();
          how = "must fly forward: ";
        } else if (how.isEmpty() || plot == null) {
          how = "must fly forward: ";
        }
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
                  p.id() + " Aircrew Check for " + aManeuver(maneuver) + " with airframe damage");
      if (!r.passed()) {
        p = p.with(p.condition().destroy("the airframe failed in " + aManeuver(maneuver)));
        events.add(
            movementEvent(
                cur,
                p.id(),
                Cy6Event.Kind.MOVE,
                p.id()
                    + " fails its Aircrew Check for "
                    + aManeuver(maneuver)
                    + " with airframe damage and is destroyed",
                roller.rollsSince(mark)));
        return States.withPlane(cur, p);
      }
    }
    Position from = p.position();
    Position at = from;
    // FlightReadings.FireDamage.CAPS_THE_MOVE: no move covers more hexes than the maximum speed
    int hexes = code.speed();
    String cut = "";
    if (readings.fireDamage() == FlightReadings.FireDamage.CAPS_THE_MOVE && hexes > p.maxSpeed()) {
      hexes = p.maxSpeed();
      cut = " cut to " + hexes + (hexes == 1 ? " hex" : " hexes") + " by its maximum speed";
    }
    for (Position step : path(code, from, hexes)) {
      Optional<Board.Compass> off = cur.board().beyond(step.hex());
      if (off.isPresent()) {
        return exit(
            cur,
            p.at(at, p.tal(), p.speed()),
            off.get(),
            how + maneuver.code() + " " + code.code() + cut + " off the map",
            roller,
            mark,
            events);
      }
      at = step;
    }
    int tal =
        Math.max(
            1, Math.min(config.tables().topTal(), p.tal() + config.tables().talChange(maneuver)));
    int speed = Math.max(1, Math.min(p.maxSpeed(), hexes + config.tables().speedChange(maneuver)));
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
                + cut
                + " to "
                + TextMap.where(at)
                + ", TAL "
                + tal
                + ", speed "
                + speed,
            roller.rollsSince(mark)));
    return States.withPlane(cur, moved);
  }

  /** The board exit check {@link #exit} rolls for {@code p} leaving by {@code edge}. */
  public Outcomes<BoardExit.Result> exitOdds(Cy6State s, Plane p, Board.Compass edge) {
    BoardEdge kind = s.board().edgeFor(p.side(), edge);
    return boardExit
        .check(p.crew(), kind, p.condition().isDamaged(), p.condition().checkModifier())
        .outcomes();
  }

  /**
   * The positions {@code code} passes through from {@code from} in its first {@code hexes} hexes,
   * turns made in the last of them included: the whole path when {@code hexes} is its speed.
   */
  public static List<Position> path(TurnCode code, Position from, int hexes) {
    List<Position> trace = code.trace(from);
    List<Position> out = new ArrayList<>();
    int flown = 0;
    for (int i = 0; i < trace.size(); i++) {
      String token = code.path().get(i);
      boolean hex = !token.equals("L") && !token.equals("R");
      if (hex && flown == hexes) {
        break;
      }
      out.add(trace.get(i));
      if (hex) {
        flown++;
      }
    }
    return out;
  }

  /** A move no plot and no formation gives, and whether it is a jammed rudder's right turn. */
  public record Unplotted(Maneuver maneuver, TurnCode code, boolean turnsRight) {}

  /**
   * The move of an aircraft that flies without a plot of its own: a wingman breaking formation
   * ("must fly straight and level at start speed of formation leader"), one that must fly forward
   * and plotted otherwise, one left alone when its leader went down: straight and level at {@code
   * speed}, unless that breaks one of its restrictions ({@link Engine#barred}) and the one that
   * forces a move allows another: a jammed rudder ("Aircraft must do right turn next turn") turns
   * right, level at {@code speed}, with the seed's own right turn "Rx2" (*B's) where the chart has
   * it at that speed, else its first right turn there (an assumption). When nothing fits every
   * restriction (a jammed rudder that must also fly forward, or may not turn), straight and level,
   * as a plot is when nothing fits ({@link Engine#plots}).
   */
  public Unplotted unplotted(Plane p, MoveChart chart, int speed) {
    TurnCode straight = Plotting.straight(chart, speed);
    if (engine.plotting().barred(p, Maneuver.LEVEL, straight).isEmpty()
        || !p.condition().has(Status.RIGHT_TURN_NEXT_TURN)) {
      return new Unplotted(Maneuver.LEVEL, straight, false);
    }
    List<TurnCode> rights =
        chart.codes(speed, Maneuver.LEVEL).stream().filter(c -> c.facingChange() > 0).toList();
    String rx2 = "R" + speed + "2";
    Optional<TurnCode> right =
        rights.stream()
            .filter(c -> c.code().equals(rx2))
            .findFirst()
            .or(() -> rights.stream().findFirst())
            .filter(c -> engine.plotting().barred(p, Maneuver.LEVEL, c).isEmpty());
    return right
        .map(c -> new Unplotted(Maneuver.LEVEL, c, true))
        .orElse(new Unplotted(Maneuver.LEVEL, straight, false));
  }

  private record Random(Maneuver maneuver, TurnCode code) {}

  /** "blacked out" or "out of control": why {@code p} flies the *B random move. */
  private static String randomWords(Plane p) {
    return p.condition().has(Status.BLACKOUT) ? "blacked out" : "out of control";
  }

  /**
   * *B: "Roll d6 for aircraft move where "x" is the current aircraft speed: on 1-2 aircraft
   * executes an Lx2 turn, on 3-4 an Rx2 turn, on 5-6 it moves directly forward. Aircraft flies
   * Level Flight Maneuver on odd roll and Dive Maneuver on even roll. If Dive, the aircraft must
   * increase all speed possible." One d6 decides both; under {@link
   * FlightReadings.RandomDive#CURRENT_SPEED} x is the current speed for a dive too, whose speed is
   * gained after the move ("then make final speed &amp; altitude adjustments"); under {@link
   * FlightReadings.RandomDive#ONE_FASTER} a dive flies one speed faster (as fast as a move may
   * change). A dive at TAL 1 flies level; a chart without Lx2 at that speed flies its first left
   * (right) code there.
   */
  private Random randomMove(Plane p, MoveChart chart, Roller roller) {
    DiceRoll d =
        roller.roll(
            "1d6", p.id() + " random move: 1-2 Lx2, 3-4 Rx2, 5-6 forward; odd level, even dive");
    int face = d.result();
    boolean dive = face % 2 == 0 && p.tal() > 1;
    boolean faster =
        dive && config.flightReadings().randomDive() == FlightReadings.RandomDive.ONE_FASTER;
    int x = Math.min(chart.topSpeed(), faster ? Math.min(p.speed() + 1, p.maxSpeed()) : p.speed());
    x = Math.max(1, x);
    Maneuver m = dive ? Maneuver.DIVE : Maneuver.LEVEL;
    if (face >= 5) {
      return new Random(m, Plotting.straight(chart, x));
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
            .orElse(Plotting.straight(chart, speed)));
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
    return States.withPlane(s, gone);
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
        Plane a = States.get(out, fl.get(i).id());
        Plane b = States.get(out, fl.get(j).id());
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

  /**
   * A collision roll between {@code a} and {@code b} (the collision rules, {@link
   * Cy6Config#collision()}): both are destroyed if it collides. With the spotting segment, the roll
   * gives both aircraft away (an assumption: the seed's spotting is silent on it; two aircraft
   * close enough to touch are seen, as an aircraft that fires is), so its line, and the line that
   * no aircraft was within reach of a *C, say nothing the rules would not have shown.
   */
  public Cy6State collide(
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
    // a lucky hit's *C: the aircraft may already be going down, crashed by the same lucky hit
    String first = a.flying() ? a.id() : a.id() + ", going down,";
    if (r.collided()) {
      out =
          States.withPlane(
              out, a.with(a.condition().destroy("a mid-air collision with " + b.id())));
      out =
          States.withPlane(
              out,
              States.get(out, b.id())
                  .with(b.condition().destroy("a mid-air collision with " + a.id())));
      text =
          first
              + " and "
              + b.id()
              + " collide: "
              + (a.flying() ? "both are destroyed" : b.id() + " is destroyed");
    } else {
      text = first + " and " + b.id() + " miss each other";
    }
    events.add(
        new Cy6Event.Happened(
            s.turn(), phase, Optional.of(a.id()), Cy6Event.Kind.COLLISION, text, r.rolls()));
    return engine.sight().reveal(out, List.of(a.id(), b.id()));
  }

  public static String conditionWords(Plane p) {
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

  /** "an Extreme Turn", "a Special": the maneuver's label with its article. */
  public static String aManeuver(Maneuver m) {
    return ("AEIOU".indexOf(m.label().charAt(0)) >= 0 ? "an " : "a ") + m.label();
  }
}
