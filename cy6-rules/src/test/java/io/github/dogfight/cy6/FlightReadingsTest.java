package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.Cy6RulesTest.BOARD;
import static io.github.dogfight.cy6.Cy6RulesTest.EXAMPLE;
import static io.github.dogfight.cy6.Cy6RulesTest.RULES;
import static io.github.dogfight.cy6.Cy6RulesTest.at;
import static io.github.dogfight.cy6.Cy6RulesTest.farEnemy;
import static io.github.dogfight.cy6.Cy6RulesTest.narration;
import static io.github.dogfight.cy6.Cy6RulesTest.plane;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.cy6.internal.Engine;
import io.github.dogfight.cy6.internal.movement.Movement;
import io.github.dogfight.cy6.internal.movement.WayOut;
import io.github.dogfight.testkit.TriesLimit;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The readings of {@link FlightReadings}, each in play both ways, with scripted dice (flying
 * forward, with wingmen, in {@link RestrictedWingmanTest}). "Dazed" (Blue, Green, the example type:
 * maximum speed 4, climb 2) flies from col 14 row 14 facing north unless a test says otherwise;
 * "Far" (Red) stays out of the way. An Aircrew Check is 2d6 plus the crew's skill and modifiers, 7
 * or more passing.
 */
@AddLifecycleHook(TriesLimit.class)
class FlightReadingsTest {
  private static final Cy6Command.Plot FAR_PLOT = new Cy6Command.Plot("Far", Maneuver.LEVEL, "F11");

  private static Cy6Rules with(FlightReadings readings) {
    return new Cy6Rules(Cy6Config.defaults().withFlightReadings(readings));
  }

  private static Plane dazed(AircraftCondition condition, Position where, int tal, int speed) {
    return plane("Dazed", "Blue", EXAMPLE, Skill.GREEN, where, tal, speed, null).with(condition);
  }

  private static Game<Cy6State, Cy6Command> start(Cy6Rules rules, Plane... planes) {
    return Game.start(rules, rules.start(List.of("Blue", "Red"), BOARD, List.of(planes), 1));
  }

  /** Plots {@code plot} for Dazed, then Far's, the move rolling {@code dice}. */
  private static Game<Cy6State, Cy6Command> flies(
      Cy6Rules rules, Plane dazed, Cy6Command.Plot plot, int... dice) {
    return start(rules, dazed, farEnemy()).play(plot).play(FAR_PLOT, ScriptedDice.of(dice));
  }

  private static String moveOf(Game<Cy6State, Cy6Command> g) {
    return narration(g).stream()
        .filter(n -> n.startsWith("Dazed ") && !n.startsWith("Dazed starts"))
        .findFirst()
        .orElseThrow();
  }

  private static Cy6Command.Plot plot(Maneuver m, String code) {
    return new Cy6Command.Plot("Dazed", m, code);
  }

  @Test
  void theStandardReadingsAndEachWith() {
    FlightReadings s = FlightReadings.standard();
    assertThat(s)
        .isEqualTo(
            new FlightReadings(
                FlightReadings.EngineClimb.CHECKED,
                FlightReadings.Departure.FLIES_OUT,
                FlightReadings.RandomDive.CURRENT_SPEED,
                FlightReadings.FireDamage.CAPS_THE_MOVE,
                FlightReadings.FlyForward.STRAIGHT_AND_LEVEL));
    assertThat(Cy6Config.defaults().flightReadings()).isEqualTo(s);
    assertThat(s.withEngineClimb(FlightReadings.EngineClimb.FACTOR_ONLY).engineClimb())
        .isEqualTo(FlightReadings.EngineClimb.FACTOR_ONLY);
    assertThat(s.withDeparture(FlightReadings.Departure.AT_ONCE).departure())
        .isEqualTo(FlightReadings.Departure.AT_ONCE);
    assertThat(s.withRandomDive(FlightReadings.RandomDive.ONE_FASTER).randomDive())
        .isEqualTo(FlightReadings.RandomDive.ONE_FASTER);
    assertThat(s.withFlyForward(FlightReadings.FlyForward.NO_TURN).flyForward())
        .isEqualTo(FlightReadings.FlyForward.NO_TURN);
    FlightReadings stands = s.withFireDamage(FlightReadings.FireDamage.PLOT_STANDS);
    assertThat(stands.fireDamage()).isEqualTo(FlightReadings.FireDamage.PLOT_STANDS);
    assertThat(stands.withEngineClimb(FlightReadings.EngineClimb.CHECKED)).isEqualTo(stands);
    assertThat(stands.withFlyForward(FlightReadings.FlyForward.NO_TURN).fireDamage())
        .isEqualTo(FlightReadings.FireDamage.PLOT_STANDS);
    Cy6Config c = Cy6Config.defaults().withMaxTurns(4).withFlightReadings(stands);
    assertThat(c.flightReadings()).isSameAs(stands);
    assertThat(c.maxTurns()).isEqualTo(4);
    assertThat(c.withMaxTurns(5).flightReadings()).isSameAs(stands);
  }

