package io.github.dogfight.wildblue.internal.actions;

import io.github.dogfight.core.check.CheckOutcome;
import io.github.dogfight.core.check.Contest;
import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.Rolled;
import io.github.dogfight.wildblue.ActionStep;
import io.github.dogfight.wildblue.AdvantageKind;
import io.github.dogfight.wildblue.Airman;
import io.github.dogfight.wildblue.Band;
import io.github.dogfight.wildblue.CriticalChoice;
import io.github.dogfight.wildblue.CriticalDamage;
import io.github.dogfight.wildblue.FireMode;
import io.github.dogfight.wildblue.GroundUnit;
import io.github.dogfight.wildblue.Gun;
import io.github.dogfight.wildblue.Held;
import io.github.dogfight.wildblue.Host;
import io.github.dogfight.wildblue.Move;
import io.github.dogfight.wildblue.Plane;
import io.github.dogfight.wildblue.PlaneType;
import io.github.dogfight.wildblue.Reading;
import io.github.dogfight.wildblue.Stunt;
import io.github.dogfight.wildblue.WildBlueCommand;
import io.github.dogfight.wildblue.WildBlueConfig;
import io.github.dogfight.wildblue.WildBlueEvent;
import io.github.dogfight.wildblue.WildBlueOdds;
import io.github.dogfight.wildblue.WildBlueState;
import io.github.dogfight.wildblue.internal.Ctx;
import io.github.dogfight.wildblue.internal.attacks.AttackFlow;
import io.github.dogfight.wildblue.internal.initiative.Flow;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** A plane's own action: the move, advantage, attacks, bombs, rams, stunts, regaining control. */
public final class Actions {
  public static final String MOVEMENT = "Movement";
  public static final String ALTITUDE = "Altitude";
  public static final String ADVANTAGE = "Advantage";
  public static final String ATTACKING = "Attacking";
  public static final String BOMBING = "Bombing";
  public static final String STUNTS = "Maneuverability and Stunts";
  public static final String CONTROL = "Out of Control";

