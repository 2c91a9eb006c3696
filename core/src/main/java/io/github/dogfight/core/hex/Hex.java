package io.github.dogfight.core.hex;

import java.util.ArrayList;
import java.util.List;

/**
 * A hex in axial coordinates on a flat-topped grid.
 *
 * @param q the column
 * @param r the diagonal row
 */
public record Hex(int q, int r) {
  /** The origin hex. */
  public static final Hex ORIGIN = new Hex(0, 0);

  /**
   * The third cube coordinate, {@code -q - r}.
   *
   * @return the third cube coordinate, {@code -q - r}
   */
  public int s() {
    return -q - r;
  }

  /**
   * The adjacent hex across the {@code side} hexside.
   *
   * @param side the hexside
   * @return the neighbour
   */
  public Hex neighbor(Facing side) {
    return new Hex(q + side.dq(), r + side.dr());
  }

  /**
   * The hex {@code steps} hexes away in direction {@code side}.
   *
   * @param side the hexside
   * @param steps how many hexes
   * @return the hex reached
   */
  public Hex step(Facing side, int steps) {
    return new Hex(q + side.dq() * steps, r + side.dr() * steps);
  }

  /**
   * The six neighbours, in facing order from north.
   *
   * @return the six neighbours, in facing order from north
   */
  public List<Hex> neighbors() {
    List<Hex> list = new ArrayList<>(6);
    for (Facing f : Facing.values()) {
      list.add(neighbor(f));
    }
    return list;
  }

  /**
   * The number of hex steps to {@code other}.
   *
   * @param other another hex
   * @return the distance in hexes
   */
  public int distance(Hex other) {
    int dq = q - other.q;
    int dr = r - other.r;
    return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
  }

  /**
   * Every hex exactly {@code radius} steps away, clockwise from the north-most.
   *
   * @param radius the radius, 0 or more
   * @return the hexes, clockwise
   */
  public List<Hex> ring(int radius) {
    if (radius < 0) {
      throw new IllegalArgumentException("radius must be >= 0, was " + radius);
    }
    List<Hex> ring = new ArrayList<>();
    if (radius == 0) {
      ring.add(this);
      return ring;
    }
    Hex h = step(Facing.N, radius);
    for (int side = 0; side < 6; side++) {
      Facing dir = Facing.SE.turn(side);
      for (int i = 0; i < radius; i++) {
        ring.add(h);
        h = h.neighbor(dir);
      }
    }
    return ring;
  }

  /**
   * Twice the x coordinate of the hex centre in units where the hex side is 1 ({@code 3q}); integer
   * so that angle tests are exact.
   */
  long doubledX() {
    return 3L * q;
  }

  /** The y coordinate of the hex centre divided by {@code sqrt(3)/2}: {@code 2r + q}. */
  long scaledY() {
    return 2L * r + q;
  }
}
