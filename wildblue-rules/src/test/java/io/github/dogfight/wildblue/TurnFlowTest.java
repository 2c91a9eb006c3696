package io.github.dogfight.wildblue;

import static io.github.dogfight.wildblue.Fixtures.duel;
import static io.github.dogfight.wildblue.Fixtures.edit;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.wildblue.internal.Ctx;
import io.github.dogfight.wildblue.internal.initiative.Flow;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The turn's flow (rules 001): a falling plane ("An out of control plane falls toward the ground";
 * a band every 3 actions, an assumption), the engagement's end when a side has no plane in the
 * fight or the turn limit is reached, and Push It To The Limit's damage at the end of the turn.
 */
class TurnFlowTest {
  private static Ctx ctx(WildBlueState s, WildBlueConfig config, int... faces) {
    return new Ctx(config, s, Roller.scripted(ScriptedDice.of(faces)));
  }

  private static List<String> narration(Ctx c) {
    return c.events.stream().map(GameEvent::narration).toList();
  }

  @ParameterizedTest(name = "{0} actions left: through {1}, {2} before the ground")
  @CsvSource({
    "7, COMBAT, 6 actions",
    "5, COMBAT, 4 actions",
    "4, LOW, 3 actions",
    "2, LOW, 1 action",
  })
  void aFallingPlaneLosesABandEveryThreeActions(int left, Band band, String still) {
    Game<WildBlueState, WildBlueCommand> g = duel();
    Plane hun = edit(g, "Hun").withFall(new Plane.Fall("a test", left, false));
    Ctx c = ctx(g.state().withPlane(hun), Fixtures.rules().config());
    Flow.fall(c, hun);
    assertThat(narration(c))
        .containsExactly("Hun falls through " + band.words() + ", " + still + " before the ground");
    assertThat(c.plane("Hun").fall().orElseThrow().actionsLeft()).isEqualTo(left - 1);
    assertThat(c.plane("Hun").band()).isEqualTo(band);
  }

  /**
   * "Pilots who can't regain control of the vehicle face a quick and devastating collision with the
   * earth": a plane whose pilot is out cold falls one action's worth in each of its actions, and no
   * more. When such a plane's action is the last of the turn, the next turn waits at its Split S
   * window with no action under way, and the first plane of the old order does not fall again.
   */
  @Test
  void anUnconsciousPilotsLastActionOfTheTurnEndsTheTurnOnce() {
    Plane ace =
        Fixtures.edit(duel(), "Ace")
            .withFall(new Plane.Fall("a test", 9, false))
            .withPilotConscious(false);
    Plane bristol =
        ((ImmutablePlane) ImmutablePlane.copyOf(Fixtures.bristol().build()))
            .withFall(new Plane.Fall("a test", 9, false))
            .withPilotConscious(false);
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(List.of(ace, Fixtures.hun(), bristol), List.of());
    assertThat(g.state().order()).containsExactly("Ace", "Hun", "Bristol");
    assertThat(g.state().plane("Ace").fall().orElseThrow().actionsLeft()).isEqualTo(8);
    g = Fixtures.play(g, new WildBlueCommand.Fly("Hun", Move.CRUISE));
    g = Fixtures.play(g, new WildBlueCommand.EndAction("Hun"));
    assertThat(g.state().turn()).isEqualTo(2);
    assertThat(g.state().splitS()).containsExactly("Hun");
    assertThat(g.state().step()).isEmpty();
    assertThat(g.state().plane("Bristol").fall().orElseThrow().actionsLeft()).isEqualTo(8);
    assertThat(g.state().plane("Ace").fall().orElseThrow().actionsLeft()).isEqualTo(8);
  }

  @Test
  void theLastActionOfAFallHitsTheGround() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    Plane hun = edit(g, "Hun").withFall(new Plane.Fall("a test", 1, false));
    Ctx c = ctx(g.state().withPlane(hun), Fixtures.rules().config());
    Flow.fall(c, hun);
    assertThat(narration(c)).startsWith("Hun hits the ground");
    assertThat(c.plane("Hun").flying()).isFalse();
    assertThat(c.plane("Hun").down()).contains("crashed");
    Flow.checkEnd(c);
    assertThat(c.state.result()).contains("Allies wins: no plane of Jasta 11 is left in the fight");
    assertThat(c.state.winner()).contains(Fixtures.ALLIES);
  }

  @Test
  void theEndWhenASideHasNoPlaneInTheFight() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    Ctx going = ctx(g.state(), Fixtures.rules().config());
    Flow.checkEnd(going);
    assertThat(going.state.isOver()).isFalse();
    assertThat(going.events).isEmpty();
    Plane aceDown = edit(g, "Ace").withDown("shot down");
    Ctx jasta = ctx(g.state().withPlane(aceDown), Fixtures.rules().config());
    Flow.checkEnd(jasta);
    assertThat(jasta.state.result())
        .contains("Jasta 11 wins: no plane of Allies is left in the fight");
    assertThat(jasta.state.winner()).contains(Fixtures.JASTA);
    assertThat(jasta.state.step()).isEmpty();
    Plane hunDown = edit(g, "Hun").withDown("shot down");
    Ctx none = ctx(g.state().withPlane(aceDown).withPlane(hunDown), Fixtures.rules().config());
    Flow.checkEnd(none);
    assertThat(none.state.result()).contains("no plane of either side is left in the fight");
    assertThat(none.state.winner()).isEmpty();
    assertThat(narration(none)).containsExactly("no plane of either side is left in the fight");
    // an ended engagement does not end again
    Flow.checkEnd(none);
    assertThat(none.events).hasSize(1);
  }

  /** "Push It To The Limit": 1D6 damage for every 20 kph, at the end of the turn. */
  @Test
  void pushingItToTheLimitCostsOneD6PerTwentyKph() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    Plane hun = edit(g, "Hun").withSpeed(45).withEffects(EnumSet.of(Plane.Effect.PUSH_IT));
    // Reading.CRITICAL_INSTEAD_OF_HIT_DAMAGE_ONLY: the damage is taken at once (by default its
    // player may take a Critical Damage result instead: DamageChoicesTest).
    WildBlueConfig last =
        Fixtures.reading(Reading.CRITICAL_INSTEAD_OF_HIT_DAMAGE_ONLY).withMaxTurns(1);
    Ctx c = ctx(g.state().withPlane(hun), last, 3, 4);
    Flow.endTurn(c);
    assertThat(narration(c).get(0)).startsWith("Hun pushed it to the limit at 45 kph: ");
    assertThat(c.plane("Hun").damage()).isEqualTo(7);
    assertThat(c.plane("Hun").effects()).doesNotContain(Plane.Effect.PUSH_IT);
    assertThat(c.state.result()).contains("no winner after 1 turn");
  }
}
