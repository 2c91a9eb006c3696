package io.github.dogfight.dogfite;

import static io.github.dogfight.dogfite.Fixtures.albatros;
import static io.github.dogfight.dogfite.Fixtures.camel;
import static io.github.dogfight.dogfite.Fixtures.declare;
import static io.github.dogfight.dogfite.Fixtures.start;
import static io.github.dogfight.testkit.DogfightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.DogfiteCommand.ApplyMovePenalty;
import io.github.dogfight.dogfite.DogfiteCommand.BeginMove;
import io.github.dogfight.dogfite.DogfiteCommand.EdgeBet;
import io.github.dogfight.dogfite.DogfiteCommand.EndMove;
import io.github.dogfight.dogfite.DogfiteCommand.LeaveHex;
import io.github.dogfight.dogfite.DogfiteCommand.Move;
import io.github.dogfight.dogfite.event.BetForEdge;
import io.github.dogfight.dogfite.event.BetMissed;
import io.github.dogfight.dogfite.event.Moved;
import io.github.dogfight.dogfite.event.StallChecked;
import io.github.dogfight.testkit.Scripted;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Rules 000's movement and bet rules with scripted dice, each test quoting the line it enforces:
 * the failure table's move penalty, aerobatics as changes, the player's share of a penalty, the
 * stay-in-hex exemption, holding a level together with a stay, climbs on the movement-point die,
 * and the bet for edge with no movement points.
 *
 * <p>The Camel (flying +1, aerobatic +2, speed 6 unless said) flies north from (0,0) at level 2 and
 * moves first: it targets the Albatros eight hexes north (d10 1: 0 + 1 + 1 = 2), which targets
 * nobody (d10 9: 8 + 0 + 1 = 9).
 */
class MoveRulesTest {
  private static final Hex O = Hex.ORIGIN;
  private static final Hex NORTH = O.neighbor(Facing.N);

  private static Game<DogfiteState, DogfiteCommand> camelFirst(Plane camel) {
    Game<DogfiteState, DogfiteCommand> g =
        start(camel, albatros(HexPosition.edge(new Hex(0, -8), Facing.S), 2, 5));
    g = declare(g, List.of("Albatros", ""), 1, 9);
    assertThat(g).isAwaiting("Camel");
    return g;
  }

  private static Game<DogfiteState, DogfiteCommand> camelMoving(int speed, int die) {
    Game<DogfiteState, DogfiteCommand> g =
        camelFirst(camel(HexPosition.edge(O, Facing.N), 2, speed));
    return Scripted.play(g, new BeginMove("Camel", VerticalMove.LEVEL), die);
  }

  @Test
  void everyStepIsListedAtEveryLevelWithEveryNumberOfAerobaticPoints() {
    // MOVE / MANEUVER BETS - STAYING IN HEX: "Player may choose a higher level to gain a greater
    // edge, but must pay all costs associated with the level." AEROBATICS: "The maximum number of
    // Aerobic Points allowed for any single bet equals the sum of the bet level plus the pilot's
    // flying skill and aircraft aerobatic rating" (the Camel: flying 1, aerobatic 2).
    Game<DogfiteState, DogfiteCommand> g = camelMoving(5, 1); // 1 + 5 = 6: 1 MP
    List<Move> moves =
        g.legalCommands().stream().filter(Move.class::isInstance).map(Move.class::cast).toList();
    // At speed 5 straight and facing 1 need level 0, facing 2 and the hex middle level 1, facing
    // 3 level 2: 22 + 2 x 22 + 2 x 18 + 18 + 2 x 13.
    assertThat(moves).hasSize(146);
    assertThat(
            moves.stream()
                .filter(m -> m.step().equals(new Step.Turn(2)))
                .map(m -> m.betLevel() + "/" + m.aerobaticPoints())
                .toList())
        .containsExactly(
            "1/0", "1/1", "1/2", "1/3", "1/4", "2/0", "2/1", "2/2", "2/3", "2/4", "2/5", "3/0",
            "3/1", "3/2", "3/3", "3/4", "3/5", "3/6");
    // Each step comes first at the table's level without points, flying straight first.
    assertThat(moves.get(0)).isEqualTo(new Move("Camel", new Step.Straight(), 0, 0));
    assertThat(g)
        .rejects(new Move("Camel", new Step.Turn(2), 0, 0))
        .hasMessageContaining("must be from the required level 1 to 3");
    assertThat(g)
        .rejects(new Move("Camel", new Step.Turn(2), 3, 7))
        .hasMessageContaining("a level-3 bet allows 0 to 6");
    // A raised bet with points, as listed, is played: 2d6 = 12 passes level 3 with 6 points
    // (then the move ends at speed 5 - 2 - 1 = 2, below the minimum 2 + 4: the stall d6).
    Move most = new Move("Camel", new Step.Turn(2), 3, 6);
    assertThat(g.legalCommands()).contains(most);
    assertThat(Scripted.play(g, most, 6, 6, 6).log())
        .narrationContains("(level 3 bet with 6 aerobatic points passed)");
  }

