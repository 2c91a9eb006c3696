package io.github.dogfight.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.core.view.Viewer;
import io.github.dogfight.cy6.Cy6Command;
import io.github.dogfight.cy6.Cy6Rules;
import io.github.dogfight.cy6.Cy6State;
import io.github.dogfight.dogfite.DogfiteCommand;
import io.github.dogfight.dogfite.DogfiteRules;
import io.github.dogfight.dogfite.DogfiteState;
import io.github.dogfight.dogfite.Plane;
import io.github.dogfight.wildblue.WildBlueCommand;
import io.github.dogfight.wildblue.WildBlueRules;
import io.github.dogfight.wildblue.WildBlueState;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

/**
 * The HTML picture's SVG, read as XML: one frame per turn (and the start), each piece drawn where
 * the game state has it. The browser test ({@code .ci/html-check}) loads the same pages in
 * Chromium.
 */
class HtmlReportTest {
  static Document svg(String page) throws Exception {
    String xml = page.substring(page.indexOf("<svg"), page.indexOf("</svg>") + 6);
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    return f.newDocumentBuilder().parse(new InputSource(new StringReader(xml)));
  }

  static List<Element> elements(Element parent, String cssClass) {
    List<Element> out = new ArrayList<>();
    NodeList all = parent.getElementsByTagName("*");
    for (int i = 0; i < all.getLength(); i++) {
      Element e = (Element) all.item(i);
      if (List.of(e.getAttribute("class").split(" ")).contains(cssClass)) {
        out.add(e);
      }
    }
    return out;
  }

  /** The hexes, facings and levels the state has, as the SVG's data attributes spell them. */
  static List<String> dogfiteAsDrawn(DogfiteState s) {
    List<String> out = new ArrayList<>();
    for (Plane p : s.planes()) {
      out.add(
          p.id()
              + " "
              + p.placement().position().hex().q()
              + ","
              + p.placement().position().hex().r()
              + " "
              + p.placement().position().heading().map(Enum::name).orElse("")
              + " "
              + p.placement().altitude().level());
    }
    return out;
  }

  static List<String> drawn(Element frame) {
    List<String> out = new ArrayList<>();
    for (Element g : elements(frame, "piece")) {
      out.add(
          g.getAttribute("data-id")
              + " "
              + g.getAttribute("data-hex")
              + " "
              + g.getAttribute("data-facing")
              + " "
              + g.getAttribute("data-level"));
    }
    return out;
  }

  @Test
  void aDogfiteDuelIsAHexMapPerTurnDrawnWhereTheStateHasEachAircraft() throws Exception {
    DogfiteRules rules = new DogfiteRules();
    Game<DogfiteState, DogfiteCommand> end =
        Simulation.playOut(Game.start(rules, rules.sampleEngagement(3)));
    String page = HtmlReport.page(end, "Sample engagement, dice seed 3:");
    Document d = svg(page);
    Element root = d.getDocumentElement();
    assertThat(root.getAttribute("class")).isEqualTo("map");
    List<Element> frames = elements(root, "frame");
    // the start, then one frame after each turn played
    assertThat(frames).hasSize(end.state().turn() + 1);
    assertThat(drawn(frames.get(0))).isEqualTo(dogfiteAsDrawn(end.initialState()));
    assertThat(drawn(frames.get(frames.size() - 1))).isEqualTo(dogfiteAsDrawn(end.state()));
    // after turn 1: replay the commands played in turn 1 and compare
    Game<DogfiteState, DogfiteCommand> g = Game.start(rules, end.initialState());
    int i = 0;
    while (g.state().turn() == 1) {
      g = g.replayOne(end.played().get(i++));
    }
    assertThat(drawn(frames.get(1))).isEqualTo(dogfiteAsDrawn(g.state()));
    // only the first frame shows until the page's script selects another
    assertThat(frames.get(0).hasAttribute("display")).isFalse();
    assertThat(frames.subList(1, frames.size()))
        .allMatch(f -> f.getAttribute("display").equals("none"));
    // trails from the second frame on; a nose for every aircraft with a facing
    assertThat(elements(frames.get(frames.size() - 1), "trail")).isNotEmpty();
    // the turn's public narration and dice beside the map, nothing secret
    for (GameEvent e : end.log().visibleTo(Viewer.spectator())) {
      if (e.turn() == 1) {
        assertThat(page).contains(HtmlReport.esc(e.narration()));
      }
    }
    assertThat(page)
        .contains(
            "<input id=\"slider\" type=\"range\" min=\"0\" max=\"" + (frames.size() - 1) + "\"");
    // self-contained: nothing to fetch (the SVG namespace is a name, not an address)
    assertThat(page.replace("xmlns=\"http://www.w3.org/2000/svg\"", ""))
        .doesNotContain("http")
        .doesNotContain("src=")
        .doesNotContain("<link")
        .doesNotContain("@import");
  }

