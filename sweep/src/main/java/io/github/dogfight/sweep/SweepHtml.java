package io.github.dogfight.sweep;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * A sweep's report as one self-contained HTML page (no scripts or fonts fetched): win shares per
 * variant with their 95% interval bars, each variant's difference from the baseline with its
 * interval, end reasons as stacked bars, and game-length histograms, as SVG charts with axes,
 * labels and legends, then the numbers as a table.
 *
 * <p>The page checks itself when opened with {@code #check}: it measures each drawn bar, whisker
 * and segment on screen against the data it was drawn from (and that no two labels overlap and none
 * is cut off), and writes "ok (...)" or the failures into {@code <pre id="check">}; {@code
 * .ci/sweep-html-check} runs that in headless Chromium.
 */
public final class SweepHtml {
  private static final String[] PALETTE = {
    "#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#8C6D31", "#000000"
  };
  private static final String NONE_COLOUR = "#9a9a9a";

  /** Width of every chart's drawing, in SVG units. */
  private static final int WIDTH = 900;

  /** Left margin for labels. */
  private static final int LEFT = 190;

  /** Right margin for value labels. */
  private static final int RIGHT = 120;

  private SweepHtml() {}

  /**
   * The page.
   *
   * @param result the sweep's outcome
   * @return the HTML text
   */
  public static String page(SweepResult result) {
    SweepSpec spec = result.spec();
    StringBuilder h = new StringBuilder();
    h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        .append("<title>Sweep of ")
        .append(esc(spec.rules()))
        .append("</title>\n<style>\n")
        .append(
            "body{font-family:system-ui,sans-serif;margin:1.5em auto;max-width:980px;padding:0"
                + " 1em;color:#222}\n")
        .append("h1{font-size:1.4em}h2{font-size:1.1em;margin-top:1.6em}\n")
        .append("svg{width:100%;height:auto;display:block}\n")
        .append("svg text{font-size:12px;fill:#222}svg .small{font-size:11px}\n")
        .append("table{border-collapse:collapse;font-size:13px;margin-top:.5em}\n")
        .append("td,th{border:1px solid #ccc;padding:2px 6px;text-align:right}\n")
        .append("td:nth-child(-n+2),th:nth-child(-n+2){text-align:left}\n")
        .append(".note{color:#555;font-size:13px}\n")
        .append("#check{font-size:12px;color:#555}\n")
        .append("</style>\n</head>\n<body>\n");
    h.append("<h1>Sweep of ")
        .append(esc(spec.rules()))
        .append("</h1>\n<p class=\"note\">")
        .append(spec.variants().size())
        .append(" variants, ")
        .append(String.format(Locale.ROOT, "%,d", spec.games()))
        .append(" games each, master seed ")
        .append(spec.seed())
        .append(
            ". Game i of every variant is seeded alike. Intervals are 95% Wilson intervals;"
                + " differences from the baseline <b>")
        .append(esc(spec.baseline()))
        .append("</b> are Newcombe's hybrid score intervals.</p>\n<ul class=\"note\">\n");
    for (SweepSpec.Variant v : spec.variants()) {
      h.append("<li><b>")
          .append(esc(v.name()))
          .append("</b>: ")
          .append(esc(SweepReport.describe(v)))
          .append("</li>\n");
    }
    h.append("</ul>\n");
    List<String> outcomes = new ArrayList<>(result.baseline().winCounts().keySet());
    h.append("<h2>Who wins</h2>\n").append(wins(result, outcomes));
    if (result.tallies().size() > 1) {
      h.append("<h2>Difference from the baseline</h2>\n").append(differences(result, outcomes));
    }
    h.append("<h2>Why games end</h2>\n").append(ends(result));
    h.append("<h2>How long games last</h2>\n").append(lengths(result));
    h.append("<h2>The numbers</h2>\n").append(table(result));
    h.append("<pre id=\"check\"></pre>\n<script>\n").append(CHECK).append("</script>\n");
    h.append("</body>\n</html>\n");
    return h.toString();
  }

  private static String colour(int i) {
    return PALETTE[i % PALETTE.length];
  }

  private static String outcomeColour(List<String> outcomes, String o) {
    return o.equals(Tally.NO_WINNER) ? NONE_COLOUR : colour(outcomes.indexOf(o));
  }

  /** The x axis of a share chart: gridlines and ticks at 0, 20, ... 100%. */
  private static void shareAxis(StringBuilder s, int top, int bottom) {
    double plot = WIDTH - LEFT - RIGHT;
    for (int p = 0; p <= 100; p += 20) {
      double x = LEFT + plot * p / 100;
      s.append(
          String.format(
              Locale.ROOT,
              "<line x1=\"%.2f\" y1=\"%d\" x2=\"%.2f\" y2=\"%d\" stroke=\"#ddd\"/>\n",
              x,
              top,
              x,
              bottom));
      s.append(
          String.format(
              Locale.ROOT,
              "<line data-tick=\"%d\" x1=\"%.2f\" y1=\"%d\" x2=\"%.2f\" y2=\"%d\""
                  + " stroke=\"#444\"/>\n",
              p,
              x,
              bottom,
              x,
              bottom + 5));
      s.append(
          String.format(
              Locale.ROOT,
              "<text class=\"label small\" x=\"%.2f\" y=\"%d\" text-anchor=\"middle\">%d%%</text>\n",
              x,
              bottom + 18,
              p));
    }
    s.append(
        String.format(
            Locale.ROOT,
            "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#444\"/>\n",
            LEFT,
            bottom,
            WIDTH - RIGHT,
            bottom));
  }

  private static void legend(StringBuilder s, List<String> names, List<String> colours, int y) {
    double x = LEFT;
    for (int i = 0; i < names.size(); i++) {
      s.append(
          String.format(
              Locale.ROOT,
              "<rect x=\"%.1f\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\"/>\n",
              x,
              y - 10,
              colours.get(i)));
      s.append(
          String.format(
              Locale.ROOT,
              "<text class=\"label legend\" x=\"%.1f\" y=\"%d\">%s</text>\n",
              x + 16,
              y,
              esc(names.get(i))));
      x += 16 + 7.5 * names.get(i).length() + 22;
    }
  }

  private static String wins(SweepResult result, List<String> outcomes) {
    int bar = 14;
    int groupGap = 16;
    int top = 34;
    int rows = result.tallies().size() * outcomes.size();
    int bottom = top + rows * (bar + 4) + result.tallies().size() * groupGap;
    StringBuilder s = svgStart(bottom + 30);
    legend(s, outcomes, outcomes.stream().map(o -> outcomeColour(outcomes, o)).toList(), 16);
    shareAxis(s, top - 4, bottom);
    double plot = WIDTH - LEFT - RIGHT;
    int y = top;
    for (Tally t : result.tallies()) {
      int groupTop = y;
      for (String o : outcomes) {
        Share sh = t.wins(o);
        Interval ci = sh.wilson(Confidence.DEFAULT);
        double w = plot * sh.fraction();
        s.append(
            String.format(
                Locale.ROOT,
                "<rect data-share=\"%s\" x=\"%d\" y=\"%d\" width=\"%.2f\" height=\"%d\""
                    + " fill=\"%s\"><title>%s, %s: %s</title></rect>\n",
                num(sh.fraction()),
                LEFT,
                y,
                w,
                bar,
                outcomeColour(outcomes, o),
                esc(t.variant()),
                esc(o),
                esc(sh.describe())));
        whisker(s, ci, y + bar / 2.0, plot);
        s.append(
            String.format(
                Locale.ROOT,
                "<text class=\"label small\" x=\"%.2f\" y=\"%d\">%.1f%%</text>\n",
                LEFT + plot * ci.high() + 6,
                y + bar - 3,
                sh.fraction() * 100));
        y += bar + 4;
      }
      s.append(
          String.format(
              Locale.ROOT,
              "<text class=\"label\" x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n",
              LEFT - 8,
              (groupTop + y - 4) / 2.0 + 4,
              esc(t.variant())));
      y += groupGap;
    }
    return s.append("</svg>\n").toString();
  }

  private static void whisker(StringBuilder s, Interval ci, double cy, double plot) {
    double lo = LEFT + plot * ci.low();
    double hi = LEFT + plot * ci.high();
    s.append(
        String.format(
            Locale.ROOT,
            "<g data-low=\"%s\" data-high=\"%s\" stroke=\"#222\" stroke-width=\"1.4\">"
                + "<line class=\"span\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/>"
                + "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/>"
                + "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/></g>\n",
            num(ci.low()),
            num(ci.high()),
            lo,
            cy,
            hi,
            cy,
            lo,
            cy - 4,
            lo,
            cy + 4,
            hi,
            cy - 4,
            hi,
            cy + 4));
  }

  private static String differences(SweepResult result, List<String> outcomes) {
    Tally base = result.baseline();
    List<Tally> others =
        result.tallies().stream().filter(t -> !t.variant().equals(base.variant())).toList();
    double max = 0.1;
    for (Tally t : others) {
      for (String o : outcomes) {
        Share.Difference d = t.wins(o).minus(base.wins(o), Confidence.DEFAULT);
        max = Math.max(max, Math.max(-d.interval().low(), d.interval().high()));
      }
    }
    int scale = (int) Math.min(100, Math.ceil(max * 10) * 10);
    int row = 18;
    int top = 34;
    int bottom = top + others.size() * outcomes.size() * row + others.size() * 12;
    StringBuilder s = svgStart(bottom + 30);
    legend(s, outcomes, outcomes.stream().map(o -> outcomeColour(outcomes, o)).toList(), 16);
    double plot = WIDTH - LEFT - RIGHT;
    double zero = LEFT + plot / 2;
    int step = scale <= 20 ? 5 : scale <= 50 ? 10 : 20;
    for (int p = -scale; p <= scale; p += step) {
      double x = zero + plot / 2 * p / scale;
      s.append(
          String.format(
              Locale.ROOT,
              "<line x1=\"%.2f\" y1=\"%d\" x2=\"%.2f\" y2=\"%d\" stroke=\"%s\"/>\n",
              x,
              top - 4,
              x,
              bottom,
              p == 0 ? "#444" : "#ddd"));
      s.append(
          String.format(
              Locale.ROOT,
              "<line data-point=\"%d\" x1=\"%.2f\" y1=\"%d\" x2=\"%.2f\" y2=\"%d\""
                  + " stroke=\"#444\"/>\n",
              p,
              x,
              bottom,
              x,
              bottom + 5));
      s.append(
          String.format(
              Locale.ROOT,
              "<text class=\"label small\" x=\"%.2f\" y=\"%d\" text-anchor=\"middle\">%+d</text>\n",
              x,
              bottom + 18,
              p));
    }
    s.append(
        String.format(
            Locale.ROOT,
            "<text class=\"label small\" x=\"%d\" y=\"%d\" text-anchor=\"end\">points</text>\n",
            WIDTH - 10,
            bottom + 18));
    int y = top;
    for (Tally t : others) {
      int groupTop = y;
      for (String o : outcomes) {
        Share.Difference d = t.wins(o).minus(base.wins(o), Confidence.DEFAULT);
        double cy = y + row / 2.0;
        double lo = zero + plot / 2 * d.interval().low() * 100 / scale;
        double hi = zero + plot / 2 * d.interval().high() * 100 / scale;
        double at = zero + plot / 2 * d.estimate() * 100 / scale;
        s.append(
            String.format(
                Locale.ROOT,
                "<g data-difference=\"%s\" data-low=\"%s\" data-high=\"%s\"><title>%s, %s: %s"
                    + "</title><line class=\"span\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\""
                    + " y2=\"%.2f\" stroke=\"%s\" stroke-width=\"3\"/>"
                    + "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"4.5\" fill=\"%s\""
                    + " stroke=\"#fff\"/></g>\n",
                num(d.estimate()),
                num(d.interval().low()),
                num(d.interval().high()),
                esc(t.variant()),
                esc(o),
                esc(d.describe()),
                lo,
                cy,
                hi,
                cy,
                outcomeColour(outcomes, o),
                at,
                cy,
                outcomeColour(outcomes, o)));
        s.append(
            String.format(
                Locale.ROOT,
                "<text class=\"label small\" x=\"%.2f\" y=\"%.1f\">%+.1f</text>\n",
                Math.max(hi, at) + 8,
                cy + 4,
                d.estimate() * 100));
        y += row;
      }
      s.append(
          String.format(
              Locale.ROOT,
              "<text class=\"label\" x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n",
              LEFT - 8,
              (groupTop + y) / 2.0 + 4,
              esc(t.variant())));
      y += 12;
    }
    return s.append("</svg>\n").toString();
  }

  private static String ends(SweepResult result) {
    Set<String> reasons = new LinkedHashSet<>(result.baseline().endCounts().keySet());
    List<String> list = new ArrayList<>(reasons);
    int bar = 22;
    int top = 34;
    int bottom = top + result.tallies().size() * (bar + 10);
    StringBuilder s = svgStart(bottom + 30);
    legend(s, list, list.stream().map(r -> colour(list.indexOf(r) + 2)).toList(), 16);
    shareAxis(s, top - 4, bottom);
    double plot = WIDTH - LEFT - RIGHT;
    int y = top;
    for (Tally t : result.tallies()) {
      double x = LEFT;
      for (String r : list) {
        Share sh = t.ended(r);
        double w = plot * sh.fraction();
        s.append(
            String.format(
                Locale.ROOT,
                "<rect data-segment=\"%s\" data-start=\"%s\" x=\"%.2f\" y=\"%d\" width=\"%.2f\""
                    + " height=\"%d\" fill=\"%s\"><title>%s, %s: %s</title></rect>\n",
                num(sh.fraction()),
                num((x - LEFT) / plot),
                x,
                y,
                w,
                bar,
                colour(list.indexOf(r) + 2),
                esc(t.variant()),
                esc(r),
                esc(sh.describe())));
        x += w;
      }
      s.append(
          String.format(
              Locale.ROOT,
              "<text class=\"label\" x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>\n",
              LEFT - 8,
              y + bar / 2 + 4,
              esc(t.variant())));
      y += bar + 10;
    }
    return s.append("</svg>\n").toString();
  }

  private static String lengths(SweepResult result) {
    int first = Integer.MAX_VALUE;
    int last = 0;
    double most = 0;
    for (Tally t : result.tallies()) {
      if (!t.lengths().isEmpty()) {
        first = Math.min(first, t.lengths().firstKey());
        last = Math.max(last, t.lengths().lastKey());
      }
      for (long n : t.lengths().values()) {
        most = Math.max(most, (double) n / t.games());
      }
    }
    if (first > last) {
      return "<p class=\"note\">No games.</p>\n";
    }
    double yMax = Math.max(0.05, Math.ceil(most * 20) / 20);
    int panel = 120;
    int gap = 48;
    int top = 30;
    int height = top + result.tallies().size() * (panel + gap);
    StringBuilder s = svgStart(height);
    double plot = WIDTH - LEFT - RIGHT;
    int columns = last - first + 1;
    double colW = plot / columns;
    int labelEvery = Math.max(1, (int) Math.ceil(columns / 20.0));
    int y0 = top;
    for (Tally t : result.tallies()) {
      int base = y0 + panel;
      s.append("<g class=\"panel\">\n");
      s.append(
          String.format(
              Locale.ROOT,
              "<text class=\"label\" x=\"%d\" y=\"%d\" font-weight=\"bold\">%s</text>\n",
              LEFT,
              y0 - 8,
              esc(t.variant())));
      for (int k = 0; k <= 2; k++) {
        double v = yMax * k / 2;
        double yy = base - panel * k / 2.0;
        s.append(
            String.format(
                Locale.ROOT,
                "<line data-ytick=\"%s\" x1=\"%d\" y1=\"%.2f\" x2=\"%d\" y2=\"%.2f\""
                    + " stroke=\"%s\"/>\n",
                num(v),
                LEFT - 4,
                yy,
                WIDTH - RIGHT,
                yy,
                k == 0 ? "#444" : "#ddd"));
        s.append(
            String.format(
                Locale.ROOT,
                "<text class=\"label small\" x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s%%</text>\n",
                LEFT - 8,
                yy + 4,
                BigDecimal.valueOf(v * 100)
                    .setScale(1, RoundingMode.HALF_EVEN)
                    .stripTrailingZeros()
                    .toPlainString()));
      }
      for (int turn = first; turn <= last; turn++) {
        long n = t.lengths().getOrDefault(turn, 0L);
        double share = (double) n / t.games();
        double h = panel * share / yMax;
        double x = LEFT + (turn - first) * colW;
        s.append(
            String.format(
                Locale.ROOT,
                "<rect data-height=\"%s\" data-scale=\"%s\" x=\"%.2f\" y=\"%.2f\" width=\"%.2f\""
                    + " height=\"%.2f\" fill=\"%s\"><title>%s: %d turns, %d games</title></rect>\n",
                num(share),
                num(yMax),
                x + 1,
                base - h,
                Math.max(0.5, colW - 2),
                h,
                colour(0),
                esc(t.variant()),
                turn,
                n));
        if ((turn - first) % labelEvery == 0) {
          s.append(
              String.format(
                  Locale.ROOT,
                  "<text class=\"label small\" x=\"%.2f\" y=\"%d\" text-anchor=\"middle\">%d</text>\n",
                  x + colW / 2,
                  base + 14,
                  turn));
        }
      }
      double mean = t.meanTurns().orElse(0.0);
      double mx = LEFT + (mean - first + 0.5) * colW;
      s.append(
          String.format(
              Locale.ROOT,
              "<line x1=\"%.2f\" y1=\"%d\" x2=\"%.2f\" y2=\"%d\" stroke=\"#D55E00\""
                  + " stroke-dasharray=\"4 3\"/>\n",
              mx,
              y0,
              mx,
              base));
      s.append(
          String.format(
              Locale.ROOT,
              "<text class=\"label small\" x=\"%d\" y=\"%d\">mean %.2f turns</text>\n",
              WIDTH - RIGHT + 8,
              y0 + 12,
              mean));
      s.append(
          String.format(
              Locale.ROOT,
              "<text class=\"label small\" x=\"%d\" y=\"%d\">turns</text>\n",
              WIDTH - RIGHT + 8,
              base + 14));
      s.append("</g>\n");
      y0 += panel + gap;
    }
    return s.append("</svg>\n").toString();
  }

  private static String table(SweepResult result) {
    StringBuilder s = new StringBuilder("<table>\n<tr><th>variant</th><th>outcome</th>");
    s.append("<th>games</th><th>share</th><th>95% interval</th><th>vs baseline</th></tr>\n");
    Tally base = result.baseline();
    for (Tally t : result.tallies()) {
      boolean compare = !t.variant().equals(base.variant());
      for (Map.Entry<String, Long> e : t.winCounts().entrySet()) {
        row(
            s,
            t,
            "wins: " + e.getKey(),
            t.wins(e.getKey()),
            compare ? base.wins(e.getKey()) : null);
      }
      for (Map.Entry<String, Long> e : t.endCounts().entrySet()) {
        row(
            s,
            t,
            "ended: " + e.getKey(),
            t.ended(e.getKey()),
            compare ? base.ended(e.getKey()) : null);
      }
    }
    return s.append("</table>\n").toString();
  }

  private static void row(StringBuilder s, Tally t, String what, Share sh, @Nullable Share base) {
    s.append("<tr><td>")
        .append(esc(t.variant()))
        .append("</td><td>")
        .append(esc(what))
        .append("</td><td>")
        .append(sh.count())
        .append("</td><td>")
        .append(String.format(Locale.ROOT, "%.1f%%", sh.fraction() * 100))
        .append("</td><td>")
        .append(sh.wilson(Confidence.DEFAULT).percentages())
        .append("</td><td>")
        .append(base == null ? "" : esc(sh.minus(base, Confidence.DEFAULT).describe()))
        .append("</td></tr>\n");
  }

  private static StringBuilder svgStart(int height) {
    return new StringBuilder(
        String.format(Locale.ROOT, "<svg viewBox=\"0 0 %d %d\" role=\"img\">\n", WIDTH, height));
  }

  private static String num(double x) {
    return String.format(Locale.ROOT, "%.6f", x);
  }

  /** Text escaped for HTML and SVG. */
  static String esc(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '&' -> out.append("&amp;");
        case '"' -> out.append("&quot;");
        case '\'' -> out.append("&#39;");
        default -> out.append(c);
      }
    }
    return out.toString();
  }

  /**
   * The page's own check, run with {@code #check}: every bar, whisker, segment and histogram column
   * measured on screen against the data it was drawn from; labels neither overlapping nor cut off.
   */
  private static final String CHECK =
      """
      (function () {
        if (location.hash.indexOf('check') < 0) { return; }
        var bad = [], marks = 0, labels = 0;
        function near(a, b) { return Math.abs(a - b) <= 1.0; }
        function box(e) { return e.getBoundingClientRect(); }
        document.querySelectorAll('svg').forEach(function (svg) {
          var t0 = svg.querySelector('[data-tick="0"]'), t100 = svg.querySelector('[data-tick="100"]');
          if (t0 && t100) {
            var x0 = box(t0).left + box(t0).width / 2, x1 = box(t100).left + box(t100).width / 2;
            var scale = x1 - x0;
            svg.querySelectorAll('[data-share]').forEach(function (r) {
              marks++;
              var want = parseFloat(r.dataset.share) * scale;
              if (!near(box(r).width, want) || !near(box(r).left, x0)) {
                bad.push('bar ' + r.textContent + ': width ' + box(r).width.toFixed(1) + ' not ' + want.toFixed(1));
              }
            });
            svg.querySelectorAll('g[data-low]').forEach(function (g) {
              marks++;
              var s = box(g.querySelector('.span'));
              var lo = x0 + parseFloat(g.dataset.low) * scale, hi = x0 + parseFloat(g.dataset.high) * scale;
              if (!near(s.left, lo) || !near(s.right, hi)) {
                bad.push('interval ' + g.dataset.low + '-' + g.dataset.high + ' drawn ' + s.left.toFixed(1) + '-' + s.right.toFixed(1));
              }
            });
            svg.querySelectorAll('[data-segment]').forEach(function (r) {
              marks++;
              var want = parseFloat(r.dataset.segment) * scale, from = x0 + parseFloat(r.dataset.start) * scale;
              if (!near(box(r).width, want) || !near(box(r).left, from)) {
                bad.push('segment ' + r.textContent + ' drawn at ' + box(r).left.toFixed(1) + ' width ' + box(r).width.toFixed(1));
              }
            });
          }
          var p0 = svg.querySelector('[data-point="0"]');
          if (p0) {
            var ticks = svg.querySelectorAll('[data-point]');
            var last = ticks[ticks.length - 1];
            var z = box(p0).left + box(p0).width / 2;
            var perPoint = (box(last).left + box(last).width / 2 - z) / parseFloat(last.dataset.point);
            svg.querySelectorAll('g[data-difference]').forEach(function (g) {
              marks++;
              var s = box(g.querySelector('.span'));
              var lo = z + parseFloat(g.dataset.low) * 100 * perPoint, hi = z + parseFloat(g.dataset.high) * 100 * perPoint;
              var c = box(g.querySelector('circle'));
              var at = z + parseFloat(g.dataset.difference) * 100 * perPoint;
              if (!near(s.left, lo) || !near(s.right, hi) || !near(c.left + c.width / 2, at)) {
                bad.push('difference ' + g.dataset.difference + ' drawn at ' + (c.left + c.width / 2).toFixed(1));
              }
            });
          }
          svg.querySelectorAll('g.panel').forEach(function (panel) {
            var ticks = panel.querySelectorAll('[data-ytick]');
            var t0 = ticks[0], tMax = ticks[ticks.length - 1];
            var y0 = box(t0).top + box(t0).height / 2, yMax = box(tMax).top + box(tMax).height / 2;
            var perUnit = (y0 - yMax) / parseFloat(tMax.dataset.ytick);
            panel.querySelectorAll('rect[data-height]').forEach(function (r) {
              marks++;
              var want = parseFloat(r.dataset.height) * perUnit;
              if (!near(box(r).height, want) || (want > 1 && !near(box(r).bottom, y0))) {
                bad.push('histogram column ' + r.textContent + ': height ' + box(r).height.toFixed(1) + ' not ' + want.toFixed(1));
              }
            });
          });
          var texts = Array.prototype.slice.call(svg.querySelectorAll('text.label'));
          var frame = box(svg);
          texts.forEach(function (t, i) {
            labels++;
            var a = box(t);
            if (a.left < frame.left - 0.5 || a.right > frame.right + 0.5 || a.top < frame.top - 0.5 || a.bottom > frame.bottom + 0.5) {
              bad.push('label "' + t.textContent + '" cut off');
            }
            for (var j = i + 1; j < texts.length; j++) {
              var b = box(texts[j]);
              if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) {
                bad.push('labels "' + t.textContent + '" and "' + texts[j].textContent + '" overlap');
              }
            }
          });
        });
        document.getElementById('check').textContent = bad.length === 0
          ? 'ok (' + marks + ' marks and ' + labels + ' labels checked)'
          : 'FAILED: ' + bad.join('; ');
      })();
      """;
}
