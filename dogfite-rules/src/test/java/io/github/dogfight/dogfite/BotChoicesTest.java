package io.github.dogfight.dogfite;

import static io.github.dogfight.dogfite.Fixtures.RULES;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.DogfiteCommand.BeginMove;
import io.github.dogfight.dogfite.DogfiteCommand.Move;
import io.github.dogfight.testkit.Scripted;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The default bot's documented choices at their thresholds: the nearest enemy as target, climbing
 * or diving toward its target only with speed to spare, and its speed roll; with no movement points
 * a bet for edge only against a target, the end of its move in its target's hex middle, a plain
 * step without a target, and leaving a hex toward its target.
 */
class BotChoicesTest {
  private static DogfiteCommand choice(Game<DogfiteState, DogfiteCommand> g, String plane) {
    return RULES.defaultBot().choose(g.viewFor(plane), g.legalCommands(plane));
  }

  /** The Camel (speeds 2 / 7 / 10) targeting the Albatros six hexes north at {@code level}. */
  private static Game<DogfiteState, DogfiteCommand> camelAtStart(int speed, int targetLevel) {
    Game<DogfiteState, DogfiteCommand> g =
        Fixtures.start(
            Fixtures.camel(HexPosition.edge(Hex.ORIGIN, Facing.N), 3, speed),
            Fixtures.albatros(HexPosition.edge(new Hex(0, -6), Facing.S), targetLevel, 5));
    g = Fixtures.declare(g, List.of("Albatros", ""), 5, 6);
    while (!(g.state().pending() instanceof Pending.StartMove m && m.plane().equals("Camel"))) {
      g = g.play(RULES.defaultBot());
    }
    return g;
  }

  private static VerticalMove begins(Game<DogfiteState, DogfiteCommand> g) {
    return ((DogfiteCommand.BeginMove) choice(g, "Camel")).vertical();
  }

  @Test
  void theNearestEnemyIsTheTargetTiesToTheFirstName() {
    Game<DogfiteState, DogfiteCommand> g =
        Fixtures.start(
            Fixtures.camel(HexPosition.edge(Hex.ORIGIN, Facing.N), 3, 5),
            Fixtures.albatros(HexPosition.edge(new Hex(0, -6), Facing.S), 3, 5),
            Fixtures.plane("Jasta 11", "Albatros D.III", "Aaron", 0, new Hex(0, 4), Facing.N));
    assertThat(choice(g, "Camel"))
        .isEqualTo(new DogfiteCommand.ChooseTarget("Camel", Optional.of("Aaron")));
    Game<DogfiteState, DogfiteCommand> tie =
        Fixtures.start(
            Fixtures.camel(HexPosition.edge(Hex.ORIGIN, Facing.N), 3, 5),
            Fixtures.albatros(HexPosition.edge(new Hex(0, -4), Facing.S), 3, 5),
            Fixtures.plane("Jasta 11", "Albatros D.III", "Aaron", 0, new Hex(0, 4), Facing.N));
    assertThat(choice(tie, "Camel"))
        .isEqualTo(new DogfiteCommand.ChooseTarget("Camel", Optional.of("Aaron")));
  }

  @Test
  void itClimbsTowardAHigherTargetOnlyWithSpeedToSpare() {
    // Climbing costs speed: the bot climbs when speed - 3 is above minimum + 1 (2 + 1).
    assertThat(begins(camelAtStart(7, 5))).isEqualTo(VerticalMove.CLIMB);
    assertThat(begins(camelAtStart(6, 5))).isEqualTo(VerticalMove.LEVEL);
    assertThat(begins(camelAtStart(7, 3))).isEqualTo(VerticalMove.LEVEL);
  }

  @Test
  void itDivesTowardALowerTargetOnlyBelowItsMaximumDiveSpeed() {
    // Diving gains speed: the bot dives when speed + 3 stays below the maximum dive speed 10.
    assertThat(begins(camelAtStart(6, 1))).isEqualTo(VerticalMove.DIVE);
    assertThat(begins(camelAtStart(7, 1))).isEqualTo(VerticalMove.LEVEL);
  }

