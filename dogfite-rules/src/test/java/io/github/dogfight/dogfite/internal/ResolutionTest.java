package io.github.dogfight.dogfite.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.dogfite.BetOutcome;
import io.github.dogfight.dogfite.BetRequest;
import io.github.dogfight.dogfite.Burst;
import io.github.dogfight.dogfite.CriticalEffect;
import io.github.dogfight.dogfite.DamageTrack;
import io.github.dogfight.dogfite.DogfiteTables;
import io.github.dogfight.dogfite.HitsRoll;
import io.github.dogfight.dogfite.Range;
import io.github.dogfight.dogfite.StallResult;
import io.github.dogfight.dogfite.StressResult;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** The random checks of rules 000 with scripted dice. */
class ResolutionTest {
  private final Resolution resolution = new Resolution(DogfiteTables.standard());

  private static Roller dice(int... faces) {
    return Roller.scripted(ScriptedDice.of(faces));
  }

  /** One gun fired at a target not yet smoking, the shooter moving any pip it may. */
  private Burst fire(int edge, int shooting, Range range, Roller roller) {
    HitsRoll roll = resolution.hits(edge, 0, shooting, range, roller, "Camel", "gun 1");
    boolean doubles = roll.doublesReachable(DogfiteTables.standard().pipAdjustment(shooting));
    return resolution.criticals(roll, doubles, shooting, false, roller, "Camel", "gun 1");
  }

  @Test
  void aLevelOneBetWhileFlyingStraightGainsOneEdge() {
    // Rules 000, AEROBATICS: "An aircraft flying straight may take a level-one bet to gain one
    // point of edge." Straight flight needs no bet (level 0 suffices); the pilot bets level 1.
    BetOutcome o = resolution.bet(new BetRequest(0, 1, 0, 0, 0, 0), dice(1, 3), "Camel", "bet");
    assertThat(o.target()).isEqualTo(4);
    assertThat(o.passed()).isTrue();
    assertThat(o.edgeGained()).isEqualTo(1);
    assertThat(o.requiredMet()).isTrue();
    assertThat(o.powerModifier()).isEqualTo(-1); // level 1: "pwr -1", pass or fail
    assertThat(o.failure()).isEmpty();
    assertThat(o.dice()).hasSize(1);
  }

  @Test
  void aFailedEdgeBetRollsOnTheFailureTable() {
    // 2d6 = 3 misses 4+ by one: the failure roll is 2d6 - 1 = 6 - 1 = 5, column 4+.
    BetOutcome o =
        resolution.bet(new BetRequest(0, 1, 0, 0, 0, 0), dice(1, 2, 3, 3), "Camel", "bet");
    assertThat(o.passed()).isFalse();
    assertThat(o.margin()).isEqualTo(-1);
    assertThat(o.requiredMet()).isTrue();
    assertThat(o.levelPassed()).hasValue(0);
    assertThat(o.edgeGained()).isZero();
    assertThat(o.failure()).contains(DogfiteTables.standard().failure(4));
    assertThat(o.stressModifier()).isEmpty();
    assertThat(o.dice()).hasSize(2);
  }

  @Test
  void aLevelThreeBetPassedByThreeEarnsThePowerBonusAndCostsSpeed() {
    BetOutcome o = resolution.bet(BetRequest.of(3, 0), dice(6, 6), "SPAD", "bet");
    assertThat(o.margin()).isEqualTo(3);
    assertThat(o.powerBonus()).isTrue();
    assertThat(o.edgeGained()).isEqualTo(3); // "an edge bonus equal to the level of the bet"
    assertThat(o.speedChange()).isEqualTo(-2); // "spd -2"
    assertThat(o.minSpeedIncrease()).isEqualTo(4); // "min.spd +4"
  }

  @Test
  void aerobaticsRaiseTheTargetCostSpeedAndAddEdge() {
    // Level 1 with 2 aerobatic points (flying +1 allows up to 2): target 4 + 1 = 5.
    BetOutcome o = resolution.bet(new BetRequest(1, 1, 2, 0, 1, 0), dice(2, 3), "Camel", "bet");
    assertThat(o.target()).isEqualTo(5);
    assertThat(o.passed()).isTrue();
    // "one point of edge for each Aerobic Point spent plus pilot's flying skill", plus the level.
    assertThat(o.edgeGained()).isEqualTo(1 + 2 + 1);
    assertThat(o.speedChange()).isEqualTo(-1); // "the aircraft loses one point of speed"
    assertThatThrownBy(() -> new BetRequest(1, 1, 3, 0, 1, 0))
        .hasMessageContaining("AEROBATICS: 3 aerobatic points; a level-1 bet allows 0 to 2");
  }

