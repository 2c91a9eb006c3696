package io.github.dogfight.dogfite;

import java.util.Objects;

/**
 * The aircraft half of the aircraft log (seed 000, Appendix C): "AIRCRAFT TYPE, FIRING, POWER,
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

  /**
   * An empty damage track of this type's size.
   *
   * @return an empty damage track of this type's size
   */
  public DamageTrack newDamageTrack() {
    return DamageTrack.of(damageSets, boxesPerSet);
  }
}
