package io.github.dogfight.dogfite.internal.movement;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.BetOutcome;
import io.github.dogfight.dogfite.BetRequest;
import io.github.dogfight.dogfite.DogfiteCommand.ApplyMovePenalty;
import io.github.dogfight.dogfite.DogfiteCommand.BeginMove;
import io.github.dogfight.dogfite.DogfiteCommand.EdgeBet;
import io.github.dogfight.dogfite.DogfiteCommand.EndMove;
import io.github.dogfight.dogfite.DogfiteCommand.EnterSpin;
import io.github.dogfight.dogfite.DogfiteCommand.LeaveHex;
import io.github.dogfight.dogfite.DogfiteCommand.Move;
import io.github.dogfight.dogfite.DogfiteCommand.Tail;
import io.github.dogfight.dogfite.DogfiteEvent.Setback;
import io.github.dogfight.dogfite.DogfiteOdds;
import io.github.dogfight.dogfite.DogfiteTables;
import io.github.dogfight.dogfite.Maneuver;
import io.github.dogfight.dogfite.MoveState;
import io.github.dogfight.dogfite.Pending;
import io.github.dogfight.dogfite.Placement;
import io.github.dogfight.dogfite.Plane;
import io.github.dogfight.dogfite.Requirement;
import io.github.dogfight.dogfite.Step;
import io.github.dogfight.dogfite.VerticalMove;
import io.github.dogfight.dogfite.VerticalPlan;
import io.github.dogfight.dogfite.event.BetForEdge;
import io.github.dogfight.dogfite.event.BetMissed;
import io.github.dogfight.dogfite.event.LeftHex;
import io.github.dogfight.dogfite.event.LevelHeld;
import io.github.dogfight.dogfite.event.MoveBegun;
import io.github.dogfight.dogfite.event.MoveEnded;
import io.github.dogfight.dogfite.event.Moved;
import io.github.dogfight.dogfite.internal.Dice;
import io.github.dogfight.dogfite.internal.Draft;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The movement phase (rules 000, MOVEMENT to BET FAILURE / STRESS / STALL): each aircraft in turn
 * begins its move (vertical move and movement-point die), spends its movement points one step at a
 * time with the bets the table asks or the player raises, and ends its move with the stall / spin
 * check; its followers in formation then fly the same steps. One step resolver serves every bet: a
 * failed bet's move penalty falls on the tasks it covered, where the player says when there is a
 * choice.
 */
public final class Movement {
  static final String SEED = " (rules 000)";

  /** The purpose of a movement-point die. */
  static final String MOVEMENT_POINTS = "movement points";

  /** The purpose of a bet to hold a half-level move's level. */
  static final String HOLDING = "holding its level";

  private Movement() {}

  /** The movement phase begins: the first aircraft to move is asked. */
  public static void start(Draft d) {
    MoveOrder.next(d);
  }

  /**
   * Movement points: "a die (d6) is rolled and the result added to the current speed"; aerobatics
   * reduce "the movement-point die roll by one", and a two- or three-point climb or dive "subtracts
   * one [two] from its MP roll".
   */
  public static int movementPoints(
      DogfiteTables tables, int die, int speed, VerticalPlan plan, boolean aerobatics) {
    return tables.movementPoints(
        die - (aerobatics ? 1 : 0) - plan.movementPointReduction() + speed);
  }

  // ---- Beginning a move ---------------------------------------------------------------------