  @Test
  void aHigherStayInHexBetThatFailsKeepsTheLesserEdgeAndTheHex() {
    // Stay in hex needs level 1; the pilot bets level 3 (9+) and rolls 7: level 2 (6+) passed.
    BetOutcome o =
        resolution.bet(new BetRequest(1, 3, 0, 0, 0, 0), dice(3, 4, 2, 3), "Albatros", "bet");
    assertThat(o.passed()).isFalse();
    assertThat(o.levelPassed()).hasValue(2);
    assertThat(o.edgeGained())
        .isEqualTo(2); // "DOES gain the edge bonus ... if a lesser level is passed"
    assertThat(o.requiredMet()).isTrue(); // "failure does not require leaving the hex"
    // Failure roll 5 - 2 = 3: edge -1, move -1, no extra speed, no stress.
    assertThat(o.failure()).contains(DogfiteTables.standard().failure(3));
    assertThat(o.speedChange()).isEqualTo(-2);
    assertThatThrownBy(() -> new BetRequest(2, 1, 0, 0, 0, 0))
        .hasMessageContaining("required level 2");
  }

  @Test
  void aBadFailureForcesAStressTest() {
    // Level 2 (6+) with control damage -1, rolls 3: total 2, missed by 4; failure 2d6 = 3 - 4 = -1.
    BetOutcome o = resolution.bet(BetRequest.of(2, -1), dice(1, 2, 1, 2), "Nieuport", "bet");
    assertThat(o.margin()).isEqualTo(-4);
    assertThat(o.requiredMet()).isFalse();
    assertThat(o.levelPassed()).hasValue(0);
    assertThat(o.failure().orElseThrow().moveReduction()).isEqualTo(3);
    assertThat(o.stressModifier()).isEqualTo(OptionalInt.of(0));
    assertThat(o.speedChange()).isEqualTo(-1 - 1); // level 2 "spd -1" and the failure's -1
  }

  @Test
  void stressStallPowerAndDrag() {
    Resolution.StressTest s =
        resolution.stress(-2, DamageTrack.STANDARD.hit(2), dice(1, 2), "Camel");
    assertThat(s.result()).isEqualTo(StressResult.FILL_CURRENT_AND_NEXT);
    assertThat(s.damage().marks()).isEqualTo(12);
    assertThat(resolution.stress(-4, DamageTrack.STANDARD, dice(1, 2), "x").result())
        .isEqualTo(StressResult.DESTROYED);
    assertThat(resolution.stress(0, DamageTrack.STANDARD, dice(1, 2), "x").damage().marks())
        .isEqualTo(6);
    assertThat(resolution.stress(0, DamageTrack.STANDARD, dice(3, 3), "x").damage())
        .isEqualTo(DamageTrack.STANDARD);
    assertThat(resolution.stall(-1, 0, false, dice(2), "Camel").result())
        .isEqualTo(StallResult.SPIN);
    assertThat(resolution.stall(0, 1, true, dice(3), "Camel").result())
        .isEqualTo(StallResult.STALL);
    // Speed 6 toward max 7: 6 + 1 - 1 = 6 gains one, and never beyond maximum level speed.
    assertThat(resolution.power(1, 0, 6, 7, dice(6), "SPAD")).isEqualTo(1);
    assertThat(resolution.power(1, 0, 5, 9, dice(6), "SPAD")).isEqualTo(2);
    assertThat(resolution.power(0, 0, 5, 9, dice(2), "SPAD")).isZero();
    // "those doing a two-point dive subtract two": 5 - 2 = 3 loses one.
    assertThat(resolution.drag(0, 2, dice(5), "Dr.I")).isEqualTo(1);
  }

