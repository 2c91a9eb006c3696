package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.Cy6RulesTest.BOARD;
import static io.github.dogfight.cy6.Cy6RulesTest.EXAMPLE;
import static io.github.dogfight.cy6.Cy6RulesTest.at;
import static io.github.dogfight.cy6.Cy6RulesTest.plane;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.cy6.internal.endofturn.EndOfTurn;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How an engagement ends and who wins: on victory points (destroyed 2, damaged 1, bombers twice)
 * when the last turn is played, a side has nothing left in the fight or no aircraft flies.
 */
class EngagementEndTest {
  private static final Cy6Rules ONE_TURN = new Cy6Rules(Cy6Config.defaults().withMaxTurns(1));

  private static Game<Cy6State, Cy6Command> oneTurn(Plane blue, Plane red) {
    Cy6State s = ONE_TURN.start(List.of("Blue", "Red"), BOARD, List.of(blue, red), 1);
    Game<Cy6State, Cy6Command> g = Game.start(ONE_TURN, s);
    g = g.play(new Cy6Command.Plot("Blue 1", Maneuver.LEVEL, "F11"));
    return g.play(new Cy6Command.Plot("Red 1", Maneuver.LEVEL, "F11"));
  }

  private static Plane blue() {
    return plane("Blue 1", "Blue", EXAMPLE, Skill.GREEN, at(0, 0, Facing.N), 6, 1, null);
  }

  private static Plane red() {
    return plane("Red 1", "Red", EXAMPLE, Skill.GREEN, at(8, -8, Facing.N), 6, 1, null);
  }

  @Test
  void theLastTurnEndsItADrawOnEqualPoints() {
    Game<Cy6State, Cy6Command> g = oneTurn(blue(), red());
    assertThat(g.isOver()).isTrue();
    assertThat(g.state().result())
        .contains("a draw on victory points, Blue 0, Red 0 (turn 1 was the last)");
    assertThat(g.state().winner()).isEmpty();
  }

  @Test
  void theSideWithMorePointsWins() {
    AircraftCondition engine = AircraftCondition.INTACT.withDamage(Damage.ENGINE);
    Game<Cy6State, Cy6Command> blueWins = oneTurn(blue(), red().with(engine));
    assertThat(blueWins.state().result())
        .contains("Blue wins on victory points, Blue 1, Red 0 (turn 1 was the last)");
    assertThat(blueWins.state().winner()).contains("Blue");
    Game<Cy6State, Cy6Command> redWins = oneTurn(blue().with(engine), red());
    assertThat(redWins.state().result())
        .contains("Red wins on victory points, Blue 0, Red 1 (turn 1 was the last)");
    assertThat(redWins.state().winner()).contains("Red");
  }

  /** With batteries on both sides and no aircraft left flying, the fight is over. */
  @Test
  void noAircraftLeftEndsIt() {
    Battery blueFlak = new Battery("Blue flak", "Blue", AntiAircraft.LIGHT, Board.at(1, 28));
    Battery redFlak = new Battery("Red flak", "Red", AntiAircraft.LIGHT, Board.at(28, 1));
    Cy6Rules rules = new Cy6Rules();
    Cy6State s =
        rules.start(
            List.of("Blue", "Red"),
            BOARD,
            List.of(blue(), red()),
            Ground.none().with(blueFlak).with(redFlak),
            1);
    Cy6State gone =
        s.withPlane(s.get("Blue 1").with(AircraftCondition.INTACT.destroy("a test")))
            .withPlane(s.get("Red 1").with(AircraftCondition.INTACT.destroy("a test")));
    assertThat(EndOfTurn.ended(gone)).isTrue();
    assertThat(EndOfTurn.ended(s)).isFalse();
    Cy6State redAlone =
        s.withPlane(s.get("Blue 1").with(AircraftCondition.INTACT.destroy("a test")));
    // Blue still has its battery: the fight goes on
    assertThat(EndOfTurn.ended(redAlone)).isFalse();
  }
}
