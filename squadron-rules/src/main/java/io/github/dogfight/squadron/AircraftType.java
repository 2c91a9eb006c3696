package io.github.dogfight.squadron;

import java.util.Objects;
import java.util.Optional;

/**
 * A kind of aircraft, as listed in a catalog.
 *
 * @param name the type's name, such as "Spitfire Mk I"
 * @param role fighter or which kind of special aircraft
 * @param handling the Handling attribute (seed 003: the squadron adds its highest to its pool)
 * @param structure damage a special aircraft absorbs before it is shot down, at least 1 (an
 *     assumption: seed 003 is silent on special aircraft damage capacity)
 * @param armament the weapon used for damage rolls, if any
 */
public record AircraftType(
    String name, Role role, int handling, int structure, Optional<Armament> armament) {
  /**
   * Checks the fields.
   *
   * @param name the type's name, such as "Spitfire Mk I"
   * @param role fighter or which kind of special aircraft
   * @param handling the Handling attribute (seed 003: the squadron adds its highest to its pool)
   * @param structure damage a special aircraft absorbs before it is shot down, at least 1 (an
   *     assumption: seed 003 is silent on special aircraft damage capacity)
   * @param armament the weapon used for damage rolls, if any
   * @throws IllegalArgumentException naming the field
   */
  public AircraftType {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(role, "role");
    Objects.requireNonNull(armament, "armament");
    if (name.isBlank()) {
      throw new IllegalArgumentException("aircraft type name is blank");
    }
    if (structure < 1) {
      throw new IllegalArgumentException(
          "structure of " + name + " must be >= 1, was " + structure);
    }
  }
}
