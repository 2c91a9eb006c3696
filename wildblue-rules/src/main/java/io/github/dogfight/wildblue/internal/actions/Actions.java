package io.github.dogfight.wildblue.internal.actions;

import io.github.dogfight.core.check.CheckOutcome;
import io.github.dogfight.wildblue.ActionStep;
import io.github.dogfight.wildblue.AdvantageKind;
import io.github.dogfight.wildblue.Band;
import io.github.dogfight.wildblue.Gun;
import io.github.dogfight.wildblue.Held;
import io.github.dogfight.wildblue.Move;
import io.github.dogfight.wildblue.Plane;
import io.github.dogfight.wildblue.Reading;
import io.github.dogfight.wildblue.WildBlueCommand;
import io.github.dogfight.wildblue.WildBlueConfig;
import io.github.dogfight.wildblue.WildBlueEvent;
import io.github.dogfight.wildblue.WildBlueState;
import io.github.dogfight.wildblue.internal.Ctx;
import io.github.dogfight.wildblue.internal.Refusal;
import io.github.dogfight.wildblue.internal.altitude.Altitude;
import io.github.dogfight.wildblue.internal.attacks.Attacks;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A plane's own action: the checks every part of it makes (it must fly first; Top speed holds the
 * pilot), advantage (attempts, gaining and losing dice) and the words for what is held. The move is
 * in {@link Altitude}, attacks in {@link Attacks}, stunts in {@link Stunts}.
 */
public final class Actions {
  /** The seed's section on movement. */
  public static final String MOVEMENT = "Movement";

  /** The seed's section on altitude. */
  public static final String ALTITUDE = "Altitude";

  /** The seed's section on advantage. */
  public static final String ADVANTAGE = "Advantage";

  /** The seed's section on attacking. */
  public static final String ATTACKING = "Attacking";

  /** The seed's section on bombing. */
  public static final String BOMBING = "Bombing";

  /** The seed's section on stunts. */
  public static final String STUNTS = "Maneuverability and Stunts";

  /** The seed's section on going out of control. */
  public static final String CONTROL = "Out of Control";

  private Actions() {}

  /** The action under way. */
  public static ActionStep step(Ctx c) {
    return c.state.step().orElseThrow();
  }

  /**
   * "A pilot flying at Top speed may take no other action" in the action {@code s} (unless Push It
   * To The Limit: "You may fly at top speed and still act").
   */
  public static boolean topSpeedBound(Plane p, ActionStep s) {
    return s.move().orElse(Move.CRUISE) == Move.TOP_SPEED
        && !p.effects().contains(Plane.Effect.PUSH_IT);
  }

  /**
   * Whether {@code p}'s pilot is held by Top speed in its own action now: the action under way is
   * its own, flown at Top speed without Push It To The Limit.
   */
  public static boolean heldInOwnAction(WildBlueState s, Plane p) {
    return s.step().filter(st -> st.actor().equals(p.name()) && topSpeedBound(p, st)).isPresent();
  }

  /**
   * Whether {@code p} is flying at Top speed, not pushed to the limit: its last move was at Top
   * speed, not under Push It To The Limit ("You may fly at top speed and still act"), and it has
   * not moved since. A pushed move stays pushed after the stunt's effect ends with the turn. Under
   * {@link Reading#NO_STUNTS_AT_TOP_SPEED} such a plane flies no stunt outside its own action
   * either (The Scissors, Spin, Split S).
   */
  public static boolean atTopSpeed(Plane p) {
    return p.lastMove().orElse(Move.CRUISE) == Move.TOP_SPEED
        && !p.lastMovePushed()
        && !p.outOfControl();
  }

  /**
   * Refuses {@code what} while the pilot is held by Top speed in the action {@code step}: "A pilot
   * flying at Top speed may take no other action".
   */
  public static @Nullable Refusal checkActing(Plane p, ActionStep step, String what) {
    if (topSpeedBound(p, step)) {
      return new Refusal(
          MOVEMENT, "command", what, "a pilot flying at Top speed may take no other action");
    }
    return null;
  }

