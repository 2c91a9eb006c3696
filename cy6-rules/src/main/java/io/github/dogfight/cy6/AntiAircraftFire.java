package io.github.dogfight.cy6;

import io.github.dogfight.core.dice.Chance;
import io.github.dogfight.core.dice.DicePool;
import io.github.dogfight.core.dice.Die;
import io.github.dogfight.core.dice.Reading;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * Anti-aircraft fire (rules 002, C5.0): "Pick a target, roll to-hit per battery firing, roll for
 * damage and robustness as normal". The to-hit row of each battery type and target ({@code 11* /
 * 12}: a near miss on 11, a hit on 12) is in the {@code anti-aircraft} table, as are the ranges,
 * the firepower dice and the CABs a battery reaches.
 *
 * <pre>{@code
 * AntiAircraftFire aa = AntiAircraftFire.standard();
 * aa.checkReach(AntiAircraft.LIGHT, 3, Cab.SURFACE_LOW, false);   // throws if out of reach
 * aa.shot(AntiAircraft.MEDIUM, Role.BOMBER, 3).outcomes();          // exact
 * }</pre>
 *
 * <p>Assumptions: misdirection is checked before the to-hit number (a double 1 or 2 never hits
 * anyway); a near miss rolls half the damage dice rounded down (6d6 to 3d6, 2d20 to 1d20); AA fire
 * shifts no Robustness Table column; light AA reads the Lucky Hit Table's machine-gun column,
 * medium and heavy its cannon column ({@code weapon classes} table). Which aircraft a misdirected
 * shot falls on, the heavy battery's target hex chosen turns ahead and its blast on the
 * neighbouring hexes belong to the game, which knows the map.
 */
public final class AntiAircraftFire {
  private static final AntiAircraftFire STANDARD = new AntiAircraftFire(Cy6Tables.standard());

  private final Cy6Tables tables;
  private final AirToAir fire;

  /**
   * AA fire read from {@code tables}, with {@link DamageReadings#standard()}.
   *
   * @param tables the tables
   */
  public AntiAircraftFire(Cy6Tables tables) {
    this(tables, DamageReadings.standard());
  }

  /**
   * AA fire read from {@code tables}, the damage lines read as {@code readings} say (a lucky hit on
   * a roll that destroys, {@link DamageReadings#luckyHitWhenDestroyed()}).
   *
   * @param tables the tables
   * @param readings the readings of the damage lines open to more than one
   */
  public AntiAircraftFire(Cy6Tables tables, DamageReadings readings) {
    this.tables = Objects.requireNonNull(tables, "tables");
    this.fire = new AirToAir(tables, Objects.requireNonNull(readings, "readings"));
  }

  /**
   * AA fire on the seed's tables.
   *
   * @return AA fire on the seed's tables
   */
  public static AntiAircraftFire standard() {
    return STANDARD;
  }

  /**
   * Checks that a battery of {@code type} reaches a target {@code range} hexes away at {@code cab}:
   * within its CABs and its maximum range, which "is 2 hexes if the target is at TAL 1 in SURFACE
   * LOW CAB over land" for light and medium batteries.
   *
   * @param lowOverLand whether the target is at TAL 1 of Surface Low over land
   * @param type the battery type
   * @param range the range in hexes
   * @param cab the target's CAB
   * @throws IllegalArgumentException naming the rule the target is beyond
   */
  public void checkReach(AntiAircraft type, int range, Cab cab, boolean lowOverLand) {
    AaBattery b = tables.battery(type);
    if (!b.cabs().contains(cab)) {
      throw new IllegalArgumentException(
          type + " AA reaches " + b.cabs() + " (Alt CABs, C5.0), not a target at " + cab);
    }
    if (range < 0) {
      throw new IllegalArgumentException("range must be >= 0 hexes, was " + range);
    }
    OptionalInt max = maxRange(type, lowOverLand);
    if (max.isPresent() && range > max.getAsInt()) {
      throw new IllegalArgumentException(
          type
              + " AA reaches "
              + max.getAsInt()
              + " hexes"
              + (lowOverLand ? " (a target at TAL 1 of Surface Low over land)" : "")
              + ", not "
              + range);
    }
  }

  /**
   * Whether a battery of {@code type} reaches a target {@code range} (0 or more) hexes away at
   * {@code cab}: {@link #checkReach} without the error.
   *
   * @param type the battery type
   * @param range the range in hexes
   * @param cab the target's CAB
   * @param lowOverLand whether the target is at TAL 1 over land
   * @return whether a battery of {@code type} reaches a target {@code range} (0 or more) hexes away
   *     at {@code cab}: {@link #checkReach} without the error
   */
  public boolean reaches(AntiAircraft type, int range, Cab cab, boolean lowOverLand) {
    OptionalInt max = maxRange(type, lowOverLand);
    return tables.battery(type).cabs().contains(cab)
        && range >= 0
        && (max.isEmpty() || range <= max.getAsInt());
  }

  /**
   * The battery's maximum range in hexes, empty for unlimited: "Max range is 2 hexes if the target
   * is at TAL 1 in SURFACE LOW CAB over land" for light and medium batteries.
   */
  private OptionalInt maxRange(AntiAircraft type, boolean lowOverLand) {
    OptionalInt max = tables.battery(type).maxRange();
    if (lowOverLand && type != AntiAircraft.HEAVY) {
      return OptionalInt.of(Math.min(2, max.orElse(2)));
    }
    return max;
  }

