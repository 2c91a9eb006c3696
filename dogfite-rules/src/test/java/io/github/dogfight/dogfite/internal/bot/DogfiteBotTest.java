package io.github.dogfight.dogfite.internal.bot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.DogfiteTables;
import io.github.dogfight.dogfite.Step;
import io.github.dogfight.dogfite.internal.movement.MovementCommands;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DogfiteBotTest {
  @Test
  void closenessWorkedOutOnCoordinatesMatchesTheStepsAsFlown() {
    List<HexPosition> positions = new ArrayList<>();
    Hex here = new Hex(2, -1);
    positions.add(HexPosition.middle(here));
    for (Facing f : Facing.values()) {
      positions.add(HexPosition.edge(here, f));
    }
    for (HexPosition from : positions) {
      for (Step step : MovementCommands.steps(from)) {
        HexPosition to = Step.apply(from, step);
        for (Hex goal : new Hex(0, 0).ring(3)) {
          int expected =
              to instanceof HexPosition.Edge e ? e.ahead().distance(goal) : to.hex().distance(goal);
          assertThat(DogfiteBot.closeness(from, step, goal))
              .as("%s from %s toward %s", step, from, goal)
              .isEqualTo(expected);
        }
      }
    }
  }

  @Test
  void theBetTableReadsTheExactOdds() {
    BetTable t = new BetTable(DogfiteTables.standard());
    assertThat(t.pass(0, 0)).isEqualTo(1.0);
    assertThat(t.pass(1, 0)).isCloseTo(33.0 / 36, within(1e-12));
    assertThat(t.dive(1, 0, 0)).isCloseTo(3.0 / 36, within(1e-12));
    assertThat(t.dive(0, 0, 0)).isZero();
    assertThat(t.pass(3, -20)).isEqualTo(t.pass(3, BetTable.MIN_MODIFIER));
    assertThat(t.speedChange(3)).isEqualTo(-2);
    assertThat(t.minSpeedIncrease(3)).isEqualTo(4);
  }
}
