package io.github.dogfight.cli;

import static io.github.dogfight.cli.HtmlReportTest.elements;
import static io.github.dogfight.cli.HtmlReportTest.svg;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.Played;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.squadron.Side;
import io.github.dogfight.squadron.Squadron;
import io.github.dogfight.squadron.SquadronCommand;
import io.github.dogfight.squadron.SquadronRules;
import io.github.dogfight.squadron.SquadronState;
import io.github.dogfight.wildblue.Plane;
import io.github.dogfight.wildblue.WildBlueCommand;
import io.github.dogfight.wildblue.WildBlueRules;
import io.github.dogfight.wildblue.WildBlueState;
import java.util.ArrayList;
import java.util.List;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/** The charts of the rule sets without a map, read as XML and compared with the game's states. */
class ChartPictureTest {
  /** Each state at the start and after each turn, replayed from the game's commands. */
  static <S extends GameState, C extends Command> List<S> states(Game<S, C> end) {
    List<S> out = new ArrayList<>();
    Game<S, C> g = Game.start(end.rules(), end.initialState());
    out.add(g.state());
    int turn = g.state().turn();
    for (Played<C> p : end.played()) {
      g = g.replayOne(p);
      if (g.state().turn() != turn) {
        out.add(g.state());
        turn = g.state().turn();
      }
    }
    if (out.size() < turn + 1) {
      out.add(g.state());
    }
    return out;
  }

  static Element piece(Element frame, String id) {
    return elements(frame, "piece").stream()
        .filter(e -> e.getAttribute("data-id").equals(id))
        .findFirst()
        .orElseThrow();
  }

  @Test
  void theWildBlueChartDrawsEachPlanesHitPointsPerTurnUntilItIsOut() throws Exception {
    WildBlueRules rules = new WildBlueRules();
    Game<WildBlueState, WildBlueCommand> end =
        Simulation.playOut(Game.start(rules, rules.sampleEngagement(3)));
    String page = HtmlReport.page(end, "seed 3");
    Document d = svg(page);
    List<Element> frames = elements(d.getDocumentElement(), "frame");
    List<WildBlueState> states = states(end);
    assertThat(frames).hasSize(states.size());
    int checked = 0;
    for (int i = 0; i < frames.size(); i++) {
      for (Plane p : states.get(i).planes()) {
        List<Element> hp = elements(piece(frames.get(i), p.name()), "hp");
        if (p.flying()) {
          // a plane in the fight: one point at exactly its hit points
          assertThat(hp).as(p.name() + " after turn " + i).hasSize(1);
          assertThat(hp.get(0).getAttribute("data-value")).isEqualTo(String.valueOf(p.hp()));
          checked++;
        }
      }
    }
    assertThat(checked).isGreaterThan(frames.size());
    // the start: every plane undamaged
    for (Plane p : states.get(0).planes()) {
      assertThat(elements(piece(frames.get(0), p.name()), "hp").get(0).getAttribute("data-value"))
          .isEqualTo(String.valueOf(p.type().hitPoints()));
    }
    // the legend names the sides and every plane; the bands are lanes by their names
    List<String> legend =
        elements(d.getDocumentElement(), "legend-entry").stream()
            .map(Element::getTextContent)
            .toList();
    assertThat(legend).contains("Allies", "Jasta 11");
    for (Plane p : end.state().planes()) {
      assertThat(legend).contains(p.name());
    }
    assertThat(
            elements(d.getDocumentElement(), "lane-name").stream()
                .map(Element::getTextContent)
                .toList())
        // every band of the rules (rules 001, "Altitude"), highest first, flown or not
        .containsExactly("High", "Combat", "Low");
    assertThat(page).contains("<script id=\"chart-data\"").contains("dogfightChartCheck");
    // no text cut short
    assertThat(d.getDocumentElement().getTextContent())
        .doesNotContain("...")
        .doesNotContain("\u2026");
  }

  @Test
  void theSquadronChartStacksEachSidesAircraftByTypeAndStatus() throws Exception {
    SquadronRules rules = new SquadronRules();
    Game<SquadronState, SquadronCommand> end =
        Simulation.playOut(Game.start(rules, rules.sampleEngagement(7)));
    Document d = svg(HtmlReport.page(end, "seed 7"));
    List<Element> frames = elements(d.getDocumentElement(), "frame");
    List<String> legend =
        elements(d.getDocumentElement(), "legend-entry").stream()
            .map(Element::getTextContent)
            .toList();
    // the sides by the names the narration uses, never WHITE / BLACK
    assertThat(legend).containsExactly("RAF", "Luftwaffe");
    assertThat(d.getDocumentElement().getTextContent()).doesNotContain("WHITE", "BLACK");
    List<SquadronState> states = states(end);
    for (int i = 0; i < frames.size(); i++) {
      for (Side side : Side.values()) {
        Squadron sq = states.get(i).squadron(side);
        List<Element> segs = elements(piece(frames.get(i), sq.name()), "seg");
        double high = 0;
        for (Element s : segs) {
          high += Double.parseDouble(s.getAttribute("height"));
        }
        // every aircraft in the bar, whatever its status: the bar's height is the squadron's size
        double one = high / sq.aircraft().size();
        assertThat(one).isPositive();
        double inFight = sq.inFight().size();
        double fighting = 0;
        for (Element s : segs) {
          if (s.getTextContent().endsWith("in the fight")) {
            fighting += Double.parseDouble(s.getAttribute("height"));
          }
        }
        assertThat(fighting / one).isCloseTo(inFight, Offset.offset(0.1));
        // the banked successes of every turn, 0 included (faint), never an empty row
        List<Element> banked = elements(piece(frames.get(i), sq.name()), "banked");
        assertThat(banked).hasSize(1);
        int bank = states.get(i).bank(side);
        assertThat(banked.get(0).getTextContent()).isEqualTo(Integer.toString(bank));
        assertThat(banked.get(0).getAttribute("class"))
            .isEqualTo(bank > 0 ? "banked" : "banked none");
      }
    }
    assertThat(ChartParts.shade("#1f5fbf", 0, 3)).isEqualTo("#1f5fbf");
    assertThat(ChartParts.tickStep(65)).isEqualTo(10);
    assertThat(ChartParts.tickStep(12)).isEqualTo(2);
  }
}
