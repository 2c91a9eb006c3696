package io.github.dogfight.cy6.internal.antiaircraft;

import io.github.dogfight.core.dice.Chance;
import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.Rolled;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.cy6.AaOutcome;
import io.github.dogfight.cy6.AircraftCondition;
import io.github.dogfight.cy6.AntiAircraft;
import io.github.dogfight.cy6.AntiAircraftFire;
import io.github.dogfight.cy6.Barrage;
import io.github.dogfight.cy6.Battery;
import io.github.dogfight.cy6.Board;
import io.github.dogfight.cy6.Cab;
import io.github.dogfight.cy6.Cy6Command;
import io.github.dogfight.cy6.Cy6Config;
import io.github.dogfight.cy6.Cy6Event;
import io.github.dogfight.cy6.Cy6State;
import io.github.dogfight.cy6.DamageReadings;
import io.github.dogfight.cy6.LuckyEffect;
import io.github.dogfight.cy6.Plane;
import io.github.dogfight.cy6.internal.Engine;
import io.github.dogfight.cy6.internal.States;
import io.github.dogfight.cy6.internal.airfire.AirFire;
import io.github.dogfight.cy6.internal.map.TextMap;
import io.github.dogfight.cy6.internal.spotting.Sight;
import io.github.dogfight.cy6.internal.surface.SurfaceFire;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The anti-aircraft fire segment (rules 002, B and C5.0): aimed fire of light and medium batteries
 * and of heavy batteries at Low CAB, barrages of heavy batteries ordered turns ahead. The surface
 * attack segment is {@link SurfaceFire}.
 *
 * <p>Assumptions where the seed is silent, each listed in the module README: range from a battery
 * is counted in hexes on the map (its CABs bound the altitude); a heavy battery's fire is always a
 * burst on a hex at a CAB (aimed at a Low-CAB aircraft's hex, or the hex of a barrage) that every
 * aircraft of either side at that CAB in the hex or next to it rolls its own to-hit against;
 * misdirected fire rolls to-hit again against the battery's own side's aircraft closest to the
 * battery within its reach (a second misdirection is a miss; no such aircraft, no effect), for a
 * heavy battery's burst the closest at the burst's CAB, the shells being fused for it ({@link
 * DamageReadings#heavyAaMisdirects()}: {@code false} makes a double 1 or 2 in a burst a miss); each
 * battery gives one order a turn, and may have several barrages in the air; AA fire shifts no
 * Robustness Table column. With the spotting segment, a battery fires at and orders barrages over
 * only the aircraft its side has spotted; a barrage catches whatever is there.
 */
public final class GroundFire {
  private static final String AA_RULES = "Anti-Aircraft Summary (C5.0), " + Engine.SEED;

  private final Cy6Config config;
  private final AirFire airFire;
  private final Sight sight;
  private final AntiAircraftFire aa;

  /**
   * Each heavy battery's barrage orders ({@link #orders}), by battery, board size and CABs: the
   * same for every turn of every game on such a board, so made once (a few thousand records) and
   * shared by the games of this rule set; at most {@link #BARRAGE_LIMIT} lists are kept.
   */
  private final Map<BarrageKey, List<Cy6Command.OrderBarrage>> barrages = new ConcurrentHashMap<>();

  /** The most barrage order lists kept. */
  private static final int BARRAGE_LIMIT = 256;

  public GroundFire(Cy6Config config, AirFire airFire, Sight sight) {
    this.config = config;
    this.airFire = airFire;
    this.sight = sight;
    this.aa = new AntiAircraftFire(config.tables(), config.damageReadings());
  }

  // ---------------------------------------------------------------- anti-aircraft

  private Cab cab(Plane p) {
    return config.tables().cab(Math.min(p.tal(), config.tables().topTal()));
  }

  /**
   * Whether {@code b} reaches {@code p}: at one of its CABs, within its range; "Max range is 2
   * hexes if the target is at TAL 1 in SURFACE LOW CAB over land" (light and medium).
   */
  public boolean reaches(Cy6State s, Battery b, Plane p) {
    Cab cab = cab(p);
    boolean lowOverLand =
        p.tal() == 1 && cab == Cab.SURFACE_LOW && !s.ground().overWater(p.position().hex());
    return p.flying()
        && aa.reaches(b.type(), b.hex().distance(p.position().hex()), cab, lowOverLand);
  }

  /**
   * The enemy aircraft {@code b} may fire at now; a heavy battery aims only at Low CAB ("Heavy AA
   * at MED-V.HIGH CAB must pick Target Hex in advance").
   */
  public List<String> flakTargets(Cy6State s, Battery b) {
    List<String> out = new ArrayList<>();
    for (Plane p : s.flying()) {
      if (flakTarget(s, b, p)) {
        out.add(p.id());
      }
    }
    return out;
  }

  /**
   * Whether {@code id} is one of {@link #flakTargets}, without listing them: the check of each
   * aimed order asks it.
   */
  private boolean isFlakTarget(Cy6State s, Battery b, String id) {
    for (Plane p : s.flying()) {
      if (p.id().equals(id)) {
        return flakTarget(s, b, p);
      }
    }
    return false;
  }

  /**
   * Whether {@code b} may aim at {@code p}: an enemy it sees and reaches, flying where no target
   * turns are needed. {@link #flakTargets} and {@link #isFlakTarget} both ask it.
   */
  private boolean flakTarget(Cy6State s, Battery b, Plane p) {
    return !p.side().equals(b.side())
        && Sight.seen(config, s, p)
        && reaches(s, b, p)
        && config.tables().heavyAaTargetTurns(cab(p)).isEmpty();
  }

  /** The CABs a heavy battery may order a barrage at: those it reaches that need a target hex. */
  public List<Cab> barrageCabs(Battery b) {
    if (b.type() != AntiAircraft.HEAVY) {
      return List.of();
    }
    List<Cab> out = new ArrayList<>();
    for (Cab c : config.tables().battery(b.type()).cabs()) {
      if (config.tables().heavyAaTargetTurns(c).isPresent()) {
        out.add(c);
      }
    }
    return out;
  }

  /**
   * What {@code b}'s to-hit at {@code p} needs, in words ("near miss on 11, hit on 12 or more").
   */
  private String needs(Battery b, Plane p) {
    return aa.neededWords(b.type(), p.type().role());
  }

  /** Whether the AA segment waits for {@code b}: an enemy it can fire at, or a barrage to order. */
  public boolean acts(Cy6State s, Battery b) {
    if (!flakTargets(s, b).isEmpty()) {
      return true;
    }
    return !barrageCabs(b).isEmpty()
        && s.flying().stream()
            .anyMatch(p -> !p.side().equals(b.side()) && Sight.seen(config, s, p));
  }

  /**
   * The orders {@code b} may give, every one of them: hold, aimed fire at each target, and (heavy)
   * a barrage on every hex of the map at every CAB that needs a target hex ("Heavy AA at MED-V.HIGH
   * CAB must pick Target Hex in advance": any hex, its range unlimited), CAB by CAB, column by
   * column, row by row.
   */
  public List<Cy6Command.ByBattery> orders(Cy6State s, Battery b) {
    List<Cy6Command.ByBattery> out = new ArrayList<>();
    out.add(Cy6Command.Flak.hold(b.id()));
    for (String t : flakTargets(s, b)) {
      out.add(Cy6Command.Flak.at(b.id(), t));
    }
    List<Cab> cabs = barrageCabs(b);
    if (!cabs.isEmpty()) {
      BarrageKey key = new BarrageKey(b.id(), s.board().width(), s.board().height(), cabs);
      List<Cy6Command.OrderBarrage> known = barrages.get(key);
      if (known == null) {
        known = barrageOrders(key);
        if (barrages.size() < BARRAGE_LIMIT) {
          barrages.putIfAbsent(key, known);
        }
      }
      out.addAll(known);
    }
    return out;
  }

  /** Every barrage order of {@code key}'s battery: each CAB, then each column, then each row. */
  private static List<Cy6Command.OrderBarrage> barrageOrders(BarrageKey key) {
    List<Cy6Command.OrderBarrage> out = new ArrayList<>();
    for (Cab cab : key.cabs()) {
      for (int column = 0; column < key.width(); column++) {
        for (int row = 0; row < key.height(); row++) {
          out.add(new Cy6Command.OrderBarrage(key.battery(), Board.at(column, row), cab));
        }
      }
    }
    return List.copyOf(out);
  }

  /** What a battery's barrage orders depend on: its id, the board's size and its barrage CABs. */
  private record BarrageKey(String battery, int width, int height, List<Cab> cabs) {}

  /**
   * Checks an order of {@code b}.
   *
   * @throws RuleViolation naming the rule and the target, hex or CAB that is wrong
   */
  public void check(Cy6State s, Battery b, Cy6Command.ByBattery order) {
    if (order instanceof Cy6Command.Flak f) {
      if (f.target().isPresent() && !isFlakTarget(s, b, f.target().get())) {
        throw new RuleViolation(
            AA_RULES,
            "target",
            f.target().get(),
            b
                + " reaches "
                + config.tables().battery(b.type()).cabs()
                + (b.type() == AntiAircraft.HEAVY ? " (aimed only at Low)" : "")
                + " within its range; it may fire at "
                + flakTargets(s, b));
      }
    } else if (order instanceof Cy6Command.OrderBarrage o) {
      if (b.type() != AntiAircraft.HEAVY) {
        throw new RuleViolation(
            AA_RULES, "battery", b.id(), "only Heavy AA picks a Target Hex in advance");
      }
      if (!barrageCabs(b).contains(o.cab())) {
        throw new RuleViolation(
            AA_RULES,
            "cab",
            o.cab().label(),
            "a barrage is ordered at " + barrageCabs(b) + " (Heavy AA at MED-V.HIGH CAB)");
      }
      if (!s.board().contains(o.hex())) {
        throw new RuleViolation(
            AA_RULES, "hex", o.hex().toString(), "the target hex is off the map");
      }
    }
  }

  /**
   * The anti-aircraft fire segment: the barrages due this turn burst, then each battery's order in
   * the engagement's order, every shot against the aircraft as they were when the segment began,
   * merged afterwards.
   */
  public Cy6State resolveAa(Cy6State s, Roller roller, List<GameEvent> events) {
    Map<String, AircraftCondition> merged = new LinkedHashMap<>();
    List<AirFire.Follow> follow = new ArrayList<>();
    List<Barrage> pending = new ArrayList<>();
    for (Barrage due : s.barrages()) {
      if (due.turn() != s.turn()) {
        pending.add(due);
        continue;
      }
      Battery b = s.ground().battery(due.battery()).orElseThrow();
      burst(s, b, due.hex(), due.cab(), "barrage", merged, follow, roller, events);
    }
    for (Battery b : s.ground().batteries()) {
      Cy6Command.ByBattery order = s.flak().get(b.id());
      if (order instanceof Cy6Command.OrderBarrage o) {
        int turns = config.tables().heavyAaTargetTurns(o.cab()).orElseThrow();
        Barrage ordered = new Barrage(b.id(), o.hex(), o.cab(), s.turn() + turns);
        pending.add(ordered);
        events.add(
            Engine.happened(
                s,
                null,
                Cy6Event.Kind.AA,
                b
                    + " fires a barrage at "
                    + o.cab().label()
                    + ": it bursts in turn "
                    + ordered.turn(),
                List.of()));
      } else if (order instanceof Cy6Command.Flak f && f.target().isPresent()) {
        Plane target = States.get(s, f.target().get());
        if (b.type() == AntiAircraft.HEAVY) {
          burst(
              s, b, target.position().hex(), cab(target), "aimed", merged, follow, roller, events);
        } else {
          aimed(s, b, target, merged, follow, roller, events);
        }
      }
    }
    return airFire.settle(States.copyWithBarrages(s, pending), merged, follow, roller, events);
  }

  /**
   * Light and medium AA's aimed fire at {@code target}: its to-hit roll, misdirection to a friendly
   * aircraft (which rolls to-hit afresh), and the damage.
   */
  private void aimed(
      Cy6State s,
      Battery b,
      Plane target,
      Map<String, AircraftCondition> merged,
      List<AirFire.Follow> follow,
      Roller roller,
      List<GameEvent> events) {
    int mark = roller.rollCount();
    Rolled<AaOutcome.AaToHitResult> hit =
        roller.roll(
            aa.toHit(b.type(), target.type().role()),
            b.id() + " to-hit on " + target.id() + ", " + needs(b, target));
    List<DiceRoll> first = roller.rollsSince(mark);
    AaOutcome.AaToHitResult result = hit.value();
    Optional<Plane> friend = Optional.empty();
    if (result == AaOutcome.AaToHitResult.MISDIRECTED) {
      friend = misdirectedAt(s, b, target);
      if (friend.isPresent()) {
        result =
            roller
                .roll(
                    aa.toHit(b.type(), friend.get().type().role()),
                    b.id() + " to-hit on " + friend.get().id() + ", " + needs(b, friend.get()))
                .value();
        if (result == AaOutcome.AaToHitResult.MISDIRECTED) {
          result = AaOutcome.AaToHitResult.MISS;
        }
      }
    }
    boolean misdirected = hit.value() == AaOutcome.AaToHitResult.MISDIRECTED;
    Plane victim = friend.orElse(target);
    String landed =
        misdirected && friend.isEmpty() ? "" : land(b, victim, result, merged, follow, roller);
    Shot shot = new Shot(target, misdirected, friend, landed, first, roller.rollsSince(mark), true);
    sight.tell(
        s,
        s.phase(),
        Optional.of(victim.id()),
        Cy6Event.Kind.AA,
        eyes -> shot.told(b + " fires at " + target.id() + ": ", b, eyes),
        events);
  }

  /**
   * One AA to-hit on an aircraft and what came of it, told to each viewer as it may see it: the
   * battery's side sees its own aircraft, so it may be told that no friendly aircraft was in reach;
   * a viewer that does not see where misdirected fire fell is told only that it went astray (the
   * same words whether it fell on an aircraft out of its sight or on none), with the dice of the
   * first to-hit roll.
   *
   * @param target the aircraft the to-hit was rolled on
   * @param misdirected whether it was misdirected
   * @param friend where misdirected fire fell, if on an aircraft
   * @param landed what it did where it fell (empty when it fell on none)
   * @param first the dice of the first to-hit roll
   * @param all every die of the shot
   * @param endsAtNoFriend whether "no friendly aircraft in reach" ends the line (aimed fire),
   *     rather than coming before the burst's "miss"
   */
  private record Shot(
      Plane target,
      boolean misdirected,
      Optional<Plane> friend,
      String landed,
      List<DiceRoll> first,
      List<DiceRoll> all,
      boolean endsAtNoFriend) {
    Optional<Sight.Told> told(String head, Battery b, Sight.Eyes eyes) {
      if (!misdirected) {
        return eyes.see(target)
            ? Optional.of(new Sight.Told(head + landed, all))
            : Optional.empty();
      }
      if (friend.isPresent() && eyes.see(friend.get())) {
        return Optional.of(
            new Sight.Told(head + "misdirected at " + friend.get().id() + ": " + landed, all));
      }
      if (!eyes.see(target)) {
        return Optional.empty();
      }
      if (friend.isEmpty() && eyes.seesAllOf(b.side())) {
        return Optional.of(
            new Sight.Told(
                head
                    + "misdirected, no friendly aircraft in reach"
                    + (endsAtNoFriend ? "" : ": miss"),
                first));
      }
      return Optional.of(new Sight.Told(head + "misdirected away from " + target.id(), first));
    }
  }

  /**
   * "AA Misdirection= if double "1" or double "2" rolled to-hit, fire is directed at closest
   * friendly aircraft within range of AA Battery": the battery's own side's aircraft it reaches,
   * closest to the battery, the first in the engagement's order on a tie.
   */
  public Optional<Plane> misdirectedAt(Cy6State s, Battery b, Plane target) {
    return misdirectedAt(s, b, target, null);
  }

  /**
   * As {@link #misdirectedAt(Cy6State, Battery, Plane)}, for heavy AA's burst at {@code burstCab}
   * (when not null): its shells burst at that CAB, so only a friendly aircraft at that CAB may be
   * the one its misdirected fire falls on (an assumption).
   */
  public Optional<Plane> misdirectedAt(
      Cy6State s, Battery b, Plane target, @Nullable Cab burstCab) {
    Plane best = null;
    for (Plane p : s.flying()) {
      if (p.side().equals(b.side())
          && !p.id().equals(target.id())
          && reaches(s, b, p)
          && (burstCab == null || cab(p) == burstCab)) {
        if (best == null
            || p.position().hex().distance(b.hex()) < best.position().hex().distance(b.hex())) {
          best = p;
        }
      }
    }
    return Optional.ofNullable(best);
  }

  private void burst(
      Cy6State s,
      Battery b,
      Hex hex,
      Cab cab,
      String what,
      Map<String, AircraftCondition> merged,
      List<AirFire.Follow> follow,
      Roller roller,
      List<GameEvent> events) {
    String where = b + "'s " + what + " burst at " + TextMap.where(hex) + ", " + cab.label();
    List<Function<Sight.Eyes, Optional<Sight.Told>>> lines = new ArrayList<>();
    for (Plane p : caught(s, hex, cab)) {
      int mark = roller.rollCount();
      AaOutcome.AaToHitResult r =
          roller
              .roll(
                  aa.toHit(b.type(), p.type().role()),
                  b.id() + " " + what + " to-hit on " + p.id() + ", " + needs(b, p))
              .value();
      List<DiceRoll> first = roller.rollsSince(mark);
      boolean misdirected =
          r == AaOutcome.AaToHitResult.MISDIRECTED && config.damageReadings().heavyAaMisdirects();
      Optional<Plane> friend = misdirected ? misdirectedAt(s, b, p, cab) : Optional.empty();
      if (r == AaOutcome.AaToHitResult.MISDIRECTED) {
        r = AaOutcome.AaToHitResult.MISS;
        if (friend.isPresent()) {
          r =
              roller
                  .roll(
                      aa.toHit(b.type(), friend.get().type().role()),
                      b.id()
                          + " "
                          + what
                          + " to-hit on "
                          + friend.get().id()
                          + ", "
                          + needs(b, friend.get()))
                  .value();
          if (r == AaOutcome.AaToHitResult.MISDIRECTED) {
            r = AaOutcome.AaToHitResult.MISS;
          }
        }
      }
      String landed = land(b, friend.orElse(p), r, merged, follow, roller);
      Shot shot = new Shot(p, misdirected, friend, landed, first, roller.rollsSince(mark), false);
      Function<Sight.Eyes, Optional<Sight.Told>> line =
          eyes ->
              shot.told(
                  where + ", catches " + (eyes.see(p) ? p.id() : "an aircraft out of sight") + ": ",
                  b,
                  eyes);
      lines.add(line);
      sight.tell(s, s.phase(), Optional.of(friend.orElse(p).id()), Cy6Event.Kind.AA, line, events);
    }
    // a viewer told of no aircraft in the burst hears that it was empty, or caught none in sight
    sight.tell(
        s,
        s.phase(),
        Optional.empty(),
        Cy6Event.Kind.AA,
        eyes ->
            lines.stream().allMatch(line -> line.apply(eyes).isEmpty())
                ? Optional.of(
                    new Sight.Told(
                        where + (eyes.all() ? ": empty" : ": catches no aircraft in sight"),
                        List.of()))
                : Optional.empty(),
        events);
  }

  /**
   * The aircraft a burst at {@code hex} and {@code cab} catches: "all aircraft in Target Hex and
   * one hex adjacent to Target Hex", at that CAB.
   */
  public List<Plane> caught(Cy6State s, Hex hex, Cab cab) {
    return s.flying().stream()
        .filter(p -> cab(p) == cab && p.position().hex().distance(hex) <= 1)
        .toList();
  }

  private String land(
      Battery b,
      Plane target,
      AaOutcome.AaToHitResult result,
      Map<String, AircraftCondition> merged,
      List<AirFire.Follow> follow,
      Roller roller) {
    if (result == AaOutcome.AaToHitResult.MISS) {
      return "miss";
    }
    boolean near = result == AaOutcome.AaToHitResult.NEAR_MISS;
    AircraftCondition before = target.condition();
    AirFire.Landed landed =
        airFire.land(
            target,
            aa.firepower(b.type(), near),
            b.type().weaponLabel() + (near ? " near-miss firepower" : " firepower"),
            0,
            config.tables().criticalMargin(b.type().weaponLabel()),
            Optional.of(config.tables().luckyHitWeapon(b.type().weaponLabel())),
            !near || config.damageReadings().nearMissIsHit(),
            roller);
    merged.put(
        target.id(), merged.getOrDefault(target.id(), before).merged(before, landed.after()));
    for (LuckyEffect e : landed.effects()) {
      follow.add(new AirFire.Follow(target.id(), e));
    }
    return (near ? "near miss, " : "hit, ") + landed.text();
  }

  /**
   * The exact odds of {@code b} firing at {@code target} now (the whole shot, misdirection apart),
   * in the target's condition as the segment plays it ({@link #land}).
   */
  public Chance<AaOutcome> flakOdds(Battery b, Plane target) {
    return aa.shot(b.type(), target.type().role(), target.type().robustness(), target.condition());
  }

  /** Checks {@code order}, a battery's order, and records it secretly. */
  public Cy6State order(
      Cy6State s,
      Battery b,
      Cy6Command.ByBattery order,
      List<String> waiting,
      List<GameEvent> events) {
    check(s, b, order);
    events.add(Engine.secret(s, b.side(), b.id(), order.describe()));
    return States.withOrders(s, waiting, States.plus(s.flak(), b.id(), order), s.strikes());
  }
}
