package io.github.dogfight.wildblue;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.Chance;
import io.github.dogfight.core.odds.Rational;
import org.junit.jupiter.api.Test;

/** The default host's initiative: "1d10 + bonus − penalty", named as it is rolled. */
class DefaultHostTest {
  private final Host host = Host.defaults();

  @Test
  void initiativeIsOneD10PlusTheBonusLessThePenalty() {
    Chance<Integer> c = host.initiative(7, 3);
    assertThat(c.notation()).isEqualTo("1d10+4");
    for (int v = 5; v <= 14; v++) {
      assertThat(c.outcomes().probability(v)).isEqualTo(Rational.of(1, 10));
    }
    assertThat(c.outcomes().probability(4)).isEqualTo(Rational.ZERO);
    assertThat(c.outcomes().probability(15)).isEqualTo(Rational.ZERO);
  }

  @Test
  void aNetPenaltyIsWrittenWithItsSignAndNoneAsPlusZero() {
    Chance<Integer> c = host.initiative(1, 3);
    assertThat(c.notation()).isEqualTo("1d10-2");
    assertThat(c.outcomes().probability(-1)).isEqualTo(Rational.of(1, 10));
    assertThat(c.outcomes().probability(8)).isEqualTo(Rational.of(1, 10));
    assertThat(host.initiative(2, 2).notation()).isEqualTo("1d10+0");
  }

  @Test
  void itNamesAndDescribesItself() {
    assertThat(host.name()).isEqualTo("d20 roll-under (default host)");
    assertThat(host.description())
        .isEqualTo(
            "The default host: d20 roll-under checks (a natural 1 a critical success, a natural 20"
                + " a critical failure), initiative 1d10 + bonus - penalty.");
  }
}
