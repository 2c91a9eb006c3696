package io.github.dogfight.wildblue.internal.attacks;

import io.github.dogfight.core.check.CheckOutcome;
import io.github.dogfight.core.check.CheckResult;
import io.github.dogfight.core.check.Critical;
import io.github.dogfight.core.dice.Rolled;
import io.github.dogfight.wildblue.AdvantageKind;
import io.github.dogfight.wildblue.Airman;
import io.github.dogfight.wildblue.Attack;
import io.github.dogfight.wildblue.AttackDice;
import io.github.dogfight.wildblue.Band;
import io.github.dogfight.wildblue.CriticalChoice;
import io.github.dogfight.wildblue.CriticalDamage;
import io.github.dogfight.wildblue.FireMode;
import io.github.dogfight.wildblue.GroundUnit;
import io.github.dogfight.wildblue.Gun;
import io.github.dogfight.wildblue.Host;
import io.github.dogfight.wildblue.Move;
import io.github.dogfight.wildblue.Plane;
import io.github.dogfight.wildblue.Reading;
import io.github.dogfight.wildblue.Stunt;
import io.github.dogfight.wildblue.WildBlueConfig;
import io.github.dogfight.wildblue.WildBlueEvent;
import io.github.dogfight.wildblue.WildBlueState;
import io.github.dogfight.wildblue.internal.Ctx;
import io.github.dogfight.wildblue.internal.actions.Actions;
import io.github.dogfight.wildblue.internal.actions.Stunts;
import io.github.dogfight.wildblue.internal.initiative.Flow;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An attack from declaration to the last Critical Damage result (rules 001, "Attacking",
 * "Advantage", "Critical Damage" and the immediate stunts): The Scissors and Rolling Scissors
 * windows, the roll to hit, the Spin window, the damage roll, and the damaged plane's and the
 * attacker's choices.
 */
public final class AttackFlow {
  private AttackFlow() {}

  /**
   * Declares an attack (validated by the caller). The rules' settle step, which follows every
   * command, runs it on to its first window.
   */
  public static void declare(
      Ctx c,
      String attacker,
      List<String> targets,
      Gun.Mount mount,
      FireMode mode,
      boolean immelman) {
    c.state
        .findPlane(attacker)
        .ifPresent(p -> c.put(c.copy(p).withMagazineUsed(p.magazineUsed() + mode.magazineUses())));
    c.state = c.state.withAttack(Attack.declared(attacker, mount, mode, targets, immelman));
    List<String> fired = new ArrayList<>(c.state.firedOn());
    for (String t : targets) {
      if (c.state.findPlane(t).isPresent() && !fired.contains(t)) {
        fired.add(t);
      }
    }
    c.state = c.state.withFiredOn(fired);
  }

  /** Whether {@code target} may answer {@code attacker} with The Scissors now. */
  public static boolean mayScissor(
      WildBlueState s, WildBlueConfig config, String attacker, String target) {
    Optional<Plane> t = s.findPlane(target);
    return s.findPlane(attacker).isPresent()
        && t.isPresent()
        && Stunts.mayStuntOutOfAction(config, t.get(), Stunt.THE_SCISSORS)
        && !t.get().scissorsAgainst().contains(attacker);
  }

  /** Whether {@code target} may Spin as {@code attacker} rolls damage. */
  public static boolean maySpin(WildBlueState s, WildBlueConfig config, String target) {
    Optional<Plane> t = s.findPlane(target);
    return t.isPresent()
        && Stunts.mayStuntOutOfAction(config, t.get(), Stunt.SPIN)
        && !t.get().effects().contains(Plane.Effect.SPIN_5)
        && !t.get().effects().contains(Plane.Effect.SPIN_10);
  }

