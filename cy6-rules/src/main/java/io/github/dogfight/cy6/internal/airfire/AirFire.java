package io.github.dogfight.cy6.internal.airfire;

import io.github.dogfight.core.check.CheckResult;
import io.github.dogfight.core.dice.Chance;
import io.github.dogfight.core.dice.DicePool;
import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.Die;
import io.github.dogfight.core.dice.Rolled;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.event.Words;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.hex.Arc;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.cy6.AirAttack;
import io.github.dogfight.cy6.AirToAir;
import io.github.dogfight.cy6.AircraftCondition;
import io.github.dogfight.cy6.Cy6Command;
import io.github.dogfight.cy6.Cy6Config;
import io.github.dogfight.cy6.Cy6Event;
import io.github.dogfight.cy6.Cy6State;
import io.github.dogfight.cy6.Damage;
import io.github.dogfight.cy6.DamageReadings;
import io.github.dogfight.cy6.Gun;
import io.github.dogfight.cy6.LuckyEffect;
import io.github.dogfight.cy6.LuckyHit;
import io.github.dogfight.cy6.Plane;
import io.github.dogfight.cy6.RobustnessRoll;
import io.github.dogfight.cy6.Status;
import io.github.dogfight.cy6.ToHit;
import io.github.dogfight.cy6.WeaponClass;
import io.github.dogfight.cy6.internal.Engine;
import io.github.dogfight.cy6.internal.States;
import io.github.dogfight.cy6.internal.movement.Formations;
import io.github.dogfight.cy6.internal.movement.Movement;
import io.github.dogfight.cy6.internal.spotting.Sight;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The air-to-air fire segment of Check Your 6! (rules 002, B4) in a game: which guns bear, the
 * attack each shot makes, the simultaneous resolution of the segment, and what lucky hits do to
 * other aircraft.
 */
public final class AirFire {
  private final Cy6Config config;
  private final AirToAir fire;
  private final Movement movement;
  private final Sight sight;

  public AirFire(Cy6Config config, Movement movement, Sight sight) {
    this.config = config;
    this.fire = new AirToAir(config.tables(), config.damageReadings());
    this.movement = movement;
    this.sight = sight;
  }

  /** The fire rules on this game's tables. */
  public AirToAir rules() {
    return fire;
  }

  /**
   * Range for air-to-air fire (assumption: the seed gives ranges in hexes only): hexes apart plus
   * TALs apart.
   */
  public static int range(Plane a, Plane b) {
    return a.position().hex().distance(b.position().hex()) + Math.abs(a.tal() - b.tal());
  }

  /**
   * The guns of {@code shooter} that bear on {@code target}: forward guns into its front arc (the
   * core's 120-degree arc), defensive guns in every direction; working guns with ammunition left,
   * that reach the range.
   */
  public List<Gun> bearing(Plane shooter, Plane target) {
    int range = range(shooter, target);
    if (range < 1 || range > 10) {
      return List.of();
    }
    Hex from = shooter.position().hex();
    Hex to = target.position().hex();
    boolean front = !from.equals(to) && Arc.of(from, shooter.position().facing(), to) == Arc.FRONT;
    List<Gun> guns = new ArrayList<>();
    for (Gun g : shooter.condition().workingGuns(shooter.type().guns())) {
      if ((g.defensive() || front) && !shooter.outOfAmmunition().contains(g.weapon())) {
        guns.add(g);
      }
    }
    return fire.inRange(guns, range);
  }

  /**
   * The enemies {@code p} may fire at now: those it sees with a gun bearing within range, and with
   * {@link DamageReadings#fireWithoutChance()} off, only those some 2d6 roll can hit.
   */
  public List<String> targets(Cy6State s, Plane p) {
    if (!mayFire(p)) {
      return List.of();
    }
    List<String> out = new ArrayList<>();
    for (Plane e : s.flying()) {
      if (mayFireAt(s, p, e)) {
        out.add(e.id());
      }
    }
    return out;
  }

