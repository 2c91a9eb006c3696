package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.testkit.ContractCheck;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The front-end contract ({@link ContractCheck}) over 20 bot games of the sample engagement for
 * each activation: every command the bot plays is listed, every candidate a probe enumerates beyond
 * the list that {@code apply} accepts is listed, every command whose resolution rolls dice for its
 * actor shows odds, and every text is in words and the same under another default locale (the first
 * game again under ar-SA and de-DE). Bounded to stay short (each rejected candidate costs a
 * refusal): every plot of the chart and a barrage on every hex at every CAB are probed in the first
 * {@value #FULLY_PROBED_GAMES} games of each activation; after them barrages at every CAB on the
 * aircraft's hexes and the map's corners, and every other kind of command in every game.
 */
class ContractTest {
  /**
   * The games (seeds 1 on) in which every plot of the chart and a barrage on every hex are probed.
   */
  static final int FULLY_PROBED_GAMES = 4;

  private static final java.util.function.Function<AircraftType, MoveChart> CHART =
      Cy6Config.defaults().charts();

  /**
   * Every command of {@code actor} the rules could be asked to take now: every tail, every
   * formation choice, every maneuver with every code of the aircraft's chart, every target of a
   * shot or flak, every target and kind of surface attack, and a barrage on every hex of the map at
   * every CAB.
   */
  static List<Cy6Command> candidates(Game<Cy6State, Cy6Command> game, String actor) {
    Cy6State s = game.state();
    List<Cy6Command> out = new ArrayList<>();
    if (s.ground().battery(actor).isPresent()) {
      out.add(Cy6Command.Flak.hold(actor));
      for (Plane p : s.planes()) {
        out.add(Cy6Command.Flak.at(actor, p.id()));
      }
      // every hex of the map in the first games; the aircraft's hexes and the map's corners after
      List<Hex> hexes = new ArrayList<>();
      if (s.dice().seed() <= FULLY_PROBED_GAMES) {
        for (int c = 0; c < s.board().width(); c++) {
          for (int r = 0; r < s.board().height(); r++) {
            hexes.add(Board.at(c, r));
          }
        }
      } else {
        s.planes().forEach(p -> hexes.add(p.position().hex()));
        hexes.add(Board.at(0, 0));
        hexes.add(Board.at(s.board().width() - 1, s.board().height() - 1));
      }
      for (Hex hex : hexes) {
        for (Cab cab : Cab.values()) {
          out.add(new Cy6Command.OrderBarrage(actor, hex, cab));
        }
      }
      return out;
    }
    Plane me = s.get(actor);
    switch (s.step()) {
      case TAILING -> {
        out.add(Cy6Command.Tail.none(actor));
        s.planes().forEach(p -> out.add(Cy6Command.Tail.of(actor, p.id())));
      }
      case FORMATION -> {
        for (Cy6Command.FormationChoice f : Cy6Command.FormationChoice.values()) {
          out.add(new Cy6Command.FormationStatus(actor, f));
        }
      }
      case PLOTTING, TAILER_PLOTTING -> {
        if (s.dice().seed() > FULLY_PROBED_GAMES) {
          return out;
        }
        // every maneuver type (every altitude change) with every code the chart lets it fly, at
        // every speed column of the chart
        for (MoveChart.Move move : CHART.apply(me.type()).moves()) {
          for (Maneuver m : move.maneuvers()) {
            out.add(new Cy6Command.Plot(actor, m, move.code().code()));
          }
        }
      }
      case FIRE -> {
        out.add(Cy6Command.Fire.hold(actor));
        s.planes().forEach(p -> out.add(Cy6Command.Fire.at(actor, p.id())));
      }
      case SURFACE_ATTACK -> {
        out.add(Cy6Command.Strike.hold(actor));
        for (SurfaceTarget t : s.ground().targets()) {
          for (StrikeKind k : StrikeKind.values()) {
            out.add(new Cy6Command.Strike(actor, Optional.of(t.id()), Optional.of(k)));
          }
        }
      }
      case AA_FIRE, OVER -> {
        // batteries only, or nothing
      }
    }
    return out;
  }

  @Test
  void moveGroupsKeepTheContract() {
    Cy6Rules rules = new Cy6Rules();
    ContractCheck.Report report =
        ContractCheck.of(rules).probing(ContractTest::candidates).games(20, 1).localeGames(1).run();
    assertThat(report.games()).isEqualTo(20);
    assertThat(report.rolling()).isPositive();
  }

  @Test
  void activationCardsKeepTheContract() {
    Cy6Rules rules = new Cy6Rules().withActivation("cards");
    ContractCheck.Report report =
        ContractCheck.of(rules).probing(ContractTest::candidates).games(20, 1).localeGames(1).run();
    assertThat(report.games()).isEqualTo(20);
    assertThat(report.rolling()).isPositive();
  }

  /** The spotting segment, with each movement order ("Spotting Segment (optional)"). */
  @Test
  void spottingKeepsTheContract() {
    for (String activation : List.of("move-groups+spotting", "cards+spotting")) {
      Cy6Rules rules = new Cy6Rules().withActivation(activation);
      ContractCheck.Report report =
          ContractCheck.of(rules)
              .probing(ContractTest::candidates)
              .games(10, 1)
              .localeGames(1)
              .run();
      assertThat(report.games()).isEqualTo(10);
      assertThat(report.rolling()).isPositive();
    }
  }
}
