package io.github.dogfight.squadron;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.view.View;
import io.github.dogfight.testkit.CommandOddsCheck;
import io.github.dogfight.testkit.TriesLimit;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import org.junit.jupiter.api.Test;

/** The odds shown beside each choice ({@code RuleSet.commandOdds}) and the sides. */
@AddLifecycleHook(TriesLimit.class)
class CommandOddsTest {
  static final SquadronRules RULES = new SquadronRules();

  /**
   * A maneuver's odds: for each maneuver the enemy may fly, P(at least one net success) in the
   * Squadron Roll, from the declaring side's view ({@link SquadronOdds#netSuccesses}).
   */
  @Test
  void aManeuverShowsItsChanceToWinAgainstEachEnemyManeuver() {
    Game<SquadronState, SquadronCommand> g = Game.start(RULES, RULES.sampleEngagement(7));
    View<SquadronState> white = g.viewFor("WHITE");
    Map<String, Rational> odds =
        g.oddsOf(new SquadronCommand.DeclareManeuver(Side.WHITE, Maneuver.DEFEND));
    assertThat(odds)
        .containsOnlyKeys(
            "P(win) vs Attack", "P(win) vs Defend", "P(win) vs Escape", "P(win) vs Tactical");
    assertThat(odds.get("P(win) vs Attack"))
        .isEqualTo(RULES.odds().netSuccesses(white, Maneuver.DEFEND, Maneuver.ATTACK).atLeast(1));
    View<SquadronState> black = g.viewFor("BLACK");
    assertThat(
            g.oddsOf(new SquadronCommand.DeclareManeuver(Side.BLACK, Maneuver.ATTACK))
                .get("P(win) vs Defend"))
        .isEqualTo(RULES.odds().netSuccesses(black, Maneuver.DEFEND, Maneuver.ATTACK).atMost(-1));
  }

  @Test
  void sides() {
    SquadronState s = RULES.sampleEngagement(1);
    assertThat(RULES.sides(s)).containsExactly("WHITE", "BLACK");
    assertThat(RULES.sideOf(s, "RAF")).isEqualTo("WHITE");
    assertThat(RULES.sideOf(s, "BLACK")).isEqualTo("BLACK");
    assertThatThrownBy(() -> RULES.sideOf(s, "RED")).hasMessageContaining("'RED'");
  }

  @Property(tries = 5)
  void theOddsOfEveryLegalCommandAreSound(@ForAll long seed) {
    int shown =
        CommandOddsCheck.assertSoundWhilePlaying(
            Game.start(RULES, RULES.sampleEngagement(seed)), 200);
    assertThat(shown).isPositive();
  }
}
