package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.testkit.ContractCheck;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The front-end contract ({@link ContractCheck}) over bot games of both activations: every command
 * {@code apply} accepts is listed, the bot chooses from the list, every command that rolls dice for
 * its aircraft shows odds, and every text is in words and the same under any default locale.
 */
class ContractTest {
  /**
   * Every command the aircraft could send, beyond its list: each step at every bet level (and one
   * beyond) with every number of aerobatic points up to one more than any level allows, bets for
   * edge alike, and every value of every other command's parameters.
   */
  static List<DogfiteCommand> everyCommand(Game<DogfiteState, DogfiteCommand> g, String actor) {
    Plane p = g.state().plane(actor);
    int mostPoints = 3 + Math.max(0, p.flying()) + Math.max(0, p.type().aerobatic()) + 1;
    List<Step> steps = new ArrayList<>(List.of(new Step.Straight(), new Step.ToMiddle()));
    for (int h = -3; h <= 3; h++) {
      if (h != 0) {
        steps.add(new Step.Turn(h));
      }
    }
    for (Facing f : Facing.values()) {
      steps.add(new Step.ToEdge(f));
    }
    List<DogfiteCommand> out = new ArrayList<>();
    for (int level = 0; level <= 4; level++) {
      for (int points = 0; points <= mostPoints; points++) {
        for (Step s : steps) {
          out.add(new DogfiteCommand.Move(actor, s, level, points));
        }
        out.add(new DogfiteCommand.EdgeBet(actor, level, points));
      }
    }
    for (VerticalMove v : VerticalMove.values()) {
      out.add(new DogfiteCommand.BeginMove(actor, v));
    }
    for (SpeedRoll r : SpeedRoll.values()) {
      out.add(new DogfiteCommand.ChooseSpeedRoll(actor, r));
    }
    for (int guns = 0; guns <= p.type().guns() + 1; guns++) {
      out.add(new DogfiteCommand.Fire(actor, guns));
    }
    for (int pip = -1; pip <= 1; pip++) {
      out.add(new DogfiteCommand.AdjustPip(actor, pip));
    }
    for (Facing f : Facing.values()) {
      out.add(new DogfiteCommand.LeaveHex(actor, f));
    }
    for (int onManeuver = 0; onManeuver <= 3; onManeuver++) {
      for (int onHold = 0; onHold <= 1; onHold++) {
        for (int onAerobatics = 0; onAerobatics <= mostPoints; onAerobatics++) {
          out.add(new DogfiteCommand.ApplyMovePenalty(actor, onManeuver, onHold, onAerobatics));
        }
      }
    }
    out.add(new DogfiteCommand.EndMove(actor));
    out.add(new DogfiteCommand.Tail(actor));
    out.add(new DogfiteCommand.EnterSpin(actor));
    out.add(new DogfiteCommand.ChooseTarget(actor, Optional.empty()));
    for (Plane other : g.state().planes()) {
      out.add(new DogfiteCommand.ChooseTarget(actor, Optional.of(other.id())));
    }
    return out;
  }

  @Test
  void theSeedsInitiativeKeepsTheContract() {
    ContractCheck.Report report =
        ContractCheck.of(new DogfiteRules()).probing(ContractTest::everyCommand).games(20, 1).run();
    assertThat(report.games()).isEqualTo(20);
    assertThat(report.rolling()).isPositive();
    assertThat(report.probed()).isPositive();
  }

  @Test
  void activationCardsKeepTheContract() {
    ContractCheck.Report report =
        ContractCheck.of(new DogfiteRules().withActivation(CardActivation.NAME))
            .probing(ContractTest::everyCommand)
            .games(20, 1)
            .run();
    assertThat(report.games()).isEqualTo(20);
    assertThat(report.rolling()).isPositive();
    assertThat(report.probed()).isPositive();
  }
}
