package io.github.dogfight.core.odds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every factory and operation of {@link Distribution} and {@link Outcomes} checks its bounds before
 * allocating and names the arguments (issue 28: {@code Distribution.uniform(Integer.MIN_VALUE,
 * Integer.MAX_VALUE)} returned a corrupt distribution).
 */
class DistributionBoundsTest {
  private static final int MIN = Integer.MIN_VALUE;
  private static final int MAX = Integer.MAX_VALUE;

  @Test
  void uniformOverEveryIntIsRefusedNamingItsArguments() {
    assertThatThrownBy(() -> Distribution.uniform(MIN, MAX))
        .isInstanceOf(OddsLimitException.class)
        .hasMessage(
            "Distribution.uniform: from from = -2147483648 through to = 2147483647 spans"
                + " 4294967296 values, over the documented limit of 1048576"
                + " (Distribution.MAX_VALUES)");
    assertThatThrownBy(() -> Distribution.uniform(0, Distribution.MAX_VALUES))
        .isInstanceOf(OddsLimitException.class);
    assertThat(Distribution.uniform(1, Distribution.MAX_VALUES).max())
        .isEqualTo(Distribution.MAX_VALUES);
    assertThatThrownBy(() -> Distribution.uniform(6, 1))
        .isNotInstanceOf(OddsLimitException.class)
        .hasMessage("empty range [6, 1]");
  }

  @Test
  void weightsPastTheLastIntAreRefused() {
    assertThatThrownBy(() -> Distribution.ofWeights(MAX, List.of(BigInteger.ONE, BigInteger.ONE)))
        .isInstanceOf(OddsLimitException.class)
        .hasMessageContaining("Distribution.ofWeights: min + weights.size() - 1 = 2147483648")
        .hasMessageContaining("beyond an int");
    assertThatThrownBy(() -> Distribution.ofWeights(0, List.of()))
        .hasMessageContaining("weights is empty");
    assertThatThrownBy(
            () ->
                Distribution.ofProbabilities(
                    Map.of(MIN, Rational.of(1, 2), MAX, Rational.of(1, 2))))
        .isInstanceOf(OddsLimitException.class)
        .hasMessageContaining("Distribution.ofProbabilities: from the least value = -2147483648");
  }

  @Test
  void operationsRefuseValuesBeyondAnInt() {
    assertThatThrownBy(
            () -> Distribution.mixture(List.of(Distribution.point(MIN), Distribution.point(MAX))))
        .isInstanceOf(OddsLimitException.class)
        .hasMessageContaining("Distribution.mixture");
    assertThatThrownBy(() -> Distribution.point(MAX).shift(1))
        .isInstanceOf(OddsLimitException.class)
        .hasMessageContaining("Distribution.shift by 1: max + constant = 2147483648");
    assertThatThrownBy(() -> Distribution.point(MIN).negate())
        .isInstanceOf(OddsLimitException.class)
        .hasMessageContaining("Distribution.negate");
    assertThatThrownBy(() -> Distribution.uniform(1, 2).map(v -> v == 1 ? MIN : MAX))
        .isInstanceOf(OddsLimitException.class)
        .hasMessageContaining("Distribution.map");
    assertThatThrownBy(() -> Distribution.uniform(1, 1_000_000).times(2))
        .isInstanceOf(OddsLimitException.class)
        .hasMessageContaining("Distribution.sumOf: the sum spans 1999999 values")
        .hasMessageContaining("Distribution.MAX_VALUES");
    assertThat(Distribution.point(MAX - 1).shift(1).min()).isEqualTo(MAX);
  }

  @Test
  void outcomesToAnIntDistributionCheckTheirSpan() {
    Outcomes<String> coin = Outcomes.uniform(List.of("heads", "tails"));
    assertThatThrownBy(() -> coin.toDistribution(s -> s.equals("heads") ? MIN : MAX))
        .isInstanceOf(OddsLimitException.class)
        .hasMessageContaining("Outcomes.toDistribution: from the least value = -2147483648")
        .hasMessageContaining("Distribution.MAX_VALUES");
    assertThat(coin.toDistribution(s -> s.equals("heads") ? 1 : 0))
        .isEqualTo(Distribution.uniform(0, 1));
  }
}
