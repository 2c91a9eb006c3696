package io.github.dogfight.wildblue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The seed's lists as data, cell by cell (rules 001). */
class TablesTest {
  @ParameterizedTest(name = "{0}: asterisked {2}")
  @CsvSource({
    "WING_DAMAGE, Wing Damage, false",
    "STUCK_CONTROLS, Stuck Controls, false",
    "DESTROYED_WEAPON, Destroyed Weapon, false",
    "OIL_LEAK, Oil Leak, false",
    "DAMAGED_FLAPS, Damaged Flaps, false",
    "DAMAGED_AILERON, Damaged Aileron, false",
    "DAMAGED_ENGINE, Damaged Engine, false",
    "FUEL_LEAK, Fuel Leak, false",
    "PILOT_HIT, Pilot Hit, true",
    "FIRE, Fire!, true",
    "ANNIHILATED, Annihilated, true"
  })
  void criticalDamageResults(CriticalDamage result, String title, boolean asterisked) {
    // "PILOT HIT*", "FIRE!*", "ANNIHILATED*": "*Note, Kent Allard's 'Terror at 20,000 Feet' may
    // not choose this CD result."
    assertThat(result.title()).isEqualTo(title);
    assertThat(result.asterisked()).isEqualTo(asterisked);
    assertThat(CriticalDamage.parse(title)).isEqualTo(result);
  }

  @ParameterizedTest(name = "{0}: +{1}, {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "AILERON_ROLL | 0 | ACTION | None",
        "BARREL_ROLL | 3 | ACTION | Enemy has Advantage on you",
        "CHANDELLE | 0 | ACTION | None",
        "IMMELMAN | 3 | ACTION | None",
        "LOMCEVAK | 6 | ACTION | None",
        "PUSH_IT_TO_THE_LIMIT | 0 | ACTION | None",
        "ROLLING_SCISSORS | 0 | INTERRUPT | An enemy is using The Scissors",
        "SNAP_ROLL | 8 | ACTION | Enemy has advantage over you",
        "SPIN | 3 | INTERRUPT | An enemy is rolling damage",
        "SPLIT_S | 3 | START_OF_TURN | You dislike your Initiative result",
        "STANDING_8 | 3 | ACTION | None",
        "TAILSLIDE | 10 | ACTION | Enemy craft is pursuing",
        "THE_SCISSORS | 3 | INTERRUPT | Enemy craft is rolling to hit",
        "WINGOVER | 0 | ACTION | Attacking Ground Targets"
      })
  void stunts(Stunt stunt, int penalty, Stunt.When when, String prerequisite) {
    assertThat(stunt.penalty()).isEqualTo(penalty);
    assertThat(stunt.when()).isEqualTo(when);
    assertThat(stunt.prerequisite()).isEqualTo(prerequisite);
    assertThat(Stunt.parse(stunt.key())).isEqualTo(stunt);
  }

  @org.junit.jupiter.api.Test
  void fourteenStuntsElevenResultsAndTheSecondRolls() {
    assertThat(Stunt.values()).hasSize(14);
    assertThat(CriticalDamage.values()).hasSize(11);
    // IMMELMAN "Penalty:+3, +6, two rolls"; SPIN "Penalty: +3/+6".
    assertThat(Stunt.IMMELMAN_ATTACK_PENALTY).isEqualTo(6);
    assertThat(Stunt.SPIN_HARD_PENALTY).isEqualTo(6);
    assertThat(Stunt.parse("limit")).isEqualTo(Stunt.PUSH_IT_TO_THE_LIMIT);
    assertThat(Stunt.parse("Scissors")).isEqualTo(Stunt.THE_SCISSORS);
    assertThatThrownBy(() -> Stunt.parse("loop")).hasMessageContaining("'loop' is not a stunt");
    assertThatThrownBy(() -> CriticalDamage.parse("flat tyre"))
        .hasMessageContaining("not a Critical Damage result");
  }

  @ParameterizedTest(name = "{0}: {1}D6, {2}")
  @CsvSource({
    "ABOVE, 1, GAINED",
    "BEHIND, 1, GAINED",
    "DIVE, 2, CONDITION",
    "SUSTAINED_ATTACK, 1, CONDITION",
    "OUTNUMBERED, 1, CONDITION",
    "SUN, 1, GAINED",
    "SURPRISED, 1, START",
    "FLATFOOTED, 1, START"
  })
  void advantage(AdvantageKind kind, int dice, AdvantageKind.Source source) {
    // "ATTACKING FROM ABOVE/BEHIND: 1D6 each. ATTACKING FROM A DIVE ...: 2D6. TWO OR MORE TURNS OF
    // FIRE ON A TARGET: 1D6. OUTNUMBERED OPPONENT: 1D6 ATTACKING FROM THE SUN: 1D6 SURPRISED
    // OPPONENT: 1D6 FLATFOOTED OPPONENT: 1D6"
    assertThat(kind.dice()).isEqualTo(dice);
    assertThat(kind.source()).isEqualTo(source);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"BURST, 6, 1, 0", "SUSTAINED, 5, 2, 3"})
  void fireModes(FireMode mode, int explodes, int uses, int penalty) {
    // "burst-firing (explodes on 6s), and for a 3 point penalty can sustain fire (explodes on
    // 5s) ... bursts count for a single use of the magazine, and sustained counts as 2."
    assertThat(mode.explodesAt()).isEqualTo(explodes);
    assertThat(mode.magazineUses()).isEqualTo(uses);
    assertThat(mode.penalty()).isEqualTo(penalty);
  }

  @org.junit.jupiter.api.Test
  void bands() {
    assertThat(Band.values()).containsExactly(Band.LOW, Band.COMBAT, Band.HIGH);
    assertThat(Band.LOW.above()).contains(Band.COMBAT);
    assertThat(Band.HIGH.above()).isEmpty();
    assertThat(Band.LOW.below()).isEmpty();
    assertThat(Band.HIGH.isAbove(Band.COMBAT)).isTrue();
    assertThat(GroundUnit.Reach.SMALL_ARMS.reaches(Band.COMBAT)).isFalse();
    assertThat(GroundUnit.Reach.FLAK.reaches(Band.COMBAT)).isTrue();
    assertThat(GroundUnit.Reach.FLAK.reaches(Band.HIGH)).isFalse();
  }
}
