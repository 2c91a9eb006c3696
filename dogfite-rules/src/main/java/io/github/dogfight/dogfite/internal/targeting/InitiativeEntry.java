package io.github.dogfight.dogfite.internal.targeting;

import java.util.Optional;

/**
 * One aircraft's standing for initiative this turn.
 *
 * @param id the aircraft
 * @param roll its 1d10 roll, read 0-9
 * @param posted its posted initiative: the roll + experience + the speed modifier
 * @param experience the pilot's experience (for ties)
 * @param altitudeLevel its altitude level (for ties)
 * @param speed its speed (for ties)
 * @param spinning whether it is spinning (spinning aircraft move first)
 * @param target its declared enemy target this turn, if any
 * @param edge its edge on that target (for tailing)
 * @param declaredTarget whether it declared any target this turn, a friend to follow included: an
 *     aircraft targeting it adds its whole edge when tailing ("If an aircraft's target has declared
 *     a target of its own, the targeting aircraft's entire edge may be added to its initiative
 *     roll")
 */
public record InitiativeEntry(
    String id,
    int roll,
    int posted,
    int experience,
    int altitudeLevel,
    int speed,
    boolean spinning,
    Optional<String> target,
    int edge,
    boolean declaredTarget) {
  /**
   * Checks the roll.
   *
   * @throws IllegalArgumentException if the d10 roll is outside 0-9
   */
  public InitiativeEntry {
    if (roll < 0 || roll > 9) {
      throw new IllegalArgumentException("an initiative d10 is read 0-9, was " + roll);
    }
  }

  /**
   * An entry that declared a target exactly when it has an enemy target.
   *
   * @param id the aircraft
   * @param roll its 1d10 roll, read 0-9
   * @param posted its posted initiative
   * @param experience the pilot's experience
   * @param altitudeLevel its altitude level
   * @param speed its speed
   * @param spinning whether it is spinning
   * @param target its declared enemy target this turn, if any
   * @param edge its edge on that target
   */
  public InitiativeEntry(
      String id,
      int roll,
      int posted,
      int experience,
      int altitudeLevel,
      int speed,
      boolean spinning,
      Optional<String> target,
      int edge) {
    this(
        id,
        roll,
        posted,
        experience,
        altitudeLevel,
        speed,
        spinning,
        target,
        edge,
        target.isPresent());
  }
}
