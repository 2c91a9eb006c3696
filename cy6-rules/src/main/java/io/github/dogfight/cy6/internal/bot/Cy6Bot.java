package io.github.dogfight.cy6.internal.bot;

import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.hex.Arc;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.view.View;
import io.github.dogfight.cy6.AirAttack;
import io.github.dogfight.cy6.Battery;
import io.github.dogfight.cy6.Board;
import io.github.dogfight.cy6.Cab;
import io.github.dogfight.cy6.Cy6Command;
import io.github.dogfight.cy6.Cy6State;
import io.github.dogfight.cy6.Gun;
import io.github.dogfight.cy6.Maneuver;
import io.github.dogfight.cy6.MoveChart;
import io.github.dogfight.cy6.Plane;
import io.github.dogfight.cy6.Position;
import io.github.dogfight.cy6.Role;
import io.github.dogfight.cy6.SurfaceTarget;
import io.github.dogfight.cy6.TurnCode;
import io.github.dogfight.cy6.internal.Engine;
import io.github.dogfight.cy6.internal.States;
import io.github.dogfight.cy6.internal.movement.WayOut;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.jspecify.annotations.Nullable;

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
 *
 * <p>Every exact odds it weighs comes from the rule set's {@link BotTables}, computed once; a
 * plotting decision looks up the chart, the nearest enemy and target once and scores each legal
 * plot in one pass.
 */
public final class Cy6Bot implements Bot<Cy6State, Cy6Command> {
  private final Engine engine;
  private final BotTables tables;

  /**
   * A bot for the rules that {@code engine} runs.
   *
   * @param engine the rule set's engine
   * @param tables the rule set's exact odds as doubles, computed once and shared by its games
   */
  public Cy6Bot(Engine engine, BotTables tables) {
    this.engine = engine;
    this.tables = tables;
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
        double p = tables.strikeChance(s, me, t, k.kind().orElseThrow());
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
      return formation(s, me, legal);
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
    return plot(s, me, legal);
  }

  private Cy6Command formation(Cy6State s, Plane me, List<Cy6Command> legal) {
    boolean close = false;
    for (Plane e : s.flying()) {
      if (!e.side().equals(me.side()) && e.position().hex().distance(me.position().hex()) <= 8) {
        close = true;
        break;
      }
    }
    Cy6Command.FormationChoice want =
        close && s.leads(me) && !escorted(s, me)
            ? Cy6Command.FormationChoice.BREAK_UP
            : Cy6Command.FormationChoice.KEEP;
    for (Cy6Command c : legal) {
      if (((Cy6Command.FormationStatus) c).choice() == want) {
        return c;
      }
    }
    return legal.get(0);
  }

  /** Whether {@code me}'s formation has a bomber in it (its fighters are its escorts). */
  private static boolean escorted(Cy6State s, Plane me) {
    if (me.formation().isEmpty()) {
      return false;
    }
    for (Plane m : s.formation(me.formation().get())) {
      if (m.type().role() == Role.BOMBER) {
        return true;
      }
    }
    return false;
  }

