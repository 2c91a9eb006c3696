package io.github.dogfight.core.odds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.DiceNotation;
import io.github.dogfight.core.dice.DiceNotationException;
import io.github.dogfight.core.dice.DicePool;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Big exact questions answer through the transform, and the largest are refused up front. */
class LargeOddsTest {

  @Test
  void sumOfCopiesHasTheExactMeanAndSumsToOne() {
    Distribution one = DiceNotation.parse("1d6!").distribution();
    Distribution many = DiceNotation.parse("120d6!").distribution();
    assertThat(many.totalProbability()).isEqualTo(Rational.ONE);
    assertThat(many.mean()).isEqualTo(one.mean().multiply(Rational.of(120)));
    assertThat(many.min()).isEqualTo(120);
    assertThat(many.max()).isEqualTo(120 * 66);
    // All ones: (5/6 ... no: a single face of 1, no explosion) = (1/6)^120.
    assertThat(many.probability(120))
        .isEqualTo(Rational.of(java.math.BigInteger.ONE, java.math.BigInteger.valueOf(6).pow(120)));
  }

  @Test
  void sumOfMatchesRepeatedAddition() {
    Distribution d6 = Distribution.uniform(1, 6);
    Distribution d4 = Distribution.uniform(1, 4);
    Distribution slow = d6.plus(d6).plus(d6).plus(d4).plus(d4);
    assertThat(Distribution.sumOf(List.of(d6, d4), List.of(3, 2))).isEqualTo(slow);
    assertThat(Distribution.sumOf(List.of(d6), List.of(0))).isEqualTo(Distribution.point(0));
    assertThatThrownBy(() -> Distribution.sumOf(List.of(d6), List.of(1, 2)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("one count per part");
    assertThatThrownBy(() -> Distribution.sumOf(List.of(d6), List.of(-1)))
        .hasMessageContaining("negative count -1");
  }

  @Test
  void opposedPoolsAgreeWithTheirSidesComputedApart() {
    Distribution white = DiceNotation.parse("40d6s{1,6}!").distribution();
    Distribution black = DiceNotation.parse("42d6s{1,6}!").distribution();
    assertThat(DiceNotation.parse("40d6s{1,6}! vs 42d6s{1,6}!").distribution())
        .isEqualTo(white.minus(black));
  }

  @Test
  void tooLargeQuestionsAreRefusedBeforeAnyWork() {
    assertThatThrownBy(() -> DiceNotation.parse("1000d6s{1,6}! vs 1000d6s{1,6}!").distribution())
        .isInstanceOf(OddsLimitException.class)
        .hasMessageContaining("documented limit")
        .hasMessageContaining("Distribution.MAX_WORK");
    OddsLimitException e =
        org.assertj.core.api.Assertions.catchThrowableOfType(
            OddsLimitException.class, () -> DiceNotation.parse("1000d64!").distribution());
    assertThat(e.work()).isGreaterThan(e.limit());
    assertThat(e.limit()).isEqualTo(Distribution.MAX_WORK);
  }

  @Test
  void explosionsOnEveryFaceAreRefused() {
    for (String text : List.of("d6!{1-6}", "1d6!>=1", "3d4!{1,2,3,4}", "2d6s{6}!{1-6}")) {
      assertThatThrownBy(() -> DiceNotation.parse(text))
          .as(text)
          .isInstanceOf(DiceNotationException.class)
          .hasMessageContaining("leaves at least one face")
          .hasMessageContaining("not exploding");
    }
    assertThatThrownBy(
            () ->
                DicePool.exploding(
                    1,
                    io.github.dogfight.core.dice.Die.D6,
                    new io.github.dogfight.core.dice.Explosion(
                        io.github.dogfight.core.dice.FaceSet.range(1, 6), 3)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("every face of a d6 explodes");
    assertThat(DiceNotation.parse("d6!{2-6}").notation()).isEqualTo("1d6!{2,3,4,5,6}");
  }
}
