package io.github.dogfight.core.internal;

import java.util.concurrent.atomic.LongAdder;

/**
 * A running count of the elementary steps exact odds have taken, in the units their cost estimates
 * use ({@code Distribution.MAX_WORK}): each piece of exact work adds what it did, where it does it.
 * Tests read it before and after a question to check that the work actually done stays within the
 * estimate that let the question through; it is never reset and costs one atomic add per piece.
 */
public final class WorkMeter {
  private static final LongAdder STEPS = new LongAdder();

  /**
   * Steps counted for each big-integer multiply-and-add of a mixture ({@code
   * Distribution.mixture}), per 30-bit word: a new big integer costs about this many steps of a
   * number-theoretic product.
   */
  public static final long MIXTURE_STEP = 8;

  private WorkMeter() {}

  /**
   * Counts {@code steps} elementary steps of work done.
   *
   * @param steps the steps done
   */
  public static void add(long steps) {
    STEPS.add(steps);
  }

  /**
   * The steps counted so far in this JVM.
   *
   * @return the steps counted so far
   */
  public static long total() {
    return STEPS.sum();
  }
}
