package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.cy6.Board.Compass;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The map's edges: which lies beyond a hex, what each is to a side, and the distances. */
class BoardTest {
  /** 20 columns by 10 rows; Blue's home is the south edge, Red's the north. */
  private static final Board BOARD =
      new Board(20, 10, Compass.EAST, Map.of("Blue", Compass.SOUTH, "Red", Compass.NORTH));

  @ParameterizedTest(name = "col {0} row {1}: {2}")
  @CsvSource({
    "0, 0, ",
    "19, 9, ",
    "5, -1, NORTH",
    "5, 10, SOUTH",
    "-1, 5, WEST",
    "20, 5, EAST",
    "-1, -1, NORTH",
    "20, 10, SOUTH",
  })
  void theEdgeBeyondAHex(int col, int row, Compass want) {
    assertThat(BOARD.beyond(Board.at(col, row))).isEqualTo(Optional.ofNullable(want));
    assertThat(BOARD.contains(Board.at(col, row))).isEqualTo(want == null);
    assertThat(Board.column(Board.at(col, row))).isEqualTo(col);
    assertThat(Board.row(Board.at(col, row))).isEqualTo(row);
  }

  @Test
  void edgesAreFriendlyUnfriendlyOrNeutral() {
    assertThat(BOARD.edgeFor("Blue", Compass.SOUTH)).isEqualTo(BoardEdge.FRIENDLY);
    assertThat(BOARD.edgeFor("Blue", Compass.NORTH)).isEqualTo(BoardEdge.UNFRIENDLY);
    assertThat(BOARD.edgeFor("Blue", Compass.EAST)).isEqualTo(BoardEdge.NEUTRAL);
    assertThat(BOARD.edgeFor("Blue", Compass.WEST)).isEqualTo(BoardEdge.NEUTRAL);
    assertThat(BOARD.edgeFor("Red", Compass.NORTH)).isEqualTo(BoardEdge.FRIENDLY);
    assertThat(BOARD.edgeFor("Red", Compass.SOUTH)).isEqualTo(BoardEdge.UNFRIENDLY);
    assertThat(BOARD.edgeFor("Green", Compass.SOUTH)).isEqualTo(BoardEdge.NEUTRAL);
  }

  @Test
  void distancesToEachEdgeInRowsOrColumns() {
    var h = Board.at(3, 7);
    assertThat(BOARD.distanceTo(h, Compass.NORTH)).isEqualTo(7);
    assertThat(BOARD.distanceTo(h, Compass.SOUTH)).isEqualTo(2);
    assertThat(BOARD.distanceTo(h, Compass.WEST)).isEqualTo(3);
    assertThat(BOARD.distanceTo(h, Compass.EAST)).isEqualTo(16);
    assertThat(BOARD.nearestEdge(h)).isEqualTo(Compass.SOUTH);
    assertThat(BOARD.nearestEdge(Board.at(1, 5))).isEqualTo(Compass.WEST);
    assertThat(BOARD.nearestEdge(Board.at(18, 5))).isEqualTo(Compass.EAST);
    assertThat(BOARD.nearestEdge(Board.at(10, 1))).isEqualTo(Compass.NORTH);
    // ties go in compass order: north before west, east before south
    assertThat(BOARD.nearestEdge(Board.at(0, 0))).isEqualTo(Compass.NORTH);
    assertThat(BOARD.nearestEdge(Board.at(19, 9))).isEqualTo(Compass.EAST);
    assertThat(BOARD.nearestEdge(Board.at(2, 2))).isEqualTo(Compass.NORTH);
  }

  @Test
  void aRobustnessRollReadsAsTheSeedsWords() {
    assertThat(
            new RobustnessRoll(OptionalInt.of(8), OptionalInt.of(7), Damage.ENGINE, false)
                .toString())
        .isEqualTo("7 against 8+: engine damage");
    assertThat(
            new RobustnessRoll(OptionalInt.of(8), OptionalInt.of(6), Damage.AIRFRAME, true)
                .toString())
        .isEqualTo("6 against 8+: airframe damage, doubles: lucky hit");
    assertThat(
            new RobustnessRoll(OptionalInt.of(8), OptionalInt.of(4), Damage.DESTROYED, true)
                .toString())
        .isEqualTo("4 against 8+: destroyed, doubles: lucky hit");
    assertThat(
            new RobustnessRoll(OptionalInt.of(8), OptionalInt.of(10), Damage.NONE, true).toString())
        .isEqualTo("10 against 8+: damage prevented, doubles: lucky hit");
    assertThat(new RobustnessRoll(OptionalInt.empty(), OptionalInt.empty(), Damage.NONE, false))
        .hasToString("no roll");
    assertThat(new RobustnessRoll(OptionalInt.of(8), OptionalInt.empty(), Damage.NONE, false))
        .hasToString("no roll");
    assertThat(new RobustnessRoll(OptionalInt.empty(), OptionalInt.of(5), Damage.NONE, false))
        .hasToString("no roll");
  }
}
