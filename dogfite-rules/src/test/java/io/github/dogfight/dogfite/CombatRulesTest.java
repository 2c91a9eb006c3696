package io.github.dogfight.dogfite;

import static io.github.dogfight.dogfite.Fixtures.albatros;
import static io.github.dogfight.dogfite.Fixtures.camel;
import static io.github.dogfight.dogfite.Fixtures.declare;
import static io.github.dogfight.dogfite.Fixtures.start;
import static io.github.dogfight.testkit.DogfightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.DogfiteCommand.BeginMove;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseSpeedRoll;
import io.github.dogfight.dogfite.DogfiteCommand.EndMove;
import io.github.dogfight.dogfite.DogfiteCommand.Fire;
import io.github.dogfight.dogfite.DogfiteCommand.Move;
import io.github.dogfight.dogfite.event.GunFired;
import io.github.dogfight.dogfite.internal.combat.Combat;
import io.github.dogfight.testkit.Scripted;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Combat and engine trouble with scripted dice, quoting rules 000's COMBAT and ENGINE lines. */
class CombatRulesTest {
  private static final Hex O = Hex.ORIGIN;

  @Test
  void fireFromTheLevelBeneathInTheSameHexIsAtOneHex() {
    // COMBAT: "For altitude-level differences: Range increased ... by 1 hex for fire from the level
    // beneath." In the same hex (range 0) the shot is at 1 hex: -10.
    Game<DogfiteState, DogfiteCommand> g =
        start(camel(HexPosition.middle(O), 1, 6), albatros(HexPosition.edge(O, Facing.N), 2, 2));
    // The Camel in the middle of the Albatros's hex: +3 edge. Camel d10 9: 8 + 1 + 1 = 10 beats
    // the Albatros's 0 + 0 - 1: it follows it.
    g = declare(g, List.of("Albatros", ""), 9, 1);
    // The Albatros: 1 + 2 = 3, no MP; at its minimum speed it rolls 4 for a stall: no effect.
    g = Scripted.play(g, new BeginMove("Albatros", VerticalMove.LEVEL), 1);
    g = Scripted.play(g, new EndMove("Albatros"), 4);
    // The Camel stays in the hex middle (level 1 at speed 6): 2d6 = 6 passes, edge 4.
    g = Scripted.play(g, new BeginMove("Camel", VerticalMove.LEVEL), 1);
    g = Scripted.play(g, new Move("Camel", new Step.ToMiddle(), 1, 0), 3, 3);
    assertThat(g.state().pending()).isEqualTo(new Pending.Firing("Camel", Range.ONE_HEX));
    // The Camel's two guns: fire none, one or both.
    assertThat(g.legalCommands())
        .containsExactly(new Fire("Camel", 0), new Fire("Camel", 1), new Fire("Camel", 2));
    // 2d6 - 10 + 4 + 1 (firing) + 1 (shooting) - 10: 7 - 14, no hits.
    g = Scripted.play(g, new Fire("Camel", 1), 3, 4);
    GunFired shot = assertThat(g.log()).singleEventOfType(GunFired.class);
    assertThat(shot.range()).isEqualTo(Range.ONE_HEX);
    assertThat(shot.narration())
        .startsWith("Camel fires at Albatros from one hex (2d6: no roll can hit): 0 hits");
  }

  /** The end of turn 1 for a Camel that smokes, with its smoke roll this turn made or not. */
  private static DogfiteState smokingAtTheEndOfTheTurn(boolean rolledThisTurn) {
    Plane camel = camel(HexPosition.edge(O, Facing.N), 2, 5);
    TurnLog log = rolledThisTurn ? TurnLog.EMPTY.withSmokeRolled() : TurnLog.EMPTY;
    camel = camel.withCondition(Condition.SOUND.smoke()).withTurnLog(log);
    Plane albatros = albatros(HexPosition.edge(new Hex(0, -6), Facing.S), 2, 5);
    TurnProgress progress = TurnProgress.START.withMoved(List.of("Camel", "Albatros")).withIndex(0);
    return new DogfiteState(
        DiceStream.seeded(1),
        1,
        List.of(camel, albatros),
        new Pending.SpeedRolling("Camel"),
        progress,
        50,
        Optional.empty(),
        Optional.empty());
  }

  @Test
  void theSmokeRollMadeWhenTheSmokeWasTakenIsThatTurnsRoll() {
    // ENGINE CRITICAL HITS: "1-3 = Aircraft smokes ... and player rolls 1d6 (now and each
    // following turn). Result of 1 on this later roll means the aircraft is on fire".
    Game<DogfiteState, DogfiteCommand> rolled =
        Game.start(Fixtures.RULES, smokingAtTheEndOfTheTurn(true));
    ScriptedDice none = ScriptedDice.of();
    rolled = rolled.play(new ChooseSpeedRoll("Camel", SpeedRoll.NONE), none);
    none.assertFullyUsed();
    assertThat(rolled.state().plane("Camel").condition().smoking()).isTrue();
    // In a following turn it rolls: a 1 sets it on fire.
    Game<DogfiteState, DogfiteCommand> later =
        Game.start(Fixtures.RULES, smokingAtTheEndOfTheTurn(false));
    later = Scripted.play(later, new ChooseSpeedRoll("Camel", SpeedRoll.NONE), 1);
    assertThat(later.state().plane("Camel").condition().onFire()).isTrue();
    assertThat(later.log()).narrationContains("the engine catches fire");
  }

  @Test
  void anEdgeOfOneIsEnoughToFire() {
    // "Firing is only possible on an aircraft ... upon which an edge of at least one is held".
    Plane camel = camel(HexPosition.middle(O), 2, 6).withTarget(Optional.of("Albatros"));
    Plane albatros = albatros(HexPosition.edge(O, Facing.N), 2, 2);
    FiringRange rule = FiringRange.standard();
    assertThat(Combat.range(rule, camel.withEdge(1), albatros)).isPresent();
    assertThat(Combat.range(rule, camel.withEdge(0), albatros)).isEmpty();
  }
}
