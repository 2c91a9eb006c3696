package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class DamageTrackTest {
  @Test
  void slashesFillSetBySetThenCrossesBegin() {
    DamageTrack t = DamageTrack.STANDARD.hit(7);
    assertThat(t.slashes()).isEqualTo(7);
    assertThat(t.filledSets()).isEqualTo(1);
    assertThat(t.stressModifier()).isEqualTo(-1); // "-1 penalty to all stress tests" per set
    t = t.hit(17); // all 24 boxes slashed
    assertThat(t.filledSets()).isEqualTo(4);
    assertThat(t.stressModifier()).isEqualTo(-4);
    t = t.hit(6); // "return to the first set and begin marking in a second ... (creating an X)"
    assertThat(t.crosses()).isEqualTo(6);
    assertThat(t.slashes()).isEqualTo(18);
    assertThat(t.doubleFilledSets()).isEqualTo(1);
    // -2 for the double-filled set, -1 for each of the three others.
    assertThat(t.stressModifier()).isEqualTo(-5);
    assertThat(t.maxDiveReduction()).isEqualTo(1);
    assertThat(t.stressBetLevel()).isEqualTo(3);
    t = t.hit(6);
    // "For every two sets filled with two marks ... bet-level requiring a stress test ... reduced"
    assertThat(t.stressBetLevel()).isEqualTo(2);
    assertThat(t.destroyed()).isFalse();
    t = t.hit(100);
    assertThat(t.marks()).isEqualTo(48);
    assertThat(t.destroyed()).isTrue();
  }

  @Test
  void structuralDamageFillsTheCurrentSet() {
    DamageTrack t = DamageTrack.STANDARD.hit(8);
    assertThat(t.fillCurrentSet().marks()).isEqualTo(12);
    assertThat(t.fillCurrentAndNextSet().marks()).isEqualTo(18);
    // Exactly at the end of a set, the current set is the next, empty one.
    assertThat(DamageTrack.STANDARD.hit(12).fillCurrentSet().marks()).isEqualTo(18);
    assertThat(DamageTrack.STANDARD.hit(46).fillCurrentAndNextSet().marks()).isEqualTo(48);
  }

  @Test
  void fireFillsBoxesUntilTheAircraftBurnsUp() {
    DamageTrack t = DamageTrack.of(2, 3).burn(4);
    assertThat(t.fire()).isEqualTo(4);
    assertThat(t.destroyed()).isFalse();
    assertThat(t.burn(9).destroyed()).isTrue();
    assertThat(t.boxes()).isEqualTo(6);
  }

  @Test
  void validation() {
    assertThatThrownBy(() -> DamageTrack.of(0, 6)).hasMessageContaining("sets >= 1");
    assertThatThrownBy(() -> new DamageTrack(1, 1, 3, 0)).hasMessageContaining("marks");
    assertThatThrownBy(() -> new DamageTrack(1, 1, 0, 2)).hasMessageContaining("fire");
    assertThatThrownBy(() -> DamageTrack.STANDARD.hit(-1)).hasMessageContaining("hits");
    assertThatThrownBy(() -> DamageTrack.STANDARD.burn(-1)).hasMessageContaining("fire damage");
    // Two sets of three boxes: at most 12 marks (a slash and a cross per box) and 6 burnt boxes.
    DamageTrack full = new DamageTrack(2, 3, 12, 6);
    assertThat(full.marks()).isEqualTo(12);
    assertThat(full.burn(0)).isEqualTo(full);
    assertThatThrownBy(() -> new DamageTrack(2, 3, 13, 0))
        .hasMessage("marks must be 0..12, was 13");
    assertThatThrownBy(() -> new DamageTrack(2, 3, 0, 7)).hasMessage("fire must be 0..6, was 7");
  }
}
