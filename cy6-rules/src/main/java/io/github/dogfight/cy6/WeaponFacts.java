package io.github.dogfight.cy6;

import java.util.Objects;

/**
 * One row of the air-to-air weapons summary (rules 002), with the ammunition and Lucky Hit columns
 * the rule set reads for it.
 *
 * @param weapon the class
 * @param sides the sides of its damage die, read with the top face as zero ("(-)")
 * @param maxRange the longest band it reaches
 * @param lowVelocity whether "-2 at Medium Range" applies
 * @param ammunition its Ammunition Depletion Table column
 * @param luckyHit its Lucky Hit Table weapon column ({@code LMG/HMG} or {@code Cannon})
 * @param critical how far below the damage number a robustness roll must fall to destroy
 */
public record WeaponFacts(
    WeaponClass weapon,
    int sides,
    RangeBand maxRange,
    boolean lowVelocity,
    String ammunition,
    String luckyHit,
    int critical) {
  /**
   * Checks the fields.
   *
   * @param weapon the class
   * @param sides the sides of its damage die, read with the top face as zero ("(-)")
   * @param maxRange the longest band it reaches
   * @param lowVelocity whether "-2 at Medium Range" applies
   * @param ammunition its Ammunition Depletion Table column
   * @param luckyHit its Lucky Hit Table weapon column ({@code LMG/HMG} or {@code Cannon})
   * @param critical how far below the damage number a robustness roll must fall to destroy
   */
  public WeaponFacts {
    Objects.requireNonNull(weapon, "weapon");
    Objects.requireNonNull(maxRange, "maxRange");
    Objects.requireNonNull(ammunition, "ammunition");
    Objects.requireNonNull(luckyHit, "luckyHit");
  }
}
