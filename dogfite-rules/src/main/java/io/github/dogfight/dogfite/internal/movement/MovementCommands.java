package io.github.dogfight.dogfite.internal.movement;

import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.BetLevel;
import io.github.dogfight.dogfite.DogfiteCommand;
import io.github.dogfight.dogfite.DogfiteCommand.ApplyMovePenalty;
import io.github.dogfight.dogfite.DogfiteCommand.BeginMove;
import io.github.dogfight.dogfite.DogfiteCommand.EdgeBet;
import io.github.dogfight.dogfite.DogfiteCommand.EndMove;
import io.github.dogfight.dogfite.DogfiteCommand.Move;
import io.github.dogfight.dogfite.DogfiteState;
import io.github.dogfight.dogfite.DogfiteTables;
import io.github.dogfight.dogfite.Maneuver;
import io.github.dogfight.dogfite.MoveState;
import io.github.dogfight.dogfite.Pending;
import io.github.dogfight.dogfite.Plane;
import io.github.dogfight.dogfite.Requirement;
import io.github.dogfight.dogfite.Step;
import io.github.dogfight.dogfite.VerticalMove;
import io.github.dogfight.dogfite.internal.Context;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;

/**
 * The legal commands of the movement phase, every one the engine accepts. A step is listed at every
 * bet level from the one the table requires (one more when it also holds a half-level move's level)
 * to 3, each with every number of aerobatic points from 0 to the most that level allows ("The
 * maximum number of Aerobic Points allowed for any single bet equals the sum of the bet level plus
 * the pilot's flying skill and aircraft aerobatic rating", rules 000, AEROBATICS): grouped by step,
 * then by level, then by points. A bet only for edge is listed at every level and number of points
 * but level 0 without points, which bets nothing.
 *
 * <p>An instance keeps the lists of the moving decision it has made, one per combination of what
 * they depend on (the aircraft, its pilot's flying skill and its aerobatic rating, the step's
 * speed, where in the hex it is, a held level still to bet, whether points are left): a decision
 * the same in all of these gets the same unmodifiable list. The tables are the rule set's, fixed
 * for the instance. Safe for concurrent use.
 */
public final class MovementCommands {
  /** At most this many lists are kept; past it the store starts again (results never change). */
  private static final int MOST_KEPT = 4096;

  private static final Step STRAIGHT = new Step.Straight();
  private static final Step TO_MIDDLE = new Step.ToMiddle();
  private static final List<Step> FROM_EDGE =
      List.of(
          STRAIGHT,
          new Step.Turn(1),
          new Step.Turn(-1),
          new Step.Turn(2),
          new Step.Turn(-2),
          new Step.Turn(3),
          new Step.Turn(-3),
          TO_MIDDLE);
  private static final List<Step> FROM_MIDDLE;

  /** The table row of each step from an edge, in {@link #FROM_EDGE}'s order (null: no bet). */
  private static final @Nullable Maneuver[] EDGE_MANEUVERS = {
    null,
    Maneuver.FACING_1,
    Maneuver.FACING_1,
    Maneuver.FACING_2,
    Maneuver.FACING_2,
    Maneuver.FACING_3,
    Maneuver.FACING_3,
    Maneuver.STAY_IN_HEX
  };

  static {
    List<Step> steps = new ArrayList<>();
    steps.add(TO_MIDDLE);
    for (Facing f : Facing.values()) {
      steps.add(new Step.ToEdge(f));
    }
    FROM_MIDDLE = List.copyOf(steps);
  }

  private final Context context;
  private final Map<MovingKey, Kept> moving = new ConcurrentHashMap<>();

  /** A kept moving list and its plain moves ({@link #plainMoves(List)}), worked out once. */
  private record Kept(List<DogfiteCommand> commands, List<PlainMove> plain) {}

  /**
   * A step's plain move in a list: the first move listed for the step at the lowest bet level
   * listed for it, without aerobatic points.
   *
   * @param move the plain move
   * @param raised the same step a level higher without aerobatic points, when the list holds it
   */
  public record PlainMove(Move move, @Nullable Move raised) {}

  /** Everything a moving decision's list depends on, the rule set's tables apart. */
  private record MovingKey(
      String plane,
      boolean edge,
      int speed,
      boolean pendingHold,
      int holdLevel,
      int flying,
      int aerobatic,
      int mode) {}

  /** Points are left: one step or another. */
  private static final int STEPS = 0;

  /** Points are left and the aircraft may end its move (a hex middle after a step). */
  private static final int STEPS_OR_END = 1;

  /** No movement point was rolled and none used: bets for edge, or the end of the move. */
  private static final int EDGE_BETS = 2;

