package io.github.dogfight.cy6.internal.map;

import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.cy6.Battery;
import io.github.dogfight.cy6.Board;
import io.github.dogfight.cy6.Cy6State;
import io.github.dogfight.cy6.Plane;
import io.github.dogfight.cy6.Position;
import io.github.dogfight.cy6.SurfaceTarget;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The map as text: the part of the board around the aircraft in the fight, each shown by a letter
 * in its hex (columns side by side, odd columns half a row lower), then a key with each letter's
 * aircraft, facing, TAL and speed.
 *
 * <p>{@link #labelled} is the map a player reads, in the narration after movement and in a played
 * game's situation: column numbers along the top, the surface targets, AA batteries and water drawn
 * too, and (where asked for) a key under it for every symbol. {@link #render} is the plain map of
 * the aircraft alone.
 *
 * <pre>
 *   0  .     .     A
 *         .     .
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
    aircraft(sb, flying);
    return sb.toString();
  }

  /** The mark of a surface target on the {@linkplain #labelled labelled map}: {@value}. */
  public static final char TARGET = '#';

  /** The mark of an AA battery on the {@linkplain #labelled labelled map}: {@value}. */
  public static final char BATTERY = '^';

  /** The mark of an open water hex on the {@linkplain #labelled labelled map}: {@value}. */
  public static final char WATER = '~';

  /** The mark of a hex with several aircraft in it: {@value}. */
  public static final char SEVERAL = '*';

  /**
   * The map a player reads: the board around the aircraft in the fight and the surface targets and
   * AA batteries (one hex of margin, cut at the board's edges), with the column numbers along the
   * top (even columns on the first line, odd ones, half a row lower, on the second), the row
   * numbers at the left, an aircraft's letter over whatever is under it; then each aircraft's and
   * ground unit's line, and a key to every symbol the map uses.
   *
   * @param state the state
   * @return the map, its list of aircraft and ground units, and its key
   */
  public static String labelled(Cy6State state) {
    return labelled(state, true);
  }

  /**
   * As {@link #labelled(Cy6State)}, with the key to the symbols only when {@code withKey}: the
   * narration explains them under the first turn's map and not again every turn.
   *
   * @param state the state
   * @param withKey whether to add the key
   * @return the map and its list of aircraft and ground units, and the key if asked for
   */
  public static String labelled(Cy6State state, boolean withKey) {
    List<Plane> flying = state.flying();
    List<SurfaceTarget> targets = state.ground().targets();
    List<Battery> batteries = state.ground().batteries();
    if (flying.isEmpty()) {
      return "(no aircraft in the fight)";
    }
    Board b = state.board();
    int[] box = {Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE};
    for (Plane p : flying) {
      grow(box, p.position().hex());
    }
    for (SurfaceTarget t : targets) {
      grow(box, t.hex());
    }
    for (Battery a : batteries) {
      grow(box, a.hex());
    }
    int c0 = Math.max(0, box[0] - 1);
    int c1 = Math.min(b.width() - 1, box[1] + 1);
    int r0 = Math.max(0, box[2] - 1);
    int r1 = Math.min(b.height() - 1, box[3] + 1);
    int cols = c1 - c0 + 1;
    char[] marks = new char[cols * (r1 - r0 + 1)];
    boolean water = false;
    for (int r = r0; r <= r1; r++) {
      for (int c = c0; c <= c1; c++) {
        boolean wet = state.ground().overWater(Board.at(c, r));
        water |= wet;
        marks[(r - r0) * cols + c - c0] = wet ? WATER : '.';
      }
    }
    for (SurfaceTarget t : targets) {
      marks[(Board.row(t.hex()) - r0) * cols + Board.column(t.hex()) - c0] = TARGET;
    }
    for (Battery a : batteries) {
      marks[(Board.row(a.hex()) - r0) * cols + Board.column(a.hex()) - c0] = BATTERY;
    }
    boolean[] plane = new boolean[marks.length];
    boolean several = false;
    for (int i = 0; i < flying.size(); i++) {
      Hex hex = flying.get(i).position().hex();
      int at = (Board.row(hex) - r0) * cols + Board.column(hex) - c0;
      if (plane[at]) {
        marks[at] = SEVERAL;
        several = true;
      } else {
        marks[at] = letter(i);
        plane[at] = true;
      }
    }
    StringBuilder sb =
        new StringBuilder("map (columns " + c0 + "-" + c1 + ", rows " + r0 + "-" + r1 + "):\n");
    // the column numbers, each over its hexes' marks: even columns, then the odd ones
    StringBuilder line = new StringBuilder();
    for (int half = 0; half < 2; half++) {
      line.setLength(0);
      line.append(half == 0 ? "col" : "");
      for (int c = c0; c <= c1; c++) {
        if (Math.floorMod(c, 2) == half) {
          String label = Integer.toString(c);
          int start = 7 + (c - c0) * 3 - label.length();
          while (line.length() < start) {
            line.append(' ');
          }
          line.append(label);
        }
      }
      sb.append(line).append('\n');
    }
    for (int r = r0; r <= r1; r++) {
      for (int half = 0; half < 2; half++) {
        line.setLength(0);
        if (half == 0) {
          line.append(String.format(Locale.ROOT, "%4d ", r));
        } else {
          line.append("     ");
        }
        for (int c = c0; c <= c1; c++) {
          boolean odd = Math.floorMod(c, 2) == 1;
          line.append(odd == (half == 1) ? " " + marks[(r - r0) * cols + c - c0] + " " : "   ");
        }
        sb.append(line.toString().stripTrailing()).append('\n');
      }
    }
    aircraft(sb, flying);
    sb.append('\n');
    for (SurfaceTarget t : targets) {
      sb.append("  ")
          .append(TARGET)
          .append(' ')
          .append(t.id())
          .append(" (")
          .append(t.side())
          .append(", ")
          .append(t.kind().name().toLowerCase(Locale.ROOT).replace('_', ' '))
          .append(" target) ")
          .append(where(t.hex()))
          .append(", ")
          .append(t.condition())
          .append('\n');
    }
    for (Battery a : batteries) {
      sb.append("  ")
          .append(BATTERY)
          .append(' ')
          .append(a)
          .append(" (")
          .append(a.side())
          .append(" AA battery) ")
          .append(where(a.hex()))
          .append('\n');
    }
    if (!withKey) {
      sb.setLength(sb.length() - 1);
      return sb.toString();
    }
    String key =
        "key: . a hex"
            + (water ? ", " + WATER + " water" : "")
            + ", A-Z an aircraft (listed above: facing, TAL, speed)"
            + (several ? ", " + SEVERAL + " several aircraft in one hex" : "")
            + (targets.isEmpty() ? "" : ", " + TARGET + " a surface target")
            + (batteries.isEmpty() ? "" : ", " + BATTERY + " an AA battery")
            + "; an aircraft's letter hides what is under it. Column numbers along the top (odd"
            + " columns half a row lower), row numbers at the left: col 3 row 2 as the narration"
            + " writes it.";
    wrap(sb, key);
    return sb.toString();
  }

  /** Appends each aircraft's line: letter, name, side, type, facing, place, TAL and speed. */
  private static void aircraft(StringBuilder sb, List<Plane> flying) {
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
  }

  /** Appends {@code text} in lines of at most 96 characters, the later ones indented. */
  static void wrap(StringBuilder sb, String text) {
    int width = 96;
    int line = 0;
    for (String word : text.split(" ", -1)) {
      if (line > 0 && line + 1 + word.length() > width) {
        sb.append("\n     ");
        line = 5;
      } else if (line > 0) {
        sb.append(' ');
        line++;
      }
      sb.append(word);
      line += word.length();
    }
  }

  /** Widens {@code box} (columns min, max, rows min, max) to take in {@code hex}. */
  private static void grow(int[] box, Hex hex) {
    box[0] = Math.min(box[0], Board.column(hex));
    box[1] = Math.max(box[1], Board.column(hex));
    box[2] = Math.min(box[2], Board.row(hex));
    box[3] = Math.max(box[3], Board.row(hex));
  }

  private static char letter(int i) {
    return (char) (i < 26 ? 'A' + i : 'a' + (i - 26) % 26);
  }

  private static String arrow(Facing f) {
    return f.name();
  }
}
