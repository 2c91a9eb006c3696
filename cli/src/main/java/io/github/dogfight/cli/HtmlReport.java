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
import java.lang.reflect.RecordComponent;
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
  /** The sides' colours, in the order of the rule set's sides (every picture uses them). */
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
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n")
        .append("<title>")
        .append(esc(end.rules().title()))
        .append("</title>\n<style>\n")
        .append(STYLE)
        .append("</style>\n</head>\n<body>\n<h1>")
        .append(esc(end.rules().title()))
        .append("</h1>\n<p class=\"sub\">")
        .append(esc(heading))
        // the result is the end of the story: the script shows it on the last frame only
        .append(" <span id=\"result\" hidden=\"hidden\">Result: ")
        .append(esc(end.state().result().orElse("unfinished")))
        .append("</span></p>\n<div class=\"controls\">")
        .append("<button id=\"prev\" type=\"button\">&#9664; Previous</button>")
        .append("<input id=\"slider\" type=\"range\" min=\"0\" max=\"")
        .append(frames.size() - 1)
        .append("\" value=\"0\"/>")
        .append("<button id=\"next\" type=\"button\">Next &#9654;</button>")
        .append("<span id=\"label\">Start</span>");
    if (map) {
      out.append("<label class=\"toggle\"><input id=\"old-trails\" type=\"checkbox\"")
          .append(" checked=\"checked\"/> earlier turns' paths</label>");
    }
    out.append("</div>\n");
    out.append("<div class=\"main")
        .append(map ? "" : " stacked")
        .append("\">\n<div class=\"picture\">\n");
    if (map) {
      MapPicture.svg(out, frames, sides, MapPicture.Grid.of(end.rules().name()));
    } else {
      ChartPicture.draw(out, frames, sides, end.rules().heights());
    }
    out.append("</div>\n<div class=\"side\">\n");
    if (map) {
      MapKey.key(out, frames, sides, MapPicture.Grid.of(end.rules().name()));
    }
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
      if (i == frames.size() - 1) {
        out.append("<p class=\"result\">Result: ")
            .append(esc(end.state().result().orElse("unfinished")))
            .append("</p>\n");
      }
      // the picture shows the map: a text map among the events is left out
      List<GameEvent> told = f.events().stream().filter(e -> !textMap(e)).toList();
      if (told.isEmpty()) {
        out.append("<p>")
            .append(i == 0 ? "The forces before the first turn." : "Nothing public happened.")
            .append("</p>\n");
      }
      out.append("<ol>\n");
      for (GameEvent e : told) {
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
    out.append("</div>\n</div>\n</div>\n<script id=\"frames\" type=\"application/json\">")
        .append(framesJson(frames).replace("</", "<\\/"))
        .append("</script>\n<script>\n")
        .append(SCRIPT)
        .append("</script>\n</body>\n</html>\n");
    return out.toString();
  }

  /**
   * Whether {@code e} is a text map of the board (an event record whose {@code kind} component is
   * {@code MAP}, as Check Your 6! reports the map after movement): the page's picture draws it.
   * Saved games name events by their records' names and components, so these stay as they are.
   */
  static boolean textMap(GameEvent e) {
    Class<?> type = e.getClass();
    if (!type.isRecord()) {
      return false;
    }
    for (RecordComponent c : type.getRecordComponents()) {
      if (c.getName().equals("kind")) {
        try {
          return c.getAccessor().invoke(e) instanceof Enum<?> kind && kind.name().equals("MAP");
        } catch (ReflectiveOperationException | RuntimeException x) {
          return false;
        }
      }
    }
    return false;
  }

  // ---- data for the page's own check ------------------------------------------------------

  private static String framesJson(List<Frame> frames) {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < frames.size(); i++) {
      Frame f = frames.get(i);
      sb.append(i == 0 ? "" : ",").append("{\"label\":").append(Json.string(f.label()));
      sb.append(",\"pieces\":[");
      // placed() keeps the order of the pieces with a hex
      Iterator<MapPicture.Placed> placed = MapPicture.placed(f.pieces()).iterator();
      int k = 0;
      for (Piece p : f.pieces()) {
        sb.append(k++ == 0 ? "" : ",").append("{\"id\":").append(Json.string(p.id()));
        if (p.hex().isPresent()) {
          Hex h = p.hex().get();
          MapPicture.Placed at = placed.next();
          double[] c = {at.x(), at.y()};
          sb.append(",\"q\":").append(h.q()).append(",\"r\":").append(h.r());
          sb.append(",\"dx\":")
              .append(num(c[0] - MapPicture.centre(h)[0]))
              .append(",\"dy\":")
              .append(num(c[1] - MapPicture.centre(h)[1]));
        }
        sb.append(",\"level\":").append(p.level()).append('}');
      }
      sb.append("]}");
    }
    return sb.append(']').toString();
  }

  /** The colour of the side at {@code sideIndex} among the rule set's sides. */
  static String colour(int sideIndex) {
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
      body { font: 14px/1.4 system-ui, sans-serif; margin: 12px 16px; color: #222; }
      h1 { font-size: 20px; margin: 0 0 2px; }
      .sub { color: #555; margin: 0 0 6px; }
      .controls { display: flex; gap: 10px; align-items: center; margin-bottom: 6px;
                  flex-wrap: wrap; }
      .controls input[type=range] { width: 320px; }
      .toggle { color: #444; }
      #label { font-weight: bold; }
      .legend span { margin-right: 14px; }
      .legend i { display: inline-block; width: 12px; height: 12px; margin-right: 4px;
                  vertical-align: -1px; border-radius: 6px; }
      .main { display: flex; gap: 18px; align-items: flex-start; }
      .main.stacked { flex-direction: column; }
      .picture { flex: none; max-width: 100%; overflow-x: auto; }
      .main:not(.stacked) .picture { flex: 1 1 60%; min-width: 0; overflow: visible; }
      .main:not(.stacked) .side { flex: 0 1 400px; min-width: 280px; }
      svg { border: 1px solid #ccc; background: #f7f9fb; display: block; }
      svg.map { width: 100%; height: auto; max-height: calc(100vh - 110px); }
      .grid polygon { fill: none; stroke: #d5dbe1; stroke-width: 1; }
      .coord { font: 11px sans-serif; fill: #7a8794; text-anchor: middle; }
      .hexname { font: 7px sans-serif; fill: #a3afbb; text-anchor: middle; }
      .trail { fill: none; }
      .trail.now { stroke-width: 3; opacity: 0.9; }
      .trail.old { stroke-width: 1.5; stroke-dasharray: 4 3; opacity: 0.35; }
      svg.hide-old .trail.old { display: none; }
      .piece text { font: 10px sans-serif; text-anchor: middle; }
      .piece text.level, .key text.level { fill: #fff; font-weight: bold; }
      .piece text.name { font-size: 12px; fill: #111; paint-order: stroke; stroke: #f7f9fb; stroke-width: 3px; }
      .piece .leader { stroke: #888; stroke-width: 0.8; }
      .piece.out { opacity: 0.3; }
      .key { border: 1px solid #ddd; padding: 6px 8px; margin-bottom: 10px; font-size: 12px; }
      .key h2 { font-size: 13px; margin: 0 0 4px; }
      .key .entry { display: flex; gap: 6px; align-items: center; margin: 2px 0; }
      .key svg { border: none; background: none; flex: none; }
      .key text { font: bold 10px sans-serif; text-anchor: middle; }
      .key .coord { font-weight: normal; }
      .compass line { stroke: #555; stroke-width: 1.5; }
      .compass .hex { fill: none; stroke: #aab; }
      .compass text { font: bold 9px sans-serif; fill: #333; text-anchor: middle; }
      #story { max-width: 620px; }
      #story h2 { font-size: 16px; margin: 0 0 6px; }
      #story ol { padding-left: 20px; margin: 0 0 10px; }
      #story .result, #result { font-weight: bold; }
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
        var svg = document.getElementById('picture');
        var frames = document.querySelectorAll('svg .frame');
        var turns = document.querySelectorAll('#story .turn');
        var timeline = svg.classList.contains('timeline');
        var data = JSON.parse(document.getElementById('frames').textContent);
        var oldTrails = document.getElementById('old-trails');
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
          document.getElementById('result').hidden = k !== data.length - 1;
          document.body.setAttribute('data-shown', String(k));
        }
        // a map fits the window: as tall as the room below its top, as wide as its column
        function fit() {
          if (svg.classList.contains('map')) {
            var top = svg.getBoundingClientRect().top + window.scrollY;
            svg.style.maxHeight = Math.max(240, window.innerHeight - top - 8) + 'px';
          }
        }
        function current() { return Number(slider.value); }
        document.getElementById('prev').addEventListener('click', function () { show(current() - 1); });
        document.getElementById('next').addEventListener('click', function () { show(current() + 1); });
        slider.addEventListener('input', function () { show(current()); });
        if (oldTrails) {
          oldTrails.addEventListener('change', function () {
            svg.classList.toggle('hide-old', !oldTrails.checked);
          });
        }
        window.addEventListener('resize', fit);
        document.addEventListener('keydown', function (e) {
          if (e.key === 'ArrowLeft') { show(current() - 1); }
          if (e.key === 'ArrowRight') { show(current() + 1); }
        });
        function drawn(e) { return e.getClientRects().length > 0; }
        function describe(e) {
          return e.getAttribute('data-check-name') || e.textContent.trim()
              || (e.closest('[data-id]') || e).getAttribute('data-id') || e.tagName;
        }
        // The drawing check, for the browser test: '#clicks=next,next,prev' presses the buttons,
        // '#check' compares each drawn piece of the shown frame with the game's data, and checks
        // what any picture marks for it: every [data-legend] key drawn has its [data-key] entry,
        // every [data-check-inside] lies inside the picture and the window, and no two
        // [data-check-label] overlap.
        function check() {
          var k = current();
          var problems = [];
          var shown = timeline ? frames[k] : Array.prototype.filter.call(frames, function (f) {
            return f.getAttribute('display') !== 'none';
          })[0];
          if (!timeline && frames[k] !== shown) { problems.push('frame ' + k + ' is not the one shown'); }
          var want = data[k].pieces;
          var pieces = shown.querySelectorAll('.piece');
          if (pieces.length !== want.length) {
            problems.push(pieces.length + ' pieces drawn, ' + want.length + ' in the game');
          }
          var size = Number(svg.getAttribute('data-size'));
          var ctm = svg.getScreenCTM();
          want.forEach(function (w, i) {
            var g = pieces[i];
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
          var result = document.getElementById('result');
          if (drawn(result) !== (k === data.length - 1)) {
            problems.push('the result is ' + (drawn(result) ? 'shown before the last frame' : 'not shown'));
          }
          var keys = 0;
          document.querySelectorAll('[data-legend]').forEach(function (e) {
            if (!drawn(e)) { return; }
            e.getAttribute('data-legend').split('|').forEach(function (key) {
              var entry = Array.prototype.filter.call(document.querySelectorAll('[data-key]'),
                  function (x) { return x.getAttribute('data-key') === key; })[0];
              if (!entry || !drawn(entry)) { problems.push('no key entry for ' + key); } else { keys++; }
            });
          });
          var view = svg.getBoundingClientRect();
          var inside = 0;
          document.querySelectorAll('[data-check-inside]').forEach(function (e) {
            if (!drawn(e)) { return; }
            var r = e.getBoundingClientRect();
            var pic = e.ownerSVGElement ? e.ownerSVGElement.getBoundingClientRect() : view;
            var left = Math.max(0, pic.left), top = Math.max(0, pic.top);
            var right = Math.min(window.innerWidth, pic.right), bottom = Math.min(window.innerHeight, pic.bottom);
            inside++;
            if (r.left < left - 0.5 || r.top < top - 0.5 || r.right > right + 0.5 || r.bottom > bottom + 0.5) {
              problems.push(describe(e) + ' is clipped (' + r.left.toFixed(0) + ',' + r.top.toFixed(0) + ' to '
                  + r.right.toFixed(0) + ',' + r.bottom.toFixed(0) + ' outside ' + left.toFixed(0) + ','
                  + top.toFixed(0) + ' to ' + right.toFixed(0) + ',' + bottom.toFixed(0) + ')');
            }
          });
          var labels = Array.prototype.filter.call(document.querySelectorAll('[data-check-label]'), drawn);
          labels.forEach(function (a, i) {
            var ra = a.getBoundingClientRect();
            labels.slice(i + 1).forEach(function (b) {
              var rb = b.getBoundingClientRect();
              if (Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left) > 0.5
                  && Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top) > 0.5) {
                problems.push('labels ' + describe(a) + ' and ' + describe(b) + ' overlap');
              }
            });
          });
          if (window.dogfightChartCheck) { window.dogfightChartCheck(problems); }
          var out = document.createElement('pre');
          out.id = 'check';
          out.textContent = (problems.length ? 'FAILED ' + problems.join('; ') : 'ok')
              + ' frame ' + k + ' (' + data[k].label + '), ' + want.length + ' pieces, '
              + keys + ' keyed, ' + inside + ' inside, ' + labels.length + ' labels, window '
              + window.innerWidth + 'x' + window.innerHeight;
          document.body.appendChild(out);
        }
        show(0);
        fit();
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
