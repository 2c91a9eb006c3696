package io.github.dogfight.cy6;

import io.github.dogfight.core.dice.Chance;
import io.github.dogfight.core.dice.DicePool;
import io.github.dogfight.core.dice.Die;
import io.github.dogfight.core.dice.Reading;
import io.github.dogfight.core.odds.Outcomes;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Air-to-air fire (rules 002, B4): "Air-to-Air To-Hit Roll: roll to-hit with modifiers; Roll for
 * Weapons Firepower: roll attack firepower per gun; Robustness Roll: roll robustness to prevent
 * damage". Each step is a core {@link Chance}: the engine rolls it, and the same definition gives
 * its exact odds, so a shot's odds and its dice cannot disagree; {@link #shot} chains them end to
 * end.
 *
 * <pre>{@code
 * AirToAir fire = AirToAir.standard();
 * Outcomes<ShotOutcome> odds = fire.shot(attack).outcomes();
 * odds.probability(o -> o.result() == ShotOutcome.Result.DESTROYED);
 * Rolled<ToHit> toHit = roller.roll(fire.toHit(attack), "Spitfire fires at Bf 109E");
 * }</pre>
 *
 * <p>Where the seed is silent (assumptions, each a table cell or a method to override by wrapping):
 *
 * <ul>
 *   <li>One to-hit roll serves every gun of the attack; each gun adds its own class's modifiers
 *       (low velocity at Medium range, a heavy cannon's rate of fire), so the roll may hit with
 *       some guns and not others. Guns whose maximum range falls short do not fire.
 *   <li>Ammunition is checked on the to-hit doubles for every class that fired, hit or miss; the
 *       attack's firepower still counts.
 *   <li>When classes of different critical margins hit together, the smallest margin (the deadliest
 *       weapon) decides; the Lucky Hit Table's cannon column is read if any cannon hit.
 *   <li>"Lucky Hit: if doubles rolled for robustness": a lucky hit is rolled on robustness doubles
 *       whether or not the roll prevented damage, and also when the same roll destroys the
 *       aircraft, so that the result's effects on other aircraft (debris, a collision, an
 *       explosion) still happen ({@link DamageReadings#luckyHitWhenDestroyed()}; {@code false}
 *       rolls none for an aircraft the roll destroyed).
 *   <li>"Right- Pt. Blank/Close/Short Range, Special Weapon (cumulative)": the range shifts are
 *       graded, Short one column right, Close two, Point Blank three (see {@link #columnShift}).
 * </ul>
 */
public final class AirToAir {
  private static final AirToAir STANDARD = new AirToAir(Cy6Tables.standard());

  private final Cy6Tables tables;
  private final DamageReadings readings;

  /**
   * Fire read from {@code tables}, with {@link DamageReadings#standard()}.
   *
   * @param tables the tables
   */
  public AirToAir(Cy6Tables tables) {
    this(tables, DamageReadings.standard());
  }

  /**
   * Fire read from {@code tables}, the damage lines read as {@code readings} say.
   *
   * @param tables the tables
   * @param readings the readings of the damage lines open to more than one
   */
  public AirToAir(Cy6Tables tables, DamageReadings readings) {
    this.tables = Objects.requireNonNull(tables, "tables");
    this.readings = Objects.requireNonNull(readings, "readings");
  }

  /**
   * Fire on the seed's tables.
   *
   * @return air-to-air fire on the seed's tables
   */
  public static AirToAir standard() {
    return STANDARD;
  }

  /**
   * The tables it reads.
   *
   * @return the tables it reads
   */
  public Cy6Tables tables() {
    return tables;
  }

  /**
   * The readings of the damage lines it follows.
   *
   * @return the readings of the damage lines it follows
   */
  public DamageReadings readings() {
    return readings;
  }

  /**
   * Whether {@code roll} gives a lucky hit: "Lucky Hit: if doubles rolled for robustness", also on
   * a roll that destroys the aircraft unless the readings say otherwise ({@link
   * DamageReadings#luckyHitWhenDestroyed()}); a roll destroys it when it critically fails or gives
   * it a second damage of a kind, so {@code after} is the aircraft's condition after the roll.
   *
   * @param roll the robustness roll
   * @param after the aircraft's condition after the roll's damage ({@link
   *     AircraftCondition#withDamage})
   * @return whether a lucky hit is rolled
   */
  public boolean givesLuckyHit(RobustnessRoll roll, AircraftCondition after) {
    Objects.requireNonNull(roll, "roll");
    Objects.requireNonNull(after, "after");
    return roll.lucky() && (readings.luckyHitWhenDestroyed() || !after.isDestroyed());
  }

  /**
   * The guns of {@code guns} that reach {@code range} hexes (the weapons summary's Max Range).
   *
   * @param guns the guns
   * @param range the range in hexes
   * @return the guns that reach it
   * @throws IllegalArgumentException for a range outside 1 to 10
   */
  public List<Gun> inRange(List<Gun> guns, int range) {
    RangeBand band = tables.rangeBand(range);
    List<Gun> out = new ArrayList<>(guns.size());
    for (Gun g : guns) {
      if (tables.weapon(g.weapon()).maxRange().compareTo(band) >= 0) {
        out.add(g);
      }
    }
    return List.copyOf(out);
  }

  /**
   * The to-hit modifier every gun of the attack shares: "Aircrew Skill Difference (attacker skill
   * minus target pilot's skill)", "Agility Difference (attacker agility minus target's agility)",
   * head-to-head or deflection (-2), target speed zero (+2), a destroyed gunsight (-2) and any
   * other.
   *
   * @param a the attack
   * @return the modifier
   */
  public int commonModifier(AirAttack a) {
    int m =
        a.attackerSkill().modifier()
            - a.targetSkill().modifier()
            + a.attackerAgility()
            - a.targetAgility()
            + a.otherModifier();
    if (a.headOnOrDeflection()) {
      m += tables.toHitModifier("Head-to-head or Deflection Shot");
    }
    if (a.targetSpeedZero()) {
      m += tables.toHitModifier("Target Speed Zero (0)");
    }
    if (a.gunsightDestroyed()) {
      m += tables.toHitModifier("Gunsight Destroyed");
    }
    return m;
  }

  /**
   * The to-hit modifier of one gun: the common modifier, "Low Velocity Weapon (LVC, LVHC) at Medium
   * Range" (-2) and a heavy cannon's low rate of fire (-1, -2, -3).
   *
   * @param a the attack
   * @param gun the gun
   * @return the modifier
   */
  public int modifier(AirAttack a, Gun gun) {
    int m = commonModifier(a);
    if (tables.weapon(gun.weapon()).lowVelocity()
        && tables.rangeBand(a.range()) == RangeBand.MEDIUM) {
      m += tables.toHitModifier("Low Velocity Weapon (LVC, LVHC) at Medium Range");
    }
    if (gun.rateOfFire().modifierRow().isPresent()) {
      m += tables.toHitModifier(gun.rateOfFire().modifierRow().get());
    }
    return m;
  }

  /**
   * The to-hit roll: 2d6 plus each gun's modifier against the base number of the range (5+ at Point
   * Blank ... 11+ at Long); doubles check ammunition (B4.5).
   *
   * @param a the attack
   * @return the exact chance of each to-hit result
   * @throws IllegalArgumentException if no gun reaches the range
   */
  public Chance<ToHit> toHit(AirAttack a) {
    List<Gun> firing = firing(a);
    int base = tables.baseToHit(a.range());
    int[] mods = new int[firing.size()];
    for (int i = 0; i < mods.length; i++) {
      mods[i] = modifier(a, firing.get(i));
    }
    return Chance.dice(Die.D6, 2)
        .map(
            d -> {
              int natural = d.get(0) + d.get(1);
              List<Gun> hitting = new ArrayList<>();
              for (int i = 0; i < mods.length; i++) {
                if (natural + mods[i] >= base) {
                  hitting.add(firing.get(i));
                }
              }
              OptionalInt doubles =
                  d.get(0).equals(d.get(1)) ? OptionalInt.of(d.get(0)) : OptionalInt.empty();
              Set<WeaponClass> out = EnumSet.noneOf(WeaponClass.class);
              if (doubles.isPresent()) {
                for (Gun g : firing) {
                  if (tables.outOfAmmunition(a.ammunitionSkill(), g.weapon(), doubles.getAsInt())) {
                    out.add(g.weapon());
                  }
                }
              }
              return new ToHit(natural, doubles, hitting, out);
            })
        .named("to-hit 2d6");
  }

  /**
   * The 2d6 total {@code gun} needs to hit in attack {@code a}: the range's base number less the
   * gun's {@link #modifier}.
   *
   * @param a the attack
   * @param gun a gun of the attack
   * @return the number needed; above 12 no roll hits
   */
  public int needed(AirAttack a, Gun gun) {
    Objects.requireNonNull(a, "a");
    Objects.requireNonNull(gun, "gun");
    return tables.baseToHit(a.range()) - modifier(a, gun);
  }

  /**
   * The numbers the attack's guns need on 2d6, in words: "needs 7 or more", "needs 7 or more with
   * 4xHMG, 9 or more with 2xLVC", and ": cannot hit" when no roll reaches any of them.
   *
   * @param a the attack
   * @return the words
   * @throws IllegalArgumentException if no gun reaches the range
   */
  public String neededWords(AirAttack a) {
    List<Gun> firing = firing(a);
    java.util.TreeMap<Integer, List<Gun>> byNumber = new java.util.TreeMap<>();
    for (Gun g : firing) {
      byNumber.computeIfAbsent(needed(a, g), k -> new ArrayList<>()).add(g);
    }
    StringBuilder out = new StringBuilder("needs ");
    if (byNumber.size() == 1) {
      out.append(byNumber.firstKey()).append(" or more");
    } else {
      List<String> parts = new ArrayList<>();
      byNumber.forEach((n, guns) -> parts.add(n + " or more with " + Gun.format(guns)));
      out.append(String.join(", ", parts));
    }
    if (byNumber.firstKey() > 12) {
      out.append(": cannot hit");
    }
    return out.toString();
  }

  private List<Gun> firing(AirAttack a) {
    List<Gun> firing = inRange(a.guns(), a.range());
    if (firing.isEmpty()) {
      throw new IllegalArgumentException(
          "no gun of "
              + a.guns()
              + " reaches range "
              + a.range()
              + " ("
              + tables.rangeBand(a.range()).label()
              + ")");
    }
    return firing;
  }

  /**
   * The firepower of {@code guns}: one damage die per gun, its top face counting zero ("(-) = If
   * highest number on die rolled, count as '0'"), summed.
   *
   * @param guns the guns that hit
   * @return the exact chance of each firepower
   */
  public Chance<Integer> firepower(List<Gun> guns) {
    Chance<Integer> total = certain(0);
    for (Gun g : guns) {
      Die die = new Die(tables.weapon(g.weapon()).sides(), Reading.TOP_ZERO);
      total = total.and(Chance.of(DicePool.sum(g.count(), die)), Integer::sum);
    }
    return total.named("firepower");
  }

  /**
   * The Robustness Table columns the attack shifts: the range band's shift and one per special
   * weapon and special armor (the {@code column shifts} table). The seed: "Right- Pt. Blank/Close/
   * Short Range, Special Weapon (cumulative)"; "Left- Long Range, Special Armor (cumulative)". Read
   * here (the table's counts, an assumption) as graded by range, the closer the more: Short one
   * column right, Close two, Point Blank three, Long one left, "cumulative" as each step inward
   * adding a column; the other reading, one column right at any of the three ranges, is the table
   * patched to +1 at Point Blank, Close and Short.
   *
   * @param a the attack
   * @return the columns shifted
   */
  public int columnShift(AirAttack a) {
    return tables.columnShift(tables.rangeBand(a.range()).label())
        + a.specialWeapons() * tables.columnShift("Special Weapon")
        + a.specialArmor() * tables.columnShift("Special Armor");
  }

  /**
   * The smallest critical margin among {@code guns} (the deadliest weapon decides).
   *
   * @param guns the guns that hit
   * @return the margin
   */
  public int criticalMargin(List<Gun> guns) {
    return guns.stream()
        .mapToInt(g -> tables.weapon(g.weapon()).critical())
        .min()
        .orElseThrow(() -> new IllegalArgumentException("no guns hit"));
  }

  /**
   * The Lucky Hit Table weapon column for {@code guns}: {@code Cannon} if any cannon hit.
   *
   * @param guns the guns that hit
   * @return the column's label
   */
  public String luckyHitColumn(List<Gun> guns) {
    return guns.stream().anyMatch(g -> tables.weapon(g.weapon()).luckyHit().equals("Cannon"))
        ? "Cannon"
        : "LMG/HMG";
  }

  /**
   * The robustness roll against {@code damageNumber}: 2d6, damage prevented at the number or more;
   * below it, even is engine damage and odd airframe damage, and {@code criticalMargin} or more
   * below destroys. No roll where the table shows "-".
   *
   * @param damageNumber the damage number; empty for no damage possible
   * @param criticalMargin how far below it destroys
   * @return the exact chance of each roll
   */
  public static Chance<RobustnessRoll> robustness(OptionalInt damageNumber, int criticalMargin) {
    if (damageNumber.isEmpty()) {
      return certain(new RobustnessRoll(damageNumber, OptionalInt.empty(), Damage.NONE, false));
    }
    int n = damageNumber.getAsInt();
    return Chance.dice(Die.D6, 2)
        .map(
            d -> {
              int roll = d.get(0) + d.get(1);
              Damage damage;
              if (roll >= n) {
                damage = Damage.NONE;
              } else if (n - roll >= criticalMargin) {
                damage = Damage.DESTROYED;
              } else {
                damage = roll % 2 == 0 ? Damage.ENGINE : Damage.AIRFRAME;
              }
              return new RobustnessRoll(
                  damageNumber, OptionalInt.of(roll), damage, d.get(0).equals(d.get(1)));
            })
        .named("robustness 2d6");
  }

  /**
   * The Lucky Hit Table roll for a {@code role} target hit by a weapon of {@code column}.
   *
   * @param role the target's role
   * @param column the weapon column
   * @return the exact chance of each result
   */
  public Chance<LuckyHit> luckyHit(Role role, String column) {
    return Chance.dice(Die.D6, 2)
        .map(d -> tables.luckyHit(role, column, d.get(0) + d.get(1)))
        .named("lucky hit 2d6");
  }

  /**
   * What {@code hitting} guns do once they hit an aircraft in the attack's {@link
   * AirAttack#targetCondition()}: firepower, the Robustness Table with the attack's column shift,
   * the robustness roll, and a lucky hit on its doubles; an aircraft the next hit destroys is
   * destroyed with no roll at all, and a second damage of a kind destroys.
   *
   * @param a the attack
   * @param hitting the guns that hit
   * @param ammunitionOut whether the to-hit ran a weapon out of ammunition
   * @return the exact chance of each outcome
   */
  public Chance<ShotOutcome> damage(AirAttack a, List<Gun> hitting, boolean ammunitionOut) {
    return landing(
        a.targetCondition(),
        true,
        firepower(hitting),
        a.targetRobustness(),
        columnShift(a),
        criticalMargin(hitting),
        luckyHit(a.targetRole(), luckyHitColumn(hitting)),
        ammunitionOut);
  }

  /**
   * What a hit does to an aircraft in condition {@code before}, as a game plays it ({@code
   * AirFire.land}): "Next hit destroys aircraft" destroys it at once when {@code isHit}, with no
   * firepower, robustness or lucky hit roll ({@link AircraftCondition#hit()}); otherwise the
   * firepower, the robustness roll against the Robustness Table's number, the damage added to
   * {@code before} ({@link AircraftCondition#withDamage}: a second damage of a kind destroys) and,
   * on doubles, the lucky hit ({@link #givesLuckyHit}).
   */
  Chance<ShotOutcome> landing(
      AircraftCondition before,
      boolean isHit,
      Chance<Integer> firepower,
      int robustness,
      int shift,
      int margin,
      Chance<LuckyHit> lucky,
      boolean ammunitionOut) {
    if (isHit && before.hit().isDestroyed() && !before.isDestroyed()) {
      return certain(
          new ShotOutcome(ShotOutcome.Result.DESTROYED, OptionalInt.empty(), ammunitionOut));
    }
    return firepower
        .then(fp -> robustness(tables.damageNumber(robustness, fp, shift), margin))
        .then(
            r -> {
              AircraftCondition after = before.withDamage(r.damage());
              ShotOutcome.Result result =
                  after.isDestroyed() && !before.isDestroyed()
                      ? ShotOutcome.Result.DESTROYED
                      : result(r.damage());
              if (givesLuckyHit(r, after)) {
                return lucky.map(
                    l -> new ShotOutcome(result, OptionalInt.of(l.roll()), ammunitionOut));
              }
              return certain(new ShotOutcome(result, OptionalInt.empty(), ammunitionOut));
            });
  }

  /**
   * The whole shot, end to end: to-hit, firepower, robustness and lucky hit, at an aircraft in the
   * attack's {@link AirAttack#targetCondition()}.
   *
   * @param a the attack
   * @return the exact chance of each outcome
   */
  public Chance<ShotOutcome> shot(AirAttack a) {
    return toHit(a)
        .then(
            t ->
                t.hit()
                    ? damage(a, t.hitting(), !t.outOfAmmunition().isEmpty())
                    : certain(
                        new ShotOutcome(
                            ShotOutcome.Result.MISS,
                            OptionalInt.empty(),
                            !t.outOfAmmunition().isEmpty())))
        .named("air-to-air shot");
  }

  static ShotOutcome.Result result(Damage d) {
    return switch (d) {
      case NONE -> ShotOutcome.Result.NO_DAMAGE;
      case ENGINE -> ShotOutcome.Result.ENGINE_DAMAGE;
      case AIRFRAME -> ShotOutcome.Result.AIRFRAME_DAMAGE;
      case DESTROYED -> ShotOutcome.Result.DESTROYED;
    };
  }

  static <T> Chance<T> certain(T value) {
    return Chance.of("no roll", Outcomes.certain(value));
  }
}
