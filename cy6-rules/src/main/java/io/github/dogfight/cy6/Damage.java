package io.github.dogfight.cy6;

/**
 * What a robustness roll leaves (rules 002, B4.2.3): "Damage Number: # or > on 2d6 to prevent
 * damage"; "EVEN Roll Failure - Engine Damage"; "ODD Roll Failure - Airframe Damage"; a roll
 * "critically failed" by the weapon's margin destroys the aircraft.
 */
public enum Damage {
  /** The roll met the damage number, or the table shows "-". */
  NONE,
  /** An even roll below the damage number: -2 max speed (min 1), climb factor /3, -1 checks. */
  ENGINE,
  /** An odd roll below the damage number: -1 agility, -1 checks. */
  AIRFRAME,
  /** A roll below the damage number by the weapon's critical margin or more. */
  DESTROYED
}
