package io.github.dogfight.dogfite.internal.bot;

import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.core.view.View;
import io.github.dogfight.dogfite.DogfiteCommand;
import io.github.dogfight.dogfite.DogfiteCommand.BeginMove;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseSpeedRoll;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseTarget;
import io.github.dogfight.dogfite.DogfiteCommand.EdgeBet;
import io.github.dogfight.dogfite.DogfiteCommand.EndMove;
import io.github.dogfight.dogfite.DogfiteCommand.Fire;
import io.github.dogfight.dogfite.DogfiteCommand.Move;
import io.github.dogfight.dogfite.DogfiteState;
import io.github.dogfight.dogfite.Pending;
import io.github.dogfight.dogfite.Plane;
import io.github.dogfight.dogfite.SpeedRoll;
import io.github.dogfight.dogfite.Step;
import io.github.dogfight.dogfite.VerticalMove;
import io.github.dogfight.dogfite.internal.movement.MovementCommands;
import java.util.List;
import java.util.Optional;

/**
 * A simple deterministic pilot that flies a sensible duel, from its own view only.
 *
 * <ul>
 *   <li>Targets the nearest enemy (ties by id); tails its target whenever it may.
 *   <li>Finishes half-level moves, tries to recover from spins, climbs or dives a level toward its
 *       target when the table allows and the speed can spare it, otherwise flies level.
 *   <li>Each movement point: the step with the smallest expected distance to its target, weighing
 *       each bet by its exact chance to pass, its expected edge and the chance its failure pitches
 *       the aircraft into a dive ({@link BetTable}), and considers raising the bet a level for
 *       edge; once in the target's hex it stays in the middle. With no movement points it bets for
 *       edge when that is expected to gain.
 *   <li>Puts a failed bet's move penalty on its aerobatics and held level before its maneuver;
 *       leaves a hex toward its target; fires every gun and moves every pip it is asked about
 *       (adding one where it may); powers up when slow, drags when near its dive limit.
 * </ul>
 */
public final class DogfiteBot implements Bot<DogfiteState, DogfiteCommand> {
  /** The closeness a half-level dive is counted as costing, in hexes. */
  private static final double DIVE_COST = 1.5;

  /** The closeness a bet that brings on a stall / spin check is counted as costing, in hexes. */
  private static final double STALL_COST = 4;

  private final BetTable bets;
  private final MovementCommands commands;

  /**
   * A bot weighing bets with {@code bets}, reading the plain moves of a moving list from {@code
   * commands} (the rule set's, which made the list).
   */
  public DogfiteBot(BetTable bets, MovementCommands commands) {
    this.bets = bets;
    this.commands = commands;
  }

  @Override
  public DogfiteCommand choose(View<DogfiteState> view, List<DogfiteCommand> legal) {
    DogfiteState state = view.state();
    Pending pending = state.pending();
    Plane me = state.plane(legal.get(0).plane());
    if (pending instanceof Pending.Targeting) {
      return target(state, me, legal);
    }
    if (pending instanceof Pending.StartMove) {
      return begin(state, me, legal);
    }
    if (pending instanceof Pending.Moving m) {
      return step(state, me, m, legal);
    }
    if (pending instanceof Pending.LeaveHex) {
      return listed(
          legal,
          new DogfiteCommand.LeaveHex(me.id(), toward(state, me, me.placement().position().hex())));
    }
    if (pending instanceof Pending.Firing) {
      return listed(legal, new Fire(me.id(), me.type().guns()));
    }
    if (pending instanceof Pending.Pip) {
      return pip(legal);
    }
    if (pending instanceof Pending.SpeedRolling) {
      return speed(me, legal);
    }
    // A move penalty: the list keeps the maneuver longest first, the hold next.
    return legal.get(0);
  }

  /**
   * The pip it is asked about is worth moving: a pip added (a +2 shooter's choice) scores at least
   * as many hits and critical hits as one taken off, so it adds one where it may, else takes one
   * off. This is {@code Gunnery.bestPip}, the choice the odds assume.
   */
  private static DogfiteCommand pip(List<DogfiteCommand> legal) {
    DogfiteCommand best = legal.get(0);
    int bestPip = Integer.MIN_VALUE;
    for (DogfiteCommand c : legal) {
      if (c instanceof DogfiteCommand.AdjustPip a && a.pip() != 0 && a.pip() > bestPip) {
        bestPip = a.pip();
        best = c;
      }
    }
    return best;
  }

