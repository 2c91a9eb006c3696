package io.github.dogfight.dogfite;

import static io.github.dogfight.dogfite.Fixtures.RULES;
import static io.github.dogfight.testkit.DogfightAssertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.DogfiteCommand.BeginMove;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * CLIMBING / DIVING (rules 000): the climb / dive table has no full level at speeds 1 and 2 ("x"),
 * and a refused climb or dive says which of the two was refused.
 */
class ClimbDiveRefusalTest {
  @Test
  void aFullLevelIsNeitherClimbedNorDivedAtSpeedTwo() {
    Game<DogfiteState, DogfiteCommand> g =
        Fixtures.start(
            Fixtures.camel(HexPosition.edge(Hex.ORIGIN, Facing.N), 3, 2),
            Fixtures.albatros(HexPosition.edge(new Hex(0, 12), Facing.S), 3, 5));
    g = Fixtures.declare(g, List.of("", ""), 5, 6);
    while (!(g.state().pending() instanceof Pending.StartMove m && m.plane().equals("Camel"))) {
      g = g.play(RULES.defaultBot());
    }
    assertThat(g)
        .rejects(new BeginMove("Camel", VerticalMove.CLIMB))
        .hasMessageContaining("a full level cannot be climbed at speed 2");
    assertThat(g)
        .rejects(new BeginMove("Camel", VerticalMove.DIVE))
        .hasMessageContaining("a full level cannot be dived at speed 2");
  }
}
