package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.cards.CardRound;
import io.github.dogfight.cards.CardTurn;
import io.github.dogfight.core.view.Viewer;
import io.github.dogfight.testkit.SecrecyCheck;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * The stronger hidden-information check ({@link SecrecyCheck}) over bot games of both activations:
 * changing the dice to come, or the order of the activation cards not yet turned, changes nothing a
 * side or a spectator observes; no event names an aircraft a viewer cannot see; and the order of
 * the unturned cards cannot be worked out from the dice a viewer reads.
 */
class SecrecyTest {
  /**
   * The order of the cards not yet turned, while they are of two aircraft or more (one aircraft's
   * cards have one order); null otherwise.
   */
  static @Nullable Object unturned(DogfiteState s, Viewer viewer) {
    return s.turnOrder().orElse(null) instanceof CardTurn t
            && new HashSet<>(t.round().deck()).size() >= 2
        ? t.round().deck()
        : null;
  }

  /** {@code s} with the cards not yet turned in reverse order. */
  static DogfiteState reordered(DogfiteState s, Viewer viewer) {
    if (!(s.turnOrder().orElse(null) instanceof CardTurn turn)) {
      return s;
    }
    CardRound r = turn.round();
    List<String> deck = new ArrayList<>(r.deck());
    Collections.reverse(deck);
    CardTurn reordered =
        new CardTurn(
            new CardRound(
                r.assets(),
                r.cards(),
                r.earlyMovers(),
                r.formations(),
                deck,
                r.drawn(),
                r.activations()),
            turn.stage(),
            turn.index());
    return s.withProgress(s.progress().withTurnOrder(Optional.of(reordered)));
  }

  static SecrecyCheck<DogfiteState, DogfiteCommand> check(DogfiteRules rules) {
    return SecrecyCheck.of(rules)
        .perturbing("the unturned activation cards reordered", SecrecyTest::reordered)
        .secret("the order of the unturned activation cards", SecrecyTest::unturned);
  }

  @Test
  void theSeedsInitiativeKeepsEverySecret() {
    SecrecyCheck.Report report = check(new DogfiteRules()).run();
    assertThat(report.steps()).isPositive();
    assertThat(report.perturbed()).isPositive();
  }

  @Test
  void activationCardsKeepEverySecret() {
    SecrecyCheck.Report report =
        check(new DogfiteRules().withActivation(CardActivation.NAME)).run();
    assertThat(report.steps()).isPositive();
    assertThat(report.perturbed()).isGreaterThan(report.steps());
    assertThat(report.predictions()).isPositive();
  }
}
