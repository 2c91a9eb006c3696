package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.hex.Altitude;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * A turn's log folds each bet and vertical move into what the stall check and the end of the turn
 * read: summed speed changes and power modifiers, the largest minimum-speed increase and bet level,
 * the power bonus and aerobatics once any bet had them, and failure stress summed over the bets
 * that force a test.
 */
class TurnLogTest {
  private static BetOutcome bet(
      int level,
      int aerobatics,
      boolean powerBonus,
      int speedChange,
      int minSpeed,
      int power,
      OptionalInt stress) {
    return new BetOutcome(
        new BetRequest(level, level, aerobatics, 0, 3, 3),
        6,
        0,
        true,
        OptionalInt.of(level),
        level,
        powerBonus,
        speedChange,
        minSpeed,
        power,
        Optional.empty(),
        stress,
        List.of());
  }

  @Test
  void betsAddUpAndKeepTheirExtremes() {
    TurnLog log =
        TurnLog.EMPTY
            .with(bet(2, 0, false, -1, 1, 0, OptionalInt.empty()))
            .with(bet(1, 0, true, -2, 0, -1, OptionalInt.of(2)))
            .with(bet(0, 0, false, 0, 0, 0, OptionalInt.of(-1)));
    assertThat(log.speedChanges()).isEqualTo(-3);
    assertThat(log.minSpeedIncrease()).isEqualTo(1);
    assertThat(log.powerModifier()).isEqualTo(-1);
    assertThat(log.powerBonus()).isTrue();
    assertThat(log.highestBet()).hasValue(2);
    assertThat(log.failureStress()).hasValue(1);
    assertThat(log.aerobatics()).isFalse();
    assertThat(log.divePoints()).isZero();
  }

  @Test
  void theFirstBetSetsTheHighestLevelAndNoStressIsNotZeroStress() {
    TurnLog one = TurnLog.EMPTY.with(bet(0, 0, false, 0, 0, 0, OptionalInt.empty()));
    assertThat(one.highestBet()).hasValue(0);
    assertThat(one.failureStress()).isEmpty();
    assertThat(one.powerBonus()).isFalse();
    TurnLog stressed = TurnLog.EMPTY.with(bet(1, 0, false, 0, 0, 0, OptionalInt.of(0)));
    assertThat(stressed.failureStress()).hasValue(0);
    assertThat(stressed.highestBet()).hasValue(1);
  }

  @Test
  void aerobaticPointsAreRememberedOnceSpent() {
    TurnLog log =
        TurnLog.EMPTY
            .with(bet(1, 1, false, 0, 0, 0, OptionalInt.empty()))
            .with(bet(0, 0, false, 0, 0, 0, OptionalInt.empty()));
    assertThat(log.aerobatics()).isTrue();
    assertThat(TurnLog.EMPTY.with(bet(1, 0, false, 0, 0, 0, OptionalInt.empty())).aerobatics())
        .isFalse();
  }

  @Test
  void aDiveRecordsItsPointsAndAClimbKeepsThem() {
    VerticalPlan dive =
        new VerticalPlan(VerticalMove.DIVE, Altitude.at(1), 2, 2, 1, OptionalInt.empty());
    VerticalPlan climb =
        new VerticalPlan(VerticalMove.CLIMB, Altitude.at(3), -2, 1, 0, OptionalInt.empty());
    TurnLog dived = TurnLog.EMPTY.with(dive);
    assertThat(dived.divePoints()).isEqualTo(2);
    assertThat(dived.speedChanges()).isEqualTo(2);
    TurnLog climbed = dived.with(climb);
    assertThat(climbed.divePoints()).isEqualTo(2);
    assertThat(climbed.speedChanges()).isZero();
    assertThat(TurnLog.EMPTY.with(climb).divePoints()).isZero();
    assertThat(TurnLog.EMPTY.withDive(3).divePoints()).isEqualTo(3);
    assertThat(TurnLog.EMPTY.withDive(3).speedChanges()).isEqualTo(3);
  }
}
