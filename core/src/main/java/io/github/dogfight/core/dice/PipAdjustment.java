package io.github.dogfight.core.dice;

import java.util.ArrayList;
import java.util.List;

/**
 * Which one-pip adjustment a roller may make to one die of a 2d6 roll to turn it into doubles
 * (Dogfite! critical hits: "+1 pilots may subtract one pip from a die to obtain doubles, +2 pilots
 * may add OR subtract one pip from a die"; rules 000, COMBAT / CRITICAL HITS). The pip moves on a
 * single die, never on the total.
 */
public enum PipAdjustment {
  /** Only natural doubles count. */
  NONE(""),
  /** One die may be lowered by one pip. */
  SUBTRACT_ONE(",-1"),
  /** One die may be raised or lowered by one pip. */
  ADD_OR_SUBTRACT_ONE(",+-1");

  private final String notationSuffix;

  PipAdjustment(String notationSuffix) {
    this.notationSuffix = notationSuffix;
  }

  String notationSuffix() {
    return notationSuffix;
  }

  /**
   * The doubles (the common face) reachable from raw faces {@code a} and {@code b} on d6s,
   * ascending; empty when no doubles can be made.
   *
   * @param a one die's face
   * @param b the other's
   * @return the doubles reachable
   */
  public List<Integer> doublesReachable(int a, int b) {
    List<Integer> result = new ArrayList<>(2);
    if (a == b) {
      result.add(a);
      return result;
    }
    if (Math.abs(a - b) != 1 || this == NONE) {
      return result;
    }
    int low = Math.min(a, b);
    int high = Math.max(a, b);
    result.add(low); // lower the high die by one pip
    if (this == ADD_OR_SUBTRACT_ONE) {
      result.add(high); // or raise the low die by one pip
    }
    return result;
  }
}
