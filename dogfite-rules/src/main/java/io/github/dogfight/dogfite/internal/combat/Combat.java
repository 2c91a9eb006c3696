package io.github.dogfight.dogfite.internal.combat;

import io.github.dogfight.core.event.Words;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.dogfite.Burst;
import io.github.dogfight.dogfite.DogfiteCommand;
import io.github.dogfight.dogfite.DogfiteCommand.AdjustPip;
import io.github.dogfight.dogfite.DogfiteCommand.Fire;
import io.github.dogfight.dogfite.DogfiteState;
import io.github.dogfight.dogfite.DogfiteTables;
import io.github.dogfight.dogfite.FiringRange;
import io.github.dogfight.dogfite.Hit;
import io.github.dogfight.dogfite.HitsRoll;
import io.github.dogfight.dogfite.Pending;
import io.github.dogfight.dogfite.Plane;
import io.github.dogfight.dogfite.Range;
import io.github.dogfight.dogfite.TurnProgress;
import io.github.dogfight.dogfite.event.GunFired;
import io.github.dogfight.dogfite.event.PlaneDown;
import io.github.dogfight.dogfite.internal.Draft;
import io.github.dogfight.dogfite.internal.Gunnery;
import io.github.dogfight.dogfite.internal.Resolution;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The combat phase (rules 000, COMBAT, DAMAGE, CRITICAL HITS, ENGINE CRITICAL HITS): in the firing
 * order (the movement order unless the activation set another), each aircraft with its target in
 * range and an edge of at least one may fire; each gun rolls separately, and criticals and smoke
 * apply at once.
 *
 * <p>The seed gives no firing order. With simultaneous fire (the standard reading, {@link
 * io.github.dogfight.dogfite.DogfiteReadings#simultaneousFire()}) every aircraft that may fire as
 * the phase begins fires, with its shooting skill as it was then, even if it is shot down or
 * wounded before its turn to fire comes: the order only says who decides first. An aircraft shot
 * down leaves the fight once every shot of the phase is resolved, and is announced then, in
 * movement order, so the log reads in the order things take effect; nobody fires on it after the
 * burst that downed it. Otherwise, and always when the activation sets a firing order of its own
 * (card activation's shooting deck), each burst takes effect before the next aircraft fires: a
 * destroyed aircraft is down at once and fires no more.
 */
public final class Combat {
  private static final String SEED = " (rules 000)";

  /** The purposes of each gun's dice. */
  private static final String[] GUNS = {"gun", "gun 1", "gun 2", "gun"};

  private Combat() {}

  /**
   * The combat phase begins: with simultaneous fire, the aircraft that may fire now are fixed for
   * the phase; then the first aircraft able to fire is asked.
   */
  public static void start(Draft d) {
    if (simultaneous(d)) {
      List<TurnProgress.Shooter> shooters = new ArrayList<>();
      for (String id : order(d)) {
        Plane p = d.plane(id);
        range(d, p).ifPresent(r -> shooters.add(new TurnProgress.Shooter(id, r, p.shooting())));
      }
      d.shooters(shooters);
    }
    advance(d, -1);
  }

  /** Whether this phase's fire is simultaneous: the reading, and no firing order of its own. */
  private static boolean simultaneous(Draft d) {
    return d.context().readings().simultaneousFire() && d.fireOrder().isEmpty();
  }

  private static List<String> order(Draft d) {
    return d.fireOrder().isEmpty() ? d.moved() : d.fireOrder();
  }

  /**
   * The range at which {@code p} may fire at its target now, empty when it may not: "Firing is only
   * possible on an aircraft that has been logged as that turn's target and upon which an edge of at
   * least one is held by the firing aircraft."
   */
  public static Optional<Range> range(FiringRange rule, Plane p, Plane target) {
    if (p.out() || p.spinning() || p.edge() < 1 || target.out() || target.side().equals(p.side())) {
      return Optional.empty();
    }
    return rule.range(p.placement(), target.placement());
  }

  private static Optional<Range> range(Draft d, Plane p) {
    if (p.target().isEmpty() || !d.has(p.target().get())) {
      return Optional.empty();
    }
    return range(d.context().firingRange(), p, d.plane(p.target().get()));
  }

  /**
   * With simultaneous fire, {@code p} as it stood when the phase began, if it could fire then and
   * its target is still in the fight; otherwise whether it may fire now.
   */
  private static Optional<TurnProgress.Shooter> shooter(Draft d, Plane p) {
    if (!simultaneous(d)) {
      return range(d, p).map(r -> new TurnProgress.Shooter(p.id(), r, p.shooting()));
    }
    for (TurnProgress.Shooter s : d.shooters()) {
      if (s.plane().equals(p.id())) {
        Plane target = d.plane(p.target().orElseThrow());
        return shotDown(target) ? Optional.empty() : Optional.of(s);
      }
    }
    return Optional.empty();
  }

  /**
   * Whether {@code p} is out of the fight, or shot down this phase and to leave it once every shot
   * is resolved (simultaneous fire): its aircraft destroyed or its pilot killed.
   */
  private static boolean shotDown(Plane p) {
    return p.out() || p.damage().destroyed() || p.condition().pilotKilled();
  }

  /** The shooting skill {@code id} fires with: as the phase began when fire is simultaneous. */
  private static int shooting(Draft d, String id) {
    if (simultaneous(d)) {
      for (TurnProgress.Shooter s : d.shooters()) {
        if (s.plane().equals(id)) {
          return s.shooting();
        }
      }
    }
    return d.plane(id).shooting();
  }

  /** Moves to the next aircraft after position {@code from} of the firing order that may fire. */
  private static void advance(Draft d, int from) {
    List<String> order = order(d);
    for (int i = from + 1; i < order.size(); i++) {
      Plane p = d.plane(order.get(i));
      Optional<TurnProgress.Shooter> s = shooter(d, p);
      if (s.isPresent()) {
        d.index(i);
        d.await(new Pending.Firing(p.id(), s.get().range()));
        return;
      }
    }
    if (simultaneous(d)) {
      downsAfterAllFire(d);
    }
    if (!d.shooters().isEmpty()) {
      d.shooters(List.of());
    }
    d.phaseDone(io.github.dogfight.dogfite.DogfiteState.Stage.COMBAT);
  }

  /**
   * Simultaneous fire: every shot of the phase resolved, the aircraft shot down leave the fight and
   * are announced, in movement order (then the rest in the engagement's order).
   */
  private static void downsAfterAllFire(Draft d) {
    List<String> ids = new ArrayList<>(d.moved());
    for (int i = 0; i < d.size(); i++) {
      if (!ids.contains(d.plane(i).id())) {
        ids.add(d.plane(i).id());
      }
    }
    for (String id : ids) {
      Plane p = d.plane(id);
      if (!p.out() && shotDown(p)) {
        down(d, p);
      }
    }
  }

  /** {@code p}, destroyed or its pilot killed, leaves the fight. */
  private static void down(Draft d, Plane p) {
    d.put(p.withOut(true));
    d.add(
        new PlaneDown(
            d.turn(),
            "Combat",
            p.id(),
            p.condition().pilotKilled() ? "its pilot is killed" : "shot to pieces"));
  }

  /** {@link Fire}: each gun rolls separately; 0 holds fire. */
  public static void fire(Draft d, Fire f) {
    Pending.Firing pending = (Pending.Firing) d.pending();
    Plane p = d.plane(f.plane());
    if (f.guns() < 0 || f.guns() > p.type().guns()) {
      throw new RuleViolation(
          "COMBAT" + SEED,
          "guns",
          Integer.toString(f.guns()),
          p.type().name() + " has " + Words.count(p.type().guns(), "gun"));
    }
    guns(d, p.id(), 1, f.guns(), pending.range());
  }

  /**
   * Fires guns {@code from..guns} one by one; when a gun's dice are a pip from doubles and a pip
   * the shooter's skill allows would score more critical hits or more hits than the dice as rolled,
   * the shooter decides ({@link AdjustPip}) before the next gun.
   */
  private static void guns(Draft d, String shooterId, int from, int guns, Range range) {
    Resolution resolution = d.context().resolution();
    int shooting = shooting(d, shooterId);
    for (int gun = from; gun <= guns; gun++) {
      Plane p = d.plane(shooterId);
      Plane target = d.plane(p.target().orElseThrow());
      if (shotDown(target)) {
        break;
      }
      String purpose = GUNS[Math.min(gun, GUNS.length - 1)];
      HitsRoll roll =
          resolution.hits(
              p.edge(), p.type().firingBonus(), shooting, range, d.roller(), p.id(), purpose);
      if (worthAPip(d, p, shooting, range, roll)) {
        List<Integer> pips =
            Gunnery.pipMoves(
                d.context().tables().pipAdjustment(shooting), roll.first(), roll.second());
        d.await(new Pending.Pip(shooterId, gun, guns, range, roll, pips));
        return;
      }
      burst(d, p, target, shooting, range, roll, 0, purpose);
    }
    advance(d, d.index());
  }

  /**
   * Whether a pip the shooter may move turns {@code roll} into doubles that score more critical
   * hits, or more hits, than the dice as rolled.
   */
  private static boolean worthAPip(Draft d, Plane p, int shooting, Range range, HitsRoll roll) {
    DogfiteTables tables = d.context().tables();
    int modifier = Gunnery.modifier(p.edge(), p.type().firingBonus(), shooting, range);
    boolean changesHits = d.context().readings().pipChangesHits();
    Gunnery.Score asRolled =
        Gunnery.score(tables, shooting, roll.first(), roll.second(), 0, modifier, changesHits);
    for (int pip : Gunnery.pipMoves(tables.pipAdjustment(shooting), roll.first(), roll.second())) {
      Gunnery.Score moved =
          Gunnery.score(tables, shooting, roll.first(), roll.second(), pip, modifier, changesHits);
      if (moved.criticals() > asRolled.criticals() || moved.hits() > asRolled.hits()) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@link AdjustPip}: the shooter's choice (a pip its skill allows toward doubles, or none), then
   * its remaining guns.
   *
   * @throws RuleViolation for a pip the shooter's skill does not allow, or that makes no doubles
   */
  public static void adjustPip(Draft d, AdjustPip a) {
    Pending.Pip c = (Pending.Pip) d.pending();
    Plane p = d.plane(c.plane());
    int shooting = shooting(d, p.id());
    if (a.pip() != 0 && !c.pips().contains(a.pip())) {
      throw new RuleViolation(
          "CRITICAL HITS" + SEED,
          "pip",
          Integer.toString(a.pip()),
          "dice "
              + c.roll().first()
              + " and "
              + c.roll().second()
              + (c.pips().contains(1)
                  ? ": the shooter may add one pip (+1) to the lower die or subtract one (-1)"
                      + " from the higher to make doubles, or leave them (0)"
                  : ": the shooter may subtract one pip (-1) from the higher die to make doubles,"
                      + " or leave them (0)"));
    }
    Plane target = d.plane(p.target().orElseThrow());
    burst(
        d,
        p,
        target,
        shooting,
        c.range(),
        c.roll(),
        a.pip(),
        GUNS[Math.min(c.gun(), GUNS.length - 1)]);
    guns(d, c.plane(), c.gun() + 1, c.guns(), c.range());
  }

  private static void burst(
      Draft d,
      Plane shooter,
      Plane target,
      int shooting,
      Range range,
      HitsRoll rolled,
      int pip,
      String purpose) {
    int modifier = Gunnery.modifier(shooter.edge(), shooter.type().firingBonus(), shooting, range);
    HitsRoll roll = Gunnery.moved(rolled, pip, modifier, d.context().readings().pipChangesHits());
    boolean smoking = target.condition().smoking() || target.condition().onFire();
    Burst burst =
        d.context()
            .resolution()
            .criticals(
                roll, roll.naturalDoubles(), shooting, smoking, d.roller(), shooter.id(), purpose);
    Hit hit = d.context().damage().resolve(target, burst, d.roller());
    Plane after = target.withDamage(hit.damage()).withCondition(hit.condition());
    if (burst.smoke() && !smoking) {
      // The first smoke roll was made "now": it is this turn's.
      after = after.withTurnLog(after.turnLog().withSmokeRolled());
    }
    d.put(after);
    d.add(
        new GunFired(
            d.turn(),
            shooter.id(),
            target.id(),
            range,
            1 - modifier,
            burst.hits(),
            pip,
            burst.criticals(),
            burst.smoke(),
            burst.fire(),
            burst.dice()));
    if (shotDown(after) && !simultaneous(d)) {
      down(d, after);
    }
  }

  /** The listed commands of the pending combat decision. */
  public static List<DogfiteCommand> legal(DogfiteState s) {
    if (s.pending() instanceof Pending.Pip pip) {
      // Every pip the shooter's skill allows toward doubles, then leaving the dice as rolled.
      List<DogfiteCommand> out = new ArrayList<>(3);
      for (int move : pip.pips()) {
        out.add(new AdjustPip(pip.plane(), move));
      }
      out.add(new AdjustPip(pip.plane(), 0));
      return out;
    }
    if (s.pending() instanceof Pending.Firing f) {
      Plane p = s.plane(f.plane());
      List<DogfiteCommand> out = new ArrayList<>(p.type().guns() + 1);
      for (int g = 0; g <= p.type().guns(); g++) {
        out.add(new Fire(p.id(), g));
      }
      return out;
    }
    return List.of();
  }
}
