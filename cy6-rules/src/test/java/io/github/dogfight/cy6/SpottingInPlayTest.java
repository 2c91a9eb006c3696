package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.view.Viewer;
import io.github.dogfight.cy6.internal.spotting.Sight;
import io.github.dogfight.testkit.Replay;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The optional spotting segment (rules 002, B and C4.0) in play, and what each side may see. */
class SpottingInPlayTest {
  static final Cy6Rules RULES =
      new Cy6Rules(Cy6Config.defaults().withSpotting(Spotting.standard()));
  static final AircraftType FIGHTER =
      new AircraftType("Fighter", Role.FIGHTER, 4, 0, 2, 2, Gun.parseMix("4xLMG"));
  static final Board BOARD =
      new Board(
          30,
          30,
          Board.Compass.EAST,
          Map.of("Blue", Board.Compass.SOUTH, "Red", Board.Compass.NORTH));

  static Cy6State facing(int blueRow, int redRow) {
    return engagement(
        new Position(Board.at(10, blueRow), Facing.N),
        6,
        new Position(Board.at(10, redRow), Facing.S),
        6);
  }

  /** Blue 1 and Red 1, Green fighters at speed 1, where and how high they are. */
  static Cy6State engagement(Position blue, int blueTal, Position red, int redTal) {
    return RULES.start(
        List.of("Blue", "Red"),
        BOARD,
        List.of(
            Plane.of("Blue 1", "Blue", FIGHTER, Skill.GREEN, blue, blueTal, 1, Optional.empty()),
            Plane.of("Red 1", "Red", FIGHTER, Skill.GREEN, red, redTal, 1, Optional.empty())),
        1);
  }

  static List<String> seenBy(Game<Cy6State, Cy6Command> g, String side) {
    return g.log().visibleTo(RULES.viewer(g.state(), side)).stream()
        .map(GameEvent::narration)
        .toList();
  }

  /** "Spotting Segment (optional): Aircrew Checks for spotting": beyond the maximum, no one. */
  @Test
  void beyondTheMaximumDistanceNothingIsSpottedAndNothingShows() {
    Game<Cy6State, Cy6Command> g = Game.start(RULES, facing(28, 2));
    g = g.play(new Cy6Command.Plot("Blue 1", Maneuver.LEVEL, "F11"));
    g = g.play(new Cy6Command.Plot("Red 1", Maneuver.LEVEL, "F11"));
    assertThat(g.state().spotted()).isEmpty();
    Cy6State blue = RULES.visibleTo(g.state(), RULES.viewer(g.state(), "Blue"));
    assertThat(blue.planes()).extracting(Plane::id).containsExactly("Blue 1");
    assertThat(blue.waiting()).doesNotContain("Red 1");
    assertThat(seenBy(g, "Blue")).noneMatch(n -> n.contains("Red 1"));
    assertThat(seenBy(g, "Red")).anyMatch(n -> n.startsWith("Red 1 level F11"));
    assertThat(RULES.visibleTo(g.state(), Viewer.spectator()).planes()).isEmpty();
    assertThat(RULES.visibleTo(g.state(), Viewer.referee()).planes()).hasSize(2);
  }

