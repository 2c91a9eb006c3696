package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Altitude.Pitch;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.internal.movement.ClimbDive;
import io.github.dogfight.dogfite.internal.targeting.EdgeAdjustment;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class MovementTest {
  private static final Hex O = Hex.ORIGIN;
  private static final HexPosition EDGE_N = HexPosition.edge(O, Facing.N);
  private final ClimbDive climbDive = new ClimbDive(DogfiteTables.standard());

  @Test
  void stepsFromAnEdgeLeaveTheHex() {
    Hex ahead = O.neighbor(Facing.N);
    assertThat(Step.apply(EDGE_N, new Step.Straight()))
        .isEqualTo(HexPosition.edge(ahead, Facing.N));
    assertThat(Step.apply(EDGE_N, new Step.Turn(2))).isEqualTo(HexPosition.edge(ahead, Facing.SE));
    assertThat(Step.apply(EDGE_N, new Step.Turn(-1))).isEqualTo(HexPosition.edge(ahead, Facing.NW));
    assertThat(Step.apply(EDGE_N, new Step.ToMiddle())).isEqualTo(HexPosition.middle(ahead));
    // "If on the edge of a hex an aircraft must use its first MP to move into the adjacent hex"
    assertThatThrownBy(() -> Step.apply(EDGE_N, new Step.ToEdge(Facing.S)))
        .hasMessageContaining("adjacent hex");
  }

  @Test
  void stepsFromAMiddleStayOrLeaveByAnyEdge() {
    HexPosition middle = HexPosition.middle(O);
    assertThat(Step.apply(middle, new Step.ToMiddle())).isEqualTo(middle);
    // "players may pick any edge of the hex as the exit side without making a bet"
    assertThat(Step.apply(middle, new Step.ToEdge(Facing.SW)))
        .isEqualTo(HexPosition.edge(O, Facing.SW));
    assertThat(Step.maneuver(new Step.ToEdge(Facing.SW))).isEmpty();
    assertThatThrownBy(() -> Step.apply(middle, new Step.Straight()))
        .hasMessageContaining("no facing");
    assertThatThrownBy(() -> Step.apply(middle, new Step.Turn(1)))
        .hasMessageContaining("no facing");
  }

  @Test
  void stepsNeedTheirTableRows() {
    assertThat(Step.maneuver(new Step.Straight())).isEmpty();
    assertThat(Step.maneuver(new Step.Turn(-3))).contains(Maneuver.FACING_3);
    assertThat(Step.maneuver(new Step.ToMiddle())).contains(Maneuver.STAY_IN_HEX);
    assertThatThrownBy(() -> new Step.Turn(0)).hasMessageContaining("1 to 3 hexsides");
    assertThatThrownBy(() -> new Step.Turn(4)).hasMessageContaining("1 to 3 hexsides");
  }

  @Test
  void fullClimbsAndDivesByTheTable() {
    VerticalPlan climb = climbDive.plan(Altitude.at(2), 4, VerticalMove.CLIMB);
    assertThat(climb.altitude()).isEqualTo(Altitude.at(3));
    assertThat(climb.speedChange()).isEqualTo(-3); // speed 4: 3(1)
    assertThat(climb.movementPointReduction()).isEqualTo(2); // a three-point climb
    assertThat(climb.maneuverSpeed(4)).isEqualTo(1); // "use the modified speed"
    VerticalPlan dive = climbDive.plan(Altitude.at(2), 7, VerticalMove.DIVE);
    assertThat(dive.altitude()).isEqualTo(Altitude.at(1));
    assertThat(dive.speedChange()).isEqualTo(2);
    assertThat(dive.diving()).isTrue();
    assertThat(dive.points()).isEqualTo(2);
    assertThat(climbDive.plan(Altitude.at(2), 10, VerticalMove.DIVE).movementPointReduction())
        .isZero();
    assertThatThrownBy(() -> climbDive.plan(Altitude.at(2), 2, VerticalMove.CLIMB))
        .hasMessageContaining("x in the table");
    assertThat(climbDive.allowed(Altitude.at(2), 2, VerticalMove.CLIMB)).isFalse();
    assertThat(climbDive.allowed(Altitude.at(2), 2, VerticalMove.HALF_CLIMB)).isTrue();
    assertThatThrownBy(() -> climbDive.plan(Altitude.at(0), 5, VerticalMove.DIVE))
        .hasMessageContaining("lowest level");
    assertThat(climbDive.plan(Altitude.at(1), 5, VerticalMove.LEVEL).speedChange()).isZero();
  }

  @Test
  void allowedAgreesWithTheReasonsGivenForRefusals() {
    for (int level = 0; level <= 3; level++) {
      for (Pitch pitch : Pitch.values()) {
        if (level == 0 && pitch == Pitch.DIVING) {
          continue;
        }
        Altitude a = new Altitude(level, pitch);
        for (int speed = 0; speed <= 14; speed++) {
          for (VerticalMove m : VerticalMove.values()) {
            assertThat(climbDive.allowed(a, speed, m))
                .as("%s at %s, speed %s", m, a, speed)
                .isEqualTo(climbDive.whyNot(a, speed, m).isEmpty());
          }
        }
      }
    }
  }

  @Test
  void theSeedsHalfLevelClimbExample() {
    // "An aircraft at speed 6 could pay one point of speed to make a half-level move."
    VerticalPlan half = climbDive.plan(Altitude.at(2), 6, VerticalMove.HALF_CLIMB);
    assertThat(half.speedChange()).isEqualTo(-1);
    assertThat(half.altitude()).isEqualTo(new Altitude(2, Pitch.CLIMBING));
    // "On the next turn, it could pay another point of speed (the speed change for its new speed
    // of 5) and be moved to the adjacent higher level"
    VerticalPlan finish = climbDive.plan(half.altitude(), 5, VerticalMove.FINISH);
    assertThat(finish.speedChange()).isEqualTo(-1);
    assertThat(finish.altitude()).isEqualTo(Altitude.at(3));
    // "OR succeed in a 1-level bet to remain at its current level."
    VerticalPlan hold = climbDive.plan(half.altitude(), 5, VerticalMove.HOLD);
    assertThat(hold.holdBetLevel()).hasValue(1);
    assertThat(hold.altitude()).isEqualTo(Altitude.at(2));
    // "no aircraft in a half-level state may do the opposite move"
    assertThatThrownBy(() -> climbDive.plan(half.altitude(), 5, VerticalMove.DIVE))
        .hasMessageContaining("FINISH the move or HOLD");
    assertThatThrownBy(() -> climbDive.plan(Altitude.at(2), 5, VerticalMove.HOLD))
        .hasMessageContaining("only for an aircraft in a half-level state");
    // No bracket at 9+: no half-level move; finishing there costs the full point.
    assertThatThrownBy(() -> climbDive.plan(Altitude.at(2), 9, VerticalMove.HALF_DIVE))
        .hasMessageContaining("no half-level move");
    assertThat(climbDive.plan(new Altitude(2, Pitch.DIVING), 9, VerticalMove.FINISH).speedChange())
        .isEqualTo(1);
    assertThat(climbDive.plan(new Altitude(2, Pitch.DIVING), 9, VerticalMove.FINISH).altitude())
        .isEqualTo(Altitude.at(1));
    assertThatThrownBy(() -> climbDive.plan(Altitude.at(0), 5, VerticalMove.HALF_DIVE))
        .hasMessageContaining("lowest level");
    // Speeds 1-2 can only half-climb, at two points (one MP less).
    assertThat(climbDive.plan(Altitude.at(0), 1, VerticalMove.HALF_CLIMB).movementPointReduction())
        .isEqualTo(1);
  }

  @Test
  void turnStartEdgeAdjustment() {
    EdgeAdjustment phase = new EdgeAdjustment(PositionBonus.standard());
    Placement camel =
        new Placement(HexPosition.edge(O.step(Facing.S, 2), Facing.N), Altitude.at(2));
    Placement albatros = new Placement(HexPosition.edge(O, Facing.N), Altitude.at(2));
    Placement spad =
        new Placement(HexPosition.edge(O.step(Facing.NE, 3), Facing.SW), Altitude.at(2));
    Map<String, Integer> edges =
        phase.adjust(
            List.of(
                // Same target: 6 carried over two hexes is 3, plus +2 from two hexes behind it.
                new EdgeAdjustment.Standing(
                    "camel", camel, Optional.of("albatros"), 6, Optional.of("albatros")),
                // New target that held 4 edge on the Albatros: starts at -4; the SPAD is three
                // hexes off in its front arc: no position bonus.
                new EdgeAdjustment.Standing(
                    "albatros", albatros, Optional.of("camel"), 1, Optional.of("spad")),
                new EdgeAdjustment.Standing(
                    "spad", spad, Optional.of("albatros"), 4, Optional.empty())));
    assertThat(edges)
        .containsEntry("camel", 3 + 2)
        .containsEntry("albatros", -4)
        .containsEntry("spad", 0);
    assertThatThrownBy(
            () ->
                phase.adjust(
                    List.of(
                        new EdgeAdjustment.Standing(
                            "camel", camel, Optional.empty(), 0, Optional.of("zeppelin")))))
        .hasMessageContaining("cannot target 'zeppelin'");
  }
}
