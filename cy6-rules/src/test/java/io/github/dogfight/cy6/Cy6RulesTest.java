package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.check.Check;
import io.github.dogfight.core.check.CheckOutcome;
import io.github.dogfight.core.dice.Chance;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.PolicyKind;
import io.github.dogfight.core.game.RuleSets;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.view.Viewer;
import io.github.dogfight.cy6.internal.airfire.AirFire;
import io.github.dogfight.testkit.HiddenInformation;
import io.github.dogfight.testkit.Replay;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/** The rule set in play: the turn, formations, movement order, exits, fire, views and policies. */
class Cy6RulesTest {
  static final Cy6Rules RULES = new Cy6Rules();
  static final AircraftType EXAMPLE =
      new AircraftType("Example", Role.FIGHTER, 4, 0, 2, 2, Gun.parseMix("4xLMG"));
  static final Board BOARD =
      new Board(
          30,
          30,
          Board.Compass.EAST,
          Map.of("Blue", Board.Compass.SOUTH, "Red", Board.Compass.NORTH));

  /** Where the seed's example's (0,0) sits on the board. */
  static final Hex ORIGIN = Board.at(14, 14);

  static Position at(int q, int r, Facing f) {
    return new Position(new Hex(ORIGIN.q() + q, ORIGIN.r() + r), f);
  }

  static Plane plane(
      String id,
      String side,
      AircraftType t,
      Skill s,
      Position p,
      int tal,
      int speed,
      @Nullable String formation) {
    return Plane.of(id, side, t, s, p, tal, speed, Optional.ofNullable(formation));
  }

  static Plane farEnemy() {
    return plane(
        "Far", "Red", EXAMPLE, Skill.GREEN, new Position(Board.at(2, 2), Facing.S), 12, 1, null);
  }

  static Game<Cy6State, Cy6Command> keepAll(Game<Cy6State, Cy6Command> g) {
    for (String id : List.copyOf(g.state().waiting())) {
      g = g.play(new Cy6Command.FormationStatus(id, Cy6Command.FormationChoice.KEEP));
    }
    return g;
  }

  @Test
  void isFoundByNameAndListsItsPolicies() {
    assertThat(RuleSets.find("cy6")).get().isInstanceOf(Cy6Rules.class);
    assertThat(RULES.policies())
        .extracting(p -> p.kind())
        .containsExactly(PolicyKind.ACTIVATION, PolicyKind.CHECK, PolicyKind.DAMAGE);
    assertThat(RULES.turnSequence().phases())
        .containsExactly(
            "tailing declaration",
            "formation status",
            "move plotting",
            "movement",
            "anti-aircraft fire",
            "air-to-air fire",
            "surface attack");
  }

  /**
   * "Formation Example (part 1) ... Flight Leader climbs and turns to left (L32 turn code) reduces
   * speed to 2. Wingmen climb and move into formation hexes (R44 and F31R turn code)", in play: the
   * leader plots, the wingmen follow it into the formation hexes at its TAL.
   */
  @Test
  void formationExamplePart1InPlay() {
    Cy6State s =
        RULES.start(
            List.of("Blue", "Red"),
            BOARD,
            List.of(
                plane("Leader", "Blue", EXAMPLE, Skill.SKILLED, at(0, 0, Facing.N), 4, 3, "Flight"),
                plane("Left", "Blue", EXAMPLE, Skill.SKILLED, at(-1, 1, Facing.N), 4, 3, "Flight"),
                plane("Right", "Blue", EXAMPLE, Skill.SKILLED, at(1, 0, Facing.N), 4, 3, "Flight"),
                farEnemy()),
            1);
    Game<Cy6State, Cy6Command> g = keepAll(Game.start(RULES, s));
    assertThat(g.state().step()).isEqualTo(Cy6State.Step.PLOTTING);
    // wingmen in formation plot nothing: they follow their leader
    assertThat(g.state().waiting()).containsExactly("Leader", "Far");
    g = g.play(new Cy6Command.Plot("Leader", Maneuver.CLIMB, "L32"));
    g = g.play(new Cy6Command.Plot("Far", Maneuver.LEVEL, "F11"));
    Plane leader = g.state().get("Leader");
    assertThat(leader.position()).isEqualTo(at(0, -3, Facing.NW));
    assertThat(leader.tal()).isEqualTo(5);
    assertThat(leader.speed()).as("reduces speed to 2").isEqualTo(2);
    List<Hex> hexes = Formation.formationHexes(leader.position(), 2);
    for (String w : List.of("Left", "Right")) {
      Plane p = g.state().get(w);
      assertThat(hexes).as(w).contains(p.position().hex());
      assertThat(p.tal()).as("same TAL").isEqualTo(5);
      assertThat(p.formation()).contains("Flight");
    }
    assertThat(narration(g)).anyMatch(n -> n.startsWith("Right keeps formation: climb"));
  }