  // ------------------------------------------------------------------ the engine-damaged climb

  /**
   * "Engine Damage (Even) ... Aircrew Check to Climb: failed = Out-of-Control ... Climb Factor /3":
   * the factor divided by 3 rounded down, at least 1 for a type that climbs at all under {@link
   * FlightReadings.EngineClimb#CHECKED}; 0 bars climbing under {@link
   * FlightReadings.EngineClimb#FACTOR_ONLY}; no engine damage, the factor as it is.
   */
  @ParameterizedTest(
      name = "climb {0}: intact {1}, engine damage {2} (checked) / {3} (factor only)")
  @CsvSource({"0, 0, 0, 0", "1, 1, 1, 0", "2, 2, 1, 0", "3, 3, 1, 1", "6, 6, 2, 2", "9, 9, 3, 3"})
  void theClimbFactorWithEngineDamage(int base, int intact, int checked, int factorOnly) {
    AircraftCondition engine = AircraftCondition.INTACT.withDamage(Damage.ENGINE);
    FlightReadings s = FlightReadings.standard();
    FlightReadings literal = s.withEngineClimb(FlightReadings.EngineClimb.FACTOR_ONLY);
    assertThat(s.climbFactor(AircraftCondition.INTACT, base)).isEqualTo(intact);
    assertThat(literal.climbFactor(AircraftCondition.INTACT, base)).isEqualTo(intact);
    assertThat(s.climbFactor(engine, base)).isEqualTo(checked);
    assertThat(literal.climbFactor(engine, base)).isEqualTo(factorOnly);
  }

  /**
   * "Aircrew Check to Climb: failed = Out-of-Control": with engine damage the example type (climb
   * 2, a third of it 0) may still climb one TAL (not two), taking the check: 4 + 4 - 1 for the
   * damage passes and it climbs; 1 + 1 - 1 fails and it goes out of control, flying at random (d6
   * 5: on straight at its speed).
   */
  @Test
  @DisplayName("\"Aircrew Check to Climb: failed = Out-of-Control\" with \"Climb Factor /3\"")
  void anEngineDamagedAircraftMayClimbOneTalTakingTheCheck() {
    Plane hurt =
        dazed(AircraftCondition.INTACT.withDamage(Damage.ENGINE), at(0, 0, Facing.N), 6, 2);
    Game<Cy6State, Cy6Command> g = start(RULES, hurt, farEnemy());
    assertThat(g.legalCommands("Dazed"))
        .contains(plot(Maneuver.CLIMB, "F21"), plot(Maneuver.CLIMB, "L11"))
        .noneMatch(c -> ((Cy6Command.Plot) c).maneuver() == Maneuver.STEEP_CLIMB);
    Game<Cy6State, Cy6Command> passed = flies(RULES, hurt, plot(Maneuver.CLIMB, "F21"), 4, 4);
    assertThat(moveOf(passed))
        .isEqualTo("Dazed climb F21 (F F) to col 14 row 12 facing N, TAL 7, speed 1");
    assertThat(passed.log().events().stream().flatMap(e -> e.dice().stream()))
        .anyMatch(d -> d.purpose().equals("Dazed Aircrew Check to climb with engine damage"));
    Game<Cy6State, Cy6Command> failed = flies(RULES, hurt, plot(Maneuver.CLIMB, "F21"), 1, 1, 5);
    assertThat(moveOf(failed))
        .isEqualTo(
            "Dazed fails the check to climb and goes out of control: level F21 (F F) to col 14 row"
                + " 12 facing N, TAL 6, speed 2");
    assertThat(failed.state().get("Dazed").condition().has(Status.OUT_OF_CONTROL)).isTrue();
  }