  @Test
  void aCheckYourSixDuelDrawsAircraftBatteriesAndTargets() throws Exception {
    Cy6Rules rules = new Cy6Rules();
    Game<Cy6State, Cy6Command> end =
        Simulation.playOut(Game.start(rules, rules.sampleEngagement(7)));
    Document d = svg(HtmlReport.page(end, "seed 7"));
    List<Element> frames = elements(d.getDocumentElement(), "frame");
    Element last = frames.get(frames.size() - 1);
    List<String> want = new ArrayList<>();
    for (io.github.dogfight.cy6.Plane p : end.state().planes()) {
      want.add(
          p.id()
              + " "
              + p.position().hex().q()
              + ","
              + p.position().hex().r()
              + " "
              + p.position().facing().name()
              + " "
              + p.tal());
    }
    List<String> planes = drawn(last).subList(0, want.size());
    assertThat(planes).isEqualTo(want);
    assertThat(elements(last, "ground"))
        .extracting(e -> e.getAttribute("data-id"))
        .contains("Flak 88", "Rail yard");
    for (io.github.dogfight.cy6.Plane p : end.state().planes()) {
      boolean out =
          elements(last, "piece").stream()
              .anyMatch(
                  e ->
                      e.getAttribute("data-id").equals(p.id())
                          && e.getAttribute("class").contains("out"));
      assertThat(out).as(p.id()).isEqualTo(!p.flying());
    }
  }

  @Test
  void theWildBlueIsAChartOfBandsAndStatesPerTurn() throws Exception {
    WildBlueRules rules = new WildBlueRules();
    Game<WildBlueState, WildBlueCommand> end =
        Simulation.playOut(Game.start(rules, rules.sampleEngagement(3)));
    Document d = svg(HtmlReport.page(end, "seed 3"));
    Element root = d.getDocumentElement();
    assertThat(root.getAttribute("class")).isEqualTo("timeline chart");
    List<Element> frames = elements(root, "frame");
    assertThat(frames).hasSize(end.state().turn() + 1);
    Element last = frames.get(frames.size() - 1);
    List<Element> pieces = elements(last, "piece");
    assertThat(pieces).hasSize(end.state().planes().size() + end.state().ground().size());
    for (int i = 0; i < end.state().planes().size(); i++) {
      io.github.dogfight.wildblue.Plane p = end.state().planes().get(i);
      assertThat(pieces.get(i).getAttribute("data-id")).isEqualTo(p.name());
      assertThat(pieces.get(i).getTextContent()).contains(p.altitude().words());
    }
  }

  @Test
  void duelAndReplayWriteThePage(@TempDir Path dir) throws Exception {
    Path duel = dir.resolve("duel.html");
    Path save = dir.resolve("duel.json");
    CliTest.Run r =
        CliTest.run(
            "duel",
            "--rules",
            "squadron",
            "--seed",
            "7",
            "--html",
            duel.toString(),
            "--save",
            save.toString());
    assertThat(r.status()).as(r.err()).isZero();
    String page = Files.readString(duel);
    assertThat(page)
        .startsWith("<!DOCTYPE html>")
        .contains("class=\"timeline chart\"")
        .contains("RAF");
    Path replayed = dir.resolve("replayed.html");
    assertThat(CliTest.run("replay", save.toString(), "--html", replayed.toString()).status())
        .isZero();
    // the same game, drawn the same way (only the heading names the file)
    assertThat(svg(Files.readString(replayed)).getDocumentElement().getTextContent())
        .isEqualTo(svg(page).getDocumentElement().getTextContent());
    assertThat(
            CliTest.run(
                    "duel",
                    "--rules",
                    "squadron",
                    "--html",
                    dir.resolve("no/such/dir.html").toString())
                .err())
        .contains("--html: cannot write");
  }

  @Test
  void textIsEscaped() {
    assertThat(HtmlReport.esc("<a href=\"x\">&'</a>"))
        .isEqualTo("&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;");
  }
}
