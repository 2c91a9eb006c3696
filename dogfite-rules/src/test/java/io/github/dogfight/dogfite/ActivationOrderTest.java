package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.core.turn.Segment;
import io.github.dogfight.core.turn.TurnOrder;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A rule author's activation must move every aircraft once and fire each once or none; any other
 * order is refused naming the activation and the order it gave.
 */
class ActivationOrderTest {
  private static DogfiteActivation fixed(Segment... segments) {
    return new DogfiteActivation() {
      @Override
      public TurnOrder plan(DogfiteState state, Roller roller) {
        return TurnOrder.of(segments);
      }

      @Override
      public String name() {
        return "fixed";
      }

      @Override
      public String description() {
        return "a fixed order for tests";
      }
    };
  }

  private static Game<DogfiteState, DogfiteCommand> declared(DogfiteActivation activation) {
    DogfiteRules rules = new DogfiteRules().withActivation(activation);
    Plane camel = Fixtures.camel(HexPosition.edge(Hex.ORIGIN, Facing.N), 2, 5);
    Plane albatros = Fixtures.albatros(HexPosition.edge(new Hex(0, -6), Facing.S), 2, 5);
    Game<DogfiteState, DogfiteCommand> g =
        Game.start(rules, rules.start(List.of(camel, albatros), 1));
    g = g.play(new DogfiteCommand.ChooseTarget("Camel", Optional.empty()));
    return g.play(new DogfiteCommand.ChooseTarget("Albatros", Optional.empty()));
  }

  private static Segment move(String... planes) {
    return Segment.sequential(DogfiteActivation.MOVEMENT, List.of(planes));
  }

  private static Segment fire(String... planes) {
    return Segment.sequential(DogfiteActivation.FIRE, List.of(planes));
  }

  @Test
  void everyAircraftMovesOnceAndFiresOnceOrNone() {
    assertThat(declared(fixed(move("Albatros", "Camel"))).state().awaiting()).contains("Albatros");
    assertThat(
            declared(fixed(move("Camel", "Albatros"), fire("Albatros", "Camel")))
                .state()
                .awaiting())
        .contains("Camel");
    assertThat(
            declared(fixed(move("Albatros", "Camel"), fire("Camel", "Albatros")))
                .state()
                .awaiting())
        .contains("Albatros");
  }

  @Test
  void anOrderMissingAnAircraftOrRepeatingOneIsRefused() {
    assertThatThrownBy(() -> declared(fixed(move("Camel"), move("Camel"))))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(
            "activation 'fixed' must order each of [Albatros, Camel] once, gave moves [Camel,"
                + " Camel] and fires []");
    assertThatThrownBy(() -> declared(fixed(move("Camel"))))
        .hasMessage(
            "activation 'fixed' must order each of [Albatros, Camel] once, gave moves [Camel] and"
                + " fires []");
    assertThatThrownBy(() -> declared(fixed(move("Camel", "Albatros", "Ghost"))))
        .hasMessageContaining("gave moves [Camel, Albatros, Ghost]");
    assertThatThrownBy(() -> declared(fixed(move("Camel", "Albatros"), fire("Camel"))))
        .hasMessage(
            "activation 'fixed' must order each of [Albatros, Camel] once, gave moves [Camel,"
                + " Albatros] and fires [Camel]");
    assertThatThrownBy(
            () -> declared(fixed(move("Camel", "Albatros"), fire("Camel"), fire("Camel"))))
        .hasMessageContaining("fires [Camel, Camel]");
  }
}
