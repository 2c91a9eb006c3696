package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.view.Audience;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What a player reads: each command's description, each roll's words, and the small values behind
 * them, word for word.
 */
class Cy6TextsTest {
  @Test
  void everyCommandDescribesItself() {
    assertThat(Cy6Command.Tail.of("Lead", "Red 1").describe()).isEqualTo("Lead tails Red 1");
    assertThat(Cy6Command.Tail.none("Lead").describe()).isEqualTo("Lead tails no one");
    assertThat(new Cy6Command.FormationStatus("Wing", Cy6Command.FormationChoice.KEEP).describe())
        .isEqualTo("Wing keeps formation");
    assertThat(
            new Cy6Command.FormationStatus("Wing", Cy6Command.FormationChoice.DROP_OUT).describe())
        .isEqualTo("Wing drops out of formation");
    assertThat(
            new Cy6Command.FormationStatus("Lead", Cy6Command.FormationChoice.BREAK_UP).describe())
        .isEqualTo("Lead breaks the formation up");
    assertThat(Cy6Command.FormationChoice.DROP_OUT).hasToString("drop-out");
    assertThat(new Cy6Command.Plot("Lead", Maneuver.STEEP_CLIMB, "L32").describe())
        .isEqualTo("Lead plots steep-climb at speed 3: L32");
    assertThat(Cy6Command.Fire.at("Lead", "Red 1").describe()).isEqualTo("Lead fires at Red 1");
    assertThat(Cy6Command.Fire.hold("Lead").describe()).isEqualTo("Lead holds fire");
    assertThat(Cy6Command.Flak.at("Heavy", "Red 1").describe()).isEqualTo("Heavy fires at Red 1");
    assertThat(Cy6Command.Flak.hold("Heavy").describe()).isEqualTo("Heavy holds fire");
    assertThat(new Cy6Command.OrderBarrage("Heavy", Board.at(4, 9), Cab.VERY_HIGH).describe())
        .isEqualTo("Heavy orders a barrage at Very High on col 4 row 9");
    assertThat(Cy6Command.Strike.at("Jabo", "Yard", StrikeKind.DIVE_BOMB).describe())
        .isEqualTo("Jabo attacks Yard (dive-bomb)");
    assertThat(Cy6Command.Strike.hold("Jabo").describe()).isEqualTo("Jabo makes no surface attack");
  }

  @Test
  void holdingIsPassingAndFiringIsNot() {
    assertThat(Cy6Command.Fire.hold("Lead").isPass()).isTrue();
    assertThat(Cy6Command.Fire.at("Lead", "Red 1").isPass()).isFalse();
    assertThat(Cy6Command.Flak.hold("Heavy").isPass()).isTrue();
    assertThat(Cy6Command.Flak.at("Heavy", "Red 1").isPass()).isFalse();
    assertThat(Cy6Command.Strike.hold("Jabo").isPass()).isTrue();
    assertThat(Cy6Command.Strike.at("Jabo", "Yard", StrikeKind.STRAFE).isPass()).isFalse();
  }

  @Test
  void robustnessRollsInWords() {
    assertThat(new RobustnessRoll(OptionalInt.empty(), OptionalInt.of(7), Damage.NONE, false))
        .hasToString("no roll");
    assertThat(new RobustnessRoll(OptionalInt.of(8), OptionalInt.empty(), Damage.NONE, false))
        .hasToString("no roll");
    assertThat(new RobustnessRoll(OptionalInt.of(8), OptionalInt.of(9), Damage.NONE, false))
        .hasToString("9 against 8+: damage prevented");
    assertThat(new RobustnessRoll(OptionalInt.of(8), OptionalInt.of(6), Damage.ENGINE, true))
        .hasToString("6 against 8+: engine damage, doubles: lucky hit");
    assertThat(new RobustnessRoll(OptionalInt.of(8), OptionalInt.of(7), Damage.AIRFRAME, false))
        .hasToString("7 against 8+: airframe damage");
    assertThat(new RobustnessRoll(OptionalInt.of(8), OptionalInt.of(2), Damage.DESTROYED, true))
        .hasToString("2 against 8+: destroyed, doubles: lucky hit");
  }

  @Test
  void toHitRollsInWords() {
    List<Gun> guns = Gun.parseMix("2xLMG");
    assertThat(new ToHit(10, OptionalInt.empty(), guns, Set.of()))
        .hasToString("10: hits with " + Gun.format(guns));
    assertThat(new ToHit(4, OptionalInt.of(2), List.of(), Set.of()))
        .hasToString("4: misses, doubles");
    assertThat(new ToHit(4, OptionalInt.empty(), List.of(), EnumSet.of(WeaponClass.MC)))
        .hasToString("4: misses, out of ammunition: MC");
    assertThat(new ToHit(4, OptionalInt.empty(), List.of(), Set.of()).hit()).isFalse();
  }

  @ParameterizedTest(name = "''{0}'' heads ''{1}''")
  @CsvSource(
      delimiter = '|',
      value = {
        "Fire +1 | Fire",
        "Fire | Fire",
        "Pilot-wounded | Pilot",
        "Engine +2-3 | Engine",
        "a-b +1 | a",
        "Tail +1-x | Tail",
        "' +1 x' | ''",
        "-x | ''",
        "+1 x | +1 x",
      })
  void aLuckyHitsHeadingIsItsWordsBeforeAModifierOrADash(String text, String heading) {
    assertThat(LuckyHit.headingOf(text)).isEqualTo(heading);
  }

