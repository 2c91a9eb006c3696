package io.github.dogfight.testkit;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.event.EventLog;
import io.github.dogfight.core.fixtures.CoinDuel;
import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.RuleSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The testkit's own API refuses nulls, and its null check finds a method that does not. */
class NullArgumentsTest {
  /**
   * The checks and helpers refuse nulls; the AssertJ entry points ({@link DogfightAssertions})
   * accept a null actual value and fail on the first assertion, as AssertJ's own do.
   */
  @Test
  void everyPublicMethodRejectsNull() {
    CoinDuel rules = new CoinDuel();
    Game<CoinDuel.State, CoinDuel.Fire> game = Game.start(rules, rules.sampleEngagement(1));
    NullArguments.assertRejected(
        NullArguments.publicClasses("io.github.dogfight.testkit", NullArguments.class).stream()
            .filter(c -> !c.getSimpleName().endsWith("Assert") && c != DogfightAssertions.class)
            .toList(),
        Map.of(
            RuleSet.class, rules,
            GameState.class, game.state(),
            Game.class, game,
            EventLog.class, game.log(),
            Bot.class, rules.defaultBot()),
        List.of());
  }

  /** A class whose method accepts a null. */
  public static final class Lenient {
    /** Accepts anything. */
    public static int length(Object o) {
      return String.valueOf(o).length();
    }
  }

  @Test
  void aMethodThatAcceptsNullIsNamed() {
    assertThatThrownBy(
            () -> NullArguments.assertRejected(List.of(Lenient.class), Map.of(), List.of()))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("1 methods accept null")
        .hasMessageContaining("Lenient.length");
  }
}
