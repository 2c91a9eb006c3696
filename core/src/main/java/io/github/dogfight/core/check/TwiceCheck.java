package io.github.dogfight.core.check;

import io.github.dogfight.core.dice.Chance;
import java.util.Comparator;
import java.util.Objects;

/** A check rolled twice, keeping the better or worse outcome (see {@link Check#twice}). */
final class TwiceCheck implements Check {
  /** Passes over failures, then larger margins, then critical successes over none over failures. */
  static final Comparator<CheckOutcome> BETTER =
      Comparator.comparing(CheckOutcome::passed)
          .thenComparingInt(CheckOutcome::margin)
          .thenComparingInt(
              o ->
                  switch (o.critical()) {
                    case SUCCESS -> 2;
                    case NONE -> 1;
                    case FAILURE -> 0;
                  });

  private final Check check;
  private final Keep keep;

  TwiceCheck(Check check, Keep keep) {
    Objects.requireNonNull(check, "check");
    Objects.requireNonNull(keep, "keep");
    this.check = check;
    this.keep = keep;
  }

  @Override
  public Chance<CheckOutcome> chance(int rating, int modifier) {
    Chance<CheckOutcome> once = check.chance(rating, modifier);
    return once.and(
            once,
            (a, b) -> {
              boolean firstBetter = BETTER.compare(a, b) >= 0;
              return keep == Keep.BETTER ? (firstBetter ? a : b) : (firstBetter ? b : a);
            })
        .named(
            once.notation() + " twice, keep the " + keep.name().toLowerCase(java.util.Locale.ROOT));
  }

  @Override
  public String name() {
    return check.name() + ", twice keeping the " + keep.name().toLowerCase(java.util.Locale.ROOT);
  }

  @Override
  public String description() {
    return check.description()
        + " Rolled twice; the "
        + keep.name().toLowerCase(java.util.Locale.ROOT)
        + " counts.";
  }
}
