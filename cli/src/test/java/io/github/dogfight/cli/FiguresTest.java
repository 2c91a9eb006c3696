package io.github.dogfight.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.odds.Rational;
import org.junit.jupiter.api.Test;

/** {@link Figures}: percentages with their fractions, never rounded to none or to certain. */
class FiguresTest {
  @Test
  void aProbabilityReadsAsAPercentageWithItsFraction() {
    assertThat(Figures.compact("P(hit)", Rational.of(5, 12))).isEqualTo("P(hit) = 41.7% (5/12)");
    assertThat(Figures.full("P(hit)", Rational.of(5, 12))).isEqualTo("P(hit) = 41.7% (5/12)");
    assertThat(Figures.compact("P(hit)", Rational.ONE)).isEqualTo("P(hit) = 100.0% (1/1)");
    assertThat(Figures.compact("P(hit)", Rational.ZERO)).isEqualTo("P(hit) = 0.0% (0/1)");
  }

  @Test
  void aPossibleChanceNeverReadsAsNoneNorAnUncertainOneAsCertain() {
    Rational tiny = Rational.of(7633, 5441955840L);
    assertThat(Figures.shown("P(kill)", tiny)).isEqualTo("<0.1%");
    Rational almost = Rational.ONE.subtract(tiny);
    assertThat(Figures.shown("P(survives)", almost)).isEqualTo(">99.9%");
    // expectations are decimals, whatever their size
    assertThat(Figures.shown("E(hits)", tiny)).isEqualTo("0");
    // the same from integer weights, as the odds table computes them
    java.math.BigInteger total = java.math.BigInteger.valueOf(5441955840L);
    java.math.BigInteger part = java.math.BigInteger.valueOf(7633);
    assertThat(Figures.percent(part, total)).isEqualTo("<0.1");
    assertThat(Figures.percent(total.subtract(part), total)).isEqualTo(">99.9");
    assertThat(Figures.percent(total, total)).isEqualTo("100.0");
    assertThat(Figures.percent(java.math.BigInteger.ONE, java.math.BigInteger.valueOf(8)))
        .isEqualTo("12.5");
  }
}
