package io.github.dogfight.dogfite;

import io.github.dogfight.core.game.Policy;
import io.github.dogfight.core.game.PolicyKind;
import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import java.util.Optional;

/**
 * Firing range from two placements (rules 000, COMBAT): "Range is ½-hex if target is in the middle
 * of a hex and the firer is on the facing edge of an adjacent hex, and the range is 1 hex if the
 * target is on the edge of a hex (any facing) and the firer is in the middle or on the facing edge
 * of an adjacent hex. For altitude-level differences: Range increased by 0 for fire from leaving
 * the altitude level above, by ½-hex for fire from the level above and leaving the level beneath,
 * and by 1 hex for fire from the level beneath." More than one hex: no fire.
 *
 * <p>Assumptions, overridable by supplying another implementation: an aircraft on the edge of an
 * adjacent hex is "on the facing edge" when it faces the target's hex; "in the middle" means the
 * middle of an adjacent hex; firer and target in the same hex are at range {@link Range#ZERO},
 * wherever they sit in it (the seed places every aircraft in a hex "within effective combat range"
 * of the others there); the altitude increases then add to that, so all three of the seed's
 * altitude rules can apply: in the same hex fire from leaving the level above is at range 0, from
 * the level above or leaving the level beneath at ½ hex, and from the level beneath at 1 hex (with
 * a ½-hex base, "+1 hex for fire from the level beneath" could never leave a shot in range); a
 * target in a hex middle can be fired on only from the same hex or the facing edge of an adjacent
 * hex; altitude differences of two levels or more put the target out of range.
 */
@FunctionalInterface
public interface FiringRange extends Policy {
  /**
   * The range from {@code firer} to {@code target}, empty when no fire is possible.
   *
   * @param firer where the firer is
   * @param target where the target is
   * @return the range, if any
   */
  Optional<Range> range(Placement firer, Placement target);

  @Override
  default PolicyKind kind() {
    return PolicyKind.OTHER;
  }

  @Override
  default String name() {
    return "firing range";
  }

  @Override
  default String description() {
    return "Zero (the same hex), half a hex or one hex from placements and altitude levels, with"
        + " the module's readings where the seed is unclear (rules 000, COMBAT).";
  }

  /**
   * The seed's rules with the assumptions above.
   *
   * @return the seed's rules with the assumptions above
   */
  static FiringRange standard() {
    return (firer, target) -> {
      int flat = flatHalfHexes(firer.position(), target.position());
      int extra = altitudeHalfHexes(firer.altitude(), target.altitude());
      if (flat < 0 || extra < 0 || flat + extra > 2) {
        return Optional.empty();
      }
      return Optional.of(Range.ofHalfHexes(flat + extra));
    };
  }

  /** Horizontal range in half hexes, -1 when out of range. */
  private static int flatHalfHexes(HexPosition firer, HexPosition target) {
    Hex t = target.hex();
    if (firer.hex().equals(t)) {
      return 0;
    }
    if (firer.hex().distance(t) != 1) {
      return -1;
    }
    boolean facingEdge = firer instanceof HexPosition.Edge e && e.ahead().equals(t);
    if (target instanceof HexPosition.Middle) {
      return facingEdge ? 1 : -1;
    }
    return facingEdge || firer instanceof HexPosition.Middle ? 2 : -1;
  }

  /** The altitude increase in half hexes, -1 when the levels are too far apart. */
  private static int altitudeHalfHexes(Altitude firer, Altitude target) {
    int diff = firer.levelsAbove(target);
    if (diff == 0) {
      return 0;
    }
    if (diff == 1) {
      // From the level above: +1/2 hex, or +0 when leaving it (diving toward the target).
      return firer.pitch() == Altitude.Pitch.DIVING ? 0 : 1;
    }
    if (diff == -1) {
      // From the level beneath: +1 hex, or +1/2 when leaving it (climbing toward the target).
      return firer.pitch() == Altitude.Pitch.CLIMBING ? 1 : 2;
    }
    return -1;
  }
}