  /** Runs the attack on until it waits for someone or is done. */
  public static void advance(Ctx c) {
    while (c.state.attack().isPresent() && c.state.choices().isEmpty() && !c.state.isOver()) {
      Attack a = c.state.attack().orElseThrow();
      switch (a.stage()) {
        case SCISSORS -> {
          int i = a.cursor();
          while (i < a.targets().size()
              && !mayScissor(c.state, c.config, a.attacker(), a.targets().get(i))) {
            i++;
          }
          if (i < a.targets().size()) {
            c.state = c.state.withAttack(a.at(Attack.Stage.SCISSORS, i));
            return;
          }
          // ROLLING SCISSORS "Prerequisite: An enemy is using The Scissors": one whose roll passed
          // (or one whose roll failed too: Reading.ROLLING_SCISSORS_AFTER_A_FAILED_SCISSORS), or
          // one that continues The Scissors against the attacker.
          boolean anyScissors = c.config.reads(Reading.ROLLING_SCISSORS_AFTER_A_FAILED_SCISSORS);
          boolean scissored =
              a.scissors().values().stream().anyMatch(o -> anyScissors || o.passed())
                  || a.targets().stream()
                      .anyMatch(
                          t ->
                              c.state
                                  .findPlane(t)
                                  .map(p -> p.scissorsAgainst().contains(a.attacker()))
                                  .orElse(false));
          Optional<Plane> attacker = c.state.findPlane(a.attacker());
          // Rolling Scissors is the attacker's pilot's stunt in its own action: not at Top speed.
          if (scissored
              && attacker.isPresent()
              && attacker.get().canStunt(Stunt.ROLLING_SCISSORS)
              && !Actions.heldInOwnAction(c.state, attacker.get())) {
            c.state = c.state.withAttack(a.at(Attack.Stage.ROLLING_SCISSORS, 0));
            return;
          }
          rollToHit(c, a);
        }
        case ROLLING_SCISSORS -> {
          if (a.cursor() == 0) {
            return; // waiting for the attacker's answer
          }
          rollToHit(c, a);
        }
        case SPIN -> {
          int i = a.cursor();
          while (i < a.hits().size() && !maySpin(c.state, c.config, a.hits().get(i))) {
            i++;
          }
          if (i < a.hits().size()) {
            c.state = c.state.withAttack(a.at(Attack.Stage.SPIN, i));
            return;
          }
          rollDamage(c, a);
        }
        case DAMAGE -> {
          if (a.cursor() >= a.hits().size()) {
            finish(c);
            return;
          }
          String t = a.hits().get(a.cursor());
          c.state = c.state.withAttack(a.at(Attack.Stage.DAMAGE, a.cursor() + 1));
          applyHit(c, a, t);
        }
      }
    }
  }

  /**
   * The rating {@code attacker} rolls to hit with the guns of {@code mount}: Dex+Piloting for fixed
   * forward guns, Dex+Firearms for a flexible or rear gun (the gunner's, in a crewed two-seater)
   * and for a ground unit's gunner.
   */
  public static int toHitRating(WildBlueState s, Host host, String attacker, Gun.Mount mount) {
    Optional<Plane> plane = s.findPlane(attacker);
    if (plane.isPresent()) {
      Airman who =
          mount == Gun.Mount.REAR && plane.get().gunner().isPresent()
              ? plane.get().gunner().orElseThrow()
              : plane.get().pilot();
      return mount.firearms()
          ? host.skillRating(who.dex(), who.firearms())
          : host.skillRating(who.dex(), who.piloting());
    }
    Airman gunner = s.findGround(attacker).orElseThrow().gunner().orElseThrow();
    return host.skillRating(gunner.dex(), gunner.firearms());
  }

  /**
   * The penalty of the one roll to hit: the {@link #commonPenalty common one}, and a single
   * target's own (an Immelman at several targets takes each target's off the margin instead).
   */
  public static int rollPenalty(WildBlueState s, Attack a) {
    return commonPenalty(s, a)
        + (a.targets().size() == 1 ? targetPenalty(s, a.attacker(), a.targets().get(0)) : 0);
  }

  /**
   * Whether the roll to hit {@code hit} hits {@code target}: a critical hit always does, a critical
   * failure never; otherwise the margin, less the target's own penalty when the roll was made at
   * several targets, must not be negative.
   */
  public static boolean hitsTarget(WildBlueState s, Attack a, CheckOutcome hit, String target) {
    int margin =
        a.targets().size() == 1
            ? hit.margin()
            : hit.margin() - targetPenalty(s, a.attacker(), target);
    return hit.critical() == Critical.SUCCESS
        || (hit.critical() != Critical.FAILURE && margin >= 0);
  }

