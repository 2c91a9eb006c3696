package io.github.dogfight.testkit;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.check.CheckOutcome;
import io.github.dogfight.core.check.Contest;
import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Die;
import io.github.dogfight.core.dice.Explosion;
import io.github.dogfight.core.dice.FaceSet;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.EventLog;
import io.github.dogfight.core.fixtures.CoinDuel;
import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.Outcome;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.table.Axis;
import io.github.dogfight.core.table.Citation;
import io.github.dogfight.core.table.Labels;
import io.github.dogfight.core.turn.Activation;
import java.util.List;
import java.util.Map;
import java.util.Objects;
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
            RuleSet.class,
            rules,
            GameState.class,
            game.state(),
            Game.class,
            game,
            EventLog.class,
            game.log(),
            Bot.class,
            rules.defaultBot(),
            Outcome.class,
            new Outcome<>(game.state(), List.of())),
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

  /** A class whose method refuses a null without naming it. */
  public static final class Mute {
    /** Refuses null with the JDK's own message. */
    public static int length(String text) {
      return Objects.requireNonNull(text).length();
    }
  }

  @Test
  void aNullRefusedWithoutItsNameIsNamed() {
    assertThatThrownBy(() -> NullArguments.assertRejected(List.of(Mute.class), Map.of(), List.of()))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("Mute.length")
        .hasMessageContaining("null text is refused with a message that does not name it");
  }

  /**
   * Core's constructors and static methods name the argument they refuse (core checks that they
   * refuse null itself; core cannot depend on the testkit, so the message check runs here).
   */
  @Test
  void coreNamesTheNullArgument() {
    CoinDuel rules = new CoinDuel();
    Game<CoinDuel.State, CoinDuel.Fire> game = Game.start(rules, rules.sampleEngagement(1));
    NullArguments.assertRejected(
        NullArguments.publicClasses("io.github.dogfight.core", Game.class),
        Map.<Class<?>, Object>ofEntries(
            Map.entry(RuleSet.class, rules),
            Map.entry(GameState.class, game.state()),
            Map.entry(Game.class, game),
            Map.entry(EventLog.class, game.log()),
            Map.entry(Bot.class, rules.defaultBot()),
            Map.entry(DiceRoll.class, Roller.from(DiceStream.seeded(1)).roll("1d6", "a test")),
            Map.entry(FaceSet.class, FaceSet.of(6)),
            Map.entry(Explosion.class, Explosion.onTop(Die.D6)),
            Map.entry(Citation.class, new Citation("rules 000", "TABLES")),
            Map.entry(Axis.class, Labels.of("column", "a", "b")),
            Map.entry(Activation.class, Activation.of("Red", "move")),
            Map.entry(
                Contest.Outcome.class,
                new Contest.Outcome(
                    Contest.Winner.FIRST, 1, CheckOutcome.ofMargin(1), CheckOutcome.ofMargin(0)))),
        List.of());
  }
}
