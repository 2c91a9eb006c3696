package io.github.dogfight.cli;

import static io.github.dogfight.cli.HtmlReport.esc;

import io.github.dogfight.cli.HtmlReport.Frame;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.view.Piece;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The hex map of a game's HTML page: one SVG that scales to the window ({@code viewBox}, width
 * 100%) with hex coordinates on its edges, a frame per turn (the pieces, their names placed so that
 * none covers another, this turn's paths strong and earlier ones faint), and a key beside it that
 * names everything drawn (the sides, the altitude number, the nose, batteries and targets, the
 * trails) with a compass of the hex directions.
 *
 * <p>Elements the page's own check measures carry {@code data-} attributes: {@code data-legend}
 * names the key entries ({@code data-key}) an element needs, {@code data-check-inside} marks what
 * must lie inside the visible picture, {@code data-check-label} the labels no two of which may
 * overlap.
 */
final class MapPicture {
  /** Hex size (centre to corner) in SVG units. */
  static final double SIZE = 22;

  /** The font size of a piece's name, in SVG units. */
  static final double FONT = 12;

  private static final double ROOT3 = Math.sqrt(3);
  private static final double SPREAD = 9;

  /** Room beyond the outer hexes for the coordinates on the edges, in SVG units. */
  private static final double EDGE = 18;

  /** The radius of an aircraft's disc (and half a ground unit's square), in SVG units. */
  private static final double MARKER = 11;

  private MapPicture() {}

  /** How a rule set names its hexes, in the narration and the text map. */
  enum Grid {
    /** Axial {@code (q,r)}, as Dogfite! writes them: q the column, r the diagonal row. */
    AXIAL,
    /** Column and row ({@code col 12 row 4}), odd columns half a row lower, as Check Your 6!. */
    OFFSET;

    /**
     * The grid of the rule set named {@code rules}.
     *
     * @param rules the rule set's short name
     * @return how it names its hexes
     */
    static Grid of(String rules) {
      return rules.equals("cy6") ? OFFSET : AXIAL;
    }

    /** The row a hex has in this grid's words (its diagonal r in axial). */
    int row(Hex h) {
      return this == OFFSET ? h.r() + Math.floorDiv(h.q(), 2) : h.r();
    }

    /** How this grid writes a hex, as the narration does. */
    String name(Hex h) {
      return this == OFFSET ? "col " + h.q() + " row " + row(h) : "(" + h.q() + "," + h.r() + ")";
    }
  }

  /**
   * A rectangle in SVG units, {@code x0 <= x1}, {@code y0 <= y1}.
   *
   * @param x0 left
   * @param y0 top
   * @param x1 right
   * @param y1 bottom
   */
  record Box(double x0, double y0, double x1, double y1) {
    /** A box of {@code w} by {@code h} centred on {@code (x, y)}. */
    static Box around(double x, double y, double w, double h) {
      return new Box(x - w / 2, y - h / 2, x + w / 2, y + h / 2);
    }

    /** Whether this box and {@code o} share more than their edges. */
    boolean overlaps(Box o) {
      return x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1;
    }

    /** Whether this box lies inside {@code o}. */
    boolean inside(Box o) {
      return x0 >= o.x0 && x1 <= o.x1 && y0 >= o.y0 && y1 <= o.y1;
    }

    double cx() {
      return (x0 + x1) / 2;
    }

    double cy() {
      return (y0 + y1) / 2;
    }
  }

  /**
   * A piece on the map and where it is drawn.
   *
   * @param piece the piece
   * @param nth its place among the pieces sharing its hex, 0 for the first
   * @param x where it is drawn across, in SVG units
   * @param y where it is drawn down, in SVG units
   */
  record Placed(Piece piece, int nth, double x, double y) {}

  /** The centre of {@code h} in SVG units: flat-topped hexes, north up. */
  static double[] centre(Hex h) {
    return new double[] {SIZE * 1.5 * h.q(), SIZE * ROOT3 * (h.r() + h.q() / 2.0)};
  }

  /** Where each piece with a hex is drawn, pieces sharing a hex spread around its centre. */
  static List<Placed> placed(List<Piece> pieces) {
    Map<Hex, Integer> sharing = new LinkedHashMap<>();
    for (Piece p : pieces) {
      p.hex().ifPresent(h -> sharing.merge(h, 1, Integer::sum));
    }
    Map<Hex, Integer> seen = new LinkedHashMap<>();
    List<Placed> out = new ArrayList<>();
    for (Piece p : pieces) {
      if (p.hex().isPresent()) {
        Hex h = p.hex().get();
        int nth = seen.merge(h, 1, Integer::sum) - 1;
        double[] c = spread(centre(h), nth, sharing.getOrDefault(h, 1));
        out.add(new Placed(p, nth, c[0], c[1]));
      }
    }
    return out;
  }

  /**
   * Where the {@code nth} of {@code n} pieces sharing a hex is drawn: the centre for one alone,
   * else a small ring around it, so that none hides another.
   */
  static double[] spread(double[] centre, int nth, int n) {
    if (n <= 1) {
      return centre;
    }
    double a = 2 * Math.PI * nth / n + Math.PI;
    return new double[] {centre[0] + SPREAD * Math.cos(a), centre[1] + SPREAD * Math.sin(a)};
  }

  /** The width of {@code text} as a name label, a little more than sans-serif letters take. */
  static double labelWidth(String text) {
    return text.length() * FONT * 0.62 + 4;
  }

  /** The height of a name label. */
  static double labelHeight() {
    return FONT + 3;
  }

  /**
   * Where each label is drawn: the first of the places around its anchor (below, above, right,
   * left, the four corners, then the same a step further out each time) that lies inside {@code
   * bounds} and covers neither a label placed before it nor any of the {@code obstacles} (the
   * markers); failing that, the first that covers no label; failing that, the first inside.
   *
   * @param texts the labels' texts
   * @param anchors each label's marker centre, {@code {x, y}}
   * @param obstacles what no label should cover
   * @param bounds where every label must lie
   * @return each label's box, in the order of {@code texts}
   */
  static List<Box> placeLabels(
      List<String> texts, List<double[]> anchors, List<Box> obstacles, Box bounds) {
    List<Box> out = new ArrayList<>();
    for (int i = 0; i < texts.size(); i++) {
      List<Box> candidates = candidates(anchors.get(i), labelWidth(texts.get(i)), labelHeight());
      Box chosen = null;
      Box freeOfLabels = null;
      Box inBounds = null;
      for (Box c : candidates) {
        if (!c.inside(bounds)) {
          continue;
        }
        inBounds = inBounds == null ? c : inBounds;
        if (out.stream().anyMatch(c::overlaps)) {
          continue;
        }
        freeOfLabels = freeOfLabels == null ? c : freeOfLabels;
        if (obstacles.stream().noneMatch(c::overlaps)) {
          chosen = c;
          break;
        }
      }
      Box box =
          chosen != null
              ? chosen
              : freeOfLabels != null
                  ? freeOfLabels
                  : inBounds != null ? inBounds : candidates.get(0);
      out.add(box);
    }
    return out;
  }

  /** The places tried for a label of {@code w} by {@code h} around the marker at {@code a}. */
  private static List<Box> candidates(double[] a, double w, double h) {
    List<Box> out = new ArrayList<>();
    double gap = MARKER + 2;
    for (int step = 0; step < 6; step++) {
      double d = step * h;
      double x = a[0];
      double y = a[1];
      out.add(Box.around(x, y + gap + h / 2 + d, w, h));
      out.add(Box.around(x, y - gap - h / 2 - d, w, h));
      out.add(Box.around(x + gap + w / 2 + d, y, w, h));
      out.add(Box.around(x - gap - w / 2 - d, y, w, h));
      out.add(Box.around(x + gap + w / 2 + d, y + gap + d, w, h));
      out.add(Box.around(x - gap - w / 2 - d, y + gap + d, w, h));
      out.add(Box.around(x + gap + w / 2 + d, y - gap - d, w, h));
      out.add(Box.around(x - gap - w / 2 - d, y - gap - d, w, h));
    }
    return out;
  }

  /** What a marker covers: its disc or square, and its nose toward {@code facing}. */
  static List<Box> markerBoxes(double x, double y, Optional<Facing> facing) {
    List<Box> out = new ArrayList<>();
    out.add(Box.around(x, y, 2 * MARKER, 2 * MARKER));
    facing.ifPresent(
        f -> {
          double a = Math.toRadians(60 * f.clockIndex());
          out.add(Box.around(x + 15 * Math.sin(a), y - 15 * Math.cos(a), 14, 14));
        });
    return out;
  }

  /**
   * Whether {@code p} is a ground unit, drawn as a square or a diamond; of those, a surface target
   * is one whose condition counts hits ("intact (0 of 2 hits)"), the rest are batteries.
   */
  static boolean ground(Piece p) {
    return p.height().equals("ground");
  }

  /** Whether the ground unit {@code p} is a surface target (else a battery). */
  static boolean target(Piece p) {
    return ground(p) && p.status().matches(".*\\bhits?\\)?$");
  }

  /** The map's box: every hex any piece holds in any frame, two hexes around, the edges' room. */
  static Box bounds(List<Frame> frames) {
    double x0 = Double.MAX_VALUE;
    double x1 = -Double.MAX_VALUE;
    double y0 = Double.MAX_VALUE;
    double y1 = -Double.MAX_VALUE;
    for (Frame f : frames) {
      for (Piece p : f.pieces()) {
        if (p.hex().isPresent()) {
          double[] c = centre(p.hex().get());
          x0 = Math.min(x0, c[0]);
          x1 = Math.max(x1, c[0]);
          y0 = Math.min(y0, c[1]);
          y1 = Math.max(y1, c[1]);
        }
      }
    }
    double mx = 2 * 1.5 * SIZE + SIZE + EDGE;
    double my = 2 * ROOT3 * SIZE + SIZE + EDGE;
    return new Box(x0 - mx, y0 - my, x1 + mx, y1 + my);
  }

  /** The side colour of {@code side} among {@code sides}. */
  static String colour(List<String> sides, String side) {
    return HtmlReport.colour(sides.indexOf(side));
  }

  /** The map: the grid, the coordinates on its edges, and a frame per turn. */
  static void svg(StringBuilder out, List<Frame> frames, List<String> sides, Grid grid) {
    Box b = bounds(frames);
    out.append("<svg id=\"picture\" class=\"map\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"")
        .append(num(b.x0()))
        .append(' ')
        .append(num(b.y0()))
        .append(' ')
        .append(num(b.x1() - b.x0()))
        .append(' ')
        .append(num(b.y1() - b.y0()))
        .append("\" data-size=\"")
        .append(num(SIZE))
        .append("\" data-grid=\"")
        .append(grid.name().toLowerCase(Locale.ROOT))
        .append("\">\n");
    Box hexes = new Box(b.x0() + EDGE, b.y0() + EDGE, b.x1() - EDGE, b.y1() - EDGE);
    int minQ = (int) Math.ceil((hexes.x0() + SIZE) / (1.5 * SIZE));
    int maxQ = (int) Math.floor((hexes.x1() - SIZE) / (1.5 * SIZE));
    double rowH = SIZE * ROOT3;
    out.append("<g class=\"grid\">");
    List<Hex> left = new ArrayList<>();
    List<Hex> right = new ArrayList<>();
    for (int q = minQ; q <= maxQ; q++) {
      int rTop = (int) Math.ceil((hexes.y0() + rowH / 2) / rowH - q / 2.0);
      int rBottom = (int) Math.floor((hexes.y1() - rowH / 2) / rowH - q / 2.0);
      for (int r = rTop; r <= rBottom; r++) {
        Hex h = new Hex(q, r);
        out.append("<polygon points=\"")
            .append(hexPoints(centre(h)))
            .append("\"><title>")
            .append(esc(grid.name(h)))
            .append("</title></polygon>");
        if (grid == Grid.AXIAL) {
          // axial rows run diagonally: each hex carries its own (q,r), faint at its foot
          double[] c = centre(h);
          out.append("<text class=\"hexname\" x=\"")
              .append(num(c[0]))
              .append("\" y=\"")
              .append(num(c[1] + SIZE * 0.72))
              .append("\">")
              .append(h.q())
              .append(',')
              .append(h.r())
              .append("</text>");
        }
        if (q == minQ || (q == minQ + 1 && grid == Grid.OFFSET && Math.floorMod(q, 2) == 0)) {
          left.add(h);
        }
        if (q == maxQ || (q == maxQ - 1 && grid == Grid.OFFSET && Math.floorMod(q, 2) == 0)) {
          right.add(h);
        }
      }
    }
    out.append("</g>\n<g class=\"coords\" data-legend=\"coords\">");
    for (int q = minQ; q <= maxQ; q++) {
      String x = num(centre(new Hex(q, 0))[0]);
      coord(out, x, num(b.y0() + EDGE - 4), Integer.toString(q));
      coord(out, x, num(b.y1() - 5), Integer.toString(q));
    }
    // rows: in offset grids the even columns' rows (odd ones sit half a row lower); in axial
    // grids each edge hex's own r
    Set<Integer> rowsLeft = new LinkedHashSet<>();
    for (Hex h : left) {
      if (grid == Grid.AXIAL || (Math.floorMod(h.q(), 2) == 0 && rowsLeft.add(grid.row(h)))) {
        coord(out, num(b.x0() + EDGE / 2), num(centre(h)[1] + 3.5), Integer.toString(grid.row(h)));
      }
    }
    Set<Integer> rowsRight = new LinkedHashSet<>();
    for (Hex h : right) {
      if (grid == Grid.AXIAL || (Math.floorMod(h.q(), 2) == 0 && rowsRight.add(grid.row(h)))) {
        coord(out, num(b.x1() - EDGE / 2), num(centre(h)[1] + 3.5), Integer.toString(grid.row(h)));
      }
    }
    out.append("</g>\n");
    Box labelBounds = new Box(b.x0() + EDGE, b.y0() + EDGE, b.x1() - EDGE, b.y1() - EDGE);
    for (int i = 0; i < frames.size(); i++) {
      frame(out, frames, i, sides, labelBounds);
    }
    out.append("</svg>\n");
  }

  private static void coord(StringBuilder out, String x, String y, String text) {
    out.append("<text class=\"coord\" x=\"")
        .append(x)
        .append("\" y=\"")
        .append(y)
        .append("\">")
        .append(text)
        .append("</text>");
  }

  private static void frame(
      StringBuilder out, List<Frame> frames, int i, List<String> sides, Box labelBounds) {
    out.append("<g class=\"frame\" data-frame=\"")
        .append(i)
        .append("\"")
        .append(i == 0 ? "" : " display=\"none\"")
        .append(">\n");
    trails(out, frames, i, sides);
    List<Placed> placed = placed(frames.get(i).pieces());
    List<Box> obstacles = new ArrayList<>();
    List<String> texts = new ArrayList<>();
    List<double[]> anchors = new ArrayList<>();
    for (Placed at : placed) {
      obstacles.addAll(markerBoxes(at.x(), at.y(), at.piece().facing()));
      texts.add(at.piece().id());
      anchors.add(new double[] {at.x(), at.y()});
    }
    List<Box> labels = placeLabels(texts, anchors, obstacles, labelBounds);
    for (int k = 0; k < placed.size(); k++) {
      piece(out, placed.get(k), labels.get(k), sides);
    }
    out.append("</g>\n");
  }

  /** Each piece's path: this turn's strong (from the last frame), the earlier turns' faint. */
  private static void trails(StringBuilder out, List<Frame> frames, int i, List<String> sides) {
    for (Piece p : frames.get(i).pieces()) {
      if (p.hex().isEmpty()) {
        continue;
      }
      List<String> points = new ArrayList<>();
      String last = "";
      for (int k = 0; k <= i; k++) {
        for (Piece q : frames.get(k).pieces()) {
          if (q.id().equals(p.id()) && q.hex().isPresent()) {
            double[] c = centre(q.hex().get());
            String pt = num(c[0]) + "," + num(c[1]);
            if (k < i) {
              if (!pt.equals(last)) {
                points.add(pt);
              }
              last = pt;
            } else if (!last.isEmpty() && !pt.equals(last)) {
              out.append("<line class=\"trail now\" data-legend=\"trail-now\" data-id=\"")
                  .append(esc(p.id()))
                  .append("\" stroke=\"")
                  .append(colour(sides, p.side()))
                  .append("\" x1=\"")
                  .append(last.replace(",", "\" y1=\""))
                  .append("\" x2=\"")
                  .append(pt.replace(",", "\" y2=\""))
                  .append("\"/>\n");
            }
          }
        }
      }
      if (points.size() > 1) {
        out.append("<polyline class=\"trail old\" data-legend=\"trail-old\" data-id=\"")
            .append(esc(p.id()))
            .append("\" stroke=\"")
            .append(colour(sides, p.side()))
            .append("\" points=\"")
            .append(String.join(" ", points))
            .append("\"/>\n");
      }
    }
  }

  private static void piece(StringBuilder out, Placed at, Box label, List<String> sides) {
    Piece p = at.piece();
    String colour = colour(sides, p.side());
    boolean ground = ground(p);
    boolean target = target(p);
    List<String> legend = new ArrayList<>();
    legend.add("side:" + p.side());
    if (!ground) {
      legend.add("altitude");
    }
    if (p.facing().isPresent()) {
      legend.add("nose");
    }
    if (ground) {
      legend.add(target ? "target" : "battery");
    }
    if (!p.inPlay()) {
      legend.add("out");
    }
    out.append("<g class=\"piece")
        .append(p.inPlay() ? "" : " out")
        .append(ground ? " ground" : "")
        .append("\" data-id=\"")
        .append(esc(p.id()))
        .append("\" data-side=\"")
        .append(esc(p.side()))
        .append("\" data-hex=\"")
        .append(p.hex().orElseThrow().q())
        .append(',')
        .append(p.hex().orElseThrow().r())
        .append("\" data-facing=\"")
        .append(p.facing().map(Enum::name).orElse(""))
        .append("\" data-level=\"")
        .append(p.level())
        .append("\" data-legend=\"")
        .append(esc(String.join("|", legend)))
        .append("\" transform=\"translate(")
        .append(num(at.x()))
        .append(' ')
        .append(num(at.y()))
        .append(")\"><title>")
        .append(esc(p.id() + ": " + p.height() + ", " + p.status()))
        .append("</title>");
    if (ground) {
      out.append(
              "<rect data-check-inside=\"\" x=\"-9\" y=\"-9\" width=\"18\" height=\"18\" fill=\"")
          .append(colour)
          .append(target ? "\" transform=\"rotate(45)\"/>" : "\"/>");
    } else {
      out.append("<circle data-check-inside=\"\" r=\"")
          .append(num(MARKER))
          .append("\" fill=\"")
          .append(colour)
          .append("\"/><text class=\"level\" y=\"4\">")
          .append(p.level())
          .append("</text>");
    }
    if (p.facing().isPresent()) {
      out.append("<polygon class=\"nose\" fill=\"")
          .append(colour)
          .append("\" points=\"0,-21 -7,-9 7,-9\" transform=\"rotate(")
          .append(60 * p.facing().get().clockIndex())
          .append(")\"/>");
    }
    double lx = label.cx() - at.x();
    double ly = label.cy() - at.y();
    double far = Math.hypot(lx, ly);
    if (far > MARKER + 2 * labelHeight() + labelWidth(p.id()) / 2) {
      // a label pushed far out: a thin line from the edge of its marker
      out.append("<line class=\"leader\" x1=\"")
          .append(num(lx * MARKER / far))
          .append("\" y1=\"")
          .append(num(ly * MARKER / far))
          .append("\" x2=\"")
          .append(num(lx))
          .append("\" y2=\"")
          .append(num(ly))
          .append("\"/>");
    }
    out.append("<text class=\"name\" data-check-label=\"\" data-check-inside=\"\" x=\"")
        .append(num(lx))
        .append("\" y=\"")
        .append(num(ly + FONT * 0.35))
        .append("\">")
        .append(esc(p.id()))
        .append("</text></g>\n");
  }

  private static String hexPoints(double[] c) {
    StringBuilder sb = new StringBuilder();
    for (int k = 0; k < 6; k++) {
      double a = Math.toRadians(60 * k);
      if (k > 0) {
        sb.append(' ');
      }
      sb.append(num(c[0] + SIZE * Math.cos(a))).append(',').append(num(c[1] + SIZE * Math.sin(a)));
    }
    return sb.toString();
  }

  static String num(double d) {
    return String.format(Locale.ROOT, "%.1f", d);
  }
}