  /**
   * Between the automatic and the maximum distance, an Aircrew Check (2d6 + skill >= 7 by default):
   * Red 1 spots Blue 1 on 6+6, Blue 1 misses Red 1 on 1+1; Red sees Blue, Blue does not see Red.
   */
  @Test
  void betweenTheDistancesAnAircrewCheckSpots() {
    Game<Cy6State, Cy6Command> g = Game.start(RULES, facing(20, 10));
    g = g.play(new Cy6Command.Plot("Blue 1", Maneuver.LEVEL, "F11"));
    g = g.play(new Cy6Command.Plot("Red 1", Maneuver.LEVEL, "F11"), ScriptedDice.of(6, 6, 1, 1));
    assertThat(g.state().spotted()).containsExactly("Blue 1");
    assertThat(seenBy(g, "Red")).contains("Red 1 spots Blue 1 (Aircrew Check at 10)");
    // Blue learns that Blue 1 is spotted, not by whom, and of its own check only "no new contact"
    assertThat(seenBy(g, "Blue"))
        .contains("Blue 1 is spotted", "Blue: no new contact")
        .noneMatch(n -> n.contains("Red 1"));
    assertThat(seenBy(g, "Red")).noneMatch(n -> n.contains("does not spot") || n.contains("no "));
    assertThat(g.log().visibleTo(Viewer.referee()))
        .extracting(GameEvent::narration)
        .contains("Blue 1 does not spot Red 1 (Aircrew Check at 10)");
    Cy6State red = RULES.visibleTo(g.state(), RULES.viewer(g.state(), "Red 1"));
    assertThat(red.planes()).extracting(Plane::id).containsExactly("Blue 1", "Red 1");
  }

  /** Within the automatic distance both are spotted without a roll, and may then fight. */
  @Test
  void withinTheAutomaticDistanceSpottingNeedsNoRoll() {
    // 3 hexes apart, the default automatic distance: spotted with no dice rolled
    Game<Cy6State, Cy6Command> c = Game.start(RULES, facing(13, 10));
    c = c.play(new Cy6Command.Plot("Blue 1", Maneuver.LEVEL, "F11"));
    c = c.play(new Cy6Command.Plot("Red 1", Maneuver.LEVEL, "F11"), ScriptedDice.of());
    assertThat(c.state().spotted()).containsExactly("Blue 1", "Red 1");
    assertThat(c.state().step()).isEqualTo(Cy6State.Step.FIRE);
    assertThat(c.legalCommands("Blue 1")).contains(Cy6Command.Fire.at("Blue 1", "Red 1"));
  }

  /** Unspotted enemies cannot be fired at: in the fire segment only spotted ones are targets. */
  @Test
  void anUnspottedEnemyIsNoTarget() {
    Game<Cy6State, Cy6Command> g = Game.start(RULES, facing(20, 10));
    g = g.play(new Cy6Command.Plot("Blue 1", Maneuver.LEVEL, "F11"));
    g = g.play(new Cy6Command.Plot("Red 1", Maneuver.LEVEL, "F11"), ScriptedDice.of(1, 1, 1, 1));
    assertThat(g.state().spotted()).isEmpty();
    assertThat(g.state().step()).isNotEqualTo(Cy6State.Step.FIRE);
  }

  static Cy6State placed(int redCol, int redRow, Facing redFacing, int redTal) {
    return engagement(
        new Position(Board.at(10, 10), Facing.N),
        6,
        new Position(Board.at(redCol, redRow), redFacing),
        redTal);
  }

  /**
   * Blue 1's spotting of Red 1 (before either moves), the dice given; Red 1 faces Blue 1 or flies
   * away from it, so that it spots Blue 1 without a roll.
   */
  static List<String> blueSpots(Cy6State s, int... dice) {
    Game<Cy6State, Cy6Command> g = Game.start(RULES, s);
    g = g.play(new Cy6Command.Plot("Blue 1", Maneuver.LEVEL, "F11"));
    g = g.play(new Cy6Command.Plot("Red 1", Maneuver.LEVEL, "F11"), ScriptedDice.of(dice));
    return g.log().visibleTo(Viewer.referee()).stream()
        .map(GameEvent::narration)
        .filter(n -> n.startsWith("Blue 1 spots") || n.startsWith("Blue 1 does not spot"))
        .toList();
  }