  @Test
  void firingOnDoublesScoresCriticalsAndEngineHitsMaySmoke() {
    // Edge 10 at half a hex: 2d6 - 5. Natural 5-5: 5 hits, one critical (4 per critical);
    // critical 2d6 = 4: engine hit (-2 power), engine roll 3: smoke, and its first smoke roll,
    // made at once, 4: no fire.
    Burst b = fire(10, 0, Range.HALF_HEX, dice(5, 5, 1, 3, 3, 4));
    assertThat(b.hits()).isEqualTo(5);
    assertThat(b.doubles()).isTrue();
    assertThat(b.criticals()).containsExactly(CriticalEffect.ENGINE_HIT_2);
    assertThat(b.smoke()).isTrue();
    assertThat(b.fire()).isFalse();
    assertThat(b.dice()).hasSize(5);
    // No doubles, no criticals.
    Burst miss = fire(10, 0, Range.HALF_HEX, dice(5, 6));
    assertThat(miss.hits()).isEqualTo(6);
    assertThat(miss.criticals()).isEmpty();
    // A +1 shooter moves the 5 down a pip to make doubles: 4 + 5 - 10 + 10 + 1 - 5 = 5 hits,
    // 3 per critical: one critical, 2d6 = 7: structural damage.
    Burst ace = fire(10, 1, Range.HALF_HEX, dice(4, 5, 3, 4));
    assertThat(ace.criticals()).containsExactly(CriticalEffect.STRUCTURAL_CURRENT);
    assertThat(ace.smoke()).isFalse();
    assertThat(List.of(ace.hits())).containsExactly(5);
  }

  @Test
  void theFirstSmokeRollIsMadeWhenTheSmokeIsTaken() {
    // Rules 000, ENGINE CRITICAL HITS: "1-3 = Aircraft smokes -all pilot skills are reduced by one
    // and player rolls 1d6 (now and each following turn). Result of 1 on this later roll means the
    // aircraft is on fire". Natural 6-6 at point blank: 12 - 10 + 4 = 6 hits, one critical; 2d6 =
    // 2,
    // engine destroyed; engine roll 2: smoke; the roll "now": 1, fire.
    Burst b = fire(4, 0, Range.ZERO, dice(6, 6, 1, 1, 2, 1));
    assertThat(b.criticals()).containsExactly(CriticalEffect.ENGINE_DESTROYED);
    assertThat(b.smoke()).isTrue();
    assertThat(b.fire()).isTrue();
    assertThat(b.dice()).extracting(d -> d.purpose()).last().asString().contains("1 = fire");
    // A target already smoking makes no second "now" roll.
    HitsRoll roll = resolution.hits(4, 0, 0, Range.ZERO, dice(6, 6), "Camel", "gun 1");
    Burst again = resolution.criticals(roll, true, 0, true, dice(1, 1, 2), "Camel", "gun 1");
    assertThat(again.smoke()).isTrue();
    assertThat(again.fire()).isFalse();
    assertThat(again.dice()).hasSize(4);
  }

  @Test
  void aRollThatJustReachesALevelsTargetPassesThatLevel() {
    // MOVE / MANEUVER BET: level 2 is "6+", level 3 "9+". A level-3 bet rolling exactly 6 passes
    // level 2 (its edge kept); rolling exactly 9 passes level 3.
    BetOutcome six =
        resolution.bet(new BetRequest(1, 3, 0, 0, 0, 0), dice(3, 3, 6, 6), "Albatros", "bet");
    assertThat(six.passed()).isFalse();
    assertThat(six.levelPassed()).hasValue(2);
    BetOutcome nine =
        resolution.bet(new BetRequest(1, 3, 0, 0, 0, 0), dice(4, 5), "Albatros", "bet");
    assertThat(nine.passed()).isTrue();
    assertThat(nine.levelPassed()).hasValue(3);
    // The failure roll's dice say by how much the bet was missed: 6 against 9+, by 3.
    assertThat(six.dice()).extracting(d -> d.purpose()).last().asString().endsWith("missed by 3");
  }

  @Test
  void dragAddsTheAircraftsDragRatingAndCriticalHitsAreCountedFromOne() {
    // SPEED DECREASE: d6 + drag rating - dive points; 2 = 0, 3 - 6 = 1, > 6 = 2 speed points.
    assertThat(resolution.drag(1, 0, dice(2), "SE5a")).isEqualTo(1);
    assertThat(resolution.drag(1, 0, dice(6), "SE5a")).isEqualTo(2);
    assertThat(resolution.drag(-1, 0, dice(3), "x")).isZero();
    Burst b = fire(10, 0, Range.HALF_HEX, dice(5, 5, 1, 3, 3, 4));
    assertThat(b.dice())
        .extracting(d -> d.purpose())
        .anySatisfy(p -> assertThat(p).endsWith("critical hit 1"))
        .noneSatisfy(p -> assertThat(p).contains("critical hit 0"));
  }
}