  /** {@link BeginMove}: the vertical move (a hold bet, if any), then the movement-point die. */
  public static void beginMove(Draft d, BeginMove b) {
    Plane p = d.plane(b.plane());
    if (p.spinning()) {
      Spin.turn(d, p, b.vertical());
      return;
    }
    VerticalPlan plan;
    try {
      plan = d.context().climbDive().plan(p.placement().altitude(), p.speed(), b.vertical());
    } catch (IllegalArgumentException e) {
      throw new RuleViolation(
          "CLIMBING / DIVING" + SEED,
          "vertical",
          b.vertical().name(),
          String.valueOf(e.getMessage()));
    }
    int mark = d.roller().rollCount();
    Optional<BetOutcome> hold = Optional.empty();
    Setback setback = Setback.NONE;
    if (plan.move() == VerticalMove.HOLD) {
      BetOutcome o =
          d.context()
              .resolution()
              .bet(
                  BetRequest.of(plan.holdBetLevel().getAsInt(), p.condition().betModifier()),
                  d.roller(),
                  p.id(),
                  HOLDING);
      Bets.record(d, p.id(), o);
      hold = Optional.of(o);
      if (!o.passed()) {
        setback = Bets.Tasks.of(new Step.Straight(), true, 0, false, penalty(o)).automatic();
        plan =
            d.context().climbDive().plan(p.placement().altitude(), p.speed(), VerticalMove.FINISH);
      }
    }
    p = d.plane(p.id());
    DiceRoll die = d.roller().roll(Dice.D6, p.id(), MOVEMENT_POINTS);
    int mp = movementPoints(d.context().tables(), die.result(), p.speed(), plan, false);
    Altitude alt =
        plan.move() == VerticalMove.HOLD_COMBINED ? p.placement().altitude() : plan.altitude();
    Plane moved =
        p.withPlacement(new Placement(p.placement().position(), alt))
            .withTurnLog(p.turnLog().with(plan));
    if (setback.dive()) {
      moved = Bets.dive(moved);
    }
    d.put(moved);
    d.add(
        new MoveBegun(
            d.turn(), p.id(), b.vertical(), mp, hold, setback, d.roller().rollsSince(mark)));
    d.await(new Pending.Moving(p.id(), MoveState.begun(plan, die.result(), mp)));
  }

  /**
   * {@link EnterSpin}: "Aircraft may enter a spin voluntarily by succeeding in a bet". Passed, the
   * aircraft spins in the middle of its hex, loses its target and ends its move; failed, it takes
   * the failure's results (the spin counts as one aerobatic change for the move penalty) and still
   * begins its move. Assumption: one attempt per turn, before any other bet.
   */
  public static void enterSpin(Draft d, EnterSpin e) {
    Spin.enter(d, d.plane(e.plane()));
  }

  /** {@link Tail}: the aircraft waits to move right after its target. */
  public static void tail(Draft d, Tail t) {
    Pending.StartMove sm = (Pending.StartMove) d.pending();
    if (sm.mayTail().isEmpty()) {
      throw new RuleViolation(
          "EDGE ADJUSTMENT TO INITIATIVE (TAILING)" + SEED,
          "command",
          "Tail",
          t.plane()
              + " may not tail now: its edge does not lift its initiative above its target's, or"
              + " the target has moved");
    }
    MoveOrder.tail(d, t.plane(), sm.mayTail().get());
  }

  // ---- Steps --------------------------------------------------------------------------------