  @Test
  void aRaisedStraightBetThatFailsPitchesTheAircraftIntoAHalfMoveDive() {
    // MOVE / MANEUVER BETS - FAILURE: "If the 'move' penalty is greater than the number of facing
    // / stay-in-hex / aerobatic changes attempted, place the aircraft in a one-point, half-move
    // dive state (but do not apply any speed gain)." Flying straight attempts no change.
    Game<DogfiteState, DogfiteCommand> g = camelMoving(6, 4); // 4 + 6 = 10: 2 MP
    // Level 1 for edge: 2d6 = 3 misses 4+ by one; the failure roll 2d6 = 6 - 1 = 5 reads "4+":
    // move -1, more than the none attempted.
    g = Scripted.play(g, new Move("Camel", new Step.Straight(), 1, 0), 1, 2, 3, 3);
    Plane camel = g.state().plane("Camel");
    assertThat(camel.placement().position()).isEqualTo(HexPosition.edge(NORTH, Facing.N));
    assertThat(camel.placement().altitude()).isEqualTo(new Altitude(2, Altitude.Pitch.DIVING));
    assertThat(camel.turnLog().speedChanges()).isZero(); // no speed gain from that dive
    assertThat(camel.turnLog().divePoints()).isZero();
    assertThat(g.log())
        .narrationContains("(level 1 bet failed by 1: pitched into a half-level dive)");
    // "Failing a bet does not end an aircraft's movement: if it has MP remaining it may continue
    // its turn."
    assertThat(g.state().pending()).isInstanceOf(Pending.Moving.class);
    assertThat(g.state().move().orElseThrow().used()).isEqualTo(1);
  }

  @Test
  void aRaisedTurnThatFailsTurnsFewerHexsidesButKeepsTheEdgeOfTheLevelPassed() {
    // MOVE / MANEUVER BETS - STAYING IN HEX: "Failing a higher-level bet DOES gain the edge bonus
    // indicated by the number rolled if a lesser level is passed (though a roll on the FAILURE
    // table would still be required)". FAILURE: "move: reduction in the number of facing changes
    // attempted".
    Game<DogfiteState, DogfiteCommand> g = camelMoving(6, 4);
    // Two hexsides at speed 6 need level 1; raised to level 2 (6+): 2d6 = 5 passes level 1 (+1
    // edge) and fails level 2 by one; failure 2d6 = 4 - 1 = 3: edge -1, move -1.
    g = Scripted.play(g, new Move("Camel", new Step.Turn(2), 2, 0), 2, 3, 2, 2);
    Plane camel = g.state().plane("Camel");
    assertThat(camel.placement().position()).isEqualTo(HexPosition.edge(NORTH, Facing.NE));
    assertThat(camel.placement().altitude()).isEqualTo(Altitude.at(2));
    assertThat(camel.edge()).isEqualTo(1 - 1);
    assertThat(g.log())
        .narrationContains("Camel turns 2 right (level 2 bet failed by 1: turns 1 hexside less)");
  }

