package io.github.dogfight.dogfite;

import static io.github.dogfight.dogfite.Fixtures.albatros;
import static io.github.dogfight.dogfite.Fixtures.camel;
import static io.github.dogfight.testkit.DogfightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.DogfiteCommand.BeginMove;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseSpeedRoll;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseTarget;
import io.github.dogfight.dogfite.DogfiteCommand.Move;
import io.github.dogfight.dogfite.event.StallChecked;
import io.github.dogfight.testkit.Scripted;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The stall's dive (issue 26), STALL / SPIN: "stalling aircraft have pitch set at a one-point,
 * half-move dive and move straight ahead on current facing". Only the dive of a failed bet says
 * "(but do not apply any speed gain)"; the standard reading ({@link
 * DogfiteReadings#stallDiveGainsSpeed()}) lets the stall's dive gain its one point of speed at the
 * end of the turn and count as a one-point dive for drag ("Aircraft attempting to lose speed by
 * using drag while doing a one-point dive subtract one from the roll"). The other reading gains
 * neither.
 *
 * <p>The Camel (minimum speed 2, spin -1, flying +1: the stall die reads as rolled) flies at speed
 * 3; a level-2 bet for edge costs "spd -1" and raises its minimum by one, so it ends its move at
 * speed 2, below its minimum 3, and stalls on a 4. It moves first (d10 face 1: 0 + 1 + 0); the
 * Albatros far north (face 9) targets nobody.
 */
class StallDiveTest {
  private static final Hex O = Hex.ORIGIN;
  private static final DogfiteRules NO_GAIN =
      Fixtures.RULES.withReadings(DogfiteReadings.standard().withStallDiveGainsSpeed(false));

  /** The Camel at {@code at} and {@code level} bets level 2 on {@code step} and stalls. */
  private static Game<DogfiteState, DogfiteCommand> stalls(
      DogfiteRules rules, HexPosition at, int level, Step step) {
    Plane c = camel(at, level, 3);
    Plane a = albatros(HexPosition.edge(new Hex(0, -8), Facing.S), level, 5);
    Game<DogfiteState, DogfiteCommand> g = Game.start(rules, rules.start(List.of(c, a), 1));
    g = g.play(new ChooseTarget("Camel", Optional.of("Albatros")));
    g = Scripted.play(g, new ChooseTarget("Albatros", Optional.empty()), 1, 9);
    g = Scripted.play(g, new BeginMove("Camel", VerticalMove.LEVEL), 6); // 6 + 3 = 9: 1 MP
    g = Scripted.play(g, new Move("Camel", step, 2, 0), 3, 4, 4); // 2d6 = 7 passes; stall die 4
    assertThat(g.state().plane("Camel").placement().altitude().pitch())
        .isEqualTo(level > 0 ? Altitude.Pitch.DIVING : Altitude.Pitch.LEVEL);
    // The Albatros flies on; then the end of the turn.
    g = Scripted.play(g, new BeginMove("Albatros", VerticalMove.LEVEL), 1);
    g = g.play(new Move("Albatros", new Step.Straight(), 0, 0));
    assertThat(g).isAwaiting("Camel");
    assertThat(g.state().phase()).isEqualTo("End of turn");
    return g;
  }

  private static Game<DogfiteState, DogfiteCommand> stallsFlyingNorth(DogfiteRules rules) {
    return stalls(rules, HexPosition.edge(O, Facing.N), 2, new Step.Straight());
  }

  @Test
  @DisplayName(
      "stalling aircraft have pitch set at a one-point, half-move dive: the dive gains its point of"
          + " speed")
  void theStallsDiveGainsItsPointOfSpeed() {
    Game<DogfiteState, DogfiteCommand> g = stallsFlyingNorth(Fixtures.RULES);
    assertThat(g.log())
        .narrationContains(
            "it stalls, noses into a half-level dive that gains 1 speed, flies on to (0,-2) edge"
                + " N and loses its target.");
    // Speed 3, "spd -1" for the bet, +1 for the dive: 3 at the end of the turn.
    assertThat(Scripted.play(g, new ChooseSpeedRoll("Camel", SpeedRoll.NONE)).state())
        .extracting(s -> s.plane("Camel").speed())
        .isEqualTo(3);
    // The other reading: no gain, 2.
    Game<DogfiteState, DogfiteCommand> none = stallsFlyingNorth(NO_GAIN);
    assertThat(none.log())
        .narrationContains("it stalls, noses into a half-level dive, flies on to (0,-2) edge N");
    assertThat(Scripted.play(none, new ChooseSpeedRoll("Camel", SpeedRoll.NONE)).state())
        .extracting(s -> s.plane("Camel").speed())
        .isEqualTo(2);
  }

  @Test
  @DisplayName(
      "Aircraft attempting to lose speed by using drag while doing a one-point dive subtract one"
          + " from the roll: the stall's dive is one")
  void theStallsDiveCountsForDrag() {
    // Drag d6 3 + drag 0: "a roll > 2 loses one point". In the stall's one-point dive the roll is
    // 3 - 1 = 2: no loss, 3 - 1 + 1 = 3. Under the other reading 3 loses one: 3 - 1 - 1 = 1.
    Game<DogfiteState, DogfiteCommand> g = stallsFlyingNorth(Fixtures.RULES);
    assertThat(Scripted.play(g, new ChooseSpeedRoll("Camel", SpeedRoll.DRAG), 3).state())
        .extracting(s -> s.plane("Camel").speed())
        .isEqualTo(3);
    Game<DogfiteState, DogfiteCommand> none = stallsFlyingNorth(NO_GAIN);
    assertThat(Scripted.play(none, new ChooseSpeedRoll("Camel", SpeedRoll.DRAG), 3).state())
        .extracting(s -> s.plane("Camel").speed())
        .isEqualTo(1);
  }

  @Test
  @DisplayName(
      "and move straight ahead on current facing: in a hex middle there is no facing, and the"
          + " narration says it stays")
  void aStallInAHexMiddleStaysThere() {
    // Staying in the middle of (0,0) (stay in hex at speed 3 is level 0, bet at level 2).
    Game<DogfiteState, DogfiteCommand> g =
        stalls(Fixtures.RULES, HexPosition.middle(O), 2, new Step.ToMiddle());
    assertThat(g.state().plane("Camel").placement().position()).isEqualTo(HexPosition.middle(O));
    assertThat(g.log())
        .narrationContains(
            "it stalls, noses into a half-level dive that gains 1 speed, stays in (0,0) middle"
                + " with no facing to fly on and loses its target.");
  }

  @Test
  @DisplayName(
      "stalling aircraft have pitch set at a one-point, half-move dive: an aircraft already in a"
          + " half-level dive stays in it, and the narration says so")
  void aStallOfAnAircraftAlreadyDivingKeepsItsDive() {
    // The Camel at speed 3 bets level 2 (6+) flying straight: 2d6 = 3 fails by 3. Failure 2d6 =
    // 6 - 3 = 3: edge -1, move -1, more than the none attempted: "place the aircraft in a
    // one-point, half-move dive state". It ends at speed 3 - 1 = 2, below its minimum 2 + 1: the
    // stall die 4 stalls it. It is pitched down already: no second dive, no speed gained.
    Plane c = camel(HexPosition.edge(O, Facing.N), 2, 3);
    Plane a = albatros(HexPosition.edge(new Hex(0, -8), Facing.S), 2, 5);
    Game<DogfiteState, DogfiteCommand> g =
        Game.start(Fixtures.RULES, Fixtures.RULES.start(List.of(c, a), 1));
    g = g.play(new ChooseTarget("Camel", Optional.of("Albatros")));
    g = Scripted.play(g, new ChooseTarget("Albatros", Optional.empty()), 1, 9);
    g = Scripted.play(g, new BeginMove("Camel", VerticalMove.LEVEL), 6);
    g = Scripted.play(g, new Move("Camel", new Step.Straight(), 2, 0), 1, 2, 3, 3, 4);
    assertThat(g.log())
        .narrationContains("(level 2 bet failed by 3: pitched into a half-level dive)");
    StallChecked stall = g.log().ofType(StallChecked.class).get(0);
    assertThat(stall.result()).isEqualTo(StallResult.STALL);
    assertThat(stall.dives()).isFalse();
    assertThat(stall.alreadyDiving()).isTrue();
    assertThat(stall.speedGain()).isZero();
    assertThat(g.log())
        .narrationContains(
            "Camel ends its move at speed 2, below its minimum 3: it stalls, keeps the half-level"
                + " dive it is in, flies on to (0,-2) edge N and loses its target.");
    assertThat(g.state().plane("Camel").placement().altitude())
        .isEqualTo(new Altitude(2, Altitude.Pitch.DIVING));
  }

  @Test
  @DisplayName("no dive at the lowest level: nothing to gain")
  void aStallAtTheLowestLevelDivesNotAndGainsNothing() {
    Game<DogfiteState, DogfiteCommand> g =
        stalls(Fixtures.RULES, HexPosition.edge(O, Facing.N), 0, new Step.Straight());
    assertThat(g.log())
        .narrationContains("it stalls, cannot dive below the lowest level, flies on to (0,-2)");
    assertThat(Scripted.play(g, new ChooseSpeedRoll("Camel", SpeedRoll.NONE)).state())
        .extracting(s -> s.plane("Camel").speed())
        .isEqualTo(2);
  }
}