  private Actions() {}

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
   * Whether {@code p} may fly {@code stunt} outside its own action now (The Scissors and Spin in an
   * enemy's action, Split S at the start of a turn): it {@link Plane#canStunt can stunt}, and is
   * not held by Top speed ({@link Reading#NO_STUNTS_AT_TOP_SPEED}).
   */
  public static boolean mayStuntOutOfAction(WildBlueConfig config, Plane p, Stunt stunt) {
    return p.canStunt(stunt) && !(config.reads(Reading.NO_STUNTS_AT_TOP_SPEED) && atTopSpeed(p));
  }

  private static void requireActing(Ctx c, Plane p, String what) {
    if (topSpeedBound(p, step(c))) {
      throw Ctx.violation(
          MOVEMENT, "command", what, "a pilot flying at Top speed may take no other action");
    }
  }

  private static void requireFlown(Ctx c, String what) {
    if (!step(c).flown()) {
      throw Ctx.violation(
          MOVEMENT, "command", what, "aircraft must move each action: fly first (the move half)");
    }
  }

  public static boolean mayClimb(Plane p) {
    return p.band() == Band.LOW
        || (p.band() == Band.COMBAT && p.count(CriticalDamage.DAMAGED_AILERON) == 0);
  }

  public static void fly(Ctx c, Plane p, Move move) {
    if (step(c).flown()) {
      throw Ctx.violation(MOVEMENT, "move", move, p.name() + " has already moved this action");
    }
    if (move == Move.CLIMB && !mayClimb(p)) {
      throw Ctx.violation(
          ALTITUDE,
          "move",
          move,
          p.band() == Band.HIGH
              ? "High is the highest band"
              : "a Damaged Aileron: the plane may not go above Combat altitude");
    }
    if (move == Move.POWERDIVE && p.band() == Band.LOW) {
      throw Ctx.violation(ALTITUDE, "move", move, "Low is the lowest band");
    }
    List<Stunt> flown = step(c).stunts();
    if (move == Move.TOP_SPEED && !flown.isEmpty() && !p.effects().contains(Plane.Effect.PUSH_IT)) {
      // "A pilot flying at Top speed may take no other action": a stunt flown before the move
      // (even one whose roll failed) was one; Push It To The Limit lets the plane "fly at top
      // speed and still act".
      throw Ctx.violation(
          MOVEMENT,
          "move",
          move,
          "a pilot flying at Top speed may take no other action, and "
              + p.name()
              + " has flown "
              + String.join(", ", flown.stream().map(Stunt::title).toList())
              + " this action (only a successful Push It To The Limit lets it fly at Top speed"
              + " and still act)");
    }
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

  /** Enemies of {@code p} it may fly against: flying, in control or not, in the same band. */
  public static boolean sameBand(Plane a, Plane b) {
    return a.altitude() == b.altitude();
  }

  public static Plane enemyPlane(Ctx c, Plane p, String enemy, String rule) {
    Optional<Plane> e = c.state.findPlane(enemy);
    if (e.isEmpty() || e.get().side().equals(p.side()) || !e.get().flying()) {
      throw Ctx.violation(rule, "enemy", enemy, "not an enemy plane in the fight");
    }
    return e.get();
  }

  public static void maneuver(Ctx c, Plane p, WildBlueCommand.Maneuver m) {
    requireFlown(c, "maneuver");
    requireActing(c, p, "maneuver");
    ActionStep s = step(c);
    boolean extra = s.attempts() >= 1;
    // A second attempt forgoes the attack and marks the step attacked; only an attack made before
    // it (after the first attempt) bars the extra attempts the configuration allows.
    boolean forgone = s.attempts() >= 2;
    if (extra && ((s.attacked() && !forgone) || s.attempts() >= c.config.attemptsWhenForgoing())) {
      throw Ctx.violation(
          ADVANTAGE,
          "attempts",
          s.attempts() + 1,
          "you may normally attempt to gain ONE advantage per move; more only by forgoing the"
              + " attack, up to "
              + c.config.attemptsWhenForgoing());
    }
    Plane e = enemyPlane(c, p, m.enemy(), ADVANTAGE);
    if (!sameBand(p, e)) {
      throw Ctx.violation(
          ADVANTAGE,
          "enemy",
          m.enemy(),
          "not in " + p.name() + "'s band (" + p.altitude().words() + ")");
    }
    if (m.remove()) {
      if (c.state.held(e.name(), p.name(), m.kind()) == 0) {
        throw Ctx.violation(
            ADVANTAGE,
            "kind",
            m.kind(),
            e.name() + " holds no advantage " + m.kind().words() + " on " + p.name());
      }
    } else {
      if (m.kind().source() != AdvantageKind.Source.GAINED) {
        throw Ctx.violation(
            ADVANTAGE, "kind", m.kind(), "gained with a check: above, behind or from the sun");
      }
      if (c.state.held(p.name(), e.name(), m.kind()) > 0) {
        throw Ctx.violation(
            ADVANTAGE, "kind", m.kind(), p.name() + " already holds it on " + e.name());
      }
    }
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

  /** Validates a gun attack by {@code p} and returns whether the target is on the ground. */
  public static boolean validateFire(
      Ctx c, Plane p, String target, Gun.Mount mount, FireMode mode, String rule) {
    if (p.type().guns(mount).isEmpty()) {
      throw Ctx.violation(
          ATTACKING,
          "mount",
          mount,
          p.name() + " has no " + mount.name().toLowerCase(java.util.Locale.ROOT) + " gun");
    }
    if (p.magazineLeft() < mode.magazineUses()) {
      throw Ctx.violation(
          ATTACKING,
          "mode",
          mode,
          p.name()
              + " has "
              + io.github.dogfight.core.event.Words.count(p.magazineLeft(), "magazine use")
              + " left; "
              + (mode == FireMode.BURST ? "a burst" : "sustained fire")
              + " uses "
              + mode.magazineUses());
    }
    Optional<GroundUnit> g = c.state.findGround(target);
    if (g.isPresent()) {
      if (!mount.forward()) {
        throw Ctx.violation(rule, "target", target, "rear guns fire at planes on the tail");
      }
      validateGroundTarget(p, g.get(), rule);
      return true;
    }
    Plane e = enemyPlane(c, p, target, rule);
    if (!sameBand(p, e)) {
      throw Ctx.violation(
          rule, "target", target, "not in " + p.name() + "'s band (" + p.altitude().words() + ")");
    }
    if (e.fall().map(Plane.Fall::lomcevak).orElse(false)) {
      throw Ctx.violation(
          STUNTS, "target", target, "enemy planes will not attack a plane flying a Lomcevak");
    }
    boolean onTail = c.state.held(e.name(), p.name(), AdvantageKind.BEHIND) > 0;
    if (mount.forward() && onTail) {
      throw Ctx.violation(
          rule, "target", target, target + " is on " + p.name() + "'s tail: only a rear gun bears");
    }
    if (!mount.forward() && !onTail) {
      throw Ctx.violation(
          rule,
          "target",
          target,
          "a rear gun fires at a plane on the tail, and " + target + " is not");
    }
    return false;
  }

  public static void validateGroundTarget(Plane p, GroundUnit g, String rule) {
    if (g.side().equals(p.side()) || g.destroyed()) {
      throw Ctx.violation(rule, "target", g.name(), "not an enemy ground target standing");
    }
    switch (p.altitude()) {
      case HIGH ->
          throw Ctx.violation(
              ALTITUDE,
              "target",
              g.name(),
              "at High altitude, planes may not attempt to hit ground targets");
      case COMBAT -> {
        if (!g.large()) {
          throw Ctx.violation(
              ALTITUDE,
              "target",
              g.name(),
              "at Combat altitude, planes may only attempt to hit large ground targets");
        }
      }
      case LOW -> {
        // "planes may fire at any ground target with no extra penalty"
      }
    }
  }

  /** Whose attack a gun of {@code mount} is: the gunner's for a rear gun in a crewed two-seater. */
  public static boolean gunnerFires(Plane p, Gun.Mount mount) {
    return mount == Gun.Mount.REAR && p.gunner().isPresent();
  }

  public static void fire(Ctx c, Plane p, WildBlueCommand.Fire f) {
    requireFlown(c, "fire");
    boolean gunner = gunnerFires(p, f.mount());
    // "A pilot flying at Top speed may take no other action": the gunner is not the pilot, and
    // fires unless the table holds him too (Reading.GUNNER_HELD_AT_TOP_SPEED).
    if (!gunner || c.config.reads(Reading.GUNNER_HELD_AT_TOP_SPEED)) {
      requireActing(c, p, "fire");
    }
    ActionStep s = step(c);
    if (gunner ? s.gunnerFired() : s.attacked()) {
      throw Ctx.violation(
          ATTACKING,
          "command",
          "fire",
          gunner
              ? p.name() + "'s gunner has fired this action"
              : p.name() + " has attacked (or forgone its attack) this action");
    }
    boolean ground = validateFire(c, p, f.target(), f.mount(), f.mode(), ATTACKING);
    c.state = c.state.withStep(gunner ? s.gunnerFiredNow() : s.attackedNow(ground));
    AttackFlow.declare(c, p.name(), List.of(f.target()), f.mount(), f.mode(), false);
  }

  public static void groundFire(Ctx c, GroundUnit g, WildBlueCommand.Fire f) {
    Gun.Mount mount = g.gun().orElseThrow().mount();
    if (f.mount() != mount) {
      throw Ctx.violation(
          ATTACKING,
          "mount",
          f.mount().name().toLowerCase(java.util.Locale.ROOT),
          g.name()
              + " has a "
              + mount.name().toLowerCase(java.util.Locale.ROOT)
              + " gun, no "
              + f.mount().name().toLowerCase(java.util.Locale.ROOT)
              + " one");
    }
    Optional<Plane> t = c.state.findPlane(f.target());
    if (t.isEmpty() || t.get().side().equals(g.side()) || !t.get().flying()) {
      throw Ctx.violation(ATTACKING, "target", f.target(), "not an enemy plane in the fight");
    }
    if (!g.reach().reaches(t.get().altitude())) {
      throw Ctx.violation(
          ALTITUDE,
          "target",
          f.target(),
          g.name()
              + "'s "
              + g.reach().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ')
              + " cannot reach "
              + t.get().altitude().words()
              + " altitude");
    }
    // LOMCEVAK "Enemy planes will not attack you while you continue this stunt": ground fire may,
    // unless the table holds it too (Reading.LOMCEVAK_STOPS_GROUND_FIRE).
    if (c.config.reads(Reading.LOMCEVAK_STOPS_GROUND_FIRE)
        && t.get().fall().map(Plane.Fall::lomcevak).orElse(false)) {
      throw Ctx.violation(
          STUNTS, "target", f.target(), "a plane flying a Lomcevak is not attacked");
    }
    if (step(c).attacked()) {
      throw Ctx.violation(ATTACKING, "command", "fire", g.name() + " has fired this turn");
    }
    c.state = c.state.withStep(step(c).attackedNow(false));
    AttackFlow.declare(
        c, g.name(), List.of(f.target()), g.gun().orElseThrow().mount(), f.mode(), false);
  }

  public static void requirePilotAttack(Ctx c, Plane p, String what) {
    requireFlown(c, what);
    requireActing(c, p, what);
    if (step(c).attacked()) {
      throw Ctx.violation(
          ATTACKING,
          "command",
          what,
          p.name() + " has attacked (or forgone its attack) this action");
    }
  }

  public static void bomb(Ctx c, Plane p, WildBlueCommand.Bomb b) {
    requirePilotAttack(c, p, "bomb");
    if (p.bombsLeft() <= 0) {
      throw Ctx.violation(BOMBING, "command", "bomb", p.name() + " has no bombs left");
    }
    Optional<GroundUnit> g = c.state.findGround(b.target());
    if (g.isEmpty()) {
      throw Ctx.violation(BOMBING, "target", b.target(), "bombs fall on ground targets");
    }
    validateGroundTarget(p, g.get(), BOMBING);
    c.put(c.copy(p).withBombsDropped(p.bombsDropped() + 1));
    bombingRun(c, p, g.get(), p.type().bombs().orElseThrow(), " bombs " + g.get().name());
  }

  /**
   * A grenade, thrown as a bomb is dropped: "When you attack with a bomb (or grenade) from a plane,
   * roll 2 dice. One is a Dex check, the second a Cunning (or INT, if higher). If both are
   * successful, you do full damage to the intended target. If only one passes, you do half damage
   * to the target." The seed puts grenades under the bombing rule itself, so a grenade follows it
   * in everything, altitude included: "Bombing directly relates to your altitude", from Low at any
   * ground target, from Combat at large ones with the 3 point penalty, never from High. A table
   * that reads a grenade as thrown by hand takes {@link Reading#GRENADES_FROM_LOW_ONLY}. How many
   * and their damage come from the plane's profile; the pilot throws, with the pilot's attack of
   * the action, as a bomb is dropped.
   */
  public static void grenade(Ctx c, Plane p, WildBlueCommand.Grenade gr) {
    requirePilotAttack(c, p, "grenade");
    if (p.grenadesLeft() <= 0) {
      throw Ctx.violation(BOMBING, "command", "grenade", p.name() + " has no grenades left");
    }
    Optional<GroundUnit> g = c.state.findGround(gr.target());
    if (g.isEmpty()) {
      throw Ctx.violation(BOMBING, "target", gr.target(), "grenades are thrown at ground targets");
    }
    if (p.altitude() == Band.COMBAT && c.config.reads(Reading.GRENADES_FROM_LOW_ONLY)) {
      throw Ctx.violation(
          ALTITUDE,
          "target",
          gr.target(),
          "at this table a grenade is thrown by hand, from Low altitude only");
    }
    validateGroundTarget(p, g.get(), BOMBING);
    c.put(c.copy(p).withGrenadesThrown(p.grenadesThrown() + 1));
    bombingRun(
        c, p, g.get(), p.type().grenades().orElseThrow(), " throws a grenade at " + g.get().name());
  }

  /**
   * The run of a bomb (or grenade) {@code p} drops on {@code target}, its attack of the action:
   * "roll 2 dice. One is a Dex check, the second a Cunning (or INT, if higher)", at the bombing
   * penalty; full, half or no damage. The roll's record is named once, by {@code act} ("Bristol
   * bombs Depot"), and its outcome is the run in plain words.
   */
  private static void bombingRun(
      Ctx c, Plane p, GroundUnit target, PlaneType.Bombs ordnance, String act) {
    Rolled<WildBlueOdds.BombRun> r = c.roller.roll(bombRun(c.host(), p, ordnance), p.name() + act);
    c.state = c.state.withStep(step(c).attackedNow(true));
    WildBlueOdds.BombRun run = r.value();
    GroundUnit hit = target.withDamage(target.damage() + run.damage());
    c.state = c.state.withGroundUnit(hit);
    c.event(
        WildBlueEvent.Kind.BOMB,
        p.name(),
        p.name()
            + act
            + ": Dex check "
            + run.dex().describe()
            + ", Cunning check "
            + run.cunning().describe()
            + " — "
            + run.result().words()
            + ", "
            + run.damage()
            + " damage"
            + (hit.destroyed() ? "; " + hit.name() + " is destroyed" : ""),
        List.of(r.roll()));
  }

  /**
   * The run of {@code ordnance} dropped (or thrown) by {@code p}'s pilot: the Dex check and the
   * Cunning (or INT, if higher) check at the bombing penalty, then the bomb's d6s.
   */
  public static io.github.dogfight.core.dice.Chance<WildBlueOdds.BombRun> bombRun(
      Host host, Plane p, PlaneType.Bombs ordnance) {
    Airman pilot = p.pilot();
    return WildBlueOdds.bombRun(
        host,
        host.attributeRating(pilot.dex()),
        host.attributeRating(Math.max(pilot.cunning(), pilot.intelligence())),
        bombPenalty(p),
        ordnance.dice());
  }

  /** The bombing checks' penalty: 3 at Combat altitude, and the pilot's Wing Damage. */
  public static int bombPenalty(Plane p) {
    return (p.altitude() == Band.COMBAT ? 3 : 0) + Ctx.pilotPenalty(p);
  }

  public static void ram(Ctx c, Plane p, WildBlueCommand.Ram r) {
    requirePilotAttack(c, p, "ram");
    Plane e = enemyPlane(c, p, r.target(), "Movement (collision)");
    if (!sameBand(p, e) || e.outOfControl()) {
      throw Ctx.violation(
          "Movement (collision)",
          "target",
          r.target(),
          "not in control in " + p.name() + "'s band");
    }
    c.state = c.state.withStep(step(c).attackedNow(false));
    Rolled<RamTug> res = c.roller.roll(ramTug(c.host(), p, e), p.name() + " rams " + e.name());
    Contest.Outcome o = res.value().outcome();
    c.afterPilotingCheck(p.name(), o.firstOutcome(), res.roll(), "Tug of War to ram " + e.name());
    c.afterPilotingCheck(e.name(), o.secondOutcome(), res.roll(), "Tug of War against the ram");
    boolean rammed = res.value().rammed();
    c.event(
        WildBlueEvent.Kind.COLLISION,
        p.name(),
        rammed
            ? p.name() + " wins the Tug of War: the planes collide"
            : e.name() + " evades " + p.name() + "'s ram (" + o.secondOutcome().describe() + ")");
    if (rammed) {
      collide(c, p.name(), e.name());
    }
  }

  /** A ram's Tug of War: Dex+Piloting against Dex+Piloting, each with its plane's penalties. */
  public static io.github.dogfight.core.dice.Chance<RamTug> ramTug(
      Host host, Plane rammer, Plane target) {
    Contest tug = Contest.of(host.check(), host.check());
    return tug.chance(
            host.skillRating(rammer.pilot().dex(), rammer.pilot().piloting()),
            -Ctx.pilotingPenalty(rammer),
            host.skillRating(target.pilot().dex(), target.pilot().piloting()),
            -Ctx.pilotingPenalty(target))
        .map(t -> new RamTug(t, rammer.name(), target.name()));
  }

  /**
   * A ram's Tug of War as rolled; its text, which the roll's record shows, is plain words: "Ace
   * passed by 15; Hun passed by 2: Ace rams Hun".
   */
  public record RamTug(Contest.Outcome outcome, String rammer, String target) {
    /** The rammer passed and beat the target's roll: the planes collide. */
    public boolean rammed() {
      return outcome.firstOutcome().passed() && outcome.winner() == Contest.Winner.FIRST;
    }

    @Override
    public String toString() {
      return rammer
          + " "
          + outcome.firstOutcome().describe()
          + "; "
          + target
          + " "
          + outcome.secondOutcome().describe()
          + ": "
          + (rammed() ? rammer + " rams " + target : target + " evades");
    }
  }

  /**
   * A collision: "1D6 damage per every 10 kph the plane was travelling", "the difference between
   * plane sizes is added to the damage of the smaller vehicle"; each plane's player may take a
   * Critical Damage result instead of the damage ({@link Ctx#sufferDamage}); then "Planes that
   * manage to survive this initial impact must immediately take a Critical Damage result, and go
   * Out of Control", and a plane at 0 HP or less is destroyed ({@link AttackFlow#settleChoices}).
   */
  public static void collide(Ctx c, String a, String b) {
    Plane pa = c.plane(a);
    Plane pb = c.plane(b);
    for (Plane p : List.of(pa, pb)) {
      Plane other = p == pa ? pb : pa;
      int bonus = Math.max(0, other.type().size() - p.type().size());
      DiceRoll r =
          c.roller.roll(WildBlueOdds.collision(p.speed(), bonus), p.name() + " collision damage");
      c.event(
          WildBlueEvent.Kind.COLLISION,
          p.name(),
          p.name() + " at " + p.speed() + " kph takes collision damage " + r.describe(),
          List.of(r));
      c.sufferDamage(p.name(), r.result(), "the collision", false);
      // PILOT HIT* "Damage rolled is done directly to the pilot": the collision's damage.
      List<CriticalChoice> queue = new ArrayList<>(c.state.choices());
      queue.add(new CriticalChoice(p.name(), p.name(), CriticalChoice.Why.COLLISION, r.result()));
      c.state = c.state.withChoices(queue);
    }
    AttackFlow.settleChoices(c);
  }

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

  public static void perform(Ctx c, Plane p, WildBlueCommand.Perform cmd) {
    Stunt stunt = cmd.stunt();
    ActionStep s = step(c);
    if (stunt.when() != Stunt.When.ACTION) {
      throw Ctx.violation(
          STUNTS,
          "stunt",
          stunt.title(),
          stunt.when() == Stunt.When.INTERRUPT
              ? "it is immediate: played in an enemy's action"
              : "it may only be done at the start of a turn");
    }
    if (!p.canStunt(stunt)) {
      throw Ctx.violation(STUNTS, "stunt", stunt.title(), whyNot(p, stunt));
    }
    if (s.flown()) {
      requireActing(c, p, stunt.title());
    }
    Optional<Plane> enemy = Optional.empty();
    switch (stunt) {
      case PUSH_IT_TO_THE_LIMIT -> {
        if (s.flown()) {
          throw Ctx.violation(
              STUNTS,
              "stunt",
              stunt.title(),
              "declare it before the move, to fly at Top speed and still act");
        }
      }
      case CHANDELLE -> {
        if (!mayClimb(p)) {
          throw Ctx.violation(
              STUNTS, "stunt", stunt.title(), "no band above that the plane may reach");
        }
      }
      case BARREL_ROLL, SNAP_ROLL -> {
        Plane e = enemyPlane(c, p, cmd.enemy().orElse(""), STUNTS);
        if (gainedOn(c.state, e.name(), p.name()) == 0) {
          throw Ctx.violation(
              STUNTS, "enemy", e.name(), "prerequisite: enemy has advantage on you");
        }
        enemy = Optional.of(e);
      }
      case TAILSLIDE -> {
        Plane e = enemyPlane(c, p, cmd.enemy().orElse(""), STUNTS);
        if (c.state.held(e.name(), p.name(), AdvantageKind.BEHIND) == 0) {
          throw Ctx.violation(
              STUNTS, "enemy", e.name(), "prerequisite: enemy craft is pursuing (on your tail)");
        }
        enemy = Optional.of(e);
      }
      case WINGOVER -> {
        if (!s.groundAttacked()) {
          throw Ctx.violation(
              STUNTS, "stunt", stunt.title(), "prerequisite: attacking ground targets this action");
        }
      }
      case IMMELMAN ->
          throw Ctx.violation(
              STUNTS, "stunt", stunt.title(), "an Immelman is an attack: use the Immelman command");
      default -> {
        // Aileron Roll, Lomcevak, Standing 8: no prerequisite.
      }
    }
    if (cmd.enemy().isPresent() && enemy.isEmpty()) {
      throw Ctx.violation(STUNTS, "enemy", cmd.enemy().get(), stunt.title() + " takes no enemy");
    }
    c.useStunt(p.name(), stunt);
    CheckOutcome o = c.pilotingCheck(c.plane(p.name()), stunt.penalty(), stunt.title());
    if (!o.passed() || c.plane(p.name()).outOfControl() || !c.plane(p.name()).flying()) {
      return;
    }
    Plane now = c.plane(p.name());
    switch (stunt) {
      case AILERON_ROLL ->
          addEffect(
              c,
              now,
              Plane.Effect.AILERON_ROLL,
              "enemy planes suffer a 3 point penalty to hit it until its next turn");
      case STANDING_8 ->
          addEffect(
              c,
              now,
              Plane.Effect.STANDING_8,
              "all enemies suffer a 6 point penalty to hit it until its next turn");
      case WINGOVER ->
          addEffect(
              c,
              now,
              Plane.Effect.WINGOVER,
              "ground targets suffer a 3 point penalty to hit it until its next turn");
      case PUSH_IT_TO_THE_LIMIT ->
          addEffect(
              c,
              now,
              Plane.Effect.PUSH_IT,
              "it may fly at Top speed and still act; 1D6 damage per 20 kph at the end of the turn");
      case CHANDELLE -> {
        Band up = now.band().above().orElseThrow();
        c.put(c.copy(now).withBand(up).withClimb(0));
        c.event(
            WildBlueEvent.Kind.STUNT,
            p.name(),
            p.name() + "'s Chandelle takes it up to " + up.words());
      }
      case LOMCEVAK -> c.outOfControl(p.name(), "a Lomcevak", true);
      case BARREL_ROLL -> {
        Plane e = enemy.orElseThrow();
        AdvantageKind k = largest(c.state, e.name(), p.name());
        removeDie(c, e.name(), p.name(), k);
        c.event(
            WildBlueEvent.Kind.STUNT,
            p.name(),
            p.name()
                + "'s Barrel Roll removes 1D6 of "
                + e.name()
                + "'s advantage ("
                + k.words()
                + ")");
      }
      case SNAP_ROLL -> {
        Plane e = enemy.orElseThrow();
        // Every held die: conditions (a dive this action, a second turn of fire) are never held.
        List<Held> taken = c.state.held(e.name(), p.name());
        for (Held h : taken) {
          removeAll(c, h);
          gain(c, p.name(), e.name(), h.kind(), h.dice());
        }
        c.event(
            WildBlueEvent.Kind.STUNT,
            p.name(),
            p.name() + "'s Snap Roll takes " + e.name() + "'s advantage: " + describe(taken));
      }
      case TAILSLIDE -> {
        Plane e = enemy.orElseThrow();
        gain(c, p.name(), e.name(), AdvantageKind.DIVE, 2);
        gain(c, p.name(), e.name(), AdvantageKind.ABOVE, 1);
        // "You climb rapidly, stall, and dive back toward the enemy": the pursuer is no longer on
        // its tail, unless the table keeps it there (Reading.TAILSLIDE_KEEPS_PURSUER).
        boolean shaken = !c.config.reads(Reading.TAILSLIDE_KEEPS_PURSUER);
        if (shaken) {
          c.state =
              c.state.withAdvantage(
                  c.state.advantage().stream()
                      .filter(
                          h ->
                              !(h.holder().equals(e.name())
                                  && h.target().equals(p.name())
                                  && h.kind() == AdvantageKind.BEHIND))
                      .toList());
        }
        c.event(
            WildBlueEvent.Kind.STUNT,
            p.name(),
            p.name()
                + "'s Tailslide stalls and dives back on "
                + e.name()
                + ": +3D6 advantage (2 for the dive, 1 for altitude)"
                + (shaken ? "; " + e.name() + " is no longer on its tail" : ""));
      }
      default -> throw new IllegalStateException(stunt.name());
    }
  }

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

  private static void removeAll(Ctx c, Held h) {
    List<Held> list = new ArrayList<>(c.state.advantage());
    list.remove(h);
    c.state = c.state.withAdvantage(list);
  }

  /** Dice {@code holder} holds on {@code target} that a stunt or check may take away. */
  public static int gainedOn(WildBlueState s, String holder, String target) {
    return s.held(holder, target).stream().mapToInt(Held::dice).sum();
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

  private static void addEffect(Ctx c, Plane p, Plane.Effect e, String what) {
    c.effects(p.name(), Set.of(e), Set.of());
    c.event(WildBlueEvent.Kind.STUNT, p.name(), p.name() + " succeeds: " + what);
  }

  public static String whyNot(Plane p, Stunt stunt) {
    if (!p.flying() || p.outOfControl()) {
      return p.name() + " is not in control";
    }
    if (!p.pilotConscious()) {
      return p.name() + "'s pilot is unconscious";
    }
    if (p.effects().contains(Plane.Effect.STUCK_CONTROLS)) {
      return "Stuck Controls: no stunts till the start of its next turn";
    }
    if (p.stunts().contains(stunt)) {
      return "each stunt may only be used once per turn";
    }
    return "maneuverability "
        + p.maneuverability()
        + ": "
        + p.stunts().size()
        + " stunts already this turn";
  }

  public static void immelman(Ctx c, Plane p, WildBlueCommand.Immelman im) {
    requirePilotAttack(c, p, "Immelman");
    if (!p.canStunt(Stunt.IMMELMAN)) {
      throw Ctx.violation(STUNTS, "stunt", Stunt.IMMELMAN.title(), whyNot(p, Stunt.IMMELMAN));
    }
    if (!im.mount().forward()) {
      throw Ctx.violation(STUNTS, "mount", im.mount(), "an Immelman attacks with forward guns");
    }
    if (im.targets().isEmpty()
        || im.targets().size() > 3
        || im.targets().stream().distinct().count() != im.targets().size()) {
      throw Ctx.violation(
          STUNTS, "targets", im.targets(), "you may choose up to 3 different targets");
    }
    boolean ground = false;
    for (String t : im.targets()) {
      ground |= validateFire(c, p, t, im.mount(), im.mode(), STUNTS);
    }
    c.useStunt(p.name(), Stunt.IMMELMAN);
    c.state = c.state.withStep(step(c).attackedNow(ground));
    CheckOutcome o =
        c.pilotingCheck(
            c.plane(p.name()), Stunt.IMMELMAN.penalty(), "Immelman (the maneuver roll)");
    if (!o.passed() || c.plane(p.name()).outOfControl()) {
      c.event(WildBlueEvent.Kind.STUNT, p.name(), p.name() + "'s Immelman fails: no attack");
      return;
    }
    AttackFlow.declare(c, p.name(), im.targets(), im.mount(), im.mode(), true);
  }
}
