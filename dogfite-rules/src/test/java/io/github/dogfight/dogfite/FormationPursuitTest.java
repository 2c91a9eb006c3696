package io.github.dogfight.dogfite;

import static io.github.dogfight.dogfite.Fixtures.albatros;
import static io.github.dogfight.dogfite.Fixtures.camel;
import static io.github.dogfight.dogfite.Fixtures.declare;
import static io.github.dogfight.dogfite.Fixtures.start;
import static io.github.dogfight.testkit.DogfightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.DogfiteCommand.BeginMove;
import io.github.dogfight.dogfite.DogfiteCommand.Move;
import io.github.dogfight.dogfite.DogfiteCommand.Tail;
import io.github.dogfight.dogfite.event.TailingCircle;
import io.github.dogfight.dogfite.event.TurnOrdered;
import io.github.dogfight.testkit.Scripted;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * An aircraft targeting a follower in formation (issue 26). INITIATIVE: "aircraft that are
 * targeting move in initiative order (followed immediately by any aircraft that are targeting
 * them)"; FORMATION FLYING: the follower "is moved at the same time (and in the same manner) as its
 * leader rather than when dictated by its own initiative roll". So the pursuer of a follower is
 * ordered against the formation's leader and moves right after the whole formation.
 *
 * <p>The Camel (speed 6, experience 1: d10 face f posts f + 1) leads Zed's SE5a on the north edge
 * of hex (0,0), level 2. The Albatros (speed 5, experience 0: face f posts f) targets Zed.
 */
class FormationPursuitTest {
  private static final Hex O = Hex.ORIGIN;

  private static Game<DogfiteState, DogfiteCommand> formation(
      HexPosition albatrosAt, String camelTarget, int camelD10, int albatrosD10) {
    Game<DogfiteState, DogfiteCommand> g =
        start(
            camel(HexPosition.edge(O, Facing.N), 2, 6),
            Fixtures.se5a("Zed", HexPosition.edge(O, Facing.N), 2, 6),
            albatros(albatrosAt, 2, 5));
    // Initiative d10s for the Camel and the Albatros: Zed moves with its leader and rolls none.
    return declare(g, List.of(camelTarget, "Camel", "Zed"), camelD10, albatrosD10);
  }

  /** The aircraft moving now begins a level move on {@code die} and flies one point straight. */
  private static Game<DogfiteState, DogfiteCommand> flyStraight(
      Game<DogfiteState, DogfiteCommand> g, String id, int die) {
    g = Scripted.play(g, new BeginMove(id, VerticalMove.LEVEL), die);
    while (g.state().pending() instanceof Pending.Moving m && m.plane().equals(id)) {
      g = g.play(new Move(id, new Step.Straight(), 0, 0));
    }
    return g;
  }

  @Test
  @DisplayName(
      "aircraft that are targeting move in initiative order (followed immediately by any aircraft"
          + " that are targeting them): after the follower's whole formation")
  void aPursuerThatBeatsTheLeaderMovesAfterTheWholeFormation() {
    // The Camel has no target (it moves among the last); the Albatros, one hex behind Zed, targets
    // it. Camel face 3: 2 + 1 + 1 = 4; Albatros face 6: 5 + 0 + 1 = 6 beats it.
    Game<DogfiteState, DogfiteCommand> g =
        formation(HexPosition.edge(O.neighbor(Facing.S), Facing.N), "", 3, 6);
    TurnOrdered ordered = assertThat(g.log()).singleEventOfType(TurnOrdered.class);
    assertThat(ordered.order()).containsExactly("Camel", "Zed", "Albatros");
    assertThat(ordered.tailing()).containsEntry("Albatros", "Zed");
    assertThat(g.log()).narrationContains("(Albatros follows Zed)");
    assertThat(g.state().pending()).isEqualTo(new Pending.StartMove("Camel", Optional.empty()));
    g = flyStraight(g, "Camel", 1);
    // Zed flew with its leader; now the Albatros.
    assertThat(g.state().pending()).isEqualTo(new Pending.StartMove("Albatros", Optional.empty()));
    assertThat(g.state().progress().moved()).containsExactly("Camel", "Zed", "Albatros");
  }