  /** Refuses {@code what} before the move: "aircraft must move each action", the move first. */
  public static @Nullable Refusal checkFlown(ActionStep step, String what) {
    if (!step.flown()) {
      return new Refusal(
          MOVEMENT, "command", what, "aircraft must move each action: fly first (the move half)");
    }
    return null;
  }

  /**
   * Refuses the pilot's attack {@code what} before the move, while held by Top speed, or after the
   * action's attack (made or forgone).
   */
  public static @Nullable Refusal checkPilotAttack(Plane p, ActionStep step, String what) {
    Refusal r = checkFlown(step, what);
    if (r == null) {
      r = checkActing(p, step, what);
    }
    if (r == null && step.attacked()) {
      r =
          new Refusal(
              ATTACKING,
              "command",
              what,
              () -> p.name() + " has attacked (or forgone its attack) this action");
    }
    return r;
  }

  /** Enemies of {@code p} it may fly against: flying, in control or not, in the same band. */
  public static boolean sameBand(Plane a, Plane b) {
    return a.altitude() == b.altitude();
  }

  /** The enemy plane in the fight called {@code name}, or {@code null} if there is none. */
  public static @Nullable Plane enemy(WildBlueState s, Plane p, String name) {
    Optional<Plane> e = s.findPlane(name);
    if (e.isEmpty() || e.get().side().equals(p.side()) || !e.get().flying()) {
      return null;
    }
    return e.get();
  }

  /** The refusal of a target or enemy that is no enemy plane in the fight. */
  public static Refusal notAnEnemy(String rule, String name) {
    return new Refusal(rule, "enemy", name, "not an enemy plane in the fight");
  }

  /** Why the rules refuse the attempt at advantage {@code m}, or {@code null}. */
  public static @Nullable Refusal checkManeuver(
      WildBlueState st, WildBlueConfig config, ActionStep s, Plane p, WildBlueCommand.Maneuver m) {
    Refusal r = checkFlown(s, "maneuver");
    if (r == null) {
      r = checkActing(p, s, "maneuver");
    }
    if (r != null) {
      return r;
    }
    boolean extra = s.attempts() >= 1;
    // A second attempt forgoes the attack and marks the step attacked; only an attack made before
    // it (after the first attempt) bars the extra attempts the configuration allows.
    boolean forgone = s.attempts() >= 2;
    if (extra && ((s.attacked() && !forgone) || s.attempts() >= config.attemptsWhenForgoing())) {
      return new Refusal(
          ADVANTAGE,
          "attempts",
          s.attempts() + 1,
          () ->
              "you may normally attempt to gain ONE advantage per move; more only by forgoing the"
                  + " attack, up to "
                  + config.attemptsWhenForgoing());
    }
    Plane e = enemy(st, p, m.enemy());
    if (e == null) {
      return notAnEnemy(ADVANTAGE, m.enemy());
    }
    if (!sameBand(p, e)) {
      return new Refusal(
          ADVANTAGE,
          "enemy",
          m.enemy(),
          () -> "not in " + p.name() + "'s band (" + p.altitude().words() + ")");
    }
    if (m.remove()) {
      if (st.held(e.name(), p.name(), m.kind()) == 0) {
        return new Refusal(
            ADVANTAGE,
            "kind",
            m.kind(),
            () -> e.name() + " holds no advantage " + m.kind().words() + " on " + p.name());
      }
    } else {
      if (m.kind().source() != AdvantageKind.Source.GAINED) {
        return new Refusal(
            ADVANTAGE, "kind", m.kind(), "gained with a check: above, behind or from the sun");
      }
      if (st.held(p.name(), e.name(), m.kind()) > 0) {
        return new Refusal(
            ADVANTAGE, "kind", m.kind(), () -> p.name() + " already holds it on " + e.name());
      }
    }
    return null;
  }

