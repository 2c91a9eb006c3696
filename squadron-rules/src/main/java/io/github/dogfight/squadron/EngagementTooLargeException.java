package io.github.dogfight.squadron;

/**
 * An engagement question refused before the work: its cost estimate (or the states it reached) is
 * over the documented limit ({@link EngagementOdds#MAX_ESTIMATE}, {@link
 * EngagementOdds#MAX_STATES}, {@link EngagementOdds#MAX_EXACT_ESTIMATE}).
 */
public final class EngagementTooLargeException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final long limit;
  private final long estimate;

  /**
   * A refusal.
   *
   * @param what what was measured, in words ("estimated states")
   * @param limit the limit
   * @param estimate the estimate (or count) over it
   */
  public EngagementTooLargeException(String what, long limit, long estimate) {
    super(
        "the engagement is too large for exact odds: "
            + java.util.Objects.requireNonNull(what, "what")
            + " "
            + estimate
            + " over the limit of "
            + limit);
    this.limit = limit;
    this.estimate = estimate;
  }

  /**
   * The limit passed.
   *
   * @return the limit passed
   */
  public long limit() {
    return limit;
  }

  /**
   * The estimate (or count) that passed it.
   *
   * @return the estimate (or count) that passed it
   */
  public long estimate() {
    return estimate;
  }
}
