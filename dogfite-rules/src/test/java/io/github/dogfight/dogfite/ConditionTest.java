package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.dogfite.internal.Resolution;
import java.util.List;
import org.junit.jupiter.api.Test;

class ConditionTest {
  private final Resolution resolution = new Resolution(DogfiteTables.standard());

  private static Roller dice(int... faces) {
    return Roller.scripted(ScriptedDice.of(faces));
  }

  @Test
  void criticalEffectsAccumulate() {
    Condition c =
        Condition.SOUND
            .with(CriticalEffect.CONTROL_DAMAGE_2)
            .with(CriticalEffect.CONTROL_DAMAGE_1)
            .with(CriticalEffect.ENGINE_HIT_1)
            .with(CriticalEffect.WOUNDED_3)
            .with(CriticalEffect.ENGINE_DESTROYED);
    assertThat(c.betModifier()).isEqualTo(-3);
    assertThat(c.powerModifier()).isEqualTo(-1);
    assertThat(c.skillModifier()).isEqualTo(-3);
    assertThat(c.engineDestroyed()).isTrue();
    assertThat(c.pilotKilled()).isFalse();
    assertThat(c.with(CriticalEffect.PILOT_KILLED).pilotKilled()).isTrue();
    assertThat(
            Condition.structural(CriticalEffect.STRUCTURAL_CURRENT, DamageTrack.STANDARD).marks())
        .isEqualTo(6);
    assertThat(
            Condition.structural(CriticalEffect.STRUCTURAL_CURRENT_AND_NEXT, DamageTrack.STANDARD)
                .marks())
        .isEqualTo(12);
    assertThat(Condition.structural(CriticalEffect.WOUNDED_1, DamageTrack.STANDARD))
        .isEqualTo(DamageTrack.STANDARD);
  }

  @Test
  void smokeThenFire() {
    Condition smoking = Condition.SOUND.smoke();
    assertThat(smoking.smoking()).isTrue();
    assertThat(smoking.skillModifier()).isEqualTo(-1); // "all pilot skills are reduced by one"
    assertThat(smoking.smoke()).isEqualTo(smoking);
    Condition burning = smoking.fire();
    assertThat(burning.onFire()).isTrue();
    assertThat(burning.smoking()).isFalse();
    assertThat(burning.skillModifier()).isEqualTo(-3); // "reduced by three"
    assertThat(burning.fire()).isEqualTo(burning);
    assertThat(burning.smoke()).isEqualTo(burning);
  }

  @Test
  void aBurstMarksBoxesAndAppliesItsCriticals() {
    Burst burst =
        new Burst(
            5,
            true,
            List.of(CriticalEffect.STRUCTURAL_CURRENT, CriticalEffect.ENGINE_HIT_2),
            true,
            false,
            List.of());
    Hit hit = Hit.of(burst, DamageTrack.STANDARD, Condition.SOUND);
    assertThat(hit.damage().marks()).isEqualTo(6); // 5 hits, then the current set filled
    assertThat(hit.condition().powerModifier()).isEqualTo(-2);
    assertThat(hit.condition().smoking()).isTrue();
    Hit burning =
        Hit.of(
            new Burst(5, true, List.of(CriticalEffect.ENGINE_HIT_1), true, true, List.of()),
            DamageTrack.STANDARD,
            Condition.SOUND);
    assertThat(burning.condition().onFire()).isTrue();
    assertThat(burning.condition().skillModifier()).isEqualTo(-3);
    assertThat(Hit.of(Burst.of(3), DamageTrack.STANDARD, Condition.SOUND).damage().marks())
        .isEqualTo(3);
  }

  @Test
  void eachTurnSmokeMayCatchFireAndFireBurns() {
    // "Result of 1 on this later roll means the aircraft is on fire"
    assertThat(resolution.engineTrouble(false, true, dice(1), "Camel").catchesFire()).isTrue();
    assertThat(resolution.engineTrouble(false, true, dice(2), "Camel").catchesFire()).isFalse();
    // "player rolls 1d6 each turn = damage taken", filled in as solid blocks.
    Resolution.Trouble burn = resolution.engineTrouble(true, false, dice(4), "Camel");
    assertThat(burn.fireDamage()).isEqualTo(4);
    assertThat(DamageTrack.STANDARD.burn(burn.fireDamage()).fire()).isEqualTo(4);
    // A sound aircraft rolls nothing.
    assertThat(resolution.engineTrouble(false, false, dice(), "Camel").roll()).isEmpty();
  }
}
