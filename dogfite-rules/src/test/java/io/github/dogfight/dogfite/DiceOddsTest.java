package io.github.dogfight.dogfite;

import static io.github.dogfight.dogfite.Fixtures.RULES;
import static io.github.dogfight.dogfite.Fixtures.albatros;
import static io.github.dogfight.dogfite.Fixtures.camel;
import static io.github.dogfight.dogfite.Fixtures.declare;
import static io.github.dogfight.dogfite.Fixtures.start;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.dogfite.DogfiteCommand.BeginMove;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseSpeedRoll;
import io.github.dogfight.dogfite.DogfiteCommand.EndMove;
import io.github.dogfight.dogfite.DogfiteCommand.Fire;
import io.github.dogfight.dogfite.DogfiteCommand.Move;
import io.github.dogfight.dogfite.event.GunFired;
import io.github.dogfight.dogfite.event.StallChecked;
import io.github.dogfight.testkit.Scripted;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The exact odds of the commands whose dice are not a move's bet, worked out by hand from the seed
 * lines they quote and checked against the engine with scripted dice: the movement-point die, the
 * stall / spin check, fire, and the power, drag and stress rolls of the end of turn.
 */
class DiceOddsTest {
  private static final Hex O = Hex.ORIGIN;
  private static final Step STRAIGHT = new Step.Straight();

  private static Rational r(long n, long d) {
    return Rational.of(n, d);
  }

  /**
   * A Camel and an Albatros far apart, neither targeting: each begins a level move with a movement
   * die of 1 and flies straight on every point, until {@code who} is asked for its speed roll (the
   * other, if first, rolls none).
   */
  private static Game<DogfiteState, DogfiteCommand> atSpeedRoll(Plane a, Plane b, String who) {
    Game<DogfiteState, DogfiteCommand> g = declare(start(a, b), List.of("", ""), 5, 6);
    while (!(g.state().pending() instanceof Pending.SpeedRolling s && s.plane().equals(who))) {
      Pending p = g.state().pending();
      String id = p.plane();
      if (p instanceof Pending.StartMove) {
        g = Scripted.play(g, new BeginMove(id, VerticalMove.LEVEL), 1);
      } else if (p instanceof Pending.Moving m) {
        g = g.play(m.move().hasPointsLeft() ? new Move(id, STRAIGHT, 0, 0) : new EndMove(id));
      } else if (p instanceof Pending.SpeedRolling) {
        g = g.play(new ChooseSpeedRoll(id, SpeedRoll.NONE));
      } else {
        throw new AssertionError("unexpected decision " + p);
      }
    }
    return g;
  }

  private static Game<DogfiteState, DogfiteCommand> albatrosAtSpeedRoll(int speed) {
    return atSpeedRoll(
        camel(HexPosition.edge(new Hex(0, 9), Facing.S), 3, 5),
        albatros(HexPosition.edge(O, Facing.N), 3, speed),
        "Albatros");
  }

  @Test
  void thePowerRollShowsTheSpeedItGains() {
    // SPEED INCREASE (Power): "To gain speed via power, players roll 1d6 (modified by power rating
    // and bet status) - a roll > 2 gains one point of speed, and a roll > 6 gains two points."
    // The Albatros (power +1, maximum 8) at speed 5: 1d6 + 1, so 1 gains none, 2 to 5 gain one,
    // 6 gains two.
    Game<DogfiteState, DogfiteCommand> g = albatrosAtSpeedRoll(5);
    ChooseSpeedRoll power = new ChooseSpeedRoll("Albatros", SpeedRoll.POWER);
    Map<String, Rational> odds = g.oddsOf(power);
    assertThat(odds)
        .containsEntry("P(gains 0 speed)", r(1, 6))
        .containsEntry("P(gains 1 speed)", r(2, 3))
        .containsEntry("P(gains 2 speed)", r(1, 6))
        .containsEntry("E(speed after the turn)", r(6, 1))
        .doesNotContainKey("P(stress test)");
    assertThat(Scripted.play(g, power, 6).state().plane("Albatros").speed()).isEqualTo(7);
    assertThat(Scripted.play(g, power, 1).state().plane("Albatros").speed()).isEqualTo(5);
  }

