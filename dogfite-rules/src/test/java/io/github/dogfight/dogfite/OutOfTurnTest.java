package io.github.dogfight.dogfite;

import static io.github.dogfight.dogfite.Fixtures.RULES;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.RuleViolation;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A command out of its place in the sequence of play is refused naming the rule and what the game
 * waits for, at every kind of decision random duels reach.
 */
class OutOfTurnTest {
  private static String expected(Pending p) {
    String who = p.plane();
    if (p instanceof Pending.Targeting) {
      return "targeting: " + who + " declares its target (ChooseTarget)";
    }
    if (p instanceof Pending.StartMove) {
      return who + " begins its move (BeginMove, EnterSpin, or Tail when offered)";
    }
    if (p instanceof Pending.Moving) {
      return who + " is moving (Move, EdgeBet, EndMove)";
    }
    if (p instanceof Pending.MovePenalty) {
      return who + " must first choose where the move penalty falls (ApplyMovePenalty)";
    }
    if (p instanceof Pending.LeaveHex) {
      return who + " must first choose the edge it leaves its hex by (LeaveHex)";
    }
    if (p instanceof Pending.Firing) {
      return who + " may fire (Fire)";
    }
    if (p instanceof Pending.Pip) {
      return who + " must first decide whether to move a pip (AdjustPip)";
    }
    return who + " makes its speed roll (ChooseSpeedRoll)";
  }

  private static String rule(Pending p) {
    if (p instanceof Pending.MovePenalty) {
      return "MOVE / MANEUVER BETS - FAILURE (rules 000)";
    }
    if (p instanceof Pending.Pip) {
      return "CRITICAL HITS (rules 000)";
    }
    return "Turn sequence (rules 000)";
  }

  @Test
  void everyDecisionRefusesACommandOfAnotherPhaseByName() {
    Set<Class<?>> seen = new LinkedHashSet<>();
    // Bots close in and fire; random play reaches move penalties and odd corners.
    for (long seed = 1; seed <= 10; seed++) {
      boolean bots = seed <= 5;
      SplittableRandom pick = new SplittableRandom(seed);
      Game<DogfiteState, DogfiteCommand> g = Game.start(RULES, RULES.sampleEngagement(seed));
      for (int step = 0; step < 3_000 && !g.isOver(); step++) {
        Pending p = g.state().pending();
        seen.add(p.getClass());
        // Each turn starts its movement and fire orders afresh: nobody twice in either.
        assertThat(g.state().order()).doesNotHaveDuplicates();
        assertThat(g.state().fireOrder()).doesNotHaveDuplicates();
        if (p instanceof Pending.StartMove m) {
          assertThat(g.state().order()).contains(m.plane());
        }
        // The moving aircraft's movement is there exactly while it moves or settles a step.
        assertThat(g.state().move().isPresent())
            .isEqualTo(
                p instanceof Pending.Moving
                    || p instanceof Pending.MovePenalty
                    || p instanceof Pending.LeaveHex);
        DogfiteCommand wrong =
            p instanceof Pending.SpeedRolling
                ? new DogfiteCommand.EndMove(p.plane())
                : new DogfiteCommand.ChooseSpeedRoll(p.plane(), SpeedRoll.NONE);
        Game<DogfiteState, DogfiteCommand> at = g;
        assertThatThrownBy(() -> at.play(wrong))
            .isInstanceOfSatisfying(
                RuleViolation.class, e -> assertThat(e.rule()).isEqualTo(rule(p)))
            .hasMessageEndingWith("rejected: not allowed now: " + expected(p));
        List<DogfiteCommand> legal = g.legalCommands();
        g = bots ? g.play(RULES.defaultBot()) : g.play(legal.get(pick.nextInt(legal.size())));
      }
    }
    assertThat(seen)
        .contains(
            Pending.Targeting.class,
            Pending.StartMove.class,
            Pending.Moving.class,
            Pending.Firing.class,
            Pending.SpeedRolling.class,
            Pending.MovePenalty.class);
  }
}
