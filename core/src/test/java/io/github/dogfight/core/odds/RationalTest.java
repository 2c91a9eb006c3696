package io.github.dogfight.core.odds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

class RationalTest {
  @Test
  void reducesToLowestTermsWithPositiveDenominator() {
    Rational r = Rational.of(6, -8);
    assertThat(r.numerator()).isEqualTo(BigInteger.valueOf(-3));
    assertThat(r.denominator()).isEqualTo(BigInteger.valueOf(4));
    assertThat(r).hasToString("-3/4");
    assertThat(Rational.of(4, 2)).hasToString("2");
    assertThat(Rational.of(0, 5)).isSameAs(Rational.ZERO);
  }

  @Test
  void arithmetic() {
    Rational sixth = Rational.of(1, 6);
    assertThat(sixth.add(Rational.of(1, 3))).isEqualTo(Rational.of(1, 2));
    assertThat(sixth.subtract(Rational.of(1, 3))).isEqualTo(Rational.of(-1, 6));
    assertThat(sixth.multiply(Rational.of(3))).isEqualTo(Rational.of(1, 2));
    assertThat(sixth.divide(Rational.of(1, 3))).isEqualTo(Rational.of(1, 2));
    assertThat(sixth.negate().signum()).isEqualTo(-1);
    assertThat(Rational.ZERO.negate()).isSameAs(Rational.ZERO);
    assertThat(Rational.of(1, 3).compareTo(Rational.of(1, 2))).isNegative();
    assertThat(Rational.of(1, 8).doubleValue()).isEqualTo(0.125);
    assertThat(Rational.of(2, 3).toDecimal(4)).hasToString("0.6667");
    assertThat(Rational.of(1, 2)).hasSameHashCodeAs(Rational.of(2, 4)).isNotEqualTo("1/2");
  }

  @Test
  void parses() {
    assertThat(Rational.parse("10/4")).isEqualTo(Rational.of(5, 2));
    assertThat(Rational.parse(" 7 ")).isEqualTo(Rational.of(7));
    assertThatThrownBy(() -> Rational.parse("x/2")).isInstanceOf(NumberFormatException.class);
  }

  @Test
  void zeroDenominatorIsRejected() {
    assertThatThrownBy(() -> Rational.of(1, 0))
        .isInstanceOf(ArithmeticException.class)
        .hasMessageContaining("denominator");
    assertThatThrownBy(() -> Rational.ONE.divide(Rational.ZERO))
        .isInstanceOf(ArithmeticException.class);
  }
}