  /**
   * Whether a target's Scissors roll {@code scissors} beats the roll to hit {@code hit}: "If you
   * beat the enemy's roll, you may ignore the attack" (a pass with a higher margin).
   */
  public static boolean beats(
      WildBlueState s, Attack a, CheckOutcome hit, String target, CheckOutcome scissors) {
    int margin =
        a.targets().size() == 1
            ? hit.margin()
            : hit.margin() - targetPenalty(s, a.attacker(), target);
    return scissors.passed() && scissors.margin() > margin;
  }

  /** The roll to hit of {@code a} as a check: twice, the better, after Rolling Scissors. */
  public static io.github.dogfight.core.check.Check toHitCheck(Host host, boolean rolling) {
    return rolling
        ? io.github.dogfight.core.check.Check.twice(
            host.check(), io.github.dogfight.core.check.Check.Keep.BETTER)
        : host.check();
  }

  /** The penalty every target shares: the fire mode, an Immelman's +6, the pilot's Wing Damage. */
  public static int commonPenalty(WildBlueState s, Attack a) {
    int p = a.mode().penalty() + (a.immelman() ? Stunt.IMMELMAN_ATTACK_PENALTY : 0);
    Optional<Plane> plane = s.findPlane(a.attacker());
    boolean pilotRolls =
        plane.isPresent() && !(a.mount() == Gun.Mount.REAR && plane.get().gunner().isPresent());
    if (pilotRolls) {
      p += Ctx.pilotPenalty(plane.get());
    }
    return p;
  }

  /**
   * The penalty one target brings: Aileron Roll (3, against enemy planes), Standing 8 (6, against
   * all), Wingover (3, against ground fire); a ground target from Combat altitude (3).
   */
  public static int targetPenalty(WildBlueState s, String attacker, String target) {
    boolean fromPlane = s.findPlane(attacker).isPresent();
    Optional<Plane> t = s.findPlane(target);
    if (t.isPresent()) {
      int p = 0;
      if (fromPlane && t.get().effects().contains(Plane.Effect.AILERON_ROLL)) {
        p += 3;
      }
      if (t.get().effects().contains(Plane.Effect.STANDING_8)) {
        p += 6;
      }
      if (!fromPlane && t.get().effects().contains(Plane.Effect.WINGOVER)) {
        p += 3;
      }
      return p;
    }
    Plane from = s.findPlane(attacker).orElseThrow();
    return from.altitude() == Band.COMBAT ? 3 : 0;
  }

  private static void rollToHit(Ctx c, Attack a) {
    int rating = toHitRating(c.state, c.host(), a.attacker(), a.mount());
    int penalty = rollPenalty(c.state, a);
    CheckResult r =
        toHitCheck(c.host(), a.rolling())
            .roll(
                rating,
                -penalty,
                c.roller,
                a.attacker() + " to hit, " + c.host().needs(rating, -penalty));
    CheckOutcome hit = r.outcome();
    List<String> hits = new ArrayList<>();
    StringBuilder text =
        new StringBuilder(a.attacker())
            .append(" rolls to hit")
            .append(a.rolling() ? " (Rolling Scissors: twice, the better)" : "")
            .append(": ")
            .append(hit.describe());
    List<io.github.dogfight.core.dice.DiceRoll> dice = new ArrayList<>(List.of(r.roll()));
    Map<String, CheckOutcome> scissors = new LinkedHashMap<>(a.scissors());
    for (String t : a.targets()) {
      boolean passed = hitsTarget(c.state, a, hit, t);
      Optional<Plane> tp = c.state.findPlane(t);
      if (!scissors.containsKey(t)
          && tp.isPresent()
          && tp.get().scissorsAgainst().contains(a.attacker())) {
        // "You may continue this maneuver (and continue rolling)".
        Plane p = tp.get();
        CheckResult cont =
            c.host()
                .check()
                .roll(
                    c.piloting(p),
                    -(Stunt.THE_SCISSORS.penalty() + Ctx.pilotingPenalty(p)),
                    c.roller,
                    t + " continues The Scissors");
        c.afterPilotingCheck(
            t, cont.outcome(), cont.roll(), "Tug of War (The Scissors, continued)");
        scissors.put(t, cont.outcome());
      }
      if (passed && scissors.containsKey(t)) {
        CheckOutcome s = scissors.get(t);
        if (beats(c.state, a, hit, t, s)) {
          text.append("; ")
              .append(t)
              .append(" beats the roll with The Scissors and ignores the attack");
          passed = false;
        } else {
          text.append("; ").append(t).append("'s Scissors do not beat the roll");
        }
      }
      Optional<Plane> now = c.state.findPlane(t);
      if (passed && (now.isEmpty() || now.get().flying())) {
        hits.add(t);
        text.append("; ").append(t).append(" is hit");
      } else if (!passed && !scissors.containsKey(t)) {
        text.append("; ").append(t).append(" is missed");
      }
    }
    if (hit.critical() == Critical.SUCCESS && !hits.isEmpty()) {
      text.append(" (a critical hit)");
    }
    c.event(WildBlueEvent.Kind.ATTACK, Optional.of(a.attacker()), text.toString(), dice);
    Attack rolled = a.withScissors(scissors).rolled(hit, hits).at(Attack.Stage.SPIN, 0);
    c.state = c.state.withAttack(rolled);
    if (hits.isEmpty()) {
      finish(c);
    }
  }

