package io.github.dogfight.wildblue;

import static io.github.dogfight.wildblue.Fixtures.duel;
import static io.github.dogfight.wildblue.Fixtures.edit;
import static io.github.dogfight.wildblue.Fixtures.play;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.Die;
import io.github.dogfight.core.game.Decision;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.wildblue.WildBlueCommand.EndAction;
import io.github.dogfight.wildblue.WildBlueCommand.Fly;
import io.github.dogfight.wildblue.WildBlueCommand.Perform;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The turn's flow (rules 001, "Initiative", "Out of Control"), scripted: the order and its ties,
 * who is skipped, what ends at a plane's next action, the opening advantages and the turn limit.
 */
class FlowDetailsTest {
  private static final Plane HUN_2 = Fixtures.hunNamed("Hun 2");

  private static GroundUnit gun(String name) {
    return GroundUnit.armed(
        name,
        Fixtures.JASTA,
        false,
        10,
        new Gun(Gun.Mount.FLEXIBLE, 1, Die.D6),
        GroundUnit.Reach.SMALL_ARMS,
        Fixtures.crew("Karl Weiss"));
  }

  /**
   * Initiative "1d10 + Cunning (or Pilot skill if higher)" for a pilot, Cunning for a gunner: with
   * the fixed roll Karl Weiss (Cunning 4, Piloting 5) rolls 4. Ties go to the higher bonus, then to
   * the engagement's order (an assumption): Hun before Hun 2, the first gun before the second.
   */
  @Test
  void theOrderAndItsTies() {
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(
            List.of(Fixtures.ace(), Fixtures.hun(), HUN_2), List.of(gun("Gun A"), gun("Gun B")));
    assertThat(g.state().groundInitiative()).containsExactly(4, 4);
    assertThat(g.log().narration()).contains("Turn 1 order: Ace, Hun, Hun 2, Gun A, Gun B");
    assertThat(g.state().order()).containsExactly("Ace", "Hun", "Hun 2", "Gun A", "Gun B");
  }

  /** A plane out of the fight before its turn in the order is passed over. */
  @Test
  void aPlaneOutOfTheFightIsPassedOver() {
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(List.of(Fixtures.ace(), Fixtures.hun(), HUN_2), List.of());
    g = Fixtures.with(g, edit(g, "Hun").withDown("shot down"));
    g = play(play(g, new Fly("Ace", Move.CRUISE)), new EndAction("Ace"));
    assertThat(g.state().acting()).contains("Hun 2");
  }