  /** The bot's speed roll for a Camel that flew level at {@code speed} with no target. */
  private static SpeedRoll speedRoll(int speed) {
    Game<DogfiteState, DogfiteCommand> g =
        Fixtures.start(
            Fixtures.camel(HexPosition.edge(Hex.ORIGIN, Facing.N), 3, speed),
            Fixtures.albatros(HexPosition.edge(new Hex(0, 12), Facing.S), 3, 5));
    g = Fixtures.declare(g, List.of("", ""), 5, 6);
    while (!(g.state().pending() instanceof Pending.SpeedRolling r && r.plane().equals("Camel"))) {
      g = g.play(RULES.defaultBot());
    }
    assertThat(g.state().plane("Camel").speed()).isEqualTo(speed);
    return ((DogfiteCommand.ChooseSpeedRoll) choice(g, "Camel")).roll();
  }

  @Test
  void itPowersWhenSlowDragsAtItsDiveLimitAndOtherwiseHolds() {
    // Camel: minimum 2, maximum 7, maximum dive 10. Power at or below minimum + 2, or below
    // maximum - 1; drag at the maximum dive speed; otherwise no roll.
    assertThat(speedRoll(4)).isEqualTo(SpeedRoll.POWER);
    assertThat(speedRoll(5)).isEqualTo(SpeedRoll.POWER);
    assertThat(speedRoll(6)).isEqualTo(SpeedRoll.NONE);
    assertThat(speedRoll(9)).isEqualTo(SpeedRoll.NONE);
    assertThat(speedRoll(10)).isEqualTo(SpeedRoll.DRAG);
  }

  @Test
  void tiedEnemiesGoToTheFirstNameWhicheverIsListedFirst() {
    // Aaron and the Albatros are both four hexes away; Aaron is listed first this time.
    Game<DogfiteState, DogfiteCommand> g =
        Fixtures.start(
            Fixtures.camel(HexPosition.edge(Hex.ORIGIN, Facing.N), 3, 5),
            Fixtures.plane("Jasta 11", "Albatros D.III", "Aaron", 0, new Hex(0, 4), Facing.N),
            Fixtures.albatros(HexPosition.edge(new Hex(0, -4), Facing.S), 3, 5));
    assertThat(choice(g, "Camel"))
        .isEqualTo(new DogfiteCommand.ChooseTarget("Camel", Optional.of("Aaron")));
  }

  @Test
  void speedRollsOfADamagedOrNarrowSpeedRangeAircraft() {
    // A Camel with a set of boxes filled twice has its maximum dive speed cut by one: it drags at
    // 9.
    Plane damaged =
        Fixtures.camel(HexPosition.edge(Hex.ORIGIN, Facing.N), 3, 9)
            .withDamage(new DamageTrack(4, 6, 30, 0));
    assertThat(damaged.damage().maxDiveReduction()).isEqualTo(1);
    assertThat(speedRoll(damaged)).isEqualTo(SpeedRoll.DRAG);
    // An aircraft of speeds 5 / 7 / 10 at 6 is within two of its minimum: it powers up, though 6
    // is its maximum - 1.
    AircraftType narrow = new AircraftType("Narrow", 1, 2, 1, 0, 1, 0, 0, 5, 7, 10, 4, 6);
    Plane slow =
        Plane.of(
            "RFC",
            narrow,
            new Pilot("Camel", 0, 0, 0),
            new Placement(HexPosition.edge(Hex.ORIGIN, Facing.N), Altitude.at(3)),
            6);
    assertThat(speedRoll(slow)).isEqualTo(SpeedRoll.POWER);
  }

  private static SpeedRoll speedRoll(Plane camel) {
    Game<DogfiteState, DogfiteCommand> g =
        Fixtures.start(camel, Fixtures.albatros(HexPosition.edge(new Hex(0, 12), Facing.S), 3, 5));
    g = Fixtures.declare(g, List.of("", ""), 5, 6);
    while (!(g.state().pending() instanceof Pending.SpeedRolling r && r.plane().equals("Camel"))) {
      g = g.play(RULES.defaultBot());
    }
    return ((DogfiteCommand.ChooseSpeedRoll) choice(g, "Camel")).roll();
  }

