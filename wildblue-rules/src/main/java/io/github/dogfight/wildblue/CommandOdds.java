package io.github.dogfight.wildblue;

import io.github.dogfight.core.check.Check;
import io.github.dogfight.core.check.CheckOutcome;
import io.github.dogfight.core.check.Critical;
import io.github.dogfight.core.dice.DicePool;
import io.github.dogfight.core.dice.Die;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Outcomes;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.wildblue.internal.Ctx;
import io.github.dogfight.wildblue.internal.actions.Actions;
import io.github.dogfight.wildblue.internal.attacks.AttackFlow;
import io.github.dogfight.wildblue.internal.attacks.Attacks;
import io.github.dogfight.wildblue.internal.initiative.Flow;
import io.github.dogfight.wildblue.internal.initiative.Windows;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The exact odds of a command before it is played, from the code that resolves it (issue 27): the
 * same ratings, penalties, checks and dice the engine rolls with ({@link AttackFlow}, {@link
 * Actions}, {@link Windows}). Everything it reads is public in The Wild Blue (stunts are declared
 * and dice rolled in the open); what no one can know yet, the stunts other players may answer with
 * (The Scissors, Spin), is left out: a figure counts only the answers already given and the effects
 * already in play.
 */
final class CommandOdds {
  static final String PASS = "P(pass)";
  static final String LOSES_CONTROL = "P(out of control on a failed roll)";

  private final WildBlueConfig config;

  /** Damage distributions by dice and Spin reduction: exploding dice take a while to work out. */
  private final Map<List<Object>, Distribution> damage =
      new java.util.concurrent.ConcurrentHashMap<>();

  CommandOdds(WildBlueConfig config) {
    this.config = config;
  }

  private Host host() {
    return config.host();
  }

  private int piloting(Plane p) {
    return host().skillRating(p.pilot().dex(), p.pilot().piloting());
  }

  Map<String, Rational> of(WildBlueState s, WildBlueCommand command) {
    Map<String, Rational> f = new LinkedHashMap<>();
    String actor = command.actor();
    Optional<Plane> plane = s.findPlane(actor);
    if (command instanceof WildBlueCommand.Fire fire) {
      fire(f, s, fire);
    } else if (plane.isEmpty()) {
      return f;
    } else if (command instanceof WildBlueCommand.SplitS) {
      splitS(f, plane.get());
    } else if (command instanceof WildBlueCommand.Perform p) {
      pilotingCheck(f, plane.get(), p.stunt().penalty());
    } else if (command instanceof WildBlueCommand.Maneuver) {
      pilotingCheck(f, plane.get(), 0);
    } else if (command instanceof WildBlueCommand.Spin spin) {
      pilotingCheck(f, plane.get(), spin.hard() ? Stunt.SPIN_HARD_PENALTY : Stunt.SPIN.penalty());
    } else if (command instanceof WildBlueCommand.Scissors) {
      scissors(f, s, plane.get());
    } else if (command instanceof WildBlueCommand.RollingScissors) {
      rollingScissors(f, s, plane.get());
    } else if (command instanceof WildBlueCommand.Pass) {
      // The attacker passing on Rolling Scissors rolls to hit at once.
      s.attack()
          .filter(a -> a.stage() == Attack.Stage.ROLLING_SCISSORS && a.attacker().equals(actor))
          .ifPresent(a -> hits(f, s, a, false));
    } else if (command instanceof WildBlueCommand.Immelman im) {
      immelman(f, s, plane.get(), im);
    } else if (command instanceof WildBlueCommand.Bomb) {
      plane.get().type().bombs().ifPresent(b -> bombing(f, plane.get(), b));
    } else if (command instanceof WildBlueCommand.Grenade) {
      plane.get().type().grenades().ifPresent(b -> bombing(f, plane.get(), b));
    } else if (command instanceof WildBlueCommand.Ram ram) {
      s.findPlane(ram.target()).ifPresent(t -> ram(f, plane.get(), t));
    } else if (command instanceof WildBlueCommand.RegainControl) {
      regain(f, plane.get());
    } else if (command instanceof WildBlueCommand.TakeCritical t
        && t.result() == CriticalDamage.FIRE
        && !s.choices().isEmpty()) {
      Plane burning = s.plane(s.choices().get(0).plane());
      int leaks = burning.count(CriticalDamage.FUEL_LEAK);
      f.put("mean fire damage", DicePool.sum(3 + leaks, Die.D6).distribution().mean());
    }
    boolean mayEndTheTurn =
        command instanceof WildBlueCommand.EndAction
            || command instanceof WildBlueCommand.TakeDamage
            || command instanceof WildBlueCommand.TakeCritical
            || command instanceof WildBlueCommand.Pass
            || command instanceof WildBlueCommand.RegainControl;
    if (mayEndTheTurn
        && plane.get().flying()
        && plane.get().effects().contains(Plane.Effect.PUSH_IT)) {
      f.put(
          "mean damage from Push It To The Limit at the end of the turn",
          WildBlueOdds.pushIt(plane.get().speed()).distribution().mean());
    }
    return f;
  }

