package io.github.dogfight.cy6;

import io.github.dogfight.core.check.Check;
import io.github.dogfight.core.check.CheckResult;
import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.cy6.internal.Copies;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * What damage has done to one aircraft (rules 002): engine and airframe damage, destruction, and
 * the lasting {@link Status}es of lucky hits and additional damage. Immutable; each change returns
 * a new condition.
 *
 * <p>The damage effects, as the seed lists them: "Engine Damage (Even): -2 to Max Speed (min 1);
 * Aircrew Check to Climb: failed = Out-of-Control; Climb Factor /3; -1 to all Aircrew Checks";
 * "Airframe Damage (Odd): -1 Agility; Aircrew Check to Special Maneuver or Extreme Turn: failed =
 * Destroyed; -1 to all Aircrew Checks". The checks to climb and to maneuver are the game's to make,
 * when the aircraft plots such a move ({@link #mustCheckToClimb()}, {@link
 * #mustCheckToManeuver()}).
 *
 * <p>Assumptions where the seed is silent: a second engine damage, or a second airframe damage,
 * destroys the aircraft; the climb factor is divided by 3 rounding down; a fire is settled by one
 * check (stopped, or it damages the aircraft and goes out), and "roll randomly to determine type"
 * is a d6, even engine and odd airframe, as the robustness roll reads; "Half of aircraft weapons
 * are inoperable" keeps half of each group of guns, rounded down; "Next hit destroys aircraft"
 * counts every hit that would go on to a firepower roll against it ({@link #hit()}: a gun's to-hit
 * roll that hits, an AA hit or near miss, debris); an ordnance explosion makes every aircraft
 * within 2 hexes roll a Lucky Hit, the exploding aircraft included, and uses up the ordnance. A
 * lucky hit on an aircraft already destroyed rolls no check for the aircraft itself (to save the
 * plane, a tank leak, a heroic crew, *O): only what reaches other aircraft counts then.
 *
 * @param engineDamaged whether it has engine damage
 * @param airframeDamaged whether it has airframe damage
 * @param destroyed why it was destroyed, if it was
 * @param statuses its lasting conditions
 * @param defensiveGunsLost defensive guns removed by gun crew hits
 */
public record AircraftCondition(
    boolean engineDamaged,
    boolean airframeDamaged,
    Optional<String> destroyed,
    Set<Status> statuses,
    int defensiveGunsLost) {
  /** An undamaged aircraft. */
  public static final AircraftCondition INTACT =
      new AircraftCondition(false, false, Optional.empty(), Set.of(), 0);

  /**
   * Checks and copies.
   *
   * @param engineDamaged whether it has engine damage
   * @param airframeDamaged whether it has airframe damage
   * @param destroyed why it was destroyed, if it was
   * @param statuses its lasting conditions
   * @param defensiveGunsLost defensive guns removed by gun crew hits
   */
  public AircraftCondition {
    Objects.requireNonNull(statuses, "statuses");
    Objects.requireNonNull(destroyed, "destroyed");
    statuses = Copies.enums(statuses);
    if (defensiveGunsLost < 0) {
      throw new IllegalArgumentException(
          "defensiveGunsLost must be >= 0, was " + defensiveGunsLost);
    }
  }

  /**
   * Whether it is destroyed.
   *
   * @return whether it is destroyed
   */
  public boolean isDestroyed() {
    return destroyed.isPresent();
  }

  /**
   * Whether it has engine or airframe damage ("damaged" at the board exit).
   *
   * @return whether it has engine or airframe damage ("damaged" at the board exit)
   */
  public boolean isDamaged() {
    return engineDamaged || airframeDamaged;
  }

  /**
   * Whether it has {@code status}.
   *
   * @param status the status
   * @return whether it has {@code status}
   */
  public boolean has(Status status) {
    return statuses.contains(status);
  }

  /**
   * This condition with {@code status} added.
   *
   * @param status the status
   * @return the new condition
   */
  public AircraftCondition with(Status status) {
    Set<Status> s = EnumSet.noneOf(Status.class);
    s.addAll(statuses);
    s.add(status);
    return new AircraftCondition(engineDamaged, airframeDamaged, destroyed, s, defensiveGunsLost);
  }

  /**
   * This condition without {@code status}.
   *
   * @param status the status
   * @return the new condition
   */
  public AircraftCondition without(Status status) {
    Set<Status> s = EnumSet.noneOf(Status.class);
    s.addAll(statuses);
    s.remove(status);
    return new AircraftCondition(engineDamaged, airframeDamaged, destroyed, s, defensiveGunsLost);
  }

  /**
   * This condition destroyed, for {@code why} (the first cause is kept).
   *
   * @param why the cause, for narration
   * @return the new condition
   */
  public AircraftCondition destroy(String why) {
    return isDestroyed()
        ? this
        : new AircraftCondition(
            engineDamaged, airframeDamaged, Optional.of(why), statuses, defensiveGunsLost);
  }

  /**
   * After a robustness roll's {@code damage}: engine or airframe damage, destroyed by a critical
   * failure, or by a second damage of a kind it already has (an assumption).
   *
   * @param damage the robustness roll's damage
   * @return the new condition
   */
  public AircraftCondition withDamage(Damage damage) {
    return switch (damage) {
      case NONE -> this;
      case DESTROYED -> destroy("the robustness roll critically failed");
      case ENGINE ->
          engineDamaged
              ? destroy("a second engine damage")
              : new AircraftCondition(
                  true, airframeDamaged, destroyed, statuses, defensiveGunsLost);
      case AIRFRAME ->
          airframeDamaged
              ? destroy("a second airframe damage")
              : new AircraftCondition(engineDamaged, true, destroyed, statuses, defensiveGunsLost);
    };
  }

  /**
   * This condition with what one simultaneous shot did added: {@code after} is what the shot left
   * of {@code before}, the condition every shot of the segment was resolved against. Damage is
   * added as {@link #withDamage} adds it (two engine damages from two shots destroy), new statuses
   * and lost defensive guns are added, and destruction is kept. Merging the shots of a segment in
   * any order gives the same damage, statuses and guns (fire is simultaneous within a segment,
   * rules 002, B); only which cause of destruction is named first follows the order.
   *
   * @param before the condition before the shot
   * @param after the condition after it
   * @return the merged condition
   */
  public AircraftCondition merged(AircraftCondition before, AircraftCondition after) {
    AircraftCondition c = this;
    if (after.engineDamaged && !before.engineDamaged) {
      c = c.withDamage(Damage.ENGINE);
    }
    if (after.airframeDamaged && !before.airframeDamaged) {
      c = c.withDamage(Damage.AIRFRAME);
    }
    for (Status s : after.statuses) {
      if (!before.statuses.contains(s)) {
        c = c.with(s);
      }
    }
    int lost = after.defensiveGunsLost - before.defensiveGunsLost;
    if (lost > 0) {
      c =
          new AircraftCondition(
              c.engineDamaged,
              c.airframeDamaged,
              c.destroyed,
              c.statuses,
              c.defensiveGunsLost + lost);
    }
    if (after.isDestroyed() && !before.isDestroyed()) {
      c = c.destroy(after.destroyed.get());
    }
    return c;
  }

  /**
   * After a hit on it: "Next hit destroys aircraft" takes effect. A hit is anything that would go
   * on to roll firepower against the aircraft: a gun's to-hit roll that hits, an anti-aircraft hit
   * or near miss ({@link DamageReadings#nearMissIsHit()}), *D debris ("immediately suffers a hit");
   * the Lucky Hit an ordnance explosion makes it roll and a collision are not hits.
   *
   * @return the new condition
   */
  public AircraftCondition hit() {
    return has(Status.NEXT_HIT_DESTROYS) ? destroy("the next hit destroys it") : this;
  }

  /**
   * The modifier to all its Aircrew Checks: -1 for engine damage, -1 for airframe damage.
   *
   * @return the modifier to all its Aircrew Checks: -1 for engine damage, -1 for airframe damage
   */
  public int checkModifier() {
    return (engineDamaged ? -1 : 0) + (airframeDamaged ? -1 : 0);
  }

  /**
   * Its maximum speed: -2 with engine damage (min 1), half (round down) or 1 after lucky hits.
   *
   * @param base the type's maximum speed
   * @return the maximum speed now
   */
  public int maxSpeed(int base) {
    int s = engineDamaged ? Math.max(1, base - 2) : base;
    if (has(Status.HALF_SPEED)) {
      s = Math.max(1, s / 2);
    }
    if (has(Status.SPEED_ONE)) {
      s = Math.min(s, 1);
    }
    return s;
  }

  /**
   * Its agility: -1 with airframe damage.
   *
   * @param base the type's agility
   * @return the agility now
   */
  public int agility(int base) {
    return airframeDamaged ? base - 1 : base;
  }

  /**
   * Its climb factor: divided by 3 (round down) with engine damage.
   *
   * @param base the type's climb factor
   * @return the climb factor now
   */
  public int climb(int base) {
    return engineDamaged ? base / 3 : base;
  }

  /**
   * Whether a climb needs an Aircrew Check (engine damage: "failed = Out-of-Control").
   *
   * @return whether a climb needs an Aircrew Check (engine damage: "failed = Out-of-Control")
   */
  public boolean mustCheckToClimb() {
    return engineDamaged;
  }

  /**
   * Whether a special maneuver or extreme turn needs an Aircrew Check (airframe damage: "failed =
   * Destroyed").
   *
   * @return whether a special maneuver or extreme turn needs an Aircrew Check (airframe damage:
   *     "failed = Destroyed")
   */
  public boolean mustCheckToManeuver() {
    return airframeDamaged;
  }

  /**
   * Whether it may fire ("No firing until Aircrew Check passed" under panic).
   *
   * @return whether it may fire ("No firing until Aircrew Check passed" under panic)
   */
  public boolean mayFire() {
    return !isDestroyed() && !has(Status.PANIC);
  }

  /**
   * The skill it fires with: one level better when heroic (at most Ace).
   *
   * @param crew the crew's skill
   * @return the skill it fires with
   */
  public Skill firingSkill(Skill crew) {
    return has(Status.HEROIC) ? crew.better() : crew;
  }

  /**
   * The skill its ammunition depletes as: one level worse when heroic (at least Green).
   *
   * @param crew the crew's skill
   * @return the skill its ammunition depletes as
   */
  public Skill ammunitionSkill(Skill crew) {
    return has(Status.HEROIC) ? crew.worse() : crew;
  }

  /**
   * The guns that still work: half of each group (rounded down) with {@link Status#HALF_WEAPONS},
   * and the defensive guns less those removed by gun crew hits, from the last group back.
   *
   * @param guns the aircraft's guns
   * @return the guns that work
   */
  public List<Gun> workingGuns(List<Gun> guns) {
    List<Gun> out = new ArrayList<>();
    int lost = defensiveGunsLost;
    for (int i = guns.size() - 1; i >= 0; i--) {
      Gun g = guns.get(i);
      int n = g.count();
      if (g.defensive() && lost > 0) {
        int take = Math.min(lost, n);
        n -= take;
        lost -= take;
      }
      if (has(Status.HALF_WEAPONS)) {
        n /= 2;
      }
      if (n > 0) {
        out.add(0, g.withCount(n));
      }
    }
    return List.copyOf(out);
  }

  /**
   * Where an aircraft is when a lucky hit lands on it: whether it flies "at MEDIUM-TOP CAB or
   * above" (for *O) and whether it carries heavy weapons (bombs, rockets, torpedoes: for *E).
   *
   * @param mediumTopOrAbove whether it flies at Medium-Top CAB or above, where *O rolls its d6
   * @param heavyOrdnance whether it is loaded with heavy weapons
   */
  public record Context(boolean mediumTopOrAbove, boolean heavyOrdnance) {
    /**
     * An aircraft at {@code tal}, Medium-Top or above as {@code tables} say ({@link
     * Cy6Tables#mediumTopOrAbove}).
     *
     * @param tables the tables
     * @param tal its TAL
     * @param heavyOrdnance whether it is loaded with heavy weapons
     * @return the context
     */
    public static Context at(Cy6Tables tables, int tal, boolean heavyOrdnance) {
      Objects.requireNonNull(tables, "tables");
      return new Context(tables.mediumTopOrAbove(tal), heavyOrdnance);
    }
  }

  /**
   * What a lucky hit did.
   *
   * @param condition the aircraft's condition after it
   * @param forTheGame effects on other aircraft the game resolves, as it knows the map: {@link
   *     LuckyEffect#COLLISION}, {@link LuckyEffect#DEBRIS}, {@link LuckyEffect#ORDNANCE} (only when
   *     the ordnance exploded: every aircraft within 2 hexes rolls a Lucky Hit) and {@link
   *     LuckyEffect#OUT_OF_CONTROL_CHECK}
   * @param rolls the dice rolled, in order
   */
  public record LuckyResult(
      AircraftCondition condition, Set<LuckyEffect> forTheGame, List<DiceRoll> rolls) {
    /**
     * Copies.
     *
     * @param condition the aircraft's condition after it
     * @param forTheGame effects on other aircraft the game resolves, as it knows the map: {@link
     *     LuckyEffect#COLLISION}, {@link LuckyEffect#DEBRIS}, {@link LuckyEffect#ORDNANCE} (only
     *     when the ordnance exploded: every aircraft within 2 hexes rolls a Lucky Hit) and {@link
     *     LuckyEffect#OUT_OF_CONTROL_CHECK}
     * @param rolls the dice rolled, in order
     */
    public LuckyResult {
      Objects.requireNonNull(forTheGame, "forTheGame");
      Objects.requireNonNull(rolls, "rolls");
      Objects.requireNonNull(condition, "condition");
      forTheGame = Copies.enums(forTheGame);
      rolls = List.copyOf(rolls);
    }
  }

  /**
   * Applies a lucky hit: every effect of the result, rolling the checks and dice it calls for (the
   * Aircrew Check to save the plane, to prevent a tank leak, for a heroic crew; the d6 of *E and
   * *O). On an aircraft already destroyed only the d6 of *E is rolled, and what reaches other
   * aircraft is returned.
   *
   * @param crew the aircraft's crew skill
   * @param check the Aircrew Check
   * @param hit the lucky hit
   * @param context what the effects need to know
   * @param roller the dice
   * @return the new condition and what was rolled
   */
  public LuckyResult applyLuckyHit(
      LuckyHit hit, Context context, Skill crew, Check check, Roller roller) {
    Set<LuckyEffect> effects = hit.effects();
    AircraftCondition c = this;
    Set<LuckyEffect> game = EnumSet.noneOf(LuckyEffect.class);
    List<DiceRoll> rolls = new ArrayList<>();
    String who = hit.heading();
    for (LuckyEffect e : effects) {
      switch (e) {
        case DESTROYED -> c = c.destroy(who);
        case SAVE_CHECK -> {
          if (!c.isDestroyed()) {
            CheckResult r = c.roll(crew, check, roller, "Aircrew Check to save the plane", rolls);
            if (!r.passed()) {
              c = c.destroy(who + ": the Aircrew Check to save the plane failed");
            } else if (effects.contains(LuckyEffect.ABORT_IF_SAVED)) {
              c = c.with(Status.ABORTING);
            }
          }
        }
        case ABORT_IF_SAVED -> {
          // read with SAVE_CHECK
        }
        case HALF_WEAPONS -> c = c.with(Status.HALF_WEAPONS);
        case GUNSIGHT_DESTROYED -> c = c.with(Status.GUNSIGHT_DESTROYED);
        case RIGHT_TURN_NEXT_TURN -> c = c.with(Status.RIGHT_TURN_NEXT_TURN);
        case NO_SPECIAL_MANEUVERS -> c = c.with(Status.NO_SPECIAL_MANEUVERS);
        case NO_POWER_OR_STEEP -> c = c.with(Status.NO_POWER_OR_STEEP);
        case NO_CLIMB_OR_DIVE -> c = c.with(Status.NO_CLIMB_OR_DIVE);
        case CRASH_LAND_AT_END -> c = c.with(Status.CRASH_LAND_AT_END);
        case FIRE -> c = c.with(Status.ON_FIRE);
        case HEAVY_FIRE -> c = c.with(Status.ON_HEAVY_FIRE);
        case HALF_SPEED -> c = c.with(Status.HALF_SPEED);
        case SPEED_ONE -> c = c.with(Status.SPEED_ONE);
        case FLY_FORWARD -> c = c.with(Status.FLY_FORWARD);
        case NEXT_HIT_DESTROYS -> c = c.with(Status.NEXT_HIT_DESTROYS);
        case LEAK_CHECK -> {
          if (!c.isDestroyed()) {
            CheckResult r =
                c.roll(crew, check, roller, "Aircrew Check to prevent a tank leak", rolls);
            if (!r.passed()) {
              c = c.with(Status.NEXT_HIT_DESTROYS);
            }
          }
        }
        case LOSE_DEFENSIVE_GUN ->
            c =
                new AircraftCondition(
                    c.engineDamaged,
                    c.airframeDamaged,
                    c.destroyed,
                    c.statuses,
                    c.defensiveGunsLost + 1);
        case NO_TURNS -> c = c.with(Status.NO_TURNS);
        case BLACKOUT -> c = c.with(Status.BLACKOUT);
        case PANIC -> c = c.with(Status.PANIC);
        case HEROIC -> {
          if (!c.isDestroyed()) {
            CheckResult r = c.roll(crew, check, roller, "Aircrew Check: crew heroic", rolls);
            if (r.passed()) {
              c = c.with(Status.HEROIC);
            }
          }
        }
        case OXYGEN -> {
          // "Roll a d6 if flying at MEDIUM-TOP CAB or above"
          if (context.mediumTopOrAbove() && !c.isDestroyed()) {
            DiceRoll d = roller.roll("1d6", "oxygen system hit");
            rolls.add(d);
            if (d.result() <= 3) {
              c = c.with(Status.MUST_EXIT_BY_DIVE);
            }
          }
        }
        case ORDNANCE -> {
          if (context.heavyOrdnance()) {
            DiceRoll d = roller.roll("1d6", "possible ordnance explosion");
            rolls.add(d);
            if (d.result() <= 3) {
              game.add(LuckyEffect.ORDNANCE);
            }
          }
        }
        case COLLISION, DEBRIS, OUT_OF_CONTROL_CHECK -> game.add(e);
      }
    }
    return new LuckyResult(c, game, rolls);
  }

  private CheckResult roll(
      Skill crew, Check check, Roller roller, String purpose, List<DiceRoll> rolls) {
    CheckResult r = check.roll(crew.modifier(), checkModifier(), roller, purpose);
    rolls.add(r.roll());
    return r;
  }

  /**
   * What the start of a move did.
   *
   * @param condition the condition after the checks
   * @param rolls the dice rolled, in order
   */
  public record MoveStart(AircraftCondition condition, List<DiceRoll> rolls) {
    /**
     * Copies.
     *
     * @param condition the condition after the checks
     * @param rolls the dice rolled, in order
     */
    public MoveStart {
      Objects.requireNonNull(rolls, "rolls");
      Objects.requireNonNull(condition, "condition");
      rolls = List.copyOf(rolls);
    }
  }

  /**
   * The checks at the start of its move: a fire (at -1 for heavy fire) is stopped or damages the
   * aircraft, d6 even engine and odd airframe; blackout, out of control, panic and flying forward
   * end when their Aircrew Check passes.
   *
   * @param crew the crew's skill
   * @param check the Aircrew Check
   * @param roller the dice
   * @return the new condition and what was rolled
   */
  public MoveStart startOfMove(Skill crew, Check check, Roller roller) {
    AircraftCondition c = this;
    List<DiceRoll> rolls = new ArrayList<>();
    if (c.isDestroyed()) {
      return new MoveStart(c, rolls);
    }
    for (Status fire : List.of(Status.ON_FIRE, Status.ON_HEAVY_FIRE)) {
      if (c.has(fire)) {
        int extra = fire == Status.ON_HEAVY_FIRE ? -1 : 0;
        CheckResult r =
            check.roll(
                crew.modifier(),
                c.checkModifier() + extra,
                roller,
                "Aircrew Check to stop the fire");
        rolls.add(r.roll());
        c = c.without(fire);
        if (!r.passed()) {
          DiceRoll type = roller.roll("1d6", "fire damage: even engine, odd airframe");
          rolls.add(type);
          c = c.withDamage(type.result() % 2 == 0 ? Damage.ENGINE : Damage.AIRFRAME);
        }
      }
    }
    for (Status s :
        List.of(Status.BLACKOUT, Status.OUT_OF_CONTROL, Status.PANIC, Status.FLY_FORWARD)) {
      if (c.has(s) && !c.isDestroyed()) {
        CheckResult r =
            check.roll(crew.modifier(), c.checkModifier(), roller, "Aircrew Check: " + words(s));
        rolls.add(r.roll());
        if (r.passed()) {
          c = c.without(s);
        }
      }
    }
    return new MoveStart(c, rolls);
  }

  /**
   * The exact chance of each condition {@link #startOfMove} leaves, step for step as it rolls: each
   * fire's check (failed: the d6, even engine and odd airframe damage), then the check of each
   * status it may end, with the modifiers the condition has by then.
   *
   * @param crew the aircrew's skill
   * @param check the Aircrew Check
   * @return each condition after the checks, with its probability (in the order first reached)
   */
  Map<AircraftCondition, Rational> startOfMoveOdds(Skill crew, Check check) {
    Map<AircraftCondition, Rational> now = new LinkedHashMap<>();
    now.put(this, Rational.ONE);
    if (isDestroyed()) {
      return now;
    }
    Rational sixth = Rational.of(1, 6);
    for (Status fire : List.of(Status.ON_FIRE, Status.ON_HEAVY_FIRE)) {
      Map<AircraftCondition, Rational> next = new LinkedHashMap<>();
      now.forEach(
          (c, w) -> {
            if (!c.has(fire)) {
              next.merge(c, w, Rational::add);
              return;
            }
            int extra = fire == Status.ON_HEAVY_FIRE ? -1 : 0;
            Rational pass = check.passChance(crew.modifier(), c.checkModifier() + extra);
            AircraftCondition out = c.without(fire);
            next.merge(out, w.multiply(pass), Rational::add);
            Rational fail = w.multiply(Rational.ONE.subtract(pass));
            for (int face = 1; face <= 6; face++) {
              next.merge(
                  out.withDamage(face % 2 == 0 ? Damage.ENGINE : Damage.AIRFRAME),
                  fail.multiply(sixth),
                  Rational::add);
            }
          });
      now = next;
    }
    for (Status s :
        List.of(Status.BLACKOUT, Status.OUT_OF_CONTROL, Status.PANIC, Status.FLY_FORWARD)) {
      Map<AircraftCondition, Rational> next = new LinkedHashMap<>();
      now.forEach(
          (c, w) -> {
            if (!c.has(s) || c.isDestroyed()) {
              next.merge(c, w, Rational::add);
              return;
            }
            Rational pass = check.passChance(crew.modifier(), c.checkModifier());
            next.merge(c.without(s), w.multiply(pass), Rational::add);
            next.merge(c, w.multiply(Rational.ONE.subtract(pass)), Rational::add);
          });
      now = next;
    }
    return now;
  }

  /**
   * At the end of its move: what lasted only for that move ends.
   *
   * @return the new condition
   */
  public AircraftCondition endOfMove() {
    return without(Status.RIGHT_TURN_NEXT_TURN);
  }

  /** A status in words: "blackout", "out of control", "fly forward". */
  static String statusWords(Status s) {
    return words(s);
  }

  private static String words(Status s) {
    return s.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
  }
}
