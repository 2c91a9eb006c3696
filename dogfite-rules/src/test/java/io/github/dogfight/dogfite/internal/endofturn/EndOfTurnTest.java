package io.github.dogfight.dogfite.internal.endofturn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.dogfite.AircraftCatalog;
import io.github.dogfight.dogfite.AircraftType;
import io.github.dogfight.dogfite.DamageTrack;
import io.github.dogfight.dogfite.DogfiteTables;
import io.github.dogfight.dogfite.SpeedRoll;
import io.github.dogfight.dogfite.StressResult;
import io.github.dogfight.dogfite.TurnLog;
import io.github.dogfight.dogfite.internal.Resolution;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * End of turn with scripted dice, for a Sopwith Camel (power +1, drag 0, spin -1, speeds 2/7/10).
 */
class EndOfTurnTest {
  private static final AircraftType CAMEL = AircraftCatalog.sample().type("Sopwith Camel");
  private final EndOfTurn end = new EndOfTurn(new Resolution(DogfiteTables.standard()));

  private static TurnLog log(
      int changes, int divePoints, OptionalInt betLevel, OptionalInt failureStress) {
    return new TurnLog(changes, 0, 0, false, betLevel, failureStress, divePoints, false, false);
  }

  private static EndOfTurn.Turn turn(int speed, TurnLog log, DamageTrack damage) {
    return new EndOfTurn.Turn(CAMEL, damage, speed, log, 0, false, false);
  }

  private static Roller dice(int... faces) {
    return Roller.scripted(ScriptedDice.of(faces));
  }

  @Test
  void powerAppliesWithTheTurnsOtherSpeedChanges() {
    // "Speed changes from maneuvering and/or power / drag rolls are applied at the end of the
    // turn": speed 5, aerobatics -1 = 4; power d6 5 + 1 = 6 > 2: +1. Speed 5, no stress.
    EndOfTurn.Result r =
        end.resolve(
            turn(5, log(-1, 0, OptionalInt.empty(), OptionalInt.empty()), DamageTrack.STANDARD),
            SpeedRoll.POWER,
            dice(5),
            "Camel");
    assertThat(r.speed()).isEqualTo(5);
    assertThat(r.speedRollChange()).isEqualTo(1);
    assertThat(r.stress()).isEmpty();
  }

  @Test
  void betModifiersAndThePassedByThreeBonusAddToThePowerRoll() {
    // Two level-1 bets ("pwr -1" each), one passed by 3 or more (+1): d6 3 + 1 - 2 + 1 = 3 > 2.
    TurnLog log =
        new TurnLog(0, 0, -2, true, OptionalInt.of(1), OptionalInt.empty(), 0, false, false);
    EndOfTurn.Result r =
        end.resolve(turn(5, log, DamageTrack.STANDARD), SpeedRoll.POWER, dice(3), "Camel");
    assertThat(r.speedRollChange()).isEqualTo(1);
  }

  @Test
  void aLevelThreeBetForcesAStressTest() {
    // "Any player attempting a level three bet ... must roll for stress damage": 2d6 = 3.
    EndOfTurn.Result r =
        end.resolve(
            turn(6, log(-2, 0, OptionalInt.of(3), OptionalInt.empty()), DamageTrack.STANDARD),
            SpeedRoll.NONE,
            dice(1, 2),
            "Camel");
    assertThat(r.stress()).contains(StressResult.FILL_CURRENT);
    assertThat(r.damage().marks()).isEqualTo(6);
    assertThat(r.speed()).isEqualTo(4);
  }

  @Test
  void stressTestForcedByTwoDoubleFilledSetsAtLevelTwo() {
    // "For every two sets filled with two marks the aircraft has the bet-level requiring a stress
    // test (normally three) reduced by one."
    DamageTrack battered = DamageTrack.STANDARD.hit(36); // two sets crossed: stress at level 2+
    assertThat(battered.stressBetLevel()).isEqualTo(2);
    // Damage modifier: 2 sets x -2 and 2 sets x -1 = -6; 2d6 = 12 - 6 = 6: no effect.
    EndOfTurn.Result r =
        end.resolve(
            turn(6, log(-1, 0, OptionalInt.of(2), OptionalInt.empty()), battered),
            SpeedRoll.NONE,
            dice(6, 6),
            "Camel");
    assertThat(r.stress()).contains(StressResult.NONE);
  }

  @Test
  void endingFasterThanMaxDiveCostsStressPerPoint() {
    // "ending the turn moving faster than their maximum dive speed" ... "speed = -1 / pt > max
    // dive". Speed 9 + 3 from a dive = 12; drag 1 + 0 - 3 loses nothing; 12 > 10 by 2: modifier
    // -2; 2d6 = 2 - 2 = 0: fill current and next set.
    EndOfTurn.Result r =
        end.resolve(
            turn(9, log(3, 3, OptionalInt.empty(), OptionalInt.empty()), DamageTrack.STANDARD),
            SpeedRoll.DRAG,
            dice(1, 1, 1),
            "Camel");
    assertThat(r.speed()).isEqualTo(12);
    assertThat(r.stress()).contains(StressResult.FILL_CURRENT_AND_NEXT);
    assertThat(r.damage().marks()).isEqualTo(12);
  }

  @Test
  void aDestroyingStressTestEndsItAndDestroyedEnginesMustDrag() {
    DamageTrack worn = DamageTrack.STANDARD.hit(24); // -4 to stress
    EndOfTurn.Result r =
        end.resolve(
            turn(2, log(0, 0, OptionalInt.of(3), OptionalInt.empty()), worn),
            SpeedRoll.NONE,
            dice(1, 2),
            "Camel");
    assertThat(r.stress()).contains(StressResult.DESTROYED);
    assertThat(r.destroyed()).isTrue();
    EndOfTurn.Turn dead =
        new EndOfTurn.Turn(CAMEL, DamageTrack.STANDARD, 5, TurnLog.EMPTY, 0, false, true);
    // "2 = engine destroyed (roll for drag each turn)"
    assertThatThrownBy(() -> end.resolve(dead, SpeedRoll.POWER, dice(), "Camel"))
        .hasMessageContaining("must roll for drag");
    assertThat(end.resolve(dead, SpeedRoll.DRAG, dice(6), "Camel").speed()).isEqualTo(4);
  }

  @Test
  void failedBetsAddTheirStressModifiers() {
    // The failure table's stress row: "modifier applied to a mandatory stress test": 2d6 = 3 - 2
    // = 1: fill current and next.
    EndOfTurn.Turn t =
        turn(5, log(0, 0, OptionalInt.of(1), OptionalInt.of(-2)), DamageTrack.STANDARD);
    assertThat(end.resolve(t, SpeedRoll.NONE, dice(1, 2), "Camel").stress())
        .contains(StressResult.FILL_CURRENT_AND_NEXT);
  }

  @Test
  void aSpinningAircraftStaysAtSpeedZeroButStillTakesItsStressTest() {
    TurnLog levelThree =
        new TurnLog(2, 0, 0, false, OptionalInt.of(3), OptionalInt.empty(), 2, false, false);
    EndOfTurn.Turn spinning =
        new EndOfTurn.Turn(CAMEL, DamageTrack.STANDARD, 0, levelThree, 0, true, false);
    EndOfTurn.Result r = end.resolve(spinning, SpeedRoll.NONE, dice(6, 6), "Camel");
    assertThat(r.speed()).isZero();
    assertThat(r.stress()).contains(StressResult.NONE);
    assertThatThrownBy(() -> end.resolve(spinning, SpeedRoll.POWER, dice(), "Camel"))
        .hasMessageContaining("spinning");
  }
}
