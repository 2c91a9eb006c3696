package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.dogfite.DogfiteCommand.AdjustPip;
import io.github.dogfight.dogfite.DogfiteCommand.ApplyMovePenalty;
import io.github.dogfight.dogfite.DogfiteCommand.BeginMove;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseSpeedRoll;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseTarget;
import io.github.dogfight.dogfite.DogfiteCommand.EdgeBet;
import io.github.dogfight.dogfite.DogfiteCommand.EndMove;
import io.github.dogfight.dogfite.DogfiteCommand.EnterSpin;
import io.github.dogfight.dogfite.DogfiteCommand.Fire;
import io.github.dogfight.dogfite.DogfiteCommand.LeaveHex;
import io.github.dogfight.dogfite.DogfiteCommand.Move;
import io.github.dogfight.dogfite.DogfiteCommand.Tail;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Every command describes itself word for word, as the log and the command line show it. */
class CommandTextsTest {
  private static final String C = "Camel";

  @Test
  void targetingMovingAndSpinning() {
    assertThat(new ChooseTarget(C, Optional.of("Albatros")).describe())
        .isEqualTo("Camel targets Albatros");
    assertThat(new ChooseTarget(C, Optional.empty()).describe()).isEqualTo("Camel targets nobody");
    assertThat(new BeginMove(C, VerticalMove.HALF_CLIMB).describe())
        .isEqualTo("Camel begins its move: a half-level climb");
    assertThat(new EnterSpin(C).describe()).isEqualTo("Camel tries to enter a spin");
    assertThat(new EndMove(C).describe()).isEqualTo("Camel ends its move");
    assertThat(new LeaveHex(C, Facing.SW).describe())
        .isEqualTo("Camel leaves the hex by its SW edge");
    assertThat(new Tail(C).describe()).isEqualTo("Camel tails its target");
    assertThat(new ChooseSpeedRoll(C, SpeedRoll.DRAG).describe()).isEqualTo("Camel rolls drag");
  }

  @Test
  void stepsNameTheirBetOnlyWhenThereIsOne() {
    assertThat(new Move(C, new Step.Straight(), 0, 0).describe()).isEqualTo("Camel flies straight");
    assertThat(new Move(C, new Step.Turn(-2), 1, 0).describe())
        .isEqualTo("Camel turns 2 left betting level 1");
    assertThat(new Move(C, new Step.Turn(1), 0, 1).describe())
        .isEqualTo("Camel turns 1 right betting level 0 with 1 aerobatic point");
    assertThat(new Move(C, new Step.ToMiddle(), 2, 3).describe())
        .isEqualTo("Camel goes to the hex middle betting level 2 with 3 aerobatic points");
    assertThat(new EdgeBet(C, 1, 0).describe()).isEqualTo("Camel bets level 1 for edge");
    assertThat(new EdgeBet(C, 2, 1).describe())
        .isEqualTo("Camel bets level 2 with 1 aerobatic point for edge");
  }

  @Test
  void firingAndDiceChoices() {
    assertThat(new Fire(C, 0).describe()).isEqualTo("Camel holds fire");
    assertThat(new Fire(C, 1).describe()).isEqualTo("Camel fires 1 gun");
    assertThat(new Fire(C, 2).describe()).isEqualTo("Camel fires 2 guns");
    assertThat(new AdjustPip(C, -1).describe())
        .isEqualTo("Camel takes a pip off the higher die to make doubles");
    assertThat(new AdjustPip(C, 1).describe())
        .isEqualTo("Camel adds a pip to the lower die to make doubles");
    assertThat(new AdjustPip(C, 0).describe()).isEqualTo("Camel leaves its dice as rolled");
  }

  @Test
  void aMovePenaltyListsOnlyWhereItFalls() {
    assertThat(new ApplyMovePenalty(C, 1, 0, 0).describe())
        .isEqualTo("Camel takes the move penalty: 1 on its maneuver");
    assertThat(new ApplyMovePenalty(C, 0, 1, 0).describe())
        .isEqualTo("Camel takes the move penalty: 1 on holding its level");
    assertThat(new ApplyMovePenalty(C, 0, 0, 1).describe())
        .isEqualTo("Camel takes the move penalty: 1 on its aerobatics");
    assertThat(new ApplyMovePenalty(C, 2, 1, 3).describe())
        .isEqualTo(
            "Camel takes the move penalty: 2 on its maneuver, 1 on holding its level, 3 on its"
                + " aerobatics");
  }
}
