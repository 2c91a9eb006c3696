package io.github.dogfight.dogfite.internal.movement;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.dogfite.BetLevel;
import io.github.dogfight.dogfite.BetRequest;
import io.github.dogfight.dogfite.DogfiteOdds;
import io.github.dogfight.dogfite.DogfiteTables;
import org.junit.jupiter.api.Test;

class SpinRulesTest {
  @Test
  void entryLevelIsTheLevelThatPaysOneAerobaticPoint() {
    // Level + flying skill must reach 1 aerobatic point; the aerobatic rating does not count.
    assertThat(SpinRules.entryLevel(0)).isEqualTo(1);
    assertThat(SpinRules.entryLevel(1)).isZero();
    assertThat(SpinRules.entryLevel(2)).isZero();
    assertThat(SpinRules.entryLevel(-1)).isEqualTo(2);
    assertThat(SpinRules.entryLevel(-5)).isEqualTo(3);
    assertThat(BetLevel.maxAerobaticPoints(SpinRules.entryLevel(-1), -1, 0)).isEqualTo(1);
  }

  @Test
  void recoveryIsTheSameBetWithMinusOne() {
    assertThat(SpinRules.entry(0, -1)).isEqualTo(BetRequest.of(1, -1));
    // "with a -1 penalty to the roll"
    assertThat(SpinRules.recovery(0, -1)).isEqualTo(BetRequest.of(1, -2));
    assertThat(new DogfiteOdds(DogfiteTables.standard()).betPass(1, 0, -1))
        .isLessThan(new DogfiteOdds(DogfiteTables.standard()).betPass(1, 0, 0));
  }
}
