package io.github.dogfight.wildblue.internal.attacks;

import static io.github.dogfight.wildblue.internal.actions.Actions.ALTITUDE;
import static io.github.dogfight.wildblue.internal.actions.Actions.ATTACKING;
import static io.github.dogfight.wildblue.internal.actions.Actions.BOMBING;
import static io.github.dogfight.wildblue.internal.actions.Actions.STUNTS;
import static io.github.dogfight.wildblue.internal.actions.Actions.gunnerFires;
import static io.github.dogfight.wildblue.internal.actions.Actions.sameBand;
import static io.github.dogfight.wildblue.internal.actions.Actions.step;

import io.github.dogfight.core.check.Contest;
import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.Rolled;
import io.github.dogfight.wildblue.ActionStep;
import io.github.dogfight.wildblue.AdvantageKind;
import io.github.dogfight.wildblue.Airman;
import io.github.dogfight.wildblue.Band;
import io.github.dogfight.wildblue.CriticalChoice;
import io.github.dogfight.wildblue.FireMode;
import io.github.dogfight.wildblue.GroundUnit;
import io.github.dogfight.wildblue.Gun;
import io.github.dogfight.wildblue.Host;
import io.github.dogfight.wildblue.Plane;
import io.github.dogfight.wildblue.PlaneType;
import io.github.dogfight.wildblue.Reading;
import io.github.dogfight.wildblue.WildBlueCommand;
import io.github.dogfight.wildblue.WildBlueConfig;
import io.github.dogfight.wildblue.WildBlueEvent;
import io.github.dogfight.wildblue.WildBlueOdds;
import io.github.dogfight.wildblue.WildBlueState;
import io.github.dogfight.wildblue.internal.Ctx;
import io.github.dogfight.wildblue.internal.Refusal;
import io.github.dogfight.wildblue.internal.actions.Actions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A plane's attack and a ground unit's (rules 001, "Attacking", "Bombing", "Movement" on
 * collisions): what may be attacked, with which gun, from which band; bombs and grenades; a ram's
 * Tug of War and the collision. The attack itself runs on in {@link AttackFlow}.
 */
public final class Attacks {
  private Attacks() {}

  /**
   * Whether {@code p}'s type has a gun on {@code mount}: {@code !p.type().guns(mount).isEmpty()}
   * without building the list.
   */
  public static boolean hasGun(Plane p, Gun.Mount mount) {
    for (Gun g : p.type().guns()) {
      if (g.mount() == mount) {
        return true;
      }
    }
    return false;
  }

  /**
   * Why the rules refuse {@code p}'s gun attack of {@code mount} and {@code mode} at {@code target}
   * (a plane or a ground unit), or {@code null}.
   */
  public static @Nullable Refusal checkTarget(
      WildBlueState s, Plane p, String target, Gun.Mount mount, FireMode mode, String rule) {
    if (!hasGun(p, mount)) {
      return new Refusal(
          ATTACKING,
          "mount",
          mount,
          () -> p.name() + " has no " + mount.name().toLowerCase(java.util.Locale.ROOT) + " gun");
    }
    if (p.magazineLeft() < mode.magazineUses()) {
      return new Refusal(
          ATTACKING,
          "mode",
          mode,
          () ->
              p.name()
                  + " has "
                  + io.github.dogfight.core.event.Words.count(p.magazineLeft(), "magazine use")
                  + " left; "
                  + (mode == FireMode.BURST ? "a burst" : "sustained fire")
                  + " uses "
                  + mode.magazineUses());
    }
    Optional<GroundUnit> g = s.findGround(target);
    if (g.isPresent()) {
      if (!mount.forward()) {
        return new Refusal(rule, "target", target, "rear guns fire at planes on the tail");
      }
      return checkGroundTarget(p, g.get(), rule);
    }
    Plane e = Actions.enemy(s, p, target);
    if (e == null) {
      return Actions.notAnEnemy(rule, target);
    }
    if (!sameBand(p, e)) {
      return new Refusal(
          rule,
          "target",
          target,
          () -> "not in " + p.name() + "'s band (" + p.altitude().words() + ")");
    }
    if (e.fall().map(Plane.Fall::lomcevak).orElse(false)) {
      return new Refusal(
          STUNTS, "target", target, "enemy planes will not attack a plane flying a Lomcevak");
    }
    boolean onTail = s.held(e.name(), p.name(), AdvantageKind.BEHIND) > 0;
    if (mount.forward() && onTail) {
      return new Refusal(
          rule,
          "target",
          target,
          () -> target + " is on " + p.name() + "'s tail: only a rear gun bears");
    }
    if (!mount.forward() && !onTail) {
      return new Refusal(
          rule,
          "target",
          target,
          () -> "a rear gun fires at a plane on the tail, and " + target + " is not");
    }
    return null;
  }