  /**
   * "Formation Example (part 2) - Formation flying at Speed 2 ... Flight Leader Extreme Turn right
   * (R25 turn code) - Wingmen must both involuntarily break formation as they are not able to move
   * to Formation hexes (so must fly straight and level at start speed of formation leader)."
   */
  @Test
  void formationExamplePart2InPlay() {
    Cy6State s =
        RULES.start(
            List.of("Blue", "Red"),
            BOARD,
            List.of(
                plane(
                    "Leader", "Blue", EXAMPLE, Skill.SKILLED, at(0, -3, Facing.NW), 5, 2, "Flight"),
                plane(
                    "Right", "Blue", EXAMPLE, Skill.SKILLED, at(1, -4, Facing.NE), 5, 2, "Flight"),
                plane("Left", "Blue", EXAMPLE, Skill.SKILLED, at(0, -2, Facing.N), 5, 2, "Flight"),
                farEnemy()),
            1);
    Game<Cy6State, Cy6Command> g = keepAll(Game.start(RULES, s));
    g = g.play(new Cy6Command.Plot("Leader", Maneuver.EXTREME_TURN, "R25"));
    g = g.play(new Cy6Command.Plot("Far", Maneuver.LEVEL, "F11"));
    assertThat(g.state().get("Leader").position())
        .isEqualTo(MoveChart.sample().move("R25").code().fly(at(0, -3, Facing.NW)));
    assertThat(g.state().get("Right").position())
        .isEqualTo(new Position(at(1, -4, Facing.NE).hex().step(Facing.NE, 2), Facing.NE));
    assertThat(g.state().get("Left").position())
        .isEqualTo(new Position(at(0, -2, Facing.N).hex().step(Facing.N, 2), Facing.N));
    for (String w : List.of("Left", "Right", "Leader")) {
      assertThat(g.state().get(w).formation()).as(w + " is out of formation").isEmpty();
      assertThat(g.state().get(w).tal()).isEqualTo(5);
    }
    assertThat(narration(g)).filteredOn(n -> n.contains("cannot reach a formation hex")).hasSize(2);
  }

  @Test
  void formationsNeedTwoAircraftAtOneTal() {
    assertThatThrownBy(
            () ->
                RULES.start(
                    List.of("Blue", "Red"),
                    BOARD,
                    List.of(
                        plane("Solo", "Blue", EXAMPLE, Skill.GREEN, at(0, 0, Facing.N), 4, 3, "F"),
                        farEnemy()),
                    1))
        .hasMessageContaining("at least two aircraft");
    assertThatThrownBy(
            () ->
                RULES.start(
                    List.of("Blue", "Red"),
                    BOARD,
                    List.of(
                        plane("A", "Blue", EXAMPLE, Skill.GREEN, at(0, 0, Facing.N), 4, 3, "F"),
                        plane("B", "Blue", EXAMPLE, Skill.GREEN, at(1, 0, Facing.N), 5, 3, "F"),
                        farEnemy()),
                    1))
        .hasMessageContaining("TAL 4");
  }

