package io.github.dogfight.dogfite;

import static io.github.dogfight.dogfite.Fixtures.albatros;
import static io.github.dogfight.dogfite.Fixtures.camel;
import static io.github.dogfight.dogfite.Fixtures.declare;
import static io.github.dogfight.dogfite.Fixtures.start;
import static io.github.dogfight.testkit.DogfightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.DogfiteCommand.ApplyMovePenalty;
import io.github.dogfight.dogfite.DogfiteCommand.BeginMove;
import io.github.dogfight.dogfite.DogfiteCommand.EdgeBet;
import io.github.dogfight.dogfite.DogfiteCommand.Move;
import io.github.dogfight.testkit.Scripted;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * EDGE RECORDING with scripted dice: "During movement a targeting aircraft will add bonuses gained,
 * and aircraft who are targeting it will subtract the bonus from their edge. If current aircraft
 * has a different target of its own, then one-quarter of any bonus gained by it (rounded up) is
 * subtracted. If current aircraft has no target, then one-half of any bonus gained by it (rounded
 * up) is subtracted."
 *
 * <p>The Camel (RFC) sits two hexes behind the Albatros (Jasta 11), both flying north: it starts
 * the turn with 2 edge on it. The Albatros moves first and flies straight with a level-3 bet that
 * passes (2d6 = 12): a bonus of 3. Bert's SE5a (RFC) is far to the north-east.
 */
class EdgeRecordingTest {
  private static final Hex O = Hex.ORIGIN;

  /** The state after the Albatros's bet, the Albatros declaring {@code albatrosTarget}. */
  private static DogfiteState afterTheAlbatrosBet(String albatrosTarget, String bertTarget) {
    Game<DogfiteState, DogfiteCommand> g =
        start(
            camel(HexPosition.edge(O.step(Facing.S, 2), Facing.N), 2, 5),
            albatros(HexPosition.edge(O, Facing.N), 2, 8),
            Fixtures.plane("RFC", "SE5a", "Bert", 0, new Hex(6, -8), Facing.S));
    // Initiative d10s: Camel 10, Albatros 1, Bert 10: the Albatros moves first.
    g = declare(g, List.of("Albatros", albatrosTarget, bertTarget), 10, 1, 10);
    assertThat(g).isAwaiting("Albatros");
    assertThat(g.state().plane("Camel").edge()).isEqualTo(2);
    g = Scripted.play(g, new BeginMove("Albatros", VerticalMove.LEVEL), 6);
    g = Scripted.play(g, new Move("Albatros", new Step.Straight(), 3, 0), 6, 6);
    return g.state();
  }

  @Test
  void aPursuerTargetedByItsTargetLosesTheWholeBonus() {
    DogfiteState s = afterTheAlbatrosBet("Camel", "");
    assertThat(s.plane("Albatros").edge()).isEqualTo(3);
    assertThat(s.plane("Camel").edge()).isEqualTo(2 - 3);
  }

  @Test
  void aPursuerWhoseTargetHasAnotherTargetLosesAQuarterRoundedUp() {
    DogfiteState s = afterTheAlbatrosBet("Bert", "Albatros");
    assertThat(s.plane("Albatros").edge()).isEqualTo(3);
    assertThat(s.plane("Camel").edge()).isEqualTo(2 - 1);
    assertThat(s.plane("Bert").edge()).isEqualTo(-3);
  }

  /**
   * The Camel (RFC, flying +1, speed {@code speed}) on the N edge of (0,0) targets the Albatros
   * eight hexes north, which targets nobody; the Dr.I (Jasta) three hexes south-west targets the
   * Camel. Initiative d10s: Camel 1, Albatros 10, Dr.I 9: the Camel moves first, d6 {@code die}.
   */
  private static Game<DogfiteState, DogfiteCommand> camelPursuedByTheDrI(int speed, int die) {
    Game<DogfiteState, DogfiteCommand> g =
        start(
            camel(HexPosition.edge(O, Facing.N), 2, speed),
            albatros(HexPosition.edge(new Hex(0, -8), Facing.S), 2, 5),
            Fixtures.drI(HexPosition.edge(O.step(Facing.SW, 3), Facing.N), 2, 5));
    g = declare(g, List.of("Albatros", "", "Camel"), 1, 10, 9);
    assertThat(g).isAwaiting("Camel");
    return Scripted.play(g, new BeginMove("Camel", VerticalMove.LEVEL), die);
  }

  @Test
  @DisplayName(
      "If current aircraft has a different target of its own, then one-quarter of any bonus gained"
          + " by it (rounded up) is subtracted: a failed bet's level edge and kept aerobatic edge"
          + " are one bonus, rounded once")
  void aFailedBetsLevelEdgeAndKeptAerobaticEdgeAreOneBonus() {
    // Speed 8: two hexsides need level 2; raised to level 3 with 1 aerobatic point: target 10.
    // 2d6 = 8 passes level 2 (7 with the point): +2 edge, and fails by 2. Failure 2d6 = 6 - 2 =
    // 4: move -1, no edge lost. The penalty on the turn keeps the point: 1 + flying 1 = 2 edge.
    // The Camel gains 2 + 2 = 4; the Dr.I loses a quarter of 4, rounded up: 1 (not 1 + 1).
    Game<DogfiteState, DogfiteCommand> g = camelPursuedByTheDrI(8, 6);
    int camel = g.state().plane("Camel").edge();
    int drI = g.state().plane("Dr.I").edge();
    g = Scripted.play(g, new Move("Camel", new Step.Turn(2), 3, 1), 4, 4, 3, 3);
    g = g.play(new ApplyMovePenalty("Camel", 1, 0, 0));
    assertThat(g.state().plane("Camel").edge()).isEqualTo(camel + 2 + 2);
    assertThat(g.state().plane("Dr.I").edge()).isEqualTo(drI - 1);
  }

  @Test
  @DisplayName(
      "If current aircraft has a different target of its own, then one-quarter of any bonus gained"
          + " by it (rounded up) is subtracted: a failed bet for edge's bonus is rounded once")
  void aFailedBetForEdgesBonusIsRoundedOnce() {
    // Speed 2, d6 1: no movement points. A level-2 bet for edge with 2 aerobatic points: target
    // 7. 2d6 = 5 passes level 1 (5 with the points): +1 edge, and fails by 2. Failure 2d6 = 6 - 2
    // = 4: move -1 takes one point; the other keeps 1 + flying 1 = 2 edge. The Camel gains 1 + 2
    // = 3; the Dr.I loses a quarter of 3, rounded up: 1 (not 1 + 1). The Camel then ends its
    // move below its minimum speed: stall / spin d6 6.
    Game<DogfiteState, DogfiteCommand> g = camelPursuedByTheDrI(2, 1);
    int drI = g.state().plane("Dr.I").edge();
    g = Scripted.play(g, new EdgeBet("Camel", 2, 2), 2, 3, 3, 3, 6);
    assertThat(g.log()).narrationContains("the aerobatic points kept still gain 2 edge");
    assertThat(g.state().plane("Dr.I").edge()).isEqualTo(drI - 1);
  }

  @Test
  void aPursuerWhoseTargetHasNoTargetLosesHalfRoundedUp() {
    DogfiteState s = afterTheAlbatrosBet("", "Albatros");
    assertThat(s.plane("Albatros").edge()).isEqualTo(0);
    assertThat(s.plane("Camel").edge()).isEqualTo(2 - 2);
  }
}