  /** Why the rules refuse {@code p}'s attack at the ground unit {@code g}, or {@code null}. */
  public static @Nullable Refusal checkGroundTarget(Plane p, GroundUnit g, String rule) {
    if (g.side().equals(p.side()) || g.destroyed()) {
      return new Refusal(rule, "target", g.name(), "not an enemy ground target standing");
    }
    switch (p.altitude()) {
      case HIGH -> {
        return new Refusal(
            ALTITUDE,
            "target",
            g.name(),
            "at High altitude, planes may not attempt to hit ground targets");
      }
      case COMBAT -> {
        if (!g.large()) {
          return new Refusal(
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
    return null;
  }

  /** Why the rules refuse {@code p}'s shot {@code f} in the action {@code s}, or {@code null}. */
  public static @Nullable Refusal checkFire(
      WildBlueState st, WildBlueConfig config, ActionStep s, Plane p, WildBlueCommand.Fire f) {
    Refusal r = Actions.checkFlown(s, "fire");
    if (r != null) {
      return r;
    }
    boolean gunner = gunnerFires(p, f.mount());
    // "A pilot flying at Top speed may take no other action": the gunner is not the pilot, and
    // fires unless the table holds him too (Reading.GUNNER_HELD_AT_TOP_SPEED).
    if (!gunner || config.reads(Reading.GUNNER_HELD_AT_TOP_SPEED)) {
      r = Actions.checkActing(p, s, "fire");
      if (r != null) {
        return r;
      }
    }
    if (gunner ? s.gunnerFired() : s.attacked()) {
      return new Refusal(
          ATTACKING,
          "command",
          "fire",
          () ->
              gunner
                  ? p.name() + "'s gunner has fired this action"
                  : p.name() + " has attacked (or forgone its attack) this action");
    }
    return checkTarget(st, p, f.target(), f.mount(), f.mode(), ATTACKING);
  }

  /** Resolves the shot {@code f}, which {@link #checkFire} has accepted. */
  public static void fire(Ctx c, Plane p, WildBlueCommand.Fire f) {
    boolean gunner = gunnerFires(p, f.mount());
    ActionStep s = step(c);
    boolean ground = c.state.findGround(f.target()).isPresent();
    c.state = c.state.withStep(gunner ? s.gunnerFiredNow() : s.attackedNow(ground));
    AttackFlow.declare(c, p.name(), List.of(f.target()), f.mount(), f.mode(), false);
  }

  /** Why the rules refuse the ground unit {@code g}'s shot {@code f}, or {@code null}. */
  public static @Nullable Refusal checkGroundFire(
      WildBlueState s, WildBlueConfig config, GroundUnit g, WildBlueCommand.Fire f) {
    Gun.Mount mount = g.gun().orElseThrow().mount();
    if (f.mount() != mount) {
      return new Refusal(
          ATTACKING,
          "mount",
          f.mount().name().toLowerCase(java.util.Locale.ROOT),
          () ->
              g.name()
                  + " has a "
                  + mount.name().toLowerCase(java.util.Locale.ROOT)
                  + " gun, no "
                  + f.mount().name().toLowerCase(java.util.Locale.ROOT)
                  + " one");
    }
    Optional<Plane> t = s.findPlane(f.target());
    if (t.isEmpty() || t.get().side().equals(g.side()) || !t.get().flying()) {
      return new Refusal(ATTACKING, "target", f.target(), "not an enemy plane in the fight");
    }
    if (!g.reach().reaches(t.get().altitude())) {
      return new Refusal(
          ALTITUDE,
          "target",
          f.target(),
          () ->
              g.name()
                  + "'s "
                  + g.reach().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ')
                  + " cannot reach "
                  + t.get().altitude().words()
                  + " altitude");
    }
    // LOMCEVAK "Enemy planes will not attack you while you continue this stunt": ground fire may,
    // unless the table holds it too (Reading.LOMCEVAK_STOPS_GROUND_FIRE).
    if (config.reads(Reading.LOMCEVAK_STOPS_GROUND_FIRE)
        && t.get().fall().map(Plane.Fall::lomcevak).orElse(false)) {
      return new Refusal(STUNTS, "target", f.target(), "a plane flying a Lomcevak is not attacked");
    }
    if (s.step().orElseThrow().attacked()) {
      return new Refusal(ATTACKING, "command", "fire", () -> g.name() + " has fired this turn");
    }
    return null;
  }

  /** Resolves the ground unit's shot {@code f}, which {@link #checkGroundFire} has accepted. */
  public static void groundFire(Ctx c, GroundUnit g, WildBlueCommand.Fire f) {
    c.state = c.state.withStep(step(c).attackedNow(false));
    AttackFlow.declare(
        c, g.name(), List.of(f.target()), g.gun().orElseThrow().mount(), f.mode(), false);
  }

  /**
   * Why the rules refuse {@code p}'s bomb {@code b} in the action {@code step}, or {@code null}.
   */
  public static @Nullable Refusal checkBomb(
      WildBlueState s, ActionStep step, Plane p, WildBlueCommand.Bomb b) {
    Refusal r = Actions.checkPilotAttack(p, step, "bomb");
    if (r != null) {
      return r;
    }
    if (p.bombsLeft() <= 0) {
      return new Refusal(BOMBING, "command", "bomb", () -> p.name() + " has no bombs left");
    }
    Optional<GroundUnit> g = s.findGround(b.target());
    if (g.isEmpty()) {
      return new Refusal(BOMBING, "target", b.target(), "bombs fall on ground targets");
    }
    return checkGroundTarget(p, g.get(), BOMBING);
  }

  /** Resolves the bomb {@code b}, which {@link #checkBomb} has accepted. */
  public static void bomb(Ctx c, Plane p, WildBlueCommand.Bomb b) {
    GroundUnit target = c.state.findGround(b.target()).orElseThrow();
    c.put(c.copy(p).withBombsDropped(p.bombsDropped() + 1));
    bombingRun(c, p, target, p.type().bombs().orElseThrow(), " bombs " + target.name());
  }

  /**
   * Why the rules refuse {@code p}'s grenade {@code gr} in the action {@code step}, or {@code
   * null}.
   */
  public static @Nullable Refusal checkGrenade(
      WildBlueState s,
      WildBlueConfig config,
      ActionStep step,
      Plane p,
      WildBlueCommand.Grenade gr) {
    Refusal r = Actions.checkPilotAttack(p, step, "grenade");
    if (r != null) {
      return r;
    }
    if (p.grenadesLeft() <= 0) {
      return new Refusal(BOMBING, "command", "grenade", () -> p.name() + " has no grenades left");
    }
    Optional<GroundUnit> g = s.findGround(gr.target());
    if (g.isEmpty()) {
      return new Refusal(BOMBING, "target", gr.target(), "grenades are thrown at ground targets");
    }
    if (p.altitude() == Band.COMBAT && config.reads(Reading.GRENADES_FROM_LOW_ONLY)) {
      return new Refusal(
          ALTITUDE,
          "target",
          gr.target(),
          "at this table a grenade is thrown by hand, from Low altitude only");
    }
    return checkGroundTarget(p, g.get(), BOMBING);
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
    GroundUnit target = c.state.findGround(gr.target()).orElseThrow();
    c.put(c.copy(p).withGrenadesThrown(p.grenadesThrown() + 1));
    bombingRun(
        c, p, target, p.type().grenades().orElseThrow(), " throws a grenade at " + target.name());
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
        Actions.bombPenalty(p),
        ordnance.dice());
  }

  /** Why the rules refuse {@code p}'s ram {@code r} in the action {@code step}, or {@code null}. */
  public static @Nullable Refusal checkRam(
      WildBlueState s, ActionStep step, Plane p, WildBlueCommand.Ram r) {
    Refusal refusal = Actions.checkPilotAttack(p, step, "ram");
    if (refusal != null) {
      return refusal;
    }
    Plane e = Actions.enemy(s, p, r.target());
    if (e == null) {
      return Actions.notAnEnemy("Movement (collision)", r.target());
    }
    if (!sameBand(p, e) || e.outOfControl()) {
      return new Refusal(
          "Movement (collision)",
          "target",
          r.target(),
          () -> "not in control in " + p.name() + "'s band");
    }
    return null;
  }

  /** Resolves the ram {@code r}, which {@link #checkRam} has accepted. */
  public static void ram(Ctx c, Plane p, WildBlueCommand.Ram r) {
    Plane e = c.state.plane(r.target());
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
}
