package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.Cy6RulesTest.BOARD;
import static io.github.dogfight.cy6.Cy6RulesTest.EXAMPLE;
import static io.github.dogfight.cy6.Cy6RulesTest.RULES;
import static io.github.dogfight.cy6.Cy6RulesTest.plane;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.hex.Facing;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Move Groups (rules 002, B): "Priority Within Group ... B) enemy 'Out of the Sun' C) Lower
 * Altitude (current) D) National Move Order", formations and tailers. The board's sun is east.
 */
class MoveGroupsTest {
  private static final MoveGroups GROUPS = new MoveGroups();

  private static Plane at(
      String id, String side, Skill skill, int col, int row, int tal, @Nullable String formation) {
    return plane(
        id, side, EXAMPLE, skill, new Position(Board.at(col, row), Facing.N), tal, 2, formation);
  }

  private static Cy6State state(Plane... planes) {
    return RULES.start(List.of("Blue", "Red"), BOARD, List.of(planes), 1);
  }

  /**
   * An enemy is out of the sun of "Me" (col 14, row 14, TAL 6) when it is higher, nearer the east
   * edge and within 10 hexes.
   */
  @ParameterizedTest(name = "{0} at col {1} row {2} TAL {3}: {4}")
  @CsvSource({
    "Red, 15, 14, 7, true",
    "Blue, 15, 14, 7, false",
    "Red, 15, 14, 6, false",
    "Red, 14, 10, 7, false",
    "Red, 13, 14, 9, false",
    "Red, 24, 14, 7, true",
    "Red, 25, 14, 7, false",
  })
  void anEnemyOutOfTheSun(String side, int col, int row, int tal, boolean want) {
    Plane me = at("Me", "Blue", Skill.GREEN, 14, 14, 6, null);
    Plane other = at("Other", side, Skill.GREEN, col, row, tal, null);
    Cy6State s =
        state(
            me,
            other,
            at("Anchor", side.equals("Red") ? "Blue" : "Red", Skill.GREEN, 0, 0, 1, null));
    assertThat(MoveGroups.outOfTheSun(s, s.get("Me"))).isEqualTo(want);
  }

  @Test
  void withinAGroupTheAircraftWithAnEnemyInTheSunMovesFirst() {
    Cy6State s =
        state(
            at("Far", "Blue", Skill.GREEN, 2, 5, 6, null),
            at("Sunned", "Blue", Skill.GREEN, 14, 14, 6, null),
            at("Sun", "Red", Skill.VETERAN, 20, 14, 9, null));
    assertThat(GROUPS.order(s)).containsExactly("Sunned", "Far", "Sun");
    assertThat(
            GROUPS.order(
                s,
                io.github.dogfight.core.dice.Roller.scripted(
                    io.github.dogfight.core.dice.ScriptedDice.of())))
        .isEqualTo(GROUPS.order(s));
  }

  @Test
  void thenTheLowerThenTheNationalOrderThenTheListedOrder() {
    Cy6State s =
        state(
            at("Blue high", "Blue", Skill.GREEN, 2, 5, 7, null),
            at("Red low", "Red", Skill.GREEN, 6, 5, 5, null),
            at("Red even", "Red", Skill.GREEN, 10, 5, 6, null),
            at("Blue even", "Blue", Skill.GREEN, 14, 5, 6, null),
            at("Blue even 2", "Blue", Skill.GREEN, 18, 5, 6, null));
    assertThat(GROUPS.order(s))
        .containsExactly("Red low", "Blue even", "Blue even 2", "Red even", "Blue high");
  }

