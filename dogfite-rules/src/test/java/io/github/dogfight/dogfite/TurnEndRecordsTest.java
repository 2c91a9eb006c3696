package io.github.dogfight.dogfite;

import static io.github.dogfight.dogfite.Fixtures.RULES;
import static io.github.dogfight.testkit.DogfightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseSpeedRoll;
import io.github.dogfight.dogfite.event.MapDrawn;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The end of a turn: a refused speed roll names the rule that refuses it, and the map drawn letters
 * the aircraft in their order.
 */
class TurnEndRecordsTest {
  /** A Camel whose engine is destroyed, an Albatros and a Dr.I far apart, flown by the bot. */
  private static Game<DogfiteState, DogfiteCommand> toCamelsSpeedRoll() {
    Plane camel =
        Fixtures.camel(HexPosition.edge(Hex.ORIGIN, Facing.N), 3, 5)
            .withCondition(new Condition(0, 0, 0, true, false, false, false));
    Game<DogfiteState, DogfiteCommand> g =
        Fixtures.start(
            camel,
            Fixtures.albatros(HexPosition.edge(new Hex(0, 12), Facing.S), 3, 5),
            Fixtures.drI(HexPosition.edge(new Hex(12, 0), Facing.S), 3, 5));
    g = Fixtures.declare(g, List.of("", "", ""), 5, 6, 7);
    while (!(g.state().pending() instanceof Pending.SpeedRolling r && r.plane().equals("Camel"))) {
      g = g.play(RULES.defaultBot());
    }
    return g;
  }

  @Test
  void withItsEngineDestroyedAnAircraftMustRollForDragUnderTheCriticalHitsRule() {
    // CRITICAL HITS (rules 000): an engine hit means the aircraft "must roll for drag each turn".
    Game<DogfiteState, DogfiteCommand> g = toCamelsSpeedRoll();
    assertThat(g.legalCommands()).containsExactly(new ChooseSpeedRoll("Camel", SpeedRoll.DRAG));
    assertThat(g)
        .rejects(new ChooseSpeedRoll("Camel", SpeedRoll.POWER))
        .hasMessageContaining("CRITICAL HITS (rules 000)")
        .hasMessageNotContaining("STALL / SPIN");
  }

  @Test
  void theMapDrawnAtTheEndOfATurnLettersTheAircraftInTheirOrder() {
    Game<DogfiteState, DogfiteCommand> g = toCamelsSpeedRoll();
    while (g.log().ofType(MapDrawn.class).isEmpty()) {
      g = g.play(RULES.defaultBot());
    }
    MapDrawn map = g.log().ofType(MapDrawn.class).get(0);
    assertThat(map.aircraft())
        .extracting(MapDrawn.Marker::letter, MapDrawn.Marker::plane)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple('A', "Camel"),
            org.assertj.core.groups.Tuple.tuple('B', "Albatros"),
            org.assertj.core.groups.Tuple.tuple('C', "Dr.I"));
  }
}