  /**
   * "Enemy Behind Spotter - ½ norm. distance", "Behind and Below Spotter - ¼ norm. dist.", "Out of
   * the Sun - ¼ normal distance": at a range of 3 (hexes plus TALs apart), within the automatic
   * distance ahead, a check when the enemy is behind, below and behind, or higher and nearer the
   * sun (east).
   */
  @Test
  void behindBelowAndOutOfTheSunShortenTheDistances() {
    // ahead: automatic
    assertThat(blueSpots(placed(10, 7, Facing.S, 6)))
        .containsExactly("Blue 1 spots Red 1 (within 3)");
    // behind, at the same TAL: a check (1 + 1 fails); Red 1 sees Blue 1 ahead without a roll
    assertThat(blueSpots(placed(10, 13, Facing.N, 6), 1, 1))
        .containsExactly("Blue 1 does not spot Red 1 (Aircrew Check at 3)");
    assertThat(blueSpots(placed(10, 12, Facing.N, 5), 6, 6))
        .containsExactly("Blue 1 spots Red 1 (Aircrew Check at 3)");
    // to the east and higher: out of the sun; at Blue 1's TAL: automatic
    assertThat(blueSpots(placed(12, 9, Facing.SW, 7), 1, 1))
        .containsExactly("Blue 1 does not spot Red 1 (Aircrew Check at 3)");
    assertThat(blueSpots(placed(12, 9, Facing.SW, 6)))
        .containsExactly("Blue 1 spots Red 1 (within 2)");
    // to the west and higher: not out of the sun
    assertThat(blueSpots(placed(8, 9, Facing.SE, 7)))
        .containsExactly("Blue 1 spots Red 1 (within 3)");
  }

  /**
   * Firing gives the shooter away (an assumption): Red 1, unseen behind Blue 1, fires and misses (1
   * + 2); from then on Blue 1 sees it. An aircraft that holds fire stays hidden.
   */
  @Test
  void firingRevealsTheShooter() {
    Game<Cy6State, Cy6Command> g = Game.start(RULES, placed(10, 13, Facing.N, 6));
    g = g.play(new Cy6Command.Plot("Blue 1", Maneuver.LEVEL, "F11"));
    g = g.play(new Cy6Command.Plot("Red 1", Maneuver.LEVEL, "F11"), ScriptedDice.of(1, 1));
    assertThat(g.state().spotted()).containsExactly("Blue 1");
    assertThat(g.state().step()).isEqualTo(Cy6State.Step.FIRE);
    assertThat(g.state().waiting()).containsExactly("Red 1");
    Game<Cy6State, Cy6Command> held = g.play(Cy6Command.Fire.hold("Red 1"));
    assertThat(held.state().spotted()).doesNotContain("Red 1");
    Game<Cy6State, Cy6Command> fired =
        g.play(Cy6Command.Fire.at("Red 1", "Blue 1"), ScriptedDice.of(1, 2));
    assertThat(fired.state().spotted()).contains("Red 1");
  }

  /**
   * "Modify Spotting Aircrew Check by the following: +1 - Spotting formation of 5-9 aircraft": a
   * check tells of the enemy looked for (its size by the target number, its place by the distance).
   * With {@link Spotting.Misses#CHECKS_ROLLED} Blue is told its check and its dice (1 + 1), as when
   * its player rolls them, naming neither Red 1 nor the distance.
   */
  @Test
  void aCheckThatSpotsNothingIsToldWithItsDiceButWithoutTheEnemyWhenChecksAreRolled() {
    Cy6Rules told =
        new Cy6Rules(
            Cy6Config.defaults()
                .withSpotting(Spotting.standard().withMisses(Spotting.Misses.CHECKS_ROLLED)));
    Game<Cy6State, Cy6Command> g = Game.start(told, facing(20, 10));
    g = g.play(new Cy6Command.Plot("Blue 1", Maneuver.LEVEL, "F11"));
    g = g.play(new Cy6Command.Plot("Red 1", Maneuver.LEVEL, "F11"), ScriptedDice.of(6, 6, 1, 1));
    List<GameEvent> blue = g.log().visibleTo(told.viewer(g.state(), "Blue"));
    GameEvent check =
        blue.stream()
            .filter(e -> e.narration().equals("Blue 1: no contact (Aircrew Check)"))
            .findFirst()
            .orElseThrow();
    assertThat(check.dice())
        .singleElement()
        .satisfies(d -> assertThat(d.faces()).containsExactly(1, 1));
    assertThat(blue)
        .noneMatch(e -> e.narration().contains("Red 1"))
        .noneMatch(e -> e.dice().stream().anyMatch(d -> d.describe().contains("Red 1")))
        .noneMatch(e -> e.narration().equals("Blue: no new contact"));
  }