  /** The advantage dice {@code attacker} brings against {@code target}. */
  public static int advantage(WildBlueState s, String attacker, String target) {
    Optional<Plane> a = s.findPlane(attacker);
    Optional<Plane> t = s.findPlane(target);
    if (a.isEmpty() || t.isEmpty()) {
      return 0;
    }
    int dice = 0;
    for (AdvantageKind k : AdvantageKind.values()) {
      dice += Math.max(s.held(attacker, target, k), condition(s, a.get(), t.get(), k));
    }
    return dice;
  }

  /** The dice of a condition kind of advantage that holds now. */
  public static int condition(WildBlueState s, Plane a, Plane t, AdvantageKind k) {
    return switch (k) {
      case DIVE ->
          s.step()
                  .filter(
                      st ->
                          st.actor().equals(a.name())
                              && st.move().orElse(Move.CRUISE) == Move.POWERDIVE
                              && st.startBand().isAbove(t.altitude()))
                  .isPresent()
              ? 2
              : 0;
      case SUSTAINED_ATTACK -> a.lastTargets().contains(t.name()) ? 1 : 0;
      case OUTNUMBERED -> s.flying(t.side()).size() < s.flying(a.side()).size() ? 1 : 0;
      default -> 0;
    };
  }

  /** The dice of {@code a}'s attack on its first target hit. */
  public static AttackDice dice(WildBlueState s, WildBlueConfig config, Attack a, String first) {
    Optional<Plane> plane = s.findPlane(a.attacker());
    List<Gun> guns =
        plane.isPresent()
            ? plane.get().type().guns(a.mount())
            : List.of(s.findGround(a.attacker()).orElseThrow().gun().orElseThrow());
    int gunDice = guns.stream().mapToInt(Gun::dice).sum();
    int adv = advantage(s, a.attacker(), first);
    int oil = plane.map(p -> p.count(CriticalDamage.OIL_LEAK)).orElse(0);
    int destroyed = plane.map(p -> p.count(CriticalDamage.DESTROYED_WEAPON)).orElse(0);
    return AttackDice.of(
        gunDice, guns.get(0).die(), adv, a.mode(), config.softCap(), oil, destroyed);
  }

  private static void rollDamage(Ctx c, Attack a) {
    AttackDice d = dice(c.state, c.config, a, a.hits().get(0));
    Rolled<Integer> r = c.roller.roll(d.damage(0), a.attacker() + " damage");
    c.event(
        WildBlueEvent.Kind.DAMAGE,
        Optional.of(a.attacker()),
        a.attacker()
            + " rolls damage "
            + d.expression().notation()
            + " ("
            + d.weaponDice()
            + " gun, "
            + d.advantageDice()
            + " advantage): "
            + r.value(),
        List.of(r.roll()));
    c.state = c.state.withAttack(a.withDamage(r.value()).at(Attack.Stage.DAMAGE, 0));
  }

