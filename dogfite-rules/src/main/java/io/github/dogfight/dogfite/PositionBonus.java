package io.github.dogfight.dogfite;

import io.github.dogfight.core.game.Policy;
import io.github.dogfight.core.game.PolicyKind;
import io.github.dogfight.core.hex.Arc;
import io.github.dogfight.core.hex.HexPosition;

/**
 * The position bonus an aircraft gains on its target from where it sits relative to the target
 * (rules 000, EDGE ADJUSTMENT - POSITION). The seed's diagram of numbered hexes is an image missing
 * from the text, so the default table is an assumption; replace it with your own.
 *
 * <p>Kept from the seed: in the same hex as the target the bonus is +3 and only when the targeting
 * aircraft is in the hex middle; no position bonus against a target in a hex middle (it has no
 * facing, so no behind).
 *
 * <p>Default table (assumption), by the target's arc in which the aircraft sits and the distance:
 *
 * <pre>
 * distance       1    2    3    4+
 * rear arc      +3   +2   +1    0
 * side arc      +1    0    0    0
 * front arc      0    0    0    0
 * </pre>
 */
@FunctionalInterface
public interface PositionBonus extends Policy {
  /**
   * The bonus {@code me} gains on {@code target}.
   *
   * @param me where the aircraft is
   * @param target where its target is
   * @return the bonus
   */
  int bonus(HexPosition me, HexPosition target);

  @Override
  default PolicyKind kind() {
    return PolicyKind.ADVANTAGE;
  }

  @Override
  default String name() {
    return "position bonus";
  }

  @Override
  default String description() {
    return "Edge for where an aircraft sits relative to its target; the seed's diagram is missing"
        + " from the text, so the default table is an assumption (rules 000, EDGE ADJUSTMENT -"
        + " POSITION).";
  }

  /**
   * The default table above.
   *
   * @return the default table above
   */
  static PositionBonus standard() {
    return (me, target) -> {
      if (target instanceof HexPosition.Middle) {
        return 0;
      }
      if (me.hex().equals(target.hex())) {
        return me instanceof HexPosition.Middle ? 3 : 0;
      }
      int distance = me.hex().distance(target.hex());
      Arc arc = Arc.of(target, me.hex()).orElse(Arc.FRONT);
      return switch (arc) {
        case REAR -> Math.max(0, 4 - distance);
        case SIDE -> distance == 1 ? 1 : 0;
        case FRONT -> 0;
      };
    };
  }
}
