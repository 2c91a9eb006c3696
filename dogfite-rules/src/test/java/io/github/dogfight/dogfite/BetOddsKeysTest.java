package io.github.dogfight.dogfite;

import static io.github.dogfight.dogfite.Fixtures.RULES;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.view.View;
import io.github.dogfight.dogfite.internal.movement.Movement;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A bet's odds show "P(stress test)" and "P(dive)" exactly when a failure can bring them, and an
 * engagement starts with the first aircraft still in the fight.
 */
class BetOddsKeysTest {
  @Test
  void stressAndDiveAppearOnlyWhenAFailureCanBringThem() {
    Game<DogfiteState, DogfiteCommand> g =
        Fixtures.start(
            Fixtures.camel(HexPosition.edge(Hex.ORIGIN, Facing.N), 3, 5),
            Fixtures.albatros(HexPosition.edge(new Hex(0, -6), Facing.S), 3, 5));
    View<DogfiteState> view = g.viewFor("Camel");
    Set<String> optional = new LinkedHashSet<>();
    for (int level = 0; level <= 3; level++) {
      for (int aero = 0; aero <= 2; aero++) {
        DogfiteCommand.EdgeBet bet = new DogfiteCommand.EdgeBet("Camel", level, aero);
        Map.Entry<BetRequest, DogfiteOdds.StepTasks> request =
            Movement.bet(g.state().plane("Camel"), bet);
        DogfiteOdds.BetAdvice advice = RULES.odds().advice(request.getKey(), request.getValue());
        Map<String, Rational> odds = RULES.commandOdds(view, bet);
        assertThat(odds).containsEntry("P(bet passes)", advice.pass());
        assertThat(odds).containsEntry("E(edge)", advice.expectedEdge());
        assertThat(odds.containsKey("P(stress test)"))
            .as("stress key at level %d, %d aerobatic points", level, aero)
            .isEqualTo(advice.stressFromFailure().signum() > 0);
        assertThat(odds.containsKey("P(dive)"))
            .as("dive key at level %d, %d aerobatic points", level, aero)
            .isEqualTo(advice.dive().signum() > 0);
        optional.addAll(odds.keySet());
      }
    }
    // Both kinds of bet appear in the grid, so each branch is checked both ways.
    assertThat(optional).contains("P(stress test)", "P(dive)");
  }

  @Test
  void theFirstAircraftStillFlyingDeclaresFirst() {
    Plane downed = Fixtures.camel(HexPosition.edge(Hex.ORIGIN, Facing.N), 3, 5).withOut(true);
    Plane albatros = Fixtures.albatros(HexPosition.edge(new Hex(0, -6), Facing.S), 3, 5);
    Plane other = Fixtures.plane("RFC", "Sopwith Camel", "Bert", 0, new Hex(2, 0), Facing.N);
    DogfiteState s = RULES.start(List.of(downed, albatros, other), 1);
    assertThat(s.awaiting()).contains("Albatros");
  }

  @Test
  void aCardDecksOrderIsConcealedFromEverySide() {
    DogfiteRules cards = new DogfiteRules().withActivation(CardActivation.standard());
    List<Plane> four =
        List.of(
            Fixtures.camel(HexPosition.edge(Hex.ORIGIN, Facing.N), 3, 5),
            Fixtures.albatros(HexPosition.edge(new Hex(0, -6), Facing.S), 3, 5),
            Fixtures.plane("RFC", "SE5a", "Bert", 2, new Hex(2, 0), Facing.N),
            Fixtures.plane("Jasta 11", "Fokker Dr.I", "Dora", 2, new Hex(2, -6), Facing.S));
    Game<DogfiteState, DogfiteCommand> g = Game.start(cards, cards.start(four, 5));
    // Play until the deck's undrawn cards are out of order, so concealing changes something.
    for (int i = 0;
        i < 500
            && (g.state().turnOrder().isEmpty()
                || g.state().turnOrder().get().equals(g.state().turnOrder().get().concealed()));
        i++) {
      g = g.play(cards.defaultBot());
    }
    DogfiteState s = g.state();
    io.github.dogfight.core.turn.TurnOrder order = s.turnOrder().orElseThrow();
    String side = s.planes().get(0).side();
    DogfiteState seen = cards.visibleTo(s, cards.viewer(s, side));
    assertThat(seen.turnOrder()).contains(order.concealed());
    assertThat(seen.turnOrder()).isNotEqualTo(s.turnOrder());
    assertThat(cards.visibleTo(s, io.github.dogfight.core.view.Viewer.referee())).isSameAs(s);
  }
}
