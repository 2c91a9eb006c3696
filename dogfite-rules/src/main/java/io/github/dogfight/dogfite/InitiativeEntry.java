package io.github.dogfight.dogfite;

import java.util.Optional;

/**
 * One aircraft's standing for initiative this turn.
 *
 * @param id the aircraft
 * @param roll its 1d10 roll, read 0-9
 * @param experience the pilot's experience
 * @param altitudeLevel its altitude level (for ties)
 * @param speed its speed (the speed modifier, and for ties)
 * @param spinning whether it is spinning (spinning aircraft move first)
 * @param target its declared target this turn, if any
 * @param edge its edge on that target (for tailing)
 */
public record InitiativeEntry(
    String id,
    int roll,
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

  /** The posted initiative: d10 + experience + the speed modifier. */
  public int posted() {
    return roll + experience + SpeedTables.initiativeModifier(speed);
  }
}
