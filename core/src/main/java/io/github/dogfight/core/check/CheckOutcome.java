package io.github.dogfight.core.check;

import java.util.Objects;
import java.util.OptionalInt;

/**
 * What a check came to, without its dice: the value over which a check's exact odds are a
 * distribution.
 *
 * @param passed whether the check passed (a critical success passes and a critical failure fails,
 *     whatever the margin)
 * @param margin by how much it passed ({@code >= 0}) or failed ({@code < 0}), before criticals
 * @param doubles the common value when a roll of two dice came up doubles
 * @param critical a critical success or failure, if the check has criticals
 */
public record CheckOutcome(boolean passed, int margin, OptionalInt doubles, Critical critical) {
  /**
   * Checks the fields.
   *
   * @param passed whether the check passed (a critical success passes and a critical failure fails,
   *     whatever the margin)
   * @param margin by how much it passed ({@code >= 0}) or failed ({@code < 0}), before criticals
   * @param doubles the common value when a roll of two dice came up doubles
   * @param critical a critical success or failure, if the check has criticals
   */
  public CheckOutcome {
    Objects.requireNonNull(doubles, "doubles");
    Objects.requireNonNull(critical, "critical");
  }

  /**
   * An ordinary outcome: passed when {@code margin >= 0}, no doubles, no critical.
   *
   * @param margin by how much it passed ({@code >= 0}) or failed ({@code < 0}), before criticals
   * @return the outcome
   */
  public static CheckOutcome ofMargin(int margin) {
    return new CheckOutcome(margin >= 0, margin, OptionalInt.empty(), Critical.NONE);
  }

  /**
   * Whether the dice came up doubles.
   *
   * @return whether the dice came up doubles
   */
  public boolean isDoubles() {
    return doubles.isPresent();
  }

  /**
   * In words, such as "passed by 2" or "failed by 3, critical failure, doubles of 4".
   *
   * @return the outcome in words
   */
  public String describe() {
    StringBuilder sb = new StringBuilder(passed ? "passed" : "failed");
    sb.append(margin >= 0 ? " by " + margin : " by " + -margin);
    if (passed != margin >= 0) {
      sb.append(margin >= 0 ? " on the dice" : " short on the dice");
    }
    if (critical != Critical.NONE) {
      sb.append(critical == Critical.SUCCESS ? ", critical success" : ", critical failure");
    }
    doubles.ifPresent(d -> sb.append(", doubles of ").append(d));
    return sb.toString();
  }

  /** As {@link #describe()}: how a roll's narration shows it. */
  @Override
  public String toString() {
    return describe();
  }

  /** The outcome with {@code critical}, which decides whether it passed. */
  CheckOutcome withCritical(Critical c) {
    return switch (c) {
      case NONE -> this;
      case SUCCESS -> new CheckOutcome(true, margin, doubles, c);
      case FAILURE -> new CheckOutcome(false, margin, doubles, c);
    };
  }
}
