package io.github.dogfight.cli;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.Played;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.view.Piece;
import io.github.dogfight.core.view.Viewer;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A finished game as one self-contained HTML page: for rule sets whose pieces have hexes, an SVG
 * hex map per turn (each piece's position, facing, altitude and trail); for the others, charts over
 * the turns ({@link ChartPicture}). A slider and previous / next buttons step through the turns,
 * with the public narration and dice of the selected turn beside the picture. The page needs no
 * network: the style and the script are inline.
 *
 * <p>The SVG is XML (each turn a {@code <g class="frame">}, each piece a {@code <g class="piece">}
 * with {@code data-} attributes naming its hex, facing and level), so a test can read what is
 * drawn; the frames' pieces are also inline as JSON ({@code <script id="frames">}) for the page's
 * own drawing check ({@code #check} in the address).
 */
final class HtmlReport {
  /** Hex size (centre to corner) in SVG units. */
  static final double SIZE = 22;

  private static final double ROOT3 = Math.sqrt(3);
  private static final double SPREAD = 9;
  private static final String[] SIDE_COLOURS = {"#1f5fbf", "#c0392b", "#2e8b57", "#8e44ad"};

  private HtmlReport() {}

  /** One picture: the pieces at the start or after a turn, and that turn's events. */
  record Frame(String label, int turn, List<Piece> pieces, List<GameEvent> events) {}

  /**
   * The frames of {@code end}: the start, then each turn's end, replaying its commands from its
   * initial state; the events are the public ones (what every player at the table learns).
   */
  static <S extends GameState, C extends Command> List<Frame> frames(Game<S, C> end) {
    RuleSet<S, C> rules = end.rules();
    Viewer everyone = Viewer.spectator();
    List<GameEvent> events = end.log().visibleTo(everyone);
    Map<Integer, List<GameEvent>> byTurn = new LinkedHashMap<>();
    for (GameEvent e : events) {
      byTurn.computeIfAbsent(e.turn(), t -> new ArrayList<>()).add(e);
    }
    List<Frame> frames = new ArrayList<>();
    Game<S, C> g = Game.start(rules, end.initialState());
    frames.add(new Frame("Start", 0, rules.pieces(g.view(everyone)), List.of()));
    int turn = g.state().turn();
    for (Played<C> p : end.played()) {
      g = g.replayOne(p);
      if (g.state().turn() != turn) {
        frames.add(frame(rules, g, turn, byTurn));
        turn = g.state().turn();
      }
    }
    if (frames.get(frames.size() - 1).turn() != turn) {
      frames.add(frame(rules, g, turn, byTurn));
    }
    return frames;
  }

  private static <S extends GameState, C extends Command> Frame frame(
      RuleSet<S, C> rules, Game<S, C> g, int turn, Map<Integer, List<GameEvent>> byTurn) {
    return new Frame(
        "After turn " + turn,
        turn,
        rules.pieces(g.view(Viewer.spectator())),
        byTurn.getOrDefault(turn, List.of()));
  }

  /** The page for {@code end}, titled with its rule set and {@code heading}. */
  static String page(Game<?, ?> end, String heading) {
    return page(end, heading, Set.of());
  }

  /**
   * The page for {@code end}, each die roll of an event in {@code scripted} (by identity) marked as
   * {@link DuelCommand#SCRIPTED_MARK}.
   */
  static String page(Game<?, ?> end, String heading, Set<GameEvent> scripted) {
    List<Frame> frames = frames(end);
    boolean map = frames.get(0).pieces().stream().anyMatch(p -> p.hex().isPresent());
    List<String> sides = new ArrayList<>();
    for (Frame f : frames) {
      for (Piece p : f.pieces()) {
        if (!sides.contains(p.side())) {
          sides.add(p.side());
        }
      }
    }
    StringBuilder out = new StringBuilder(64 * 1024);
    out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n")
        .append("<title>")
        .append(esc(end.rules().title()))
        .append("</title>\n<style>\n")
        .append(STYLE)
        .append("</style>\n</head>\n<body>\n<h1>")
        .append(esc(end.rules().title()))
        .append("</h1>\n<p class=\"sub\">")
        .append(esc(heading))
        .append(" Result: ")
        .append(esc(end.state().result().orElse("unfinished")))
        .append("</p>\n<div class=\"controls\">")
        .append("<button id=\"prev\" type=\"button\">&#9664; Previous</button>")
        .append("<input id=\"slider\" type=\"range\" min=\"0\" max=\"")
        .append(frames.size() - 1)
        .append("\" value=\"0\"/>")
        .append("<button id=\"next\" type=\"button\">Next &#9654;</button>")
        .append("<span id=\"label\">Start</span></div>\n<div class=\"legend\">");
    for (int i = 0; map && i < sides.size(); i++) {
      out.append("<span><i style=\"background:")
          .append(colour(i))
          .append("\"></i>")
          .append(esc(sides.get(i)))
          .append("</span>");
    }
    out.append("</div>\n<div class=\"main")
        .append(map ? "" : " stacked")
        .append("\">\n<div class=\"picture\">\n");
    if (map) {
      mapSvg(out, frames, sides);
    } else {
      ChartPicture.draw(out, frames, sides);
    }
    out.append("</div>\n");
    out.append("<div id=\"story\">\n");
    for (int i = 0; i < frames.size(); i++) {
      Frame f = frames.get(i);
      out.append("<section class=\"turn\" data-frame=\"")
          .append(i)
          .append("\"")
          .append(i == 0 ? "" : " hidden=\"hidden\"")
          .append("><h2>")
          .append(esc(f.label()))
          .append("</h2>\n");
      if (f.events().isEmpty()) {
        out.append("<p>")
            .append(i == 0 ? "The forces before the first turn." : "Nothing public happened.")
            .append("</p>\n");
      }
      out.append("<ol>\n");
      for (GameEvent e : f.events()) {
        out.append("<li><pre class=\"say\">").append(esc(e.narration())).append("</pre>");
        if (!e.dice().isEmpty()) {
          out.append("<ul class=\"dice\">");
          for (DiceRoll d : e.dice()) {
            out.append("<li>")
                .append(esc(d.describe() + (scripted.contains(e) ? DuelCommand.SCRIPTED_MARK : "")))
                .append("</li>");
          }
          out.append("</ul>");
        }
        out.append("</li>\n");
      }
      out.append("</ol>\n<table class=\"pieces\">");
      for (Piece p : f.pieces()) {
        out.append("<tr")
            .append(p.inPlay() ? "" : " class=\"out\"")
            .append("><th>")
            .append(esc(p.id()))
            .append("</th><td>")
            .append(esc(p.height()))
            .append("</td><td>")
            .append(esc(p.status()))
            .append("</td></tr>");
      }
      out.append("</table>\n</section>\n");
    }
    out.append("</div>\n</div>\n<script id=\"frames\" type=\"application/json\">")
        .append(framesJson(frames).replace("</", "<\\/"))
        .append("</script>\n<script>\n")
        .append(SCRIPT)
        .append("</script>\n</body>\n</html>\n");
    return out.toString();
  }

  // ---- the map ----------------------------------------------------------------------------

  /** The centre of {@code h} in SVG units: flat-topped hexes, north up. */
  static double[] centre(Hex h) {
    return new double[] {SIZE * 1.5 * h.q(), SIZE * ROOT3 * (h.r() + h.q() / 2.0)};
  }

  private static void mapSvg(StringBuilder out, List<Frame> frames, List<String> sides) {
    int minQ = Integer.MAX_VALUE;
    int maxQ = Integer.MIN_VALUE;
    double minY = Double.MAX_VALUE;
    double maxY = -Double.MAX_VALUE;
    for (Frame f : frames) {
      for (Piece p : f.pieces()) {
        if (p.hex().isPresent()) {
          Hex h = p.hex().get();
          minQ = Math.min(minQ, h.q());
          maxQ = Math.max(maxQ, h.q());
          double y = centre(h)[1];
          minY = Math.min(minY, y);
          maxY = Math.max(maxY, y);
        }
      }
    }
    int margin = 2;
    minQ -= margin;
    maxQ += margin;
    minY -= margin * SIZE * ROOT3;
    maxY += margin * SIZE * ROOT3;
    double x0 = SIZE * 1.5 * minQ - SIZE;
    double x1 = SIZE * 1.5 * maxQ + SIZE;
    double y0 = minY - SIZE;
    double y1 = maxY + SIZE;
    out.append("<svg id=\"picture\" class=\"map\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"")
        .append(num(x0))
        .append(' ')
        .append(num(y0))
        .append(' ')
        .append(num(x1 - x0))
        .append(' ')
        .append(num(y1 - y0))
        .append("\" width=\"")
        .append(num(Math.max(420, Math.min(900, 2 * (x1 - x0)))))
        .append("\" data-size=\"")
        .append(num(SIZE))
        .append("\">\n<g class=\"grid\">");
    // the hexes of the box: every column, rows from the top of the box to the bottom
    for (int q = minQ; q <= maxQ; q++) {
      int rTop = (int) Math.floor((y0 / (SIZE * ROOT3)) - q / 2.0) - 1;
      int rBottom = (int) Math.ceil((y1 / (SIZE * ROOT3)) - q / 2.0) + 1;
      for (int r = rTop; r <= rBottom; r++) {
        double[] c = centre(new Hex(q, r));
        if (c[1] < y0 - SIZE || c[1] > y1 + SIZE) {
          continue;
        }
        out.append("<polygon points=\"").append(hexPoints(c)).append("\"/>");
      }
    }
    out.append("</g>\n");
    for (int i = 0; i < frames.size(); i++) {
      out.append("<g class=\"frame\" data-frame=\"")
          .append(i)
          .append("\"")
          .append(i == 0 ? "" : " display=\"none\"")
          .append(">\n");
      // trails: each piece's hexes up to this frame
      for (Piece p : frames.get(i).pieces()) {
        List<String> points = new ArrayList<>();
        for (int k = 0; k <= i; k++) {
          for (Piece q : frames.get(k).pieces()) {
            if (q.id().equals(p.id()) && q.hex().isPresent()) {
              double[] c = centre(q.hex().get());
              String pt = num(c[0]) + "," + num(c[1]);
              if (points.isEmpty() || !points.get(points.size() - 1).equals(pt)) {
                points.add(pt);
              }
            }
          }
        }
        if (points.size() > 1) {
          out.append("<polyline class=\"trail\" data-id=\"")
              .append(esc(p.id()))
              .append("\" stroke=\"")
              .append(colour(sides.indexOf(p.side())))
              .append("\" points=\"")
              .append(String.join(" ", points))
              .append("\"/>\n");
        }
      }
      List<Placed> placed = placed(frames.get(i).pieces());
      for (Placed at : placed) {
        Piece p = at.piece();
        int nth = at.nth();
        double[] c = {at.x(), at.y()};
        String colour = colour(sides.indexOf(p.side()));
        out.append("<g class=\"piece")
            .append(p.inPlay() ? "" : " out")
            .append(p.height().equals("ground") ? " ground" : "")
            .append("\" data-id=\"")
            .append(esc(p.id()))
            .append("\" data-side=\"")
            .append(esc(p.side()))
            .append("\" data-hex=\"")
            .append(p.hex().get().q())
            .append(',')
            .append(p.hex().get().r())
            .append("\" data-facing=\"")
            .append(p.facing().map(Enum::name).orElse(""))
            .append("\" data-level=\"")
            .append(p.level())
            .append("\" transform=\"translate(")
            .append(num(c[0]))
            .append(' ')
            .append(num(c[1]))
            .append(")\"><title>")
            .append(esc(p.id() + ": " + p.height() + ", " + p.status()))
            .append("</title>");
        if (p.facing().isPresent()) {
          int degrees = 60 * p.facing().get().clockIndex();
          out.append("<polygon class=\"nose\" fill=\"")
              .append(colour)
              .append("\" points=\"0,-21 -7,-9 7,-9\" transform=\"rotate(")
              .append(degrees)
              .append(")\"/>");
        }
        if (p.height().equals("ground")) {
          out.append("<rect x=\"-9\" y=\"-9\" width=\"18\" height=\"18\" fill=\"")
              .append(colour)
              .append("\"/>");
        } else {
          out.append("<circle r=\"11\" fill=\"")
              .append(colour)
              .append("\"/><text class=\"level\" y=\"4\">")
              .append(p.level())
              .append("</text>");
        }
        out.append("<text class=\"name\" y=\"")
            .append(24 + 10 * nth)
            .append("\">")
            .append(esc(p.id()))
            .append("</text></g>\n");
      }
      out.append("</g>\n");
    }
    out.append("</svg>\n");
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

  // ---- data for the page's own check ------------------------------------------------------

  private static String framesJson(List<Frame> frames) {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < frames.size(); i++) {
      Frame f = frames.get(i);
      sb.append(i == 0 ? "" : ",").append("{\"label\":").append(Json.string(f.label()));
      sb.append(",\"pieces\":[");
      // placed() keeps the order of the pieces with a hex
      Iterator<Placed> placed = placed(f.pieces()).iterator();
      int k = 0;
      for (Piece p : f.pieces()) {
        sb.append(k++ == 0 ? "" : ",").append("{\"id\":").append(Json.string(p.id()));
        if (p.hex().isPresent()) {
          Hex h = p.hex().get();
          Placed at = placed.next();
          double[] c = {at.x(), at.y()};
          sb.append(",\"q\":").append(h.q()).append(",\"r\":").append(h.r());
          sb.append(",\"dx\":")
              .append(num(c[0] - centre(h)[0]))
              .append(",\"dy\":")
              .append(num(c[1] - centre(h)[1]));
        }
        sb.append(",\"level\":").append(p.level()).append('}');
      }
      sb.append("]}");
    }
    return sb.append(']').toString();
  }

  private static String colour(int sideIndex) {
    return SIDE_COLOURS[Math.floorMod(sideIndex, SIDE_COLOURS.length)];
  }

  private static String num(double d) {
    return String.format(Locale.ROOT, "%.1f", d);
  }

  /** {@code s} escaped for HTML and XML text and attributes. */
  static String esc(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '&' -> sb.append("&amp;");
        case '<' -> sb.append("&lt;");
        case '>' -> sb.append("&gt;");
        case '"' -> sb.append("&quot;");
        case '\'' -> sb.append("&#39;");
        default -> sb.append(c);
      }
    }
    return sb.toString();
  }

  private static final String STYLE =
      """
      body { font: 14px/1.4 system-ui, sans-serif; margin: 16px; color: #222; }
      h1 { font-size: 20px; margin: 0 0 4px; }
      .sub { color: #555; margin: 0 0 10px; }
      .controls { display: flex; gap: 10px; align-items: center; margin-bottom: 6px; }
      .controls input { width: 320px; }
      #label { font-weight: bold; }
      .legend span { margin-right: 14px; }
      .legend i { display: inline-block; width: 12px; height: 12px; margin-right: 4px;
                  vertical-align: -1px; border-radius: 6px; }
      .main { display: flex; gap: 18px; align-items: flex-start; }
      .main.stacked { flex-direction: column; }
      .picture { flex: none; max-width: 100%; overflow-x: auto; }
      svg { border: 1px solid #ccc; background: #f7f9fb; display: block; }
      .grid polygon { fill: none; stroke: #d5dbe1; stroke-width: 1; }
      .trail { fill: none; stroke-width: 2; stroke-dasharray: 4 3; opacity: 0.6; }
      .piece text { font: 10px sans-serif; text-anchor: middle; }
      .piece text.level { fill: #fff; font-weight: bold; }
      .piece text.name { fill: #222; }
      .piece.out { opacity: 0.3; }
      #story { max-width: 620px; }
      #story h2 { font-size: 16px; margin: 0 0 6px; }
      #story ol { padding-left: 20px; margin: 0 0 10px; }
      pre.say { font: inherit; white-space: pre-wrap; margin: 0; }
      pre.say { font-family: ui-monospace, monospace; font-size: 12px; }
      .dice { color: #666; font-size: 12px; margin: 0 0 4px; padding-left: 16px; }
      table.pieces { border-collapse: collapse; font-size: 12px; }
      table.pieces th, table.pieces td { border-top: 1px solid #ddd; padding: 2px 8px 2px 0;
                                         text-align: left; }
      table.pieces tr.out { color: #999; }
      """;

  private static final String SCRIPT =
      """
      (function () {
        var slider = document.getElementById('slider');
        var frames = document.querySelectorAll('svg .frame');
        var turns = document.querySelectorAll('#story .turn');
        var timeline = document.getElementById('picture').classList.contains('timeline');
        var data = JSON.parse(document.getElementById('frames').textContent);
        function show(k) {
          k = Math.max(0, Math.min(frames.length - 1, k));
          slider.value = k;
          frames.forEach(function (f, i) {
            if (timeline) {
              f.classList.toggle('selected', i === k);
            } else {
              f.setAttribute('display', i === k ? 'inline' : 'none');
            }
          });
          turns.forEach(function (t, i) { t.hidden = i !== k; });
          document.getElementById('label').textContent = data[k].label;
          document.body.setAttribute('data-shown', String(k));
        }
        function current() { return Number(slider.value); }
        document.getElementById('prev').addEventListener('click', function () { show(current() - 1); });
        document.getElementById('next').addEventListener('click', function () { show(current() + 1); });
        slider.addEventListener('input', function () { show(current()); });
        document.addEventListener('keydown', function (e) {
          if (e.key === 'ArrowLeft') { show(current() - 1); }
          if (e.key === 'ArrowRight') { show(current() + 1); }
        });
        // The drawing check, for the browser test: '#clicks=next,next,prev' presses the buttons,
        // '#check' compares each drawn piece of the shown frame with the game's data.
        function check() {
          var k = current();
          var problems = [];
          var svg = document.getElementById('picture');
          var shown = timeline ? frames[k] : Array.prototype.filter.call(frames, function (f) {
            return f.getAttribute('display') !== 'none';
          })[0];
          if (!timeline && frames[k] !== shown) { problems.push('frame ' + k + ' is not the one shown'); }
          var want = data[k].pieces;
          var drawn = shown.querySelectorAll('.piece');
          if (drawn.length !== want.length) {
            problems.push(drawn.length + ' pieces drawn, ' + want.length + ' in the game');
          }
          var size = Number(svg.getAttribute('data-size'));
          var ctm = svg.getScreenCTM();
          want.forEach(function (w, i) {
            var g = drawn[i];
            if (!g || g.getAttribute('data-id') !== w.id) { problems.push('piece ' + i + ' is not ' + w.id); return; }
            if (String(w.level) !== g.getAttribute('data-level')) { problems.push(w.id + ' level'); }
            if (w.q !== undefined) {
              var box = g.querySelector('circle, rect').getBoundingClientRect();
              var x = size * 1.5 * w.q + w.dx, y = size * Math.sqrt(3) * (w.r + w.q / 2) + w.dy;
              var sx = ctm.a * x + ctm.e, sy = ctm.d * y + ctm.f;
              var cx = box.left + box.width / 2, cy = box.top + box.height / 2;
              if (Math.abs(cx - sx) > 1.5 || Math.abs(cy - sy) > 1.5) {
                problems.push(w.id + ' drawn at ' + cx.toFixed(1) + ',' + cy.toFixed(1)
                    + ' not ' + sx.toFixed(1) + ',' + sy.toFixed(1));
              }
            }
          });
          var story = document.querySelector('#story .turn:not([hidden]) h2').textContent;
          if (story !== data[k].label) { problems.push('the story shows ' + story); }
          if (window.dogfightChartCheck) { window.dogfightChartCheck(problems); }
          var out = document.createElement('pre');
          out.id = 'check';
          out.textContent = (problems.length ? 'FAILED ' + problems.join('; ') : 'ok')
              + ' frame ' + k + ' (' + data[k].label + '), ' + want.length + ' pieces';
          document.body.appendChild(out);
        }
        show(0);
        var hash = decodeURIComponent(location.hash.slice(1));
        hash.split('&').forEach(function (part) {
          if (part.indexOf('clicks=') === 0) {
            part.slice(7).split(',').forEach(function (b) {
              var button = document.getElementById(b);
              if (button) { button.click(); }
            });
          }
        });
        if (hash.split('&').indexOf('check') >= 0) { check(); }
      })();
      """;
}
