package io.github.dogfight.cli;

import static io.github.dogfight.cli.ChartParts.CHECK;
import static io.github.dogfight.cli.ChartParts.LOST;
import static io.github.dogfight.cli.ChartParts.LOST_COLOURS;
import static io.github.dogfight.cli.ChartParts.STYLE;
import static io.github.dogfight.cli.ChartParts.cross;
import static io.github.dogfight.cli.ChartParts.dash;
import static io.github.dogfight.cli.ChartParts.esc;
import static io.github.dogfight.cli.ChartParts.find;
import static io.github.dogfight.cli.ChartParts.hasParts;
import static io.github.dogfight.cli.ChartParts.num;
import static io.github.dogfight.cli.ChartParts.num4;
import static io.github.dogfight.cli.ChartParts.segments;
import static io.github.dogfight.cli.ChartParts.shade;
import static io.github.dogfight.cli.ChartParts.strings;
import static io.github.dogfight.cli.ChartParts.textWidth;
import static io.github.dogfight.cli.ChartParts.tickStep;

import io.github.dogfight.cli.HtmlReport.Frame;
import io.github.dogfight.core.view.Piece;
import io.github.dogfight.core.view.Piece.Measure;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The picture of a rule set without a map: SVG charts over the turns, drawn from the pieces' {@link
 * Measure}s of the spectator's view. Squadrons: their aircraft by type and status as stacked bars
 * per turn, one panel per side, with the successes banked; planes: hit points per plane and ground
 * unit as lines, and each plane's altitude band as lanes with its advantage dice as marks. The SVG
 * scales to the window ({@code viewBox}); its legend names the sides as the narration does (a side
 * with one piece by the piece's name). The selected turn is shaded: each turn's marks are a {@code
 * <g class="frame">} whose {@code selected} class the page's script sets.
 *
 * <p>After the SVG come the chart's data ({@code <script id="chart-data">}: each frame's numbers
 * and the chart's scales) and {@link ChartParts#CHECK}, which the page's {@code #check} runs: each
 * mark's position on screen against its number, the legend's entries, nothing outside the window,
 * no two labels overlapping.
 */
final class ChartPicture {
  /** The width of the chart in SVG units. */
  static final double WIDTH = 1200;

  private static final double LEFT = 130;
  private static final double RIGHT = 160;
  private static final double FONT = 12;

  private ChartPicture() {}

  /** The turns' axis: where frame {@code i} is drawn across. */
  record Axis(double x0, double step, int frames) {
    double x(int i) {
      return x0 + step * i;
    }
  }

  /**
   * The SVG and its data for the page.
   *
   * @param heights the rule set's named heights, lowest first ({@code RuleSet.heights()}): a lane
   *     for each, flown or not; when empty, a lane for each level from 0 to the highest flown
   */
  static void draw(
      StringBuilder out, List<Frame> frames, List<String> sides, List<String> heights) {
    new Drawing(frames, sides, heights).draw(out);
  }

  /** One drawing: the frames, and the SVG and data as they are written. */
  private static final class Drawing {
    private final List<Frame> frames;
    private final List<String> sides;
    private final List<String> heights;
    private final List<Piece> rows;
    private final Axis axis;
    private final StringBuilder body = new StringBuilder(32 * 1024);
    private final List<Map<String, StringBuilder>> marks = new ArrayList<>();
    private final List<String> panels = new ArrayList<>();
    private final List<String> legendNames = new ArrayList<>();
    private double y;

    Drawing(List<Frame> frames, List<String> sides, List<String> heights) {
      this.frames = frames;
      this.sides = sides;
      this.heights = heights;
      this.rows = frames.get(0).pieces();
      this.axis =
          new Axis(LEFT, (WIDTH - LEFT - RIGHT) / Math.max(1, frames.size() - 1), frames.size());
      for (Frame f : frames) {
        Map<String, StringBuilder> m = new LinkedHashMap<>();
        for (Piece p : f.pieces()) {
          m.put(p.id(), new StringBuilder());
        }
        marks.add(m);
      }
    }

    void draw(StringBuilder out) {
      y = 8;
      legend();
      double plotTop = y;
      boolean any = false;
      for (String side : sides) {
        if (rows.stream().anyMatch(p -> p.side().equals(side) && hasParts(p))) {
          forces(side);
          any = true;
        }
      }
      if (rows.stream().anyMatch(p -> p.measure(Measure.HIT_POINTS).isPresent())) {
        hitPoints();
        any = true;
      }
      if (!any || rows.stream().anyMatch(ChartParts::flies)) {
        lanes();
      }
      double height = y + 6;
      out.append(
              "<svg id=\"picture\" class=\"timeline chart\" xmlns=\"http://www.w3.org/2000/svg\""
                  + " viewBox=\"0 0 ")
          .append(num(WIDTH))
          .append(' ')
          .append(num(height))
          .append("\">\n<style>")
          .append(STYLE);
      for (int i = 0; i < frames.size(); i++) {
        out.append(".chart:has(.frame[data-frame=\"")
            .append(i)
            .append("\"].selected) .shade[data-frame=\"")
            .append(i)
            .append("\"] { opacity: 0.55; }\n");
      }
      out.append("</style>\n");
      for (int i = 0; i < frames.size(); i++) {
        // the turn's shade, under the lines
        out.append("<rect class=\"shade\" data-frame=\"")
            .append(i)
            .append("\" x=\"")
            .append(num(axis.x(i) - Math.min(axis.step(), 60) / 2))
            .append("\" y=\"")
            .append(num(plotTop))
            .append("\" width=\"")
            .append(num(Math.min(axis.step(), 60)))
            .append("\" height=\"")
            .append(num(height - plotTop))
            .append("\"/>\n");
      }
      out.append(body);
      for (int i = 0; i < frames.size(); i++) {
        out.append("<g class=\"frame\" data-frame=\"").append(i).append("\">\n");
        for (Piece p : frames.get(i).pieces()) {
          out.append("<g class=\"piece\" data-in-play=\"")
              .append(p.inPlay())
              .append("\" data-id=\"")
              .append(esc(p.id()))
              .append("\" data-side=\"")
              .append(esc(p.side()))
              .append("\" data-level=\"")
              .append(p.level())
              .append("\"><title>")
              .append(
                  esc(
                      frames.get(i).label()
                          + ": "
                          + p.id()
                          + ": "
                          + (p.height().isEmpty() ? "" : p.height() + ", ")
                          + p.status()))
              .append("</title>")
              .append(marksOf(i, p.id()))
              .append("</g>\n");
        }
        out.append("</g>\n");
      }
      out.append("</svg>\n<script id=\"chart-data\" type=\"application/json\">")
          .append(ChartParts.data(axis, panels, legendNames, frames).replace("</", "<\\/"))
          .append("</script>\n<script>\n")
          .append(CHECK)
          .append("</script>\n");
    }

    // ---- the legend -----------------------------------------------------------------------

    private void legend() {
      double x = 8;
      double row = y + 14;
      for (String side : sides) {
        List<Piece> of = rows.stream().filter(p -> p.side().equals(side)).toList();
        String name = sideName(side);
        List<String[]> entries = new ArrayList<>();
        entries.add(new String[] {"side", name});
        if (of.size() > 1) {
          for (Piece p : of) {
            entries.add(new String[] {"piece", p.id()});
          }
        }
        for (String[] e : entries) {
          double w = (e[0].equals("side") ? 16 : 30) + textWidth(e[1], FONT) + 14;
          if (x + w > WIDTH - 8) {
            x = 8;
            row += 20;
          }
          legendNames.add(e[1]);
          body.append("<g class=\"legend-entry\" transform=\"translate(")
              .append(num(x))
              .append(' ')
              .append(num(row))
              .append(")\">");
          String colour = colour(side);
          if (e[0].equals("side")) {
            body.append("<rect x=\"0\" y=\"-10\" width=\"11\" height=\"11\" rx=\"2\" fill=\"")
                .append(colour)
                .append("\"/><text class=\"side\" x=\"16\" y=\"0\">");
          } else {
            body.append("<line x1=\"0\" y1=\"-4\" x2=\"24\" y2=\"-4\" stroke=\"")
                .append(colour)
                .append("\" stroke-width=\"2.5\"")
                .append(dash(pieceIndex(e[1])))
                .append("/><text x=\"30\" y=\"0\">");
          }
          body.append(esc(e[1])).append("</text></g>\n");
          x += w;
        }
        x += 16;
      }
      y = row + 12;
    }

    /** A line of symbol explanations below a panel's title. */
    private void notes(double at, String... texts) {
      double x = LEFT;
      for (String t : texts) {
        body.append("<text class=\"note\" x=\"")
            .append(num(x))
            .append("\" y=\"")
            .append(num(at))
            .append("\">")
            .append(esc(t))
            .append("</text>\n");
        x += textWidth(t, 11) + 24;
      }
    }

    private void title(String text) {
      y += 20;
      body.append("<text class=\"title\" x=\"8\" y=\"")
          .append(num(y))
          .append("\">")
          .append(esc(text))
          .append("</text>\n");
    }

    // ---- squadrons: aircraft by type and status ---------------------------------------------

    private void forces(String side) {
      int most = 1;
      List<String> types = new ArrayList<>();
      for (Frame f : frames) {
        for (Piece p : f.pieces()) {
          if (!hasParts(p)) {
            continue;
          }
          int total = 0;
          for (Measure m : p.measures()) {
            if (!m.of().isEmpty()) {
              total += m.value();
              if (p.side().equals(side)
                  && m.name().equals("in the fight")
                  && !types.contains(m.of())) {
                types.add(m.of());
              }
            }
          }
          most = Math.max(most, total);
        }
      }
      String colour = colour(side);
      title(sideName(side) + ": aircraft by type and status at the end of each turn");
      y += 10;
      double x = LEFT;
      List<String> keys = new ArrayList<>();
      for (int t = 0; t < types.size(); t++) {
        keys.add("in the fight: " + types.get(t));
      }
      keys.addAll(LOST);
      for (int k = 0; k < keys.size(); k++) {
        String text = keys.get(k);
        double w = 16 + textWidth(text, 11) + 18;
        if (x + w > WIDTH - 8) {
          x = LEFT;
          y += 18;
        }
        String fill =
            k < types.size()
                ? shade(colour, k, types.size())
                : LOST_COLOURS.get(LOST.get(k - types.size()));
        body.append("<g class=\"swatch-entry\"><rect x=\"")
            .append(num(x))
            .append("\" y=\"")
            .append(num(y + 4))
            .append("\" width=\"11\" height=\"11\" fill=\"")
            .append(fill)
            .append("\"/><text class=\"note\" x=\"")
            .append(num(x + 16))
            .append("\" y=\"")
            .append(num(y + 14))
            .append("\">")
            .append(esc(text))
            .append("</text></g>\n");
        x += w;
      }
      y += 26;
      double top = y + 4;
      double barsH = 150;
      double bottom = top + barsH;
      double scale = barsH / most;
      yAxis(top, bottom, most, "aircraft");
      double barW = Math.min(36, axis.step() * 0.7);
      for (int i = 0; i < frames.size(); i++) {
        for (Piece p : frames.get(i).pieces()) {
          if (!p.side().equals(side) || !hasParts(p)) {
            continue;
          }
          StringBuilder m = marksOf(i, p.id());
          double from = 0;
          int s = 0;
          for (String[] seg : segments(p, types)) {
            int value = Integer.parseInt(seg[1]);
            String fill =
                types.contains(seg[0])
                    ? shade(colour, types.indexOf(seg[0]), types.size())
                    : LOST_COLOURS.getOrDefault(seg[0], "#999999");
            m.append("<rect class=\"seg seg")
                .append(s++)
                .append("\" x=\"")
                .append(num(axis.x(i) - barW / 2))
                .append("\" y=\"")
                .append(num(bottom - (from + value) * scale))
                .append("\" width=\"")
                .append(num(barW))
                .append("\" height=\"")
                .append(num(value * scale))
                .append("\" fill=\"")
                .append(fill)
                .append("\"><title>")
                .append(esc(seg[2]))
                .append("</title></rect>");
            from += value;
          }
        }
      }
      turnLabels(bottom + 16);
      // the successes banked, a row under the turns
      double bankY = bottom + 34;
      body.append("<text class=\"axis\" x=\"")
          .append(num(LEFT - 12))
          .append("\" y=\"")
          .append(num(bankY))
          .append("\" text-anchor=\"end\">banked</text>\n");
      for (int i = 0; i < frames.size(); i++) {
        for (Piece p : frames.get(i).pieces()) {
          if (!p.side().equals(side) || !hasParts(p)) {
            continue;
          }
          // 0 is written too, faint: an empty row would not tell "nothing banked" from "not known"
          Optional<Measure> banked = p.measure(Measure.BANKED);
          if (banked.isPresent()) {
            marksOf(i, p.id())
                .append(
                    banked.get().value() > 0
                        ? "<text class=\"banked\" x=\""
                        : "<text class=\"banked none\" x=\"")
                .append(num(axis.x(i)))
                .append("\" y=\"")
                .append(num(bankY))
                .append("\">")
                .append(banked.get().value())
                .append("</text>");
          }
        }
      }
      y = bankY + 8;
      panels.add(
          "{\"kind\":\"forces\",\"side\":"
              + Json.string(side)
              + ",\"bottom\":"
              + num(bottom)
              + ",\"scale\":"
              + num4(scale)
              + ",\"types\":"
              + strings(types)
              + "}");
    }

    // ---- planes: hit points and bands ---------------------------------------------------------

    private void hitPoints() {
      int most = 1;
      for (Frame f : frames) {
        for (Piece p : f.pieces()) {
          Optional<Measure> hp = p.measure(Measure.HIT_POINTS);
          if (hp.isPresent()) {
            most = Math.max(most, hp.get().max().orElse(hp.get().value()));
          }
        }
      }
      title("Hit points left at the end of each turn");
      y += 8;
      notes(
          y + 12, "\u2715 out of the fight", "each line a plane or ground unit, as in the legend");
      double top = y + 28;
      double bottom = top + 210;
      double scale = 210.0 / most;
      yAxis(top, bottom, most, "hit points");
      List<double[]> ends = new ArrayList<>();
      List<Piece> ended = new ArrayList<>();
      for (Piece row : rows) {
        if (row.measure(Measure.HIT_POINTS).isEmpty()) {
          continue;
        }
        List<String> points = new ArrayList<>();
        double lastY = bottom;
        for (int i = 0; i < frames.size(); i++) {
          Optional<Piece> p = find(frames.get(i), row.id());
          if (p.isEmpty() || p.get().measure(Measure.HIT_POINTS).isEmpty()) {
            continue;
          }
          if (!drawnIn(row.id(), i)) {
            break;
          }
          double py =
              bottom - Math.max(0, p.get().measure(Measure.HIT_POINTS).get().value()) * scale;
          points.add(num(axis.x(i)) + "," + num(py));
          lastY = py;
          StringBuilder m = marksOf(i, row.id());
          int value = p.get().measure(Measure.HIT_POINTS).get().value();
          if (p.get().inPlay()) {
            m.append("<circle class=\"hp\" data-value=\"")
                .append(value)
                .append("\" cx=\"")
                .append(num(axis.x(i)))
                .append("\" cy=\"")
                .append(num(py))
                .append("\" r=\"3.5\" fill=\"")
                .append(colour(row.side()))
                .append("\"/>");
          } else {
            m.append(cross("hp", axis.x(i), py, colour(row.side())));
          }
        }
        line(row, points);
        ends.add(new double[] {lastY});
        ended.add(row);
      }
      List<String> endColours = new ArrayList<>();
      for (Piece p : ended) {
        endColours.add(colour(p.side()));
      }
      ChartParts.endLabels(body, ended, endColours, ends, top, bottom, WIDTH - RIGHT + 26);
      turnLabels(bottom + 16);
      y = bottom + 24;
      panels.add("{\"kind\":\"hp\",\"bottom\":" + num(bottom) + ",\"scale\":" + num4(scale) + "}");
    }

    private void lanes() {
      List<Piece> planes = rows.stream().filter(ChartParts::flies).toList();
      if (planes.isEmpty()) {
        planes = rows;
      }
      TreeMap<Integer, String> names = new TreeMap<>();
      for (int level = 0; level < heights.size(); level++) {
        names.put(level, heights.get(level));
      }
      for (Frame f : frames) {
        for (Piece p : f.pieces()) {
          if (planes.stream().anyMatch(q -> q.id().equals(p.id()))) {
            names.putIfAbsent(p.level(), p.height().isEmpty() ? "in play" : p.height());
          }
        }
      }
      int topLevel = names.isEmpty() ? 0 : names.lastKey();
      boolean advantage =
          rows.stream().anyMatch(p -> p.measure(Measure.ADVANTAGE_DICE).isPresent());
      title("Altitude band at the end of each turn");
      y += 8;
      if (advantage) {
        notes(
            y + 12,
            "\u25cf in the band",
            "\u2462 holding 3 advantage dice",
            "\u2715 out of the fight");
      } else {
        notes(y + 12, "\u25cf in the band", "\u2715 out of the fight");
      }
      double laneH = 16 + 14 * planes.size();
      double top = y + 26;
      StringBuilder laneTops = new StringBuilder("{");
      for (int level = topLevel; level >= 0; level--) {
        double laneTop = top + (topLevel - level) * laneH;
        body.append("<rect class=\"lane")
            .append(level % 2)
            .append("\" x=\"")
            .append(num(LEFT - 20))
            .append("\" y=\"")
            .append(num(laneTop))
            .append("\" width=\"")
            .append(num(WIDTH - LEFT - RIGHT + 40))
            .append("\" height=\"")
            .append(num(laneH))
            .append("\"/><text class=\"lane-name\" x=\"")
            .append(num(LEFT - 26))
            .append("\" y=\"")
            .append(num(laneTop + laneH / 2 + 4))
            .append("\">")
            .append(esc(names.getOrDefault(level, "level " + level)))
            .append("</text>\n");
        laneTops.append(level == topLevel ? "" : ",").append('"').append(level).append("\":");
        laneTops.append(num(laneTop));
      }
      laneTops.append('}');
      StringBuilder offsets = new StringBuilder("{");
      for (int j = 0; j < planes.size(); j++) {
        Piece row = planes.get(j);
        double offset = 15 + 14 * j;
        offsets.append(j == 0 ? "" : ",").append(Json.string(row.id())).append(':');
        offsets.append(num(offset));
        List<String> points = new ArrayList<>();
        double lastY = 0;
        for (int i = 0; i < frames.size(); i++) {
          Optional<Piece> found = find(frames.get(i), row.id());
          if (found.isEmpty()) {
            continue;
          }
          if (!drawnIn(row.id(), i)) {
            break;
          }
          Piece p = found.get();
          double py = top + (topLevel - p.level()) * laneH + offset;
          double px = axis.x(i);
          points.add(num(px) + "," + num(py));
          lastY = py;
          StringBuilder m = marksOf(i, row.id());
          int dice = p.measure(Measure.ADVANTAGE_DICE).map(Measure::value).orElse(0);
          String c = colour(row.side());
          if (!p.inPlay()) {
            m.append(cross("band", px, py, c));
          } else if (dice > 0) {
            m.append("<g class=\"band adv\" data-dice=\"")
                .append(dice)
                .append("\"><circle cx=\"")
                .append(num(px))
                .append("\" cy=\"")
                .append(num(py))
                .append("\" r=\"6.5\" fill=\"")
                .append(c)
                .append("\"/><text class=\"dice\" x=\"")
                .append(num(px))
                .append("\" y=\"")
                .append(num(py + 3.5))
                .append("\">")
                .append(dice)
                .append("</text></g>");
          } else {
            m.append("<circle class=\"band\" cx=\"")
                .append(num(px))
                .append("\" cy=\"")
                .append(num(py))
                .append("\" r=\"3.5\" fill=\"")
                .append(c)
                .append("\"/>");
          }
        }
        line(row, points);
        body.append("<text class=\"end\" x=\"")
            .append(num(WIDTH - RIGHT + 26))
            .append("\" y=\"")
            .append(num(lastY + 4))
            .append("\" fill=\"")
            .append(colour(row.side()))
            .append("\">")
            .append(esc(row.id()))
            .append("</text>\n");
      }
      offsets.append('}');
      double bottom = top + (topLevel + 1) * laneH;
      turnLabels(bottom + 16);
      y = bottom + 24;
      panels.add("{\"kind\":\"lanes\",\"tops\":" + laneTops + ",\"offsets\":" + offsets + "}");
    }

    // ---- shared pieces of drawing -----------------------------------------------------------

    private void line(Piece row, List<String> points) {
      if (points.size() > 1) {
        body.append("<polyline class=\"line\" data-id=\"")
            .append(esc(row.id()))
            .append("\" stroke=\"")
            .append(colour(row.side()))
            .append('"')
            .append(dash(pieceIndex(row.id())))
            .append(" points=\"")
            .append(String.join(" ", points))
            .append("\"/>\n");
      }
    }

    private void yAxis(double top, double bottom, int most, String what) {
      int step = tickStep(most);
      body.append("<line class=\"axis-line\" x1=\"")
          .append(num(LEFT - 20))
          .append("\" y1=\"")
          .append(num(top))
          .append("\" x2=\"")
          .append(num(LEFT - 20))
          .append("\" y2=\"")
          .append(num(bottom))
          .append("\"/>\n");
      for (int v = 0; v <= most; v += step) {
        double ty = bottom - (bottom - top) * v / most;
        body.append("<line class=\"grid\" x1=\"")
            .append(num(LEFT - 20))
            .append("\" y1=\"")
            .append(num(ty))
            .append("\" x2=\"")
            .append(num(WIDTH - RIGHT + 20))
            .append("\" y2=\"")
            .append(num(ty))
            .append("\"/><text class=\"axis\" x=\"")
            .append(num(LEFT - 26))
            .append("\" y=\"")
            .append(num(ty + 4))
            .append("\" text-anchor=\"end\">")
            .append(v)
            .append("</text>\n");
      }
      body.append("<text class=\"axis\" x=\"8\" y=\"")
          .append(num((top + bottom) / 2 + 4))
          .append("\">")
          .append(esc(what))
          .append("</text>\n");
    }

    private void turnLabels(double at) {
      int every = (int) Math.ceil(34 / axis.step());
      body.append("<text class=\"axis\" x=\"8\" y=\"").append(num(at)).append("\">turn</text>\n");
      for (int i = 0; i < frames.size(); i += every) {
        body.append("<text class=\"axis turn\" x=\"")
            .append(num(axis.x(i)))
            .append("\" y=\"")
            .append(num(at))
            .append("\">")
            .append(i == 0 ? "start" : String.valueOf(frames.get(i).turn()))
            .append("</text>\n");
      }
    }

    /** The marks of piece {@code id} in frame {@code i}, written into its group. */
    private StringBuilder marksOf(int i, String id) {
      return Objects.requireNonNull(marks.get(i).get(id), id);
    }

    /** Whether {@code id} is drawn in frame {@code i}: up to the first frame it is out of play. */
    private boolean drawnIn(String id, int i) {
      for (int k = 0; k < i; k++) {
        Optional<Piece> p = find(frames.get(k), id);
        if (p.isPresent() && !p.get().inPlay()) {
          return false;
        }
      }
      return true;
    }

    private int pieceIndex(String id) {
      Piece piece = rows.stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow();
      int n = 0;
      for (Piece p : rows) {
        if (p.id().equals(id)) {
          return n;
        }
        if (p.side().equals(piece.side())) {
          n++;
        }
      }
      return n;
    }

    private String colour(String side) {
      return HtmlReport.colour(sides.indexOf(side));
    }

    /** A side's name as the narration has it: its only piece's name, else the side's. */
    private String sideName(String side) {
      List<Piece> of = rows.stream().filter(p -> p.side().equals(side)).toList();
      return of.size() == 1 ? of.get(0).id() : side;
    }
  }
}