  /**
   * The Camel (speed {@code speed}, target {@code target} or none) in the middle of the origin, the
   * Dr.I on the south edge of {@code drI} at level 2: the Camel moves first (d10 6 against 2) and
   * rolls {@code mpDie} for its movement points.
   */
  private static Game<DogfiteState, DogfiteCommand> camelInAMiddle(
      int speed, String target, Hex drI, int mpDie) {
    Game<DogfiteState, DogfiteCommand> g =
        Fixtures.start(
            Fixtures.camel(HexPosition.middle(Hex.ORIGIN), 2, speed),
            Fixtures.drI(HexPosition.edge(drI, Facing.S), 2, 5));
    g = Fixtures.declare(g, List.of(target, ""), 6, 2);
    g = Scripted.play(g, new BeginMove("Dr.I", VerticalMove.LEVEL), 1);
    g = g.play(new Move("Dr.I", new Step.Straight(), 0, 0));
    return Scripted.play(g, new BeginMove("Camel", VerticalMove.LEVEL), mpDie);
  }

  @Test
  void withNoMovementPointsItBetsForEdgeOnlyWhenItHasATarget() {
    // AEROBATICS: "If zero MP are available an aircraft may still make a bet to gain an edge, but
    // will not move that turn". Speed 2 + d6 1 = 3: no movement point. A level-1 bet is worth its
    // edge against a target; with no target the edge is worth nothing and the move ends.
    Game<DogfiteState, DogfiteCommand> g = camelInAMiddle(2, "Dr.I", new Hex(0, -1), 1);
    assertThat(choice(g, "Camel")).isEqualTo(new DogfiteCommand.EdgeBet("Camel", 1, 0));
    Game<DogfiteState, DogfiteCommand> alone = camelInAMiddle(2, "", new Hex(0, -1), 1);
    assertThat(alone.legalCommands()).contains(new DogfiteCommand.EdgeBet("Camel", 1, 0));
    assertThat(choice(alone, "Camel")).isEqualTo(new DogfiteCommand.EndMove("Camel"));
  }

  @Test
  void inItsTargetsHexMiddleItEndsItsMoveOnceItMay() {
    // Speed 5 + d6 6: 2 MP, in the middle of the hex the Dr.I has flown into. Before its first
    // point the move may not end: it stays (a bet at speed 5). After it, it ends the move rather
    // than leave.
    Game<DogfiteState, DogfiteCommand> g = camelInAMiddle(5, "Dr.I", new Hex(0, -1), 6);
    assertThat(g.state().plane("Dr.I").placement().position().hex()).isEqualTo(Hex.ORIGIN);
    assertThat(choice(g, "Camel"))
        .isInstanceOfSatisfying(
            Move.class, m -> assertThat(m.step()).isEqualTo(new Step.ToMiddle()));
    g = Scripted.play(g, new Move("Camel", new Step.ToMiddle(), 1, 0), 6, 6);
    assertThat(g.legalCommands()).hasSizeGreaterThan(1);
    assertThat(choice(g, "Camel")).isEqualTo(new DogfiteCommand.EndMove("Camel"));
  }

  @Test
  void withoutATargetItFliesTheFirstListedStepThatNeedsNoBet() {
    // Staying in the middle at speed 5 needs a level-1 bet (listed first); leaving by the north
    // edge needs none.
    Game<DogfiteState, DogfiteCommand> g = camelInAMiddle(5, "", new Hex(0, -1), 6);
    assertThat(g.legalCommands().get(0)).isEqualTo(new Move("Camel", new Step.ToMiddle(), 1, 0));
    assertThat(choice(g, "Camel")).isEqualTo(new Move("Camel", new Step.ToEdge(Facing.N), 0, 0));
  }

  /**
   * The Camel at speed 4 (d6 6: 2 MP) fails its level-1 bet to stay in the middle (2d6 = 2 misses
   * 4+ by 2; failure 2d6 = 6 - 2 = 4: move -1) and must leave the hex.
   */
  private static DogfiteCommand leaves(String target) {
    Game<DogfiteState, DogfiteCommand> g = camelInAMiddle(4, target, new Hex(3, -2), 6);
    g = Scripted.play(g, new Move("Camel", new Step.ToMiddle(), 1, 0), 1, 1, 3, 3);
    assertThat(g.state().pending()).isInstanceOf(Pending.LeaveHex.class);
    return choice(g, "Camel");
  }

  @Test
  void itLeavesAHexByTheEdgeNearestItsTargetNorthWithout() {
    // The Dr.I is at (3, -1): the NE and SE neighbours of the origin are both two hexes from it,
    // the first in compass order is taken.
    assertThat(leaves("Dr.I")).isEqualTo(new DogfiteCommand.LeaveHex("Camel", Facing.NE));
    assertThat(leaves("")).isEqualTo(new DogfiteCommand.LeaveHex("Camel", Facing.N));
  }
}
