package io.github.dogfight.wildblue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.testkit.CommandOddsCheck;
import io.github.dogfight.testkit.TriesLimit;
import io.github.dogfight.wildblue.internal.Ctx;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import org.junit.jupiter.api.Test;

/** The odds shown beside each choice ({@code RuleSet.commandOdds}) and the sides. */
@AddLifecycleHook(TriesLimit.class)
class CommandOddsTest {
  static final WildBlueRules RULES = new WildBlueRules();

  /**
   * A stunt's odds: its Dex+Piloting roll with the stunt's penalty and the plane's own ({@link
   * WildBlueOdds#stunt}).
   */
  @Test
  void aStuntShowsTheChanceItsPilotingRollPasses() {
    for (long seed = 1; seed < 30; seed++) {
      Game<WildBlueState, WildBlueCommand> g = Game.start(RULES, RULES.sampleEngagement(seed));
      for (int step = 0; step < 300 && !g.isOver(); step++) {
        for (String actor : g.decision().actors()) {
          for (WildBlueCommand c : g.legalCommands(actor)) {
            if (c instanceof WildBlueCommand.Perform p) {
              Plane plane = g.state().plane(actor);
              int rating =
                  RULES.config().host().skillRating(plane.pilot().dex(), plane.pilot().piloting());
              Map<String, Rational> odds = g.oddsOf(c);
              // Its roll's chance first; then, where a failure may cost control, that chance.
              assertThat(odds.entrySet().iterator().next())
                  .isEqualTo(
                      Map.entry(
                          "P(pass)",
                          RULES
                              .odds()
                              .stunt(p.stunt(), rating, Ctx.pilotingPenalty(plane), false)));
              assertThat(odds.keySet()).isSubsetOf("P(pass)", "P(out of control on a failed roll)");
              assertThat(g.oddsOf(new WildBlueCommand.EndAction(actor))).isEmpty();
              return;
            }
          }
        }
        g = g.play(RULES.defaultBot());
      }
    }
    throw new AssertionError("no sample engagement offered a stunt");
  }

  @Test
  void sides() {
    WildBlueState s = RULES.sampleEngagement(1);
    assertThat(RULES.sides(s)).containsExactly("Allies", "Jasta 11");
    assertThat(RULES.sideOf(s, "Bristol")).isEqualTo("Allies");
    assertThat(RULES.sideOf(s, "Jasta 11")).isEqualTo("Jasta 11");
    assertThatThrownBy(() -> RULES.sideOf(s, "Zeppelin")).hasMessageContaining("'Zeppelin'");
  }

  @Property(tries = 5)
  void theOddsOfEveryLegalCommandAreSound(@ForAll long seed) {
    int shown =
        CommandOddsCheck.assertSoundWhilePlaying(
            Game.start(RULES, RULES.sampleEngagement(seed)), 400);
    assertThat(shown).isPositive();
  }
}
