package io.github.dogfight.dogfite;

/**
 * The end-of-turn speed roll (rules 000, SPEED INCREASE (Power) and SPEED DECREASE (Drag and
 * Aerobatics)): power, drag, or neither.
 */
public enum SpeedRoll {
  /** Try to gain speed: 1d6 + power rating, a roll over 2 gains one point, over 6 two. */
  POWER,
  /** Try to lose speed: 1d6 + drag rating, less the points of a dive. */
  DRAG,
  /** Neither (not allowed once the engine is destroyed: "roll for drag each turn"). */
  NONE
}