  @Test
  void aStayInHexWhoseTargetTheRollMetIsKept() {
    // MOVE / MANEUVER BETS - STAYING IN HEX: "Player may choose a higher level to gain a greater
    // edge, but must pay all costs associated with the level ... Also: If the roll matches /
    // exceeds the target number required to stay-in-hex, failure does not require leaving the
    // hex."
    Game<DogfiteState, DogfiteCommand> g = camelFirst(camel(HexPosition.middle(O), 2, 6));
    g = Scripted.play(g, new BeginMove("Camel", VerticalMove.LEVEL), 4);
    // Staying at speed 6 needs level 1 (4+); raised to 2 (6+): 2d6 = 5 passes 4+ only. Failure
    // 2d6 = 4 - 1 = 3: edge -1, move -1; the stay is kept, and a penalty of one is no more than the
    // one change attempted: no dive.
    g = Scripted.play(g, new Move("Camel", new Step.ToMiddle(), 2, 0), 2, 3, 2, 2);
    Plane camel = g.state().plane("Camel");
    assertThat(camel.placement().position()).isEqualTo(HexPosition.middle(O));
    assertThat(camel.placement().altitude()).isEqualTo(Altitude.at(2));
    assertThat(camel.edge()).isZero(); // level 1 passed (+1), failure -1
    assertThat(camel.turnLog().speedChanges()).isEqualTo(-1); // level 2 costs "spd -1" anyway
    assertThat(g.log()).narrationContains("(level 2 bet failed by 1)");
  }

  @Test
  void aStayInHexWhoseTargetTheRollMissedLeavesByAnEdgeThePlayerPicks() {
    // FACING WHEN LEAVING THE MIDDLE OF A HEX: "players may pick any edge of the hex as the exit
    // side without making a bet."
    Game<DogfiteState, DogfiteCommand> g = camelFirst(camel(HexPosition.middle(O), 2, 6));
    g = Scripted.play(g, new BeginMove("Camel", VerticalMove.LEVEL), 4);
    // Raised to level 2: 2d6 = 3 misses even the stay's 4+; failure 2d6 = 8 - 3 = 5: move -1.
    g = Scripted.play(g, new Move("Camel", new Step.ToMiddle(), 2, 0), 1, 2, 4, 4);
    assertThat(g.state().pending()).isInstanceOf(Pending.LeaveHex.class);
    assertThat(g.legalCommands()).hasSize(6).allMatch(c -> c instanceof LeaveHex);
    assertThat(g).rejects(new EndMove("Camel")).hasMessageContaining("LeaveHex");
    g = g.play(new LeaveHex("Camel", Facing.NE));
    assertThat(g.state().plane("Camel").placement().position())
        .isEqualTo(HexPosition.edge(O, Facing.NE));
    assertThat(g.log())
        .narrationContains("cannot stay in the hex middle")
        .narrationContains("Camel leaves the hex by its NE edge.");
    // The failed stay used its point; the second is left, and from an edge it must leave the hex.
    assertThat(g.state().move().orElseThrow().used()).isEqualTo(1);
    assertThat(g).rejects(new EndMove("Camel")).hasMessageContaining("1 MP left");
  }

  @Test
  void aerobaticPointsAreChangesAndThePlayerSaysWhereThePenaltyFalls() {
    // FAILURE: "If a test involved multiple tasks (horizontal / vertical move, stay-in-hex, and/or
    // aerobatics), the application of the result in the 'move' column is left to the player to
    // decide." and "facing / stay-in-hex / aerobatic changes attempted".
    Game<DogfiteState, DogfiteCommand> g = camelMoving(6, 5); // 5 - 1 + 6 = 10: still 2 MP
    // One hexside (level 0 at speed 6) with 2 aerobatic points: target 3; 2d6 = 2 fails by one.
    // Failure 2d6 = 4 - 1 = 3: move -1, to fall on the turn or on an aerobatic point.
    Game<DogfiteState, DogfiteCommand> failed =
        Scripted.play(g, new Move("Camel", new Step.Turn(1), 0, 2), 1, 1, 2, 2);
    assertThat(failed.state().pending()).isInstanceOf(Pending.MovePenalty.class);
    // The failed bet is logged with its dice as they are rolled, before the player decides; the
    // move's event after the decision does not repeat them.
    BetMissed missed = assertThat(failed.log()).singleEventOfType(BetMissed.class);
    assertThat(missed.narration())
        .isEqualTo(
            "Camel turns 1 right (level 0 bet with 2 aerobatic points failed by 1) and shares a"
                + " move penalty of 1 among its tasks.");
    assertThat(missed.dice()).hasSize(2);
    assertThat(failed.legalCommands())
        .containsExactly(
            new ApplyMovePenalty("Camel", 0, 0, 1), new ApplyMovePenalty("Camel", 1, 0, 0));
    assertThat(failed)
        .rejects(new ApplyMovePenalty("Camel", 0, 0, 2))
        .hasMessageContaining("add up to the penalty 1");
    // On an aerobatic point: the turn is made.
    Game<DogfiteState, DogfiteCommand> keep = failed.play(new ApplyMovePenalty("Camel", 0, 0, 1));
    assertThat(keep.state().plane("Camel").placement().position())
        .isEqualTo(HexPosition.edge(NORTH, Facing.NE));
    assertThat(keep.log()).narrationContains("1 aerobatic change lost");
    assertThat(keep.log().ofType(Moved.class).get(0).dice()).isEmpty();
    // On the turn: straight on.
    Game<DogfiteState, DogfiteCommand> lose = failed.play(new ApplyMovePenalty("Camel", 1, 0, 0));
    assertThat(lose.state().plane("Camel").placement().position())
        .isEqualTo(HexPosition.edge(NORTH, Facing.N));
    // Either way the points cost their speed. "Any edge gained by the successful portion of the
    // move (if any) is retained": the points the penalty did not take keep their edge, one each
    // plus the flying skill (+1), over the failure's edge -1: one point kept, 1 + 1 - 1 = 1; both
    // kept, 2 + 1 - 1 = 2 (AerobaticEdgeKeptTest).
    assertThat(keep.state().plane("Camel").turnLog().speedChanges()).isEqualTo(-1);
    assertThat(keep.state().plane("Camel").edge()).isEqualTo(1);
    assertThat(lose.state().plane("Camel").edge()).isEqualTo(2);
  }