  @Test
  void aLeaderBreaksTheFormationUpAndAWingmanDropsOut() {
    Cy6State s =
        RULES.start(
            List.of("Blue", "Red"),
            BOARD,
            List.of(
                plane("Leader", "Blue", EXAMPLE, Skill.SKILLED, at(0, 0, Facing.N), 4, 3, "Flight"),
                plane("W1", "Blue", EXAMPLE, Skill.SKILLED, at(-1, 1, Facing.N), 4, 3, "Flight"),
                plane("W2", "Blue", EXAMPLE, Skill.SKILLED, at(1, 0, Facing.N), 4, 3, "Flight"),
                farEnemy()),
            1);
    Game<Cy6State, Cy6Command> g = Game.start(RULES, s);
    assertThat(g.legalCommands("Leader"))
        .containsExactly(
            new Cy6Command.FormationStatus("Leader", Cy6Command.FormationChoice.KEEP),
            new Cy6Command.FormationStatus("Leader", Cy6Command.FormationChoice.BREAK_UP));
    Game<Cy6State, Cy6Command> g0 = g;
    assertThatThrownBy(
            () ->
                g0.play(
                    new Cy6Command.FormationStatus("Leader", Cy6Command.FormationChoice.DROP_OUT)))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("choice");
    g = g.play(new Cy6Command.FormationStatus("Leader", Cy6Command.FormationChoice.KEEP));
    g = g.play(new Cy6Command.FormationStatus("W1", Cy6Command.FormationChoice.DROP_OUT));
    g = g.play(new Cy6Command.FormationStatus("W2", Cy6Command.FormationChoice.KEEP));
    assertThat(g.state().get("W1").formation()).isEmpty();
    assertThat(g.state().waiting()).containsExactly("Leader", "W1", "Far");
    // the next turn, the leader breaks up what is left: W2 plots on its own, and may not reform
    g = g.play(new Cy6Command.Plot("Leader", Maneuver.LEVEL, "F31"));
    g = g.play(new Cy6Command.Plot("W1", Maneuver.LEVEL, "F31"));
    g = g.play(new Cy6Command.Plot("Far", Maneuver.LEVEL, "F11"));
    g = g.play(new Cy6Command.FormationStatus("Leader", Cy6Command.FormationChoice.BREAK_UP));
    g = g.play(new Cy6Command.FormationStatus("W2", Cy6Command.FormationChoice.KEEP));
    assertThat(g.state().waiting()).contains("Leader", "W2");
    assertThat(g.state().planes()).allMatch(p -> p.formation().isEmpty());
  }

  /**
   * "A formation must consist of at least two (2) aircraft (Formation Leader &amp; Wingmen)."
   * (C1.0): when the leader of a pair leaves the map, its wingman flies on its own from then on,
   * before the next formation status step.
   */
  @Test
  void aPairWhoseLeaderLeavesTheMapIsNoLongerAFormation() {
    Position lead = new Position(Board.at(14, 2), Facing.N);
    Position wing = new Position(new Hex(lead.hex().q() - 1, lead.hex().r() + 1), Facing.N);
    // a battery in reach of the wingman, so that the game waits at the anti-aircraft fire step
    Battery flak = new Battery("Flak", "Red", AntiAircraft.LIGHT, Board.at(13, 3));
    Cy6State s =
        RULES.start(
            List.of("Blue", "Red"),
            BOARD,
            List.of(
                plane("Leader", "Blue", EXAMPLE, Skill.SKILLED, lead, 1, 3, "Pair"),
                plane("Wing", "Blue", EXAMPLE, Skill.SKILLED, wing, 1, 1, "Pair"),
                farEnemy()),
            Ground.none().with(flak),
            1);
    Game<Cy6State, Cy6Command> g = keepAll(Game.start(RULES, s));
    g = g.play(new Cy6Command.Plot("Leader", Maneuver.LEVEL, "F31"));
    // the leader flies off the north edge; the board exit Aircrew Check 5+5 gets it home
    g = g.play(new Cy6Command.Plot("Far", Maneuver.LEVEL, "F11"), ScriptedDice.of(5, 5));
    assertThat(g.state().step()).isEqualTo(Cy6State.Step.AA_FIRE);
    assertThat(g.state().get("Leader").flying()).isFalse();
    assertThat(g.state().get("Wing").formation()).isEmpty();
    assertThat(narration(g))
        .contains("formation Pair has one aircraft left: Wing flies on its own");
  }

