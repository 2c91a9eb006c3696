package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.odds.Rational;
import org.junit.jupiter.api.Test;

class BetAdvisorTest {
  private final BetAdvisor advisor = new BetAdvisor(DogfiteTables.standard());
  private final DogfiteOdds odds = new DogfiteOdds(DogfiteTables.standard());

  @Test
  void aLevelZeroBetAlwaysSucceedsAndGainsNothing() {
    BetAdvisor.Advice a = advisor.advise(BetRequest.of(0, 0));
    assertThat(a.maneuver()).isEqualTo(Rational.ONE);
    assertThat(a.expectedEdge()).isEqualTo(Rational.ZERO);
    assertThat(a.expectedSpeedChange()).isEqualTo(Rational.ZERO);
    assertThat(a.stressFromFailure()).isEqualTo(Rational.ZERO);
  }

  @Test
  void aLevelOneBetForEdgeFlownStraight() {
    // Required level 0 (straight), level 1 bet: 33/36 pass for +1; on 2 or 3 it still flies
    // straight but loses the failure table's edge.
    BetAdvisor.Advice a = advisor.advise(new BetRequest(0, 1, 0, 0, 0, 0));
    assertThat(a.maneuver()).isEqualTo(Rational.ONE);
    Rational lost =
        odds.failureResults(1, 0, 0).entrySet().stream()
            .map(e -> e.getValue().multiply(Rational.of(e.getKey().edgeLoss())))
            .reduce(Rational.ZERO, Rational::add);
    assertThat(a.expectedEdge()).isEqualTo(Rational.of(33, 36).subtract(lost));
  }

  @Test
  void riskierBetsCostMoreAndSucceedLess() {
    BetAdvisor.Advice two = advisor.advise(BetRequest.of(2, 0));
    BetAdvisor.Advice three = advisor.advise(BetRequest.of(3, 0));
    assertThat(three.maneuver()).isLessThan(two.maneuver());
    assertThat(two.maneuver()).isEqualTo(odds.betPass(2, 0, 0));
    assertThat(three.expectedSpeedChange()).isLessThan(two.expectedSpeedChange());
    assertThat(three.stressFromFailure()).isGreaterThan(Rational.ZERO);
  }
}
