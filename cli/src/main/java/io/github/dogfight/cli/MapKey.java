package io.github.dogfight.cli;

import static io.github.dogfight.cli.HtmlReport.esc;
import static io.github.dogfight.cli.MapPicture.colour;
import static io.github.dogfight.cli.MapPicture.ground;
import static io.github.dogfight.cli.MapPicture.num;
import static io.github.dogfight.cli.MapPicture.target;

import io.github.dogfight.cli.HtmlReport.Frame;
import io.github.dogfight.cli.MapPicture.Grid;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.view.Piece;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The key beside a hex map ({@link MapPicture}): an entry ({@code data-key}) for each thing the map
 * draws, which the map's elements name in their {@code data-legend}, and a compass of the hex
 * directions by the facing names the narration uses.
 */
final class MapKey {
  private MapKey() {}

  /** The word the rule set puts before an altitude number ("TAL", "level"), "altitude" if none. */
  static String altitudeWord(List<Frame> frames) {
    for (Frame f : frames) {
      for (Piece p : f.pieces()) {
        if (!ground(p) && !p.height().isEmpty()) {
          String word = p.height().replaceAll("[0-9].*$", "").strip();
          return word.isEmpty() ? "altitude" : word;
        }
      }
    }
    return "altitude";
  }

  /** The key entries the map of {@code frames} needs, in the order shown. */
  static Set<String> keys(List<Frame> frames, List<String> sides) {
    Set<String> keys = new LinkedHashSet<>();
    boolean air = false;
    boolean nose = false;
    boolean battery = false;
    boolean target = false;
    boolean out = false;
    for (Frame f : frames) {
      for (Piece p : f.pieces()) {
        air |= p.hex().isPresent() && !ground(p);
        nose |= p.hex().isPresent() && p.facing().isPresent();
        battery |= p.hex().isPresent() && ground(p) && !target(p);
        target |= p.hex().isPresent() && target(p);
        out |= p.hex().isPresent() && !p.inPlay();
      }
    }
    for (String s : sides) {
      keys.add("side:" + s);
    }
    if (air) {
      keys.add("altitude");
    }
    if (nose) {
      keys.add("nose");
    }
    if (battery) {
      keys.add("battery");
    }
    if (target) {
      keys.add("target");
    }
    if (out) {
      keys.add("out");
    }
    if (frames.size() > 1) {
      keys.add("trail-now");
    }
    if (frames.size() > 2) {
      keys.add("trail-old");
    }
    keys.add("coords");
    return keys;
  }

