package io.github.dogfight.dogfite;

import static io.github.dogfight.dogfite.Fixtures.albatros;
import static io.github.dogfight.dogfite.Fixtures.camel;
import static io.github.dogfight.dogfite.Fixtures.declare;
import static io.github.dogfight.dogfite.Fixtures.start;
import static io.github.dogfight.testkit.DogfightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.DogfiteCommand.BeginMove;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseSpeedRoll;
import io.github.dogfight.dogfite.DogfiteCommand.Move;
import io.github.dogfight.dogfite.event.GunFired;
import io.github.dogfight.dogfite.event.MoveEnded;
import io.github.dogfight.dogfite.event.StallChecked;
import io.github.dogfight.testkit.Scripted;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * STALL / SPIN with scripted dice: "If an aircraft ends its move at or below its minimum speed,
 * player must immediately roll 1d6 (modified by spin rating and flying skill)" and "stalling
 * aircraft have pitch set at a one-point, half-move dive and move straight ahead on current facing.
 * Both spinning and stalling aircraft lose their current target."
 *
 * <p>The Camel (minimum speed 2, spin -1, flying +1: the die reads as rolled) flies north at speed
 * 3 toward the Albatros sitting in the middle of the hex two ahead; it moves first.
 */
class StallSpinTest {
  private static final Hex O = Hex.ORIGIN;

  private static Game<DogfiteState, DogfiteCommand> camelBetsLevelTwoForEdge(int stallDie) {
    Game<DogfiteState, DogfiteCommand> g =
        start(
            camel(HexPosition.edge(O.neighbor(Facing.S), Facing.N), 2, 3),
            albatros(HexPosition.middle(O.neighbor(Facing.N)), 2, 5));
    // Camel d10 1: 0 + 1 + 0 = 1; Albatros d10 9: 8 + 0 + 1 = 9.
    g = declare(g, List.of("Albatros", ""), 1, 9);
    g = Scripted.play(g, new BeginMove("Camel", VerticalMove.LEVEL), 6); // 6 + 3 = 9: 1 MP
    // Straight to (0,0), facing the Albatros's hex, betting level 2 for edge: 2d6 = 7 passes, edge
    // 2. The bet costs "spd -1" and raises the minimum by one: speed 2 is below minimum 3, so the
    // Camel rolls as its move ends.
    return Scripted.play(g, new Move("Camel", new Step.Straight(), 2, 0), 3, 4, stallDie);
  }

  @Test
  void aStallIsRolledAsTheMoveEndsAndFliesStraightAheadBeforeCombat() {
    Game<DogfiteState, DogfiteCommand> g = camelBetsLevelTwoForEdge(4); // below minimum: 4 stalls
    StallChecked check = assertThat(g.log()).singleEventOfType(StallChecked.class);
    assertThat(check.speed()).isEqualTo(2);
    assertThat(check.minimum()).isEqualTo(3);
    assertThat(check.result()).isEqualTo(StallResult.STALL);
    Plane camel = g.state().plane("Camel");
    // Straight ahead on its facing, one hex, pitched into a one-point half-move dive.
    assertThat(camel.placement())
        .isEqualTo(
            new Placement(
                HexPosition.edge(O.neighbor(Facing.N), Facing.N),
                new Altitude(2, Altitude.Pitch.DIVING)));
    assertThat(camel.target()).isEmpty();
    assertThat(camel.edge()).isZero();
    assertThat(g.log())
        .narrationContains(
            "Camel ends its move at speed 2, below its minimum 3: it stalls, noses into a"
                + " half-level dive that gains 1 speed, flies on to (0,-1) edge N and loses its"
                + " target.");
    // The Albatros moves; then nobody may fire: the Camel lost its target before combat.
    g = Scripted.play(g, new BeginMove("Albatros", VerticalMove.LEVEL), 1);
    g = g.play(new Move("Albatros", new Step.ToEdge(Facing.S), 0, 0));
    assertThat(g.state().phase()).isEqualTo("End of turn");
    assertThat(g.log().ofType(GunFired.class)).isEmpty();
    // "immediately": the roll comes right as the Camel's move ends, before the Albatros moves.
    List<GameEvent> events = new ArrayList<>();
    g.log().forEach(events::add);
    int ended = events.indexOf(new MoveEnded(1, "Camel"));
    assertThat(events.get(ended + 1)).isInstanceOf(StallChecked.class);
  }

  @Test
  void aSpinPutsTheAircraftInItsHexMiddleAtSpeedZero() {
    // "Spinning aircraft dive (2-point) at speed 0 in middle of current hex": below minimum, 1-3.
    Game<DogfiteState, DogfiteCommand> g = camelBetsLevelTwoForEdge(2);
    Plane camel = g.state().plane("Camel");
    assertThat(camel.spinning()).isTrue();
    assertThat(camel.placement()).isEqualTo(new Placement(HexPosition.middle(O), Altitude.at(2)));
    assertThat(camel.target()).isEmpty();
    g = Scripted.play(g, new BeginMove("Albatros", VerticalMove.LEVEL), 1);
    g = g.play(new Move("Albatros", new Step.ToEdge(Facing.S), 0, 0));
    // At the end of the turn a spinning aircraft rolls neither power nor drag, and is at speed 0.
    assertThat(g.legalCommands()).containsExactly(new ChooseSpeedRoll("Camel", SpeedRoll.NONE));
    g = g.play(new ChooseSpeedRoll("Camel", SpeedRoll.NONE));
    assertThat(g.state().plane("Camel").speed()).isZero();
  }

  @Test
  void atItsMinimumSpeedAnAircraftStallsOnTwoOrThreeAndSpinsOnOne() {
    // "If at min.speed: 1 = spin, 2 - 3 = stall, 4+ = no effect."
    for (int d = 1; d <= 6; d++) {
      int die = d;
      Game<DogfiteState, DogfiteCommand> g =
          start(
              camel(HexPosition.edge(O, Facing.N), 2, 2),
              albatros(HexPosition.edge(new Hex(0, -8), Facing.S), 2, 5));
      g = declare(g, List.of("Albatros", ""), 1, 9);
      g = Scripted.play(g, new BeginMove("Camel", VerticalMove.LEVEL), 3); // 3 + 2 = 5: 1 MP
      g = Scripted.play(g, new Move("Camel", new Step.Straight(), 0, 0), die);
      StallResult expected =
          die == 1 ? StallResult.SPIN : die <= 3 ? StallResult.STALL : StallResult.NONE;
      assertThat(g.log().ofType(StallChecked.class))
          .singleElement()
          .satisfies(s -> assertThat(s.result()).as("die %s", die).isEqualTo(expected));
    }
  }

  @Test
  void aboveItsMinimumSpeedNothingIsRolled() {
    Game<DogfiteState, DogfiteCommand> g =
        start(
            camel(HexPosition.edge(O, Facing.N), 2, 3),
            albatros(HexPosition.edge(new Hex(0, -8), Facing.S), 2, 5));
    g = declare(g, List.of("Albatros", ""), 1, 9);
    g = Scripted.play(g, new BeginMove("Camel", VerticalMove.LEVEL), 3);
    g = Scripted.play(g, new Move("Camel", new Step.Straight(), 0, 0));
    assertThat(g.log().ofType(StallChecked.class)).isEmpty();
    assertThat(g).isAwaiting("Albatros");
  }
}
