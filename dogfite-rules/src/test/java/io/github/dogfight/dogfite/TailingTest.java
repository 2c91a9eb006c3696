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
import org.junit.jupiter.api.Test;

/**
 * EDGE ADJUSTMENT TO INITIATIVE (TAILING) with scripted dice: "If an aircraft's target has declared
 * a target of its own, the targeting aircraft's entire edge may be added to its initiative roll; if
 * the aircraft's target has no target of its own, then only half of the targeting aircraft's edge
 * (rounded up) may be added", and "players should not declare tailing increases until it is their
 * turn to move".
 *
 * <p>The Camel (speed 5) sits one hex behind the Albatros, both flying north: the position bonus
 * gives it 3 edge on its target.
 */
class TailingTest {
  private static final Hex O = Hex.ORIGIN;

  private static Game<DogfiteState, DogfiteCommand> camelBehindAlbatros(
      String albatrosTarget, int camelD10, int albatrosD10) {
    Game<DogfiteState, DogfiteCommand> g =
        start(
            camel(HexPosition.edge(O.neighbor(Facing.S), Facing.N), 2, 5),
            albatros(HexPosition.edge(O, Facing.N), 2, 5));
    return declare(g, List.of("Albatros", albatrosTarget), camelD10, albatrosD10);
  }

  @Test
  void theTailerDecidesAtItsTurnToMove() {
    // Camel d10 3: 2 + 1 + 1 = 4; Albatros (no target) d10 5: 4 + 0 + 1 = 5. Half the Camel's 3
    // edge, 2, lifts it to 6 > 5: it may tail. It keeps its own place, first, until it says so.
    Game<DogfiteState, DogfiteCommand> g = camelBehindAlbatros("", 3, 5);
    TurnOrdered ordered = assertThat(g.log()).singleEventOfType(TurnOrdered.class);
    assertThat(ordered.edges()).containsEntry("Camel", 3);
    assertThat(ordered.order()).containsExactly("Camel", "Albatros");
    assertThat(g.state().pending())
        .isEqualTo(new Pending.StartMove("Camel", Optional.of("Albatros")));
    assertThat(g.legalCommands()).startsWith(new Tail("Camel"));
    // Declining is simply beginning the move.
    Game<DogfiteState, DogfiteCommand> declined =
        Scripted.play(g, new BeginMove("Camel", VerticalMove.LEVEL), 1);
    assertThat(declined.state().progress().moved()).containsExactly("Camel");
    // Tailing: the Albatros moves now, and the Camel right after it.
    g = g.play(new Tail("Camel"));
    assertThat(g).isAwaiting("Albatros");
    assertThat(g.state().pending()).isEqualTo(new Pending.StartMove("Albatros", Optional.empty()));
    assertThat(g).rejects(new Tail("Albatros")).hasMessageContaining("may not tail now");
    g = Scripted.play(g, new BeginMove("Albatros", VerticalMove.LEVEL), 1); // 6: 1 MP
    g = g.play(new Move("Albatros", new Step.Straight(), 0, 0));
    assertThat(g.state().pending()).isEqualTo(new Pending.StartMove("Camel", Optional.empty()));
    assertThat(g.state().order()).containsExactly("Albatros", "Camel");
    assertThat(g.log())
        .narrationContains("Camel adds its edge to its initiative: it moves right after Albatros.");
  }

  @Test
  void halfTheEdgeAgainstATargetWithoutATargetMayNotBeEnough() {
    // Albatros d10 6: 5 + 0 + 1 = 6; the Camel's 4 + 2 = 6 does not exceed it: no tailing.
    Game<DogfiteState, DogfiteCommand> g = camelBehindAlbatros("", 3, 6);
    assertThat(g.state().pending()).isEqualTo(new Pending.StartMove("Camel", Optional.empty()));
    assertThat(g).rejects(new Tail("Camel")).hasMessageContaining("EDGE ADJUSTMENT TO INITIATIVE");
  }

