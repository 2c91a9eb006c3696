package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseTarget;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The targets offered: none, every enemy still flying, and a friend to follow only in the same hex
 * at the same level; a spinning aircraft may target nobody.
 */
class TargetChoicesTest {
  private static ChooseTarget at(String target) {
    return new ChooseTarget("Camel", Optional.of(target));
  }

  @Test
  void enemiesAndFriendsInTheSameHexAndLevel() {
    Plane camel = Fixtures.camel(HexPosition.edge(Hex.ORIGIN, Facing.N), 3, 5);
    Plane wingman = Fixtures.plane("RFC", "SE5a", "Wing", 0, Hex.ORIGIN, Facing.N);
    Plane high =
        Fixtures.plane("RFC", "SE5a", "High", 0, Hex.ORIGIN, Facing.N)
            .withPlacement(
                new Placement(
                    HexPosition.edge(Hex.ORIGIN, Facing.N),
                    io.github.dogfight.core.hex.Altitude.at(4)));
    Plane away = Fixtures.plane("RFC", "SE5a", "Away", 0, new Hex(3, 0), Facing.N);
    Plane enemy = Fixtures.albatros(HexPosition.edge(new Hex(0, -6), Facing.S), 3, 5);
    Plane downed =
        Fixtures.plane("Jasta 11", "Fokker Dr.I", "Down", 0, new Hex(0, -3), Facing.S)
            .withOut(true);
    Game<DogfiteState, DogfiteCommand> g =
        Fixtures.start(camel, wingman, high, away, enemy, downed);
    assertThat(g.legalCommands("Camel"))
        .containsExactly(new ChooseTarget("Camel", Optional.empty()), at("Wing"), at("Albatros"));
  }

  @Test
  void aSpinningAircraftTargetsNobody() {
    Plane camel = Fixtures.camel(HexPosition.middle(Hex.ORIGIN), 3, 0).withSpinning(true);
    Plane enemy = Fixtures.albatros(HexPosition.edge(new Hex(0, -6), Facing.S), 3, 5);
    Game<DogfiteState, DogfiteCommand> g = Fixtures.start(camel, enemy);
    assertThat(g.legalCommands("Camel"))
        .containsExactly(new ChooseTarget("Camel", Optional.empty()));
  }
}