  /** No points left: the end of the move. */
  private static final int END = 3;

  /** The legal movement commands of the rule set assembled from {@code context}. */
  public MovementCommands(Context context) {
    this.context = context;
  }

  /** The listed commands of the pending movement decision (moving lists kept, see above). */
  public List<DogfiteCommand> of(DogfiteState s) {
    if (s.pending() instanceof Pending.Moving m) {
      return moving(s.plane(m.plane()), m.move());
    }
    return of(context, s);
  }

  private List<DogfiteCommand> moving(Plane p, MoveState ms) {
    MovingKey key = key(p, ms);
    Kept known = moving.get(key);
    if (known != null) {
      return known.commands();
    }
    List<DogfiteCommand> made = Collections.unmodifiableList(moving(context.tables(), p, ms));
    Kept kept = new Kept(made, plainMoves(made));
    if (moving.size() >= MOST_KEPT) {
      moving.clear();
    }
    Kept raced = moving.putIfAbsent(key, kept);
    return raced != null ? raced.commands() : made;
  }

  /**
   * The plain moves of {@code legal}, the moving list of {@code p} with {@code ms}: read from the
   * list kept for that decision when {@code legal} is that very list, else worked out from {@code
   * legal} ({@link #plainMoves(List)}).
   */
  public List<PlainMove> plainMoves(Plane p, MoveState ms, List<DogfiteCommand> legal) {
    Kept kept = moving.get(key(p, ms));
    return kept != null && kept.commands() == legal ? kept.plain() : plainMoves(legal);
  }

  private static MovingKey key(Plane p, MoveState ms) {
    HexPosition from = p.placement().position();
    boolean edge = from instanceof HexPosition.Edge;
    int mode;
    if (!ms.hasPointsLeft()) {
      mode = ms.movementPoints() == 0 && ms.used() == 0 ? EDGE_BETS : END;
    } else {
      mode = !edge && ms.used() > 0 ? STEPS_OR_END : STEPS;
    }
    boolean steps = mode == STEPS || mode == STEPS_OR_END;
    return new MovingKey(
        p.id(),
        edge,
        steps ? ms.plan().maneuverSpeed(p.speed()) : 0,
        steps && ms.pendingHold(),
        steps && ms.pendingHold() ? ms.plan().holdBetLevel().orElse(0) : 0,
        p.flying(),
        p.type().aerobatic(),
        mode);
  }

