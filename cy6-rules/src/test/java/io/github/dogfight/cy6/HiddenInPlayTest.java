package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.Cy6RulesTest.BOARD;
import static io.github.dogfight.cy6.Cy6RulesTest.EXAMPLE;
import static io.github.dogfight.cy6.Cy6RulesTest.at;
import static io.github.dogfight.cy6.Cy6RulesTest.plane;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.testkit.HiddenInformation;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * What each side is told, with the spotting segment (seed 002, C4.0): "Spotting Segment (optional):
 * Aircrew Checks for spotting". A side sees its own aircraft and the enemies it has spotted; a line
 * that names an aircraft or a declaration goes to the sides that could see it.
 */
class HiddenInPlayTest {
  static final Cy6Rules SPOTTING =
      new Cy6Rules(Cy6Config.defaults().withSpotting(Spotting.standard()));

  /** What {@code side} has been told in {@code g}. */
  static List<String> toldTo(Game<Cy6State, Cy6Command> g, String side) {
    return g.log().visibleTo(SPOTTING.viewer(g.state(), side)).stream()
        .map(GameEvent::narration)
        .toList();
  }

  // ------------------------------------------------------------------ a ring of tailers

  /**
   * Blue's formation "Pair" ({@code leader} leading, "Wing" its wingman) and Red's "Red A", all at
   * TAL 6 facing south: {@code leader} (0,0), Red A (0,2), Wing (0,3). Red has spotted Wing only;
   * Blue has spotted Red A. The Blue crews are {@code blue}, Red A's is {@code red}.
   */
  static Cy6State pair(String leader, Skill blue, Skill red) {
    List<Plane> planes =
        List.of(
            plane(leader, "Blue", EXAMPLE, blue, at(0, 0, Facing.S), 6, 2, "Pair"),
            plane("Wing", "Blue", EXAMPLE, blue, at(0, 3, Facing.S), 6, 2, "Pair"),
            plane("Red A", "Red", EXAMPLE, red, at(0, 2, Facing.S), 6, 2, null));
    // spotted in an earlier turn: the tailing declaration waits for the two that may tail
    return SPOTTING
        .start(List.of("Blue", "Red"), BOARD, planes, 1)
        .copyWithSpotted(Set.of("Wing", "Red A"))
        .at(Cy6State.Step.TAILING, List.of(leader, "Red A"));
  }

  /** {@code leader} tails Red A, Red A tails Wing, and the formation keeps together. */
  static Game<Cy6State, Cy6Command> ring(String leader, Skill blue, Skill red) {
    Game<Cy6State, Cy6Command> g = Game.start(SPOTTING, pair(leader, blue, red));
    g = g.play(Cy6Command.Tail.of(leader, "Red A"));
    g = g.play(Cy6Command.Tail.of("Red A", "Wing"));
    g = g.play(new Cy6Command.FormationStatus(leader, Cy6Command.FormationChoice.KEEP));
    return g.play(new Cy6Command.FormationStatus("Wing", Cy6Command.FormationChoice.KEEP));
  }

  /**
   * "Tailing planes may move in their tailed AC Move Group": Lead tails Red A, and Red A tails
   * Wing, of Lead's formation, which moves in Lead's slot: a ring. Red A (Green, Move Group 1)
   * comes first and flies as if it tailed no one. The line names the declarations as made, and each
   * side hears only of those it was told: Red never saw Lead (unspotted) nor its declaration (told
   * to Blue only), so Red's line names neither; Blue saw both.
   */
  @Test
  void aRingThroughAFormationNamesTheRealDeclarationsToEachSideAsItSawThem() {
    Game<Cy6State, Cy6Command> g = ring("Lead", Skill.SKILLED, Skill.GREEN);
    assertThat(toldTo(g, "Blue"))
        .contains("Lead tails Red A", "Red A tails Wing")
        .contains(
            "Red A tails Wing and Lead tails Red A, a ring of tailers: Red A, the first of them in"
                + " Move Group order, flies as if it tailed no one");
    assertThat(toldTo(g, "Red"))
        .contains("Red A tails Wing")
        .contains(
            "Red A tails Wing, and aircraft out of sight close a ring of tailers: Red A, the first"
                + " of them in Move Group order, flies as if it tailed no one")
        .noneMatch(n -> n.contains("Lead"));
    assertThat(g.state().waiting()).containsExactly("Red A");
    // what Red's view holds of the declarations: none of an aircraft it cannot see
    Cy6State red = SPOTTING.visibleTo(g.state(), SPOTTING.viewer(g.state(), "Red"));
    assertThat(red.tails()).doesNotContainKey("Lead");
  }

  /**
   * The same ring, its hidden leader named otherwise ("Boss"): Red's view, commands, odds, bot and
   * narration are the same in both.
   */
  @Test
  void redCannotTellWhoClosedTheRing() {
    Game<Cy6State, Cy6Command> lead = ring("Lead", Skill.SKILLED, Skill.GREEN);
    Game<Cy6State, Cy6Command> boss = ring("Boss", Skill.SKILLED, Skill.GREEN);
    HiddenInformation.assertUnseen(SPOTTING, lead.state(), boss.state(), "Red A");
    assertThat(toldTo(boss, "Red")).isEqualTo(toldTo(lead, "Red"));
  }

  /**
   * When the hidden leader comes first (Blue Green, in Move Group 1; Red A Skilled, in 2), it is
   * Lead's declaration that is void: Red A still tails Wing, and Red is told nothing of the ring.
   */
  @Test
  void aRingBrokenOutOfSightIsToldToTheSideThatBreaksItOnly() {
    Game<Cy6State, Cy6Command> g = ring("Lead", Skill.GREEN, Skill.SKILLED);
    assertThat(toldTo(g, "Blue"))
        .contains(
            "Lead tails Red A and Red A tails Wing, a ring of tailers: Lead, the first of them in"
                + " Move Group order, flies as if it tailed no one");
    assertThat(toldTo(g, "Red")).noneMatch(n -> n.contains("ring") || n.contains("Lead"));
    assertThat(g.state().tails()).containsExactly(java.util.Map.entry("Red A", "Wing"));
  }
}
