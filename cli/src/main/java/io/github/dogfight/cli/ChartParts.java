package io.github.dogfight.cli;

import io.github.dogfight.cli.HtmlReport.Frame;
import io.github.dogfight.core.view.Piece;
import io.github.dogfight.core.view.Piece.Measure;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The parts of {@link ChartPicture} that need no drawing state: the squadron bars' segments,
 * colours and scales, the labels right of a plot, the chart's data for the page's check, its style
 * and the check's script.
 */
final class ChartParts {
  /** Line patterns of a side's pieces, in turn. */
  static final String[] DASHES = {"", "8 4", "2 3", "12 3 2 3"};

  /** What befalls a squadron's aircraft that leave the fight, bottom up in a bar. */
  static final List<String> LOST = List.of("escaped", "removed", "shot down");

  /** The colours of {@link #LOST}. */
  static final Map<String, String> LOST_COLOURS =
      Map.of("escaped", "#9ccc9c", "removed", "#b8b8b8", "shot down", "#555555");

  private ChartParts() {}

  /** The pieces' names right of the plot, at their last values, pushed apart to not touch. */
  static void endLabels(
      StringBuilder body,
      List<Piece> pieces,
      List<String> colours,
      List<double[]> ends,
      double top,
      double bottom,
      double x) {
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < pieces.size(); i++) {
      order.add(i);
    }
    order.sort((a, b) -> Double.compare(ends.get(a)[0], ends.get(b)[0]));
    double[] at = new double[pieces.size()];
    double last = -1e9;
    for (int i : order) {
      at[i] = Math.max(ends.get(i)[0], last + 15);
      last = at[i];
    }
    double over = last - (bottom + 4);
    if (over > 0) {
      for (int i : order) {
        at[i] -= over;
      }
    }
    for (int i = 0; i < pieces.size(); i++) {
      Piece p = pieces.get(i);
      body.append("<text class=\"end\" x=\"")
          .append(num(x))
          .append("\" y=\"")
          .append(num(Math.max(top, at[i]) + 4))
          .append("\" fill=\"")
          .append(colours.get(i))
          .append("\">")
          .append(esc(p.id()))
          .append("</text>\n");
    }
  }

  // ---- the data for the page's check ------------------------------------------------------

  static String data(
      ChartPicture.Axis axis, List<String> panels, List<String> legendNames, List<Frame> frames) {
    StringBuilder sb = new StringBuilder("{\"x0\":");
    sb.append(num(axis.x0())).append(",\"step\":").append(num4(axis.step()));
    sb.append(",\"panels\":[").append(String.join(",", panels)).append(']');
    sb.append(",\"legend\":").append(strings(legendNames));
    sb.append(",\"frames\":[");
    for (int i = 0; i < frames.size(); i++) {
      sb.append(i == 0 ? "[" : ",[");
      int k = 0;
      for (Piece p : frames.get(i).pieces()) {
        sb.append(k++ == 0 ? "" : ",").append("{\"id\":").append(Json.string(p.id()));
        sb.append(",\"side\":").append(Json.string(p.side()));
        sb.append(",\"level\":").append(p.level());
        sb.append(",\"inPlay\":").append(p.inPlay());
        sb.append(",\"measures\":[");
        int j = 0;
        for (Measure m : p.measures()) {
          sb.append(j++ == 0 ? "[" : ",[")
              .append(Json.string(m.name()))
              .append(',')
              .append(Json.string(m.of()))
              .append(',')
              .append(m.value())
              .append(']');
        }
        sb.append("]}");
      }
      sb.append(']');
    }
    return sb.append("]}").toString();
  }

  // ---- helpers ----------------------------------------------------------------------------

  /** Whether {@code p} is an aircraft with a height (not a ground unit, not a squadron). */
  static boolean flies(Piece p) {
    return !p.height().isEmpty() && !p.height().equals("ground");
  }

  static boolean hasParts(Piece p) {
    return p.measures().stream().anyMatch(m -> !m.of().isEmpty());
  }

  /**
   * The bar of a squadron, bottom up: its aircraft in the fight by type (in {@code types}' order),
   * then those escaped, removed and shot down; each as {name, count, words for its tooltip}.
   */
  static List<String[]> segments(Piece p, List<String> types) {
    List<String[]> out = new ArrayList<>();
    for (String type : types) {
      int n = 0;
      for (Measure m : p.measures()) {
        if (m.name().equals("in the fight") && m.of().equals(type)) {
          n += m.value();
        }
      }
      if (n > 0) {
        out.add(new String[] {type, String.valueOf(n), n + " " + type + " in the fight"});
      }
    }
    for (String status : LOST) {
      int n = 0;
      List<String> which = new ArrayList<>();
      for (Measure m : p.measures()) {
        if (m.name().equals(status) && !m.of().isEmpty()) {
          n += m.value();
          which.add(m.value() + " " + m.of());
        }
      }
      if (n > 0) {
        out.add(new String[] {status, String.valueOf(n), status + ": " + String.join(", ", which)});
      }
    }
    return out;
  }

  static Optional<Piece> find(Frame f, String id) {
    return f.pieces().stream().filter(p -> p.id().equals(id)).findFirst();
  }

  static String cross(String cssClass, double x, double y, String colour) {
    return "<path class=\""
        + cssClass
        + " down\" stroke=\""
        + colour
        + "\" d=\"M"
        + num(x - 5)
        + ","
        + num(y - 5)
        + "L"
        + num(x + 5)
        + ","
        + num(y + 5)
        + "M"
        + num(x - 5)
        + ","
        + num(y + 5)
        + "L"
        + num(x + 5)
        + ","
        + num(y - 5)
        + "\"/>";
  }

  static String dash(int index) {
    String d = DASHES[index % DASHES.length];
    return d.isEmpty() ? "" : " stroke-dasharray=\"" + d + "\"";
  }

  /** {@code colour} lighter for the later of {@code n} types: the first type the side's colour. */
  static String shade(String colour, int k, int n) {
    double t = n <= 1 ? 0 : 0.6 * k / (n - 1);
    StringBuilder sb = new StringBuilder("#");
    for (int i = 0; i < 3; i++) {
      int c = Integer.parseInt(colour.substring(1 + 2 * i, 3 + 2 * i), 16);
      int v = (int) Math.round(c + (255 - c) * t);
      sb.append(String.format(Locale.ROOT, "%02x", v));
    }
    return sb.toString();
  }

  /** A tick step giving at most about eight ticks up to {@code most}. */
  static int tickStep(int most) {
    for (int step : new int[] {1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500}) {
      if (most / step <= 8) {
        return step;
      }
    }
    return (most / 8 / 1000 + 1) * 1000;
  }

  /** A generous estimate of the width of {@code text} in a sans-serif font of {@code size}. */
  static double textWidth(String text, double size) {
    return text.length() * size * 0.62;
  }

  static String strings(List<String> list) {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < list.size(); i++) {
      sb.append(i == 0 ? "" : ",").append(Json.string(list.get(i)));
    }
    return sb.append(']').toString();
  }

  static String num(double d) {
    return String.format(Locale.ROOT, "%.1f", d);
  }

  static String num4(double d) {
    return String.format(Locale.ROOT, "%.4f", d);
  }

  static String esc(String s) {
    return HtmlReport.esc(s);
  }

  static final String STYLE =
      """
      .main.stacked .picture { width: 100%; }
      svg.chart { width: 100%; height: auto; max-height: calc(100vh - 150px); }
      .chart text { font: 12px sans-serif; fill: #222; }
      .chart text.title { font-weight: bold; font-size: 13px; }
      .chart text.side { font-weight: bold; }
      .chart text.note { font-size: 11px; fill: #444; }
      .chart text.axis { font-size: 11px; fill: #555; }
      .chart text.turn, .chart text.banked, .chart text.dice { text-anchor: middle; }
      .chart text.banked { font-size: 11px; font-weight: bold; }
      .chart text.banked.none { font-weight: normal; fill: #aaa; }
      .chart text.dice { font-size: 9px; font-weight: bold; fill: #fff; }
      .chart text.lane-name { text-anchor: end; font-weight: bold; }
      .chart text.end { font-weight: bold; }
      .chart .grid { stroke: #e1e5ea; }
      .chart .axis-line { stroke: #999; }
      .chart .line { fill: none; stroke-width: 2; }
      .chart .down { stroke-width: 2.5; fill: none; }
      .chart .lane0 { fill: #eef3e6; } .chart .lane1 { fill: #e3edf8; }
      .chart .shade { fill: #ffe58a; opacity: 0; }
      .chart .seg { stroke: #fff; stroke-width: 0.5; }
      """;

  /**
   * The chart's part of the page's check: {@code window.dogfightChartCheck(problems)} adds a line
   * to {@code problems} for each mark not where its number puts it, each legend entry missing, each
   * label outside the window or the picture, and each two labels that overlap.
   */
  static final String CHECK =
      """
      (function () {
        window.dogfightChartCheck = function (problems) {
          var svg = document.getElementById('picture');
          var geo = JSON.parse(document.getElementById('chart-data').textContent);
          var ctm = svg.getScreenCTM();
          var checked = 0;
          function name(el) {
            return el.tagName === 'rect' ? 'the colour square of ' + el.nextElementSibling.textContent : el.textContent;
          }
          function near(el, x, y, what) {
            var b = el.getBoundingClientRect();
            var cx = b.left + b.width / 2, cy = b.top + b.height / 2;
            var sx = ctm.a * x + ctm.e, sy = ctm.d * y + ctm.f;
            checked++;
            if (Math.abs(cx - sx) > 1.5 || Math.abs(cy - sy) > 1.5) {
              problems.push(what + ' drawn at ' + cx.toFixed(1) + ',' + cy.toFixed(1)
                  + ' not ' + sx.toFixed(1) + ',' + sy.toFixed(1));
            }
          }
          var out = {};
          geo.frames.forEach(function (pieces, k) {
            var x = geo.x0 + geo.step * k;
            pieces.forEach(function (p) {
              var g = svg.querySelector('.frame[data-frame="' + k + '"] .piece[data-id="' + CSS.escape(p.id) + '"]');
              if (!g) { problems.push('turn ' + k + ': no marks of ' + p.id); return; }
              var m = {}, parts = {};
              p.measures.forEach(function (v) {
                if (v[1] === '') { m[v[0]] = v[2]; } else {
                  parts[v[0]] = parts[v[0]] || [];
                  parts[v[0]].push([v[1], v[2]]);
                }
              });
              var what = p.id + ' after turn ' + k;
              geo.panels.forEach(function (panel) {
                if (out[p.id]) { return; }
                if (panel.kind === 'hp' && m['hit points'] !== undefined) {
                  var hp = g.querySelector('.hp');
                  if (!hp) { problems.push(what + ': no hit points mark'); return; }
                  near(hp, x, panel.bottom - Math.max(0, m['hit points']) * panel.scale, what + ' hit points');
                }
                if (panel.kind === 'lanes' && panel.offsets[p.id] !== undefined) {
                  var band = g.querySelector('.band');
                  if (!band) { problems.push(what + ': no band mark'); return; }
                  near(band, x, panel.tops[String(p.level)] + panel.offsets[p.id], what + ' band');
                  var dice = m['advantage dice'] || 0;
                  var drawn = Number(band.getAttribute('data-dice') || 0);
                  if (p.inPlay && dice !== drawn) { problems.push(what + ': ' + drawn + ' advantage dice drawn, ' + dice + ' held'); }
                }
                if (panel.kind === 'forces' && panel.side === p.side) {
                  var segs = [];
                  panel.types.forEach(function (t) {
                    var n = 0;
                    (parts['in the fight'] || []).forEach(function (v) { if (v[0] === t) { n += v[1]; } });
                    if (n > 0) { segs.push(n); }
                  });
                  ['escaped', 'removed', 'shot down'].forEach(function (s) {
                    var n = 0;
                    (parts[s] || []).forEach(function (v) { n += v[1]; });
                    if (n > 0) { segs.push(n); }
                  });
                  var rects = g.querySelectorAll('.seg');
                  if (rects.length !== segs.length) { problems.push(what + ': ' + rects.length + ' bar parts, ' + segs.length + ' in the game'); }
                  var from = 0;
                  segs.forEach(function (n, i) {
                    if (rects[i]) { near(rects[i], x, panel.bottom - (from + n / 2) * panel.scale, what + ' bar part ' + i); }
                    var h = rects[i] ? rects[i].getBoundingClientRect().height : 0;
                    if (Math.abs(h - n * panel.scale * ctm.d) > 1.5) { problems.push(what + ' bar part ' + i + ' is ' + h.toFixed(1) + ' high'); }
                    from += n;
                  });
                }
              });
              if (!p.inPlay) { out[p.id] = true; }
            });
          });
          var texts = Array.prototype.map.call(svg.querySelectorAll('.legend-entry text'), function (t) { return t.textContent; });
          geo.legend.forEach(function (name) {
            if (texts.indexOf(name) < 0) { problems.push('the legend has no ' + name); }
          });
          var box = svg.getBoundingClientRect();
          if (box.right > window.innerWidth + 0.5 || box.bottom > window.innerHeight + 0.5 || box.left < 0) {
            problems.push('the chart (' + box.width.toFixed(0) + 'x' + box.height.toFixed(0) + ') does not fit the window '
                + window.innerWidth + 'x' + window.innerHeight);
          }
          // every text, and the colour squares of the keys: a key's text must not run over its square
          var labels = Array.prototype.filter.call(svg.querySelectorAll('text, .swatch-entry rect'), function (t) {
            return t.getBoundingClientRect().width > 0;
          }).map(function (t) { return [t, t.getBoundingClientRect()]; });
          labels.forEach(function (a, i) {
            var r = a[1];
            if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5) {
              problems.push('"' + name(a[0]) + '" is cut by the chart\\'s edge');
            }
            for (var j = i + 1; j < labels.length; j++) {
              var s = labels[j][1];
              var w = Math.min(r.right, s.right) - Math.max(r.left, s.left);
              var h = Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top);
              if (w > 1 && h > 2) {
                problems.push('"' + name(a[0]) + '" overlaps "' + name(labels[j][0]) + '"');
              }
            }
          });
          if (checked === 0) { problems.push('no chart mark checked'); }
          problems.chart = checked + ' marks, ' + labels.length + ' labels';
        };
      })();
      """;
}