  /**
   * "Move Group 1: OOC AC, Bombers, Green (+0) Aircrew ... Move Group 4: Ace (+3) Aircrew";
   * "Priority Within Group ... C) Lower Altitude (current) D) National Move Order".
   */
  @Test
  void moveGroupsAndPriorities() {
    AircraftType bomber = AircraftCatalog.sample().type("He 111H");
    Cy6State s =
        RULES.start(
            List.of("Blue", "Red"),
            BOARD,
            List.of(
                plane("Ace", "Blue", EXAMPLE, Skill.ACE, at(0, 0, Facing.N), 6, 2, null),
                plane("Bomber", "Red", bomber, Skill.VETERAN, at(3, 0, Facing.N), 6, 2, null),
                plane("Green high", "Blue", EXAMPLE, Skill.GREEN, at(6, 0, Facing.N), 7, 2, null),
                plane("Green low", "Red", EXAMPLE, Skill.GREEN, at(-3, 0, Facing.N), 5, 2, null),
                plane(
                    "Skilled red", "Red", EXAMPLE, Skill.SKILLED, at(-6, 0, Facing.N), 6, 2, null),
                plane(
                    "Skilled blue",
                    "Blue",
                    EXAMPLE,
                    Skill.SKILLED,
                    at(-9, 3, Facing.N),
                    6,
                    2,
                    null),
                plane("Veteran", "Red", EXAMPLE, Skill.VETERAN, at(9, 0, Facing.N), 6, 2, null)),
            1);
    assertThat(new MoveGroups().order(s))
        .containsExactly(
            "Green low", "Bomber", "Green high", "Skilled blue", "Skilled red", "Veteran", "Ace");
  }

  /** "Priority Within Group (aircraft in same Move Group) A) Tailed Aircraft". */
  @Test
  void tailedAircraftMoveFirstAndTheirTailersRightAfter() {
    Cy6State s =
        RULES.start(
            List.of("Blue", "Red"),
            BOARD,
            List.of(
                plane("Other", "Blue", EXAMPLE, Skill.SKILLED, at(-8, 0, Facing.N), 4, 2, null),
                plane("Prey", "Red", EXAMPLE, Skill.SKILLED, at(0, 0, Facing.N), 6, 2, null),
                plane("Hunter", "Blue", EXAMPLE, Skill.ACE, at(0, 2, Facing.N), 6, 2, null)),
            1);
    Game<Cy6State, Cy6Command> g = Game.start(RULES, s);
    assertThat(g.state().step()).isEqualTo(Cy6State.Step.TAILING);
    assertThat(g.legalCommands("Hunter")).contains(Cy6Command.Tail.of("Hunter", "Prey"));
    Game<Cy6State, Cy6Command> g0 = g;
    assertThatThrownBy(() -> g0.play(Cy6Command.Tail.of("Hunter", "Other")))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("target");
    g = g.play(Cy6Command.Tail.of("Hunter", "Prey"));
    assertThat(g.state().step()).isEqualTo(Cy6State.Step.PLOTTING);
    assertThat(g.state().waiting()).containsExactly("Other", "Prey");
    assertThat(new MoveGroups().order(g.state())).containsExactly("Prey", "Hunter", "Other");
    g = g.play(new Cy6Command.Plot("Other", Maneuver.LEVEL, "F21"));
    g = g.play(new Cy6Command.Plot("Prey", Maneuver.DIVE, "L22"));
    // "Tailing provides Left/Right/Fwd & Climb/Dive/Level information"
    assertThat(g.state().step()).isEqualTo(Cy6State.Step.TAILER_PLOTTING);
    assertThat(g.view(RULES.viewer(g.state(), "Hunter")).state().tailInfo())
        .containsEntry("Hunter", "Prey turns left, diving");
    assertThat(g.view(RULES.viewer(g.state(), "Hunter")).state().plots()).doesNotContainKey("Prey");
  }

  /** "If failed, aircraft is damaged for VP purposes (if already damaged then destroyed)." */
  @Test
  void leavingTheMapTakesTheBoardExitCheck() {
    Cy6State s =
        RULES.start(
            List.of("Blue", "Red"),
            BOARD,
            List.of(
                plane(
                    "Runner",
                    "Blue",
                    EXAMPLE,
                    Skill.GREEN,
                    new Position(Board.at(14, 1), Facing.N),
                    6,
                    3,
                    null),
                plane(
                    "Stay",
                    "Blue",
                    EXAMPLE,
                    Skill.GREEN,
                    new Position(Board.at(20, 20), Facing.N),
                    6,
                    1,
                    null),
                farEnemy()),
            1);
    Game<Cy6State, Cy6Command> g = Game.start(RULES, s);
    g = g.play(new Cy6Command.Plot("Runner", Maneuver.LEVEL, "F31"));
    g = g.play(new Cy6Command.Plot("Stay", Maneuver.LEVEL, "F11"));
    // north is Red's home: unfriendly to Blue, -2; Green +0; 3 + 3 - 2 = 4, failed by 3: damaged
    g = g.play(new Cy6Command.Plot("Far", Maneuver.LEVEL, "F11"), ScriptedDice.of(3, 3));
    Plane runner = g.state().get("Runner");
    assertThat(runner.status()).isEqualTo(Plane.State.EXITED);
    assertThat(runner.exit()).contains(BoardExit.Result.DAMAGED);
    assertThat(narration(g))
        .anyMatch(
            n -> n.contains("north edge (unfriendly)") && n.contains("damaged for victory points"));
    assertThat(RULES.victoryPoints(g.state(), "Red")).isEqualTo(1);
  }