  /** {@link Move}: one movement point, with the bet the table asks or the player raises. */
  public static void move(Draft d, Move m) {
    MoveState ms = ((Pending.Moving) d.pending()).move();
    Plane p = d.plane(m.plane());
    if (!ms.hasPointsLeft()) {
      throw new RuleViolation(
          "MOVEMENT POINTS" + SEED,
          "step",
          m.step().toString(),
          "no movement points left; end the move");
    }
    DogfiteTables tables = d.context().tables();
    StepBet bet = stepBet(tables, p, ms, m);
    boolean combined = bet.combined();
    int tableLevel = bet.tableLevel();
    if (!bet.betting()) {
      settle(
          d,
          p.id(),
          ms,
          m.step(),
          0,
          ms.movementPoints(),
          Setback.NONE,
          Optional.empty(),
          false,
          false);
      return;
    }
    BetRequest request = request(p, bet.required(), m.betLevel(), m.aerobaticPoints());
    boolean firstAerobatics = m.aerobaticPoints() > 0 && !p.turnLog().aerobatics();
    BetOutcome o = d.context().resolution().bet(request, d.roller(), p.id(), m.step().toString());
    Bets.record(d, p.id(), o);
    int mp =
        firstAerobatics
            ? movementPoints(tables, ms.die(), p.speed(), ms.plan(), true)
            : ms.movementPoints();
    if (o.passed()) {
      settle(
          d,
          p.id(),
          ms,
          m.step(),
          m.aerobaticPoints(),
          mp,
          Setback.NONE,
          Optional.of(o),
          combined,
          false);
      return;
    }
    Bets.Tasks tasks = Bets.Tasks.failed(tables, m.step(), combined, tableLevel, o);
    boolean stayKept = tasks.stayKept();
    if (tasks.needsChoice()) {
      Pending.FailedStep failed =
          new Pending.FailedStep(
              m.step(),
              tasks.maneuver(),
              tasks.hold(),
              tasks.aerobatics(),
              stayKept,
              tasks.penalty(),
              mp,
              o,
              o.dice());
      d.add(
          new BetMissed(
              d.turn(),
              p.id(),
              m.step(),
              o,
              Math.min(failed.penalty(), failed.shareable()),
              o.dice()));
      d.await(new Pending.MovePenalty(p.id(), ms, failed));
      return;
    }
    settle(
        d,
        p.id(),
        ms,
        m.step(),
        m.aerobaticPoints(),
        mp,
        tasks.automatic(),
        Optional.of(o),
        combined,
        false);
  }

  /**
   * What the table asks of one step.
   *
   * @param required the level the step needs (the table's, one more when it also holds a level)
   * @param tableLevel the table's level for the maneuver alone
   * @param combined whether the step also holds a half-level move's level
   * @param betting whether the step is a bet at all (else it is automatic)
   */
  private record StepBet(int required, int tableLevel, boolean combined, boolean betting) {}

  /** Checks {@code m}'s step against the table: what it asks, or a rule violation. */
  private static StepBet stepBet(DogfiteTables tables, Plane p, MoveState ms, Move m) {
    HexPosition from = p.placement().position();
    try {
      Step.apply(from, m.step());
    } catch (IllegalArgumentException e) {
      throw new RuleViolation(
          "MOVEMENT" + SEED, "step", m.step().toString(), String.valueOf(e.getMessage()));
    }
    int speed = ms.plan().maneuverSpeed(p.speed());
    Optional<Maneuver> maneuver = Step.maneuver(m.step());
    Requirement req =
        maneuver.isPresent() ? tables.requirement(maneuver.get(), speed) : Requirement.AUTO;
    if (req == Requirement.IMPOSSIBLE) {
      throw new RuleViolation(
          "FACING CHANGES / STAY-IN-HEX" + SEED,
          "step",
          m.step().toString(),
          "X in the table at speed " + speed);
    }
    boolean combined = ms.pendingHold() && maneuver.isPresent();
    int tableLevel = req.level().orElse(0);
    int required = tableLevel;
    if (combined) {
      required = 1 + Math.max(ms.plan().holdBetLevel().orElse(0), tableLevel);
      if (required > 3) {
        throw new RuleViolation(
            "CLIMBING / DIVING" + SEED,
            "step",
            m.step().toString(),
            "holding the level with this maneuver needs a level-"
                + required
                + " bet; bets go to level 3");
      }
    }
    boolean betting =
        combined || req != Requirement.AUTO || m.betLevel() > 0 || m.aerobaticPoints() > 0;
    return new StepBet(required, tableLevel, combined, betting);
  }

  /**
   * The bet {@code m} would make and what its step attempts besides its aerobatic points (the
   * maneuver, with the level the table asks of it alone, and a held level), resolved as {@link
   * #move} resolves them; empty when the step is automatic. For the odds shown to a player before
   * choosing the step.
   *
   * @throws RuleViolation when the step is not legal for {@code p} now
   */
  public static Optional<Map.Entry<BetRequest, DogfiteOdds.StepTasks>> bet(
      DogfiteTables tables, Plane p, MoveState ms, Move m) {
    StepBet bet = stepBet(tables, p, ms, m);
    if (!bet.betting()) {
      return Optional.empty();
    }
    return Optional.of(
        Map.entry(
            request(p, bet.required(), m.betLevel(), m.aerobaticPoints()),
            new DogfiteOdds.StepTasks(m.step(), bet.tableLevel(), bet.combined())));
  }