  @Test
  void ordnanceSkillsAndStrikesInWords() {
    assertThat(Ordnance.TORPEDO).hasToString("a torpedo");
    assertThat(Ordnance.HEAVY_BOMBS).hasToString("heavy bombs");
    assertThat(Ordnance.ROCKETS).hasToString("rockets");
    assertThat(Ordnance.ROCKETS.bombs()).isFalse();
    assertThat(Ordnance.LIGHT_BOMBS.bombs()).isTrue();
    assertThat(Skill.VETERAN).hasToString("Veteran (+2)");
    assertThat(Skill.GREEN.worse()).isEqualTo(Skill.GREEN);
    assertThat(Skill.ACE.worse()).isEqualTo(Skill.VETERAN);
    assertThat(Skill.of(3)).isEqualTo(Skill.ACE);
    assertThat(Skill.of(0)).isEqualTo(Skill.GREEN);
    assertThatThrownBy(() -> Skill.of(4)).hasMessage("aircrew skill is +0 to +3, not 4");
    assertThatThrownBy(() -> Skill.of(-1)).hasMessage("aircrew skill is +0 to +3, not -1");
    assertThat(StrikeKind.LEVEL_BOMB.uses(Ordnance.MEDIUM_BOMBS)).isTrue();
    assertThat(StrikeKind.DIVE_BOMB.uses(Ordnance.ROCKETS)).isFalse();
    assertThat(StrikeKind.ROCKETS.uses(Ordnance.ROCKETS)).isTrue();
    assertThat(StrikeKind.ROCKETS.uses(Ordnance.TORPEDO)).isFalse();
    assertThat(StrikeKind.TORPEDO.uses(Ordnance.TORPEDO)).isTrue();
    assertThat(StrikeKind.TORPEDO.uses(Ordnance.HEAVY_BOMBS)).isFalse();
    assertThat(StrikeKind.STRAFE.uses(Ordnance.ROCKETS)).isFalse();
  }

  @Test
  void aShotDamagesWhenItsResultDoes() {
    assertThat(new ShotOutcome(ShotOutcome.Result.MISS, OptionalInt.empty(), false).damages())
        .isFalse();
    assertThat(new ShotOutcome(ShotOutcome.Result.NO_DAMAGE, OptionalInt.empty(), false).damages())
        .isFalse();
    assertThat(
            new ShotOutcome(ShotOutcome.Result.ENGINE_DAMAGE, OptionalInt.empty(), false).damages())
        .isTrue();
    assertThat(new ShotOutcome(ShotOutcome.Result.DESTROYED, OptionalInt.of(7), true).damages())
        .isTrue();
  }

  @Test
  void aDecisionIsSecretToItsSideAndAnnouncedToTheOthers() {
    Cy6Event.Committed secret =
        new Cy6Event.Committed(2, "plot", Optional.of("Lead"), "Blue", "Lead plots level 3", true);
    assertThat(secret.narration()).isEqualTo("Lead plots level 3");
    assertThat(secret.audience()).isEqualTo(Audience.only("Blue"));
    Cy6Event.Committed open =
        new Cy6Event.Committed(2, "plot", Optional.of("Lead"), "Blue", "Lead plots level 3", false);
    assertThat(open.narration()).isEqualTo("Lead has decided (plot)");
    assertThat(open.audience()).isEqualTo(Audience.everyone());
    assertThat(
            new Cy6Event.Committed(2, "barrage", Optional.empty(), "Blue", "x", false).narration())
        .isEqualTo("Blue has decided (barrage)");
  }

  @ParameterizedTest(name = "{0} {1} is refused")
  @CsvSource({
    "max speed, 0, 0, 2",
    "max speed, 13, 0, 2",
    "agility, 4, -6, 2",
    "agility, 4, 6, 2",
    "climb, 4, 0, -1",
    "climb, 4, 0, 11",
  })
  void aircraftTypeValuesOutOfRangeAreRefused(String field, int speed, int agility, int climb) {
    assertThatThrownBy(
            () ->
                new AircraftType(
                    "X", Role.FIGHTER, speed, agility, climb, 2, Gun.parseMix("2xLMG")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith(field + " must be ");
  }

  @Test
  void robustnessOutOfRangeIsRefusedAndTheEndsAreKept() {
    assertThatThrownBy(() -> new AircraftType("X", Role.FIGHTER, 4, 0, 2, 5, List.of()))
        .hasMessage("robustness must be 0 to 4, was 5");
    assertThatThrownBy(() -> new AircraftType("X", Role.FIGHTER, 4, 0, 2, -1, List.of()))
        .hasMessage("robustness must be 0 to 4, was -1");
    assertThat(new AircraftType("X", Role.FIGHTER, 12, -5, 10, 4, List.of()).maxSpeed())
        .isEqualTo(12);
    assertThat(new AircraftType("X", Role.FIGHTER, 1, 5, 0, 0, List.of()).agility()).isEqualTo(5);
  }
}