  /** The Scissors last "until the start of your next turn": Hun's end as its action starts. */
  @Test
  void theScissorsEndAtThePlanesNextAction() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    g = Fixtures.with(g, edit(g, "Hun").withScissorsAgainst(Set.of("Ace")));
    g = play(play(g, new Fly("Ace", Move.CRUISE)), new EndAction("Ace"));
    assertThat(g.state().acting()).contains("Hun");
    assertThat(g.state().plane("Hun").scissorsAgainst()).isEmpty();
  }

  /**
   * A plane out of control whose pilot is knocked out makes no attempt to regain control: its
   * action is a fall.
   */
  @Test
  void anUnconsciousPilotFallsWithoutTrying() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    g =
        Fixtures.with(
            g,
            edit(g, "Hun").withFall(new Plane.Fall("a test", 3, false)).withPilotConscious(false));
    g = play(play(g, new Fly("Ace", Move.CRUISE)), new EndAction("Ace"));
    assertThat(g.log().narration())
        .contains("Hun's pilot is unconscious: no attempt to regain control")
        .contains("Hun falls through");
    assertThat(g.state().plane("Hun").fall().orElseThrow().actionsLeft()).isEqualTo(2);
  }

  /**
   * "Except Outnumbering, Surprise, and Flatfoot, each combatant begins play with no advantage": a
   * surprise is held until its target acts, and only its target's action ends it.
   */
  @Test
  void aSurpriseLastsUntilItsTargetActs() {
    WildBlueRules rules = Fixtures.rules();
    WildBlueState s =
        rules.start(
            List.of(Fixtures.ace(), Fixtures.hun()),
            List.of(),
            List.of(
                new Held("Hun", "Ace", AdvantageKind.SURPRISED, 1),
                new Held("Ace", "Hun", AdvantageKind.FLATFOOTED, 1)),
            3);
    Game<WildBlueState, WildBlueCommand> g = Fixtures.passSplitS(Game.start(rules, s));
    g = play(play(g, new Fly("Ace", Move.CRUISE)), new EndAction("Ace"));
    assertThat(g.state().held("Hun", "Ace")).isEmpty();
    assertThat(g.state().held("Ace", "Hun", AdvantageKind.FLATFOOTED)).isEqualTo(1);
    assertThatThrownBy(
            () ->
                rules.start(
                    List.of(Fixtures.ace(), Fixtures.hun()),
                    List.of(),
                    List.of(new Held("Zed", "Hun", AdvantageKind.SURPRISED, 1)),
                    3))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("no plane 'Zed' to hold advantage");
    assertThatThrownBy(
            () ->
                rules.start(
                    List.of(Fixtures.ace(), Fixtures.hun()),
                    List.of(),
                    List.of(new Held("Ace", "Zed", AdvantageKind.SURPRISED, 1)),
                    3))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("no plane 'Zed' to be surprised");
  }

  /** The turn limit ends the engagement, narrated; then no one is to decide. */
  @Test
  void theTurnLimitIsNarratedAndEndsTheDecisions() {
    WildBlueRules rules =
        new WildBlueRules(
            WildBlueConfig.defaults().withHost(Fixtures.FIXED_INITIATIVE).withMaxTurns(1));
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.passSplitS(
            Game.start(
                rules,
                rules.start(List.of(Fixtures.ace(), Fixtures.hun()), List.of(), List.of(), 1)));
    g = play(play(g, new Fly("Ace", Move.CRUISE)), new EndAction("Ace"));
    g = play(play(g, new Fly("Hun", Move.CRUISE)), new EndAction("Hun"));
    var events = g.log().events();
    assertThat(events.get(events.size() - 1).narration()).isEqualTo("no winner after 1 turn");
    assertThat(g.decision()).isEqualTo(Decision.over());
  }

  /** SPLIT S "You may re-roll your initiative, with a 3 point penalty": the re-roll is narrated. */
  @Test
  void aSplitSIsNarrated() {
    WildBlueRules rules = Fixtures.rules();
    Game<WildBlueState, WildBlueCommand> g =
        Game.start(
            rules, rules.start(List.of(Fixtures.ace(), Fixtures.hun()), List.of(), List.of(), 1));
    g = play(g, new WildBlueCommand.SplitS("Ace"), 14);
    assertThat(g.log().narration())
        .contains("Ace's Split S: initiative re-rolled at a 3 point penalty, 9 becomes 6");
  }

  /** A ground unit has no stunts, so no odds of one; the summary lists it under its own side. */
  @Test
  void aGroundUnitHasNoStuntOddsAndItsOwnSide() {
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(List.of(Fixtures.ace(), Fixtures.hun()), List.of(Fixtures.rifles()));
    assertThat(g.oddsOf(Perform.of("Rifles", Stunt.AILERON_ROLL))).isEmpty();
    String summary = g.rules().summary(g.state());
    assertThat(section(summary, Fixtures.JASTA)).contains("  Rifles: 10 of 10 HP");
    assertThat(section(summary, Fixtures.ALLIES)).doesNotContain("Rifles");
  }

  /** The lines of {@code side}'s part of a summary: its header and the indented lines after. */
  private static String section(String summary, String side) {
    StringBuilder out = new StringBuilder();
    boolean in = false;
    for (String line : summary.split("\n", -1)) {
      if (!line.startsWith("  ")) {
        in = line.equals(side + ":");
      } else if (in) {
        out.append(line).append('\n');
      }
    }
    return out.toString();
  }

  /**
   * The engagement ends as the last plane of a side hits the ground, before anyone else acts: a
   * knocked-out pilot next in the order does not fall first.
   */
  @Test
  void theEndComesAsTheLastEnemyHitsTheGround() {
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(
            List.of(Fixtures.ace(), Fixtures.hun(), Fixtures.bristol().build()), List.of());
    assertThat(g.state().order()).containsExactly("Ace", "Hun", "Bristol");
    g = Fixtures.with(g, edit(g, "Hun").withFall(new Plane.Fall("a test", 1, false)));
    g =
        Fixtures.with(
            g,
            edit(g, "Bristol")
                .withFall(new Plane.Fall("a test", 6, false))
                .withPilotConscious(false));
    g = play(play(g, new Fly("Ace", Move.CRUISE)), new EndAction("Ace"));
    g = play(g, new EndAction("Hun"));
    assertThat(g.state().plane("Hun").down()).contains("crashed");
    assertThat(g.isOver()).isTrue();
    assertThat(g.log().narration()).doesNotContain("Bristol's pilot is unconscious");
  }
}
