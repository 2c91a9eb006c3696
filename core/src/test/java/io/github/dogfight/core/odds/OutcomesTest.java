package io.github.dogfight.core.odds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Exact outcomes: construction, queries and combination, checked value by value. */
class OutcomesTest {
  private static final Outcomes<Integer> D4 = Outcomes.uniform(List.of(1, 2, 3, 4));

  private static Rational r(long n, long d) {
    return Rational.of(BigInteger.valueOf(n), BigInteger.valueOf(d));
  }

  @Test
  void weightsDropZerosReduceAndRefuseNegativesOrNothing() {
    Map<String, BigInteger> w = new LinkedHashMap<>();
    w.put("hit", BigInteger.valueOf(4));
    w.put("never", BigInteger.ZERO);
    w.put("miss", BigInteger.valueOf(2));
    Outcomes<String> o = Outcomes.ofWeights(w);
    assertThat(o.values()).containsExactly("hit", "miss");
    assertThat(o.size()).isEqualTo(2);
    assertThat(o.weight("hit")).isEqualTo(BigInteger.TWO);
    assertThat(o.weight("never")).isEqualTo(BigInteger.ZERO);
    assertThat(o.totalWeight()).isEqualTo(BigInteger.valueOf(3));
    assertThat(o.probabilities())
        .containsExactly(Map.entry("hit", r(2, 3)), Map.entry("miss", r(1, 3)));
    assertThat(o.toString()).isEqualTo("{hit=2/3, miss=1/3}");

    assertThatThrownBy(() -> Outcomes.ofWeights(Map.of("x", BigInteger.valueOf(-1))))
        .hasMessage("negative weight -1 for outcome x");
    assertThatThrownBy(() -> Outcomes.ofWeights(Map.of("x", BigInteger.ZERO)))
        .hasMessage("all weights are zero");
  }

  @Test
  void probabilitiesMustBeNonNegativeAndSumToOne() {
    Map<String, Rational> p = new LinkedHashMap<>();
    p.put("a", r(1, 2));
    p.put("b", r(1, 3));
    p.put("c", r(1, 6));
    Outcomes<String> o = Outcomes.of(p);
    assertThat(o.totalWeight()).isEqualTo(BigInteger.valueOf(6));
    assertThat(o.weight("a")).isEqualTo(BigInteger.valueOf(3));
    assertThat(o.probability("c")).isEqualTo(r(1, 6));
    assertThat(Outcomes.of(Map.of("sure", Rational.ONE))).isEqualTo(Outcomes.certain("sure"));
    Map<String, Rational> withZero = new LinkedHashMap<>(p);
    withZero.put("d", Rational.ZERO);
    assertThat(Outcomes.of(withZero).values()).containsExactly("a", "b", "c");
    assertThatThrownBy(() -> Outcomes.of(Map.of("a", r(1, 2))))
        .hasMessage("probabilities sum to 1/2, not 1");
    Map<String, Rational> negative = new LinkedHashMap<>();
    negative.put("a", r(3, 2));
    negative.put("b", r(-1, 2));
    assertThatThrownBy(() -> Outcomes.of(negative)).hasMessage("negative probability -1/2");
  }

  @Test
  void eventsAndExpectations() {
    assertThat(D4.probability(3)).isEqualTo(r(1, 4));
    assertThat(D4.probability(9)).isEqualTo(Rational.ZERO);
    assertThat(D4.probability(x -> x >= 3)).isEqualTo(r(1, 2));
    assertThat(D4.expectation(x -> x)).isEqualTo(r(5, 2));
    assertThat(D4.expectation(x -> x * x)).isEqualTo(r(15, 2));
    assertThat(Outcomes.uniform(List.of("a", "a", "b")).probability("a")).isEqualTo(r(2, 3));
  }

  @Test
  void combiningPairsEveryOutcomeAndReduces() {
    Outcomes<Integer> sum = D4.and(D4, Integer::sum);
    assertThat(sum.values()).containsExactly(2, 3, 4, 5, 6, 7, 8);
    assertThat(sum.probability(5)).isEqualTo(r(4, 16));
    assertThat(sum.totalWeight()).isEqualTo(BigInteger.valueOf(16));
    Outcomes<Boolean> same = D4.and(D4, Integer::equals);
    assertThat(same.probability(true)).isEqualTo(r(1, 4));
    assertThat(same.totalWeight()).isEqualTo(BigInteger.valueOf(4));
    assertThat(D4.map(x -> x % 2).probabilities())
        .containsExactly(Map.entry(1, r(1, 2)), Map.entry(0, r(1, 2)));
    assertThat(D4.map(x -> x % 2).totalWeight()).isEqualTo(BigInteger.TWO);
    // flatMap: roll a d4, then a die with that many sides.
    Outcomes<Integer> nested =
        D4.flatMap(n -> Outcomes.uniform(IntStream.rangeClosed(1, n).boxed().toList()));
    assertThat(nested.probability(4)).isEqualTo(r(1, 16));
    assertThat(nested.probability(1)).isEqualTo(r(25, 48));
  }

  @Test
  void combiningIsRefusedOverTheProductLimit() {
    List<Integer> twoThousand = new ArrayList<>();
    for (int i = 0; i < 2_000; i++) {
      twoThousand.add(i);
    }
    Outcomes<Integer> wide = Outcomes.uniform(twoThousand);
    // 2,000 x 2,000 = 4,000,000 pairs: exactly the limit, answered.
    assertThat(wide.and(wide, (a, b) -> (a + b) % 3).size()).isEqualTo(3);
    Outcomes<Integer> wider = Outcomes.uniform(IntStream.range(0, 2_001).boxed().toList());
    assertThatThrownBy(() -> wide.and(wider, Integer::sum))
        .isInstanceOf(OddsLimitException.class)
        .hasMessage(
            "exact outcomes refused: combining 2000 by 2001 outcomes would enumerate 4002000"
                + " pairs, over the documented limit of 4000000 (Outcomes.MAX_PRODUCT)");
  }

  @Test
  void aDistributionOfAValueSumsTheWeightsOfEqualValues() {
    Distribution d = Outcomes.uniform(List.of(-1, 0, 1, 3)).toDistribution(x -> x * x);
    assertThat(d.min()).isEqualTo(0);
    assertThat(d.max()).isEqualTo(9);
    assertThat(d.probability(0)).isEqualTo(r(1, 4));
    assertThat(d.probability(1)).isEqualTo(r(1, 2));
    assertThat(d.probability(4)).isEqualTo(Rational.ZERO);
    assertThat(d.probability(9)).isEqualTo(r(1, 4));
    assertThat(Outcomes.of(d)).isEqualTo(Outcomes.uniform(List.of(0, 1, 1, 9)));
  }

  @Test
  void equalWhenEveryProbabilityIsEqualInAnyOrder() {
    Outcomes<Integer> reversed = Outcomes.uniform(List.of(4, 3, 2, 1));
    assertThat(reversed).isEqualTo(D4).hasSameHashCodeAs(D4);
    assertThat(D4).isNotEqualTo(Outcomes.uniform(List.of(1, 2, 3)));
    assertThat(D4).isNotEqualTo(Outcomes.uniform(List.of(1, 2, 3, 3)));
    assertThat(D4.hashCode()).isNotEqualTo(Outcomes.uniform(List.of(1, 2, 3)).hashCode());
    assertThat(D4).isNotEqualTo("d4");
  }
}
