package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.cards.DeckDice;
import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.core.view.Audience;
import io.github.dogfight.core.view.Viewer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * With activation cards (rules 004) the dice of the move order are in the full record, each for who
 * may read it: the deck's shuffle for the referee alone, roll-offs for everyone (issue 28).
 */
class CardDiceAudienceTest {
  private static List<DiceRoll> diceReadBy(Game<Cy6State, Cy6Command> g, Viewer v) {
    List<DiceRoll> out = new ArrayList<>();
    g.log().visibleTo(v).forEach(e -> out.addAll(e.dice()));
    return out;
  }

  @Test
  @DisplayName(
      "Carefully mix all the remaining cards from each asset (pilot, gunner, AA etc) into an"
          + " activation deck: the shuffle's dice are recorded for the referee alone")
  void theShuffleIsRecordedForTheRefereeAlone() {
    Cy6Rules cards = CardMoveOrderTest.CARDS;
    int shuffles = 0;
    for (long seed = 1; seed <= 6; seed++) {
      Game<Cy6State, Cy6Command> g =
          Simulation.playOut(Game.start(cards, cards.sampleEngagement(seed)));
      for (GameEvent e : g.log()) {
        if (e instanceof Cy6Event.MoveOrdered m
            && m.dice().stream().anyMatch(DeckDice::isShuffle)) {
          shuffles++;
          assertThat(m.dice()).allMatch(DeckDice::isShuffle);
          assertThat(m.audience()).isEqualTo(Audience.referee());
          assertThat(m.narration()).isEqualTo("The activation deck is shuffled.");
        }
      }
      assertThat(diceReadBy(g, Viewer.referee())).anyMatch(DeckDice::isShuffle);
      List<Viewer> players = new ArrayList<>(List.of(Viewer.spectator()));
      g.state().sides().forEach(side -> players.add(cards.viewer(g.state(), side)));
      for (Viewer v : players) {
        assertThat(diceReadBy(g, v)).as(v.name()).noneMatch(DeckDice::ordersTheDeck);
      }
    }
    assertThat(shuffles).isPositive();
  }

  @Test
  void theMoveGroupsRollNoDiceForTheOrder() {
    Cy6Rules groups = new Cy6Rules();
    Game<Cy6State, Cy6Command> g =
        Simulation.playOut(Game.start(groups, groups.sampleEngagement(1)));
    assertThat(g.log().ofType(Cy6Event.MoveOrdered.class)).isEmpty();
  }
}
