package io.github.dogfight.dogfite;

import static io.github.dogfight.dogfite.Fixtures.albatros;
import static io.github.dogfight.dogfite.Fixtures.camel;
import static io.github.dogfight.testkit.DogfightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.dogfite.DogfiteCommand.ApplyMovePenalty;
import io.github.dogfight.dogfite.DogfiteCommand.BeginMove;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseTarget;
import io.github.dogfight.dogfite.DogfiteCommand.EdgeBet;
import io.github.dogfight.dogfite.DogfiteCommand.Move;
import io.github.dogfight.testkit.Scripted;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The edge of a failed bet's successful portion (issue 26), MOVE / MANEUVER BETS - FAILURE: "Any
 * edge gained by the successful portion of the move (if any) is retained." The standard reading
 * ({@link DogfiteReadings#aerobaticEdgeKept()}): the aerobatic points the move penalty did not take
 * are a successful portion and keep their edge, "one point of edge for each Aerobic Point spent
 * plus pilot's flying skill" (EDGE BONUS). The other reading: a failed bet earns no aerobatic edge.
 *
 * <p>The Camel (flying +1, aerobatic +2) flies north from (0,0) at level 2 and targets an enemy
 * eight hexes north, which targets it back.
 */
class AerobaticEdgeKeptTest {
  private static final Hex O = Hex.ORIGIN;
  private static final DogfiteRules NO_EDGE =
      Fixtures.RULES.withReadings(DogfiteReadings.standard().withAerobaticEdgeKept(false));

  private static Game<DogfiteState, DogfiteCommand> camelMoving(
      DogfiteRules rules, int speed, int die) {
    Plane c = camel(HexPosition.edge(O, Facing.N), 2, speed);
    Plane a = albatros(HexPosition.edge(new Hex(0, -8), Facing.S), 2, 5);
    Game<DogfiteState, DogfiteCommand> g = Game.start(rules, rules.start(List.of(c, a), 1));
    g = g.play(new ChooseTarget("Camel", Optional.of("Albatros")));
    g = Scripted.play(g, new ChooseTarget("Albatros", Optional.of("Camel")), 1, 9);
    assertThat(g).isAwaiting("Camel");
    return Scripted.play(g, new BeginMove("Camel", VerticalMove.LEVEL), die);
  }

  /**
   * The Fokker Dr.I (flying 0, aerobatic +2, minimum speed 1) flies south from eight hexes north of
   * the Camel at speed 2, each targeting the other; it moves first (d10 face 1: 0 + 0 - 1 = -1)
   * and, d6 1 + 2 = 3, has no movement points.
   */
  private static Game<DogfiteState, DogfiteCommand> drINoPoints(DogfiteRules rules) {
    Plane c = camel(HexPosition.edge(O, Facing.N), 2, 6);
    Plane d = Fixtures.drI(HexPosition.edge(new Hex(0, -8), Facing.S), 2, 2);
    Game<DogfiteState, DogfiteCommand> g = Game.start(rules, rules.start(List.of(c, d), 1));
    g = g.play(new ChooseTarget("Camel", Optional.of("Dr.I")));
    g = Scripted.play(g, new ChooseTarget("Dr.I", Optional.of("Camel")), 9, 1);
    assertThat(g).isAwaiting("Dr.I");
    return Scripted.play(g, new BeginMove("Dr.I", VerticalMove.LEVEL), 1);
  }

  @Test
  @DisplayName(
      "Any edge gained by the successful portion of the move (if any) is retained: a bet for edge"
          + " keeps the edge of the aerobatic points the penalty did not take")
  void aBetForEdgeKeepsTheEdgeOfThePointsLeft() {
    // A level-0 bet for edge with 2 aerobatic points, target 3; 2d6 = 2 fails by one. Failure
    // 2d6 = 4 - 1 = 3: edge -1, move -1. The penalty takes one point; the other is kept: 1 +
    // flying 0 = 1 edge, less the failure's 1. Its speed, 2 - 1 = 1, is its minimum: the stall
    // die 6 (- 1 for its spin rating) has no effect.
    Game<DogfiteState, DogfiteCommand> g = drINoPoints(Fixtures.RULES);
    Game<DogfiteState, DogfiteCommand> bet =
        Scripted.play(g, new EdgeBet("Dr.I", 0, 2), 1, 1, 2, 2, 6);
    assertThat(bet.state().plane("Dr.I").edge()).isZero();
    assertThat(bet.log())
        .narrationContains(
            "(level 0 bet with 2 aerobatic points failed by 1: 1 aerobatic change lost, the"
                + " aerobatic points kept still gain 1 edge)");
    // "aircraft who are targeting it will subtract the bonus from their edge": the Camel, which
    // the Dr.I targets, loses that 1 in full.
    assertThat(bet.state().plane("Camel").edge()).isEqualTo(-1);
    // The other reading: no aerobatic edge for a failed bet, only the failure's -1.
    Game<DogfiteState, DogfiteCommand> none =
        Scripted.play(drINoPoints(NO_EDGE), new EdgeBet("Dr.I", 0, 2), 1, 1, 2, 2, 6);
    assertThat(none.state().plane("Dr.I").edge()).isEqualTo(-1);
    assertThat(none.state().plane("Camel").edge()).isZero();
  }

  @Test
  @DisplayName(
      "If the 'move' penalty is greater than the number of facing / stay-in-hex / aerobatic"
          + " changes attempted: every change is lost, no edge is kept")
  void aPenaltyThatTakesEveryPointKeepsNone() {
    // Failure 2d6 = 1 + 2 - 1 = 2: edge -1, move -2: both points are taken, nothing kept.
    Game<DogfiteState, DogfiteCommand> g = drINoPoints(Fixtures.RULES);
    g = Scripted.play(g, new EdgeBet("Dr.I", 0, 2), 1, 1, 1, 2, 6);
    assertThat(g.state().plane("Dr.I").edge()).isEqualTo(-1);
    assertThat(g.log()).narrationContains("failed by 1: 2 aerobatic changes lost)");
  }

  @Test
  @DisplayName(
      "the application of the result in the 'move' column is left to the player to decide: where"
          + " it falls decides the edge kept")
  void whereThePlayerPutsThePenaltyDecidesTheEdgeKept() {
    // Speed 6, d6 5: 2 MP. One hexside (level 0) with 2 aerobatic points: target 3; 2d6 = 2
    // fails by one. Failure 2d6 = 4 - 1 = 3: edge -1, move -1.
    Game<DogfiteState, DogfiteCommand> failed =
        Scripted.play(
            camelMoving(Fixtures.RULES, 6, 5),
            new Move("Camel", new Step.Turn(1), 0, 2),
            1,
            1,
            2,
            2);
    // On the turn: both points kept, 2 + 1 = 3 edge, less 1.
    assertThat(failed.play(new ApplyMovePenalty("Camel", 1, 0, 0)).state().plane("Camel").edge())
        .isEqualTo(2);
    // On a point: one kept, 1 + 1 = 2 edge, less 1.
    assertThat(failed.play(new ApplyMovePenalty("Camel", 0, 0, 1)).state().plane("Camel").edge())
        .isEqualTo(1);
    // The other reading: the failure's -1 either way.
    Game<DogfiteState, DogfiteCommand> none =
        Scripted.play(
            camelMoving(NO_EDGE, 6, 5), new Move("Camel", new Step.Turn(1), 0, 2), 1, 1, 2, 2);
    assertThat(none.play(new ApplyMovePenalty("Camel", 1, 0, 0)).state().plane("Camel").edge())
        .isEqualTo(-1);
  }

  /**
   * The Camel (flying +1) in the middle of (0,0) at level 2 and speed 6, targeting the Albatros
   * eight hexes north (which targets nobody), moves first with 2 movement points (d6 6; 5 with
   * aerobatic points, still 2).
   */
  private static Game<DogfiteState, DogfiteCommand> camelInAMiddle(DogfiteRules rules) {
    Plane c = camel(HexPosition.middle(O), 2, 6);
    Plane a = albatros(HexPosition.edge(new Hex(0, -8), Facing.S), 2, 5);
    Game<DogfiteState, DogfiteCommand> g = Game.start(rules, rules.start(List.of(c, a), 1));
    g = g.play(new ChooseTarget("Camel", Optional.of("Albatros")));
    g = Scripted.play(g, new ChooseTarget("Albatros", Optional.empty()), 1, 9);
    assertThat(g).isAwaiting("Camel");
    return Scripted.play(g, new BeginMove("Camel", VerticalMove.LEVEL), 6);
  }

  @Test
  @DisplayName(
      "If the roll matches / exceeds the target number required to stay-in-hex, failure does not"
          + " require leaving the hex: the move penalty then falls on the aerobatic points")
  void aKeptStayLeavesThePenaltyToTheAerobaticPoints() {
    // Staying at speed 6 needs level 1; raised to level 2 with 1 aerobatic point: target 6 + 1 =
    // 7. 2d6 = 5 meets the stay's 4 + 1 = 5 (level 1 passed: +1 edge) and fails by 2. Failure
    // 2d6 = 5 - 2 = 3: edge -1, move -1. The stay is kept, so the penalty takes the point: no
    // edge is kept.
    Game<DogfiteState, DogfiteCommand> g = camelInAMiddle(Fixtures.RULES);
    int before = g.state().plane("Camel").edge();
    g = Scripted.play(g, new Move("Camel", new Step.ToMiddle(), 2, 1), 2, 3, 2, 3);
    assertThat(g.state().plane("Camel").placement().position()).isEqualTo(HexPosition.middle(O));
    assertThat(g.state().plane("Camel").edge()).isEqualTo(before + 1 - 1);
    assertThat(g.log())
        .narrationContains(
            "(level 2 bet with 1 aerobatic point failed by 2: 1 aerobatic change lost)");
  }

  @Test
  @DisplayName(
      "the odds of a raised stay in hex with aerobatic points: a kept stay takes none of the"
          + " penalty, so the points keep no edge")
  void theOddsOfARaisedStayCountTheKeptStay() {
    // E(edge) of Move(ToMiddle, level, points), the Camel staying in its hex middle at speed 6
    // (the stay needs level 1), as the engine resolves it over every roll (the CHANGELOG lists
    // these figures); OddsMatchResolutionProperties plays the engine over every roll.
    Game<DogfiteState, DogfiteCommand> g = camelInAMiddle(Fixtures.RULES);
    Game<DogfiteState, DogfiteCommand> none = camelInAMiddle(NO_EDGE);
    int[][] figures = {
      // level, points, then E(edge) under each reading as numerator / denominator
      {2, 1, 1115, 432, 1025, 432},
      {2, 2, 823, 216, 1277, 432},
      {2, 3, 131, 27, 1529, 432},
      {3, 1, 371, 324, 697, 648},
      {3, 2, 3131, 1296, 805, 648},
      {3, 3, 4679, 1296, 913, 648}
    };
    for (int[] f : figures) {
      Move stay = new Move("Camel", new Step.ToMiddle(), f[0], f[1]);
      assertThat(g.oddsOf(stay).get("E(edge)")).as("%s", stay).isEqualTo(Rational.of(f[2], f[3]));
      assertThat(none.oddsOf(stay).get("E(edge)"))
          .as("%s, no edge kept", stay)
          .isEqualTo(Rational.of(f[4], f[5]));
    }
  }

  @Test
  @DisplayName(
      "EDGE BONUS: Aircraft gain one point of edge for each Aerobic Point spent plus pilot's flying"
          + " skill: the E(edge) figures of a failed bet's kept points")
  void theKeptEdgeFiguresOfAFacingChangeAndABetForEdge() {
    // The figures the CHANGELOG lists for the Camel (flying +1) at speed 6 on a hex edge, where a
    // one-hexside turn needs level 0, and for a bet for edge.
    Game<DogfiteState, DogfiteCommand> g = camelMoving(Fixtures.RULES, 6, 6);
    assertThat(g.oddsOf(new Move("Camel", new Step.Turn(1), 0, 1)).get("E(edge)"))
        .isEqualTo(Rational.of(2579, 1296));
    assertThat(g.oddsOf(new Move("Camel", new Step.Turn(1), 0, 2)).get("E(edge)"))
        .isEqualTo(Rational.of(1939, 648));
    assertThat(g.oddsOf(new Move("Camel", new Step.Turn(1), 1, 1)).get("E(edge)"))
        .isEqualTo(Rational.of(3541, 1296));
    Game<DogfiteState, DogfiteCommand> none = camelMoving(NO_EDGE, 6, 6);
    assertThat(none.oddsOf(new Move("Camel", new Step.Turn(1), 0, 1)).get("E(edge)"))
        .isEqualTo(Rational.of(2513, 1296));
    assertThat(none.oddsOf(new Move("Camel", new Step.Turn(1), 1, 1)).get("E(edge)"))
        .isEqualTo(Rational.of(1057, 432));
    DogfiteOdds odds = Fixtures.RULES.odds();
    assertThat(odds.advice(new BetRequest(0, 0, 2, 0, 1, 2), 2).expectedEdge())
        .isEqualTo(Rational.of(3839, 1296));
    assertThat(odds.advice(new BetRequest(0, 0, 2, 0, 0, 2), 2).expectedEdge())
        .isEqualTo(Rational.of(1273, 648));
    assertThat(NO_EDGE.odds().advice(new BetRequest(0, 0, 2, 0, 1, 2), 2).expectedEdge())
        .isEqualTo(Rational.of(3773, 1296));
  }

  @Test
  @DisplayName("the odds of a bet for edge count the edge its kept aerobatic points retain")
  void theOddsOfABetForEdgeCountTheKeptEdge() {
    EdgeBet bet = new EdgeBet("Dr.I", 0, 2);
    Rational kept = drINoPoints(Fixtures.RULES).oddsOf(bet).get("E(edge)");
    Rational none = drINoPoints(NO_EDGE).oddsOf(bet).get("E(edge)");
    BetRequest request = new BetRequest(0, 0, 2, 0, 0, 2);
    assertThat(kept).isEqualTo(Fixtures.RULES.odds().advice(request, 2).expectedEdge());
    assertThat(none).isEqualTo(NO_EDGE.odds().advice(request, 2).expectedEdge());
    assertThat(kept).isGreaterThan(none);
  }
}