  /**
   * The bet {@code e} would make ({@link #bet} for an edge-only bet): it attempts nothing but its
   * aerobatic points.
   */
  public static Map.Entry<BetRequest, DogfiteOdds.StepTasks> bet(Plane p, EdgeBet e) {
    return Map.entry(request(p, 0, e.betLevel(), e.aerobaticPoints()), DogfiteOdds.StepTasks.NONE);
  }

  /** {@link ApplyMovePenalty}: the player's shares of a failed bet's move penalty. */
  public static void applyPenalty(Draft d, ApplyMovePenalty a) {
    Pending.MovePenalty pp = (Pending.MovePenalty) d.pending();
    Pending.FailedStep f = pp.failed();
    Bets.Tasks tasks =
        new Bets.Tasks(
            f.maneuver(),
            f.step() instanceof Step.Turn,
            f.hold(),
            f.aerobatics(),
            f.stayKept(),
            f.penalty());
    Optional<Setback> setback = tasks.chosen(a.onManeuver(), a.onHold(), a.onAerobatics());
    if (setback.isEmpty()) {
      throw new RuleViolation(
          "MOVE / MANEUVER BETS - FAILURE" + SEED,
          "onManeuver / onHold / onAerobatics",
          a.onManeuver() + " / " + a.onHold() + " / " + a.onAerobatics(),
          "the shares must add up to the penalty "
              + Math.min(f.penalty(), f.shareable())
              + ", each at most the changes its task attempted: maneuver "
              + (f.stayKept() ? "0 (the stay in the hex is kept)" : f.maneuver())
              + ", hold "
              + f.hold()
              + ", aerobatics "
              + f.aerobatics());
    }
    settle(
        d,
        pp.plane(),
        pp.move(),
        f.step(),
        f.aerobatics(),
        f.movementPoints(),
        setback.get(),
        Optional.of(f.bet()),
        f.hold() > 0,
        true);
  }

  /** {@link LeaveHex}: the edge an aircraft that failed to stay in its hex middle leaves by. */
  public static void leaveHex(Draft d, LeaveHex l) {
    MoveState ms = ((Pending.LeaveHex) d.pending()).move();
    Plane p = d.plane(l.plane());
    HexPosition to = HexPosition.edge(p.placement().position().hex(), l.exit());
    d.put(p.withPlacement(new Placement(to, p.placement().altitude())));
    d.add(new LeftHex(d.turn(), p.id(), l.exit()));
    continueOrEnd(d, p.id(), ms.withStep(new Step.ToEdge(l.exit())));
  }

