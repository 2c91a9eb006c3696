package io.github.dogfight.squadron;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.DiceNotation;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.view.View;
import io.github.dogfight.squadron.SquadronCommand.DeclareManeuver;
import io.github.dogfight.squadron.SquadronCommand.SpendSuccesses;
import io.github.dogfight.squadron.SquadronCommand.Strike;
import io.github.dogfight.testkit.CommandOddsCheck;
import io.github.dogfight.testkit.Scripted;
import io.github.dogfight.testkit.TriesLimit;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import org.junit.jupiter.api.DisplayName;
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
  @DisplayName(
      "Attack: \"for every 3 successes spent they make a damage roll against their chosen targets"
          + " using one of their fighter's armaments\": the spending shows P(target shot down)")
  void aSpendingOnDamageRollsShowsTheChanceEachTargetIsShotDown() {
    // 8 dice vs 0 + 1 + 1 = 2 dice: White 6 successes, Black none: net 6, two damage rolls.
    Game<SquadronState, SquadronCommand> g = Fixtures.small(4, 0, 0, 1);
    g = g.play(new DeclareManeuver(Side.WHITE, Maneuver.ATTACK));
    g =
        Scripted.play(
            g, new DeclareManeuver(Side.BLACK, Maneuver.ATTACK), Fixtures.roll(8, 6, 2, 0));
    String bomber = "Axis He 111 H 1";
    Strike strike = new Strike(bomber, "Allies Hurricane Mk I 1");
    // Assumption (armament total): each roll deals the Hurricane's 3d6! (exploding, at most 10
    // extra dice a die); the He 111 (structure 24) is shot down when its damage reaches 24.
    Distribution roll = DiceNotation.parse("3d6!").distribution();
    assertThat(g.oddsOf(new SpendSuccesses(Side.WHITE, 0, List.of(strike))))
        .containsExactly(Map.entry("P(" + bomber + " shot down)", roll.atLeast(24)));
    Map<String, Rational> two =
        g.oddsOf(new SpendSuccesses(Side.WHITE, 0, List.of(strike, strike)));
    assertThat(two)
        .containsExactly(Map.entry("P(" + bomber + " shot down)", roll.plus(roll).atLeast(24)));
    // 12355/23328, about 53.0%: exploding sixes make two rolls average 25.2.
    assertThat(two.get("P(" + bomber + " shot down)")).isEqualTo(Rational.of(12355, 23328));
    // Removing fighters rolls nothing and shows no odds.
    assertThat(g.oddsOf(new SpendSuccesses(Side.WHITE, 0, List.of()))).isEmpty();
  }

  @Test
  @DisplayName("the odds of a damage roll count the damage its target has already taken")
  void aDamagedTargetIsMoreLikelyToGoDown() {
    AircraftType he111 = Fixtures.CATALOG.type("He 111 H");
    Squadron white =
        Squadron.builder("Allies", Side.WHITE)
            .add(4, Fixtures.CATALOG.type("Hurricane Mk I"))
            .build();
    Squadron black =
        Squadron.builder("Axis", Side.BLACK)
            .add(ImmutableAircraft.builder().id("Axis He 111 H 1").type(he111).damage(14).build())
            .build();
    Game<SquadronState, SquadronCommand> g = Game.start(RULES, RULES.start(white, black, 1));
    g = g.play(new DeclareManeuver(Side.WHITE, Maneuver.ATTACK));
    // 8 dice vs 1 + 1 = 2 dice: net 3, one damage roll.
    g =
        Scripted.play(
            g, new DeclareManeuver(Side.BLACK, Maneuver.ATTACK), Fixtures.roll(8, 3, 2, 0));
    Distribution roll = DiceNotation.parse("3d6!").distribution();
    assertThat(
            g.oddsOf(
                new SpendSuccesses(
                    Side.WHITE,
                    0,
                    List.of(new Strike("Axis He 111 H 1", "Allies Hurricane Mk I 1")))))
        .containsExactly(Map.entry("P(Axis He 111 H 1 shot down)", roll.atLeast(10)));
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