  /**
   * "Spotting Segment (optional): Aircrew Checks for spotting": a view's decision names only the
   * aircraft its side sees, while the bots of each side still get their own aircraft's full lists.
   */
  @Test
  void aViewsDecisionNamesOnlyTheAircraftItsSideSees() {
    Game<Cy6State, Cy6Command> g = Game.start(RULES, facing(28, 2));
    assertThat(g.decision().actors()).containsExactly("Blue 1", "Red 1");
    assertThat(g.viewFor("Blue").decision().actors()).containsExactly("Blue 1");
    assertThat(g.viewFor("Red 1").decision().actors()).containsExactly("Red 1");
    assertThat(g.view(Viewer.referee()).decision()).isEqualTo(g.decision());
    assertThat(g.legalCommands("Red 1")).isNotEmpty();
    // a spectator sees no aircraft: it is told which sides are awaited, not which aircraft
    assertThat(g.view(Viewer.spectator()).decision().actors()).containsExactly("Blue", "Red");
    assertThat(g.view(Viewer.spectator()).decision().simultaneous()).isTrue();
  }

  /** Red 1, unseen behind Blue 1, alone may fire: Blue's view awaits "Red", not Red 1. */
  static Game<Cy6State, Cy6Command> redAloneMayFire() {
    Game<Cy6State, Cy6Command> g = Game.start(RULES, placed(10, 13, Facing.N, 6));
    g = g.play(new Cy6Command.Plot("Blue 1", Maneuver.LEVEL, "F11"));
    return g.play(new Cy6Command.Plot("Red 1", Maneuver.LEVEL, "F11"), ScriptedDice.of(1, 1));
  }

  @Test
  void whenOnlyUnseenEnemiesAreAwaitedTheViewNamesTheirSide() {
    Game<Cy6State, Cy6Command> g = redAloneMayFire();
    assertThat(g.decision().actors()).containsExactly("Red 1");
    assertThat(g.viewFor("Blue 1").decision().actors()).containsExactly("Red");
    assertThat(g.viewFor("Red").decision().actors()).containsExactly("Red 1");
  }

  static String refusal(Game<Cy6State, Cy6Command> g, Cy6Command c) {
    try {
      g.play(c);
    } catch (RuleViolation v) {
      return String.valueOf(v.getMessage());
    }
    throw new AssertionError(c.describe() + " was accepted");
  }

  /**
   * A refusal names only the commanding side's aircraft and the enemies it has spotted: Blue 1 may
   * not act while Red 1, unseen, is awaited, and is told so as for an aircraft that does not exist.
   */
  @Test
  void aRefusedCommandDoesNotNameAnUnspottedEnemy() {
    Game<Cy6State, Cy6Command> g = redAloneMayFire();
    String blue = refusal(g, Cy6Command.Fire.hold("Blue 1"));
    assertThat(blue).doesNotContain("Red 1");
    assertThat(blue.replace("Blue 1", "X"))
        .isEqualTo(refusal(g, Cy6Command.Fire.hold("Nobody")).replace("Nobody", "X"));
  }