  /**
   * Places the aircraft after a step and its bet: the step as made, less what the move penalty took
   * (fewer hexsides turned; no move to or stay in a hex middle: from an edge it flies straight on,
   * from a middle it must leave the hex by an edge of the player's choosing; the held level given
   * up: the half-level move is finished), and a one-point half-move dive when the penalty exceeded
   * the changes attempted. The aerobatic points of a failed bet that the penalty did not take keep
   * their edge ({@link Bets#keptEdge}). With no movement point left for it (aerobatics lowered the
   * die) the bet stands but the aircraft does not move. When {@code diceLogged}, the bet's dice
   * were logged as rolled ({@link BetMissed}) and the move's event does not repeat them.
   */
  private static void settle(
      Draft d,
      String id,
      MoveState ms,
      Step step,
      int aerobatics,
      int mp,
      Setback setback,
      Optional<BetOutcome> bet,
      boolean combined,
      boolean diceLogged) {
    if (bet.isPresent() && !bet.get().passed()) {
      int kept = Bets.keptEdge(d.context().readings(), bet.get().request(), setback);
      Bets.gainKept(d, id, bet.get(), kept);
      setback = setback.withKeptEdge(kept);
    }
    Plane p = d.plane(id);
    HexPosition from = p.placement().position();
    boolean canMove = mp > ms.used();
    Step made = made(step, setback, from);
    boolean mustLeave = canMove && made instanceof Step.ToEdge && step instanceof Step.ToMiddle;
    HexPosition to = canMove && !mustLeave ? Step.apply(from, made) : from;
    MoveState base = ms;
    Altitude alt = p.placement().altitude();
    if (combined) {
      VerticalPlan settled =
          setback.hold()
              ? d.context().climbDive().plan(alt, p.speed(), VerticalMove.FINISH)
              : ms.plan();
      if (setback.hold()) {
        p = p.withTurnLog(p.turnLog().with(settled));
      }
      alt = settled.altitude();
      base = ms.holdSettled(settled);
    }
    Plane q = p.withPlacement(new Placement(to, alt));
    if (setback.dive()) {
      q = Bets.dive(q);
    }
    d.put(q);
    MoveState after = base.after(aerobatics, mp, canMove);
    if (canMove && !mustLeave) {
      after = after.withStep(made);
    }
    d.add(
        new Moved(
            d.turn(),
            id,
            step,
            to,
            bet,
            setback,
            q.edge(),
            diceLogged ? List.of() : bet.map(BetOutcome::dice).orElse(List.of())));
    if (mustLeave) {
      d.await(new Pending.LeaveHex(id, after));
      return;
    }
    continueOrEnd(d, id, after);
  }

  /**
   * The step as made after {@code setback}: a turn of fewer hexsides (straight when none is left);
   * instead of a move to a hex middle, straight on from an edge or, from a middle, a move to one of
   * its edges (the player picks which: a {@link Step.ToEdge} placeholder).
   */
  static Step made(Step step, Setback setback, HexPosition from) {
    if (step instanceof Step.Turn t && setback.facing() > 0) {
      int kept = Math.abs(t.hexsides()) - setback.facing();
      return kept > 0 ? new Step.Turn(Integer.signum(t.hexsides()) * kept) : new Step.Straight();
    }
    if (step instanceof Step.ToMiddle && setback.stay()) {
      return from instanceof HexPosition.Edge ? new Step.Straight() : new Step.ToEdge(Facing.N);
    }
    return step;
  }

  /** The move goes on if a point is left, else it ends. */
  private static void continueOrEnd(Draft d, String id, MoveState ms) {
    if (ms.hasPointsLeft()) {
      d.await(new Pending.Moving(id, ms));
    } else {
      finish(d, id, Optional.of(ms));
    }
  }

  /**
   * {@link EdgeBet}: "If zero MP are available an aircraft may still make a bet to gain an edge,
   * but will not move that turn" (rules 000, AEROBATICS) — at level 1 to 3, or at level 0 with
   * aerobatic points, as in a move. A failed bet's move penalty falls on the aerobatic points; more
   * than those pitches the aircraft into a half-move dive.
   */
  public static void edgeBet(Draft d, EdgeBet e) {
    MoveState ms = ((Pending.Moving) d.pending()).move();
    Plane p = d.plane(e.plane());
    if (ms.movementPoints() > 0 || ms.used() > 0) {
      throw new RuleViolation(
          "AEROBATICS" + SEED,
          "command",
          "EdgeBet",
          "a bet only for edge is for an aircraft with no movement points; use Move");
    }
    if (e.betLevel() == 0 && e.aerobaticPoints() == 0) {
      throw new RuleViolation(
          "AEROBATICS" + SEED,
          "aerobaticPoints",
          "0",
          "a level-0 bet gains edge only with aerobatic points: spend some, or bet level 1 to 3");
    }
    BetRequest request = request(p, 0, e.betLevel(), e.aerobaticPoints());
    BetOutcome o = d.context().resolution().bet(request, d.roller(), p.id(), "bet for edge");
    Bets.record(d, p.id(), o);
    Setback setback =
        o.passed()
            ? Setback.NONE
            : Bets.Tasks.failed(d.context().tables(), new Step.Straight(), false, 0, o).automatic();
    if (!o.passed()) {
      int kept = Bets.keptEdge(d.context().readings(), request, setback);
      Bets.gainKept(d, p.id(), o, kept);
      setback = setback.withKeptEdge(kept);
    }
    if (setback.dive()) {
      d.put(Bets.dive(d.plane(p.id())));
    }
    d.add(new BetForEdge(d.turn(), p.id(), o, setback, d.plane(p.id()).edge(), o.dice()));
    finish(d, p.id(), Optional.of(ms.withAerobatics(e.aerobaticPoints())));
  }

