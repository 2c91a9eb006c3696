package io.github.dogfight.core.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class CheckOutcomeTest {
  @Test
  void outcomesDescribeThemselvesInWords() {
    assertThat(CheckOutcome.ofMargin(2).describe()).isEqualTo("passed by 2");
    assertThat(CheckOutcome.ofMargin(0).describe()).isEqualTo("passed by 0");
    assertThat(CheckOutcome.ofMargin(-3).describe()).isEqualTo("failed by 3");
    // A critical result overrides the margin: the words say so.
    assertThat(new CheckOutcome(false, 0, OptionalInt.empty(), Critical.FAILURE).describe())
        .isEqualTo("failed by 0 on the dice, critical failure");
    assertThat(new CheckOutcome(true, -1, OptionalInt.empty(), Critical.SUCCESS).describe())
        .isEqualTo("passed by 1 short on the dice, critical success");
    CheckOutcome doubles = new CheckOutcome(true, 4, OptionalInt.of(3), Critical.NONE);
    assertThat(doubles.isDoubles()).isTrue();
    assertThat(CheckOutcome.ofMargin(4).isDoubles()).isFalse();
    assertThat(doubles.describe()).isEqualTo("passed by 4, doubles of 3");
    assertThat(doubles).hasToString("passed by 4, doubles of 3");
  }
}