  @Test
  void aPenaltyBeyondEveryChangeTakesThemAllAndDives() {
    Game<DogfiteState, DogfiteCommand> g = camelMoving(6, 5);
    // One hexside raised to level 2 with 1 aerobatic point: target 7; 2d6 = 2 misses by 5; failure
    // 2d6 = 2 - 5 = -3: edge -4, move -3, speed -1, stress -1. Two changes attempted (the turn
    // and the point): both lost, and the third point of penalty dives the Camel.
    g = Scripted.play(g, new Move("Camel", new Step.Turn(1), 2, 1), 1, 1, 1, 1);
    Plane camel = g.state().plane("Camel");
    assertThat(camel.placement().position()).isEqualTo(HexPosition.edge(NORTH, Facing.N));
    assertThat(camel.placement().altitude().pitch()).isEqualTo(Altitude.Pitch.DIVING);
    assertThat(camel.edge()).isEqualTo(-4);
    assertThat(camel.turnLog().speedChanges()).isEqualTo(-1 - 1 - 1); // level 2, points, failure
    assertThat(camel.turnLog().failureStress()).hasValue(-1);
    assertThat(g.log())
        .narrationContains(
            "turns 1 hexside less, 1 aerobatic change lost, pitched into a half-level dive");
  }

  @Test
  void holdingTheLevelAndStayingInHexIsOneLevelTwoBet() {
    // CLIMBING / DIVING: "In the example above, if the aircraft wished to remain at its current
    // level (after moving only half in the previous turn) and stay-in-hex it would need to succeed
    // in a 2-level bet." The example's aircraft paid one point at speed 6 and is now at speed 5,
    // pitched up: holding needs level 1 (the bracket at 5), staying in hex at 5 needs level 1.
    Plane pitched =
        Plane.of(
            "RFC",
            Fixtures.CATALOG.type("Sopwith Camel"),
            new Pilot("Camel", 1, 1, 1),
            new Placement(HexPosition.edge(O, Facing.N), new Altitude(2, Altitude.Pitch.CLIMBING)),
            5);
    Game<DogfiteState, DogfiteCommand> g = camelFirst(pitched);
    g = Scripted.play(g, new BeginMove("Camel", VerticalMove.HOLD_COMBINED), 5); // 2 MP
    assertThat(g.legalCommands()).contains(new Move("Camel", new Step.ToMiddle(), 2, 0));
    assertThat(g)
        .rejects(new Move("Camel", new Step.ToMiddle(), 1, 0))
        .hasMessageContaining("required level 2");
    g = Scripted.play(g, new Move("Camel", new Step.ToMiddle(), 2, 0), 3, 3); // 6: passes
    Plane camel = g.state().plane("Camel");
    assertThat(camel.placement())
        .isEqualTo(new Placement(HexPosition.middle(NORTH), Altitude.at(2)));
    assertThat(camel.edge()).isEqualTo(2);
  }

