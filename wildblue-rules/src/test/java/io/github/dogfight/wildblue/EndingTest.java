package io.github.dogfight.wildblue;

import static io.github.dogfight.wildblue.Fixtures.duel;
import static io.github.dogfight.wildblue.Fixtures.edit;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.Ending;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.testkit.EndingCheck;
import io.github.dogfight.testkit.Scripted;
import io.github.dogfight.wildblue.WildBlueCommand.EndAction;
import io.github.dogfight.wildblue.WildBlueCommand.Fly;
import io.github.dogfight.wildblue.WildBlueCommand.Ram;
import io.github.dogfight.wildblue.WildBlueCommand.RegainControl;
import io.github.dogfight.wildblue.WildBlueCommand.TakeDamage;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Why an engagement ended ({@link WildBlueRules#ending}): the generic {@link EndingCheck} over bot
 * games, every reason reached by them, and one scripted game per reason.
 */
class EndingTest {
  private final WildBlueRules rules = new WildBlueRules();

  @Test
  void reasonsAreFixed() {
    assertThat(rules.endReasons()).containsExactly("destroyed", "both destroyed", "turn limit");
  }

  /** Sample duels, and short ones (3 turns) so that the turn limit is reached too. */
  @Test
  void botGamesEndForEveryReasonButTheRareDoubleLoss() {
    EndingCheck.Report sample = EndingCheck.of(rules).games(100, 1).run();
    assertThat(sample.ended()).isEqualTo(100);
    assertThat(sample.reasons().get("destroyed")).as(sample.toString()).isPositive();
    WildBlueRules short3 = new WildBlueRules(WildBlueConfig.defaults().withMaxTurns(3));
    EndingCheck.Report shortGames = EndingCheck.of(short3).games(100, 1).run();
    assertThat(shortGames.reasons().get("turn limit")).as(shortGames.toString()).isPositive();
  }

  @Test
  void anEngagementNotOverHasNoEnding() {
    assertThatThrownBy(() -> rules.ending(rules.sampleEngagement(1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not over");
  }

  /**
   * "Pilots may attempt as many times as is necessary to regain control, up until the moment their
   * plane hits the ground" (rules 001): the falling Hun's last attempt fails, it crashes, and the
   * Allies alone have a plane in the fight.
   */
  @Test
  void destroyed() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    g = Fixtures.with(g, edit(g, "Hun").withFall(new Plane.Fall("a test", 1, false)));
    g = Scripted.play(Scripted.play(g, new Fly("Ace", Move.CRUISE)), new EndAction("Ace"));
    g = Scripted.play(g, new RegainControl("Hun"), 18);
    Ending e = EndingCheck.assertEnding(g.rules(), g.state());
    assertThat(e.reason()).isEqualTo("destroyed");
    assertThat(e.winner()).contains(Fixtures.ALLIES);
    assertThat(e.survivors())
        .containsExactly(Map.entry(Fixtures.ALLIES, 1), Map.entry(Fixtures.JASTA, 0));
  }

  /**
   * A collision ("1D6 damage per every 10 kph the plane was travelling", rules 001) at 1 hit point
   * each: both planes are destroyed at once, and no side is left.
   */
  @Test
  void bothDestroyed() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    g = Fixtures.with(g, edit(g, "Ace").withDamage(g.state().plane("Ace").hp() - 1));
    g = Fixtures.with(g, edit(g, "Hun").withDamage(g.state().plane("Hun").hp() - 1));
    g = Scripted.play(g, new Fly("Ace", Move.CRUISE));
    int[] faces = new int[2 + 20 + 15];
    Arrays.fill(faces, 1);
    faces[0] = 2;
    faces[1] = 15;
    g = Scripted.play(g, new Ram("Ace", "Hun"), faces);
    g = Scripted.play(g, new TakeDamage("Ace"));
    g = Scripted.play(g, new TakeDamage("Hun"));
    Ending e = EndingCheck.assertEnding(g.rules(), g.state());
    assertThat(e.reason()).isEqualTo("both destroyed");
    assertThat(e.winner()).isEmpty();
    assertThat(e.survivors())
        .containsExactly(Map.entry(Fixtures.ALLIES, 0), Map.entry(Fixtures.JASTA, 0));
  }

  /** The engine's turn limit (an assumption; here 1 turn): both still fly, no winner. */
  @Test
  void turnLimit() {
    WildBlueRules oneTurn = new WildBlueRules(Fixtures.rules().config().withMaxTurns(1));
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.passSplitS(
            Game.start(
                oneTurn,
                oneTurn.start(
                    java.util.List.of(Fixtures.ace(), Fixtures.hun()),
                    java.util.List.of(),
                    java.util.List.of(),
                    1)));
    g = Scripted.play(Scripted.play(g, new Fly("Ace", Move.CRUISE)), new EndAction("Ace"));
    g = Scripted.play(Scripted.play(g, new Fly("Hun", Move.CRUISE)), new EndAction("Hun"));
    Ending e = EndingCheck.assertEnding(g.rules(), g.state());
    assertThat(e.reason()).isEqualTo("turn limit");
    assertThat(e.winner()).isEmpty();
    assertThat(e.survivors())
        .containsExactly(Map.entry(Fixtures.ALLIES, 1), Map.entry(Fixtures.JASTA, 1));
  }
}
