package io.github.dogfight.wildblue.internal.altitude;

import static io.github.dogfight.wildblue.internal.actions.Actions.ALTITUDE;
import static io.github.dogfight.wildblue.internal.actions.Actions.MOVEMENT;
import static io.github.dogfight.wildblue.internal.actions.Actions.step;

import io.github.dogfight.core.check.CheckOutcome;
import io.github.dogfight.wildblue.ActionStep;
import io.github.dogfight.wildblue.AdvantageKind;
import io.github.dogfight.wildblue.Band;
import io.github.dogfight.wildblue.CriticalDamage;
import io.github.dogfight.wildblue.Held;
import io.github.dogfight.wildblue.Move;
import io.github.dogfight.wildblue.Plane;
import io.github.dogfight.wildblue.Reading;
import io.github.dogfight.wildblue.Stunt;
import io.github.dogfight.wildblue.WildBlueEvent;
import io.github.dogfight.wildblue.internal.Ctx;
import io.github.dogfight.wildblue.internal.Refusal;
import io.github.dogfight.wildblue.internal.initiative.Flow;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Altitude and control: the move through the bands (climbing takes 2 actions a band, a powerdive
 * one; Top speed and Cruising speed stay in the band) and regaining control of a falling plane.
 */
public final class Altitude {
  private Altitude() {}

  /** Whether {@code p} may climb: below High, and above Combat only without a Damaged Aileron. */
  public static boolean mayClimb(Plane p) {
    return p.band() == Band.LOW
        || (p.band() == Band.COMBAT && p.count(CriticalDamage.DAMAGED_AILERON) == 0);
  }

  /**
   * Why the rules refuse {@code p}'s move {@code move} in the action {@code step}, or {@code null}.
   */
  public static @Nullable Refusal checkFly(ActionStep step, Plane p, Move move) {
    if (step.flown()) {
      return new Refusal(MOVEMENT, "move", move, () -> p.name() + " has already moved this action");
    }
    if (move == Move.CLIMB && !mayClimb(p)) {
      return new Refusal(
          ALTITUDE,
          "move",
          move,
          () ->
              p.band() == Band.HIGH
                  ? "High is the highest band"
                  : "a Damaged Aileron: the plane may not go above Combat altitude");
    }
    if (move == Move.POWERDIVE && p.band() == Band.LOW) {
      return new Refusal(ALTITUDE, "move", move, "Low is the lowest band");
    }
    List<Stunt> flown = step.stunts();
    if (move == Move.TOP_SPEED && !flown.isEmpty() && !p.effects().contains(Plane.Effect.PUSH_IT)) {
      // "A pilot flying at Top speed may take no other action": a stunt flown before the move
      // (even one whose roll failed) was one; Push It To The Limit lets the plane "fly at top
      // speed and still act".
      return new Refusal(
          MOVEMENT,
          "move",
          move,
          () ->
              "a pilot flying at Top speed may take no other action, and "
                  + p.name()
                  + " has flown "
                  + String.join(", ", flown.stream().map(Stunt::title).toList())
                  + " this action (only a successful Push It To The Limit lets it fly at Top speed"
                  + " and still act)");
    }
    return null;
  }

  /** Resolves the move {@code move}, which {@link #checkFly} has accepted. */
  public static void fly(Ctx c, Plane p, Move move) {
    Plane q =
        c.copy(p)
            .withSpeed(move == Move.TOP_SPEED ? p.top() : p.cruising())
            .withLastMove(move)
            .withLastMovePushed(
                move == Move.TOP_SPEED && p.effects().contains(Plane.Effect.PUSH_IT));
    switch (move) {
      case CLIMB -> {
        if (p.climb() + 1 >= 2) {
          Band up = p.band().above().orElseThrow();
          q = c.copy(q).withBand(up).withClimb(0).withHighFailures(0);
          c.put(q);
          c.event(WildBlueEvent.Kind.MOVE, p.name(), p.name() + " climbs to " + up.words());
        } else {
          c.put(c.copy(q).withClimb(1));
          c.event(
              WildBlueEvent.Kind.MOVE,
              p.name(),
              p.name() + " climbs (1 of the 2 actions a band takes)");
        }
      }
      case POWERDIVE -> {
        Band down = p.band().below().orElseThrow();
        c.put(c.copy(q).withBand(down).withClimb(0).withHighFailures(0));
        c.event(WildBlueEvent.Kind.MOVE, p.name(), p.name() + " powerdives to " + down.words());
      }
      case TOP_SPEED -> {
        c.put(c.copy(q).withClimb(0));
        List<Held> kept = new ArrayList<>();
        List<String> shaken = new ArrayList<>();
        for (Held h : c.state.advantage()) {
          Optional<Plane> holder = c.state.findPlane(h.holder());
          if (h.target().equals(p.name())
              && h.kind() == AdvantageKind.BEHIND
              && holder.isPresent()
              && holder.get().top() < p.top()) {
            shaken.add(h.holder());
          } else {
            kept.add(h);
          }
        }
        c.state = c.state.withAdvantage(kept);
        c.event(
            WildBlueEvent.Kind.MOVE,
            p.name(),
            p.name()
                + " flies at Top speed ("
                + p.top()
                + " kph)"
                + (shaken.isEmpty() ? "" : ", outrunning " + String.join(", ", shaken)));
      }
      case CRUISE -> {
        c.put(c.copy(q).withClimb(0));
        c.event(
            WildBlueEvent.Kind.MOVE,
            p.name(),
            p.name() + " flies at Cruising speed in " + p.band().words());
      }
    }
    c.state = c.state.withStep(step(c).flew(move));
  }

  /** An out-of-control plane tries to regain control, then its action ends. */
  public static void regain(Ctx c, Plane p) {
    Plane.Fall f = p.fall().orElseThrow();
    int base = f.lomcevak() ? Stunt.LOMCEVAK.penalty() : 12;
    int penalty = Math.max(0, base - p.maneuverability());
    CheckOutcome o =
        c.pilotingCheck(p, penalty, "attempt to regain control (" + penalty + " point penalty)");
    if (o.passed()) {
      Plane q = c.plane(p.name());
      if (q.flying() && q.outOfControl()) {
        Band band = f.band();
        // DAMAGED AILERON "The plane may not go above Combat Altitude": it levels out at Combat,
        // unless the result only bars climbing (Reading.AILERON_BARS_CLIMBING_ONLY).
        boolean capped =
            band == Band.HIGH
                && q.count(CriticalDamage.DAMAGED_AILERON) > 0
                && !c.config.reads(Reading.AILERON_BARS_CLIMBING_ONLY);
        if (capped) {
          band = Band.COMBAT;
        }
        c.put(c.copy(q).withFall(Optional.empty()).withBand(band).withSpeed(q.cruising()));
        c.event(
            WildBlueEvent.Kind.CONTROL,
            p.name(),
            p.name()
                + " regains control in "
                + band.words()
                + (capped ? " (a Damaged Aileron: it may not go above Combat)" : ""));
      }
      Flow.endAction(c, true);
    } else {
      Flow.endAction(c, false);
    }
  }
}