  private static DogfiteCommand target(DogfiteState s, Plane me, List<DogfiteCommand> legal) {
    Hex here = me.placement().position().hex();
    DogfiteCommand best = legal.get(0);
    int bestDistance = Integer.MAX_VALUE;
    String bestId = "";
    for (DogfiteCommand c : legal) {
      if (!(c instanceof ChooseTarget t) || t.target().isEmpty()) {
        continue;
      }
      Plane p = s.plane(t.target().get());
      if (p.side().equals(me.side())) {
        continue;
      }
      int distance = here.distance(p.placement().position().hex());
      if (distance < bestDistance || (distance == bestDistance && p.id().compareTo(bestId) < 0)) {
        bestDistance = distance;
        bestId = p.id();
        best = c;
      }
    }
    return best;
  }

  private static DogfiteCommand begin(DogfiteState s, Plane me, List<DogfiteCommand> legal) {
    for (DogfiteCommand c : legal) {
      if (c instanceof DogfiteCommand.Tail) {
        return c;
      }
    }
    VerticalMove want = VerticalMove.LEVEL;
    if (me.spinning()) {
      want = VerticalMove.HOLD;
    } else if (me.placement().altitude().pitch() != Altitude.Pitch.LEVEL) {
      want = VerticalMove.FINISH;
    } else if (me.target().isPresent()) {
      int diff =
          s.plane(me.target().get()).placement().altitude().levelsAbove(me.placement().altitude());
      if (diff > 0 && me.speed() - 3 > me.type().minSpeed() + 1) {
        want = VerticalMove.CLIMB;
      } else if (diff < 0 && me.speed() + 3 < me.type().maxDiveSpeed()) {
        want = VerticalMove.DIVE;
      }
    }
    DogfiteCommand firstBegin = legal.get(legal.size() - 1);
    boolean found = false;
    for (DogfiteCommand c : legal) {
      if (c instanceof BeginMove b) {
        if (b.vertical() == want) {
          return c;
        }
        if (!found) {
          firstBegin = c;
          found = true;
        }
      }
    }
    // The bot never spins on purpose: it falls back to the first BeginMove, not to EnterSpin.
    return firstBegin;
  }

  private DogfiteCommand step(
      DogfiteState s, Plane me, Pending.Moving moving, List<DogfiteCommand> legal) {
    Optional<Plane> target = me.target().map(s::plane);
    int modifier = me.condition().betModifier();
    if (!moving.move().hasPointsLeft()) {
      EdgeBet edgeBet = new EdgeBet(me.id(), 1, 0);
      if (legal.contains(edgeBet)
          && target.isPresent()
          && bets.edge(1, modifier) - DIVE_COST * bets.dive(1, modifier, 0) > 0) {
        return edgeBet;
      }
      return listed(legal, new EndMove(me.id()));
    }
    if (target.isEmpty()) {
      for (DogfiteCommand c : legal) {
        if (c instanceof Move m && m.betLevel() == 0 && m.aerobaticPoints() == 0) {
          return c;
        }
      }
      return legal.get(0);
    }
    Hex goal = target.get().placement().position().hex();
    HexPosition from = me.placement().position();
    if (from.hex().equals(goal) && from instanceof HexPosition.Middle) {
      // A list holds one end of the move at most, listed last: looked for from the end.
      for (int i = legal.size() - 1; i >= 0; i--) {
        if (legal.get(i) instanceof EndMove) {
          return legal.get(i);
        }
      }
    }
    // Each listed step at the lowest level listed for it, without aerobatic points; then the best
    // one raised a level for edge, when the list holds it.
    MovementCommands.PlainMove best = null;
    DogfiteCommand chosen = legal.get(0);
    double bestScore = Double.MAX_VALUE;
    // The candidates scored in the list's order, as a pass over the list would meet them.
    for (MovementCommands.PlainMove plain : commands.plainMoves(me, moving.move(), legal)) {
      Move m = plain.move();
      double score = stepScore(me, from, goal, m, m.betLevel(), modifier);
      if (score < bestScore) {
        bestScore = score;
        best = plain;
        chosen = m;
      }
    }
    Move up = best == null ? null : best.raised();
    if (best != null && up != null) {
      Move m = best.move();
      double raised = stepScore(me, from, goal, m, m.betLevel() + 1, modifier);
      if (raised < bestScore) {
        chosen = up;
      }
    }
    return chosen;
  }

