package io.github.dogfight.dogfite.internal.movement;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.BetOutcome;
import io.github.dogfight.dogfite.DogfiteEvent.Setback;
import io.github.dogfight.dogfite.DogfiteTables;
import io.github.dogfight.dogfite.Maneuver;
import io.github.dogfight.dogfite.MoveState;
import io.github.dogfight.dogfite.Placement;
import io.github.dogfight.dogfite.Plane;
import io.github.dogfight.dogfite.Requirement;
import io.github.dogfight.dogfite.Step;
import io.github.dogfight.dogfite.VerticalMove;
import io.github.dogfight.dogfite.VerticalPlan;
import io.github.dogfight.dogfite.event.MoveBegun;
import io.github.dogfight.dogfite.event.MoveEnded;
import io.github.dogfight.dogfite.event.Moved;
import io.github.dogfight.dogfite.internal.Dice;
import io.github.dogfight.dogfite.internal.Draft;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Formation flying (rules 000, FORMATION FLYING): "The targeting aircraft is moved at the same time
 * (and in the same manner) as its leader ... The movement-point die roll made by the leader applies
 * to all aircraft in the formation IF they are at the same speed: Any aircraft in the formation
 * with different speeds must roll their own movement-point dice. Also, any bets or other
 * performance checks ... must be made by each individual aircraft. Also, if the leader uses any
 * Aerobatic Points during his move, all pilots following must apply a penalty of twice the number
 * of those points used to their bets when rolling to succeed / maintain formation."
 *
 * <p>Right after its leader's move each follower flies the leader's vertical move and the steps the
 * leader made, betting at its own speed. When the leader spent aerobatic points, every roll the
 * follower makes carries twice their number as a penalty, and every step needs one: a step its own
 * table lets it fly without a bet is a level-0 bet to keep formation.
 *
 * <p>Assumptions: a follower makes the bets its table requires, at the required level, and spends
 * no aerobatic points of its own; a bet it fails (its move penalty applied as for any bet) or a
 * step it cannot make breaks formation for the rest of the move; it uses no more steps than its
 * leader made; the leader's vertical move it cannot make becomes level flight (or finishing a
 * half-level move), and a held level with a maneuver is held alone; a follower that fails to stay
 * in a hex middle leaves by the edge toward its leader's target (north without one); a follower of
 * a leader that did not move (spinning) stays put. Each follower ends its move with its own stall
 * check.
 */
final class Formation {
  private Formation() {}

  /**
   * The followers of {@code leaderId} fly its move ({@code led}, empty when it did not move), in
   * the order of their ids (the order formations are kept in).
   */
  static void follow(Draft d, String leaderId, Optional<MoveState> led) {
    Map<String, String> formations = d.formations();
    if (formations.isEmpty()) {
      return;
    }
    List<String> followers = new ArrayList<>();
    formations.forEach(
        (follower, leader) -> {
          if (leader.equals(leaderId)) {
            followers.add(follower);
          }
        });
    for (String id : followers) {
      if (!d.plane(id).out()) {
        followOne(d, id, leaderId, led);
      }
    }
  }