  @Test
  void climbingAndDivingSubtractFromTheMovementPointRoll() {
    // CLIMBING / DIVING: "if it does a two-point climb / dive, then it subtracts one from its MP
    // roll; and if it does a three-point climb / dive, it subtracts two from its MP roll." At speed
    // 5 a level costs three points: the die 6 becomes 4, and 4 + 5 = 9 is 1 MP (not 2 MP less 2).
    Game<DogfiteState, DogfiteCommand> g = camelFirst(camel(HexPosition.edge(O, Facing.N), 2, 5));
    g = Scripted.play(g, new BeginMove("Camel", VerticalMove.CLIMB), 6);
    assertThat(g.state().move().orElseThrow().movementPoints()).isEqualTo(1);
    assertThat(g.state().plane("Camel").placement().altitude()).isEqualTo(Altitude.at(3));
    // It flies on; its speed with the climb, 5 - 3 = 2, is its minimum: it rolls for a stall as
    // its move ends (1d6 6 - 1 + 1 = 6: no effect).
    g = Scripted.play(g, new Move("Camel", new Step.Straight(), 0, 0), 6);
    assertThat(g.log().ofType(StallChecked.class))
        .singleElement()
        .satisfies(s -> assertThat(s.result()).isEqualTo(StallResult.NONE));
    // A two-point climb at speed 6: the die 4 becomes 3, and 3 + 6 = 9: 1 MP.
    Game<DogfiteState, DogfiteCommand> two =
        Scripted.play(
            camelFirst(camel(HexPosition.edge(O, Facing.N), 2, 6)),
            new BeginMove("Camel", VerticalMove.CLIMB),
            4);
    assertThat(two.state().move().orElseThrow().movementPoints()).isEqualTo(1);
  }

  @Test
  void withNoMovementPointsALevelZeroBetWithAerobaticsIsABetForEdge() {
    // AEROBATICS, MOVEMENT POINTS: "If zero MP are available an aircraft may still make a bet to
    // gain an edge, but will not move that turn." As in any bet the level may be 0 with aerobatic
    // points: "Aerobatics may be used to gain an edge even if no facing change is desired."
    Game<DogfiteState, DogfiteCommand> g = camelMoving(2, 1); // 1 + 2 = 3: 0 MP
    // Every level and number of points is listed: "The maximum number of Aerobic Points allowed
    // for any single bet equals the sum of the bet level plus the pilot's flying skill and
    // aircraft aerobatic rating" (here 1 + 2: level 0 allows 3 points, level 3 allows 6).
    List<DogfiteCommand> every = new ArrayList<>();
    for (int level = 0; level <= 3; level++) {
      for (int points = level == 0 ? 1 : 0; points <= level + 3; points++) {
        every.add(new EdgeBet("Camel", level, points));
      }
    }
    every.add(new EndMove("Camel"));
    assertThat(g.legalCommands()).containsExactlyElementsOf(every);
    assertThat(g)
        .rejects(new EdgeBet("Camel", 1, 5))
        .hasMessageContaining("a level-1 bet allows 0 to 4");
    assertThat(g)
        .rejects(new EdgeBet("Camel", 0, 0))
        .hasMessageContaining("a level-0 bet gains edge only with aerobatic points");
    assertThat(g)
        .rejects(new Move("Camel", new Step.Straight(), 0, 0))
        .hasMessageContaining("no movement points left");
    // Level 0 with 2 points: target 3; 2d6 = 4 passes: edge 0 + 2 points + flying 1 = 3. Then its
    // move ends below its minimum (2 - 1 for the points): 1d6 4 - 1 + 1 = 4, a stall.
    g = Scripted.play(g, new EdgeBet("Camel", 0, 2), 2, 2, 4);
    BetForEdge bet = assertThat(g.log()).singleEventOfType(BetForEdge.class);
    assertThat(bet.edge()).isEqualTo(3);
    assertThat(bet.narration())
        .isEqualTo(
            "Camel has no movement points and bets for edge (level 0 bet with 2 aerobatic points"
                + " passed); edge 3.");
    assertThat(g.log().ofType(Moved.class)).isEmpty();
  }
}