  /**
   * Whether {@code p} may fire at some enemy now ({@link #targets} is not empty), without listing
   * them.
   */
  public boolean hasTarget(Cy6State s, Plane p) {
    if (!mayFire(p)) {
      return false;
    }
    for (Plane e : s.flying()) {
      if (mayFireAt(s, p, e)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether {@code id} is one of {@link #targets}, without listing them: the check of each fire
   * choice asks it.
   */
  public boolean isTarget(Cy6State s, Plane p, String id) {
    if (!mayFire(p)) {
      return false;
    }
    for (Plane e : s.flying()) {
      if (e.id().equals(id)) {
        return mayFireAt(s, p, e);
      }
    }
    return false;
  }

  /** Whether {@code p} may fire this segment at all: flying, and its condition lets it. */
  private static boolean mayFire(Plane p) {
    return p.flying() && p.condition().mayFire();
  }

  /**
   * Whether {@code p}, which {@link #mayFire}, may fire at {@code e}: an enemy it sees with a gun
   * bearing within range, and with {@link DamageReadings#fireWithoutChance()} off, one some 2d6
   * roll can hit. {@link #targets}, {@link #hasTarget} and {@link #isTarget} all ask it.
   */
  private boolean mayFireAt(Cy6State s, Plane p, Plane e) {
    return !e.side().equals(p.side())
        && Sight.seen(config, s, e)
        && !bearing(p, e).isEmpty()
        && (config.damageReadings().fireWithoutChance() || canHit(p, e));
  }

  /** Whether some 2d6 roll of {@code shooter}'s to-hit on {@code target} hits. */
  public boolean canHit(Plane shooter, Plane target) {
    AirAttack a = attack(shooter, target);
    List<Gun> firing = fire.inRange(a.guns(), a.range());
    if (firing.isEmpty()) {
      // no gun reaches: the roll's own refusal
      return fire.toHit(a).outcomes().probability(ToHit::hit).signum() > 0;
    }
    // a gun hits when 2d6 plus its modifier reach the range's base to-hit: some roll does when the
    // best gun's 12 does (AirToAir.toHit, without listing its 36 rolls)
    int best = Integer.MIN_VALUE;
    for (Gun g : firing) {
      best = Math.max(best, fire.modifier(a, g));
    }
    return 12 + best >= config.tables().baseToHit(a.range());
  }

  /**
   * The attack {@code shooter} makes on {@code target}. Head-to-head or deflection (-2) is an
   * assumption: the shooter is in the target's front or side arc; only a shot from its rear arc is
   * free of it.
   */
  public AirAttack attack(Plane shooter, Plane target) {
    Hex from = shooter.position().hex();
    Hex to = target.position().hex();
    boolean deflection =
        !from.equals(to) && Arc.of(to, target.position().facing(), from) != Arc.REAR;
    return AirAttack.builder()
        .guns(bearing(shooter, target))
        .range(range(shooter, target))
        .targetRobustness(target.type().robustness())
        .targetCondition(target.condition())
        .attackerSkill(shooter.condition().firingSkill(shooter.crew()))
        .ammunitionSkill(shooter.condition().ammunitionSkill(shooter.crew()))
        .targetSkill(target.crew())
        .attackerAgility(shooter.condition().agility(shooter.type().agility()))
        .targetAgility(target.condition().agility(target.type().agility()))
        .targetRole(target.type().role())
        .headOnOrDeflection(deflection)
        .gunsightDestroyed(shooter.condition().has(Status.GUNSIGHT_DESTROYED))
        .build();
  }

  /**
   * The air-to-air segment: every shot is resolved against the aircraft as they were when the
   * segment began, in the engagement's order of shooters (whatever order the commands came in), and
   * what each did is merged afterwards ({@link AircraftCondition#merged}); an aircraft shot down in
   * the segment still fires. Then the lucky hits' effects on other aircraft.
   */
  public Cy6State resolveFire(Cy6State s, Roller roller, List<GameEvent> events) {
    Map<String, AircraftCondition> merged = new LinkedHashMap<>();
    Map<String, Set<WeaponClass>> ammo = new LinkedHashMap<>();
    List<Follow> follow = new ArrayList<>();
    for (Plane shooter : s.planes()) {
      Optional<String> t = s.fire().getOrDefault(shooter.id(), Optional.empty());
      if (t.isEmpty()) {
        continue;
      }
      Plane target = States.get(s, t.get());
      int mark = roller.rollCount();
      AirAttack a = attack(shooter, target);
      String needs = fire.neededWords(a);
      Rolled<ToHit> hit =
          roller.roll(fire.toHit(a), shooter.id() + " to-hit on " + target.id() + ", " + needs);
      ammo.computeIfAbsent(shooter.id(), k -> EnumSet.noneOf(WeaponClass.class))
          .addAll(hit.value().outOfAmmunition());
      AircraftCondition before = target.condition();
      AircraftCondition after = before;
      StringBuilder text =
          new StringBuilder(
              shooter.id()
                  + " fires at "
                  + target.id()
                  + " (range "
                  + a.range()
                  + ", "
                  + Gun.format(a.guns())
                  + (a.headOnOrDeflection() ? ", deflection -2" : "")
                  + ", "
                  + needs
                  + "): ");
      if (!hit.value().hit()) {
        text.append("miss");
      } else {
        List<Gun> hitting = hit.value().hitting();
        Landed landed =
            land(
                target,
                fire.firepower(hitting),
                "firepower of " + Gun.format(hitting),
                fire.columnShift(a),
                fire.criticalMargin(hitting),
                Optional.of(fire.luckyHitColumn(hitting)),
                true,
                roller);
        after = landed.after();
        text.append("hit, ").append(landed.text());
        for (LuckyEffect e : landed.effects()) {
          follow.add(new Follow(target.id(), e));
        }
      }
      if (!hit.value().outOfAmmunition().isEmpty()) {
        text.append("; doubles: out of ammunition for ")
            .append(
                Words.list(hit.value().outOfAmmunition().stream().map(WeaponClass::name).toList()));
      }
      merged.put(target.id(), merged.getOrDefault(target.id(), before).merged(before, after));
      events.add(
          Engine.happened(
              s, shooter.id(), Cy6Event.Kind.SHOT, text.toString(), roller.rollsSince(mark)));
    }
    Cy6State out = settle(s, merged, follow, roller, events);
    for (Map.Entry<String, Set<WeaponClass>> e : ammo.entrySet()) {
      out = States.withPlane(out, States.get(out, e.getKey()).outOf(e.getValue()));
    }
    return out;
  }

  /**
   * What a hit does to {@code target}: "the next hit destroys" it (when {@code isHit}: see {@link
   * AircraftCondition#hit()}), or the firepower roll, the robustness roll against the Robustness
   * Table's number ({@code shift} columns) with critical failure {@code margin} below it (a second
   * damage of a kind destroys too), and on doubles the lucky hit ({@code luckyColumn} of the Lucky
   * Hit Table; none for debris read without one) with its effects on the aircraft, also when the
   * roll destroyed it unless the readings say otherwise. The odds of a shot follow the same steps
   * ({@link AirToAir#landing}).
   */
  public Landed land(
      Plane target,
      Chance<Integer> firepower,
      String firepowerLabel,
      int shift,
      int margin,
      Optional<String> luckyColumn,
      boolean isHit,
      Roller roller) {
    AircraftCondition before = target.condition();
    if (isHit && before.hit().isDestroyed()) {
      return new Landed(before.hit(), "the next hit destroys it: destroyed", List.of());
    }
    Rolled<Integer> fp = roller.roll(firepower, firepowerLabel);
    OptionalInt number =
        config.tables().damageNumber(target.type().robustness(), fp.value(), shift);
    Rolled<RobustnessRoll> rr =
        roller.roll(AirToAir.robustness(number, margin), target.id() + " robustness roll");
    AircraftCondition after = before.withDamage(rr.value().damage());
    StringBuilder text = new StringBuilder("firepower ").append(fp.value());
    text.append(
        number.isPresent()
            ? ", robustness " + number.getAsInt() + "+: " + damageWords(rr.value().damage())
            : ": no damage possible");
    List<LuckyEffect> effects = new ArrayList<>();
    if (luckyColumn.isPresent() && fire.givesLuckyHit(rr.value(), after)) {
      Rolled<LuckyHit> lh =
          roller.roll(
              fire.luckyHit(target.type().role(), luckyColumn.get()),
              "lucky hit on " + target.id());
      AircraftCondition.LuckyResult lr =
          after.applyLuckyHit(
              lh.value(), context(target), target.crew(), config.aircrewCheck(), roller);
      after = lr.condition();
      text.append("; lucky hit ").append(lh.value().roll()).append(": ").append(lh.value().text());
      effects.addAll(lr.forTheGame());
    }
    return new Landed(after, text.toString(), effects);
  }

  /** A hit's result: the condition after it, the words, and the effects on other aircraft. */
  public record Landed(AircraftCondition after, String text, List<LuckyEffect> effects) {
    /** Checks the fields. */
    public Landed {
      Objects.requireNonNull(after, "after");
      Objects.requireNonNull(text, "text");
      Objects.requireNonNull(effects, "effects");
    }
  }

  /**
   * The end of a simultaneous segment: each aircraft's merged condition applied, the destroyed
   * announced, then the lucky hits' effects on other aircraft, and formations left with one
   * aircraft dissolved.
   */
  public Cy6State settle(
      Cy6State s,
      Map<String, AircraftCondition> merged,
      List<Follow> follow,
      Roller roller,
      List<GameEvent> events) {
    Cy6State out = s;
    for (Map.Entry<String, AircraftCondition> e : merged.entrySet()) {
      Plane p = States.get(out, e.getKey());
      out = States.withPlane(out, p.with(e.getValue()));
      if (!States.get(s, e.getKey()).condition().isDestroyed() && e.getValue().isDestroyed()) {
        events.add(
            Engine.happened(
                out,
                p.id(),
                Cy6Event.Kind.SHOT,
                p.id() + " is destroyed: " + e.getValue().destroyed().get(),
                List.of()));
      }
    }
    for (Follow f : follow) {
      out = follow(out, f, roller, events);
    }
    return Formations.dissolveSingles(out, events);
  }

  /** A lucky hit's effect on the game, from {@code aircraft}. */
  public record Follow(String aircraft, LuckyEffect effect) {
    /** Checks the fields. */
    public Follow {
      Objects.requireNonNull(aircraft, "aircraft");
      Objects.requireNonNull(effect, "effect");
    }
  }

  /** "debris from Hit hits no one" ("no aircraft in sight" for a viewer that may not see all). */
  private static Sight.Told hitsNoOne(Plane src, Sight.Eyes eyes) {
    return new Sight.Told(
        "debris from " + src.id() + " hits " + (eyes.all() ? "no one" : "no aircraft in sight"),
        List.of());
  }

  private static String damageWords(Damage d) {
    return switch (d) {
      case NONE -> "damage prevented";
      case ENGINE -> "engine damage";
      case AIRFRAME -> "airframe damage";
      case DESTROYED -> "critical failure, destroyed";
    };
  }

  /**
   * Where {@code p} is for its lucky hit: *O "Roll a d6 if flying at MEDIUM-TOP CAB or above" (the
   * altitude table's column), *E "Roll a d6 if loaded with heavy weapons (bombs, rockets,
   * torpedoes)".
   */
  public AircraftCondition.Context context(Plane p) {
    return AircraftCondition.Context.at(config.tables(), p.tal(), p.ordnance().isPresent());
  }

  /**
   * *D's "firepower of 2d6 (as if from HMG fire)": two HMG damage dice, d6(-) each, or two plain
   * d6, as the readings say ({@link DamageReadings#debris()}).
   */
  public Chance<Integer> debrisFirepower() {
    return config.damageReadings().debris() == DamageReadings.DebrisFire.HMG_DICE
        ? fire.firepower(List.of(Gun.parse("2xHMG")))
        : Chance.of(DicePool.sum(2, Die.D6)).named("2d6");
  }

  /**
   * A lucky hit's effect on the game: debris (a hit as from HMG fire, whose robustness doubles give
   * a lucky hit on the LMG/HMG column unless the readings say otherwise, its effects following but
   * for further debris), an explosion (a Lucky Hit for every aircraft within 2 hexes, their effects
   * following but for further explosions, the ordnance used up), a collision (the lucky hit
   * aircraft, crashing or not, does not evade), an out-of-control check. The chains end: debris
   * comes only from the lucky hits of fire and of explosions, and each explosion uses up an
   * aircraft's ordnance.
   */
  private Cy6State follow(Cy6State s, Follow f, Roller roller, List<GameEvent> events) {
    Plane src = States.get(s, f.aircraft());
    int mark = roller.rollCount();
    switch (f.effect()) {
      case OUT_OF_CONTROL_CHECK -> {
        if (!src.flying()) {
          return s;
        }
        CheckResult r =
            config
                .aircrewCheck()
                .roll(
                    src.crew().modifier(),
                    src.condition().checkModifier(),
                    roller,
                    src.id() + " out-of-control check");
        Cy6State out =
            r.passed()
                ? s
                : States.withPlane(s, src.with(src.condition().with(Status.OUT_OF_CONTROL)));
        events.add(
            Engine.happened(
                s,
                src.id(),
                Cy6Event.Kind.EFFECT,
                src.id() + (r.passed() ? " keeps control" : " goes out of control"),
                roller.rollsSince(mark)));
        return out;
      }
      case DEBRIS -> {
        // "The nearest aircraft within 3 hexes (if any) in the target's tail arc and at the same
        // TAL or 1 TAL lower immediately suffers a hit with firepower of 2d6 (as if from HMG fire)"
        Optional<Plane> victim =
            s.flying().stream()
                .filter(p -> !p.id().equals(src.id()))
                .filter(
                    p -> {
                      Hex h = p.position().hex();
                      int d = h.distance(src.position().hex());
                      return d >= 1
                          && d <= 3
                          && (p.tal() == src.tal() || p.tal() == src.tal() - 1)
                          && Arc.of(src.position().hex(), src.position().facing(), h) == Arc.REAR;
                    })
                .min(
                    Comparator.comparingInt(
                        p -> p.position().hex().distance(src.position().hex())));
        if (victim.isEmpty()) {
          sight.tell(
              s,
              s.phase(),
              Optional.of(src.id()),
              Cy6Event.Kind.EFFECT,
              eyes -> eyes.see(src) ? Optional.of(hitsNoOne(src, eyes)) : Optional.empty(),
              events);
          return s;
        }
        Plane v = victim.get();
        boolean hmg = config.damageReadings().debris() == DamageReadings.DebrisFire.HMG_DICE;
        // "Lucky Hit: if doubles rolled for robustness": a hit "as if from HMG fire" reads the
        // Lucky Hit Table's LMG/HMG column (DamageReadings.debrisLuckyHit)
        Landed landed =
            land(
                v,
                debrisFirepower(),
                "debris firepower on " + v.id() + (hmg ? " (2 HMG dice)" : " (2d6)"),
                0,
                config.tables().weapon(WeaponClass.HMG).critical(),
                config.damageReadings().debrisLuckyHit()
                    ? Optional.of(config.tables().weapon(WeaponClass.HMG).luckyHit())
                    : Optional.empty(),
                true,
                roller);
        List<DiceRoll> dice = roller.rollsSince(mark);
        // told to those who see the aircraft hit; those who see only the one that threw it are
        // told what they would be if there were no one there
        sight.tell(
            s,
            s.phase(),
            Optional.of(v.id()),
            Cy6Event.Kind.EFFECT,
            eyes -> {
              if (eyes.see(v)) {
                return Optional.of(
                    new Sight.Told(
                        "debris from "
                            + eyes.name(src)
                            + " hits "
                            + v.id()
                            + (hmg ? " as HMG fire: " : " with 2d6: ")
                            + landed.text(),
                        dice));
              }
              return eyes.see(src) ? Optional.of(hitsNoOne(src, eyes)) : Optional.empty();
            },
            events);
        // the lucky hit's own effects follow, but no further debris: the chain ends here
        Cy6State out = States.withPlane(s, v.with(landed.after()));
        for (LuckyEffect e : landed.effects()) {
          if (e != LuckyEffect.DEBRIS) {
            out = follow(out, new Follow(v.id(), e), roller, events);
          }
        }
        return out;
      }
      case ORDNANCE -> {
        // "If an explosion occurs, any aircraft within 2 hexes must roll on a Lucky Hit." The
        // ordnance is used up; each victim's own lucky hit then has its effects on the game, but
        // no further explosion: a victim's *E is not rolled (no chain explosions).
        Cy6State out = States.withPlane(s, src.unarmed());
        List<Follow> after = new ArrayList<>();
        for (Plane p : s.flying()) {
          if (config.damageReadings().proximity(p, src) <= 2) {
            int m2 = roller.rollCount();
            Rolled<LuckyHit> lh =
                roller.roll(
                    fire.luckyHit(p.type().role(), "Cannon"),
                    "ordnance explosion: lucky hit on " + p.id());
            Plane now = States.get(out, p.id());
            AircraftCondition.LuckyResult lr =
                now.condition()
                    .applyLuckyHit(
                        lh.value(),
                        new AircraftCondition.Context(context(p).mediumTopOrAbove(), false),
                        p.crew(),
                        config.aircrewCheck(),
                        roller);
            out = States.withPlane(out, now.with(lr.condition()));
            for (LuckyEffect e : lr.forTheGame()) {
              after.add(new Follow(p.id(), e));
            }
            List<DiceRoll> dice = roller.rollsSince(m2);
            boolean destroyed = lr.condition().isDestroyed() && !now.condition().isDestroyed();
            // told to those who see the victim, naming the aircraft that exploded if they see it
            sight.tell(
                out,
                out.phase(),
                Optional.of(p.id()),
                Cy6Event.Kind.EFFECT,
                eyes ->
                    eyes.see(p)
                        ? Optional.of(
                            new Sight.Told(
                                (eyes.see(src)
                                        ? src.id() + "'s ordnance explodes"
                                        : "ordnance explodes out of sight")
                                    + ": lucky hit "
                                    + lh.value().roll()
                                    + " on "
                                    + p.id()
                                    + ": "
                                    + lh.value().text()
                                    + (destroyed ? "; " + p.id() + " is destroyed" : ""),
                                dice))
                        : Optional.empty(),
                events);
          }
        }
        for (Follow next : after) {
          out = follow(out, next, roller, events);
        }
        return out;
      }
      case COLLISION -> {
        // "Choose a random aircraft within 1 hex of the target aircraft; roll for collision ... but
        // Lucky Hit aircraft does not attempt to evade." The lucky hit aircraft is going down
        // (every *C result crashes it) and may still hit another; only one gone off the map may
        // not.
        if (src.status() == Plane.State.EXITED) {
          return s;
        }
        List<Plane> near =
            s.flying().stream()
                .filter(
                    p -> !p.id().equals(src.id()) && config.damageReadings().proximity(p, src) <= 1)
                .toList();
        if (near.isEmpty()) {
          events.add(
              Engine.happened(
                  s,
                  src.id(),
                  Cy6Event.Kind.EFFECT,
                  "no aircraft within 1 hex of " + src.id() + ": no collision",
                  List.of()));
          return s;
        }
        Plane other = near.get(0);
        if (near.size() > 1) {
          DiceRoll pick =
              roller.roll("1d" + near.size(), "the aircraft " + src.id() + " may collide with");
          other = near.get(pick.result() - 1);
        }
        return movement.collide(s, src, false, other, roller, events, s.phase());
      }
      default -> {
        return s;
      }
    }
  }

  /** Checks {@code f}, a fire choice, and records it secretly. */
  public Cy6State choose(
      Cy6State s, Plane p, Cy6Command.Fire f, List<String> waiting, List<GameEvent> events) {
    if (f.target().isPresent() && !isTarget(s, p, f.target().get())) {
      throw new RuleViolation(
          "Air-to-Air Fire (B4.0), " + Engine.SEED,
          "target",
          f.target().get(),
          p.id() + " has no gun that bears on it within range; it may fire at " + targets(s, p));
    }
    events.add(Engine.secret(s, p.side(), p.id(), f.describe()));
    return States.withCommitted(
        s,
        waiting,
        s.tails(),
        s.formationChoices(),
        s.plots(),
        s.tailInfo(),
        States.plus(s.fire(), p.id(), f.target()));
  }
}
