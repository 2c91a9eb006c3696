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
import io.github.dogfight.dogfite.DogfiteCommand.BeginMove;
import io.github.dogfight.dogfite.DogfiteCommand.Move;
import io.github.dogfight.testkit.Scripted;
import java.util.List;
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

  @Test
  void aPursuerWhoseTargetHasNoTargetLosesHalfRoundedUp() {
    DogfiteState s = afterTheAlbatrosBet("", "Albatros");
    assertThat(s.plane("Albatros").edge()).isEqualTo(0);
    assertThat(s.plane("Camel").edge()).isEqualTo(2 - 2);
  }
}
