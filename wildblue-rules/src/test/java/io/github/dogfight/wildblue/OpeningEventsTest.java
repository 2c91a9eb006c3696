package io.github.dogfight.wildblue;

import static io.github.dogfight.wildblue.Fixtures.ace;
import static io.github.dogfight.wildblue.Fixtures.hun;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The first turn's initiative, rolled while {@link WildBlueRules#start} sets the engagement up, is
 * in the log: {@link WildBlueRules#openingEvents} keeps it with the first state (issue 27).
 */
class OpeningEventsTest {
  private final WildBlueRules rules = new WildBlueRules();

  @Test
  @DisplayName(
      "SPLIT S \"You may re-roll your initiative, with a 3 point penalty.\": the log shows the"
          + " turn-1 roll that a Split S re-rolls")
  void theFirstInitiativeIsLoggedBeforeASplitSReRollsIt() {
    WildBlueState first = rules.start(List.of(ace(), hun()), List.of(), List.of(), 7);
    Game<WildBlueState, WildBlueCommand> g = Game.start(rules, first);
    int ace = first.plane("Ace").initiative();
    int hun = first.plane("Hun").initiative();
    List<GameEvent> log = g.log().events();
    assertThat(log).hasSize(2);
    assertThat(log.get(0).narration()).isEqualTo("Ace (Kent Allard) rolls initiative " + ace);
    assertThat(log.get(1).narration()).isEqualTo("Hun (Baron von Krell) rolls initiative " + hun);
    assertThat(log).allSatisfy(e -> assertThat(e.dice()).hasSize(1));
    assertThat(log.get(0).dice().get(0).result()).isEqualTo(ace);
    assertThat(log.get(0).turn()).isEqualTo(1);
    // Ace flies a Split S: the roll passes (a 2 on the d20) and the d10 re-rolls a 4.
    g = g.play(new WildBlueCommand.SplitS("Ace"), ScriptedDice.of(2, 4));
    assertThat(g.log().events().stream().map(GameEvent::narration))
        .contains(
            "Ace's Split S: initiative re-rolled at a 3 point penalty, "
                + ace
                + " becomes "
                + (4 + 9 - 3));
    // The opening belongs to the first state only: a game started later logs nothing again.
    assertThat(g.state().opening()).isEmpty();
    assertThat(rules.openingEvents(g.state())).isEmpty();
    assertThat(Game.start(rules, g.state()).log().events()).isEmpty();
  }

  @Test
  void theSampleEngagementOpensWithEveryRollAndTheSameEventsOnReplay() {
    WildBlueState first = rules.sampleEngagement(3);
    List<GameEvent> opening = rules.openingEvents(first);
    // Five planes and the flak gun at the depot.
    assertThat(opening).hasSize(6);
    assertThat(opening).allSatisfy(e -> assertThat(e.dice()).isNotEmpty());
    assertThat(opening.get(5).narration())
        .startsWith("Supply depot (Wilhelm Dorn) rolls initiative");
    assertThat(rules.openingEvents(rules.sampleEngagement(3))).isEqualTo(opening);
    assertThat(Game.start(rules, first).log().events()).isEqualTo(opening);
  }
}
