package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.internal.EdgeRules;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class PositionRulesTest {
  private static final Hex O = Hex.ORIGIN;
  private static final Hex NORTH = O.neighbor(Facing.N);
  private static final FiringRange RANGE = FiringRange.standard();

  private static Placement at(HexPosition p, int level) {
    return new Placement(p, Altitude.at(level));
  }

  private static Placement at(HexPosition p, int level, Altitude.Pitch pitch) {
    return new Placement(p, new Altitude(level, pitch));
  }

  @Test
  void rangeByPosition() {
    // "½-hex if target is in the middle of a hex and the firer is on the facing edge of an
    // adjacent hex"
    Placement middleTarget = at(HexPosition.middle(NORTH), 2);
    assertThat(RANGE.range(at(HexPosition.edge(O, Facing.N), 2), middleTarget))
        .contains(Range.HALF_HEX);
    assertThat(RANGE.range(at(HexPosition.edge(O, Facing.NE), 2), middleTarget)).isEmpty();
    assertThat(RANGE.range(at(HexPosition.middle(O), 2), middleTarget)).isEmpty();
    // "1 hex if the target is on the edge of a hex (any facing) and the firer is in the middle or
    // on the facing edge of an adjacent hex"
    Placement edgeTarget = at(HexPosition.edge(NORTH, Facing.S), 2);
    assertThat(RANGE.range(at(HexPosition.middle(O), 2), edgeTarget)).contains(Range.ONE_HEX);
    assertThat(RANGE.range(at(HexPosition.edge(O, Facing.N), 2), edgeTarget))
        .contains(Range.ONE_HEX);
    assertThat(RANGE.range(at(HexPosition.edge(O, Facing.S), 2), edgeTarget)).isEmpty();
    // Assumed: the same hex is range 0, wherever the aircraft sit in it; two hexes is out of range.
    assertThat(RANGE.range(at(HexPosition.middle(NORTH), 2), edgeTarget)).contains(Range.ZERO);
    assertThat(RANGE.range(at(HexPosition.edge(NORTH, Facing.S), 2), middleTarget))
        .contains(Range.ZERO);
    assertThat(RANGE.range(at(HexPosition.edge(O.neighbor(Facing.S), Facing.N), 2), edgeTarget))
        .isEmpty();
  }

  @Test
  void everyAltitudeRuleOfTheSeedIsReachableInTheSameHex() {
    // Rules 000, COMBAT: "For altitude-level differences: Range increased by 0 for fire from
    // leaving the altitude level above, by ½-hex for fire from the level above and leaving the
    // level beneath, and by 1 hex for fire from the level beneath." With the same hex at range 0,
    // each of the four increases leaves a shot within the seed's ">1 hex = no fire possible".
    Placement target = at(HexPosition.middle(O), 2);
    HexPosition here = HexPosition.edge(O, Facing.N);
    assertThat(RANGE.range(at(here, 2), target)).contains(Range.ZERO);
    assertThat(RANGE.range(at(here, 3, Altitude.Pitch.DIVING), target)).contains(Range.ZERO);
    assertThat(RANGE.range(at(here, 3), target)).contains(Range.HALF_HEX);
    assertThat(RANGE.range(at(here, 1, Altitude.Pitch.CLIMBING), target)).contains(Range.HALF_HEX);
    assertThat(RANGE.range(at(here, 1), target)).contains(Range.ONE_HEX);
    // Two levels apart is out of range (assumption).
    assertThat(RANGE.range(at(here, 4), target)).isEmpty();
    // The modifiers: range 0 follows the seed's -5 per half hex.
    assertThat(Range.ZERO.modifier()).isZero();
    assertThat(Range.HALF_HEX.modifier()).isEqualTo(-5);
    assertThat(Range.ONE_HEX.modifier()).isEqualTo(-10);
  }

  @Test
  void rangeByAltitude() {
    Placement target = at(HexPosition.middle(NORTH), 2);
    HexPosition facing = HexPosition.edge(O, Facing.N);
    // "Range increased by 0 for fire from leaving the altitude level above"
    assertThat(RANGE.range(at(facing, 3, Altitude.Pitch.DIVING), target)).contains(Range.HALF_HEX);
    // "by ½-hex for fire from the level above and leaving the level beneath"
    assertThat(RANGE.range(at(facing, 3), target)).contains(Range.ONE_HEX);
    assertThat(RANGE.range(at(facing, 1, Altitude.Pitch.CLIMBING), target)).contains(Range.ONE_HEX);
    // "and by 1 hex for fire from the level beneath": from an adjacent hex 1/2 + 1 > 1 hex, no
    // fire.
    assertThat(RANGE.range(at(facing, 1), target)).isEmpty();
    // A one-hex shot from above goes beyond one hex.
    assertThat(RANGE.range(at(HexPosition.middle(O), 3), at(HexPosition.edge(NORTH, Facing.N), 2)))
        .isEmpty();
    // Two levels apart: out of range (assumption).
    assertThat(RANGE.range(at(facing, 4, Altitude.Pitch.DIVING), target)).isEmpty();
  }

  @Test
  void targetChangesAndCarryover() {
    assertThat(EdgeRules.newTargetEdge(Optional.of(4))).isEqualTo(-4);
    assertThat(EdgeRules.newTargetEdge(Optional.empty())).isZero();
    Placement me = at(HexPosition.edge(O, Facing.N), 2);
    Placement ahead2 = at(HexPosition.edge(O.step(Facing.N, 2), Facing.N), 2);
    // "Divide current edge by the range in hexes."
    assertThat(EdgeRules.carryover(7, me, ahead2)).isEqualTo(3);
    // "Add one to range for every two levels of altitude difference"
    assertThat(EdgeRules.carryover(7, me, at(ahead2.position(), 4))).isEqualTo(2);
    assertThat(EdgeRules.carryover(7, me, at(ahead2.position(), 3))).isEqualTo(3);
    // "No carryover allowed if the target is behind"
    assertThat(EdgeRules.carryover(7, me, at(HexPosition.middle(O.neighbor(Facing.S)), 2)))
        .isZero();
    // Same hex counts as range 1; a hex middle has no behind.
    assertThat(EdgeRules.carryover(7, me, at(HexPosition.middle(O), 2))).isEqualTo(7);
    assertThat(EdgeRules.carryover(-5, at(HexPosition.middle(O), 2), ahead2)).isEqualTo(-2);
  }

  @Test
  void edgeRecordingDuringMovement() {
    assertThat(EdgeRules.pursuerLoss(5, EdgeRules.MoverTarget.THE_PURSUER)).isEqualTo(5);
    // "If current aircraft has a different target of its own, then one-quarter ... (rounded up)"
    assertThat(EdgeRules.pursuerLoss(5, EdgeRules.MoverTarget.ANOTHER)).isEqualTo(2);
    assertThat(EdgeRules.pursuerLoss(1, EdgeRules.MoverTarget.ANOTHER)).isEqualTo(1);
    // "If current aircraft has no target, then one-half ... (rounded up)"
    assertThat(EdgeRules.pursuerLoss(5, EdgeRules.MoverTarget.NONE)).isEqualTo(3);
    assertThat(EdgeRules.pursuerLoss(0, EdgeRules.MoverTarget.NONE)).isZero();
    // "The maximum edge amount that can be held at the end of the movement phase is 10."
    assertThat(EdgeRules.capAtEndOfMovement(13)).isEqualTo(10);
    assertThat(EdgeRules.capAtEndOfMovement(-3)).isEqualTo(-3);
    // Tailing: whole edge if the target has a target, half rounded up if not.
    assertThat(EdgeRules.tailingBonus(5, true)).isEqualTo(5);
    assertThat(EdgeRules.tailingBonus(5, false)).isEqualTo(3);
    assertThat(EdgeRules.tailingBonus(-2, true)).isZero();
  }

  @Test
  void positionBonus() {
    PositionBonus bonus = PositionBonus.standard();
    HexPosition target = HexPosition.edge(O, Facing.N);
    // No position bonus against a target in a hex middle.
    assertThat(bonus.bonus(HexPosition.middle(NORTH), HexPosition.middle(O))).isZero();
    // Same hex: +3 only from the hex middle.
    assertThat(bonus.bonus(HexPosition.middle(O), target)).isEqualTo(3);
    assertThat(bonus.bonus(HexPosition.edge(O, Facing.S), target)).isZero();
    // Default table (assumption): behind the target +3 / +2 / +1, beside it +1, ahead 0.
    assertThat(bonus.bonus(HexPosition.edge(O.step(Facing.S, 1), Facing.N), target)).isEqualTo(3);
    assertThat(bonus.bonus(HexPosition.edge(O.step(Facing.S, 2), Facing.N), target)).isEqualTo(2);
    assertThat(bonus.bonus(HexPosition.edge(O.step(Facing.S, 3), Facing.N), target)).isEqualTo(1);
    assertThat(bonus.bonus(HexPosition.edge(O.step(Facing.S, 4), Facing.N), target)).isZero();
    assertThat(bonus.bonus(HexPosition.middle(O.neighbor(Facing.NE)), target)).isEqualTo(1);
    assertThat(bonus.bonus(HexPosition.middle(O.step(Facing.NE, 2)), target)).isZero();
    assertThat(bonus.bonus(HexPosition.middle(NORTH), target)).isZero();
  }
}
