package io.github.dogfight.wildblue;

/**
 * The move half of an action (rules 001, "Movement" and "Altitude"): "Aircraft MUST move each
 * action."
 */
public enum Move {
  /** Level flight at Cruising speed. */
  CRUISE,
  /**
   * Level flight at Top speed: "A pilot flying at Top speed may take no other action" unless Push
   * It To The Limit. Assumption: it shakes off a pursuer with a lower Top speed (that enemy loses
   * its advantage from behind).
   */
  TOP_SPEED,
  /** "It takes 2 actions to increase your altitude in a straight climb": half a band. */
  CLIMB,
  /**
   * "One action to powerdive to a lower altitude": down a band, attacking "from a dive" a plane in
   * the band below the one it started in.
   */
  POWERDIVE
}
