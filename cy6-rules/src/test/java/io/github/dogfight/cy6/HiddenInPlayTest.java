package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.Cy6RulesTest.BOARD;
import static io.github.dogfight.cy6.Cy6RulesTest.EXAMPLE;
import static io.github.dogfight.cy6.Cy6RulesTest.at;
import static io.github.dogfight.cy6.Cy6RulesTest.plane;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.view.Viewer;
import io.github.dogfight.cy6.internal.Engine;
import io.github.dogfight.cy6.internal.airfire.AirFire;
import io.github.dogfight.testkit.HiddenInformation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * What each side is told, with the spotting segment (rules 002, C4.0): "Spotting Segment
 * (optional): Aircrew Checks for spotting". A side sees its own aircraft and the enemies it has
 * spotted; a line that names an aircraft or a declaration goes to the sides that could see it.
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

  // ------------------------------------------------------------------ lucky hits' effects

  /**
   * Spotting only by what the test sets (and what the rules reveal): nothing is seen by a check.
   */
  static final Cy6Config BLIND =
      Cy6Config.defaults().withSpotting(Spotting.standard().withDistances(0, 0));

  static final Engine ENGINE = new Engine(BLIND);

  private static Plane at6(String id, String side, int q, int r) {
    return plane(id, side, EXAMPLE, Skill.GREEN, at(q, r, Facing.N), 6, 2, null);
  }

  /** What a fire segment's settling of "Hit"'s {@code effect} left, and what each side was told. */
  record Settled(Cy6State state, List<GameEvent> events) {
    List<String> toldTo(String side) {
      Viewer viewer = new Cy6Rules(BLIND).viewer(state, side);
      return events.stream()
          .filter(e -> e.audience().includes(viewer))
          .map(GameEvent::narration)
          .toList();
    }
  }

  /**
   * Settles "Hit"'s {@code effect} among {@code planes}, those of {@code spotted} spotted by their
   * enemy; the events as the game addresses them.
   */
  static Settled settle(LuckyEffect effect, List<Plane> planes, Set<String> spotted, int... dice) {
    Cy6State s =
        new Cy6Rules(BLIND)
            .start(List.of("Blue", "Red"), BOARD, planes, 1)
            .copyWithSpotted(spotted);
    List<GameEvent> events = new ArrayList<>();
    ScriptedDice script = ScriptedDice.of(dice);
    Cy6State out =
        ENGINE
            .airFire()
            .settle(
                s,
                Map.of(),
                List.of(new AirFire.Follow("Hit", effect)),
                Roller.scripted(script),
                events);
    script.assertFullyUsed();
    return new Settled(out, ENGINE.sight().privacy(out, events));
  }

  /**
   * "*C = Possible Collision - Choose a random aircraft within 1 hex of the target aircraft; roll
   * for collision as per collision rules but Lucky Hit aircraft does not attempt to evade." Hit
   * (Red, spotted) is going down; Hidden (Red), one hex off, Blue has not spotted. The collision
   * gives both aircraft away (an assumption, as firing gives a shooter away): Blue is told of it
   * and sees Hidden from then on.
   */
  @Test
  void aCollisionGivesBothAircraftAway() {
    Plane hit = at6("Hit", "Red", 0, 0).with(AircraftCondition.INTACT.destroy("Pilot Killed"));
    Settled s =
        settle(
            LuckyEffect.COLLISION,
            List.of(hit, at6("Hidden", "Red", 0, -1), at6("Blue 1", "Blue", 9, 9)),
            Set.of("Hit", "Blue 1"),
            1,
            1);
    assertThat(s.toldTo("Blue"))
        .containsExactly("Hit, going down, and Hidden collide: Hidden is destroyed");
    assertThat(s.state().spotted()).contains("Hidden");
    Cy6State blue = new Cy6Rules(BLIND).visibleTo(s.state(), Viewer.of("Blue"));
    assertThat(blue.planes()).extracting(Plane::id).contains("Hidden");
  }

  /**
   * "*D = Debris - The nearest aircraft within 3 hexes (if any) in the target's tail arc ...
   * immediately suffers a hit": Behind (Red), in Hit's tail arc, is not spotted by Blue. Blue is
   * told the same whether Behind is there or not: the debris hits no aircraft it sees. Red is told
   * the hit.
   */
  @Test
  void debrisOnAnAircraftOutOfSightIsToldToThoseWhoSeeIt() {
    Plane hit = at6("Hit", "Red", 0, 0);
    Plane blue = at6("Blue 1", "Blue", 9, 9);
    Settled behind =
        settle(
            LuckyEffect.DEBRIS,
            List.of(hit, at6("Behind", "Red", 0, 2), blue),
            Set.of("Hit", "Blue 1"),
            2,
            2,
            6,
            5);
    Settled nobody = settle(LuckyEffect.DEBRIS, List.of(hit, blue), Set.of("Hit", "Blue 1"));
    assertThat(behind.toldTo("Blue")).containsExactly("debris from Hit hits no aircraft in sight");
    assertThat(nobody.toldTo("Blue")).isEqualTo(behind.toldTo("Blue"));
    assertThat(behind.toldTo("Red"))
        .containsExactly(
            "debris from Hit hits Behind as HMG fire: firepower 4, robustness 5+: damage"
                + " prevented");
  }

  /**
   * "If an explosion occurs, any aircraft within 2 hexes must roll on a Lucky Hit": Hit (Red),
   * unspotted, explodes next to Blue 1. Blue is told what happens to Blue 1, not who exploded.
   */
  @Test
  void anExplosionOutOfSightIsToldWithoutNamingIt() {
    Plane hit =
        at6("Hit", "Red", 0, 0)
            .armed(Ordnance.HEAVY_BOMBS)
            .with(AircraftCondition.INTACT.destroy("shot"));
    Settled s =
        settle(
            LuckyEffect.ORDNANCE,
            List.of(hit, at6("Blue 1", "Blue", 0, -1), at6("Spare", "Red", 9, 9)),
            Set.of("Blue 1"),
            5,
            5);
    assertThat(s.toldTo("Blue"))
        .containsExactly(
            "ordnance explodes out of sight: lucky hit 10 on Blue 1: Engine Critical - Aircraft may"
                + " only move at rate of one for remainder of mission. Next hit destroys AC.");
    assertThat(s.toldTo("Red"))
        .containsExactly(
            "Hit's ordnance explodes: lucky hit 10 on Blue 1: Engine Critical - Aircraft may only"
                + " move at rate of one for remainder of mission. Next hit destroys AC.");
  }

  // ------------------------------------------------------------------ AA misdirection

  /** A light battery (Blue) and Red 1, spotted, in its reach at TAL 1; {@code blue} too. */
  static Game<Cy6State, Cy6Command> lightFlak(List<Plane> blue, int... dice) {
    Cy6Rules rules = new Cy6Rules(BLIND);
    Battery light = new Battery("Flak", "Blue", AntiAircraft.LIGHT, Board.at(10, 10));
    List<Plane> planes = new ArrayList<>(blue);
    planes.add(0, GroundTest.plane("Red 1", "Red", GroundTest.FIGHTER, 10, 9, 1));
    Cy6State s =
        rules
            .start(List.of("Blue", "Red"), GroundTest.BOARD, planes, Ground.none().with(light), 1)
            .copyWithSpotted(Set.of("Red 1"));
    Game<Cy6State, Cy6Command> g = GroundTest.flyStraight(Game.start(rules, s));
    ScriptedDice script = ScriptedDice.of(dice);
    g = g.play(Cy6Command.Flak.at("Flak", "Red 1"), script);
    script.assertFullyUsed();
    return g;
  }

  static List<String> aaToldTo(Game<Cy6State, Cy6Command> g, String side) {
    return g.log().visibleTo(new Cy6Rules(BLIND).viewer(g.state(), side)).stream()
        .map(GameEvent::narration)
        .filter(n -> n.startsWith("Flak (Light AA)"))
        .toList();
  }

  /**
   * "AA Misdirection= if double "1" or double "2" rolled to-hit, fire is directed at closest
   * friendly aircraft within range of AA Battery": with none in reach the battery's side is told
   * so; Red, whose aircraft was fired at, is told only that the fire went astray, as it is when the
   * fire falls on a Blue aircraft Red has not spotted (Blue 1: 3 + 4 misses it). Red cannot tell
   * the two apart; Blue is told what became of its own aircraft.
   */
  @Test
  void misdirectedFireTellsTheEnemyNothingOfAircraftItHasNotSpotted() {
    Game<Cy6State, Cy6Command> none = lightFlak(List.of(), 1, 1);
    Game<Cy6State, Cy6Command> friend =
        lightFlak(
            List.of(GroundTest.plane("Blue 1", "Blue", GroundTest.FIGHTER, 11, 10, 1)), 1, 1, 3, 4);
    assertThat(aaToldTo(none, "Blue"))
        .containsExactly(
            "Flak (Light AA) fires at Red 1: misdirected, no friendly aircraft in reach");
    assertThat(aaToldTo(friend, "Blue"))
        .containsExactly("Flak (Light AA) fires at Red 1: misdirected at Blue 1: miss");
    assertThat(aaToldTo(none, "Red"))
        .containsExactly("Flak (Light AA) fires at Red 1: misdirected away from Red 1");
    assertThat(aaToldTo(friend, "Red")).isEqualTo(aaToldTo(none, "Red"));
  }

  /** A heavy battery's burst at Low catches Red 1; Blue High is at High, out of the burst's CAB. */
  static Game<Cy6State, Cy6Command> heavyFlak(List<Plane> blue, int... dice) {
    Cy6Rules rules = new Cy6Rules(BLIND);
    Battery heavy = new Battery("Heavy", "Blue", AntiAircraft.HEAVY, Board.at(2, 28));
    List<Plane> planes = new ArrayList<>(blue);
    planes.add(0, GroundTest.plane("Red 1", "Red", GroundTest.FIGHTER, 10, 20, 4));
    Cy6State s =
        rules
            .start(List.of("Blue", "Red"), GroundTest.BOARD, planes, Ground.none().with(heavy), 1)
            .copyWithSpotted(Set.of("Red 1"));
    Game<Cy6State, Cy6Command> g = GroundTest.flyStraight(Game.start(rules, s));
    ScriptedDice script = ScriptedDice.of(dice);
    g = g.play(Cy6Command.Flak.at("Heavy", "Red 1"), script);
    script.assertFullyUsed();
    return g;
  }

  static List<String> burstToldTo(Game<Cy6State, Cy6Command> g, String side) {
    return g.log().visibleTo(new Cy6Rules(BLIND).viewer(g.state(), side)).stream()
        .map(GameEvent::narration)
        .filter(n -> n.startsWith("Heavy (Heavy AA)"))
        .toList();
  }

  /**
   * Heavy AA's misdirection ("Blast affects all aircraft in Target Hex and one hex adjacent to
   * Target Hex"): a double 2 on Red 1 with no Blue aircraft at Low is told as such to Blue; Red is
   * told the fire went astray, as when it falls on Blue Low, unspotted (6 + 5 misses it).
   */
  @Test
  void aMisdirectedBurstTellsTheEnemyNothingOfAircraftItHasNotSpotted() {
    Game<Cy6State, Cy6Command> none =
        heavyFlak(
            List.of(GroundTest.plane("Blue High", "Blue", GroundTest.FIGHTER, 3, 27, 9)), 2, 2);
    Game<Cy6State, Cy6Command> friend =
        heavyFlak(
            List.of(GroundTest.plane("Blue Low", "Blue", GroundTest.FIGHTER, 4, 27, 3)),
            2,
            2,
            6,
            5);
    assertThat(burstToldTo(none, "Blue"))
        .singleElement()
        .asString()
        .endsWith(", Low, catches Red 1: misdirected, no friendly aircraft in reach: miss");
    assertThat(burstToldTo(friend, "Blue"))
        .singleElement()
        .asString()
        .endsWith(", Low, catches Red 1: misdirected at Blue Low: miss");
    assertThat(burstToldTo(none, "Red"))
        .singleElement()
        .asString()
        .endsWith(", Low, catches Red 1: misdirected away from Red 1");
    assertThat(burstToldTo(friend, "Red")).isEqualTo(burstToldTo(none, "Red"));
  }
}