  static Cy6State headOn() {
    return RULES.start(
        List.of("Blue", "Red"),
        BOARD,
        List.of(
            plane("Blue 1", "Blue", EXAMPLE, Skill.GREEN, at(0, 3, Facing.N), 6, 1, null),
            plane("Red 1", "Red", EXAMPLE, Skill.GREEN, at(0, -2, Facing.S), 6, 1, null)),
        1);
  }

  /**
   * "Fire Phase (simultaneous within each segment)": an aircraft shot down in the segment still
   * fires.
   */
  @Test
  void fireIsSimultaneous() {
    Game<Cy6State, Cy6Command> g = Game.start(RULES, headOn());
    g = g.play(new Cy6Command.Plot("Blue 1", Maneuver.LEVEL, "F11"));
    g = g.play(new Cy6Command.Plot("Red 1", Maneuver.LEVEL, "F11"));
    assertThat(g.state().step()).isEqualTo(Cy6State.Step.FIRE);
    assertThat(AirFire.range(g.state().get("Blue 1"), g.state().get("Red 1"))).isEqualTo(3);
    assertThat(g.legalCommands("Blue 1"))
        .containsExactly(Cy6Command.Fire.hold("Blue 1"), Cy6Command.Fire.at("Blue 1", "Red 1"));
    g = g.play(Cy6Command.Fire.at("Red 1", "Blue 1"));
    // Blue 1 first in the engagement's order: to-hit 6+6 = 12 (Short 7+, head-on -2) hits, and
    // its doubles of 6 run a Green crew's LMG out of ammunition (B4.5); firepower 3+3+3+3 = 12
    // against R2 one column right for Short range: 8+; the robustness roll of 1+1 = 2 fails by 6,
    // an LMG critical failure: destroyed, and as doubles a lucky hit too (4+3 = 7, Fire). Red 1
    // still fires, as it was: 5+2 = 7 - 2 = 5, a miss.
    g =
        g.play(
            Cy6Command.Fire.at("Blue 1", "Red 1"),
            ScriptedDice.of(6, 6, 3, 3, 3, 3, 1, 1, 4, 3, 5, 2));
    assertThat(g.state().get("Red 1").status()).isEqualTo(Plane.State.DESTROYED);
    assertThat(narration(g))
        .contains("Red 1 fires at Blue 1 (range 3, 4xLMG, deflection -2, needs 9 or more): miss");
    assertThat(g.state().get("Blue 1").outOfAmmunition()).containsExactly(WeaponClass.LMG);
    assertThat(g.isOver()).isTrue();
    assertThat(g.state().winner()).contains("Blue");
  }

  @Test
  void theOrderFireCommandsArriveInChangesNothing() {
    Game<Cy6State, Cy6Command> g = Game.start(RULES, headOn());
    g = g.play(new Cy6Command.Plot("Blue 1", Maneuver.LEVEL, "F11"));
    g = g.play(new Cy6Command.Plot("Red 1", Maneuver.LEVEL, "F11"));
    Game<Cy6State, Cy6Command> ab =
        g.play(Cy6Command.Fire.at("Blue 1", "Red 1")).play(Cy6Command.Fire.at("Red 1", "Blue 1"));
    Game<Cy6State, Cy6Command> ba =
        g.play(Cy6Command.Fire.at("Red 1", "Blue 1")).play(Cy6Command.Fire.at("Blue 1", "Red 1"));
    assertThat(ab.state()).isEqualTo(ba.state());
    assertThat(ab.log().visibleTo(Viewer.spectator()))
        .isEqualTo(ba.log().visibleTo(Viewer.spectator()));
  }

