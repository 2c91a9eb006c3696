package io.github.dogfight.squadron;

import java.util.Objects;
import java.util.Optional;

/**
 * A kind of aircraft, as listed in a catalog.
 *
 * @param name the type's name, such as "Spitfire Mk I"
 * @param role fighter or which kind of special aircraft
 * @param handling the Handling attribute (rules 003: the squadron adds its highest to its pool),
 *     {@value #MIN_HANDLING} to {@value #MAX_HANDLING}
 * @param structure damage a special aircraft absorbs before it is shot down, 1 to {@value
 *     #MAX_STRUCTURE} (an assumption: rules 003 is silent on special aircraft damage capacity)
 * @param armament the weapon used for damage rolls, if any
 */
public record AircraftType(
    String name, Role role, int handling, int structure, Optional<Armament> armament) {
  /**
   * The least Handling a type may have. Rules 003's example has +5 and +3; negative Handling (which
   * can at most empty a pool) is allowed down to this.
   */
  public static final int MIN_HANDLING = -10;

  /**
   * The greatest Handling a type may have: four times rules 003's best (+5), and small enough that
   * a squadron of {@link SquadronRules#MAX_AIRCRAFT} aircraft flying Defend rolls at most {@link
   * SquadronOdds#MAX_POOL} dice, the most whose exact odds are shown.
   */
  public static final int MAX_HANDLING = 20;

  /** The greatest structure a type may have (the sample catalog's largest is 40). */
  public static final int MAX_STRUCTURE = 1000;

  /**
   * Checks the fields.
   *
   * @param name the type's name, such as "Spitfire Mk I"
   * @param role fighter or which kind of special aircraft
   * @param handling the Handling attribute (rules 003: the squadron adds its highest to its pool),
   *     {@value #MIN_HANDLING} to {@value #MAX_HANDLING}
   * @param structure damage a special aircraft absorbs before it is shot down, 1 to {@value
   *     #MAX_STRUCTURE} (an assumption: rules 003 is silent on special aircraft damage capacity)
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
    if (handling < MIN_HANDLING || handling > MAX_HANDLING) {
      throw new IllegalArgumentException(
          "handling of "
              + name
              + " must be "
              + MIN_HANDLING
              + " to "
              + MAX_HANDLING
              + ", was "
              + handling);
    }
    if (structure < 1 || structure > MAX_STRUCTURE) {
      throw new IllegalArgumentException(
          "structure of " + name + " must be 1 to " + MAX_STRUCTURE + ", was " + structure);
    }
  }
}
