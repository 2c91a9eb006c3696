package io.github.dogfight.dogfite.internal.map;

import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.DogfiteEvent;
import io.github.dogfight.dogfite.event.MapDrawn.Marker;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A small text map of the hexes around some aircraft, for narrated duels: a staggered flat-topped
 * grid (even columns on the first half-line, odd columns half a row lower), one marker letter per
 * aircraft, then a legend with each aircraft's hex, edge facing or middle, altitude and speed.
 *
 * <pre>
 *      .       .
 *  .       .
 *      .       .
 *  .       B
 *      A       .
 *  .       .
 * A Camel     (0,0) edge N     level 2  speed 5
 * B Albatros  (1,-1) middle    level 2 diving  speed 4
 * </pre>
 *
 * <p>{@link #labelled} is the map a player reads, in the narration of {@code MapDrawn} and in a
 * played game's situation: {@link #render}'s grid with the q of each column along the top, the r of
 * each line's first hex at the left, and (where asked for) a key to its symbols.
 */
public final class HexMap {
  private HexMap() {}

  /** Renders {@code entries} with one hex of margin around them. */
  public static String render(List<Marker> entries) {
    if (entries.isEmpty()) {
      return "(no aircraft)\n";
    }
    Map<Hex, StringBuilder> cells = new LinkedHashMap<>();
    int minQ = Integer.MAX_VALUE;
    int maxQ = Integer.MIN_VALUE;
    int minRow = Integer.MAX_VALUE;
    int maxRow = Integer.MIN_VALUE;
    for (Marker e : entries) {
      Hex h = e.placement().position().hex();
      cells.computeIfAbsent(h, k -> new StringBuilder()).append(e.letter());
      minQ = Math.min(minQ, h.q() - 1);
      maxQ = Math.max(maxQ, h.q() + 1);
      minRow = Math.min(minRow, row(h) - 1);
      maxRow = Math.max(maxRow, row(h) + 1);
    }
    StringBuilder out = new StringBuilder();
    for (int row = minRow; row <= maxRow; row++) {
      for (int half = 0; half < 2; half++) {
        StringBuilder line = new StringBuilder();
        for (int q = minQ; q <= maxQ; q++) {
          if (Math.floorMod(q, 2) != half) {
            continue;
          }
          Hex h = new Hex(q, row - (q - Math.floorMod(q, 2)) / 2);
          StringBuilder content = cells.get(h);
          String text = content == null ? "." : content.toString();
          int column = (q - minQ) * 4 + 1;
          while (line.length() < column) {
            line.append(' ');
          }
          line.append(text);
        }
        out.append(stripTrailing(line)).append('\n');
      }
    }
    List<String> legend = new ArrayList<>();
    int width = entries.stream().mapToInt(e -> e.plane().length()).max().orElse(0);
    for (Marker e : entries) {
      HexPosition p = e.placement().position();
      String where = DogfiteEvent.where(p);
      String pitch =
          switch (e.placement().altitude().pitch()) {
            case LEVEL -> "";
            case CLIMBING -> " climbing";
            case DIVING -> " diving";
          };
      legend.add(
          e.letter()
              + " "
              + pad(e.plane(), width)
              + "  "
              + pad(where, 16)
              + " level "
              + e.placement().altitude().level()
              + pitch
              + "  speed "
              + e.speed());
    }
    for (String l : legend) {
      out.append(l).append('\n');
    }
    return out.toString();
  }

  /**
   * Renders the map when the aircraft fit in {@code maxRows} hex rows (plus margin); otherwise only
   * the legend, headed by how far apart they are.
   */
  public static String renderIfSmall(List<Marker> entries, int maxRows) {
    if (entries.isEmpty()) {
      return render(entries);
    }
    int lo = Integer.MAX_VALUE;
    int hi = Integer.MIN_VALUE;
    int spread = 0;
    for (Marker a : entries) {
      Hex h = a.placement().position().hex();
      lo = Math.min(lo, row(h));
      hi = Math.max(hi, row(h));
      for (Marker b : entries) {
        spread = Math.max(spread, h.distance(b.placement().position().hex()));
      }
    }
    if (hi - lo < maxRows) {
      return render(entries);
    }
    String full = render(entries);
    List<String> lines = full.lines().toList();
    StringBuilder out = new StringBuilder("(too far apart to draw: " + spread + " hexes)\n");
    for (String l : lines.subList(lines.size() - entries.size(), lines.size())) {
      out.append(l).append('\n');
    }
    return out.toString();
  }

  /**
   * The map a player reads: as {@link #render}, with the q of each column along the top, the r of
   * the first hex of each line at the left (r stays the same going down to the right: each column
   * is half a row lower than the one before), and a key to the symbols under the legend.
   *
   * @param entries the aircraft
   * @return the map, the legend and the key
   */
  public static String labelled(List<Marker> entries) {
    return labelled(entries, true);
  }

  /**
   * As {@link #labelled(List)}, with the key under the legend only when {@code withKey}: a narrated
   * duel explains the symbols under its first map and not again every turn.
   *
   * @param entries the aircraft
   * @param withKey whether to add the key to the symbols
   * @return the map and the legend, and the key if asked for
   */
  public static String labelled(List<Marker> entries, boolean withKey) {
    if (entries.isEmpty()) {
      return render(entries);
    }
    String plain = render(entries);
    List<String> lines = plain.lines().toList();
    int minQ = Integer.MAX_VALUE;
    int maxQ = Integer.MIN_VALUE;
    int minRow = Integer.MAX_VALUE;
    boolean shared = false;
    Map<Hex, Boolean> seen = new LinkedHashMap<>();
    for (Marker e : entries) {
      Hex h = e.placement().position().hex();
      minQ = Math.min(minQ, h.q() - 1);
      maxQ = Math.max(maxQ, h.q() + 1);
      minRow = Math.min(minRow, row(h) - 1);
      shared |= seen.put(h, true) != null;
    }
    StringBuilder out = new StringBuilder("   q");
    for (int q = minQ; q <= maxQ; q++) {
      String label = Integer.toString(q);
      int start = LEFT + (q - minQ) * 4 + 2 - label.length();
      while (out.length() < start) {
        out.append(' ');
      }
      out.append(label);
    }
    out.append('\n');
    int mapLines = lines.size() - entries.size();
    for (int i = 0; i < mapLines; i++) {
      int row = minRow + i / 2;
      int half = i % 2;
      // the first hex on this line: the leftmost column of this line's parity
      int q = Math.floorMod(minQ, 2) == half ? minQ : minQ + 1;
      int r = row - (q - Math.floorMod(q, 2)) / 2;
      String line = String.format(Locale.ROOT, "%4d", r) + "   " + lines.get(i);
      out.append(line.stripTrailing()).append('\n');
    }
    for (String l : lines.subList(mapLines, lines.size())) {
      out.append(l).append('\n');
    }
    return withKey ? out.append(key(shared)).toString() : out.toString();
  }

  /**
   * As {@link #renderIfSmall}, for {@link #labelled}: the labelled map when the aircraft fit in
   * {@code maxRows} hex rows, otherwise the legend headed by how far apart they are, and the key.
   *
   * @param entries the aircraft
   * @param maxRows the most hex rows drawn
   * @return the labelled map, or the legend alone
   */
  public static String labelledIfSmall(List<Marker> entries, int maxRows) {
    return labelledIfSmall(entries, maxRows, true);
  }

  /**
   * As {@link #labelledIfSmall(List, int)}, with the key only when {@code withKey}.
   *
   * @param entries the aircraft
   * @param maxRows the most hex rows drawn
   * @param withKey whether to add the key to the symbols
   * @return the labelled map, or the legend alone, and the key if asked for
   */
  public static String labelledIfSmall(List<Marker> entries, int maxRows, boolean withKey) {
    String small = renderIfSmall(entries, maxRows);
    if (entries.isEmpty() || !small.startsWith("(too far")) {
      return labelled(entries, withKey);
    }
    return withKey ? small + key(false) : small;
  }

  /** The key under a labelled map, in lines of at most 96 characters. */
  private static String key(boolean shared) {
    String text =
        "key: . a hex, A-Z an aircraft (listed above)"
            + (shared ? ", AB two aircraft in one hex (both listed)" : "")
            + "; q along the top; left of each line, the r of its first hex (r stays the same going"
            + " down to the right: each column is half a row lower), (q,r) as the narration writes"
            + " it; edge N: at the hex's edge, facing out through its N side; middle: in the"
            + " hex's middle, no facing.";
    StringBuilder sb = new StringBuilder();
    int line = 0;
    for (String word : text.split(" ", -1)) {
      if (line > 0 && line + 1 + word.length() > 96) {
        sb.append("\n     ");
        line = 5;
      } else if (line > 0) {
        sb.append(' ');
        line++;
      }
      sb.append(word);
      line += word.length();
    }
    return sb.append('\n').toString();
  }

  /** Characters left of the map for the row labels. */
  private static final int LEFT = 7;

  private static String pad(String s, int width) {
    return s.length() >= width ? s : s + " ".repeat(width - s.length());
  }

  /** The odd-q offset row of a hex. */
  private static int row(Hex h) {
    return h.r() + (h.q() - Math.floorMod(h.q(), 2)) / 2;
  }

  private static String stripTrailing(StringBuilder sb) {
    return sb.toString().stripTrailing();
  }
}