  /**
   * The best scoring legal plot; of equal scores the first by speed, then maneuver type, then the
   * chart's order (then the list's order).
   */
  private Cy6Command plot(Cy6State s, Plane me, List<Cy6Command> legal) {
    Plotting plotting = new Plotting(s, me);
    Cy6Command.Plot best = (Cy6Command.Plot) legal.get(0);
    double bestScore = Double.NEGATIVE_INFINITY;
    for (Cy6Command c : legal) {
      Cy6Command.Plot plot = (Cy6Command.Plot) c;
      double score = plotting.weigh(plot);
      if (score > bestScore || (score == bestScore && plotting.before(plot, best))) {
        bestScore = score;
        best = plot;
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
        double p = tables.flakChance(b, States.get(s, f.target().get()));
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
    OptionalInt turns = engine.config().tables().heavyAaTargetTurns(cab);
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

  /** The chance to hit, from the exact to-hit odds, weighed by the guns' dice. */
  private double damageChance(Plane me, Plane target) {
    AirAttack a = engine.airFire().attack(me, target);
    double p = tables.hitChance(a);
    int dice = 0;
    for (Gun g : a.guns()) {
      dice += g.count();
    }
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
    return new Plotting(s, me).score(plot);
  }

  /**
   * What the bot plays {@code plot} by: {@link #score} with the tactics of {@code Plotting.weigh}
   * (going home, the guns' chance from the end of the move, height while far from the enemy).
   *
   * @param s the state
   * @param me the aircraft plotting
   * @param plot the plot
   * @return the weight; the legal plot weighing most is flown
   */
  public double weigh(Cy6State s, Plane me, Cy6Command.Plot plot) {
    return new Plotting(s, me).weigh(plot);
  }

  /**
   * One plotting decision: what the score of every plot shares (the chart, the nearest enemy
   * surface target, the nearest enemy aircraft, the friends flying, whether {@code me} leads),
   * looked up once.
   */
  private final class Plotting {
    /** Hexes from the enemy beyond which height counts as energy. */
    private static final int FAR = 6;

    /** The most TALs above the enemy that count. */
    private static final int HEIGHT = 2;

    /** What a TAL of height above a distant enemy is worth. */
    private static final double ENERGY = 0.2;

    private final Cy6State s;
    private final Plane me;
    private final MoveChart chart;
    private final @Nullable Hex aim;
    private final @Nullable Plane target;

    /** The hex 2 behind {@link #target}, where a fighter wants to end. */
    private final @Nullable Hex behind;

    private final List<Plane> friends;
    private final boolean leads;
    private final Optional<Board.Compass> home;

    /** Each code's move from where {@code me} stands, traced once (plots share their codes). */
    private final Map<String, Flight> flights = new HashMap<>(64);

    /** The paths of the chart's moves from the origin ({@link BotTables#steps}), by position. */
    private final BotTables.Steps[] paths;

    /**
     * {@link #attackFrom}'s answers by range, guns bearing to the front and a head-on or deflection
     * shot (NaN until asked): everything else it depends on is {@code me} and the enemy, fixed for
     * the decision.
     */
    private final double[] attacks = new double[11 * 4];

    Plotting(Cy6State s, Plane me) {
      this.s = s;
      this.me = me;
      this.chart = engine.chart(me);
      this.paths = tables.steps(chart);
      Hex here = me.position().hex();
      Hex nearestAim = null;
      if (me.ordnance().isPresent()) {
        for (SurfaceTarget t : s.ground().targets()) {
          if (!t.side().equals(me.side())
              && !t.destroyed()
              && (nearestAim == null || t.hex().distance(here) < nearestAim.distance(here))) {
            nearestAim = t.hex();
          }
        }
      }
      this.aim = nearestAim;
      Plane nearest = null;
      int best = Integer.MAX_VALUE;
      List<Plane> own = new ArrayList<>();
      for (Plane e : s.flying()) {
        if (!e.side().equals(me.side())) {
          int d = e.position().hex().distance(here) + Math.abs(e.tal() - me.tal());
          if (d < best) {
            best = d;
            nearest = e;
          }
        } else if (!e.id().equals(me.id())) {
          own.add(e);
        }
      }
      this.target = nearest;
      this.behind =
          nearest == null
              ? null
              : nearest.position().hex().step(nearest.position().facing().opposite(), 2);
      this.friends = own;
      this.leads = s.leads(me);
      this.home =
          headsHome(s, me)
              ? Optional.ofNullable(s.board().homeEdges().get(me.side()))
              : Optional.empty();
      Arrays.fill(attacks, Double.NaN);
    }

    /**
     * The move of {@code code} from where {@code me} stands, on first use: its path from the rule
     * set's {@link BotTables#steps} moved to {@code me}'s hex, and what the scores read of where it
     * ends (the distances and arcs to the enemy and the target), so plots of one code at several
     * maneuver types look them up once.
     */
    private Flight flight(String code) {
      Flight f = flights.get(code);
      if (f == null) {
        // MoveChart.move refuses an unknown code, so its chart position is one of the paths'
        TurnCode turn = chart.move(code).code();
        int at = chart.position(code);
        BotTables.Steps steps = paths[at];
        Position from = me.position();
        int q = from.hex().q();
        int r = from.hex().r();
        int[] dq = steps.dq(from.facing());
        int[] dr = steps.dr(from.facing());
        Board board = s.board();
        boolean onMap = true;
        for (int i = 0; i < dq.length; i++) {
          if (!board.contains(new Hex(q + dq[i], r + dr[i]))) {
            onMap = false;
            break;
          }
        }
        int last = dq.length - 1;
        Position end =
            new Position(new Hex(q + dq[last], r + dr[last]), steps.endFacing(from.facing()));
        int toAim = aim == null ? 0 : end.hex().distance(aim);
        Plane foe = target;
        int toBehind = 0;
        int toFoe = 0;
        Arc gunArc = null;
        Arc foeArc = null;
        if (foe != null && behind != null) {
          Hex t = foe.position().hex();
          toBehind = end.hex().distance(behind);
          toFoe = end.hex().distance(t);
          if (toFoe != 0) {
            gunArc = Arc.of(end.hex(), end.facing(), t);
            foeArc = Arc.of(t, foe.position().facing(), end.hex());
          }
        }
        f = new Flight(turn, at, onMap ? end : null, end, toAim, toBehind, toFoe, gunArc, foeArc);
        flights.put(code, f);
      }
      return f;
    }

    /**
     * Whether {@code me} heads for its home edge: a bomber once it carries no ordnance (its run is
     * made), and a fighter once no friendly bomber is in the fight and one of them went home (the
     * escorts follow it; while one is shot down, they fight on).
     */
    private static boolean headsHome(Cy6State s, Plane me) {
      if (me.type().role() == Role.BOMBER) {
        return me.ordnance().isEmpty();
      }
      boolean wentHome = false;
      for (Plane p : s.planes()) {
        if (p.side().equals(me.side()) && p.type().role() == Role.BOMBER) {
          if (p.flying()) {
            return false;
          }
          wentHome |= p.exit().isPresent();
        }
      }
      return wentHome;
    }

    /**
     * What the bot plays by: {@link #score} with the tactics the whole rule set offers. A bomber
     * with no ordnance left heads for its home edge and leaves the map there ({@link #homeward}). A
     * fighter chasing an enemy adds the chance its guns would have from where the move ends ({@link
     * #attackFrom}: with range counted in hexes plus TALs, a dive onto a lower enemy shortens it),
     * and while more than {@value #FAR} hexes from the enemy it takes up to {@value #HEIGHT} TALs
     * above it without the altitude penalty and gains {@value #ENERGY} a TAL (height to dive with
     * later).
     */
    double weigh(Cy6Command.Plot plot) {
      if (home.isPresent()) {
        return homeward(plot, home.get());
      }
      double score = score(plot);
      Plane foe = target;
      if (foe == null || score <= -1000 || aim != null || me.type().role() == Role.BOMBER) {
        return score;
      }
      Flight flight = flight(plot.code());
      int tal = me.tal() + tables.talChange(plot.maneuver());
      if (flight.toFoe() > FAR) {
        int above = Math.min(tal - foe.tal(), HEIGHT);
        if (above > 0) {
          score += (0.7 + ENERGY) * above;
        }
      }
      return score + attackFrom(flight, tal, foe);
    }

    /**
     * The guns' chance to hit {@code foe} from {@code end} at {@code tal}, weighed by their dice,
     * as the fire segment would roll it if {@code foe} stayed where it is; 0 with no gun bearing.
     */
    private double attackFrom(Flight flight, int tal, Plane foe) {
      if (flight.toFoe() == 0) {
        return 0;
      }
      // AirFire.range, and the arcs AirFire.bearing and AirFire.attack read
      int range = flight.toFoe() + Math.abs(tal - foe.tal());
      if (range < 1 || range > 10) {
        return 0;
      }
      int key =
          range * 4
              + (flight.gunArc() == Arc.FRONT ? 2 : 0)
              + (flight.foeArc() != Arc.REAR ? 1 : 0);
      double known = attacks[key];
      if (Double.isNaN(known)) {
        known = attackFromAnew(flight.end(), tal, foe);
        attacks[key] = known;
      }
      return known;
    }

    /** {@link #attackFrom}, computed. */
    private double attackFromAnew(Position end, int tal, Plane foe) {
      Plane there = me.at(end, tal, me.speed());
      if (engine.airFire().bearing(there, foe).isEmpty()) {
        return 0;
      }
      AirAttack a = engine.airFire().attack(there, foe);
      int dice = 0;
      for (Gun g : a.guns()) {
        dice += g.count();
      }
      return tables.hitChance(a) * dice;
    }

    /**
     * A move home: 0 for leaving the map by the home edge, -1000 by another edge, else minus 10,
     * twice the hexes left to the edge and the hexsides to turn to face it ({@link WayOut#score});
     * plus 0.5 for level flight and 0.1 a hex of speed.
     */
    private double homeward(Cy6Command.Plot plot, Board.Compass edge) {
      TurnCode code = flight(plot.code()).code();
      int way = WayOut.score(s.board(), me.position(), code, edge);
      if (way == 1) {
        return -1000;
      }
      return -way + (plot.maneuver() == Maneuver.LEVEL ? 0.5 : 0) + 0.1 * code.speed();
    }

    /**
     * Whether {@code a} comes before {@code b} in the order that decides between equal scores: by
     * speed (0 for a code not on the chart), then maneuver type, then the chart's order.
     */
    boolean before(Cy6Command.Plot a, Cy6Command.Plot b) {
      int atA = flight(a.code()).at();
      int atB = flight(b.code()).at();
      int speedA = atA < 0 ? 0 : chart.moves().get(atA).code().speed();
      int speedB = atB < 0 ? 0 : chart.moves().get(atB).code().speed();
      if (speedA != speedB) {
        return speedA < speedB;
      }
      int m = a.maneuver().compareTo(b.maneuver());
      return m != 0 ? m < 0 : atA < atB;
    }

    double score(Cy6Command.Plot plot) {
      Flight flight = flight(plot.code());
      TurnCode code = flight.code();
      Position end = flight.onMap();
      if (end == null) {
        return -1000;
      }
      int tal = me.tal() + tables.talChange(plot.maneuver());
      double score = 0.1 * code.speed();
      if (aim != null) {
        return -flight.toAim() + (plot.maneuver() == Maneuver.LEVEL ? 1 : 0) + score;
      }
      if (me.type().role() == Role.BOMBER) {
        return (code.turns() ? -5 : 0) + (plot.maneuver() == Maneuver.LEVEL ? 1 : 0) + score;
      }
      Plane foe = target;
      if (foe == null) {
        return score;
      }
      score -= flight.toBehind();
      score -= 0.7 * Math.abs(tal - foe.tal());
      if (flight.toFoe() != 0) {
        if (flight.gunArc() == Arc.FRONT && flight.toFoe() <= 4) {
          score += 4;
        }
        if (flight.foeArc() == Arc.FRONT && flight.toFoe() <= 3) {
          score -= 2;
        }
      } else if (tal == foe.tal()) {
        score -= 6;
      }
      if (plot.maneuver() == Maneuver.EXTREME_TURN || plot.maneuver() == Maneuver.SPECIAL) {
        score -= me.condition().mustCheckToManeuver() ? 6 : 1.5;
      }
      if (plot.maneuver().climbs() && me.condition().mustCheckToClimb()) {
        score -= 3;
      }
      // keep clear of friends at the same TAL (a collision risk), and keep a kept formation
      // together
      for (Plane f : friends) {
        if (f.tal() == tal && f.position().hex().distance(end.hex()) == 0) {
          score -= 4;
        }
      }
      if (leads && code.speed() != me.speed()) {
        score -= 3;
      }
      return score;
    }

    /**
     * A code's move from where the aircraft stands: the turn code, its place on the chart, where it
     * ends when every hex of it is on the map ({@code null} when it leaves the map), where it ends,
     * and from the end: the hexes to the enemy surface target (0 with none), to 2 hexes behind the
     * enemy and to the enemy (0 with no enemy), and the enemy's arc from the end's facing and the
     * end's arc from the enemy's ({@code null} in the enemy's hex or with no enemy).
     */
    private record Flight(
        TurnCode code,
        int at,
        @Nullable Position onMap,
        Position end,
        int toAim,
        int toBehind,
        int toFoe,
        @Nullable Arc gunArc,
        @Nullable Arc foeArc) {}
  }
}
