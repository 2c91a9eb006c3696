package io.github.dogfight.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class SecrecyCheckTest {
  private static SecrecyCheck<DeckDuel.State, DeckDuel.Fire> check(DeckDuel.Leak leak) {
    return SecrecyCheck.of(new DeckDuel(leak))
        .perturbing("the unturned cards reordered", DeckDuel::reordered)
        .secret("the order of the unturned cards", DeckDuel::unturned);
  }

  @Test
  void aRuleSetThatKeepsItsSecretsPasses() {
    SecrecyCheck.Report report = check(DeckDuel.Leak.NONE).run();
    assertThat(report.games()).isEqualTo(2);
    assertThat(report.steps()).isEqualTo(2 * 12);
    assertThat(report.perturbed()).isPositive();
    assertThat(report.predictions()).isPositive();
    assertThat(report.breaches()).isEmpty();
  }

  @Test
  void shuffleDiceInAPublicEventPredictTheDeck() {
    assertThat(check(DeckDuel.Leak.SHUFFLE_DICE).inspect().breaches())
        .isNotEmpty()
        .allMatch(
            b ->
                b.contains("predicts the order of the unturned cards from the dice it reads")
                    || b.startsWith("... and "))
        .anyMatch(b -> b.contains("spectator predicts"))
        .anyMatch(b -> b.contains("Red predicts"))
        .anyMatch(b -> b.matches("game \\d+, step \\d+ \\(turn \\d, Fire\\): .*"));
  }

  @Test
  void aPublicEventNamingAnUnseenActorIsABreach() {
    assertThat(check(DeckDuel.Leak.GHOST_NAMED).inspect().breaches())
        .isNotEmpty()
        .anyMatch(
            b ->
                b.contains("Red reads Ghost, which it cannot see, in an event: \"Red 1 hits. Ghost")
                    || b.contains(
                        "Red reads Ghost, which it cannot see, in an event: \"Red 1 misses. Ghost"))
        .anyMatch(b -> b.contains("spectator reads Ghost"))
        .noneMatch(b -> b.contains("Blue reads Ghost"));
  }

  @Test
  void aRefusalNamingAnUnseenActorIsABreach() {
    // the last listed command of Red 1, sent when another pilot is awaited
    assertThat(check(DeckDuel.Leak.GHOST_IN_REFUSAL).inspect().breaches())
        .anyMatch(
            b ->
                b.contains(
                    "Red reads Ghost, which it cannot see, in a refusal of 'Red 1 fires': \"Deck"
                        + " duel: activation"))
        .noneMatch(b -> b.contains("Blue reads Ghost"));
    // a probe's command
    assertThat(
            check(DeckDuel.Leak.GHOST_IN_REFUSAL)
                .probing((game, actor) -> List.of(new DeckDuel.Fire("Red 2")))
                .games(1, 1)
                .inspect()
                .breaches())
        .anyMatch(b -> b.contains("Red reads Ghost, which it cannot see, in a refusal of 'Red 2"));
    assertThat(
            check(DeckDuel.Leak.NONE)
                .probing((game, actor) -> DeckDuel.PILOTS.stream().map(DeckDuel.Fire::new).toList())
                .inspect()
                .breaches())
        .isEmpty();
  }

  @Test
  void aViewThatChangesUnderAPerturbationIsABreach() {
    assertThat(check(DeckDuel.Leak.DECK_IN_VIEW).inspect().breaches())
        .isNotEmpty()
        .anyMatch(
            b ->
                b.matches(
                    "game \\d+, step \\d+ \\(turn \\d, Fire\\): Red tells the unturned cards"
                        + " reordered by its view's state: .*"));
    assertThat(check(DeckDuel.Leak.DICE_IN_VIEW).inspect().breaches())
        .isNotEmpty()
        .anyMatch(b -> b.contains("spectator tells the dice to come by its view's state"));
  }

  @Test
  void runFailsListingTheBreaches() {
    assertThatThrownBy(() -> check(DeckDuel.Leak.SHUFFLE_DICE).run())
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("rule set 'deck-duel' lets a viewer learn what it may not know:");
  }

  @Test
  void badSettingsAreRefusedByName() {
    SecrecyCheck<DeckDuel.State, DeckDuel.Fire> c = check(DeckDuel.Leak.NONE);
    assertThatThrownBy(() -> c.games(0, 1)).hasMessageContaining("games");
    assertThatThrownBy(() -> c.maxSteps(0)).hasMessageContaining("maxSteps");
    assertThatThrownBy(() -> c.randomChoices(101)).hasMessageContaining("percent");
    assertThatThrownBy(() -> c.fillings(0)).hasMessageContaining("fillings");
  }
}
