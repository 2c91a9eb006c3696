package io.github.dogfight.dogfite.internal.combat;

import io.github.dogfight.core.event.Words;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.dogfite.Burst;
import io.github.dogfight.dogfite.DogfiteCommand;
import io.github.dogfight.dogfite.DogfiteCommand.AdjustPip;
import io.github.dogfight.dogfite.DogfiteCommand.Fire;
import io.github.dogfight.dogfite.DogfiteEvent;
import io.github.dogfight.dogfite.DogfiteState;
import io.github.dogfight.dogfite.FiringRange;
import io.github.dogfight.dogfite.Hit;
import io.github.dogfight.dogfite.HitsRoll;
import io.github.dogfight.dogfite.Pending;
import io.github.dogfight.dogfite.Plane;
import io.github.dogfight.dogfite.Range;
import io.github.dogfight.dogfite.internal.Draft;
import io.github.dogfight.dogfite.internal.Resolution;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The combat phase (seed 000, COMBAT, DAMAGE, CRITICAL HITS, ENGINE CRITICAL HITS): in the firing
 * order (the movement order unless the activation set another), each aircraft with its target in
 * range and an edge of at least one may fire; each gun rolls separately, criticals and smoke apply
 * at once, and a destroyed aircraft fires no more.
 */
public final class Combat {
  private static final String SEED = " (seed 000)";

  /** The purposes of each gun's dice. */
  private static final String[] GUNS = {"gun", "gun 1", "gun 2", "gun"};

  private Combat() {}

  /** The combat phase begins: the first aircraft able to fire is asked. */
  public static void start(Draft d) {
    advance(d, -1);
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

  /** Moves to the next aircraft after position {@code from} of the firing order that may fire. */
  private static void advance(Draft d, int from) {
    List<String> order = d.fireOrder().isEmpty() ? d.moved() : d.fireOrder();
    for (int i = from + 1; i < order.size(); i++) {
      Plane p = d.plane(order.get(i));
      Optional<Range> r = range(d, p);
      if (r.isPresent()) {
        d.index(i);
        d.await(new Pending.Firing(p.id(), r.get()));
        return;
      }
    }
    d.phaseDone(io.github.dogfight.dogfite.DogfiteState.Stage.COMBAT);
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
   * Fires guns {@code from..guns} one by one; when a gun's dice are one pip from doubles that would
   * score a critical and the shooter's skill allows the pip, the shooter decides ({@link
   * AdjustPip}) before the next gun.
   */
  private static void guns(Draft d, String shooterId, int from, int guns, Range range) {
    Resolution resolution = d.context().resolution();
    for (int gun = from; gun <= guns; gun++) {
      Plane p = d.plane(shooterId);
      Plane target = d.plane(p.target().orElseThrow());
      if (target.out()) {
        break;
      }
      String purpose = GUNS[Math.min(gun, GUNS.length - 1)];
      HitsRoll roll =
          resolution.hits(
              p.edge(), p.type().firingBonus(), p.shooting(), range, d.roller(), p.id(), purpose);
      boolean choice =
          !roll.naturalDoubles()
              && roll.doublesReachable(d.context().tables().pipAdjustment(p.shooting()))
              && d.context().tables().criticalHits(roll.hits(), p.shooting()) > 0;
      if (choice) {
        d.await(new Pending.Pip(shooterId, gun, guns, range, roll));
        return;
      }
      burst(d, p, target, range, roll, roll.naturalDoubles(), purpose);
    }
    advance(d, d.index());
  }

  /** {@link AdjustPip}: the shooter's choice, then its remaining guns. */
  public static void adjustPip(Draft d, AdjustPip a) {
    Pending.Pip c = (Pending.Pip) d.pending();
    Plane p = d.plane(c.plane());
    Plane target = d.plane(p.target().orElseThrow());
    burst(d, p, target, c.range(), c.roll(), a.adjust(), GUNS[Math.min(c.gun(), GUNS.length - 1)]);
    guns(d, c.plane(), c.gun() + 1, c.guns(), c.range());
  }

  private static void burst(
      Draft d,
      Plane shooter,
      Plane target,
      Range range,
      HitsRoll roll,
      boolean doubles,
      String purpose) {
    boolean smoking = target.condition().smoking() || target.condition().onFire();
    Burst burst =
        d.context()
            .resolution()
            .criticals(
                roll, doubles, shooter.shooting(), smoking, d.roller(), shooter.id(), purpose);
    Hit hit = d.context().damage().resolve(target, burst, d.roller());
    boolean down = hit.damage().destroyed() || hit.condition().pilotKilled();
    Plane after = target.withDamage(hit.damage()).withCondition(hit.condition()).withOut(down);
    if (burst.smoke() && !smoking) {
      // The first smoke roll was made "now": it is this turn's.
      after = after.withTurnLog(after.turnLog().withSmokeRolled());
    }
    d.put(after);
    d.add(
        new DogfiteEvent.GunFired(
            d.turn(),
            shooter.id(),
            target.id(),
            range,
            burst.hits(),
            burst.criticals(),
            burst.smoke(),
            burst.fire(),
            burst.dice()));
    if (down) {
      d.add(
          new DogfiteEvent.PlaneDown(
              d.turn(),
              "Combat",
              target.id(),
              hit.condition().pilotKilled() ? "its pilot is killed" : "shot to pieces"));
    }
  }

  /** The listed commands of the pending combat decision. */
  public static List<DogfiteCommand> legal(DogfiteState s) {
    if (s.pending() instanceof Pending.Pip pip) {
      return List.of(new AdjustPip(pip.plane(), true), new AdjustPip(pip.plane(), false));
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
