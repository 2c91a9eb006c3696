package io.github.dogfight.wildblue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.view.Piece;
import io.github.dogfight.core.view.View;
import io.github.dogfight.core.view.Viewer;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a front end shows of an engagement: the title, the summary and the pieces. */
class FrontEndTest {
  @Test
  void theSummaryAndPiecesShowBandsAndHitPointsBySide() {
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(List.of(Fixtures.ace(), Fixtures.hun()), List.of());
    WildBlueState s = g.state();
    WildBlueRules rules = Fixtures.rules();
    Plane ace = s.plane("Ace");
    Plane hun = s.plane("Hun");
    assertThat(rules.summary(s))
        .isEqualTo(
            "Allies:\n  Ace (Terror at 20,000 Feet): "
                + ace.altitude().words()
                + ", "
                + ace.hp()
                + " of "
                + ace.type().hitPoints()
                + " HP left\nJasta 11:\n  Hun (Fokker Dr.I): "
                + hun.altitude().words()
                + ", "
                + hun.hp()
                + " of "
                + hun.type().hitPoints()
                + " HP left\n");
    List<Piece> pieces = rules.pieces(new View<>(Viewer.referee(), s, g.decision()));
    assertThat(pieces).extracting(Piece::id).containsExactly("Ace", "Hun");
    assertThat(pieces.get(0).height()).isEqualTo(ace.altitude().words());
    assertThat(pieces.get(0).level())
        .isEqualTo(
            switch (ace.altitude()) {
              case LOW -> 0;
              case COMBAT -> 1;
              case HIGH -> 2;
            });
    // a chart draws a lane for each band (rules 001, "Altitude": three groups), Low first
    assertThat(rules.heights()).containsExactly("Low", "Combat", "High");
    assertThat(rules.heights().get(pieces.get(0).level())).isEqualTo(pieces.get(0).height());
    assertThat(pieces.get(0).status()).startsWith(ace.hp() + " of ");
    assertThat(pieces).allSatisfy(p -> assertThat(p.inPlay()).isTrue());
    assertThat(rules.title())
        .isEqualTo(
            "The Wild Blue: pulp dogfighting with advantage dice, stunts and critical damage");
  }

  @Test
  void damagedDownedAndGroundPiecesSayWhatHappened() {
    Plane ace = Plane.builder().from(Fixtures.ace()).addCriticals(CriticalDamage.OIL_LEAK).build();
    Plane wreck =
        Plane.builder().from(Fixtures.ace()).name("Wreck").down("shot down in flames").build();
    GroundUnit depot = GroundUnit.target("Depot", Fixtures.JASTA, true, 20);
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(List.of(ace, wreck, Fixtures.hun()), List.of(depot));
    WildBlueState s = g.state();
    WildBlueRules rules = Fixtures.rules();
    String summary = rules.summary(s);
    assertThat(summary)
        .contains("  Ace (Terror at 20,000 Feet): ")
        .contains("; Critical Damage: Oil Leak\n")
        .contains("  Wreck (Terror at 20,000 Feet): shot down in flames\n")
        .contains("  Depot: 20 of 20 HP\n");
    List<Piece> pieces = rules.pieces(new View<>(Viewer.referee(), s, g.decision()));
    Piece wreckPiece =
        pieces.stream().filter(p -> p.id().equals("Wreck")).findFirst().orElseThrow();
    assertThat(wreckPiece.status()).isEqualTo("shot down in flames");
    assertThat(wreckPiece.inPlay()).isFalse();
    Piece depotPiece =
        pieces.stream().filter(p -> p.id().equals("Depot")).findFirst().orElseThrow();
    assertThat(depotPiece.status()).isEqualTo("20 of 20 HP");
    assertThat(depotPiece.height()).isEqualTo("ground");
    assertThat(depotPiece.inPlay()).isTrue();
    assertThat(rules.name()).isEqualTo("wildblue");
    assertThat(rules.turnSequence().phases()).containsExactly("initiative", "actions");
    assertThat(rules.policies()).isNotEmpty();
  }