  /**
   * A formation moves in its leader's slot, leader first then its wingmen; a tailer moves right
   * after the aircraft it tails, a wingman's tailer after that wingman; a tailer whose target has
   * gone moves on its own.
   */
  @Test
  void formationsAndTailers() {
    Cy6State s =
        state(
            at("Lead", "Blue", Skill.ACE, 2, 5, 6, "A"),
            at("Wing", "Blue", Skill.ACE, 3, 5, 6, "A"),
            at("Green", "Blue", Skill.GREEN, 10, 5, 6, null),
            at("Hunter", "Red", Skill.GREEN, 3, 8, 6, null),
            at("Chaser", "Red", Skill.VETERAN, 2, 8, 6, null),
            at("Orphan", "Red", Skill.VETERAN, 20, 20, 6, null));
    Plane gone = s.get("Green").with(AircraftCondition.INTACT.destroy("a test"));
    Cy6State tailing =
        ((ImmutableCy6State) ImmutableCy6State.copyOf(s.withPlane(gone)))
            .withTails(Map.of("Hunter", "Wing", "Chaser", "Lead", "Orphan", "Green"));
    // groups: none green now that Green is gone; Orphan (veteran) on its own, the ace formation
    // last with its tailers
    assertThat(GROUPS.order(tailing)).containsExactly("Orphan", "Lead", "Wing", "Hunter", "Chaser");
    assertThat(GROUPS.name()).isEqualTo("move groups");
    assertThat(GROUPS.description()).contains("Move Groups 1-4").contains("rules 002, B");
  }

  private static Cy6State tailing(Cy6State s, Map<String, String> tails) {
    return ((ImmutableCy6State) ImmutableCy6State.copyOf(s)).withTails(tails);
  }

  /**
   * "Tailing planes may move in their tailed AC Move Group": when A tails B and B tails A, each
   * would wait for the other. The cycle is broken by the Move Group priority: the first of the two
   * in group order (Green's Move Group 1 before the Ace's 4) moves as if it tailed no one, the
   * other right after it. Before the fix neither moved.
   */
  @Test
  void twoAircraftTailingEachOtherBothMoveTheFirstInGroupOrderFirst() {
    Cy6State s =
        state(
            at("Ace", "Blue", Skill.ACE, 5, 5, 6, null),
            at("Green", "Red", Skill.GREEN, 5, 7, 6, null),
            at("Other", "Blue", Skill.SKILLED, 20, 20, 6, null));
    Cy6State mutual = tailing(s, Map.of("Ace", "Green", "Green", "Ace"));
    assertThat(MoveGroups.cycleBreakers(mutual)).containsExactly("Green");
    assertThat(MoveGroups.cycleOf(mutual, "Green")).containsExactly("Green", "Ace");
    assertThat(GROUPS.order(mutual)).containsExactly("Green", "Ace", "Other");
  }

  /**
   * Within one Move Group the cycle's first aircraft follows priorities A-D: all are tailed, none
   * has an enemy out of the sun, the lower moves first (C). A ring of three units (Red 1 tails the
   * wingman of formation "Pair", whose leader tails Red 2, who tails Red 1) breaks at Red 1 (TAL
   * 5), the others follow in tailing order: Red 2 after Red 1, then the pair after Red 2. The
   * tailer of the ring ("Chaser", on Red 2) follows Red 2.
   */
  @Test
  void aRingThroughAFormationBreaksAtItsFirstAircraftByPriority() {
    Cy6State s =
        state(
            at("Lead", "Blue", Skill.SKILLED, 5, 5, 6, "Pair"),
            at("Wing", "Blue", Skill.SKILLED, 4, 6, 6, "Pair"),
            at("Red 1", "Red", Skill.SKILLED, 8, 8, 5, null),
            at("Red 2", "Red", Skill.SKILLED, 10, 10, 6, null),
            at("Chaser", "Blue", Skill.SKILLED, 12, 12, 5, null));
    Cy6State ring =
        tailing(s, Map.of("Red 1", "Wing", "Lead", "Red 2", "Red 2", "Red 1", "Chaser", "Red 2"));
    assertThat(MoveGroups.cycleBreakers(ring)).containsExactly("Red 1");
    assertThat(GROUPS.order(ring)).containsExactly("Red 1", "Red 2", "Lead", "Wing", "Chaser");
  }
}