  @Test
  void theDragRollShowsTheSpeedItLoses() {
    // SPEED DECREASE (Drag and Aerobatics): "To lose speed via drag, players roll 1d6 (modified by
    // drag rating) - a roll > 2 loses one point, and a roll > 6 loses two points." The Albatros
    // (drag 0) at speed 5: 1 and 2 lose none, 3 to 6 lose one.
    Game<DogfiteState, DogfiteCommand> g = albatrosAtSpeedRoll(5);
    ChooseSpeedRoll drag = new ChooseSpeedRoll("Albatros", SpeedRoll.DRAG);
    assertThat(g.oddsOf(drag))
        .containsEntry("P(loses 0 speed)", r(1, 3))
        .containsEntry("P(loses 1 speed)", r(2, 3))
        .doesNotContainKey("P(loses 2 speed)")
        .containsEntry("E(speed after the turn)", r(13, 3));
    assertThat(Scripted.play(g, drag, 3).state().plane("Albatros").speed()).isEqualTo(4);
    // Rolling neither rolls no dice here, and shows no odds.
    assertThat(g.oddsOf(new ChooseSpeedRoll("Albatros", SpeedRoll.NONE))).isEmpty();
  }

  @Test
  void theStressTestOfAnAircraftOverItsDiveSpeedShowsItsChances() {
    // STRESS: "Any player attempting a level three bet or ending the turn moving faster than their
    // maximum dive speed must roll for stress damage. Roll 2d6: < 0 = destroyed, 0-1= fill current
    // & next set of boxes, 2- 3 = fill current set of boxes, 4+ = none"; "speed = -1 / pt > max
    // dive". The Albatros (maximum dive 11) at speed 12 rolls 2d6 - 1: 2 fills two sets (1/36), 3
    // or 4 fills one (5/36); nothing destroys it.
    Game<DogfiteState, DogfiteCommand> g = albatrosAtSpeedRoll(12);
    ChooseSpeedRoll none = new ChooseSpeedRoll("Albatros", SpeedRoll.NONE);
    assertThat(g.oddsOf(none))
        .containsExactly(
            Map.entry("P(stress test)", r(1, 1)), Map.entry("P(stress damage)", r(1, 6)));
    Game<DogfiteState, DogfiteCommand> after = Scripted.play(g, none, 1, 2);
    assertThat(after.state().plane("Albatros").damage().marks()).isEqualTo(6);
  }

  @Test
  void beginningAMoveShowsTheMovementPointsItsDieGives() {
    // VARIABLE MOVEMENT POINTS: "a die (d6) is rolled and the result added to the current speed
    // ... Sum of speed and die roll: < 4 = 0 MP, 4 - 9 = 1 MP, 10+= 2 MP". The Camel at speed 5:
    // 1 to 4 give one point, 5 and 6 two.
    Game<DogfiteState, DogfiteCommand> g =
        declare(
            start(
                camel(HexPosition.edge(O, Facing.N), 3, 5),
                albatros(HexPosition.edge(new Hex(0, 9), Facing.S), 3, 5)),
            List.of("", ""),
            9,
            1);
    assertThat(g.state().pending())
        .isEqualTo(new Pending.StartMove("Albatros", java.util.Optional.empty()));
    g = Scripted.play(g, new BeginMove("Albatros", VerticalMove.LEVEL), 1);
    g = g.play(new Move("Albatros", STRAIGHT, 0, 0));
    BeginMove level = new BeginMove("Camel", VerticalMove.LEVEL);
    assertThat(g.oddsOf(level))
        .containsExactly(
            Map.entry("P(no movement point)", r(0, 1)),
            Map.entry("P(1 movement point)", r(2, 3)),
            Map.entry("P(2 movement points)", r(1, 3)));
    assertThat(Scripted.play(g, level, 5).state().move().orElseThrow().movementPoints())
        .isEqualTo(2);
  }

