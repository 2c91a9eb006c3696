package io.github.dogfight.core.hex;

import java.util.Objects;
import java.util.Optional;

/**
 * The arc of an observer in which a target lies.
 *
 * <p>Measured between the observer's facing and the line from the observer's hex centre to the
 * target's: FRONT when the angle is below 60 degrees, REAR when above 120, SIDE from 60 to 120
 * inclusive. So of the six adjacent hexes one is in front, four at the sides and one behind.
 * Computed exactly in integers. Rule sets whose arc diagrams differ supply their own.
 */
public enum Arc {
  /** Within 60 degrees of the facing. */
  FRONT,
  /** From 60 to 120 degrees off the facing. */
  SIDE,
  /** More than 120 degrees off the facing. */
  REAR;

  /**
   * The arc of {@code observer} in which {@code target} lies; empty when the observer has no facing
   * (middle of a hex) or the target is in the same hex.
   *
   * @param observer where the observer is
   * @param target the target's hex
   * @return the arc of {@code observer} in which {@code target} lies; empty when the observer has
   *     no facing (middle of a hex) or the target is in the same hex
   */
  public static Optional<Arc> of(HexPosition observer, Hex target) {
    Objects.requireNonNull(observer, "observer");
    Objects.requireNonNull(target, "target");
    Optional<Facing> facing = observer.heading();
    if (facing.isEmpty() || observer.hex().equals(target)) {
      return Optional.empty();
    }
    return Optional.of(of(observer.hex(), facing.get(), target));
  }

  /**
   * The arc of an observer at {@code from} facing {@code facing} in which {@code target} lies.
   *
   * @param from the observer's hex
   * @param facing its facing
   * @param target the target's hex
   * @return the arc
   */
  public static Arc of(Hex from, Facing facing, Hex target) {
    Objects.requireNonNull(from, "from");
    Objects.requireNonNull(facing, "facing");
    Objects.requireNonNull(target, "target");
    if (from.equals(target)) {
      throw new IllegalArgumentException("target is in the observer's hex " + from);
    }
    Hex ahead = from.neighbor(facing);
    // Vectors in the basis (x * 2, y / (sqrt(3)/2)); the dot product in real units is
    // (ax*bx)/4 + 3*(ay*by)/4, so 4*dot = ax*bx + 3*ay*by exactly.
    long ax = ahead.doubledX() - from.doubledX();
    long ay = ahead.scaledY() - from.scaledY();
    long bx = target.doubledX() - from.doubledX();
    long by = target.scaledY() - from.scaledY();
    long dot4 = ax * bx + 3 * ay * by;
    long normA4 = ax * ax + 3 * ay * ay;
    long normB4 = bx * bx + 3 * by * by;
    // cos(theta) > 1/2  <=>  2*dot > |a||b|  <=>  dot > 0 and 4*dot^2 > |a|^2 |b|^2.
    boolean wide = 4 * dot4 * dot4 > normA4 * normB4;
    if (dot4 > 0 && wide) {
      return FRONT;
    }
    if (dot4 < 0 && wide) {
      return REAR;
    }
    return SIDE;
  }
}