  /**
   * The to-hit roll of a battery of {@code type} at a {@code role} target.
   *
   * @param type the battery type
   * @param role the target's role
   * @return the exact chance of each result
   */
  public Chance<AaOutcome.AaToHitResult> toHit(AntiAircraft type, Role role) {
    AaBattery.AaToHit row = tables.battery(type).toHit(role);
    return Chance.dice(Die.D6, 2)
        .map(
            d -> {
              int roll = d.get(0) + d.get(1);
              if (d.get(0).equals(d.get(1)) && d.get(0) <= 2) {
                return AaOutcome.AaToHitResult.MISDIRECTED;
              }
              if (row.hitFrom().isPresent() && roll >= row.hitFrom().getAsInt()) {
                return AaOutcome.AaToHitResult.HIT;
              }
              if (roll >= row.nearMissFrom() && roll <= row.nearMissTo()) {
                return AaOutcome.AaToHitResult.NEAR_MISS;
              }
              return AaOutcome.AaToHitResult.MISS;
            })
        .named("AA to-hit 2d6");
  }

  /**
   * What the to-hit of a battery of {@code type} at a {@code role} target needs on 2d6, in words:
   * "near miss on 11, hit on 12 or more", "near miss on 12, no hit".
   *
   * @param type the battery type
   * @param role the target's role
   * @return the words
   */
  public String neededWords(AntiAircraft type, Role role) {
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(role, "role");
    AaBattery.AaToHit row = tables.battery(type).toHit(role);
    String near =
        row.nearMissFrom() == row.nearMissTo()
            ? "near miss on " + row.nearMissFrom()
            : "near miss on " + row.nearMissFrom() + " to " + row.nearMissTo();
    return near
        + (row.hitFrom().isPresent()
            ? ", hit on " + row.hitFrom().getAsInt() + " or more"
            : ", no hit");
  }

  /**
   * The damage dice of a battery: all of them on a hit, half (rounded down) on a near miss.
   *
   * @param type the battery type
   * @param nearMiss whether the shot was a near miss
   * @return the damage dice of a battery: all of them on a hit, half (rounded down) on a near miss
   */
  public Chance<Integer> firepower(AntiAircraft type, boolean nearMiss) {
    AaBattery b = tables.battery(type);
    int dice = nearMiss ? b.dice() / 2 : b.dice();
    if (dice == 0) {
      return AirToAir.certain(0);
    }
    return Chance.of(DicePool.sum(dice, new Die(b.sides(), Reading.TOP_ZERO)))
        .named("AA firepower");
  }

  /**
   * The whole shot at an intact {@code role} target of {@code robustness} (0 to 4): to-hit,
   * firepower, robustness roll with the battery's critical margin, and a lucky hit on its doubles
   * (also on a roll that destroys, unless the readings say otherwise).
   *
   * @param type the battery type
   * @param role the target's role
   * @param robustness the target's robustness
   * @return the exact chance of each outcome
   */
  public Chance<AaOutcome> shot(AntiAircraft type, Role role, int robustness) {
    return shot(type, role, robustness, AircraftCondition.INTACT);
  }

  /**
   * The whole shot at a {@code role} target of {@code robustness} (0 to 4) in condition {@code
   * target}, as a game plays it: a hit, or a near miss unless the readings read it as a miss
   * ({@link DamageReadings#nearMissIsHit()}), destroys an aircraft marked "Next hit destroys
   * aircraft" with no roll; a second engine or airframe damage destroys it.
   *
   * @param type the battery type
   * @param role the target's role
   * @param robustness the target's robustness
   * @param target the target's condition
   * @return the exact chance of each outcome
   * @throws IllegalArgumentException for a robustness outside 0 to 4, or a target already destroyed
   */
  public Chance<AaOutcome> shot(
      AntiAircraft type, Role role, int robustness, AircraftCondition target) {
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(role, "role");
    Objects.requireNonNull(target, "target");
    if (robustness < 0 || robustness > 4) {
      throw new IllegalArgumentException("target robustness must be R0 to R4, was R" + robustness);
    }
    if (target.isDestroyed()) {
      throw new IllegalArgumentException(
          "the target is already destroyed (" + target.destroyed().get() + ")");
    }
    int margin = tables.criticalMargin(type.weaponLabel());
    String column = tables.luckyHitWeapon(type.weaponLabel());
    Chance<LuckyHit> lucky = fire.luckyHit(role, column);
    return toHit(type, role)
        .then(
            t -> {
              if (t == AaOutcome.AaToHitResult.MISS || t == AaOutcome.AaToHitResult.MISDIRECTED) {
                return AirToAir.certain(
                    new AaOutcome(t, ShotOutcome.Result.MISS, OptionalInt.empty()));
              }
              boolean near = t == AaOutcome.AaToHitResult.NEAR_MISS;
              return fire.landing(
                      target,
                      !near || fire.readings().nearMissIsHit(),
                      firepower(type, near),
                      robustness,
                      0,
                      margin,
                      lucky,
                      false)
                  .map(o -> new AaOutcome(t, o.result(), o.luckyHit()));
            })
        .named("AA shot");
  }
}
