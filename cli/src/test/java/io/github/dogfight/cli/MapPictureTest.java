package io.github.dogfight.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.dogfight.cli.MapPicture.Box;
import io.github.dogfight.cli.MapPicture.Grid;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.view.Viewer;
import io.github.dogfight.cy6.Cy6Command;
import io.github.dogfight.cy6.Cy6Rules;
import io.github.dogfight.cy6.Cy6State;
import io.github.dogfight.dogfite.DogfiteCommand;
import io.github.dogfight.dogfite.DogfiteRules;
import io.github.dogfight.dogfite.DogfiteState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/**
 * The hex map's parts that the browser check measures, here in Java: labels placed without overlap,
 * the picture scaled to its box, a key entry for everything drawn, the result on the last frame
 * only, no text map among the narration.
 */
class MapPictureTest {
  private static final Box WIDE = new Box(-500, -500, 500, 500);

  @Test
  void labelsOfMarkersInOneSpotAreAllPlacedApartAndOffTheMarkers() {
    // five markers on top of each other and two close by: every label finds its own place
    List<String> texts = List.of("Gelb 3", "Rail yard", "Rot 1", "Rot 2", "Flak 88", "Jug", "X");
    List<double[]> anchors = new ArrayList<>();
    List<Box> markers = new ArrayList<>();
    for (int i = 0; i < texts.size(); i++) {
      double[] a = i < 5 ? new double[] {0, 0} : new double[] {20 * i, 5};
      anchors.add(a);
      markers.addAll(MapPicture.markerBoxes(a[0], a[1], Optional.of(Facing.S)));
    }
    List<Box> boxes = MapPicture.placeLabels(texts, anchors, markers, WIDE);
    assertThat(boxes).hasSize(texts.size());
    for (int i = 0; i < boxes.size(); i++) {
      Box b = boxes.get(i);
      assertThat(b.x1() - b.x0()).isCloseTo(MapPicture.labelWidth(texts.get(i)), within(1e-9));
      assertThat(b.inside(WIDE)).isTrue();
      assertThat(markers).noneMatch(b::overlaps);
      for (int j = 0; j < i; j++) {
        assertThat(b.overlaps(boxes.get(j))).as(texts.get(i) + " on " + texts.get(j)).isFalse();
      }
    }
    // a lone marker's label goes below it, the first place tried
    Box alone =
        MapPicture.placeLabels(
                List.of("Camel"), List.<double[]>of(new double[] {0, 0}), List.of(), WIDE)
            .get(0);
    assertThat(alone.cx()).isEqualTo(0);
    assertThat(alone.y0()).isGreaterThan(11);
  }

  @Test
  void aLabelThatWouldLeaveTheMapIsPlacedInside() {
    Box bounds = new Box(0, 0, 200, 100);
    // at the bottom right corner: below and right are outside, so above or left
    List<Box> boxes =
        MapPicture.placeLabels(
            List.of("Albatros"), List.<double[]>of(new double[] {190, 95}), List.of(), bounds);
    assertThat(boxes.get(0).inside(bounds)).isTrue();
    // a marker covering every place near the anchor: the label still lands off the others
    List<Box> crowd = List.of(Box.around(50, 50, 60, 60));
    Box placed =
        MapPicture.placeLabels(
                List.of("Rot 1"), List.<double[]>of(new double[] {50, 50}), crowd, WIDE)
            .get(0);
    assertThat(placed.overlaps(crowd.get(0))).isFalse();
  }

  @Test
  void boxesOverlapOnlyWhenTheyShareMoreThanAnEdge() {
    Box a = new Box(0, 0, 10, 10);
    assertThat(a.overlaps(new Box(9, 9, 20, 20))).isTrue();
    assertThat(a.overlaps(new Box(10, 0, 20, 10))).isFalse();
    assertThat(a.overlaps(new Box(0, 11, 10, 20))).isFalse();
    assertThat(new Box(1, 1, 2, 2).inside(a)).isTrue();
    assertThat(new Box(-1, 1, 2, 2).inside(a)).isFalse();
  }

