package io.github.dogfight.dogfite.internal.targeting;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.dogfite.DogfiteActivation;
import io.github.dogfight.dogfite.DogfiteRules;
import io.github.dogfight.dogfite.DogfiteTables;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class InitiativeTest {
  /** An entry whose posted initiative is its roll (experience 0, speed 4). */
  private static InitiativeEntry entry(String id, int roll, Optional<String> target, int edge) {
    return new InitiativeEntry(id, roll, roll, 0, 2, 4, false, target, edge);
  }

  @Test
  void postedInitiativeIsRollPlusExperiencePlusSpeed() {
    // "Each player / aircraft rolls 1d10 (0-9). This number is then modified by pilot experience
    // and aircraft speed". The sample Camel: experience 1, speed 5 (+1).
    Initiative initiative = new Initiative(DogfiteTables.standard());
    InitiativeOrder o =
        initiative.roll(
            new DogfiteRules().sampleEngagement(1), Roller.scripted(ScriptedDice.of(6, 3)));
    assertThat(o.order()).containsExactly("Albatros", "Camel");
    assertThatThrownBy(() -> entry("a", 10, Optional.empty(), 0)).hasMessageContaining("0-9");
    assertThat(
            DogfiteActivation.initiative()
                .plan(new DogfiteRules().sampleEngagement(1), Roller.from(DiceStream.seeded(1)))
                .fullyKnown())
        .isTrue();
  }

  @Test
  void spinnersThenTargetingThenTheRestLowToHigh() {
    // "First to move (in low to high order) are spinning aircraft. Then, aircraft that are
    // targeting move in initiative order (followed immediately by any aircraft that are targeting
    // them). Lastly, aircraft that have no declared target move in order of initiative."
    InitiativeEntry spinner = new InitiativeEntry("spin", 9, 7, 0, 2, 0, true, Optional.empty(), 0);
    InitiativeOrder o =
        InitiativeOrder.of(
            List.of(
                entry("free", 1, Optional.empty(), 0),
                entry("hunter2", 8, Optional.of("free"), 0),
                spinner,
                entry("hunter1", 3, Optional.of("spin"), 0)),
            Roller.scripted(ScriptedDice.of()));
    // hunter1 (3) does not beat the spinner's 7; hunter2 (8) beats free (1): it follows free.
    assertThat(o.order()).containsExactly("spin", "hunter1", "free", "hunter2");
    assertThat(o.follows("hunter2")).contains("free");
    assertThat(o.follows("hunter1")).isEmpty();
    assertThat(o.mayTail()).isEmpty();
  }

  @Test
  void tiesGoToExperienceAltitudeSpeedThenARollOff() {
    // "Ties go (in order) to the higher experience, higher altitude, and higher speed. If still
    // tied, resolve by a simple d6 roll-off."
    InitiativeEntry veteran = new InitiativeEntry("vet", 4, 5, 1, 2, 4, false, Optional.empty(), 0);
    InitiativeEntry rookie = new InitiativeEntry("rook", 5, 5, 0, 2, 4, false, Optional.empty(), 0);
    InitiativeEntry high = new InitiativeEntry("high", 5, 5, 0, 3, 4, false, Optional.empty(), 0);
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
  void aRollOffsDiceNameTheTiedAircraft() {
    Roller roller = Roller.scripted(ScriptedDice.of(2, 5));
    InitiativeOrder o =
        InitiativeOrder.of(
            List.of(
                entry("Xavier", 5, Optional.empty(), 0),
                entry("Yvonne", 5, Optional.empty(), 0),
                entry("Zoe", 7, Optional.empty(), 0)),
            roller);
    assertThat(o.order()).containsExactly("Xavier", "Yvonne", "Zoe");
    assertThat(roller.rollsSince(0))
        .singleElement()
        .satisfies(
            r ->
                assertThat(r.purpose())
                    .contains("roll-off")
                    .contains("Xavier")
                    .contains("Yvonne")
                    .doesNotContain("Zoe"));
  }

  @Test
  void anAircraftThatBeatsItsTargetFollowsItAndOneThatCouldWithItsEdgeMayTail() {
    // "The tailing rule has no effect on the initiative of aircraft whose original rolls ...
    // exceed that of their targets: they are moved immediately after their target": the target's
    // own 6 beats "other"'s 4, so it follows "other". The hunter rolls 2 against the target's 6;
    // "the targeting aircraft's entire edge may be added to its initiative roll" when the target
    // has a target: 2 + 5 = 7 > 6, so it may tail; it keeps its own place until it says so.
    InitiativeOrder o =
        InitiativeOrder.of(
            List.of(
                entry("target", 6, Optional.of("other"), 0),
                entry("hunter", 2, Optional.of("target"), 5),
                entry("other", 4, Optional.empty(), 0)),
            Roller.scripted(ScriptedDice.of()));
    assertThat(o.order()).containsExactly("hunter", "other", "target");
    assertThat(o.follows()).containsExactly(Map.entry("target", "other"));
    assertThat(o.mayTail()).containsExactly(Map.entry("hunter", "target"));
    // "if the aircraft's target has no target of its own, then only half of the targeting
    // aircraft's edge (rounded up) may be added": 2 + 3 = 5 < 6.
    InitiativeOrder half =
        InitiativeOrder.of(
            List.of(
                entry("target", 6, Optional.empty(), 0),
                entry("hunter", 2, Optional.of("target"), 5)),
            Roller.scripted(ScriptedDice.of()));
    assertThat(half.order()).containsExactly("hunter", "target");
    assertThat(half.follows()).isEmpty();
    assertThat(half.mayTail()).isEmpty();
  }

  @Test
  void aTargetThatDeclaredAFriendHasDeclaredATargetOfItsOwn() {
    // "If an aircraft's target has declared a target of its own, the targeting aircraft's entire
    // edge may be added to its initiative roll": a leader that logged a friend as its target (a
    // circle of friends) has no enemy target but has declared one. 2 + 5 = 7 > 6: whole edge.
    InitiativeEntry leader =
        new InitiativeEntry("leader", 6, 6, 0, 2, 4, false, Optional.empty(), 0, true);
    InitiativeOrder o =
        InitiativeOrder.of(
            List.of(leader, entry("hunter", 2, Optional.of("leader"), 5)),
            Roller.scripted(ScriptedDice.of()));
    assertThat(o.mayTail()).containsExactly(Map.entry("hunter", "leader"));
  }

  @Test
  void aPursuerOfAFollowerIsOrderedAgainstTheFollowersLeader() {
    // FORMATION FLYING: the follower "is moved at the same time (and in the same manner) as its
    // leader rather than when dictated by its own initiative roll". "wing" follows "lead" (3),
    // which has no target and moves among the last; "hunter" (5) targets "wing" and beats the
    // leader: it moves right after the formation, not first as a targeting aircraft.
    InitiativeOrder o =
        InitiativeOrder.of(
            List.of(
                entry("lead", 3, Optional.empty(), 0),
                entry("hunter", 5, Optional.of("wing"), 0),
                entry("other", 1, Optional.of("lead"), 0)),
            Map.of("wing", "lead"),
            Roller.scripted(ScriptedDice.of()));
    assertThat(o.order()).containsExactly("other", "lead", "hunter");
    assertThat(o.follows("hunter")).contains("wing");
    // Without the formation known, "wing" is nobody: the hunter kept its place among the
    // targeting aircraft and moved before the leader (what issue 26 fixed).
    assertThat(
            InitiativeOrder.of(
                    List.of(
                        entry("lead", 3, Optional.empty(), 0),
                        entry("hunter", 5, Optional.of("wing"), 0),
                        entry("other", 1, Optional.of("lead"), 0)),
                    Roller.scripted(ScriptedDice.of()))
                .order())
        .containsExactly("other", "hunter", "lead");
  }

  @Test
  void aircraftTargetingEachOtherNeverFormACircleByInitiativeAlone() {
    // a (4) and b (5) target each other: b beats a and follows it; a could beat b with its edge
    // and may tail it (the movement phase breaks the circle that declaration makes).
    InitiativeOrder o =
        InitiativeOrder.of(
            List.of(entry("a", 4, Optional.of("b"), 6), entry("b", 5, Optional.of("a"), 6)),
            Roller.scripted(ScriptedDice.of()));
    assertThat(o.order()).containsExactly("a", "b");
    assertThat(o.follows()).containsExactly(Map.entry("b", "a"));
    assertThat(o.mayTail()).containsExactly(Map.entry("a", "b"));
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
