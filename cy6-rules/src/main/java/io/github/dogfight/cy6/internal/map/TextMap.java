package io.github.dogfight.cy6.internal.map;

import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.cy6.Board;
import io.github.dogfight.cy6.Cy6State;
import io.github.dogfight.cy6.Plane;
import io.github.dogfight.cy6.Position;
import java.util.Arrays;
import java.util.List;

/**
 * The map as text: the part of the board around the aircraft in the fight, each shown by a letter
 * in its hex (columns side by side, odd columns half a row lower), then a key with each letter's
 * aircraft, facing, TAL and speed.
 *
 * <pre>
 *  col  10  11  12  13
 * row 4  .       A
 *           .       .
 * </pre>
 */
public final class TextMap {
  private TextMap() {}

  /**
   * Column and row of a position, as the map and the narration show it.
   *
   * @param p the position
   * @return the position in words
   */
  public static String where(Position p) {
    return "col " + Board.column(p.hex()) + " row " + Board.row(p.hex()) + " facing " + p.facing();
  }

  /**
   * Column and row of a hex, as the map and the narration show it.
   *
   * @param hex the hex
   * @return the hex in words
   */
  public static String where(Hex hex) {
    return "col " + Board.column(hex) + " row " + Board.row(hex);
  }

  /**
   * The map of {@code state}'s aircraft in the fight, with its key.
   *
   * @param state the state
   * @return the map of {@code state}'s aircraft in the fight, with its key
   */
  public static String render(Cy6State state) {
    List<Plane> flying = state.flying();
    if (flying.isEmpty()) {
      return "(no aircraft in the fight)";
    }
    Board b = state.board();
    int c0 = Integer.MAX_VALUE;
    int c1 = Integer.MIN_VALUE;
    int r0 = Integer.MAX_VALUE;
    int r1 = Integer.MIN_VALUE;
    for (Plane p : flying) {
      c0 = Math.min(c0, Board.column(p.position().hex()));
      c1 = Math.max(c1, Board.column(p.position().hex()));
      r0 = Math.min(r0, Board.row(p.position().hex()));
      r1 = Math.max(r1, Board.row(p.position().hex()));
    }
    c0 = Math.max(0, c0 - 1);
    c1 = Math.min(b.width() - 1, c1 + 1);
    r0 = Math.max(0, r0 - 1);
    r1 = Math.min(b.height() - 1, r1 + 1);
    // each hex's mark, worked out once: the letter of the one aircraft in it, '*' for several
    int cols = c1 - c0 + 1;
    char[] marks = new char[cols * (r1 - r0 + 1)];
    Arrays.fill(marks, '.');
    for (int i = 0; i < flying.size(); i++) {
      Hex hex = flying.get(i).position().hex();
      int c = Board.column(hex);
      int r = Board.row(hex);
      if (c >= c0 && c <= c1 && r >= r0 && r <= r1) {
        int at = (r - r0) * cols + c - c0;
        marks[at] = marks[at] == '.' ? letter(i) : '*';
      }
    }
    StringBuilder sb =
        new StringBuilder("map (columns " + c0 + "-" + c1 + ", rows " + r0 + "-" + r1 + "):\n");
    StringBuilder line = new StringBuilder();
    for (int r = r0; r <= r1; r++) {
      for (int half = 0; half < 2; half++) {
        line.setLength(0);
        if (half == 0) {
          String row = Integer.toString(r);
          line.append("    ", 0, Math.max(0, 4 - row.length())).append(row).append(' ');
        } else {
          line.append("     ");
        }
        for (int c = c0; c <= c1; c++) {
          boolean odd = Math.floorMod(c, 2) == 1;
          if (odd != (half == 1)) {
            line.append("   ");
            continue;
          }
          line.append(' ').append(marks[(r - r0) * cols + c - c0]).append(' ');
        }
        int end = line.length();
        while (end > 0 && Character.isWhitespace(line.charAt(end - 1))) {
          end--;
        }
        sb.append(line, 0, end).append('\n');
      }
    }
    for (int i = 0; i < flying.size(); i++) {
      Plane p = flying.get(i);
      sb.append("  ")
          .append(letter(i))
          .append(' ')
          .append(p.id())
          .append(" (")
          .append(p.side())
          .append(", ")
          .append(p.type().name())
          .append(") ")
          .append(arrow(p.position().facing()))
          .append(" col ")
          .append(Board.column(p.position().hex()))
          .append(" row ")
          .append(Board.row(p.position().hex()))
          .append(", TAL ")
          .append(p.tal())
          .append(", speed ")
          .append(p.speed());
      if (i < flying.size() - 1) {
        sb.append('\n');
      }
    }
    return sb.toString();
  }

  private static char letter(int i) {
    return (char) (i < 26 ? 'A' + i : 'a' + (i - 26) % 26);
  }

  private static String arrow(Facing f) {
    return f.name();
  }
}
