package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.Cy6RulesTest.BOARD;
import static io.github.dogfight.cy6.Cy6RulesTest.EXAMPLE;
import static io.github.dogfight.cy6.Cy6RulesTest.RULES;
import static io.github.dogfight.cy6.Cy6RulesTest.at;
import static io.github.dogfight.cy6.Cy6RulesTest.plane;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.view.Piece;
import io.github.dogfight.cy6.internal.map.TextMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The forces in text and the pieces a picture draws, for aircraft in each state and the ground. */
class PresentationTest {
  private static Cy6State state() {
    Battery flak = new Battery("Flak", "Blue", AntiAircraft.LIGHT, Board.at(3, 4));
    SurfaceTarget yard =
        SurfaceTarget.of("Yard", "Red", SurfaceTarget.Kind.AREA, Board.at(20, 4), 1, 2).hit();
    Cy6State s =
        RULES.start(
            List.of("Blue", "Red"),
            BOARD,
            List.of(
                plane("Lead", "Blue", EXAMPLE, Skill.ACE, at(0, 0, Facing.N), 6, 2, "A"),
                plane("Wing", "Blue", EXAMPLE, Skill.GREEN, at(1, 0, Facing.N), 6, 2, "A"),
                plane("Down", "Blue", EXAMPLE, Skill.GREEN, at(3, 0, Facing.N), 6, 2, null),
                plane("Gone", "Red", EXAMPLE, Skill.VETERAN, at(5, 0, Facing.N), 3, 2, null),
                plane("Red 1", "Red", EXAMPLE, Skill.SKILLED, at(0, -5, Facing.S), 6, 3, null)),
            Ground.none().with(flak).with(yard),
            1);
    s = s.withPlane(s.get("Down").with(AircraftCondition.INTACT.destroy("shot down")));
    return s.withPlane(s.get("Gone").exited(BoardExit.Result.DAMAGED));
  }

  @Test
  void theSummaryListsEachSidesAircraftBatteriesAndTargets() {
    Cy6State s = state();
    assertThat(RULES.summary(s))
        .isEqualTo(
            "Blue:\n"
                + "  Lead (Example, ace) "
                + TextMap.where(s.get("Lead").position())
                + ", TAL 6 (Medium), speed 2, intact, formation A\n"
                + "  Wing (Example, green) "
                + TextMap.where(s.get("Wing").position())
                + ", TAL 6 (Medium), speed 2, intact, formation A\n"
                + "  Down (Example, green) destroyed: shot down\n"
                + "  Flak (Light AA) at "
                + TextMap.where(Board.at(3, 4))
                + "\n"
                + "Red:\n"
                + "  Gone (Example, veteran) left the map, exit check damaged\n"
                + "  Red 1 (Example, skilled) "
                + TextMap.where(s.get("Red 1").position())
                + ", TAL 6 (Medium), speed 3, intact\n"
                + "  Yard (area target) at "
                + TextMap.where(Board.at(20, 4))
                + ", "
                + s.ground().target("Yard").orElseThrow().condition()
                + "\n");
  }

  private static Piece piece(Map<String, Piece> pieces, String id) {
    return java.util.Objects.requireNonNull(pieces.get(id), id);
  }

  @Test
  void piecesShowEachAircraftsStateAndTheGround() {
    Game<Cy6State, Cy6Command> g = Game.start(RULES, state());
    Map<String, Piece> pieces =
        RULES.pieces(g.viewFor("Blue")).stream()
            .collect(Collectors.toMap(Piece::id, Function.identity()));
    assertThat(piece(pieces, "Lead").status()).isEqualTo("speed 2, intact");
    assertThat(piece(pieces, "Lead").height()).isEqualTo("TAL 6 (Medium)");
    assertThat(piece(pieces, "Lead").level()).isEqualTo(6);
    assertThat(piece(pieces, "Lead").facing()).contains(Facing.N);
    assertThat(piece(pieces, "Lead").inPlay()).isTrue();
    assertThat(piece(pieces, "Down").status()).isEqualTo("destroyed");
    assertThat(piece(pieces, "Down").inPlay()).isFalse();
    assertThat(piece(pieces, "Gone").status()).isEqualTo("left the map");
    assertThat(piece(pieces, "Gone").inPlay()).isFalse();
    Piece flak = piece(pieces, "Flak");
    assertThat(flak.status()).isEqualTo("Light AA");
    assertThat(flak.height()).isEqualTo("ground");
    assertThat(flak.level()).isZero();
    assertThat(flak.facing()).isEmpty();
    assertThat(flak.hex()).contains(Board.at(3, 4));
    Piece yard = piece(pieces, "Yard");
    assertThat(yard.status()).isEqualTo(state().ground().target("Yard").orElseThrow().condition());
    assertThat(yard.inPlay()).isTrue();
    assertThat(yard.side()).isEqualTo("Red");
  }
}
