package io.github.dogfight.dogfite.internal.movement;

import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.BetOutcome;
import io.github.dogfight.dogfite.DogfiteEvent.Setback;
import io.github.dogfight.dogfite.Pending;
import io.github.dogfight.dogfite.Placement;
import io.github.dogfight.dogfite.Plane;
import io.github.dogfight.dogfite.VerticalMove;
import io.github.dogfight.dogfite.event.PlaneDown;
import io.github.dogfight.dogfite.event.SpinAttempted;
import io.github.dogfight.dogfite.event.SpinDived;
import io.github.dogfight.dogfite.internal.Draft;
import java.util.List;
import java.util.Optional;

/**
 * Spins (rules 000, STALL / SPIN): entering one on purpose, and a spinning aircraft's move.
 *
 * <p>Assumptions: a spinning aircraft loses one level a turn in its hex middle at speed 0 (its
 * "two-point dive") and may bet to recover; a recovered aircraft gains the two points of speed of
 * that dive at the end of the turn; spinning below the lowest level crashes. A failed recovery bet
 * takes the failure's edge, speed and stress results but no move penalty (the aircraft is already
 * diving).
 */
final class Spin {
  private Spin() {}

  /** A bet to spin on purpose: once a turn, before any other bet, not at the lowest level. */
  static void enter(Draft d, Plane p) {
    String rule = "STALL / SPIN" + Movement.SEED;
    if (p.spinning()) {
      throw new RuleViolation(
          rule,
          "command",
          "EnterSpin",
          p.id() + " is spinning already: it keeps spinning or bets to recover");
    }
    if (p.turnLog().highestBet().isPresent()) {
      throw new RuleViolation(
          rule, "command", "EnterSpin", "one attempt per turn, before any other bet");
    }
    if (p.placement().altitude().level() == 0) {
      throw new RuleViolation(rule, "command", "EnterSpin", "no room to spin at the lowest level");
    }
    BetOutcome o =
        d.context()
            .resolution()
            .bet(
                SpinRules.entry(p.flying(), p.condition().betModifier()),
                d.roller(),
                p.id(),
                "spin entry");
    Bets.record(d, p.id(), o);
    Plane q = d.plane(p.id());
    if (o.passed()) {
      d.put(
          q.withSpinning(true)
              .withTarget(Optional.empty())
              .withEdge(0)
              .withPlacement(
                  new Placement(
                      HexPosition.middle(q.placement().position().hex()),
                      Altitude.at(q.placement().altitude().level()))));
      d.add(new SpinAttempted(d.turn(), p.id(), o, Setback.NONE, o.dice()));
      Movement.finish(d, p.id(), Optional.empty());
      return;
    }
    // The spin is one aerobatic change attempted: a penalty of two or more pitches it into a dive.
    Setback setback = new Bets.Tasks(0, false, 0, 1, false, Movement.penalty(o)).automatic();
    if (setback.dive()) {
      d.put(Bets.dive(q));
    }
    d.add(new SpinAttempted(d.turn(), p.id(), o, setback, o.dice()));
    Pending.StartMove sm = (Pending.StartMove) d.pending();
    d.await(new Pending.StartMove(p.id(), sm.mayTail()));
  }

  /**
   * A spinning aircraft's move: it keeps spinning ({@code LEVEL}) or bets to recover ({@code
   * HOLD}).
   */
  static void turn(Draft d, Plane p, VerticalMove vertical) {
    if (vertical != VerticalMove.LEVEL && vertical != VerticalMove.HOLD) {
      throw new RuleViolation(
          "STALL / SPIN" + Movement.SEED,
          "vertical",
          vertical.name(),
          "a spinning aircraft keeps spinning (LEVEL) or bets to recover (HOLD)");
    }
    Altitude alt = p.placement().altitude();
    Placement middle = new Placement(HexPosition.middle(p.placement().position().hex()), alt);
    if (alt.level() == 0) {
      d.put(p.withOut(true).withPlacement(middle));
      d.add(
          new SpinDived(d.turn(), p.id(), middle.position(), 0, true, Optional.empty(), List.of()));
      d.add(new PlaneDown(d.turn(), "Movement", p.id(), "it spins into the ground"));
      Formation.follow(d, p.id(), Optional.empty());
      MoveOrder.next(d);
      return;
    }
    d.put(p.withPlacement(new Placement(middle.position(), alt.dive())));
    Optional<BetOutcome> recovery = Optional.empty();
    if (vertical == VerticalMove.HOLD) {
      BetOutcome o =
          d.context()
              .resolution()
              .bet(
                  SpinRules.recovery(p.flying(), p.condition().betModifier()),
                  d.roller(),
                  p.id(),
                  "spin recovery");
      Bets.record(d, p.id(), o);
      recovery = Optional.of(o);
      if (o.passed()) {
        Plane q = d.plane(p.id());
        d.put(q.withSpinning(false).withTurnLog(q.turnLog().withDive(2)));
      }
    }
    d.add(
        new SpinDived(
            d.turn(),
            p.id(),
            middle.position(),
            alt.level() - 1,
            false,
            recovery,
            recovery.map(BetOutcome::dice).orElse(List.of())));
    Movement.finish(d, p.id(), Optional.empty());
  }
}
