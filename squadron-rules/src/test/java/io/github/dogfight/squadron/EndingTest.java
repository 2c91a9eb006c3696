package io.github.dogfight.squadron;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.Ending;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.squadron.SquadronCommand.DeclareManeuver;
import io.github.dogfight.testkit.EndingCheck;
import io.github.dogfight.testkit.Scripted;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Why an engagement ended ({@link SquadronRules#ending}): the generic {@link EndingCheck} over bot
 * games, every reason reached by them, and one scripted round per reason.
 */
class EndingTest {
  private final SquadronRules rules = new SquadronRules();

  /** A host Combat Phase in which every aircraft of both squadrons is shot down. */
  private static final CombatPhase MASSACRE =
      CombatPhase.of(
          "massacre",
          "test host: everyone is shot down",
          (state, roller) ->
              new CombatPhase.CombatPhaseResult(
                  shootDownAll(state.white()), shootDownAll(state.black()), "nobody survives"));

  private static Squadron shootDownAll(Squadron sq) {
    Squadron out = sq;
    for (Aircraft a : sq.inFight()) {
      out = out.update(a.id(), x -> ImmutableAircraft.copyOf(x).withStatus(Status.SHOT_DOWN));
    }
    return out;
  }

  private static Game<SquadronState, SquadronCommand> declare(
      Game<SquadronState, SquadronCommand> g, Maneuver white, Maneuver black, int... faces) {
    Game<SquadronState, SquadronCommand> after = g.play(new DeclareManeuver(Side.WHITE, white));
    return Scripted.play(after, new DeclareManeuver(Side.BLACK, black), faces);
  }

  @Test
  void reasonsAreFixed() {
    assertThat(rules.endReasons()).containsExactly("removed", "escaped", "both out", "turn limit");
  }

  /**
   * Bot games of the seed's example reach "removed" and "escaped"; with a round limit of 2, the
   * turn limit too; "both out" needs a host Combat Phase that shoots down the last of both.
   */
  @Test
  void botGamesReachEveryReason() {
    EndingCheck.Report sample = EndingCheck.of(rules).games(200, 1).run();
    assertThat(sample.ended()).isEqualTo(200);
    assertThat(sample.reasons().get("removed")).as(sample.toString()).isPositive();
    assertThat(sample.reasons().get("escaped")).as(sample.toString()).isPositive();
    SquadronRules short2 = new SquadronRules(SquadronConfig.builder().maxRounds(2).build());
    EndingCheck.Report shortGames = EndingCheck.of(short2).games(50, 1).run();
    assertThat(shortGames.reasons().get("turn limit")).as(shortGames.toString()).isPositive();
    SquadronRules massacre =
        new SquadronRules(SquadronConfig.builder().combatPhase(MASSACRE).build());
    EndingCheck.Report both = EndingCheck.of(massacre).games(20, 1).run();
    assertThat(both.reasons().get("both out")).as(both.toString()).isPositive();
  }

  @Test
  void anEngagementNotOverHasNoEnding() {
    assertThatThrownBy(() -> rules.ending(rules.sampleEngagement(1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not over");
  }

  /**
   * "Attack- For every net success in the winning squadron's pool, the enemy removes a fighter from
   * their squadron of their choice" (rules 003): white's net 5 removes both Bf 109s.
   */
  @Test
  void removed() {
    Game<SquadronState, SquadronCommand> g =
        declare(
            Fixtures.small(4, 0, 2, 0),
            Maneuver.ATTACK,
            Maneuver.ATTACK,
            Fixtures.roll(8, 5, 5, 0));
    Ending e = EndingCheck.assertEnding(rules, g.state());
    assertThat(e.reason()).isEqualTo("removed");
    assertThat(e.winner()).contains("Allies");
    assertThat(e.survivors()).containsExactly(Map.entry("WHITE", 4), Map.entry("BLACK", 0));
  }

  /**
   * "Escape- For every net success, 1 friendly aircraft safely leaves the battle to fight another
   * day" (rules 003): white's only Hurricane escapes, and the Axis hold the sky.
   */
  @Test
  void escaped() {
    Game<SquadronState, SquadronCommand> g =
        declare(
            Fixtures.small(1, 0, 1, 0),
            Maneuver.ESCAPE,
            Maneuver.ESCAPE,
            Fixtures.roll(5, 2, 4, 0));
    Ending e = EndingCheck.assertEnding(rules, g.state());
    assertThat(e.reason()).isEqualTo("escaped");
    assertThat(e.winner()).contains("Axis");
    assertThat(e.survivors()).containsExactly(Map.entry("WHITE", 0), Map.entry("BLACK", 1));
  }

  /**
   * "PCs and other characters more interesting than unnamed airmen perform individual actions
   * during the Combat Phase" (rules 003): a host's Combat Phase after a tie shoots down everyone.
   */
  @Test
  void bothOut() {
    SquadronRules massacre =
        new SquadronRules(SquadronConfig.builder().combatPhase(MASSACRE).build());
    Game<SquadronState, SquadronCommand> g =
        declare(
            Fixtures.twoVsOne(massacre),
            Maneuver.ATTACK,
            Maneuver.ATTACK,
            Fixtures.roll(6, 1, 4, 1));
    Ending e = EndingCheck.assertEnding(massacre, g.state());
    assertThat(e.reason()).isEqualTo("both out");
    assertThat(e.winner()).isEmpty();
    assertThat(e.survivors()).containsExactly(Map.entry("WHITE", 0), Map.entry("BLACK", 0));
  }

  /**
   * "If the fight remains unresolved by the end of the Combat phase another round of dogfighting
   * begins with the Squadron Phase" (rules 003), up to the engine's round limit (an assumption;
   * here 1): after a tie it ends.
   */
  @Test
  void turnLimit() {
    SquadronRules oneRound = new SquadronRules(SquadronConfig.builder().maxRounds(1).build());
    Game<SquadronState, SquadronCommand> g =
        declare(
            Fixtures.twoVsOne(oneRound),
            Maneuver.ATTACK,
            Maneuver.ATTACK,
            Fixtures.roll(6, 1, 4, 1));
    Ending e = EndingCheck.assertEnding(oneRound, g.state());
    assertThat(e.reason()).isEqualTo("turn limit");
    assertThat(e.winner()).isEmpty();
    assertThat(e.survivors()).containsExactly(Map.entry("WHITE", 2), Map.entry("BLACK", 1));
  }

  /** A finished state built without a recorded reason still says why, from the squadrons. */
  @Test
  void aFinishedStateWithoutARecordedReason() {
    Game<SquadronState, SquadronCommand> g =
        declare(
            Fixtures.small(1, 0, 1, 0),
            Maneuver.ESCAPE,
            Maneuver.ESCAPE,
            Fixtures.roll(5, 2, 4, 0));
    SquadronState bare =
        ImmutableSquadronState.copyOf(g.state()).withEndReason(java.util.Optional.empty());
    assertThat(rules.ending(bare).reason()).isEqualTo("escaped");
  }
}
