package io.github.dogfight.squadron;

import org.immutables.value.Value;

/** One aircraft in a squadron: its type, its damage and whether it is still in the fight. */
@Value.Immutable
public interface Aircraft {
  /**
   * A unique id within the engagement, such as "RAF Spitfire Mk I 2".
   *
   * @return a unique id within the engagement, such as "RAF Spitfire Mk I 2"
   */
  String id();

  /**
   * The aircraft's type.
   *
   * @return the aircraft's type
   */
  AircraftType type();

  /**
   * Damage taken from damage rolls.
   *
   * @return the damage taken, 0 for none
   */
  @Value.Default
  default int damage() {
    return 0;
  }

  /**
   * Where it stands.
   *
   * @return where it stands
   */
  @Value.Default
  default Status status() {
    return Status.IN_FIGHT;
  }

  /**
   * Whether it is still in the fight.
   *
   * @return whether it is still in the fight
   */
  default boolean inFight() {
    return status() == Status.IN_FIGHT;
  }

  /**
   * Structure left before it is shot down.
   *
   * @return the structure left, at least 0
   */
  default int structureLeft() {
    return Math.max(0, type().structure() - damage());
  }

  /**
   * An aircraft of {@code type} in the fight, undamaged.
   *
   * @param id its name, unique in the engagement
   * @param type its aircraft type
   * @return an aircraft of {@code type} in the fight, undamaged
   */
  static Aircraft of(String id, AircraftType type) {
    return ImmutableAircraft.builder().id(id).type(type).build();
  }

  /** Checks the damage. */
  @Value.Check
  default void check() {
    if (damage() < 0) {
      throw new IllegalArgumentException("damage of " + id() + " must be >= 0, was " + damage());
    }
  }
}
