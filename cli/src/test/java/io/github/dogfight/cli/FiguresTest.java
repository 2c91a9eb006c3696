package io.github.dogfight.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.odds.Rational;
import org.junit.jupiter.api.Test;

/** {@link Figures}: percentages with their fractions, never rounded to none or to certain. */
class FiguresTest {
  @Test
  void aProbabilityReadsAsAPercentageWithItsFraction() {
    assertThat(Figures.compact("P(hit)", Rational.of(5, 12))).isEqualTo("P(hit) = 41.7% (5/12)");
    assertThat(Figures.full("P(hit)", Rational.of(5, 12))).isEqualTo("P(hit) = 41.667% (5/12)");
    assertThat(Figures.compact("P(hit)", Rational.ONE)).isEqualTo("P(hit) = 100.0% (1/1)");
    assertThat(Figures.compact("P(hit)", Rational.ZERO)).isEqualTo("P(hit) = 0.0% (0/1)");
  }

  @Test
  void aPossibleChanceNeverReadsAsNoneNorAnUncertainOneAsCertain() {
    Rational tiny = Rational.of(7633, 5441955840L);
    assertThat(Figures.rounded("P(kill)", tiny)).isEqualTo("<0.1%");
    assertThat(Figures.shown("P(kill)", tiny)).isEqualTo("<0.001%");
    Rational almost = Rational.ONE.subtract(tiny);
    assertThat(Figures.rounded("P(survives)", almost)).isEqualTo(">99.9%");
    assertThat(Figures.shown("P(survives)", almost)).isEqualTo(">99.999%");
    // expectations are decimals, whatever their size
    assertThat(Figures.rounded("E(hits)", tiny)).isEqualTo("0");
  }
}
