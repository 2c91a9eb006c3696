package io.github.dogfight.dogfite;

import java.util.Objects;

/**
 * The aircraft half of the aircraft log (rules 000, Appendix C): "AIRCRAFT TYPE, FIRING, POWER,
 * DRAG, CLIMB, SPIN, SPEEDS: MIN, MAX, MAX DIVE" and the damage boxes, plus the aerobatic rating
 * the AEROBATICS rules use.
 *
 * @param name the type
 * @param firingBonus added to every hits roll
 * @param guns forward guns, 1 or 2: "If firing two guns, roll separately for each gun"
 * @param power modifier to power rolls
 * @param drag modifier to drag rolls
 * @param climb the log's climb rating (the introductory rules do not use it; kept for the log)
 * @param spin modifier to stall / spin rolls
 * @param aerobatic aerobatic rating, adding to the aerobatic points a bet allows
 * @param minSpeed minimum speed: at or below it the aircraft risks a stall or spin
 * @param maxSpeed maximum level speed: power never takes the aircraft above it
 * @param maxDiveSpeed maximum dive speed: ending a turn faster forces a stress test
 * @param damageSets sets of damage boxes
 * @param boxesPerSet boxes per set
 */
public record AircraftType(
    String name,
    int firingBonus,
    int guns,
    int power,
    int drag,
    int climb,
    int spin,
    int aerobatic,
    int minSpeed,
    int maxSpeed,
    int maxDiveSpeed,
    int damageSets,
    int boxesPerSet) {
  /**
   * The largest firing bonus either way: the hits roll is "2d6 -10 plus the current edge" with
   * range modifiers of -5 and -10 (rules 000, FIRING), so a bonus beyond 5 would hit at any range.
   */
  public static final int MAX_FIRING = 5;

  /**
   * The largest power, drag, climb or spin rating either way: each modifies a d6 roll whose table
   * ends at "a roll &gt; 6" (rules 000, SPEED INCREASE, SPEED DECREASE, STALL / SPIN), so 6 reaches
   * every row from any die.
   */
  public static final int MAX_ROLL_MODIFIER = 6;

  /**
   * The largest aerobatic rating either way: "Max Aerobic pts = sum of: bet, pilot flying skill,
   * and aircraft aerobatic rating" (rules 000, Appendix B), bets running to level 3.
   */
  public static final int MAX_AEROBATIC = 6;

  /**
   * The greatest speed of any kind: the seed's speed tables end at 12 ("9+" in the reference card)
   * and clamp beyond; 20 leaves room for variants.
   */
  public static final int MAX_SPEED = 20;

  /** The most sets of damage boxes (the log shows 4 sets of 6 boxes). */
  public static final int MAX_DAMAGE_SETS = 10;

  /** The most boxes in a set (the log shows 4 sets of 6 boxes). */
  public static final int MAX_BOXES_PER_SET = 20;

  /**
   * Checks the fields.
   *
   * @param name the type
   * @param firingBonus added to every hits roll
   * @param guns forward guns, 1 or 2: "If firing two guns, roll separately for each gun"
   * @param power modifier to power rolls
   * @param drag modifier to drag rolls
   * @param climb the log's climb rating (the introductory rules do not use it; kept for the log)
   * @param spin modifier to stall / spin rolls
   * @param aerobatic aerobatic rating, adding to the aerobatic points a bet allows
   * @param minSpeed minimum speed: at or below it the aircraft risks a stall or spin
   * @param maxSpeed maximum level speed: power never takes the aircraft above it
   * @param maxDiveSpeed maximum dive speed: ending a turn faster forces a stress test
   * @param damageSets sets of damage boxes
   * @param boxesPerSet boxes per set
   * @throws IllegalArgumentException naming the field
   */
  public AircraftType {
    Objects.requireNonNull(name, "name");
    if (name.isBlank()) {
      throw new IllegalArgumentException("aircraft type name is blank");
    }
    inRange(name, "firing", firingBonus, -MAX_FIRING, MAX_FIRING);
    inRange(name, "power", power, -MAX_ROLL_MODIFIER, MAX_ROLL_MODIFIER);
    inRange(name, "drag", drag, -MAX_ROLL_MODIFIER, MAX_ROLL_MODIFIER);
    inRange(name, "climb", climb, -MAX_ROLL_MODIFIER, MAX_ROLL_MODIFIER);
    inRange(name, "spin", spin, -MAX_ROLL_MODIFIER, MAX_ROLL_MODIFIER);
    inRange(name, "aerobatic", aerobatic, -MAX_AEROBATIC, MAX_AEROBATIC);
    inRange(name, "max dive", maxDiveSpeed, Integer.MIN_VALUE, MAX_SPEED);
    inRange(name, "damage sets", damageSets, Integer.MIN_VALUE, MAX_DAMAGE_SETS);
    inRange(name, "damage boxes", boxesPerSet, Integer.MIN_VALUE, MAX_BOXES_PER_SET);
    if (guns < 1 || guns > 2) {
      throw new IllegalArgumentException(name + ": guns must be 1 or 2, was " + guns);
    }
    if (minSpeed < 0 || maxSpeed <= minSpeed) {
      throw new IllegalArgumentException(
          name + ": speeds must satisfy 0 <= min < max, were " + minSpeed + " and " + maxSpeed);
    }
    if (maxDiveSpeed < maxSpeed) {
      throw new IllegalArgumentException(
          name + ": max dive speed " + maxDiveSpeed + " is below max speed " + maxSpeed);
    }
    if (damageSets < 1 || boxesPerSet < 1) {
      throw new IllegalArgumentException(name + ": damage needs at least one set of one box");
    }
  }

  private static void inRange(String name, String field, int value, int min, int max) {
    if (value < min || value > max) {
      throw new IllegalArgumentException(
          name
              + ": "
              + field
              + " must be "
              + (min == Integer.MIN_VALUE ? "at most " + max : min + " to " + max)
              + ", was "
              + value);
    }
  }

  /**
   * An empty damage track of this type's size.
   *
   * @return an empty damage track of this type's size
   */
  public DamageTrack newDamageTrack() {
    return DamageTrack.of(damageSets, boxesPerSet);
  }
}