  /** {@link FlightReadings.EngineClimb#FACTOR_ONLY}: a factor of 0 bars every climb. */
  @Test
  void theOtherReadingBarsTheClimbWhenTheFactorRoundsToZero() {
    Cy6Rules literal =
        with(FlightReadings.standard().withEngineClimb(FlightReadings.EngineClimb.FACTOR_ONLY));
    Plane hurt =
        dazed(AircraftCondition.INTACT.withDamage(Damage.ENGINE), at(0, 0, Facing.N), 6, 2);
    Game<Cy6State, Cy6Command> g = start(literal, hurt, farEnemy());
    assertThat(g.legalCommands("Dazed"))
        .isNotEmpty()
        .noneMatch(c -> ((Cy6Command.Plot) c).maneuver().climbs());
    Cy6State before = g.state();
    assertThatThrownBy(() -> g.play(plot(Maneuver.CLIMB, "F21")))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("Dazed's condition or altitude bars climb F21");
    assertThat(g.state()).isEqualTo(before);
  }

  // ------------------------------------------------------------------ the *B random dive

  /**
   * *B under {@link FlightReadings.RandomDive#ONE_FASTER}: "where "x" is the current aircraft speed
   * ... If Dive, the aircraft must increase all speed possible" read as a dive flown one speed
   * faster, 4 from 3 (the chart has no L42 or R42: its first left or right code at speed 4). The
   * standard reading (x the current speed) is in {@link DamagedFlightTest}.
   */
  @ParameterizedTest(name = "d6 {0}: {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "1 | level L32 (F F F L) to col 14 row 11 facing NW, TAL 6, speed 3",
        "2 | dive L41 (F L F F F) to col 11 row 11 facing NW, TAL 5, speed 4",
        "4 | dive R41 (F R F F F) to col 17 row 11 facing NE, TAL 5, speed 4",
        "6 | dive F41 (F F F F) to col 14 row 10 facing N, TAL 5, speed 4",
      })
  void theOtherReadingDivesOneSpeedFaster(int d6, String move) {
    Cy6Rules faster =
        with(FlightReadings.standard().withRandomDive(FlightReadings.RandomDive.ONE_FASTER));
    Plane out = dazed(AircraftCondition.INTACT.with(Status.BLACKOUT), at(0, 0, Facing.N), 6, 3);
    Game<Cy6State, Cy6Command> g = flies(faster, out, plot(Maneuver.LEVEL, "F31"), 1, 1, d6);
    assertThat(moveOf(g)).isEqualTo("Dazed blacked out, flies at random: " + move);
  }

  // ------------------------------------------------------------------ fire damage and the move

  /**
   * "Fire - Aircraft on fire, take Aircrew Check at start of next move to stop fire. If not stopped
   * aircraft is damaged (roll randomly to determine type)" and "Engine Damage ... -2 to Max Speed
   * (min 1)": Dazed plotted at speed 4 and fails the check (1 + 1); the d6 (2, even) makes it
   * engine damage, maximum speed 2. Under {@link FlightReadings.FireDamage#CAPS_THE_MOVE} the move
   * stops after 2 hexes, a turn in the second hex flown, one further on not; an odd d6 (airframe)
   * leaves the maximum speed and the move as they were.
   */
  @ParameterizedTest(name = "{0} {1}, d6 {2}: {3}")
  @CsvSource(
      delimiter = '|',
      value = {
        "LEVEL | F41 | 2 | level F41 (F F F F) cut to 2 hexes by its maximum speed to col 14 row 12"
            + " facing N, TAL 6, speed 2",
        "LEVEL | L31 | 2 | level L31 (F L F F) cut to 2 hexes by its maximum speed to col 13 row 12"
            + " facing NW, TAL 6, speed 2",
        "LEVEL | L32 | 2 | level L32 (F F F L) cut to 2 hexes by its maximum speed to col 14 row 12"
            + " facing N, TAL 6, speed 2",
        "DIVE | F41 | 2 | dive F41 (F F F F) cut to 2 hexes by its maximum speed to col 14 row 12"
            + " facing N, TAL 5, speed 2",
        "LEVEL | F41 | 1 | level F41 (F F F F) to col 14 row 10 facing N, TAL 6, speed 4",
      })
  @DisplayName("\"If not stopped aircraft is damaged\": \"-2 to Max Speed (min 1)\" caps the move")
  void engineDamageFromAFireCapsTheMovePlotted(Maneuver m, String code, int d6, String move) {
    Plane burning = dazed(AircraftCondition.INTACT.with(Status.ON_FIRE), at(0, 0, Facing.N), 6, 4);
    Game<Cy6State, Cy6Command> g = flies(RULES, burning, plot(m, code), 1, 1, d6);
    assertThat(narration(g))
        .contains("Dazed starts its move: " + (d6 == 2 ? "engine" : "airframe") + " damage");
    assertThat(moveOf(g)).isEqualTo("Dazed " + move);
  }

  /** {@link FlightReadings.FireDamage#PLOT_STANDS}: the move is flown in full, the speed capped. */
  @Test
  void theOtherReadingFliesThePlotInFull() {
    Cy6Rules stands =
        with(FlightReadings.standard().withFireDamage(FlightReadings.FireDamage.PLOT_STANDS));
    Plane burning = dazed(AircraftCondition.INTACT.with(Status.ON_FIRE), at(0, 0, Facing.N), 6, 4);
    Game<Cy6State, Cy6Command> g = flies(stands, burning, plot(Maneuver.LEVEL, "F41"), 1, 1, 2);
    assertThat(moveOf(g))
        .isEqualTo("Dazed level F41 (F F F F) to col 14 row 10 facing N, TAL 6, speed 2");
  }

  /** The path of a code cut to fewer hexes keeps the turns made in its last hex. */
  @Test
  void aPathCutToFewerHexes() {
    TurnCode l31 = TurnCode.of("L31", "F L F F");
    Position o = at(0, 0, Facing.N);
    assertThat(Movement.path(l31, o, 3)).isEqualTo(l31.trace(o));
    assertThat(Movement.path(l31, o, 1)).isEqualTo(l31.trace(o).subList(0, 2));
    assertThat(Movement.path(TurnCode.of("L32", "F F F L"), o, 3))
        .hasSize(4)
        .last()
        .extracting(Position::facing)
        .isEqualTo(Facing.NW);
  }

  // ------------------------------------------------------------------ leaving the fight

  /**
   * "*O = Oxygen System Hit ... The aircraft must immediately attempt to exit the board by dive no
   * matter if it is a friendly edge or not": Dazed's only plot is the dive that takes it fastest
   * toward the nearest edge (north; its home edge is south); it stays in the fight and a target:
   * Hunter, following, may fire at it.
   */
  @Test
  @DisplayName("\"*O ... must immediately attempt to exit the board by dive\": it flies out")
  void anOxygenHitDivesForTheNearestEdgeAndStaysATarget() {
    Plane hit =
        dazed(AircraftCondition.INTACT.with(Status.MUST_EXIT_BY_DIVE), at(0, 0, Facing.N), 6, 3);
    Plane hunter = plane("Hunter", "Red", EXAMPLE, Skill.GREEN, at(0, 3, Facing.N), 6, 3, null);
    Game<Cy6State, Cy6Command> g = start(RULES, hit, hunter);
    // it tails no one, and the enemy behind it may tail it
    assertThat(g.state().waiting()).containsExactly("Hunter");
    g = g.play(Cy6Command.Tail.none("Hunter"));
    assertThat(g.legalCommands("Dazed")).containsExactly(plot(Maneuver.DIVE, "F41"));
    Game<Cy6State, Cy6Command> g0 = g;
    Cy6State before = g.state();
    assertThatThrownBy(() -> g0.play(plot(Maneuver.DIVE, "F31")))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining(
            "Dazed must leave the fight (oxygen system hit): its move is dive F41, toward the"
                + " north edge");
    assertThat(g.state()).isEqualTo(before);
    g = g.play(plot(Maneuver.DIVE, "F41"));
    g = g.play(new Cy6Command.Plot("Hunter", Maneuver.LEVEL, "F31"));
    assertThat(moveOf(g))
        .isEqualTo(
            "Dazed heads for the north edge (oxygen system hit): dive F41 (F F F F) to col 14 row"
                + " 10 facing N, TAL 5, speed 4");
    assertThat(g.state().get("Dazed").flying()).isTrue();
    assertThat(g.state().step()).isEqualTo(Cy6State.Step.FIRE);
    assertThat(g.legalCommands("Hunter")).contains(Cy6Command.Fire.at("Hunter", "Dazed"));
  }

  /**
   * When its move takes it off the map it takes the Board Exit Aircrew Check as any exit: here by
   * the north edge, unfriendly to Blue ("-2 if exited off Unfriendly Board Edge"): 6 + 6 - 2 gets
   * it home.
   */
  @Test
  void anOxygenHitLeavesByTheEdgeItReachesWithTheBoardExitCheck() {
    Plane hit =
        dazed(
            AircraftCondition.INTACT.with(Status.MUST_EXIT_BY_DIVE),
            new Position(Board.at(14, 2), Facing.N),
            6,
            3);
    Game<Cy6State, Cy6Command> g = start(RULES, hit, farEnemy());
    assertThat(g.legalCommands("Dazed")).containsExactly(plot(Maneuver.DIVE, "F31"));
    g = g.play(plot(Maneuver.DIVE, "F31")).play(FAR_PLOT, ScriptedDice.of(6, 6));
    assertThat(moveOf(g))
        .isEqualTo(
            "Dazed heads for the north edge (oxygen system hit): dive F31 off the map, leaving by"
                + " the north edge (unfriendly); board exit check gets home");
    assertThat(g.state().get("Dazed").exit()).contains(BoardExit.Result.SAFE);
  }

  /**
   * "Pilot Wounded- Aircrew Check to save plane; pass plane must abort": an aborting aircraft flies
   * level for its home edge (south) until it leaves; facing away from it, it turns toward it.
   */
  @Test
  void anAbortingAircraftFliesLevelForItsHomeEdge() {
    Plane aborting =
        dazed(AircraftCondition.INTACT.with(Status.ABORTING), at(0, 0, Facing.S), 6, 3);
    Game<Cy6State, Cy6Command> g = start(RULES, aborting, farEnemy());
    assertThat(g.legalCommands("Dazed")).containsExactly(plot(Maneuver.LEVEL, "F41"));
    Plane turned = aborting.at(at(0, 0, Facing.N), 6, 3);
    List<Cy6Command> away = start(RULES, turned, farEnemy()).legalCommands("Dazed");
    assertThat(away).hasSize(1);
    Cy6Command.Plot p = (Cy6Command.Plot) away.get(0);
    assertThat(p.maneuver()).isEqualTo(Maneuver.LEVEL);
    assertThat(MoveChart.sample().move(p.code()).code().fly(turned.position()).facing())
        .isNotEqualTo(Facing.N);
  }

  /**
   * Dazed (maximum speed 4) at the origin facing south at speed 4, in {@code condition} since the
   * last fire segment (a game refuses to start an aircraft faster than its maximum).
   */
  private static Game<Cy6State, Cy6Command> damagedAtTopSpeed(AircraftCondition condition) {
    Cy6State s =
        RULES.start(
            List.of("Blue", "Red"),
            BOARD,
            List.of(dazed(AircraftCondition.INTACT, at(0, 0, Facing.S), 6, 4), farEnemy()),
            1);
    return Game.start(RULES, s.withPlane(s.get("Dazed").with(condition)));
  }

  /**
   * "*O ... must immediately attempt to exit the board by dive": Dazed flew at its top speed, 4,
   * when engine damage ("-2 to Max Speed") cut its maximum to 2. No code lies within one of its
   * speed and its maximum; it flies at its maximum, the nearest speed it may, and of the dives at
   * that speed takes the one that makes most progress toward the nearest edge (north), turning away
   * from its southward heading. It used to fly straight on, away from the edge (dive F21).
   */
  @Test
  void aForcedMoveAboveTheMaximumSpeedStillHeadsForTheEdge() {
    AircraftCondition c =
        AircraftCondition.INTACT.withDamage(Damage.ENGINE).with(Status.MUST_EXIT_BY_DIVE);
    Game<Cy6State, Cy6Command> g = damagedAtTopSpeed(c);
    Plane hit = g.state().get("Dazed");
    assertThat(hit.maxSpeed()).isEqualTo(2);
    List<Cy6Command> plots = g.legalCommands("Dazed");
    assertThat(plots).hasSize(1).doesNotContain(plot(Maneuver.DIVE, "F21"));
    Cy6Command.Plot forced = (Cy6Command.Plot) plots.get(0);
    assertThat(forced).isEqualTo(plot(Maneuver.DIVE, "L21"));
    // the best of every dive at speed 2 by the way-out score (lower is nearer the edge)
    MoveChart chart = MoveChart.sample();
    int best =
        chart.codes(2, Maneuver.DIVE).stream()
            .mapToInt(
                code -> WayOut.score(g.state().board(), hit.position(), code, Board.Compass.NORTH))
            .min()
            .orElseThrow();
    TurnCode chosen = chart.move(forced.code()).code();
    assertThat(chosen.speed()).isEqualTo(2);
    assertThat(WayOut.score(g.state().board(), hit.position(), chosen, Board.Compass.NORTH))
        .isEqualTo(best)
        .isLessThan(
            WayOut.score(
                g.state().board(), hit.position(), chart.move("F21").code(), Board.Compass.NORTH));
  }

  /**
   * The plotting rule the forced move follows ("choose a turn code based on current aircraft speed
   * from Move Chart"; a move at the current speed or one more or less, within the maximum, an
   * assumption): an aircraft more than one above its maximum speed plots any code at its maximum,
   * the nearest speed it may fly (it was held to straight and level).
   */
  @Test
  void anAircraftAboveItsMaximumSpeedPlotsAtItsMaximum() {
    Game<Cy6State, Cy6Command> g =
        damagedAtTopSpeed(AircraftCondition.INTACT.withDamage(Damage.ENGINE));
    List<Cy6Command> plots = g.legalCommands("Dazed");
    assertThat(plots)
        .contains(
            plot(Maneuver.LEVEL, "F21"), plot(Maneuver.DIVE, "L22"), plot(Maneuver.LEVEL, "R21"))
        .allMatch(c -> MoveChart.sample().move(((Cy6Command.Plot) c).code()).code().speed() == 2);
    Cy6State before = g.state();
    assertThatThrownBy(() -> g.play(plot(Maneuver.LEVEL, "F31")))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("at speed 4 (at most 2) a move may be flown at 2, not 3");
    assertThat(g.state()).isEqualTo(before);
  }

  /**
   * An aircraft that must leave the fight cannot keep formation on its way out: it leaves its
   * formation before the formation status segment (the others keep theirs) and plots its own way
   * out.
   */
  @Test
  void anAircraftThatMustLeaveLeavesItsFormationFirst() {
    Plane lead = plane("Lead", "Blue", EXAMPLE, Skill.GREEN, at(0, 0, Facing.N), 6, 3, "Box");
    Plane w1 = plane("Hit", "Blue", EXAMPLE, Skill.GREEN, at(-1, 1, Facing.N), 6, 3, "Box");
    Plane w2 = plane("W2", "Blue", EXAMPLE, Skill.GREEN, at(1, 0, Facing.N), 6, 3, "Box");
    Game<Cy6State, Cy6Command> g =
        start(
            RULES,
            lead,
            w1.with(AircraftCondition.INTACT.with(Status.MUST_EXIT_BY_DIVE)),
            w2,
            farEnemy());
    assertThat(g.state().get("Hit").formation()).isEmpty();
    assertThat(g.state().formation("Box")).extracting(Plane::id).containsExactly("Lead", "W2");
    assertThat(g.state().waiting()).containsExactly("Lead", "W2");
    g = g.play(new Cy6Command.FormationStatus("Lead", Cy6Command.FormationChoice.KEEP));
    g = g.play(new Cy6Command.FormationStatus("W2", Cy6Command.FormationChoice.KEEP));
    assertThat(g.state().waiting()).containsExactly("Lead", "Hit", "Far");
    assertThat(g.legalCommands("Hit")).hasSize(1);
  }

  /**
   * An aircraft on its way out of the fight tails no one: Dazed, 2 hexes behind Prey and facing it,
   * could tail it but for its *O hit.
   */
  @Test
  void anAircraftThatMustLeaveTailsNoOne() {
    Plane prey = plane("Prey", "Red", EXAMPLE, Skill.GREEN, at(0, 0, Facing.N), 6, 3, null);
    Plane intact = dazed(AircraftCondition.INTACT, at(0, 2, Facing.N), 6, 3);
    Engine engine = new Engine(Cy6Config.defaults());
    Cy6State s = RULES.start(List.of("Blue", "Red"), BOARD, List.of(intact, prey), 1);
    assertThat(engine.tailing().tailTargets(s, s.get("Dazed"))).containsExactly("Prey");
    Cy6State hit =
        RULES.start(
            List.of("Blue", "Red"),
            BOARD,
            List.of(intact.with(AircraftCondition.INTACT.with(Status.MUST_EXIT_BY_DIVE)), prey),
            1);
    assertThat(engine.tailing().tailTargets(hit, hit.get("Dazed"))).isEmpty();
    assertThat(hit.step()).isEqualTo(Cy6State.Step.PLOTTING);
  }

  /**
   * {@link FlightReadings.Departure#AT_ONCE}: the aircraft leaves the map at the start of its next
   * move, wherever it is: an *O hit by the nearest edge (north, not its home edge, south), an
   * aborting aircraft by its home edge.
   */
  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "MUST_EXIT_BY_DIVE | Dazed leaves the fight (oxygen system hit), leaving by the north edge"
            + " (unfriendly); board exit check gets home",
        "ABORTING | Dazed leaves the fight (aborting), leaving by the south edge (friendly); board"
            + " exit check gets home",
      })
  void theOtherReadingLeavesAtOnce(Status status, String move) {
    Cy6Rules atOnce =
        with(FlightReadings.standard().withDeparture(FlightReadings.Departure.AT_ONCE));
    Plane leaving = dazed(AircraftCondition.INTACT.with(status), at(0, 0, Facing.N), 6, 3);
    Game<Cy6State, Cy6Command> g = start(atOnce, leaving, farEnemy());
    Cy6Command.Plot any = (Cy6Command.Plot) g.legalCommands("Dazed").get(0);
    assertThat(g.legalCommands("Dazed")).hasSizeGreaterThan(1);
    g = g.play(any).play(FAR_PLOT, ScriptedDice.of(6, 6));
    assertThat(moveOf(g)).isEqualTo(move);
    assertThat(g.state().get("Dazed").flying()).isFalse();
  }

  /**
   * Wherever it is and however it faces, an aircraft that must leave the fight flying alone leaves
   * the 30 x 30 map within 12 moves (the engagement then ends: its side has nothing left).
   */
  @Property(tries = 200)
  void anAircraftThatMustLeaveGetsOffTheMap(
      @ForAll @IntRange(min = 0, max = 29) int column,
      @ForAll @IntRange(min = 0, max = 29) int row,
      @ForAll @IntRange(min = 0, max = 5) int facing,
      @ForAll @IntRange(min = 1, max = 4) int speed,
      @ForAll @IntRange(min = 1, max = 11) int tal,
      @ForAll boolean oxygen) {
    Facing f = Facing.N.turn(facing);
    Plane leaving =
        dazed(
            AircraftCondition.INTACT.with(oxygen ? Status.MUST_EXIT_BY_DIVE : Status.ABORTING),
            new Position(Board.at(column, row), f),
            tal,
            speed);
    Game<Cy6State, Cy6Command> g =
        Game.start(
            RULES.withActivation(Cy6Rules.MOVE_GROUPS),
            RULES.start(
                List.of("Blue", "Red"), BOARD, List.of(leaving, farEnemy()), column * 31L + row));
    while (!g.isOver() && g.state().turn() <= 12) {
      String actor = g.state().waiting().get(0);
      g = g.play(g.legalCommands(actor).get(0));
    }
    assertThat(g.state().get("Dazed").flying()).as("still in the fight after 12 moves").isFalse();
    assertThat(g.state().get("Dazed").status()).isEqualTo(Plane.State.EXITED);
  }
}
