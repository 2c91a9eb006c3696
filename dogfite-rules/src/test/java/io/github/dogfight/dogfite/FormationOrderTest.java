package io.github.dogfight.dogfite;

import static io.github.dogfight.dogfite.Fixtures.camel;
import static io.github.dogfight.dogfite.Fixtures.declare;
import static io.github.dogfight.dogfite.Fixtures.start;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.DogfiteCommand.BeginMove;
import io.github.dogfight.dogfite.DogfiteCommand.Move;
import io.github.dogfight.dogfite.event.MoveBegun;
import io.github.dogfight.testkit.Scripted;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * FORMATION FLYING: "The targeting aircraft is moved at the same time (and in the same manner) as
 * its leader rather than when dictated by its own initiative roll." Two SE5a wingmen, Zed and Amy,
 * follow the Camel (all at speed 6, level 2); the Fokker Dr.I six hexes north targets the Camel and
 * moves first.
 */
class FormationOrderTest {
  private static final Hex O = Hex.ORIGIN;

  private static Plane wingman(String name) {
    return Fixtures.se5a(name, HexPosition.edge(O, Facing.N), 2, 6);
  }

  private static Game<DogfiteState, DogfiteCommand> camelLeadsTwo() {
    Plane drI = Fixtures.drI(HexPosition.edge(new Hex(0, -6), Facing.S), 2, 5);
    Game<DogfiteState, DogfiteCommand> g =
        start(camel(HexPosition.edge(O, Facing.N), 2, 6), wingman("Zed"), wingman("Amy"), drI);
    g = declare(g, List.of("Dr.I", "Camel", "Camel", "Camel"), 6, 2);
    g = Scripted.play(g, new BeginMove("Dr.I", VerticalMove.LEVEL), 1);
    return g.play(new Move("Dr.I", new Step.Straight(), 0, 0));
  }

  @Test
  void followersMoveRightAfterTheirLeaderInTheOrderOfTheirNames() {
    Game<DogfiteState, DogfiteCommand> g = camelLeadsTwo();
    assertThat(g.state().order()).containsExactly("Dr.I", "Camel", "Amy", "Zed");
  }

  @Test
  void followersClimbWithTheirLeader() {
    Game<DogfiteState, DogfiteCommand> g = camelLeadsTwo();
    g = Scripted.play(g, new BeginMove("Camel", VerticalMove.CLIMB), 6);
    while (g.state().awaiting().filter("Camel"::equals).isPresent()) {
      g = g.play(new Move("Camel", new Step.Straight(), 0, 0));
    }
    List<String> begun = g.log().ofType(MoveBegun.class).stream().map(MoveBegun::plane).toList();
    assertThat(begun).containsExactly("Dr.I", "Camel", "Amy", "Zed");
    Placement leader = g.state().plane("Camel").placement();
    assertThat(leader.altitude().level()).isEqualTo(3);
    assertThat(g.state().plane("Amy").placement()).isEqualTo(leader);
    assertThat(g.state().plane("Zed").placement()).isEqualTo(leader);
    assertThat(g.state().plane("Amy").turnLog().speedChanges())
        .isEqualTo(g.state().plane("Camel").turnLog().speedChanges())
        .isNegative();
  }
}