  @Test
  @DisplayName(
      "If an aircraft's target has declared a target of its own, the targeting aircraft's entire"
          + " edge may be added to its initiative roll: a follower has declared its leader")
  void aPursuerOfAFollowerMayTailTheFormation() {
    // Camel face 5: 4 + 1 + 1 = 6; Albatros face 4: 3 + 0 + 1 = 4, first (the Camel has no
    // target). Its 3 edge on Zed (one hex behind it) is added whole, as Zed has declared a target:
    // 7 > 6, so it may tail (half, 2, would not be enough).
    Game<DogfiteState, DogfiteCommand> g =
        formation(HexPosition.edge(O.neighbor(Facing.S), Facing.N), "", 5, 4);
    TurnOrdered ordered = assertThat(g.log()).singleEventOfType(TurnOrdered.class);
    assertThat(ordered.edges()).containsEntry("Albatros", 3);
    assertThat(ordered.order()).containsExactly("Albatros", "Camel", "Zed");
    assertThat(g.state().pending())
        .isEqualTo(new Pending.StartMove("Albatros", Optional.of("Zed")));
    assertThat(g.legalCommands()).startsWith(new Tail("Albatros"));
    g = g.play(new Tail("Albatros"));
    assertThat(g.state().pending()).isEqualTo(new Pending.StartMove("Camel", Optional.empty()));
    g = flyStraight(g, "Camel", 1);
    assertThat(g.state().pending()).isEqualTo(new Pending.StartMove("Albatros", Optional.empty()));
    assertThat(g.state().progress().moved()).containsExactly("Camel", "Zed", "Albatros");
    assertThat(g.log())
        .narrationContains("Albatros adds its edge to its initiative: it moves right after Zed.");
  }

  @Test
  @DisplayName(
      "Should a circle occur (in which each aircraft follows another in a continuous loop) a simple"
          + " d6 roll-off should be used to determine which aircraft will go first: through a"
          + " formation too")
  void aCircleThroughAFormationIsBrokenByARollOff() {
    // The Albatros flies one hex ahead of the formation and targets Zed, behind it; the Camel
    // targets the Albatros, in its rear arc one hex away: 3 edge. Camel face 3: 4; Albatros face
    // 6: 6 beats the Camel, so it follows Zed. The Camel may tail the Albatros (a target with a
    // target: its whole edge, 4 + 3 = 7 > 6).
    Game<DogfiteState, DogfiteCommand> g =
        formation(HexPosition.edge(O.neighbor(Facing.N), Facing.N), "Albatros", 3, 6);
    assertThat(g.state().order()).containsExactly("Camel", "Zed", "Albatros");
    assertThat(g.state().pending())
        .isEqualTo(new Pending.StartMove("Camel", Optional.of("Albatros")));
    // Tailing closes the circle Camel -> Albatros -> Zed, who moves with the Camel. Roll-off,
    // Albatros 6, Camel 1: the Albatros goes first, then the Camel and its follower.
    Game<DogfiteState, DogfiteCommand> albatrosFirst = Scripted.play(g, new Tail("Camel"), 6, 1);
    TailingCircle circle = assertThat(albatrosFirst.log()).singleEventOfType(TailingCircle.class);
    assertThat(circle.circle()).containsExactly("Albatros", "Camel");
    assertThat(circle.first()).isEqualTo("Albatros");
    assertThat(albatrosFirst).isAwaiting("Albatros");
    albatrosFirst = flyStraight(albatrosFirst, "Albatros", 1);
    assertThat(albatrosFirst.state().pending())
        .isEqualTo(new Pending.StartMove("Camel", Optional.empty()));
    albatrosFirst = flyStraight(albatrosFirst, "Camel", 1);
    assertThat(albatrosFirst.state().progress().moved())
        .containsExactly("Albatros", "Camel", "Zed");
    // Albatros 2, Camel 5: the Camel's formation goes first and the Albatros follows it.
    Game<DogfiteState, DogfiteCommand> camelFirst = Scripted.play(g, new Tail("Camel"), 2, 5);
    assertThat(camelFirst).isAwaiting("Camel");
    camelFirst = flyStraight(camelFirst, "Camel", 1);
    assertThat(camelFirst.state().pending())
        .isEqualTo(new Pending.StartMove("Albatros", Optional.empty()));
    assertThat(camelFirst.state().progress().moved()).containsExactly("Camel", "Zed", "Albatros");
  }
}
