package io.github.dogfight.cards;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.testkit.NullArguments;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** API misuse: a {@code null} argument anywhere in the public API is refused, naming it. */
class NullArgumentsTest {
  @Test
  void everyPublicMethodRejectsNull() {
    List<Asset> assets = List.of(Asset.pilot("Camel", 12), Asset.pilot("Albatros", 14));
    CardRound round = CardRound.deal(assets, ThreatRule.WORST, Roller.from(DiceStream.seeded(1)));
    NullArguments.assertRejected(
        NullArguments.publicClasses("io.github.dogfight.cards", CardRound.class),
        Map.of(
            Asset.class,
            assets.get(0),
            CardRound.class,
            round,
            CardTurn.class,
            CardTurn.of(round),
            CardRounds.Step.class,
            new CardRounds.Step(CardRounds.Phase.MOVE, "Camel")),
        List.of(round, CardTurn.of(round), new CardOddsProvider()));
  }
}
