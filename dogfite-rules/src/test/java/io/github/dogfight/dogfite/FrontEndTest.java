package io.github.dogfight.dogfite;

import static io.github.dogfight.dogfite.Fixtures.RULES;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.core.view.Piece;
import io.github.dogfight.core.view.View;
import io.github.dogfight.core.view.Viewer;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a front end shows: pieces, the summary, whom the game awaits, and each side's viewer. */
class FrontEndTest {
  private static Game<DogfiteState, DogfiteCommand> duel() {
    return Fixtures.start(
        Fixtures.camel(HexPosition.edge(Hex.ORIGIN, Facing.N), 3, 5),
        Fixtures.albatros(HexPosition.edge(new Hex(0, -4), Facing.S), 2, 6));
  }

  @Test
  void piecesAndSummaryShowSpeedLevelAndDamage() {
    Game<DogfiteState, DogfiteCommand> g = duel();
    DogfiteState s = g.state();
    Plane camel = s.planes().get(0);
    int camelBoxes = 2 * camel.damage().boxes();
    int albatrosBoxes = 2 * s.planes().get(1).damage().boxes();
    assertThat(RULES.summary(s))
        .isEqualTo(
            "Camel (RFC, Sopwith Camel): speed 5, level 3, damage 0/"
                + camelBoxes
                + "\nAlbatros (Jasta 11, Albatros D.III): speed 6, level 2, damage 0/"
                + albatrosBoxes
                + "\n");
    List<Piece> pieces = RULES.pieces(new View<>(Viewer.referee(), s, g.decision()));
    assertThat(pieces).hasSize(2);
    Piece p = pieces.get(0);
    assertThat(p.id()).isEqualTo("Camel");
    assertThat(p.side()).isEqualTo("RFC");
    assertThat(p.hex()).contains(Hex.ORIGIN);
    assertThat(p.level()).isEqualTo(3);
    assertThat(p.height()).isEqualTo("level 3");
    assertThat(p.status()).isEqualTo("speed 5, damage 0/" + camelBoxes);
    assertThat(p.inPlay()).isTrue();
  }

  @Test
  void theGameAwaitsOnlyThePlaneWhoseDecisionItIs() {
    Game<DogfiteState, DogfiteCommand> g = duel();
    String next = g.decision().actors().get(0);
    String other = next.equals("Camel") ? "Albatros" : "Camel";
    assertThat(RULES.awaits(g.state(), next)).isTrue();
    assertThat(RULES.awaits(g.state(), other)).isFalse();
    assertThat(RULES.awaits(g.state(), "nobody")).isFalse();
  }

  @Test
  void aViewerIsAPlaneWithItsSideOrASideWithItsPlanes() {
    DogfiteState s = duel().state();
    Viewer camel = RULES.viewer(s, "Camel");
    assertThat(camel.speaksFor("Camel")).isTrue();
    assertThat(camel.speaksFor("RFC")).isTrue();
    assertThat(camel.speaksFor("Albatros")).isFalse();
    Viewer jasta = RULES.viewer(s, "Jasta 11");
    assertThat(jasta.speaksFor("Albatros")).isTrue();
    assertThat(jasta.speaksFor("Camel")).isFalse();
    assertThat(RULES.viewer(s, "Umpire").speaksFor("Camel")).isFalse();
    // A side's view hides the dice; the referee's does not.
    assertThat(RULES.visibleTo(s, jasta).dice()).isNotEqualTo(s.dice());
    assertThat(RULES.visibleTo(s, Viewer.referee())).isSameAs(s);
  }

  @Test
  void patchedTablesKeepTheActivationKind() {
    DogfiteRules patched = RULES.withTables(RULES.tables());
    assertThat(patched.tables()).isEqualTo(RULES.tables());
    DogfiteRules cards = new DogfiteRules().withActivation(CardActivation.standard());
    assertThat(cards.withTables(RULES.tables()).activation()).isSameAs(cards.activation());
  }
}