  /**
   * {@link EndMove}: when no movement points are left, or in a hex middle, where "an aircraft may
   * ignore excess MP available that turn".
   */
  public static void endMove(Draft d, EndMove e) {
    MoveState ms = ((Pending.Moving) d.pending()).move();
    Plane p = d.plane(e.plane());
    boolean stayedInMiddle =
        p.placement().position() instanceof HexPosition.Middle && ms.used() > 0;
    if (ms.hasPointsLeft() && !stayedInMiddle) {
      throw new RuleViolation(
          "MOVEMENT POINTS" + SEED,
          "command",
          "EndMove",
          (ms.movementPoints() - ms.used())
              + " MP left: only an aircraft that has moved to or stayed in a hex middle may ignore"
              + " excess MP (staying is itself a stay-in-hex bet)");
    }
    finish(d, p.id(), Optional.of(ms));
  }

  /**
   * The end of an aircraft's move: a combined hold that met no maneuver is bet alone, the stall /
   * spin check, then its followers in formation fly, and the next aircraft moves.
   *
   * @param ms its movement, empty when it did not move (spinning)
   */
  static void finish(Draft d, String id, Optional<MoveState> ms) {
    Optional<MoveState> led = ms;
    if (ms.isPresent() && ms.get().pendingHold()) {
      led = Optional.of(settleHold(d, id, ms.get()));
    }
    d.add(new MoveEnded(d.turn(), id));
    StallCheck.check(d, id);
    Formation.follow(d, id, led);
    MoveOrder.next(d);
  }

  /** A combined hold that met no maneuver this turn is bet alone as the move ends. */
  private static MoveState settleHold(Draft d, String id, MoveState ms) {
    Plane p = d.plane(id);
    BetOutcome o =
        d.context()
            .resolution()
            .bet(
                BetRequest.of(ms.plan().holdBetLevel().orElse(0), p.condition().betModifier()),
                d.roller(),
                id,
                HOLDING);
    Bets.record(d, id, o);
    p = d.plane(id);
    Setback setback =
        o.passed()
            ? Setback.NONE
            : Bets.Tasks.of(new Step.Straight(), true, 0, false, penalty(o)).automatic();
    VerticalPlan settled =
        o.passed()
            ? ms.plan()
            : d.context()
                .climbDive()
                .plan(p.placement().altitude(), p.speed(), VerticalMove.FINISH);
    Plane q = p.withPlacement(new Placement(p.placement().position(), settled.altitude()));
    if (!o.passed()) {
      q = q.withTurnLog(q.turnLog().with(settled));
    }
    if (setback.dive()) {
      q = Bets.dive(q);
    }
    d.put(q);
    d.add(new LevelHeld(d.turn(), id, o, setback, o.dice()));
    return ms.holdSettled(settled);
  }

  static int penalty(BetOutcome o) {
    return o.failure().orElseThrow().moveReduction();
  }

  private static BetRequest request(Plane p, int required, int chosen, int aerobatics) {
    try {
      return Bets.request(p, required, chosen, aerobatics, 0);
    } catch (IllegalArgumentException e) {
      throw new RuleViolation(
          "MOVE / MANEUVER BET, AEROBATICS" + SEED,
          "betLevel / aerobaticPoints",
          chosen + " / " + aerobatics,
          String.valueOf(e.getMessage()));
    }
  }
}