  /**
   * A piloting check of {@code p} at {@code penalty} besides its own (Wing Damage, High):
   * "P(pass)", and the chance a failure puts it out of control (a critical failure, or at High a
   * second consecutive failure: Engine Failure).
   */
  private Outcomes<CheckOutcome> pilotingCheck(Map<String, Rational> f, Plane p, int penalty) {
    Outcomes<CheckOutcome> o =
        host().check().odds(piloting(p), -(penalty + Ctx.pilotingPenalty(p)));
    f.put(PASS, o.probability(CheckOutcome::passed));
    boolean stall = p.altitude() == Band.HIGH && p.highFailures() >= 1 && !p.outOfControl();
    Rational lose =
        stall
            ? o.probability(x -> !x.passed())
            : o.probability(x -> x.critical() == Critical.FAILURE);
    if (lose.signum() > 0 && !p.outOfControl()) {
      f.put(LOSES_CONTROL, lose);
    }
    return o;
  }

  private void splitS(Map<String, Rational> f, Plane p) {
    Rational pass =
        pilotingCheck(f, p, Windows.splitSCheckPenalty(config)).probability(CheckOutcome::passed);
    Rational higher =
        host()
            .initiative(Flow.bonus(p.pilot(), true), 3)
            .outcomes()
            .probability(v -> v > p.initiative());
    f.put("P(a higher initiative than " + p.initiative() + ")", pass.multiply(higher));
  }

  /** The defender's Tug of War, and the chance it ignores the attack if no Rolling Scissors. */
  private void scissors(Map<String, Rational> f, WildBlueState s, Plane defender) {
    Outcomes<CheckOutcome> tug = pilotingCheck(f, defender, Stunt.THE_SCISSORS.penalty());
    Optional<Attack> attack = s.attack();
    if (attack.isEmpty()) {
      return;
    }
    Attack a = attack.get();
    Outcomes<CheckOutcome> roll = toHit(s, a, false);
    Rational ignored =
        roll.and(
                tug,
                (hit, sc) ->
                    AttackFlow.hitsTarget(s, a, hit, defender.name())
                        && AttackFlow.beats(s, a, hit, defender.name(), sc))
            .probability(Boolean.TRUE);
    f.put("P(ignores the attack, if no Rolling Scissors answers)", ignored);
  }

  private void rollingScissors(Map<String, Rational> f, WildBlueState s, Plane attacker) {
    Rational pass =
        pilotingCheck(f, attacker, Stunt.ROLLING_SCISSORS.penalty())
            .probability(CheckOutcome::passed);
    Optional<Attack> attack = s.attack();
    if (attack.isEmpty()) {
      return;
    }
    Attack a = attack.get();
    for (String t : a.targets()) {
      Rational twice = hitChance(s, a, true, t);
      Rational once = hitChance(s, a, false, t);
      f.put(hitName(a, t), pass.multiply(twice).add(Rational.ONE.subtract(pass).multiply(once)));
    }
  }

  /** The roll to hit of {@code a} as it would be rolled now. */
  private Outcomes<CheckOutcome> toHit(WildBlueState s, Attack a, boolean rolling) {
    int rating = AttackFlow.toHitRating(s, host(), a.attacker(), a.mount());
    return AttackFlow.toHitCheck(host(), rolling).odds(rating, -AttackFlow.rollPenalty(s, a));
  }

  private static String hitName(Attack a, String target) {
    return a.targets().size() == 1 ? "P(hit)" : "P(hit " + target + ")";
  }

  /**
   * The chance {@code a}'s roll to hit hits {@code target}: the roll at the attack's penalties,
   * less a Scissors roll the target has made (or, continuing The Scissors against the attacker,
   * will make) that beats it.
   */
  private Rational hitChance(WildBlueState s, Attack a, boolean rolling, String target) {
    Outcomes<CheckOutcome> roll = toHit(s, a, rolling);
    Optional<CheckOutcome> made = Optional.ofNullable(a.scissors().get(target));
    if (made.isPresent()) {
      CheckOutcome sc = made.get();
      return roll.probability(
          hit ->
              AttackFlow.hitsTarget(s, a, hit, target) && !AttackFlow.beats(s, a, hit, target, sc));
    }
    Optional<Plane> t = s.findPlane(target);
    if (t.isPresent() && t.get().scissorsAgainst().contains(a.attacker())) {
      Plane p = t.get();
      Outcomes<CheckOutcome> tug =
          host()
              .check()
              .odds(piloting(p), -(Stunt.THE_SCISSORS.penalty() + Ctx.pilotingPenalty(p)));
      return roll.and(
              tug,
              (hit, sc) ->
                  AttackFlow.hitsTarget(s, a, hit, target)
                      && !AttackFlow.beats(s, a, hit, target, sc))
          .probability(Boolean.TRUE);
    }
    return roll.probability(hit -> AttackFlow.hitsTarget(s, a, hit, target));
  }

