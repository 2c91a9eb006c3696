package io.github.dogfight.dogfite.internal;

import io.github.dogfight.core.table.Axis;
import java.util.OptionalInt;

/**
 * The positions of integer keys on a table axis of bands, worked out once for the small keys the
 * rules look up (a die roll with its modifiers, a speed) so a lookup is an array read.
 */
public final class BandLookup {
  private static final int LOW = -64;
  private static final int HIGH = 64;

  private final Axis<Integer> axis;
  private final int[] cache = new int[HIGH - LOW + 1];

  /** Lookups on {@code axis}. */
  public BandLookup(Axis<Integer> axis) {
    this.axis = axis;
    for (int k = LOW; k <= HIGH; k++) {
      cache[k - LOW] = position(axis.find(k));
    }
  }

  /** The position of {@code key} on the axis, or -1 when the axis has no place for it. */
  public int index(int key) {
    if (key >= LOW && key <= HIGH) {
      return cache[key - LOW];
    }
    return position(axis.find(key));
  }

  private static int position(OptionalInt i) {
    return i.isPresent() ? i.getAsInt() : -1;
  }
}
