package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Simultaneous shots merged into one condition, agility and the guns that still work (rules 002,
 * "Airframe Damage (Odd): -1 Agility", "Half of aircraft weapons are inoperable", "remove one
 * defensive weapon from aircraft").
 */
class ConditionMergeTest {
  private static final AircraftCondition I = AircraftCondition.INTACT;
  private static final AircraftCondition ENGINE = I.withDamage(Damage.ENGINE);

  private static AircraftCondition lost(AircraftCondition c, int guns) {
    return new AircraftCondition(
        c.engineDamaged(), c.airframeDamaged(), c.destroyed(), c.statuses(), guns);
  }

  @Test
  void newDamageIsAddedAndTwoEngineHitsFromTwoShotsDestroy() {
    AircraftCondition once = I.merged(I, ENGINE);
    assertThat(once.engineDamaged()).isTrue();
    assertThat(once.isDestroyed()).isFalse();
    assertThat(once.merged(I, ENGINE).isDestroyed()).isTrue();
    // damage the aircraft had before the segment is not new
    assertThat(ENGINE.merged(ENGINE, ENGINE)).isEqualTo(ENGINE);
    AircraftCondition frame = I.merged(I, I.withDamage(Damage.AIRFRAME));
    assertThat(frame.airframeDamaged()).isTrue();
    assertThat(frame.engineDamaged()).isFalse();
    assertThat(ENGINE.merged(ENGINE, ENGINE.withDamage(Damage.AIRFRAME)).airframeDamaged())
        .isTrue();
  }

  @Test
  void onlyNewStatusesAreAdded() {
    AircraftCondition before = I.with(Status.FLY_FORWARD);
    AircraftCondition after = before.with(Status.BLACKOUT);
    assertThat(I.merged(before, after).statuses()).containsExactly(Status.BLACKOUT);
  }

  @Test
  void lostDefensiveGunsAddUp() {
    assertThat(lost(I, 1).merged(I, lost(I, 2)).defensiveGunsLost()).isEqualTo(3);
    assertThat(lost(I, 1).merged(lost(I, 1), lost(I, 1)).defensiveGunsLost()).isEqualTo(1);
  }

  @Test
  void destructionIsKeptWithItsFirstCause() {
    AircraftCondition shot = I.destroy("shot down");
    assertThat(I.merged(I, shot).destroyed()).contains("shot down");
    assertThat(I.destroy("collision").merged(I, shot).destroyed()).contains("collision");
    assertThat(I.merged(shot, shot)).isEqualTo(I);
  }

  @Test
  void airframeDamageCostsOneAgility() {
    assertThat(I.agility(2)).isEqualTo(2);
    assertThat(I.withDamage(Damage.AIRFRAME).agility(2)).isEqualTo(1);
    assertThat(ENGINE.agility(2)).isEqualTo(2);
    assertThat(I.withDamage(Damage.AIRFRAME).mustCheckToManeuver()).isTrue();
    assertThat(ENGINE.mustCheckToManeuver()).isFalse();
  }

  /** Defensive guns are lost from the last group back; half weapons halve each group, down. */
  @Test
  void workingGuns() {
    List<Gun> guns = Gun.parseMix("4xHMG,2xLMG/def,3xHMG/def");
    assertThat(I.workingGuns(guns)).isEqualTo(guns);
    assertThat(lost(I, 2).workingGuns(guns)).isEqualTo(Gun.parseMix("4xHMG,2xLMG/def,1xHMG/def"));
    assertThat(lost(I, 3).workingGuns(guns)).isEqualTo(Gun.parseMix("4xHMG,2xLMG/def"));
    assertThat(lost(I, 4).workingGuns(guns)).isEqualTo(Gun.parseMix("4xHMG,1xLMG/def"));
    assertThat(lost(I, 9).workingGuns(guns)).isEqualTo(Gun.parseMix("4xHMG"));
    assertThat(I.with(Status.HALF_WEAPONS).workingGuns(guns))
        .isEqualTo(Gun.parseMix("2xHMG,1xLMG/def,1xHMG/def"));
    assertThat(lost(I.with(Status.HALF_WEAPONS), 1).workingGuns(guns))
        .isEqualTo(Gun.parseMix("2xHMG,1xLMG/def,1xHMG/def"));
    assertThat(new AircraftCondition(false, false, Optional.empty(), Set.of(), 0)).isEqualTo(I);
  }
}