  /** Each target's chance of being hit, and the chance of a critical hit. */
  private void hits(Map<String, Rational> f, WildBlueState s, Attack a, boolean rolling) {
    for (String t : a.targets()) {
      f.put(hitName(a, t), hitChance(s, a, rolling, t));
    }
    f.put(
        "P(critical hit)",
        toHit(s, a, rolling).probability(hit -> hit.critical() == Critical.SUCCESS));
  }

  private static Attack attack(
      String attacker, List<String> targets, Gun.Mount mount, FireMode mode, boolean immelman) {
    return Attack.declared(attacker, mount, mode, targets, immelman);
  }

  /**
   * Fire at one target: the chance of a hit and of a critical hit, the damage a hit rolls (gun and
   * advantage dice, exploding at the fire mode's face, within the soft cap, less a Spin already in
   * effect), and the chance of a hit for at least the hit points the target has left.
   */
  private void fire(Map<String, Rational> f, WildBlueState s, WildBlueCommand.Fire fire) {
    if (s.findPlane(fire.target()).isEmpty() && s.findGround(fire.target()).isEmpty()) {
      return;
    }
    Optional<GroundUnit> unit = s.findGround(fire.actor());
    Gun.Mount mount = unit.flatMap(GroundUnit::gun).map(Gun::mount).orElse(fire.mount());
    if (unit.isEmpty() && s.findPlane(fire.actor()).orElseThrow().type().guns(mount).isEmpty()) {
      return;
    }
    Attack a = attack(fire.actor(), List.of(fire.target()), mount, fire.mode(), false);
    Rational hit = hitChance(s, a, false, fire.target());
    hits(f, s, a, false);
    damage(f, s, a, fire.target(), hit);
  }

  /** The damage a hit on {@code target} rolls, and the chance of a hit for its HP left. */
  private void damage(
      Map<String, Rational> f, WildBlueState s, Attack a, String target, Rational hit) {
    AttackDice dice = AttackFlow.dice(s, config, a, target);
    Optional<Plane> tp = s.findPlane(target);
    int reduction = tp.map(AttackFlow::reduction).orElse(0);
    Distribution d = damageOf(dice, reduction);
    f.put("mean damage of a hit", d.mean());
    int left = tp.map(Plane::hp).orElseGet(() -> s.findGround(target).orElseThrow().hp());
    if (left > 0) {
      f.put(
          "P(a hit for at least the " + left + " HP " + target + " has left)",
          hit.multiply(d.atLeast(left)));
    }
  }

  /** The damage {@code dice} roll less {@code reduction}, worked out once. */
  private Distribution damageOf(AttackDice dice, int reduction) {
    List<Object> key = List.of(dice, reduction);
    Distribution d = damage.get(key);
    if (d == null) {
      d = dice.damage(reduction).outcomes().toDistribution(Integer::intValue);
      if (damage.size() < 4096) {
        damage.put(key, d);
      }
    }
    return d;
  }

  private void immelman(
      Map<String, Rational> f, WildBlueState s, Plane p, WildBlueCommand.Immelman im) {
    if (im.targets().isEmpty() || p.type().guns(im.mount()).isEmpty()) {
      return;
    }
    Rational pass = pilotingCheck(f, p, Stunt.IMMELMAN.penalty()).probability(CheckOutcome::passed);
    Attack a = attack(p.name(), im.targets(), im.mount(), im.mode(), true);
    for (String t : a.targets()) {
      if (s.findPlane(t).isEmpty() && s.findGround(t).isEmpty()) {
        return;
      }
      f.put("P(hit " + t + ")", pass.multiply(hitChance(s, a, false, t)));
    }
    f.put(
        "P(critical hit)",
        pass.multiply(toHit(s, a, false).probability(hit -> hit.critical() == Critical.SUCCESS)));
    String first = a.targets().get(0);
    AttackDice dice = AttackFlow.dice(s, config, a, first);
    int reduction = s.findPlane(first).map(AttackFlow::reduction).orElse(0);
    f.put("mean damage of a hit on " + first, damageOf(dice, reduction).mean());
  }

  private void bombing(Map<String, Rational> f, Plane p, PlaneType.Bombs ordnance) {
    Outcomes<WildBlueOdds.BombRun> o = Attacks.bombRun(host(), p, ordnance).outcomes();
    for (WildBlueOdds.Result r : WildBlueOdds.Result.values()) {
      f.put("P(" + r.words() + ")", o.probability(x -> x.result() == r));
    }
    f.put("mean damage", o.expectation(WildBlueOdds.BombRun::damage));
  }

  private void ram(Map<String, Rational> f, Plane rammer, Plane target) {
    f.put(
        "P(the planes collide)",
        Attacks.ramTug(host(), rammer, target).outcomes().probability(Attacks.RamTug::rammed));
  }

  private void regain(Map<String, Rational> f, Plane p) {
    Optional<Plane.Fall> fall = p.fall();
    if (fall.isEmpty()) {
      return;
    }
    int base = fall.get().lomcevak() ? Stunt.LOMCEVAK.penalty() : 12;
    int penalty = Math.max(0, base - p.maneuverability());
    Check check = host().check();
    f.put("P(regain control)", check.passChance(piloting(p), -(penalty + Ctx.pilotingPenalty(p))));
  }
}
