package io.github.dogfight.dogfite;

import static io.github.dogfight.dogfite.Fixtures.camel;
import static io.github.dogfight.dogfite.Fixtures.declare;
import static io.github.dogfight.dogfite.Fixtures.start;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.DogfiteCommand.BeginMove;
import io.github.dogfight.dogfite.DogfiteCommand.Move;
import io.github.dogfight.dogfite.event.Moved;
import io.github.dogfight.testkit.Scripted;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * FORMATION FLYING with scripted dice: "if the leader uses any Aerobatic Points during his move,
 * all pilots following must apply a penalty of twice the number of those points used to their bets
 * when rolling to succeed / maintain formation."
 *
 * <p>The Camel leads an SE5a wingman at the same speed; the Fokker Dr.I six hexes north targets the
 * Camel and moves first (the Camel, d10 6: 5 + 1 + 1 = 7, beats its 1 + 0 + 1 = 2 and follows it).
 */
class FormationTest {
  private static final Hex O = Hex.ORIGIN;

  /** The Camel has turned one hexside with 2 aerobatic points and flown straight; its move ends. */
  private static Game<DogfiteState, DogfiteCommand> leaderTurnsWithTwoPoints(int... wingmanDice) {
    Plane wingman = Fixtures.se5a("Wingman", HexPosition.edge(O, Facing.N), 2, 6);
    Plane drI = Fixtures.drI(HexPosition.edge(new Hex(0, -6), Facing.S), 2, 5);
    Game<DogfiteState, DogfiteCommand> g =
        start(camel(HexPosition.edge(O, Facing.N), 2, 6), wingman, drI);
    g = declare(g, List.of("Dr.I", "Camel", "Camel"), 6, 2);
    assertThat(g.state().order()).containsExactly("Dr.I", "Camel", "Wingman");
    g = Scripted.play(g, new BeginMove("Dr.I", VerticalMove.LEVEL), 1);
    g = g.play(new Move("Dr.I", new Step.Straight(), 0, 0));
    // The Camel: d6 5 + 6 = 11, 2 MP (5 - 1 + 6 = 10 once it spends points: still 2). One
    // hexside (level 0) with 2 points: target 3, 2d6 = 4 passes. Then straight, no bet.
    g = Scripted.play(g, new BeginMove("Camel", VerticalMove.LEVEL), 5);
    g = Scripted.play(g, new Move("Camel", new Step.Turn(1), 0, 2), 2, 2);
    return Scripted.play(g, new Move("Camel", new Step.Straight(), 0, 0), wingmanDice);
  }

  private static List<Moved> wingmanSteps(Game<DogfiteState, DogfiteCommand> g) {
    return g.log().ofType(Moved.class).stream().filter(m -> m.plane().equals("Wingman")).toList();
  }

  @Test
  void everyRollOfAFollowerCarriesTwiceTheLeadersAerobaticPoints() {
    // The wingman shares the die (same speed). Its turn needs a level-0 bet, at -4 (twice the
    // leader's 2 points): 2d6 = 6 - 4 = 2 passes. Its straight step needs no bet of its own, but
    // keeping formation is a roll too: level 0 at -4, 2d6 = 8 - 4 = 4 passes.
    Game<DogfiteState, DogfiteCommand> g = leaderTurnsWithTwoPoints(3, 3, 4, 4);
    List<Moved> steps = wingmanSteps(g);
    assertThat(steps).hasSize(2);
    assertThat(steps)
        .allSatisfy(
            m -> {
              BetOutcome bet = m.bet().orElseThrow();
              assertThat(bet.request().chosenLevel()).isZero();
              assertThat(bet.request().modifier()).isEqualTo(-4);
              assertThat(bet.passed()).isTrue();
            });
    assertThat(g.state().plane("Wingman").placement())
        .isEqualTo(g.state().plane("Camel").placement());
  }

  @Test
  void aFailedRollToKeepFormationOnAStraightStepIsAFailedBet() {
    // The straight step's roll: 2d6 = 3 - 4 = -1 misses 2+ by 3; failure 2d6 = 6 - 3 = 3: move -1,
    // more than the no change a straight step attempts: a one-point half-move dive. The wingman
    // breaks formation for the rest of the move.
    Game<DogfiteState, DogfiteCommand> g = leaderTurnsWithTwoPoints(3, 3, 1, 2, 3, 3);
    List<Moved> steps = wingmanSteps(g);
    assertThat(steps).hasSize(2);
    assertThat(steps.get(1).bet().orElseThrow().passed()).isFalse();
    assertThat(steps.get(1).setback().dive()).isTrue();
    Plane wingman = g.state().plane("Wingman");
    assertThat(wingman.placement().position())
        .isEqualTo(g.state().plane("Camel").placement().position());
    assertThat(wingman.placement().altitude()).isEqualTo(new Altitude(2, Altitude.Pitch.DIVING));
  }

  @Test
  void withoutAerobaticsAFollowersStraightStepsNeedNoRoll() {
    Game<DogfiteState, DogfiteCommand> g =
        start(
            camel(HexPosition.edge(O, Facing.N), 2, 6),
            Fixtures.se5a("Wingman", HexPosition.edge(O, Facing.N), 2, 6),
            Fixtures.drI(HexPosition.edge(new Hex(0, -6), Facing.S), 2, 5));
    g = declare(g, List.of("Dr.I", "Camel", "Camel"), 6, 2);
    g = Scripted.play(g, new BeginMove("Dr.I", VerticalMove.LEVEL), 1);
    g = g.play(new Move("Dr.I", new Step.Straight(), 0, 0));
    g = Scripted.play(g, new BeginMove("Camel", VerticalMove.LEVEL), 5);
    g = g.play(new Move("Camel", new Step.Straight(), 0, 0));
    g = g.play(new Move("Camel", new Step.Straight(), 0, 0));
    assertThat(wingmanSteps(g)).hasSize(2).allSatisfy(m -> assertThat(m.bet()).isEmpty());
  }
}
