package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.testkit.CommandOddsCheck;
import io.github.dogfight.testkit.TriesLimit;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import org.junit.jupiter.api.Test;

/** The odds shown beside each choice ({@code RuleSet.commandOdds}), the sides and the situation. */
@AddLifecycleHook(TriesLimit.class)
class CommandOddsTest {
  static final DogfiteRules RULES = new DogfiteRules();

  /** The sample at seed 3, the Camel beginning a level move: its first movement point is next. */
  static Game<DogfiteState, DogfiteCommand> camelMoving() {
    Game<DogfiteState, DogfiteCommand> g = Game.start(RULES, RULES.sampleEngagement(3));
    while (!(g.state().pending() instanceof Pending.Moving m && m.plane().equals("Camel"))) {
      DogfiteCommand.BeginMove level = new DogfiteCommand.BeginMove("Camel", VerticalMove.LEVEL);
      if (g.legalCommands("Camel").contains(level)) {
        g = g.play(level);
      } else {
        g = g.play(RULES.defaultBot());
      }
    }
    return g;
  }

  /**
   * "To make a maneuver, the player must make a bet": a level-1 bet's pass chance is the table's
   * level-1 target on 2d6, and its expected edge that of {@link DogfiteOdds#advice}.
   */
  @Test
  void aBettingStepShowsItsPassChanceAndExpectedEdge() {
    Game<DogfiteState, DogfiteCommand> g = camelMoving();
    DogfiteCommand.Move turn2 =
        g.legalCommands("Camel").stream()
            .filter(c -> c instanceof DogfiteCommand.Move m && m.betLevel() == 1)
            .map(DogfiteCommand.Move.class::cast)
            .findFirst()
            .orElseThrow();
    Map<String, Rational> odds = g.oddsOf(turn2);
    int modifier = g.state().plane("Camel").condition().betModifier();
    assertThat(odds.get("P(bet passes)")).isEqualTo(RULES.odds().betPass(1, 0, modifier));
    assertThat(odds.get("E(edge)")).isNotNull();
    assertThat(odds.keySet()).startsWith("P(bet passes)", "E(edge)");
    // flying straight bets nothing: no odds
    assertThat(g.oddsOf(new DogfiteCommand.Move("Camel", new Step.Straight(), 0, 0))).isEmpty();
  }

  @Test
  void enteringASpinShowsTheChanceOfItsBet() {
    Game<DogfiteState, DogfiteCommand> g = Game.start(RULES, RULES.sampleEngagement(3));
    while (!g.legalCommands("Camel").contains(new DogfiteCommand.EnterSpin("Camel"))) {
      g = g.play(RULES.defaultBot());
    }
    Map<String, Rational> odds = g.oddsOf(new DogfiteCommand.EnterSpin("Camel"));
    assertThat(odds).containsOnlyKeys("P(spin entered)");
    assertThat(odds.values()).allMatch(p -> p.signum() > 0);
  }

  @Test
  void sidesAndTheSituation() {
    DogfiteState s = RULES.sampleEngagement(1);
    assertThat(RULES.sides(s)).containsExactly("RFC", "Jasta 11");
    assertThat(RULES.sideOf(s, "Camel")).isEqualTo("RFC");
    assertThat(RULES.sideOf(s, "Jasta 11")).isEqualTo("Jasta 11");
    assertThatThrownBy(() -> RULES.sideOf(s, "Spad")).hasMessageContaining("'Spad'");
    String situation = RULES.situation(Game.start(RULES, s).viewFor("Camel"));
    assertThat(situation)
        .startsWith(RULES.summary(s))
        .contains("A Camel")
        .contains("B Albatros")
        .contains("\nkey: . a hex");
  }

  @Property(tries = 8)
  void theOddsOfEveryLegalCommandAreSound(@ForAll long seed) {
    int shown =
        CommandOddsCheck.assertSoundWhilePlaying(
            Game.start(RULES, RULES.sampleEngagement(seed)), 400);
    assertThat(shown).isPositive();
  }
}
