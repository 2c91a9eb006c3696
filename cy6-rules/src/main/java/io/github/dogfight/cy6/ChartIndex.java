package io.github.dogfight.cy6;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;

/**
 * The moves of a {@link MoveChart}, in file order, with what the rules and the bot look up on every
 * plot built once: each code's move and position, the codes of each speed column by maneuver type,
 * and the top speed. An unmodifiable list (a record cannot hold more fields than its components, so
 * the chart keeps its index in the list it already holds).
 */
final class ChartIndex extends AbstractList<MoveChart.Move> implements RandomAccess {
  private final List<MoveChart.Move> moves;
  private final Map<String, Integer> positions;
  private final int topSpeed;

  /** Codes by speed column (0 to the top speed), then maneuver type, in chart order. */
  private final List<Map<Maneuver, List<TurnCode>>> codes;

  ChartIndex(List<MoveChart.Move> moves) {
    this.moves = List.copyOf(moves);
    Map<String, Integer> at = new HashMap<>();
    int top = 0;
    for (int i = 0; i < this.moves.size(); i++) {
      TurnCode code = this.moves.get(i).code();
      at.putIfAbsent(code.code(), i);
      top = Math.max(top, code.speed());
    }
    this.positions = Map.copyOf(at);
    this.topSpeed = top;
    List<Map<Maneuver, List<TurnCode>>> byColumn = new ArrayList<>();
    for (int speed = 0; speed <= top; speed++) {
      Map<Maneuver, List<TurnCode>> column = new EnumMap<>(Maneuver.class);
      for (Maneuver m : Maneuver.values()) {
        List<TurnCode> fly = new ArrayList<>();
        for (MoveChart.Move move : this.moves) {
          if (move.code().speed() == speed && move.maneuvers().contains(m)) {
            fly.add(move.code());
          }
        }
        column.put(m, List.copyOf(fly));
      }
      byColumn.add(column);
    }
    this.codes = List.copyOf(byColumn);
  }

  /** The index of {@code moves}: itself when it already is one. */
  static ChartIndex of(List<MoveChart.Move> moves) {
    return moves instanceof ChartIndex index ? index : new ChartIndex(moves);
  }

  @Override
  public MoveChart.Move get(int index) {
    return moves.get(index);
  }

  @Override
  public int size() {
    return moves.size();
  }

  /** The position of the code called {@code code} in the chart, or -1 when it has none. */
  int position(String code) {
    Integer i = positions.get(code);
    return i == null ? -1 : i;
  }

  /** The highest speed column, 0 for an empty chart. */
  int topSpeed() {
    return topSpeed;
  }

  /** The codes of speed column {@code speed} that {@code maneuver} may fly, in chart order. */
  List<TurnCode> codes(int speed, Maneuver maneuver) {
    if (speed < 0 || speed > topSpeed) {
      return List.of();
    }
    List<TurnCode> fly = codes.get(speed).get(maneuver);
    return fly == null ? List.of() : fly;
  }
}
