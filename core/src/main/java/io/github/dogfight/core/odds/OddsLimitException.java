package io.github.dogfight.core.odds;

import java.util.Locale;
import java.util.Objects;

/**
 * An exact-odds question was refused before any work because its answer would take too long to
 * compute: more than {@link Distribution#MAX_WORK} elementary steps (about two seconds on a
 * two-core machine), or more outcome pairs than {@link Outcomes#MAX_PRODUCT}. The message names the
 * estimate and the limit.
 */
public final class OddsLimitException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The estimated work of the query. */
  private final double work;

  /** The limit it exceeded. */
  private final double limit;

  /**
   * Creates the exception.
   *
   * @param work the estimated work of the question
   * @param limit the documented limit it exceeds
   */
  public OddsLimitException(double work, double limit) {
    this(
        String.format(
            Locale.ROOT,
            "exact odds refused: the answer needs about %.1e steps, over the documented limit of"
                + " %.1e (Distribution.MAX_WORK, about two seconds); ask about fewer dice or a"
                + " lower explosion cap",
            work,
            limit),
        work,
        limit);
  }

  /**
   * Creates the exception with its own message, which names the limit.
   *
   * @param message what was refused and the limit it exceeds
   * @param work the estimated size or work of the question
   * @param limit the documented limit it exceeds
   */
  public OddsLimitException(String message, double work, double limit) {
    super(Objects.requireNonNull(message, "message"));
    this.work = work;
    this.limit = limit;
  }

  /**
   * The estimated work of the refused question.
   *
   * @return the estimated work of the refused question
   */
  public double work() {
    return work;
  }

  /**
   * The limit it exceeds.
   *
   * @return the limit it exceeds
   */
  public double limit() {
    return limit;
  }
}