  /**
   * An order naming an unspotted target is refused as one naming an aircraft that does not exist:
   * Blue 1 and Red 1 meet within the automatic distance, Red 2 is 18 hexes off.
   */
  @Test
  void anOrderAtAnUnspottedEnemyIsRefusedAsOneAtNoAircraft() {
    Cy6State s =
        RULES.start(
            List.of("Blue", "Red"),
            BOARD,
            List.of(
                Plane.of(
                    "Blue 1",
                    "Blue",
                    FIGHTER,
                    Skill.GREEN,
                    new Position(Board.at(10, 10), Facing.N),
                    6,
                    1,
                    Optional.empty()),
                Plane.of(
                    "Red 1",
                    "Red",
                    FIGHTER,
                    Skill.GREEN,
                    new Position(Board.at(10, 7), Facing.S),
                    6,
                    1,
                    Optional.empty()),
                Plane.of(
                    "Red 2",
                    "Red",
                    FIGHTER,
                    Skill.GREEN,
                    new Position(Board.at(28, 28), Facing.N),
                    6,
                    1,
                    Optional.empty())),
            1);
    Game<Cy6State, Cy6Command> g = Game.start(RULES, s);
    g = g.play(new Cy6Command.Plot("Blue 1", Maneuver.LEVEL, "F11"));
    g = g.play(new Cy6Command.Plot("Red 1", Maneuver.LEVEL, "F11"));
    g = g.play(new Cy6Command.Plot("Red 2", Maneuver.LEVEL, "F11"));
    assertThat(g.state().spotted()).containsExactly("Blue 1", "Red 1");
    assertThat(g.state().step()).isEqualTo(Cy6State.Step.FIRE);
    String hidden = refusal(g, Cy6Command.Fire.at("Blue 1", "Red 2"));
    assertThat(hidden.replace("Red 2", "X"))
        .isEqualTo(refusal(g, Cy6Command.Fire.at("Blue 1", "Nobody")).replace("Nobody", "X"));
  }

  /**
   * Every event is filtered on every aircraft it names: a public line naming Red 1, which Blue has
   * not spotted, is told to Red only.
   */
  @Test
  void aLineNamingAnUnspottedAircraftIsToldOnlyToThoseWhoSeeIt() {
    Cy6State s = facing(20, 10).copyWithSpotted(java.util.Set.of("Blue 1"));
    List<GameEvent> told =
        new Sight(RULES.config())
            .privacy(
                s,
                List.of(
                    new Cy6Event.Happened(
                        1,
                        "movement",
                        Optional.of("Blue 1"),
                        Cy6Event.Kind.COLLISION,
                        "Blue 1 and Red 1 pass close",
                        List.of())));
    assertThat(told)
        .singleElement()
        .satisfies(
            e -> {
              assertThat(e.audience().includes(RULES.viewer(s, "Red"))).isTrue();
              assertThat(e.audience().includes(RULES.viewer(s, "Blue"))).isFalse();
              assertThat(e.audience().includes(Viewer.spectator())).isFalse();
            });
  }

  /**
   * "Spotting Segment (optional)": an activation named with "+spotting" plays the segment with
   * either movement order, which is how the command line's --spotting reaches it and a save records
   * it; the name without it keeps the rules' own spotting (or none).
   */
  @Test
  void anActivationWithSpottingPlaysTheSegment() {
    Cy6Rules plain = new Cy6Rules();
    assertThat(plain.withActivation("move-groups+spotting").config().spotting())
        .contains(Spotting.standard());
    Cy6Rules cards = plain.withActivation("cards+spotting");
    assertThat(cards.config().spotting()).contains(Spotting.standard());
    assertThat(cards.config().moveOrder()).isInstanceOf(CardMoveOrder.class);
    assertThat(plain.withActivation("cards").config().spotting()).isEmpty();
    assertThat(RULES.withActivation("cards").config().spotting()).contains(Spotting.standard());
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> plain.withActivation("+spotting"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'+spotting'")
        .hasMessageContaining("cards+spotting");
  }

  @Test
  void gamesWithSpottingAreDeterministicAndEnd() {
    Cy6State start = RULES.sampleEngagement(5);
    Game<Cy6State, Cy6Command> end = Simulation.playOut(Game.start(RULES, start));
    assertThat(end.isOver()).isTrue();
    assertThat(end.log().events()).anyMatch(e -> e.narration().contains(" spots "));
    Replay.assertDeterministic(RULES, start, Replay.record(RULES, start, RULES.defaultBot()));
  }
}