  @Test
  void endingAMoveAtTheMinimumSpeedShowsTheStallAndSpinChances() {
    // STALL / SPIN: "If an aircraft ends its move at or below its minimum speed, player must
    // immediately roll 1d6 (modified by spin rating and flying skill): If at min.speed: 1 = spin,
    // 2 - 3 = stall, 4+ = no effect." The Albatros (spin 0, flying 0) at its minimum 2.
    Game<DogfiteState, DogfiteCommand> g =
        declare(
            start(
                camel(HexPosition.edge(new Hex(0, 9), Facing.S), 3, 5),
                albatros(HexPosition.edge(O, Facing.N), 3, 2)),
            List.of("", ""),
            9,
            1);
    // 2 + 2 = 4: one movement point; flying straight on it ends the move.
    g = Scripted.play(g, new BeginMove("Albatros", VerticalMove.LEVEL), 2);
    Move straight = new Move("Albatros", STRAIGHT, 0, 0);
    assertThat(g.oddsOf(straight))
        .containsExactly(Map.entry("P(stall)", r(1, 3)), Map.entry("P(spin)", r(1, 6)));
    Game<DogfiteState, DogfiteCommand> stalled = Scripted.play(g, straight, 2);
    assertThat(stalled.log().ofType(StallChecked.class).get(0).result())
        .isEqualTo(StallResult.STALL);
  }

  @Test
  void fireShowsTheChanceOfAHitByTheGunsFiredAndTheRollNeeded() {
    // COMBAT: "The number of hits scored equals 2d6 -10 plus the current edge modified by the
    // factors listed below, If firing two guns, roll separately for each gun." In the same hex
    // (range 0) with edge 4, firing +1 and shooting +1: 2d6 - 4, so a hit needs 5+ (5/6).
    Game<DogfiteState, DogfiteCommand> g =
        start(camel(HexPosition.middle(O), 1, 6), albatros(HexPosition.edge(O, Facing.N), 1, 2));
    g = declare(g, List.of("Albatros", ""), 9, 1);
    g = Scripted.play(g, new BeginMove("Albatros", VerticalMove.LEVEL), 1);
    g = Scripted.play(g, new EndMove("Albatros"), 4);
    g = Scripted.play(g, new BeginMove("Camel", VerticalMove.LEVEL), 1);
    g = Scripted.play(g, new Move("Camel", new Step.ToMiddle(), 1, 0), 3, 3);
    assertThat(g.state().pending()).isEqualTo(new Pending.Firing("Camel", Range.ZERO));
    assertThat(g.state().plane("Camel").edge()).isEqualTo(4);
    Rational expected = RULES.odds().hits(4, Range.ZERO, 1, 1).mean();
    assertThat(g.oddsOf(new Fire("Camel", 1)))
        .containsEntry("P(at least one hit)", r(5, 6))
        .containsEntry("E(hits)", expected)
        .containsKeys("P(critical hit)", "E(critical hits)");
    assertThat(g.oddsOf(new Fire("Camel", 2)))
        .containsEntry("P(at least one hit)", r(35, 36))
        .containsEntry("E(hits per gun)", expected)
        .containsKeys("P(critical hit per gun)", "E(critical hits per gun)");
    assertThat(g.oddsOf(new Fire("Camel", 0))).isEmpty();
    // 1 and 3: 4 - 4, no hit.
    Game<DogfiteState, DogfiteCommand> missed = Scripted.play(g, new Fire("Camel", 1), 1, 3);
    assertThat(missed.log().ofType(GunFired.class).get(0).narration())
        .isEqualTo("Camel fires at Albatros from point blank (2d6: needs 5+ to hit): 0 hits.");
  }
}
