package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.DogfiteEvent.Setback;
import io.github.dogfight.dogfite.event.Activated;
import io.github.dogfight.dogfite.event.GunFired;
import io.github.dogfight.dogfite.event.Moved;
import io.github.dogfight.dogfite.event.StallChecked;
import io.github.dogfight.dogfite.event.TurnEnded;
import io.github.dogfight.dogfite.event.TurnOrdered;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The narration of the events whose words depend on their fields, branch by branch. */
class EventNarrationTest {
  @Test
  void theTurnOrderNamesEdgesTheOrderAndWhoFollowsWhom() {
    Map<String, Integer> edges = Map.of("Camel", 2, "Albatros", 0);
    assertThat(
            new TurnOrdered(1, edges, List.of("Albatros", "Camel"), Map.of(), true, List.of())
                .narration())
        .isEqualTo("Edges: Albatros 0 Camel 2. Movement order: Albatros, Camel.");
    assertThat(new TurnOrdered(1, edges, List.of(), Map.of(), false, List.of()).narration())
        .isEqualTo(
            "Edges: Albatros 0 Camel 2. The movement order is revealed as the cards are turned.");
    assertThat(
            new TurnOrdered(
                    1, edges, List.of("Camel"), Map.of("Camel", "Albatros"), false, List.of())
                .narration())
        .isEqualTo(
            "Edges: Albatros 0 Camel 2. Moving first: Camel; the rest as the cards are turned"
                + " (Camel follows Albatros).");
  }

  @Test
  void aGunNamesTheRollNeededItsHitsCriticalsSmokeAndFire() {
    // COMBAT: "The number of hits scored equals 2d6 -10 plus the current edge modified by the
    // factors listed below": a hit needs 2d6 of 1 minus the modifiers.
    assertThat(
            new GunFired(
                    1, "Camel", "Albatros", Range.ZERO, 7, 1, 0, List.of(), false, false, List.of())
                .narration())
        .isEqualTo("Camel fires at Albatros from point blank (2d6: needs 7+ to hit): 1 hit.");
    assertThat(
            new GunFired(
                    1,
                    "Camel",
                    "Albatros",
                    Range.ONE_HEX,
                    2,
                    2,
                    0,
                    List.of(CriticalEffect.PILOT_KILLED),
                    true,
                    true,
                    List.of())
                .narration())
        .isEqualTo(
            "Camel fires at Albatros from one hex (2d6: any roll hits): 2 hits, critical: pilot"
                + " killed, smoke pours out and the engine catches fire.");
    assertThat(
            new GunFired(
                    1,
                    "Camel",
                    "Albatros",
                    Range.ONE_HEX,
                    13,
                    0,
                    0,
                    List.of(),
                    false,
                    false,
                    List.of())
                .narration())
        .isEqualTo("Camel fires at Albatros from one hex (2d6: no roll can hit): 0 hits.");
  }

  @Test
  void stallsSaySpeedAgainstTheMinimumAndWhereTheAircraftGoes() {
    HexPosition to = HexPosition.middle(new Hex(0, -1));
    assertThat(
            new StallChecked(1, "Camel", 2, 2, StallResult.NONE, to, false, false, 0, List.of())
                .narration())
        .isEqualTo("Camel ends its move at speed 2, at its minimum 2: no stall.");
    assertThat(
            new StallChecked(1, "Camel", 1, 2, StallResult.SPIN, to, false, false, 0, List.of())
                .narration())
        .isEqualTo(
            "Camel ends its move at speed 1, below its minimum 2: it spins in (0,-1) middle and"
                + " loses its target.");
    // "stalling aircraft have pitch set at a one-point, half-move dive and move straight ahead on
    // current facing": from an edge it flies on; in a hex middle it has no facing and stays.
    HexPosition ahead = HexPosition.edge(new Hex(0, -1), Facing.N);
    assertThat(
            new StallChecked(1, "Camel", 2, 2, StallResult.STALL, ahead, true, false, 1, List.of())
                .narration())
        .isEqualTo(
            "Camel ends its move at speed 2, at its minimum 2: it stalls, noses into a half-level"
                + " dive that gains 1 speed, flies on to (0,-1) edge N and loses its target.");
    assertThat(
            new StallChecked(1, "Camel", 2, 2, StallResult.STALL, to, true, false, 0, List.of())
                .narration())
        .isEqualTo(
            "Camel ends its move at speed 2, at its minimum 2: it stalls, noses into a half-level"
                + " dive, stays in (0,-1) middle with no facing to fly on and loses its target.");
    assertThat(
            new StallChecked(1, "Camel", 2, 2, StallResult.STALL, ahead, false, false, 0, List.of())
                .narration())
        .isEqualTo(
            "Camel ends its move at speed 2, at its minimum 2: it stalls, cannot dive below the"
                + " lowest level, flies on to (0,-1) edge N and loses its target.");
    // An aircraft in a half-level dive already stays in it.
    assertThat(
            new StallChecked(1, "Camel", 2, 2, StallResult.STALL, to, false, true, 0, List.of())
                .narration())
        .isEqualTo(
            "Camel ends its move at speed 2, at its minimum 2: it stalls, keeps the half-level dive"
                + " it is in, stays in (0,-1) middle with no facing to fly on and loses its target.");
  }

  @Test
  void activationsTurnEndsAndMoves() {
    assertThat(new Activated(1, "Camel", "").narration()).isEqualTo("Camel moves next.");
    assertThat(new Activated(1, "Camel", "the ace of spades").narration())
        .isEqualTo("The ace of spades: Camel moves next.");
    assertThat(new TurnEnded(1, "Camel", 5, Optional.empty(), "", List.of()).narration())
        .isEqualTo("Camel ends the turn at speed 5.");
    assertThat(
            new TurnEnded(
                    1, "Camel", 5, Optional.of(StressResult.FILL_CURRENT), "it burns", List.of())
                .narration())
        .isEqualTo("Camel ends the turn at speed 5, stress: fill current set, it burns.");
    Moved moved =
        new Moved(
            1,
            "Camel",
            new Step.Straight(),
            HexPosition.edge(new Hex(2, -1), Facing.NE),
            Optional.empty(),
            Setback.NONE,
            0,
            List.of());
    assertThat(moved.where()).isEqualTo("(2,-1) edge NE");
  }
}