  @Test
  void gridsNameHexesAsTheNarrationDoes() {
    // Check Your 6!: column q, row r + floor(q / 2); Dogfite!: axial
    assertThat(Grid.of("cy6")).isEqualTo(Grid.OFFSET);
    assertThat(Grid.of("dogfite")).isEqualTo(Grid.AXIAL);
    assertThat(Grid.OFFSET.name(new Hex(10, 8))).isEqualTo("col 10 row 13");
    assertThat(Grid.OFFSET.name(new Hex(9, 4))).isEqualTo("col 9 row 8");
    assertThat(Grid.AXIAL.name(new Hex(0, -1))).isEqualTo("(0,-1)");
  }

  @Test
  void aCheckYourSixMapScalesToItsBoxAndKeysEverythingItDraws() throws Exception {
    Cy6Rules rules = new Cy6Rules();
    Game<Cy6State, Cy6Command> end =
        Simulation.playOut(Game.start(rules, rules.sampleEngagement(7)));
    String page = HtmlReport.page(end, "seed 7");
    Element svg = HtmlReportTest.svg(page).getDocumentElement();
    // no fixed size: the style makes it as wide as its column and no taller than the window
    assertThat(svg.hasAttribute("width")).isFalse();
    assertThat(svg.hasAttribute("height")).isFalse();
    double[] view =
        Arrays.stream(svg.getAttribute("viewBox").split(" "))
            .mapToDouble(Double::parseDouble)
            .toArray();
    assertThat(view[2]).isPositive();
    assertThat(page).contains("svg.map { width: 100%; height: auto; max-height:");
    // every marker and label inside the view box (to a tenth, the numbers' precision)
    for (Element g : HtmlReportTest.elements(svg, "piece")) {
      Matcher at =
          Pattern.compile("translate\\((-?[0-9.]+) (-?[0-9.]+)\\)")
              .matcher(g.getAttribute("transform"));
      assertThat(at.matches()).isTrue();
      double x = Double.parseDouble(at.group(1));
      double y = Double.parseDouble(at.group(2));
      assertThat(x - 11).isGreaterThanOrEqualTo(view[0]);
      assertThat(y + 11).isLessThanOrEqualTo(view[1] + view[3]);
    }
    // the key names everything drawn: each data-legend key has its data-key entry
    List<String> keys = attributes(page, "data-key");
    for (String needed : attributes(page, "data-legend")) {
      assertThat(keys).containsAll(List.of(needed.split("\\|")));
    }
    assertThat(keys)
        .contains(
            "side:USAAF",
            "side:Luftwaffe",
            "altitude",
            "nose",
            "battery",
            "target",
            "trail-now",
            "trail-old",
            "coords",
            "compass");
    assertThat(page).contains("its altitude (TAL)").contains(">NE<").contains(">SW<");
    // ground units: the battery a square, the target a diamond
    for (Element g : HtmlReportTest.elements(svg, "ground")) {
      String legend = g.getAttribute("data-legend");
      assertThat(legend)
          .contains(g.getAttribute("data-id").equals("Flak 88") ? "battery" : "target");
    }
    // column numbers on the edges: the map's hexes run from column 2 to 17 or so, each printed
    assertThat(HtmlReportTest.elements(svg, "coord"))
        .extracting(Element::getTextContent)
        .contains("10", "13");
  }

  @Test
  void theResultShowsOnTheLastFrameOnlyAndNoTextMapIsRepeated() throws Exception {
    Cy6Rules rules = new Cy6Rules();
    Game<Cy6State, Cy6Command> end =
        Simulation.playOut(Game.start(rules, rules.sampleEngagement(7)));
    String page = HtmlReport.page(end, "seed 7");
    String result = end.state().result().orElseThrow();
    // the subtitle's result is hidden until the script shows the last frame
    assertThat(page)
        .contains("<span id=\"result\" hidden=\"hidden\">Result: " + HtmlReport.esc(result));
    // and the last turn's story starts with it; no other turn names it
    int lastTurn = page.lastIndexOf("<section class=\"turn\"");
    assertThat(page.indexOf("<p class=\"result\">")).isGreaterThan(lastTurn);
    // the log has text maps, the page none
    List<GameEvent> maps =
        end.log().visibleTo(Viewer.spectator()).stream().filter(HtmlReport::textMap).toList();
    assertThat(maps).isNotEmpty();
    assertThat(maps.get(0).narration()).startsWith("map");
    assertThat(page).doesNotContain(HtmlReport.esc(maps.get(0).narration()));
    assertThat(page).doesNotContain("<pre class=\"say\">map");
  }