  /**
   * Each step's plain move in {@code legal} (see {@link PlainMove}), in the order the list holds
   * them; a step whose lowest listed level is listed only with aerobatic points has none. A list
   * groups its moves by step, so each step is looked up against the one before it first; a handful
   * of steps at most.
   */
  public static List<PlainMove> plainMoves(List<DogfiteCommand> legal) {
    Step[] steps = new Step[16];
    int[] levels = new int[16];
    @Nullable Move[] firsts = new Move[16];
    int[] firstAt = new int[16];
    int size = 0;
    int last = -1;
    for (int at = 0; at < legal.size(); at++) {
      if (!(legal.get(at) instanceof Move m)) {
        continue;
      }
      Step step = m.step();
      int level = m.betLevel();
      int i = -1;
      if (last >= 0 && (steps[last] == step || steps[last].equals(step))) {
        i = last;
      } else {
        for (int j = 0; j < size; j++) {
          if (steps[j] == step || steps[j].equals(step)) {
            i = j;
            break;
          }
        }
      }
      if (i < 0) {
        if (size == steps.length) {
          throw new IllegalStateException("more steps than a hex has: " + size);
        }
        i = size++;
        steps[i] = step;
        levels[i] = level;
        firsts[i] = null;
      } else if (level < levels[i]) {
        levels[i] = level;
        firsts[i] = null;
      }
      if (level == levels[i] && firsts[i] == null && m.aerobaticPoints() == 0) {
        firsts[i] = m;
        firstAt[i] = at;
      }
      last = i;
    }
    List<Integer> order = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      if (firsts[i] != null) {
        order.add(i);
      }
    }
    order.sort((a, b) -> Integer.compare(firstAt[a], firstAt[b]));
    List<PlainMove> out = new ArrayList<>(order.size());
    for (int i : order) {
      Move m = java.util.Objects.requireNonNull(firsts[i]);
      Move up = null;
      if (m.betLevel() < 3) {
        Move wanted = new Move(m.plane(), m.step(), m.betLevel() + 1, 0);
        int at = legal.indexOf(wanted);
        up = at < 0 ? null : (Move) legal.get(at);
      }
      out.add(new PlainMove(m, up));
    }
    return List.copyOf(out);
  }

  /** The steps possible from {@code from}. */
  public static List<Step> steps(HexPosition from) {
    return from instanceof HexPosition.Edge ? FROM_EDGE : FROM_MIDDLE;
  }

  /** The listed commands of the pending movement decision. */
  public static List<DogfiteCommand> of(Context c, DogfiteState s) {
    Pending pending = s.pending();
    if (pending instanceof Pending.StartMove sm) {
      return start(c, s.plane(sm.plane()), sm);
    }
    if (pending instanceof Pending.Moving m) {
      return moving(c.tables(), s.plane(m.plane()), m.move());
    }
    if (pending instanceof Pending.MovePenalty mp) {
      return penalties(mp);
    }
    if (pending instanceof Pending.LeaveHex lh) {
      List<DogfiteCommand> out = new ArrayList<>(6);
      for (Facing f : Facing.values()) {
        out.add(new DogfiteCommand.LeaveHex(lh.plane(), f));
      }
      return out;
    }
    return List.of();
  }

  private static List<DogfiteCommand> start(Context c, Plane p, Pending.StartMove sm) {
    List<DogfiteCommand> out = new ArrayList<>(6);
    if (p.spinning()) {
      out.add(new BeginMove(p.id(), VerticalMove.LEVEL));
      out.add(new BeginMove(p.id(), VerticalMove.HOLD));
      return out;
    }
    if (sm.mayTail().isPresent()) {
      out.add(new DogfiteCommand.Tail(p.id()));
    }
    if (p.turnLog().highestBet().isEmpty() && p.placement().altitude().level() > 0) {
      out.add(new DogfiteCommand.EnterSpin(p.id()));
    }
    for (VerticalMove v : VerticalMove.values()) {
      if (c.climbDive().allowed(p.placement().altitude(), p.speed(), v)) {
        out.add(new BeginMove(p.id(), v));
      }
    }
    return out;
  }

  private static List<DogfiteCommand> moving(DogfiteTables tables, Plane p, MoveState ms) {
    List<DogfiteCommand> out = new ArrayList<>(160);
    HexPosition from = p.placement().position();
    if (!ms.hasPointsLeft()) {
      if (ms.movementPoints() == 0 && ms.used() == 0) {
        for (int level = 0; level <= 3; level++) {
          int most = BetLevel.maxAerobaticPoints(level, p.flying(), p.type().aerobatic());
          for (int points = level == 0 ? 1 : 0; points <= most; points++) {
            out.add(new EdgeBet(p.id(), level, points));
          }
        }
      }
      out.add(new EndMove(p.id()));
      return out;
    }
    int speed = ms.plan().maneuverSpeed(p.speed());
    boolean edge = from instanceof HexPosition.Edge;
    List<Step> steps = edge ? FROM_EDGE : FROM_MIDDLE;
    for (int i = 0; i < steps.size(); i++) {
      Step step = steps.get(i);
      Maneuver m = edge ? EDGE_MANEUVERS[i] : i == 0 ? Maneuver.STAY_IN_HEX : null;
      Requirement req = m != null ? tables.requirement(m, speed) : Requirement.AUTO;
      if (req == Requirement.IMPOSSIBLE) {
        continue;
      }
      int level = req.betLevel();
      if (ms.pendingHold() && m != null) {
        // Held together with the level: one bet of one plus the higher level, at most 3.
        level = 1 + Math.max(ms.plan().holdBetLevel().orElse(0), level);
        if (level > 3) {
          continue;
        }
      }
      for (int raised = level; raised <= 3; raised++) {
        int most = BetLevel.maxAerobaticPoints(raised, p.flying(), p.type().aerobatic());
        for (int points = 0; points <= most; points++) {
          out.add(new Move(p.id(), step, raised, points));
        }
      }
    }
    if (from instanceof HexPosition.Middle && ms.used() > 0) {
      out.add(new EndMove(p.id()));
    }
    return out;
  }

  /** Every way to share the penalty among the tasks, the maneuver kept longest first. */
  private static List<DogfiteCommand> penalties(Pending.MovePenalty mp) {
    Pending.FailedStep f = mp.failed();
    int total = Math.min(f.penalty(), f.shareable());
    int maneuver = f.stayKept() ? 0 : f.maneuver();
    List<DogfiteCommand> out = new ArrayList<>();
    for (int onManeuver = 0; onManeuver <= maneuver; onManeuver++) {
      for (int onHold = 0; onHold <= f.hold(); onHold++) {
        int onAerobatics = total - onManeuver - onHold;
        if (onAerobatics >= 0 && onAerobatics <= f.aerobatics()) {
          out.add(new ApplyMovePenalty(mp.plane(), onManeuver, onHold, onAerobatics));
        }
      }
    }
    return out;
  }
}
