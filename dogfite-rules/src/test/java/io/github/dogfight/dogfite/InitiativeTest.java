package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class InitiativeTest {
  private static InitiativeEntry entry(String id, int roll, Optional<String> target, int edge) {
    return new InitiativeEntry(id, roll, 0, 2, 4, false, target, edge);
  }

  @Test
  void postedInitiativeIsRollPlusExperiencePlusSpeed() {
    assertThat(new InitiativeEntry("a", 5, 2, 1, 9, false, Optional.empty(), 0).posted())
        .isEqualTo(5 + 2 + 3);
    assertThatThrownBy(() -> entry("a", 10, Optional.empty(), 0)).hasMessageContaining("0-9");
  }

  @Test
  void spinnersThenTargetingThenTheRestLowToHigh() {
    InitiativeEntry spinner = new InitiativeEntry("spin", 9, 0, 2, 0, true, Optional.empty(), 0);
    InitiativeOrder o =
        InitiativeOrder.of(
            List.of(
                entry("free", 1, Optional.empty(), 0),
                entry("hunter2", 8, Optional.of("free"), 0),
                spinner,
                entry("hunter1", 3, Optional.of("spin"), 0)),
            Roller.scripted(ScriptedDice.of()));
    // hunter1 (3) cannot beat the spinner's 9 - 2 = 7; hunter2 (8) beats free (1): it tails free.
    assertThat(o.order()).containsExactly("spin", "hunter1", "free", "hunter2");
    assertThat(o.follows("hunter2")).contains("free");
    assertThat(o.follows("hunter1")).isEmpty();
  }

  @Test
  void tiesGoToExperienceAltitudeSpeedThenARollOff() {
    InitiativeEntry veteran = new InitiativeEntry("vet", 4, 1, 2, 4, false, Optional.empty(), 0);
    InitiativeEntry rookie = new InitiativeEntry("rook", 5, 0, 2, 4, false, Optional.empty(), 0);
    InitiativeEntry high = new InitiativeEntry("high", 5, 0, 3, 4, false, Optional.empty(), 0);
    // All post 5: the veteran's experience wins the tie first, then altitude puts "high" after
    // "rook"; winners move later.
    assertThat(
            InitiativeOrder.of(List.of(veteran, rookie, high), Roller.scripted(ScriptedDice.of()))
                .order())
        .containsExactly("rook", "high", "vet");
    // A full tie: the d6 roll-off winner takes the tie and moves later.
    ScriptedDice dice = ScriptedDice.of(2, 5);
    InitiativeOrder o =
        InitiativeOrder.of(
            List.of(entry("a", 5, Optional.empty(), 0), entry("b", 5, Optional.empty(), 0)),
            Roller.scripted(dice));
    assertThat(o.order()).containsExactly("a", "b");
    dice.assertFullyUsed();
  }

  @Test
  void tailingAddsEdgeToBeatTheTargetsPostedInitiative() {
    // The hunter rolls 2 against the target's 6; with 5 edge on a target that has a target
    // (+5), 7 > 6: it moves right after its target. The target's own 6 beats "other"'s 4, so it
    // moves right after "other": a tailing chain.
    InitiativeOrder o =
        InitiativeOrder.of(
            List.of(
                entry("target", 6, Optional.of("other"), 0),
                entry("hunter", 2, Optional.of("target"), 5),
                entry("other", 4, Optional.empty(), 0)),
            Roller.scripted(ScriptedDice.of()));
    assertThat(o.order()).containsExactly("other", "target", "hunter");
    assertThat(o.follows("target")).contains("other");
    // Against a target without a target only half the edge (rounded up) counts: 2 + 3 = 5 < 6.
    InitiativeOrder half =
        InitiativeOrder.of(
            List.of(
                entry("target", 6, Optional.empty(), 0),
                entry("hunter", 2, Optional.of("target"), 5)),
            Roller.scripted(ScriptedDice.of()));
    assertThat(half.order()).containsExactly("hunter", "target");
    assertThat(half.tailing()).isEmpty();
  }

  @Test
  void aCircleOfTailersIsBrokenByARollOff() {
    // a and b target each other and each beats the other with its edge.
    ScriptedDice dice = ScriptedDice.of(3, 6); // b wins the roll-off and goes first
    InitiativeOrder o =
        InitiativeOrder.of(
            List.of(entry("a", 4, Optional.of("b"), 6), entry("b", 5, Optional.of("a"), 6)),
            Roller.scripted(dice));
    assertThat(o.order()).containsExactly("b", "a");
    assertThat(o.tailing()).containsExactly(java.util.Map.entry("a", "b"));
    dice.assertFullyUsed();
  }

  @Test
  void duplicateIdsAreRejected() {
    assertThatThrownBy(
            () ->
                InitiativeOrder.of(
                    List.of(entry("a", 1, Optional.empty(), 0), entry("a", 2, Optional.empty(), 0)),
                    Roller.scripted(ScriptedDice.of())))
        .hasMessageContaining("duplicate aircraft id 'a'");
  }
}
