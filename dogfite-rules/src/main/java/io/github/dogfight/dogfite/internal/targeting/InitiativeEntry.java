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
    int edge) {
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
}
