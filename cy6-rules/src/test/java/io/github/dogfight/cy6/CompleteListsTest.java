package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.cy6.internal.Engine;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The legal command lists are complete: every command the rules accept is listed. */
class CompleteListsTest {
  private static final Cy6Rules RULES = new Cy6Rules();

  /** The sample engagement played by its bot until {@code step} waits for {@code actor}. */
  private static Game<Cy6State, Cy6Command> until(Cy6State.Step step, String actor) {
    Game<Cy6State, Cy6Command> g = Game.start(RULES, RULES.sampleEngagement(1));
    while (!(g.state().step() == step && g.state().waiting().contains(actor))) {
      g = g.play(RULES.defaultBot());
    }
    return g;
  }

  /**
   * "Heavy AA at MED-V.HIGH CAB must pick Target Hex in advance; 2 turns for MEDIUM CAB, 3 turns
   * for HIGH CAB, 4 turns for VERY HIGH CAB and above", "Max Range ... unlim": a heavy battery may
   * order a barrage on any hex of the map at Medium, High or Very High, and every such order is
   * listed (20 x 24 hexes, three CABs), the CABs one after the other; the bot's order is one of
   * them.
   */
  @Test
  void aHeavyBatteryListsABarrageOnEveryHexAtEveryCab() {
    Game<Cy6State, Cy6Command> g = until(Cy6State.Step.AA_FIRE, "Flak 88");
    List<Cy6Command> orders = g.legalCommands("Flak 88");
    List<Cy6Command.OrderBarrage> barrages =
        orders.stream()
            .filter(Cy6Command.OrderBarrage.class::isInstance)
            .map(Cy6Command.OrderBarrage.class::cast)
            .toList();
    assertThat(barrages).hasSize(3 * 20 * 24);
    for (Cab cab : List.of(Cab.MEDIUM, Cab.HIGH, Cab.VERY_HIGH)) {
      for (int column = 0; column < 20; column++) {
        for (int row = 0; row < 24; row++) {
          Hex hex = Board.at(column, row);
          assertThat(barrages).contains(new Cy6Command.OrderBarrage("Flak 88", hex, cab));
        }
      }
    }
    assertThat(barrages.get(0).cab()).isEqualTo(Cab.MEDIUM);
    assertThat(barrages.get(barrages.size() - 1).cab()).isEqualTo(Cab.VERY_HIGH);
    assertThat(orders).contains(RULES.defaultBot().choose(g.viewFor("Flak 88"), orders));
  }

  /**
   * Plots are listed by maneuver type first, then speed, then the chart's order, and described in
   * that order ("Rot 1 plots dive at speed 4: F41"), so a long list groups well.
   */
  @Test
  void plotsAreGroupedByManeuverThenSpeed() {
    Game<Cy6State, Cy6Command> g = until(Cy6State.Step.PLOTTING, "Rot 1");
    List<Cy6Command.Plot> plots =
        g.legalCommands("Rot 1").stream().map(Cy6Command.Plot.class::cast).toList();
    for (int i = 1; i < plots.size(); i++) {
      Cy6Command.Plot a = plots.get(i - 1);
      Cy6Command.Plot b = plots.get(i);
      assertThat(a.maneuver()).isLessThanOrEqualTo(b.maneuver());
      if (a.maneuver() == b.maneuver()) {
        assertThat(a.code().charAt(1)).isLessThanOrEqualTo(b.code().charAt(1));
      }
    }
    assertThat(plots.get(0).describe())
        .startsWith("Rot 1 plots " + plots.get(0).maneuver().code() + " at speed ");
  }

  /** The fast test of a plot ({@code Engine.isPlot}) agrees with the list, for every code. */
  @Test
  void aPlotIsAcceptedExactlyWhenListed() {
    Engine engine = new Engine(RULES.config());
    Game<Cy6State, Cy6Command> g = Game.start(RULES, RULES.sampleEngagement(3));
    int checked = 0;
    for (int step = 0; step < 400 && !g.isOver(); step++) {
      Cy6State s = g.state();
      if (s.step() == Cy6State.Step.PLOTTING || s.step() == Cy6State.Step.TAILER_PLOTTING) {
        for (String id : s.waiting()) {
          Plane p = s.get(id);
          List<Cy6Command.Plot> listed = engine.plotting().plots(s, p);
          for (MoveChart.Move move : engine.chart(p).moves()) {
            for (Maneuver m : Maneuver.values()) {
              Cy6Command.Plot plot = new Cy6Command.Plot(id, m, move.code().code());
              assertThat(engine.plotting().isPlot(s, p, plot)).isEqualTo(listed.contains(plot));
              checked++;
            }
          }
        }
      }
      g = g.play(RULES.defaultBot());
    }
    assertThat(checked).isGreaterThan(1000);
  }

  /**
   * The map's row numbers are written with {@code Locale.ROOT}: under a default locale with other
   * digits (ar-SA) the situation is the same text.
   */
  @Test
  void theMapIsTheSameUnderAnyDefaultLocale() {
    Game<Cy6State, Cy6Command> g = Game.start(RULES, RULES.sampleEngagement(1));
    String usual = RULES.situation(g.viewFor("Sally B"));
    Locale saved = Locale.getDefault();
    try {
      Locale.setDefault(Locale.forLanguageTag("ar-SA"));
      assertThat(RULES.situation(g.viewFor("Sally B"))).isEqualTo(usual);
    } finally {
      Locale.setDefault(saved);
    }
    assertThat(usual).contains("  18 ");
  }
}