  /**
   * Expected closeness after the step, weighted by the chance the bet passes, plus the expected
   * cost of a dive, less a third of the expected edge: lower is better. An edge position is scored
   * by the hex it will enter next, so turning toward the target pays. A failed step is scored as
   * flying straight on (from an edge) or staying (from a middle).
   */
  private double score(
      HexPosition from, Hex goal, Step step, boolean bet, int level, int modifier) {
    int success = closeness(from, step, goal);
    if (!bet) {
      return success;
    }
    int failure = from instanceof HexPosition.Edge ? closeness(from, STRAIGHT, goal) : success;
    int changes =
        step instanceof Step.Turn t
            ? Math.abs(t.hexsides())
            : step instanceof Step.ToMiddle ? 1 : 0;
    double p = bets.pass(level, modifier);
    return p * success
        + (1 - p) * failure
        + DIVE_COST * bets.dive(level, modifier, changes)
        - bets.edge(level, modifier) / 3;
  }

  private static final Step STRAIGHT = new Step.Straight();

  /** {@code wanted} when the list holds it, else the list's first command. */
  private static DogfiteCommand listed(List<DogfiteCommand> legal, DogfiteCommand wanted) {
    return legal.contains(wanted) ? wanted : legal.get(0);
  }

  /** The score of {@code m} bet at {@code level}, a stall check counted as a cost. */
  private double stepScore(Plane me, HexPosition from, Hex goal, Move m, int level, int modifier) {
    boolean bet = level > 0 || m.step() instanceof Step.Turn || m.step() instanceof Step.ToMiddle;
    double score = score(from, goal, m.step(), bet, level, modifier);
    return stallCheck(me, level) ? score + STALL_COST : score;
  }

  /**
   * The distance to {@code goal} of where {@code step} takes an aircraft at {@code from}: the hex
   * it will enter next from an edge, its hex from a middle. Worked out on the coordinates alone,
   * with no positions built.
   */
  static int closeness(HexPosition from, Step step, Hex goal) {
    int q = from.hex().q();
    int r = from.hex().r();
    if (from instanceof HexPosition.Edge e) {
      Facing f = e.facing();
      q += f.dq();
      r += f.dr();
      if (step instanceof Step.ToMiddle) {
        return distance(q, r, goal);
      }
      Facing out = step instanceof Step.Turn t ? f.turn(t.hexsides()) : f;
      return distance(q + out.dq(), r + out.dr(), goal);
    }
    if (step instanceof Step.ToEdge x) {
      return distance(q + x.exit().dq(), r + x.exit().dr(), goal);
    }
    return distance(q, r, goal);
  }

  private static int distance(int q, int r, Hex goal) {
    int dq = q - goal.q();
    int dr = r - goal.r();
    return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
  }

  /**
   * Whether a bet of {@code level} leaves the aircraft at or below its minimum speed as raised by
   * the turn's bets, so that it must roll for a stall or spin when its move ends.
   */
  private boolean stallCheck(Plane me, int level) {
    int projected = me.speed() + me.turnLog().speedChanges() + bets.speedChange(level);
    int minimum =
        me.type().minSpeed()
            + Math.max(me.turnLog().minSpeedIncrease(), bets.minSpeedIncrease(level));
    return projected <= minimum;
  }

  /** The edge of {@code hex} toward the target, north without one. */
  private static Facing toward(DogfiteState s, Plane me, Hex hex) {
    if (me.target().isEmpty()) {
      return Facing.N;
    }
    Hex goal = s.plane(me.target().get()).placement().position().hex();
    Facing best = Facing.N;
    int bestDistance = Integer.MAX_VALUE;
    for (Facing f : Facing.values()) {
      int d = hex.neighbor(f).distance(goal);
      if (d < bestDistance) {
        bestDistance = d;
        best = f;
      }
    }
    return best;
  }

  private static DogfiteCommand speed(Plane me, List<DogfiteCommand> legal) {
    SpeedRoll want;
    int projected = me.speed() + me.turnLog().speedChanges();
    if (projected <= me.type().minSpeed() + 2 || projected < me.type().maxSpeed() - 1) {
      want = SpeedRoll.POWER;
    } else if (projected >= me.type().maxDiveSpeed() - me.damage().maxDiveReduction()) {
      want = SpeedRoll.DRAG;
    } else {
      want = SpeedRoll.NONE;
    }
    for (DogfiteCommand c : legal) {
      if (c instanceof ChooseSpeedRoll r && r.roll() == want) {
        return c;
      }
    }
    return legal.get(0);
  }
}