  @Test
  void aDogfiteMapDrawsThisTurnsPathStrongAndEarlierOnesFaint() throws Exception {
    DogfiteRules rules = new DogfiteRules();
    Game<DogfiteState, DogfiteCommand> end =
        Simulation.playOut(Game.start(rules, rules.sampleEngagement(3)));
    String page = HtmlReport.page(end, "seed 3");
    Element svg = HtmlReportTest.svg(page).getDocumentElement();
    assertThat(svg.getAttribute("data-grid")).isEqualTo("axial");
    List<Element> frames = HtmlReportTest.elements(svg, "frame");
    assertThat(HtmlReportTest.elements(frames.get(0), "trail")).isEmpty();
    assertThat(HtmlReportTest.elements(frames.get(1), "old")).isEmpty();
    Element last = frames.get(frames.size() - 1);
    assertThat(HtmlReportTest.elements(last, "old")).isNotEmpty();
    assertThat(page).contains("id=\"old-trails\"").contains("svg.hide-old .trail.old");
    assertThat(page).contains("its altitude (level)");
    // Dogfite! narration is not a text map
    assertThat(end.log().visibleTo(Viewer.spectator())).noneMatch(HtmlReport::textMap);
  }

  @Test
  void noTwoNamesOverlapInAnyFrameOfSeveralSampleGames() throws Exception {
    Cy6Rules cy6 = new Cy6Rules();
    DogfiteRules dogfite = new DogfiteRules();
    List<String> pages = new ArrayList<>();
    for (int seed = 1; seed <= 6; seed++) {
      pages.add(
          HtmlReport.page(
              Simulation.playOut(Game.start(cy6, cy6.sampleEngagement(seed))), "seed " + seed));
      pages.add(
          HtmlReport.page(
              Simulation.playOut(Game.start(dogfite, dogfite.sampleEngagement(seed))),
              "seed " + seed));
    }
    Pattern translate = Pattern.compile("translate\\((-?[0-9.]+) (-?[0-9.]+)\\)");
    for (String page : pages) {
      Element svg = HtmlReportTest.svg(page).getDocumentElement();
      double[] v =
          Arrays.stream(svg.getAttribute("viewBox").split(" "))
              .mapToDouble(Double::parseDouble)
              .toArray();
      Box view = new Box(v[0], v[1], v[0] + v[2], v[1] + v[3]);
      for (Element frame : HtmlReportTest.elements(svg, "frame")) {
        List<Box> names = new ArrayList<>();
        for (Element g : HtmlReportTest.elements(frame, "piece")) {
          Matcher at = translate.matcher(g.getAttribute("transform"));
          assertThat(at.matches()).isTrue();
          Element name = HtmlReportTest.elements(g, "name").get(0);
          Box box =
              Box.around(
                  Double.parseDouble(at.group(1)) + Double.parseDouble(name.getAttribute("x")),
                  Double.parseDouble(at.group(2))
                      + Double.parseDouble(name.getAttribute("y"))
                      - MapPicture.FONT * 0.35,
                  MapPicture.labelWidth(name.getTextContent()),
                  MapPicture.labelHeight());
          // to a tenth: the page writes one decimal
          Box shrunk = new Box(box.x0() + 0.1, box.y0() + 0.1, box.x1() - 0.1, box.y1() - 0.1);
          assertThat(shrunk.inside(view)).as(name.getTextContent()).isTrue();
          for (Box other : names) {
            assertThat(shrunk.overlaps(other)).as(name.getTextContent()).isFalse();
          }
          names.add(box);
        }
      }
    }
  }

  private static List<String> attributes(String page, String name) {
    List<String> out = new ArrayList<>();
    Matcher m = Pattern.compile(" " + name + "=\"([^\"]*)\"").matcher(page);
    while (m.find()) {
      out.add(m.group(1));
    }
    return out;
  }
}
