package io.github.dogfight.core.dice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.dogfight.core.internal.WorkMeter;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.OddsLimitException;
import java.util.Collections;
import org.junit.jupiter.api.Test;

/**
 * Exact odds of a dice expression are estimated from the parsed expression and refused over the
 * limit before any work (issue 28): the work meter shows no step taken before a refusal.
 */
class OddsCostTest {

  /** Refused with the limit and the expression named, and no step of exact work done. */
  private static OddsLimitException refusedBeforeWork(String text) {
    DiceExpression e = DiceNotation.parse(text);
    assertThat(Factors.work(e)).as("estimate of %s", text).isGreaterThan(Distribution.MAX_WORK);
    long before = WorkMeter.total();
    OddsLimitException refused = catchThrowableOfType(OddsLimitException.class, e::distribution);
    assertThat(refused).as(text).isNotNull();
    assertThat(WorkMeter.total() - before).as("steps before the refusal of %s", text).isZero();
    assertThat(refused.limit()).isEqualTo(Distribution.MAX_WORK);
    assertThat(refused.getMessage())
        .contains("refused before any work")
        .contains("Distribution.MAX_WORK")
        .contains(Factors.shortened(e.notation()));
    return refused;
  }

  @Test
  void aSingleDieExplodingOnNearlyEveryFaceIsRefusedBeforeItsMixtures() {
    OddsLimitException e = refusedBeforeWork("1d64!{2-64}^100");
    assertThat(e.getMessage()).contains("to build one die of 1d64!{2,3,4,");
  }

  @Test
  void manyDistinctExplodingTermsAreRefusedBeforeAnyIsBuilt() {
    StringBuilder text = new StringBuilder("1d64!{2-64}^100");
    for (int depth = 99; depth > 75; depth--) {
      text.append("+1d64!{2-64}^").append(depth);
    }
    OddsLimitException e = refusedBeforeWork(text.toString());
    assertThat(e.getMessage()).contains("(the most,").contains("characters)");
  }

  @Test
  void thousandsOfDiceTermsAreOnePoolAndRefusedAsOne() {
    String text = String.join("+", Collections.nCopies(65_000, "1d6"));
    OddsLimitException e = refusedBeforeWork(text);
    assertThat(e.getMessage()).contains("to multiply its one kind of die together");
  }

  @Test
  void constantsAreFoldedIntoOneShiftNotMultipliedIn() {
    String sevens = String.join("+", Collections.nCopies(65_000, "7"));
    long before = WorkMeter.total();
    assertThat(DiceNotation.parse(sevens).distribution()).isEqualTo(Distribution.point(455_000));
    assertThat(WorkMeter.total() - before).isZero();
    assertThat(DiceNotation.parse("2d6 - 10 + 3 - 3").distribution())
        .isEqualTo(DiceNotation.parse("2d6-10").distribution());
    assertThat(DiceNotation.parse("5 vs 2d6 + 1").distribution())
        .isEqualTo(Distribution.uniform(1, 6).times(2).negate().shift(4));
  }

  @Test
  void constantsBeyondAnIntAreRefusedNamingTheirSum() {
    String text = "1d6+" + String.join("+", Collections.nCopies(3_000, "999999"));
    OddsLimitException e =
        catchThrowableOfType(
            OddsLimitException.class, () -> DiceNotation.parse(text).distribution());
    assertThat(e.getMessage()).contains("beyond an int").contains("add up to 2999997000");
  }

  @Test
  void equalTermsAreCountedOnceWithTheSameOdds() {
    assertThat(DiceNotation.parse("1d6+1d6+1d6").distribution())
        .isEqualTo(DiceNotation.parse("3d6").distribution());
    assertThat(DiceNotation.parse("2d6! - 1d6! + 1d6!").distribution())
        .isEqualTo(
            DiceNotation.parse("1d6!")
                .distribution()
                .times(3)
                .minus(DiceNotation.parse("1d6!").distribution()));
    assertThat(DiceNotation.parse("2d20kh1 + 2d20kh1").distribution())
        .isEqualTo(DiceNotation.parse("2d20kh1").distribution().times(2));
  }

  @Test
  void theDocumentedLargeQuestionsStayWithinTheLimit() {
    for (String text :
        new String[] {
          "200d6!",
          "180d6s{1,6}! vs 180d6s{1,6}!",
          "100d6s{1,6}! vs 100d6s{1,6}!",
          "1000d6",
          "3d6!{5,6}^4",
          "2d8!>=6",
          "14d6s{1,6}!{6}"
        }) {
      assertThat(Factors.work(DiceNotation.parse(text))).as(text).isLessThan(Distribution.MAX_WORK);
    }
  }

  @Test
  void theWorkDoneStaysWithinTheEstimate() {
    for (String text :
        new String[] {
          "1d64!{2-64}^40",
          "3d6!{5,6}^4 + 2d8!>=6 - 3",
          "14d6s{1,6}!{6} vs 15d6s{1,6}!",
          "4d6kh3 + 2d20kl1 + dbl(2d6,-1) + rolloff(5)",
          "40d10(0)!^5 - 6d6(-)"
        }) {
      DiceExpression e = DiceNotation.parse(text);
      long before = WorkMeter.total();
      e.distribution();
      assertThat((double) (WorkMeter.total() - before))
          .as(text)
          .isLessThanOrEqualTo(Factors.work(e));
    }
  }
}
