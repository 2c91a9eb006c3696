package io.github.dogfight.core.odds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DistributionTest {
  private static final Distribution D6 = Distribution.uniform(1, 6);

  @Test
  void twoD6() {
    Distribution two = D6.plus(D6);
    assertThat(two.min()).isEqualTo(2);
    assertThat(two.max()).isEqualTo(12);
    assertThat(two.probability(7)).isEqualTo(Rational.of(1, 6));
    assertThat(two.probability(13)).isEqualTo(Rational.ZERO);
    assertThat(two.atLeast(9)).isEqualTo(Rational.of(5, 18));
    assertThat(two.atMost(4)).isEqualTo(Rational.of(1, 6));
    assertThat(two.mean()).isEqualTo(Rational.of(7));
    assertThat(two.totalProbability()).isEqualTo(Rational.ONE);
    assertThat(two.support()).containsExactly(2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12);
    assertThat(D6.times(2)).isEqualTo(two);
  }

  @Test
  void negateShiftMinusAndMap() {
    assertThat(D6.negate().min()).isEqualTo(-6);
    assertThat(D6.negate().probability(-1)).isEqualTo(Rational.of(1, 6));
    assertThat(D6.shift(-10).max()).isEqualTo(-4);
    Distribution diff = D6.minus(D6);
    assertThat(diff.probability(0)).isEqualTo(Rational.of(1, 6));
    assertThat(diff.mean()).isEqualTo(Rational.ZERO);
    Distribution halfUp = D6.map(v -> (v + 1) / 2);
    assertThat(halfUp.probabilities())
        .containsExactly(
            Map.entry(1, Rational.of(1, 3)),
            Map.entry(2, Rational.of(1, 3)),
            Map.entry(3, Rational.of(1, 3)));
    assertThat(D6.expectation(v -> v * v)).isEqualTo(Rational.of(91, 6));
    assertThat(D6.times(0)).isEqualTo(Distribution.point(0));
  }

  @Test
  void mixtureWeighsPartsEqually() {
    Distribution mix = Distribution.mixture(List.of(Distribution.point(0), D6));
    assertThat(mix.probability(0)).isEqualTo(Rational.of(1, 2));
    assertThat(mix.probability(3)).isEqualTo(Rational.of(1, 12));
    assertThat(mix.totalProbability()).isEqualTo(Rational.ONE);
  }

  @Test
  void fromWeightsAndProbabilities() {
    Distribution w =
        Distribution.ofWeights(
            5, List.of(BigInteger.ZERO, BigInteger.ONE, BigInteger.valueOf(3), BigInteger.ZERO));
    assertThat(w.min()).isEqualTo(6);
    assertThat(w.max()).isEqualTo(7);
    assertThat(w.probability(7)).isEqualTo(Rational.of(3, 4));
    Distribution p =
        Distribution.ofProbabilities(Map.of(1, Rational.of(1, 3), 4, Rational.of(2, 3)));
    assertThat(p.mean()).isEqualTo(Rational.of(3));
    assertThat(p).isEqualTo(p.reduced()).hasSameHashCodeAs(p.reduced());
    assertThat(p.toString()).contains("1=1/3");
  }

  @Test
  void rejectsBadInput() {
    assertThatThrownBy(() -> Distribution.uniform(3, 2)).hasMessageContaining("empty range");
    assertThatThrownBy(() -> Distribution.ofWeights(0, List.of(BigInteger.ZERO)))
        .hasMessageContaining("all weights are zero");
    assertThatThrownBy(() -> Distribution.ofWeights(0, List.of(BigInteger.valueOf(-1))))
        .hasMessageContaining("negative weight");
    assertThatThrownBy(() -> Distribution.ofProbabilities(Map.of(1, Rational.of(1, 2))))
        .hasMessageContaining("sum to 1/2");
    assertThatThrownBy(() -> Distribution.ofProbabilities(Map.of()))
        .hasMessageContaining("no values");
    assertThatThrownBy(
            () -> Distribution.ofProbabilities(Map.of(1, Rational.of(-1), 2, Rational.of(2))))
        .hasMessageContaining("negative probability");
    assertThatThrownBy(() -> Distribution.mixture(List.of())).hasMessageContaining("no parts");
    assertThatThrownBy(() -> D6.times(-1)).hasMessageContaining("negative count");
  }
}