  /** Replays meet statuses and declarations in one order on every JVM run, not a hash order. */
  @Test
  void statusesAndDeclarationsIterateInAFixedOrder() {
    AircraftCondition c = AircraftCondition.INTACT;
    List<Status> reversed = new ArrayList<>(List.of(Status.values()));
    java.util.Collections.reverse(reversed);
    for (Status st : reversed) {
      c = c.with(st);
    }
    assertThat(c.statuses()).containsExactly(Status.values());
    Map<String, String> tails = new java.util.LinkedHashMap<>();
    for (int i = 9; i >= 0; i--) {
      tails.put("T" + i, "E" + i);
    }
    Cy6State s = headOn();
    Cy6State withTails =
        s.withCommitted(s.waiting(), tails, Map.of(), Map.of(), Map.of(), Map.of());
    assertThat(withTails.tails().keySet()).containsExactlyElementsOf(tails.keySet());
  }

  @Test
  void rejectedCommandsNameTheFieldAndChangeNothing() {
    Game<Cy6State, Cy6Command> g = Game.start(RULES, headOn());
    Cy6State before = g.state();
    assertThatThrownBy(() -> g.play(Cy6Command.Fire.at("Blue 1", "Red 1")))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("command");
    assertThatThrownBy(() -> g.play(new Cy6Command.Plot("Nobody", Maneuver.LEVEL, "F11")))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("actor = Nobody");
    assertThatThrownBy(() -> g.play(new Cy6Command.Plot("Blue 1", Maneuver.LEVEL, "F41")))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("code")
        .hasMessageContaining("one more or one less");
    assertThatThrownBy(() -> g.play(new Cy6Command.Plot("Blue 1", Maneuver.STEEP_CLIMB, "L22")))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("does not allow L22 as steep-climb");
    assertThatThrownBy(() -> g.play(new Cy6Command.Plot("Blue 1", Maneuver.LEVEL, "Q99")))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("no turn code Q99");
    assertThat(g.state()).isEqualTo(before);
  }

  @Test
  void damageRestrictsWhatMayBePlotted() {
    Cy6State s = headOn();
    Plane jammed =
        s.get("Blue 1")
            .with(AircraftCondition.INTACT.with(Status.NO_TURNS).with(Status.NO_CLIMB_OR_DIVE));
    s = s.withPlane(jammed);
    Game<Cy6State, Cy6Command> g = Game.start(RULES, s);
    List<Cy6Command> plots = g.legalCommands("Blue 1");
    assertThat(plots).isNotEmpty();
    for (Cy6Command c : plots) {
      Cy6Command.Plot p = (Cy6Command.Plot) c;
      assertThat(MoveChart.sampleFor(4).move(p.code()).code().turns()).as(p.code()).isFalse();
      assertThat(p.maneuver().climbs() || p.maneuver().dives()).isFalse();
    }
  }

  @Test
  void plotsStayHiddenFromTheOtherSide() {
    Game<Cy6State, Cy6Command> g = Game.start(RULES, headOn());
    Cy6State a = g.play(new Cy6Command.Plot("Blue 1", Maneuver.LEVEL, "F11")).state();
    Cy6State b = g.play(new Cy6Command.Plot("Blue 1", Maneuver.LEVEL, "L11")).state();
    assertThat(RULES.visibleTo(a, RULES.viewer(a, "Red 1")).plots()).isEmpty();
    assertThat(RULES.visibleTo(a, RULES.viewer(a, "Blue")).plots()).containsKey("Blue 1");
    HiddenInformation.assertUnseen(RULES, a, b, "Red 1");
    List<String> red =
        g
            .play(new Cy6Command.Plot("Blue 1", Maneuver.LEVEL, "F11"))
            .log()
            .visibleTo(RULES.viewer(a, "Red 1"))
            .stream()
            .map(GameEvent::narration)
            .toList();
    assertThat(red).noneMatch(n -> n.contains("F11"));
  }

  @Test
  void shotOddsAreExact() {
    Game<Cy6State, Cy6Command> g = Game.start(RULES, headOn());
    g = g.play(new Cy6Command.Plot("Blue 1", Maneuver.LEVEL, "F11"));
    g = g.play(new Cy6Command.Plot("Red 1", Maneuver.LEVEL, "F11"));
    var odds = RULES.shotOdds(g.state(), "Blue 1", "Red 1");
    assertThat(odds.probability(o -> true).doubleValue()).isEqualTo(1.0);
    AirAttack a = RULES.attack(g.state(), "Blue 1", "Red 1");
    assertThat(a.range()).isEqualTo(3);
    assertThat(a.headOnOrDeflection()).isTrue();
    assertThat(odds).isEqualTo(AirToAir.standard().shot(a).outcomes());
  }