  @Test
  void aCircleOfTailingIsBrokenByARollOff() {
    // "Should a circle occur (in which each aircraft follows another in a continuous loop) a
    // simple d6 roll-off should be used to determine which aircraft will go first: then each of
    // the others will follow in tailing order." The Albatros targets the Camel and beats its
    // initiative (d10 6: 5 + 0 + 1 = 6 against 4): it follows the Camel. The Camel's whole edge
    // counts now (its target has a target): 4 + 3 = 7 > 6, so it may tail the Albatros.
    Game<DogfiteState, DogfiteCommand> g = camelBehindAlbatros("Camel", 3, 6);
    assertThat(g.state().order()).containsExactly("Camel", "Albatros");
    assertThat(g.state().pending())
        .isEqualTo(new Pending.StartMove("Camel", Optional.of("Albatros")));
    // Tailing closes the circle: roll-off, Albatros 2, Camel 5: the Camel goes first after all.
    Game<DogfiteState, DogfiteCommand> camelFirst = Scripted.play(g, new Tail("Camel"), 2, 5);
    TailingCircle circle = assertThat(camelFirst.log()).singleEventOfType(TailingCircle.class);
    assertThat(circle.circle()).containsExactly("Albatros", "Camel");
    assertThat(circle.first()).isEqualTo("Camel");
    // The roll-off's dice line names the circle in words, not as a Java list.
    assertThat(circle.dice().get(0).describe())
        .startsWith("tailing circle roll-off of Albatros, Camel rolloff(2): ");
    assertThat(camelFirst).isAwaiting("Camel");
    // Before tailing, the Camel is shown its chance to win that roll-off.
    assertThat(g.oddsOf(new Tail("Camel")))
        .containsExactly(
            java.util.Map.entry(
                "P(moves first in the tailing circle)",
                io.github.dogfight.core.odds.Rational.of(1, 2)));
    // Albatros 6, Camel 1: the Albatros goes first and the Camel follows it.
    Game<DogfiteState, DogfiteCommand> albatrosFirst = Scripted.play(g, new Tail("Camel"), 6, 1);
    assertThat(albatrosFirst).isAwaiting("Albatros");
    albatrosFirst = Scripted.play(albatrosFirst, new BeginMove("Albatros", VerticalMove.LEVEL), 1);
    albatrosFirst = albatrosFirst.play(new Move("Albatros", new Step.Straight(), 0, 0));
    assertThat(albatrosFirst).isAwaiting("Camel");
    assertThat(albatrosFirst.state().order()).containsExactly("Albatros", "Camel");
  }

  @Test
  void aTailerMovesRightAfterItsTargetBeforeTheRestOfTheOrder() {
    // Bert's SE5a, far away, rolls d10 10 and moves last. The Camel tails the Albatros: the
    // Albatros moves, then the Camel, and only then Bert.
    Game<DogfiteState, DogfiteCommand> g =
        start(
            camel(HexPosition.edge(O.neighbor(Facing.S), Facing.N), 2, 5),
            albatros(HexPosition.edge(O, Facing.N), 2, 5),
            Fixtures.plane("RFC", "SE5a", "Bert", 0, new Hex(8, -8), Facing.N));
    g = declare(g, List.of("Albatros", "", ""), 3, 5, 10);
    assertThat(g.state().pending())
        .isEqualTo(new Pending.StartMove("Camel", Optional.of("Albatros")));
    g = g.play(new Tail("Camel"));
    assertThat(g.state().pending()).isEqualTo(new Pending.StartMove("Albatros", Optional.empty()));
    g = Scripted.play(g, new BeginMove("Albatros", VerticalMove.LEVEL), 1);
    g = g.play(new Move("Albatros", new Step.Straight(), 0, 0));
    assertThat(g.state().pending()).isEqualTo(new Pending.StartMove("Camel", Optional.empty()));
    assertThat(g.state().progress().moved()).containsExactly("Albatros", "Camel");
    g = Scripted.play(g, new BeginMove("Camel", VerticalMove.LEVEL), 1);
    g = g.play(new Move("Camel", new Step.Straight(), 0, 0));
    assertThat(g.state().pending()).isEqualTo(new Pending.StartMove("Bert", Optional.empty()));
    assertThat(g.state().progress().moved()).containsExactly("Albatros", "Camel", "Bert");
  }
}