  private static void followOne(Draft d, String id, String leaderId, Optional<MoveState> led) {
    Plane p = d.plane(id);
    Plane leader = d.plane(leaderId);
    int mark = d.roller().rollCount();
    if (led.isEmpty()) {
      d.add(
          new MoveBegun(
              d.turn(), id, VerticalMove.LEVEL, 0, Optional.empty(), Setback.NONE, List.of()));
      d.add(new MoveEnded(d.turn(), id));
      StallCheck.check(d, id);
      return;
    }
    MoveState lm = led.get();
    int penalty = 2 * lm.aerobaticPoints();
    DogfiteTables tables = d.context().tables();
    VerticalPlan plan = followPlan(d, p, lm.plan().move());
    Optional<BetOutcome> hold = Optional.empty();
    Setback setback = Setback.NONE;
    if (plan.holdBetLevel().isPresent()) {
      int level = plan.holdBetLevel().getAsInt();
      BetOutcome o =
          d.context()
              .resolution()
              .bet(Bets.request(p, level, level, 0, -penalty), d.roller(), id, Movement.HOLDING);
      Bets.record(d, id, o);
      hold = Optional.of(o);
      if (!o.passed()) {
        setback =
            Bets.Tasks.of(new Step.Straight(), true, 0, false, Movement.penalty(o)).automatic();
        plan =
            d.context().climbDive().plan(p.placement().altitude(), p.speed(), VerticalMove.FINISH);
      }
    }
    p = d.plane(id);
    int die = lm.die();
    if (p.speed() != leader.speed()) {
      die = d.roller().roll(Dice.D6, id, Movement.MOVEMENT_POINTS).result();
    }
    int mp = Movement.movementPoints(tables, die, p.speed(), plan, false);
    Plane begun =
        p.withPlacement(new Placement(p.placement().position(), plan.altitude()))
            .withTurnLog(p.turnLog().with(plan));
    if (setback.dive()) {
      begun = Bets.dive(begun);
    }
    d.put(begun);
    d.add(new MoveBegun(d.turn(), id, plan.move(), mp, hold, setback, d.roller().rollsSince(mark)));
    int speed = plan.maneuverSpeed(begun.speed());
    for (int i = 0; i < Math.min(mp, lm.steps().size()); i++) {
      Step step = lm.steps().get(i);
      Plane cur = d.plane(id);
      HexPosition from = cur.placement().position();
      HexPosition desired;
      try {
        desired = Step.apply(from, step);
      } catch (IllegalArgumentException e) {
        break;
      }
      Optional<Maneuver> maneuver = Step.maneuver(step);
      Requirement req =
          maneuver.isPresent() ? tables.requirement(maneuver.get(), speed) : Requirement.AUTO;
      if (req == Requirement.IMPOSSIBLE) {
        break;
      }
      if (req == Requirement.AUTO && penalty == 0) {
        d.put(cur.withPlacement(new Placement(desired, cur.placement().altitude())));
        d.add(
            new Moved(
                d.turn(),
                id,
                step,
                desired,
                Optional.empty(),
                Setback.NONE,
                cur.edge(),
                List.of()));
        continue;
      }
      int level = req.level().orElse(0);
      BetOutcome o =
          d.context()
              .resolution()
              .bet(
                  Bets.request(cur, level, level, 0, -penalty),
                  d.roller(),
                  id,
                  "keeping formation");
      Bets.record(d, id, o);
      cur = d.plane(id);
      Setback lost = Setback.NONE;
      HexPosition to = desired;
      if (!o.passed()) {
        lost = Bets.Tasks.of(step, false, 0, false, Movement.penalty(o)).automatic();
        Step made = Movement.made(step, lost, from);
        if (made instanceof Step.ToEdge && step instanceof Step.ToMiddle) {
          made = new Step.ToEdge(exitToward(d, from.hex(), leader));
        }
        to = Step.apply(from, made);
      }
      Plane moved = cur.withPlacement(new Placement(to, cur.placement().altitude()));
      if (lost.dive()) {
        moved = Bets.dive(moved);
      }
      d.put(moved);
      List<DiceRoll> dice = o.dice();
      d.add(new Moved(d.turn(), id, step, to, Optional.of(o), lost, moved.edge(), dice));
      if (!o.passed()) {
        break;
      }
    }
    d.add(new MoveEnded(d.turn(), id));
    StallCheck.check(d, id);
  }

  /** The leader's vertical move for a follower, or level flight where it cannot make it. */
  private static VerticalPlan followPlan(Draft d, Plane p, VerticalMove move) {
    Altitude alt = p.placement().altitude();
    VerticalMove m = move == VerticalMove.HOLD_COMBINED ? VerticalMove.HOLD : move;
    if (d.context().climbDive().allowed(alt, p.speed(), m)) {
      return d.context().climbDive().plan(alt, p.speed(), m);
    }
    VerticalMove fallback =
        alt.pitch() != Altitude.Pitch.LEVEL ? VerticalMove.FINISH : VerticalMove.LEVEL;
    return d.context().climbDive().plan(alt, p.speed(), fallback);
  }

  /** The edge of {@code hex} toward the leader's target, north without one. */
  private static Facing exitToward(Draft d, Hex hex, Plane leader) {
    if (leader.target().isEmpty() || !d.has(leader.target().get())) {
      return Facing.N;
    }
    Hex target = d.plane(leader.target().get()).placement().position().hex();
    Facing best = Facing.N;
    int bestDistance = Integer.MAX_VALUE;
    for (Facing f : Facing.values()) {
      int distance = hex.neighbor(f).distance(target);
      if (distance < bestDistance) {
        bestDistance = distance;
        best = f;
      }
    }
    return best;
  }
}
