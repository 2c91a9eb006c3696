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

  private static List<BigInteger> weights(long... w) {
    return java.util.Arrays.stream(w).mapToObj(BigInteger::valueOf).toList();
  }

  @Test
  void uniformRangesAndTheirErrors() {
    assertThat(Distribution.uniform(3, 3)).isEqualTo(Distribution.point(3));
    assertThat(D6.totalWeight()).isEqualTo(BigInteger.valueOf(6));
    assertThat(D6.weight(1)).isEqualTo(BigInteger.ONE);
    assertThat(D6.weight(7)).isEqualTo(BigInteger.ZERO);
    assertThat(Distribution.uniform(-2, 1).support()).containsExactly(-2, -1, 0, 1);
    assertThatThrownBy(() -> Distribution.uniform(2, 1)).hasMessage("empty range [2, 1]");
  }

  @Test
  void equalOnlyWhenEveryProbabilityIsEqual() {
    assertThat(D6).isNotEqualTo(Distribution.uniform(1, 5));
    assertThat(D6).isNotEqualTo(Distribution.uniform(0, 5));
    assertThat(D6.hashCode()).isNotEqualTo(Distribution.uniform(1, 5).hashCode());
    assertThat(D6).isNotEqualTo("1d6");
    Distribution doubled = Distribution.ofWeights(1, weights(2, 2, 2, 2, 2, 2));
    assertThat(doubled).isEqualTo(D6).hasSameHashCodeAs(D6);
    assertThat(doubled.totalWeight()).isEqualTo(BigInteger.valueOf(12));
    assertThat(doubled.reduced().totalWeight()).isEqualTo(BigInteger.valueOf(6));
    assertThat(doubled.reduced().weight(3)).isEqualTo(BigInteger.ONE);
    assertThat(D6.toString()).isEqualTo(D6.probabilities().toString()).startsWith("{1=1/6, ");
  }

  @Test
  void weightsAreTrimmedOfZerosAtBothEnds() {
    Distribution d = Distribution.ofWeights(5, weights(0, 0, 1, 0, 3, 0));
    assertThat(d.min()).isEqualTo(7);
    assertThat(d.max()).isEqualTo(9);
    assertThat(d.weight(8)).isEqualTo(BigInteger.ZERO);
    assertThat(d.probability(9)).isEqualTo(Rational.of(3, 4));
    assertThat(Distribution.ofWeights(0, weights(0, 0, 4))).isEqualTo(Distribution.point(2));
    assertThat(Distribution.ofWeights(0, weights(4, 0, 0))).isEqualTo(Distribution.point(0));
    assertThatThrownBy(() -> Distribution.ofWeights(0, weights(0, 0)))
        .hasMessage("all weights are zero");
    assertThatThrownBy(() -> Distribution.ofWeights(0, weights(1, -1)))
        .hasMessage("negative weight -1");
  }

  @Test
  void probabilitiesMayLeaveGapsAndMustSumToOne() {
    Distribution d =
        Distribution.ofProbabilities(Map.of(1, Rational.of(1, 2), 4, Rational.of(1, 2)));
    assertThat(d.support()).containsExactly(1, 4);
    assertThat(d.min()).isEqualTo(1);
    assertThat(d.max()).isEqualTo(4);
    assertThat(d.probability(2)).isEqualTo(Rational.ZERO);
    assertThat(d.totalWeight()).isEqualTo(BigInteger.TWO);
    Distribution withZero =
        Distribution.ofProbabilities(
            Map.of(1, Rational.of(1, 2), 2, Rational.ZERO, 3, Rational.of(1, 2)));
    assertThat(withZero.probability(2)).isEqualTo(Rational.ZERO);
    assertThatThrownBy(() -> Distribution.ofProbabilities(Map.of(1, Rational.of(1, 2))))
        .hasMessage("probabilities sum to 1/2, not 1");
    assertThatThrownBy(
            () -> Distribution.ofProbabilities(Map.of(1, Rational.of(3, 2), 2, Rational.of(-1, 2))))
        .hasMessage("negative probability -1/2");
  }

  @Test
  void aMixtureWeighsEachPartEquallyOverTheirJointRange() {
    Distribution m =
        Distribution.mixture(List.of(Distribution.point(0), Distribution.uniform(2, 3)));
    assertThat(m.probabilities())
        .containsExactly(
            Map.entry(0, Rational.of(1, 2)),
            Map.entry(2, Rational.of(1, 4)),
            Map.entry(3, Rational.of(1, 4)));
    assertThat(m.probability(1)).isEqualTo(Rational.ZERO);
    assertThat(m.totalWeight()).isEqualTo(BigInteger.valueOf(4));
    Distribution overlap =
        Distribution.mixture(List.of(Distribution.uniform(1, 2), Distribution.uniform(2, 4)));
    // (1/2)(1/2) + (1/2)(1/3) = 5/12 on the shared value 2.
    assertThat(overlap.probability(2)).isEqualTo(Rational.of(5, 12));
    assertThat(overlap.probability(4)).isEqualTo(Rational.of(1, 6));
  }

  @Test
  void mappingSkipsImpossibleValuesAndMergesEqualOnes() {
    Distribution gaps = Distribution.ofWeights(0, weights(1, 0, 1));
    // 1 is impossible, so f(1) = 1000 must not appear.
    Distribution mapped = gaps.map(v -> v == 1 ? 1000 : -v);
    assertThat(mapped.support()).containsExactly(-2, 0);
    assertThat(mapped.probability(-2)).isEqualTo(Rational.of(1, 2));
    assertThat(D6.map(v -> v % 2).probability(0)).isEqualTo(Rational.of(1, 2));
  }

  @Test
  void sumsRefuseBadCountsAndValuesBeyondAnInt() {
    assertThatThrownBy(() -> Distribution.sumOf(List.of(D6), List.of(1, 2)))
        .hasMessage("1 parts but 2 counts: one count per part");
    assertThatThrownBy(() -> Distribution.sumOf(List.of(D6), List.of(-1)))
        .hasMessage("negative count -1");
    Distribution top = Distribution.point(Integer.MAX_VALUE);
    assertThat(Distribution.sumOf(List.of(top), List.of(1))).isEqualTo(top);
    assertThat(
            Distribution.sumOf(
                    List.of(Distribution.uniform(Integer.MAX_VALUE - 1, Integer.MAX_VALUE)),
                    List.of(1))
                .max())
        .isEqualTo(Integer.MAX_VALUE);
    assertThatThrownBy(() -> Distribution.sumOf(List.of(top), List.of(2)))
        .isInstanceOf(OddsLimitException.class)
        .hasMessageContaining("overflow an int");
    Distribution bottom = Distribution.point(Integer.MIN_VALUE);
    assertThat(Distribution.sumOf(List.of(bottom), List.of(1))).isEqualTo(bottom);
    assertThatThrownBy(() -> Distribution.sumOf(List.of(bottom), List.of(2)))
        .isInstanceOf(OddsLimitException.class)
        .hasMessageContaining("overflow an int");
    assertThat(Distribution.sumOf(List.of(D6, D6), List.of(1, 0))).isEqualTo(D6);
  }
}