  /** The key beside the map: an entry per thing drawn, then the compass of hex directions. */
  static void key(StringBuilder out, List<Frame> frames, List<String> sides, Grid grid) {
    String word = altitudeWord(frames);
    out.append("<div class=\"key\">\n<h2>Key</h2>\n");
    for (String k : keys(frames, sides)) {
      out.append("<div class=\"entry\" data-key=\"").append(esc(k)).append("\">");
      if (k.startsWith("side:")) {
        String side = k.substring(5);
        out.append(icon("<circle cx=\"9\" cy=\"9\" r=\"7\" fill=\"" + colour(sides, side) + "\"/>"))
            .append("<span>")
            .append(esc(side))
            .append("</span>");
      } else {
        switch (k) {
          case "altitude" ->
              out.append(
                      icon(
                          "<circle cx=\"9\" cy=\"9\" r=\"8\" fill=\"#555\"/><text x=\"9\" y=\"12.5\""
                              + " class=\"level\">3</text>"))
                  .append("<span>number on an aircraft: its altitude (")
                  .append(esc(word))
                  .append(")</span>");
          case "nose" ->
              out.append(
                      icon(
                          "<circle cx=\"9\" cy=\"12\" r=\"5\" fill=\"#555\"/>"
                              + "<polygon points=\"9,1 4,8 14,8\" fill=\"#555\"/>"))
                  .append("<span>nose: the hexside it faces (its direction of flight)")
                  .append(
                      noseless(frames)
                          ? "; none: in the middle of its hex, facing no hexside</span>"
                          : "</span>");
          case "battery" ->
              out.append(icon("<rect x=\"2\" y=\"2\" width=\"14\" height=\"14\" fill=\"#555\"/>"))
                  .append("<span>square: anti-aircraft battery, on the ground</span>");
          case "target" ->
              out.append(
                      icon(
                          "<rect x=\"4\" y=\"4\" width=\"10\" height=\"10\" fill=\"#555\""
                              + " transform=\"rotate(45 9 9)\"/>"))
                  .append("<span>diamond: surface target, on the ground</span>");
          case "out" ->
              out.append(icon("<circle cx=\"9\" cy=\"9\" r=\"7\" fill=\"#555\" opacity=\"0.3\"/>"))
                  .append("<span>faded: out of the fight (destroyed or left the map)</span>");
          case "trail-now" ->
              out.append(
                      icon(
                          "<line x1=\"1\" y1=\"9\" x2=\"17\" y2=\"9\" stroke=\"#555\""
                              + " stroke-width=\"3\"/>"))
                  .append("<span>this turn's path (start to end of the turn)</span>");
          case "trail-old" ->
              out.append(
                      icon(
                          "<line x1=\"1\" y1=\"9\" x2=\"17\" y2=\"9\" stroke=\"#555\""
                              + " stroke-width=\"1.5\" stroke-dasharray=\"3 2\" opacity=\"0.4\"/>"))
                  .append("<span>earlier turns' paths</span>");
          default ->
              out.append(icon("<text x=\"9\" y=\"13\" class=\"coord\">7</text>"))
                  .append("<span>")
                  .append(
                      grid == Grid.OFFSET
                          ? "edges: column numbers across the top and bottom, row numbers down the"
                              + " sides (odd columns half a row lower), as the narration's"
                              + " \"col 12 row 4\""
                          : "coordinates: each hex's (q,r) at its foot, as the narration writes"
                              + " it; q across the top and bottom, r down the sides (r runs"
                              + " diagonally, down to the right)")
                  .append("</span>");
        }
      }
      out.append("</div>\n");
    }
    compass(out);
    out.append("</div>\n");
  }

  /** Whether an aircraft on the map of {@code frames} is ever without a facing. */
  private static boolean noseless(List<Frame> frames) {
    return frames.stream()
        .flatMap(f -> f.pieces().stream())
        .anyMatch(p -> p.hex().isPresent() && !ground(p) && p.facing().isEmpty());
  }

  private static String icon(String inner) {
    return "<svg class=\"icon\" viewBox=\"0 0 18 18\" width=\"18\" height=\"18\">"
        + inner
        + "</svg>";
  }

  /** The six hex directions by their facing names, as the narration writes them. */
  private static void compass(StringBuilder out) {
    out.append(
        "<div class=\"entry\" data-key=\"compass\"><svg class=\"compass\" viewBox=\"-40 -40 80 80\""
            + " width=\"80\" height=\"80\"><polygon class=\"hex\" points=\"");
    for (int k = 0; k < 6; k++) {
      double a = Math.toRadians(60 * k);
      out.append(k == 0 ? "" : " ")
          .append(num(14 * Math.cos(a)))
          .append(',')
          .append(num(14 * Math.sin(a)));
    }
    out.append("\"/>");
    for (Facing f : Facing.values()) {
      double a = Math.toRadians(60 * f.clockIndex());
      double sx = Math.sin(a);
      double cy = -Math.cos(a);
      out.append("<line x1=\"")
          .append(num(12 * sx))
          .append("\" y1=\"")
          .append(num(12 * cy))
          .append("\" x2=\"")
          .append(num(22 * sx))
          .append("\" y2=\"")
          .append(num(22 * cy))
          .append("\"/><text x=\"")
          .append(num(31 * sx))
          .append("\" y=\"")
          .append(num(31 * cy + 3.5))
          .append("\">")
          .append(f.name())
          .append("</text>");
    }
    out.append("</svg><span>hex directions: a nose and the narration's facings point to these")
        .append(" hexsides; north is up</span></div>\n");
  }
}