  /** A flying plane's details: HP, a fall, the advantage it holds, its results and its pilot. */
  @Test
  void detailsNameEverythingAboutAFlyingPlane() {
    Game<WildBlueState, WildBlueCommand> g = Fixtures.duel();
    Plane ace =
        Fixtures.edit(g, "Ace")
            .withDamage(10)
            .withFall(new Plane.Fall("a test", 2, false))
            .withCriticals(CriticalDamage.WING_DAMAGE, CriticalDamage.FUEL_LEAK)
            .withPilotConscious(false);
    WildBlueState s =
        ((ImmutableWildBlueState) ImmutableWildBlueState.copyOf(g.state()))
            .withPlanes(ace, g.state().plane("Hun"))
            .withAdvantage(
                new Held("Ace", "Hun", AdvantageKind.BEHIND, 1),
                new Held("Ace", "Hun", AdvantageKind.ABOVE, 1));
    assertThat(WildBlueRules.details(s, s.plane("Ace")))
        .isEqualTo(
            "75 of 85 HP left, OUT OF CONTROL (2 actions to the ground); advantage 1D6 "
                + AdvantageKind.BEHIND.words()
                + ", 1D6 "
                + AdvantageKind.ABOVE.words()
                + " on Hun; Critical Damage: "
                + CriticalDamage.WING_DAMAGE.title()
                + ", "
                + CriticalDamage.FUEL_LEAK.title()
                + "; pilot unconscious");
    assertThat(WildBlueRules.details(s, s.plane("Hun"))).isEqualTo("65 of 65 HP left");
    assertThat(WildBlueRules.describe(s, s.plane("Hun")))
        .isEqualTo(
            "Hun (Fokker Dr.I): " + s.plane("Hun").altitude().words() + ", 65 of 65 HP left");
    Plane one = ((ImmutablePlane) ace).withFall(new Plane.Fall("a test", 1, false));
    assertThat(WildBlueRules.details(s.withPlane(one), one))
        .contains("OUT OF CONTROL (1 action to the ground)");
    assertThat(new WildBlueRules().sideOf(s, "Ace")).isEqualTo(Fixtures.ALLIES);
    assertThat(new WildBlueRules().sideOf(s, Fixtures.JASTA)).isEqualTo(Fixtures.JASTA);
    assertThatThrownBy(() -> new WildBlueRules().sideOf(s, "Nobody"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("no plane or ground unit 'Nobody'");
  }

  @Test
  void piecesCarryHitPointsAndAdvantageDiceForACharts() {
    Plane ace = Fixtures.ace().withDamage(7);
    GroundUnit depot = GroundUnit.target("Depot", Fixtures.JASTA, true, 20).withDamage(5);
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(List.of(ace, Fixtures.hun()), List.of(depot));
    WildBlueState s =
        g.state()
            .withAdvantage(
                List.of(
                    new Held("Ace", "Hun", AdvantageKind.BEHIND, 1),
                    new Held("Ace", "Hun", AdvantageKind.DIVE, 2)));
    List<Piece> pieces = Fixtures.rules().pieces(new View<>(Viewer.spectator(), s, g.decision()));
    int max = ace.type().hitPoints();
    assertThat(pieces.get(0).measures())
        .containsExactly(
            Piece.Measure.outOf(Piece.Measure.HIT_POINTS, max - 7, max),
            Piece.Measure.of(Piece.Measure.ADVANTAGE_DICE, 3));
    assertThat(pieces.get(1).measure(Piece.Measure.ADVANTAGE_DICE))
        .contains(Piece.Measure.of(Piece.Measure.ADVANTAGE_DICE, 0));
    assertThat(pieces.get(2).measures())
        .containsExactly(Piece.Measure.outOf(Piece.Measure.HIT_POINTS, 15, 20));
  }
}