  /** Resolves the attempt at advantage {@code m}, which {@link #checkManeuver} has accepted. */
  public static void maneuver(Ctx c, Plane p, WildBlueCommand.Maneuver m) {
    ActionStep s = step(c);
    boolean extra = s.attempts() >= 1;
    Plane e = c.state.plane(m.enemy());
    c.state = c.state.withStep(s.attempted(extra));
    CheckOutcome o =
        c.pilotingCheck(
            p,
            0,
            "Dex+Piloting check to "
                + (m.remove() ? "remove " + e.name() + "'s advantage " : "gain advantage ")
                + m.kind().words());
    if (!o.passed()) {
      return;
    }
    if (m.remove()) {
      removeDie(c, e.name(), p.name(), m.kind());
      c.event(
          WildBlueEvent.Kind.ADVANTAGE,
          p.name(),
          p.name() + " takes away " + e.name() + "'s advantage " + m.kind().words());
    } else {
      gain(c, p.name(), e.name(), m.kind(), m.kind().dice());
      c.event(
          WildBlueEvent.Kind.ADVANTAGE,
          p.name(),
          p.name() + " gains advantage " + m.kind().words() + " on " + e.name());
    }
  }

  /**
   * {@code holder} holds {@code dice} of {@code kind} on {@code target}; above and behind exclude
   * each other's.
   */
  public static void gain(Ctx c, String holder, String target, AdvantageKind kind, int dice) {
    List<Held> list = new ArrayList<>();
    for (Held h : c.state.advantage()) {
      boolean same = h.holder().equals(holder) && h.target().equals(target) && h.kind() == kind;
      boolean reciprocal =
          h.holder().equals(target)
              && h.target().equals(holder)
              && h.kind() == kind
              && (kind == AdvantageKind.ABOVE || kind == AdvantageKind.BEHIND);
      if (!same && !reciprocal) {
        list.add(h);
      }
    }
    int had = c.state.held(holder, target, kind);
    list.add(new Held(holder, target, kind, Math.min(kind.dice(), Math.max(had, dice))));
    c.state = c.state.withAdvantage(list);
  }

  /** {@code holder} loses a die of {@code kind} on {@code target}. */
  public static void removeDie(Ctx c, String holder, String target, AdvantageKind kind) {
    List<Held> list = new ArrayList<>();
    for (Held h : c.state.advantage()) {
      if (h.holder().equals(holder) && h.target().equals(target) && h.kind() == kind) {
        if (h.dice() > 1) {
          list.add(new Held(holder, target, kind, h.dice() - 1));
        }
      } else {
        list.add(h);
      }
    }
    c.state = c.state.withAdvantage(list);
  }

  /** Removes every die of {@code h}. */
  public static void removeAll(Ctx c, Held h) {
    List<Held> list = new ArrayList<>(c.state.advantage());
    list.remove(h);
    c.state = c.state.withAdvantage(list);
  }

  /** Dice {@code holder} holds on {@code target} that a stunt or check may take away. */
  public static int gainedOn(WildBlueState s, String holder, String target) {
    // A plain loop over the held advantage: called for every stunt candidate of every legal list.
    int dice = 0;
    for (Held h : s.advantage()) {
      if (h.holder().equals(holder) && h.target().equals(target)) {
        dice += h.dice();
      }
    }
    return dice;
  }

  /** The kind with the most dice {@code holder} holds on {@code target}, the first on a tie. */
  public static AdvantageKind largest(WildBlueState s, String holder, String target) {
    AdvantageKind best = null;
    int most = 0;
    for (AdvantageKind k : AdvantageKind.values()) {
      int d = s.held(holder, target, k);
      if (d > most) {
        most = d;
        best = k;
      }
    }
    if (best == null) {
      throw new IllegalStateException(holder + " holds nothing on " + target);
    }
    return best;
  }

  /** Advantage held, in words: "2D6 from a dive, 1D6 above", or "none". */
  public static String describe(List<Held> held) {
    if (held.isEmpty()) {
      return "none";
    }
    List<String> parts = new ArrayList<>();
    for (Held h : held) {
      parts.add(h.dice() + "D6 " + h.kind().words());
    }
    return String.join(", ", parts);
  }

  /** Whose attack a gun of {@code mount} is: the gunner's for a rear gun in a crewed two-seater. */
  public static boolean gunnerFires(Plane p, Gun.Mount mount) {
    return mount == Gun.Mount.REAR && p.gunner().isPresent();
  }

  /** The bombing checks' penalty: 3 at Combat altitude, and the pilot's Wing Damage. */
  public static int bombPenalty(Plane p) {
    return (p.altitude() == Band.COMBAT ? 3 : 0) + Ctx.pilotPenalty(p);
  }
}
