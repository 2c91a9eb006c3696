package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * End of turn with scripted dice, for a Sopwith Camel (power +1, drag 0, spin -1, speeds 2/7/10).
 */
class EndOfTurnTest {
  private static final AircraftType CAMEL = AircraftCatalog.sample().type("Sopwith Camel");
  private final EndOfTurn end = new EndOfTurn(new Resolution(DogfiteTables.standard()));

  private static EndOfTurn.Turn turn(
      int speed,
      int changes,
      int minIncrease,
      int divePoints,
      OptionalInt betLevel,
      DamageTrack damage) {
    return new EndOfTurn.Turn(
        CAMEL,
        damage,
        speed,
        changes,
        minIncrease,
        0,
        divePoints,
        betLevel,
        OptionalInt.empty(),
        0,
        false);
  }

  private static Roller dice(int... faces) {
    return Roller.scripted(ScriptedDice.of(faces));
  }

  @Test
  void powerAppliesWithTheTurnsOtherSpeedChanges() {
    // Speed 5, aerobatics -1 = 4; power d6 5 + 1 = 6 > 2: +1. Speed 5, no stress, no stall.
    EndOfTurn.Result r =
        end.resolve(
            turn(5, -1, 0, 0, OptionalInt.empty(), DamageTrack.STANDARD),
            EndOfTurn.SpeedRoll.POWER,
            dice(5),
            "Camel");
    assertThat(r.speed()).isEqualTo(5);
    assertThat(r.speedRollChange()).isEqualTo(1);
    assertThat(r.stress()).isEmpty();
    assertThat(r.stall()).isEmpty();
  }

  @Test
  void aLevelThreeBetForcesAStressTest() {
    // "Any player attempting a level three bet ... must roll for stress damage": 2d6 = 3.
    EndOfTurn.Result r =
        end.resolve(
            turn(6, -2, 4, 0, OptionalInt.of(3), DamageTrack.STANDARD),
            EndOfTurn.SpeedRoll.NONE,
            dice(1, 2, 5),
            "Camel");
    assertThat(r.stress()).contains(StressResult.FILL_CURRENT);
    assertThat(r.damage().marks()).isEqualTo(6);
    // Speed 4 is below the raised minimum 2 + 4 = 6: d6 5 - 1 = 4, a stall.
    assertThat(r.speed()).isEqualTo(4);
    assertThat(r.stall()).contains(StallResult.STALL);
  }

  @Test
  void stressTestForcedByTwoDoubleFilledSetsAtLevelTwo() {
    DamageTrack battered = DamageTrack.STANDARD.hit(36); // two sets crossed: stress at level 2+
    assertThat(battered.stressBetLevel()).isEqualTo(2);
    // Damage modifier: 2 sets x -2 and 2 sets x -1 = -6; 2d6 = 12 - 6 = 6: no effect.
    EndOfTurn.Result r =
        end.resolve(
            turn(6, -1, 1, 0, OptionalInt.of(2), battered),
            EndOfTurn.SpeedRoll.NONE,
            dice(6, 6),
            "Camel");
    assertThat(r.stress()).contains(StressResult.NONE);
  }

  @Test
  void endingFasterThanMaxDiveCostsStressPerPoint() {
    // Speed 9 + 3 from a dive = 12; drag 1 + 0 - 3 loses nothing; 12 > 10 by 2: modifier -2;
    // 2d6 = 2 - 2 = 0: fill current and next set.
    EndOfTurn.Result r =
        end.resolve(
            turn(9, 3, 0, 3, OptionalInt.empty(), DamageTrack.STANDARD),
            EndOfTurn.SpeedRoll.DRAG,
            dice(1, 1, 1),
            "Camel");
    assertThat(r.speed()).isEqualTo(12);
    assertThat(r.stress()).contains(StressResult.FILL_CURRENT_AND_NEXT);
    assertThat(r.damage().marks()).isEqualTo(12);
  }

  @Test
  void stallAndSpinAtOrBelowMinimumSpeed() {
    // Speed 3 - 1 = 2 = minimum: d6 2 - 1 (spin rating) = 1: spin, speed 0.
    EndOfTurn.Result spin =
        end.resolve(
            turn(3, -1, 0, 0, OptionalInt.empty(), DamageTrack.STANDARD),
            EndOfTurn.SpeedRoll.NONE,
            dice(2),
            "Camel");
    assertThat(spin.stall()).contains(StallResult.SPIN);
    assertThat(spin.speed()).isZero();
    // A level-2 bet raised the minimum to 3: speed 3 is at it; d6 4 - 1 = 3: stall.
    EndOfTurn.Result stall =
        end.resolve(
            turn(3, 0, 1, 0, OptionalInt.empty(), DamageTrack.STANDARD),
            EndOfTurn.SpeedRoll.NONE,
            dice(4),
            "Camel");
    assertThat(stall.stall()).contains(StallResult.STALL);
    assertThat(stall.speed()).isEqualTo(3);
  }

  @Test
  void aDestroyingStressTestEndsItAndDestroyedEnginesMustDrag() {
    DamageTrack worn = DamageTrack.STANDARD.hit(24); // -4 to stress
    EndOfTurn.Result r =
        end.resolve(
            turn(2, 0, 4, 0, OptionalInt.of(3), worn),
            EndOfTurn.SpeedRoll.NONE,
            dice(1, 2),
            "Camel");
    assertThat(r.stress()).contains(StressResult.DESTROYED);
    assertThat(r.destroyed()).isTrue();
    assertThat(r.stall()).isEmpty();
    EndOfTurn.Turn dead =
        new EndOfTurn.Turn(
            CAMEL,
            DamageTrack.STANDARD,
            5,
            0,
            0,
            0,
            0,
            OptionalInt.empty(),
            OptionalInt.empty(),
            0,
            true);
    assertThatThrownBy(() -> end.resolve(dead, EndOfTurn.SpeedRoll.POWER, dice(), "Camel"))
        .hasMessageContaining("must roll for drag");
    assertThat(end.resolve(dead, EndOfTurn.SpeedRoll.DRAG, dice(6), "Camel").speed()).isEqualTo(4);
  }

  @Test
  void failedBetsAddTheirStressModifiers() {
    EndOfTurn.Turn t =
        new EndOfTurn.Turn(
            CAMEL,
            DamageTrack.STANDARD,
            5,
            0,
            0,
            0,
            0,
            OptionalInt.of(1),
            OptionalInt.of(-2),
            0,
            false);
    // 2d6 = 3 - 2 = 1: fill current and next.
    assertThat(end.resolve(t, EndOfTurn.SpeedRoll.NONE, dice(1, 2), "Camel").stress())
        .contains(StressResult.FILL_CURRENT_AND_NEXT);
  }
}