  /** The damage reduction of a Spin. */
  public static int reduction(Plane p) {
    if (p.effects().contains(Plane.Effect.SPIN_10)) {
      return 10;
    }
    return p.effects().contains(Plane.Effect.SPIN_5) ? 5 : 0;
  }

  private static void applyHit(Ctx c, Attack a, String t) {
    int rolled = a.damage().orElseThrow();
    Optional<GroundUnit> g = c.state.findGround(t);
    if (g.isPresent()) {
      GroundUnit u = g.get().withDamage(g.get().damage() + rolled);
      c.state = c.state.withGroundUnit(u);
      c.event(
          WildBlueEvent.Kind.DAMAGE,
          t,
          t
              + " takes "
              + rolled
              + " damage"
              + (u.destroyed() ? " and is destroyed" : ", " + u.hp() + " HP left"));
      return;
    }
    Plane p = c.plane(t);
    if (!p.flying()) {
      return;
    }
    int r = reduction(p);
    int damage = Math.max(0, rolled - r);
    if (r > 0) {
      c.event(
          WildBlueEvent.Kind.DAMAGE, t, t + "'s Spin takes " + r + " off the damage: " + damage);
    }
    List<CriticalChoice> queue = new ArrayList<>(c.state.choices());
    if (p.hp() <= 0) {
      queue.add(new CriticalChoice(t, t, CriticalChoice.Why.HIT_AT_ZERO, damage));
    } else if (damage > 0) {
      queue.add(new CriticalChoice(t, t, CriticalChoice.Why.INSTEAD_OF_DAMAGE, damage));
    }
    if (a.toHit().orElseThrow().critical() == Critical.SUCCESS) {
      queue.add(new CriticalChoice(a.attacker(), t, CriticalChoice.Why.CRITICAL_HIT, damage));
    }
    c.state = c.state.withChoices(queue);
    settleChoices(c);
  }

  /**
   * Settles choices that need no one: damage that cannot be swapped for a result is taken, and a
   * result nobody can take is narrated and skipped. A collision's choice first settles the impact:
   * a plane at 0 HP or less is destroyed, a survivor goes out of control.
   */
  public static void settleChoices(Ctx c) {
    while (!c.state.choices().isEmpty()) {
      CriticalChoice head = c.state.choices().get(0);
      Plane p = c.plane(head.plane());
      if (head.why() == CriticalChoice.Why.COLLISION && p.flying()) {
        if (p.hp() <= 0) {
          pop(c);
          c.down(p.name(), "destroyed in the collision");
          continue;
        }
        // "Planes that manage to survive this initial impact must immediately take a Critical
        // Damage result, and go Out of Control."
        c.outOfControl(p.name(), "a collision");
        p = c.plane(p.name());
      }
      if (p.flying() && !p.availableCriticals().isEmpty()) {
        return;
      }
      pop(c);
      if (!p.flying()) {
        continue;
      }
      switch (head.why()) {
        case INSTEAD_OF_DAMAGE -> c.damagePlane(head.plane(), head.damage(), head.source());
        case HIT_AT_ZERO ->
            // "each subsequent hit results in a CD result": none is left to take.
            c.event(
                WildBlueEvent.Kind.CRITICAL,
                p.name(),
                p.name()
                    + " is hit again at "
                    + p.hp()
                    + " HP, but has no Critical Damage result left to take: the hit does"
                    + " nothing more");
        case CRITICAL_HIT ->
            c.event(
                WildBlueEvent.Kind.CRITICAL,
                p.name(),
                head.chooser()
                    + "'s critical hit finds no Critical Damage result left to take on "
                    + p.name());
        case COLLISION ->
            c.event(
                WildBlueEvent.Kind.CRITICAL,
                p.name(),
                p.name() + " survives the collision with no Critical Damage result left to take");
      }
    }
  }

  /** Removes the choice at the head of the queue. */
  public static void pop(Ctx c) {
    List<CriticalChoice> queue = new ArrayList<>(c.state.choices());
    queue.remove(0);
    c.state = c.state.withChoices(queue);
  }

  private static void finish(Ctx c) {
    Attack a = c.state.attack().orElseThrow();
    c.state = c.state.withAttack(Optional.empty());
    if (c.state.findGround(a.attacker()).isPresent()) {
      Flow.endAction(c, true);
    }
  }
}
