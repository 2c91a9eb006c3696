package io.github.dogfight.dogfite;

import static io.github.dogfight.dogfite.Fixtures.camel;
import static io.github.dogfight.dogfite.Fixtures.declare;
import static io.github.dogfight.dogfite.Fixtures.start;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.DogfiteCommand.BeginMove;
import io.github.dogfight.dogfite.DogfiteCommand.Move;
import io.github.dogfight.dogfite.event.MoveBegun;
import io.github.dogfight.dogfite.event.MoveEnded;
import io.github.dogfight.dogfite.event.Moved;
import io.github.dogfight.dogfite.event.StallChecked;
import io.github.dogfight.testkit.Scripted;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * FORMATION FLYING (rules 000) with scripted dice: "The targeting aircraft is moved at the same
 * time (and in the same manner) as its leader ... Any aircraft in the formation with different
 * speeds must roll their own movement-point dice. Also, any bets or other performance checks ...
 * must be made by each individual aircraft. Also, if the leader uses any Aerobatic Points during
 * his move, all pilots following must apply a penalty of twice the number of those points used to
 * their bets when rolling to succeed / maintain formation."
 *
 * <p>In each game the Fokker Dr.I moves first (d10 2 against the leader's 6) and flies one hex; the
 * leader follows it and its wingman follows the leader.
 */
class FormationFollowingTest {
  private static final Hex O = Hex.ORIGIN;

  /** A {@code type} of the RFC flown by {@code pilot} (skills 0) on the origin's north edge. */
  private static Plane rfc(String type, String pilot, Altitude altitude, int speed) {
    return Plane.of(
        "RFC",
        Fixtures.CATALOG.type(type),
        new Pilot(pilot, 0, 0, 0),
        new Placement(HexPosition.edge(O, Facing.N), altitude),
        speed);
  }

  /**
   * The Camel and its SE5a wingman, both at speed 3 in the origin's middle, the Dr.I three hexes
   * east: the Dr.I flies to (3, -1); the Camel (d6 5: 1 MP) stays in the middle with 2 aerobatic
   * points (2d6 = 4 against 3) and passes its stall check (d6 6). The wingman rolls to stay at -4:
   * 2d6 = 3 - 4 = -1 misses 2+ by 3; its failure roll 2d6 = 6 - 3 = 3 reduces its move by one, so
   * it does not stay; its own stall check at its minimum speed 3: d6 6.
   */
  private static Game<DogfiteState, DogfiteCommand> wingmanFailsToStay(String camelTarget) {
    Game<DogfiteState, DogfiteCommand> g =
        start(
            camel(HexPosition.middle(O), 2, 3),
            Fixtures.se5a("Wingman", HexPosition.middle(O), 2, 3),
            Fixtures.drI(HexPosition.edge(new Hex(3, 0), Facing.N), 2, 5));
    g = declare(g, List.of(camelTarget, "Camel", "Camel"), 6, 2);
    assertThat(g.state().order()).containsExactly("Dr.I", "Camel", "Wingman");
    g = Scripted.play(g, new BeginMove("Dr.I", VerticalMove.LEVEL), 1);
    g = g.play(new Move("Dr.I", new Step.Straight(), 0, 0));
    g = Scripted.play(g, new BeginMove("Camel", VerticalMove.LEVEL), 5);
    return Scripted.play(g, new Move("Camel", new Step.ToMiddle(), 0, 2), 2, 2, 6, 1, 2, 3, 3, 6);
  }

  private static List<GameEvent> eventsOf(Game<DogfiteState, DogfiteCommand> g, String plane) {
    return g.log().events().stream()
        .filter(
            e ->
                (e instanceof MoveBegun b && b.plane().equals(plane))
                    || (e instanceof Moved m && m.plane().equals(plane))
                    || (e instanceof MoveEnded x && x.plane().equals(plane))
                    || (e instanceof StallChecked s && s.plane().equals(plane)))
        .toList();
  }

  @Test
  void aFollowerThatFailsToStayInAHexMiddleLeavesByTheEdgeTowardItsLeadersTarget() {
    Game<DogfiteState, DogfiteCommand> g = wingmanFailsToStay("Dr.I");
    // From the origin the NE and SE neighbours are both two hexes from the Dr.I at (3, -1): the
    // first edge in compass order (N, NE, SE, ...) is taken.
    assertThat(g.state().plane("Dr.I").placement().position().hex()).isEqualTo(new Hex(3, -1));
    assertThat(g.state().plane("Wingman").placement().position())
        .isEqualTo(HexPosition.edge(O, Facing.NE));
    // Its move: begun, the failed step, ended, and its own stall check (at its minimum speed).
    assertThat(eventsOf(g, "Wingman"))
        .map(e -> e.getClass().getSimpleName())
        .containsExactly("MoveBegun", "Moved", "MoveEnded", "StallChecked");
    Moved step =
        g.log().ofType(Moved.class).stream()
            .filter(m -> m.plane().equals("Wingman"))
            .findFirst()
            .orElseThrow();
    assertThat(step.bet().orElseThrow().passed()).isFalse();
    assertThat(step.bet().orElseThrow().request().modifier()).isEqualTo(-4);
    // The roll to keep formation is one of the wingman's own bets this turn.
    assertThat(g.state().plane("Wingman").turnLog().highestBet()).isEqualTo(OptionalInt.of(0));
  }

  @Test
  void aFollowerWhoseLeaderHasNoTargetLeavesByTheNorthEdge() {
    Game<DogfiteState, DogfiteCommand> g = wingmanFailsToStay("");
    assertThat(g.state().plane("Wingman").placement().position())
        .isEqualTo(HexPosition.edge(O, Facing.N));
  }

  @Test
  void aFollowerThatCannotClimbWithItsLeaderFliesLevelOnItsOwnMovementDie() {
    // The SE5a leader climbs a full level at speed 4 (3 points: d6 6 still gives 1 MP) and flies
    // straight; at speed 2 the Camel following it cannot climb a full level (x in the climb / dive
    // table), so it flies level, rolling its own movement die (d6 6: 2 + 6 = 8, 1 MP) at its
    // different speed. Stall checks: the leader at speed 1 (d6 4), the Camel at its minimum 2 (d6
    // 6).
    Game<DogfiteState, DogfiteCommand> g =
        start(
            rfc("SE5a", "Lead", Altitude.at(2), 4),
            rfc("Sopwith Camel", "Wingman", Altitude.at(2), 2),
            Fixtures.drI(HexPosition.edge(new Hex(0, -6), Facing.S), 2, 5));
    g = declare(g, List.of("Dr.I", "Lead", "Lead"), 6, 2);
    g = Scripted.play(g, new BeginMove("Dr.I", VerticalMove.LEVEL), 1);
    g = g.play(new Move("Dr.I", new Step.Straight(), 0, 0));
    g = Scripted.play(g, new BeginMove("Lead", VerticalMove.CLIMB), 6);
    g = Scripted.play(g, new Move("Lead", new Step.Straight(), 0, 0), 4, 6, 6);
    MoveBegun begun =
        g.log().ofType(MoveBegun.class).stream()
            .filter(b -> b.plane().equals("Wingman"))
            .findFirst()
            .orElseThrow();
    assertThat(begun.vertical()).isEqualTo(VerticalMove.LEVEL);
    assertThat(begun.dice()).singleElement().satisfies(d -> assertThat(d.result()).isEqualTo(6));
    Plane wingman = g.state().plane("Wingman");
    assertThat(wingman.placement())
        .isEqualTo(new Placement(HexPosition.edge(new Hex(0, -1), Facing.N), Altitude.at(2)));
  }

  @Test
  void aFollowerHoldsItsHalfLevelWithItsOwnBetAtTheLeadersPenalty() {
    // Both climbing a half level at speed 5. The Camel leader holds (level-1 bet, 2d6 = 12; d6 6:
    // 2 MP), turns a hexside with 2 aerobatic points (2d6 = 12) and flies straight. The SE5a's
    // own hold is a level-1 bet at -4: 2d6 = 12 - 4 = 8 passes 4+; each step to keep formation at
    // -4: 2d6 = 10.
    Altitude climbing = new Altitude(2, Altitude.Pitch.CLIMBING);
    Game<DogfiteState, DogfiteCommand> g =
        start(
            rfc("Sopwith Camel", "Lead", climbing, 5),
            rfc("SE5a", "Wingman", climbing, 5),
            Fixtures.drI(HexPosition.edge(new Hex(0, -6), Facing.S), 2, 5));
    g = declare(g, List.of("Dr.I", "Lead", "Lead"), 6, 2);
    g = Scripted.play(g, new BeginMove("Dr.I", VerticalMove.LEVEL), 1);
    g = g.play(new Move("Dr.I", new Step.Straight(), 0, 0));
    g = Scripted.play(g, new BeginMove("Lead", VerticalMove.HOLD), 6, 6, 6);
    g = Scripted.play(g, new Move("Lead", new Step.Turn(1), 0, 2), 6, 6);
    g = Scripted.play(g, new Move("Lead", new Step.Straight(), 0, 0), 6, 6, 5, 5, 5, 5);
    MoveBegun begun =
        g.log().ofType(MoveBegun.class).stream()
            .filter(b -> b.plane().equals("Wingman"))
            .findFirst()
            .orElseThrow();
    assertThat(begun.vertical()).isEqualTo(VerticalMove.HOLD);
    BetOutcome hold = begun.hold().orElseThrow();
    assertThat(hold.request().chosenLevel()).isEqualTo(1);
    assertThat(hold.request().modifier()).isEqualTo(-4);
    assertThat(hold.passed()).isTrue();
    // The hold is the wingman's own bet: its level-1 power penalty ("pwr -1") is on its log.
    assertThat(g.state().plane("Wingman").turnLog().powerModifier()).isEqualTo(-1);
    assertThat(g.state().plane("Wingman").placement())
        .isEqualTo(g.state().plane("Lead").placement());
  }
}