  @Test
  void sampleEngagementIsDeterministicAndEnds() {
    Cy6State start = RULES.sampleEngagement(7);
    Game<Cy6State, Cy6Command> end = Simulation.playOut(Game.start(RULES, start));
    assertThat(end.isOver()).isTrue();
    assertThat(end.state().result()).get().asString().contains("victory points");
    List<Cy6Command> commands = Replay.record(RULES, start, RULES.defaultBot());
    Replay.assertDeterministic(RULES, start, commands);
    Replay.assertThreadCountIndependent(RULES, 11, 6, 2, game -> game.state().result().orElse(""));
    assertThat(narration(end)).anyMatch(n -> n.startsWith("map (columns"));
    // the narration's maps are labelled (column numbers, the rail yard and the flak); the first
    // turn's explains its symbols, the later ones do not repeat the key
    List<String> maps = narration(end).stream().filter(n -> n.startsWith("map (")).toList();
    assertThat(maps.get(0)).contains("\ncol ", "# Rail yard", "\nkey: . a hex");
    assertThat(maps.subList(1, maps.size()))
        .isNotEmpty()
        .allSatisfy(m -> assertThat(m).contains("\ncol ", "# Rail yard").doesNotContain("key:"));
  }

  @Test
  void everyPolicyIsCalled() {
    AtomicInteger orders = new AtomicInteger();
    AtomicInteger checks = new AtomicInteger();
    AtomicInteger collisions = new AtomicInteger();
    MoveOrder groups = new MoveGroups();
    MoveOrder order =
        new MoveOrder() {
          @Override
          public List<String> order(Cy6State state, io.github.dogfight.core.dice.Roller roller) {
            orders.incrementAndGet();
            return groups.order(state, roller);
          }

          @Override
          public String name() {
            return "recording";
          }

          @Override
          public String description() {
            return "records";
          }
        };
    Check std = AircrewCheck.standard();
    Check check =
        new Check() {
          @Override
          public Chance<CheckOutcome> chance(int rating, int modifier) {
            checks.incrementAndGet();
            return std.chance(rating, modifier);
          }

          @Override
          public PolicyKind kind() {
            return PolicyKind.CHECK;
          }

          @Override
          public String name() {
            return "recording";
          }

          @Override
          public String description() {
            return "records";
          }
        };
    Collision evasion = Collision.evasion();
    Collision collision =
        new Collision() {
          @Override
          public Result roll(
              Plane a,
              boolean ae,
              Plane b,
              boolean be,
              Check c,
              io.github.dogfight.core.dice.Roller r) {
            collisions.incrementAndGet();
            return evasion.roll(a, ae, b, be, c, r);
          }

          @Override
          public String name() {
            return "recording";
          }

          @Override
          public String description() {
            return "records";
          }
        };
    Cy6Rules rules =
        new Cy6Rules(
            Cy6Config.defaults()
                .withMoveOrder(order)
                .withAircrewCheck(check)
                .withCollision(collision));
    assertThat(rules.policies()).containsExactly(order, check, collision);
    // two aircraft flying into the same hex at the same TAL roll for collision, evading with checks
    Cy6State s =
        rules.start(
            List.of("Blue", "Red"),
            BOARD,
            List.of(
                plane("Blue 1", "Blue", EXAMPLE, Skill.GREEN, at(0, 2, Facing.N), 6, 1, null),
                plane("Red 1", "Red", EXAMPLE, Skill.GREEN, at(0, 0, Facing.S), 6, 1, null)),
            1);
    Game<Cy6State, Cy6Command> g = Game.start(rules, s);
    g = g.play(new Cy6Command.Plot("Blue 1", Maneuver.LEVEL, "F11"));
    g = g.play(new Cy6Command.Plot("Red 1", Maneuver.LEVEL, "F11"));
    assertThat(g.log().size()).isPositive();
    assertThat(orders.get()).isPositive();
    assertThat(collisions.get()).isEqualTo(1);
    assertThat(checks.get()).isPositive();
  }

  static List<String> narration(Game<Cy6State, Cy6Command> g) {
    List<String> out = new ArrayList<>();
    for (GameEvent e : g.log().visibleTo(Viewer.spectator())) {
      out.add(e.narration());
    }
    return out;
  }
}
