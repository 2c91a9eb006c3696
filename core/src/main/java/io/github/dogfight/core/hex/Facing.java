package io.github.dogfight.core.hex;

/** The six hexside directions of a flat-topped hex grid, clockwise from north. */
public enum Facing {
  /** North. */
  N(0, -1, 0),
  /** North-east. */
  NE(1, -1, 1),
  /** South-east. */
  SE(1, 0, 2),
  /** South. */
  S(0, 1, 3),
  /** South-west. */
  SW(-1, 1, 4),
  /** North-west. */
  NW(-1, 0, 5);

  private static final Facing[] CLOCKWISE = {N, NE, SE, S, SW, NW};

  private final int dq;
  private final int dr;
  private final int clockIndex;

  Facing(int dq, int dr, int clockIndex) {
    this.dq = dq;
    this.dr = dr;
    this.clockIndex = clockIndex;
  }

  /**
   * Hexsides clockwise from north: N is 0, NW is 5.
   *
   * @return 0 to 5
   */
  public int clockIndex() {
    return clockIndex;
  }

  /**
   * The axial q step toward this side.
   *
   * @return the axial q step toward this side
   */
  public int dq() {
    return dq;
  }

  /**
   * The axial r step toward this side.
   *
   * @return the axial r step toward this side
   */
  public int dr() {
    return dr;
  }

  /**
   * This facing turned by {@code hexsides}: positive is clockwise (right), negative anticlockwise
   * (left). Rules usually allow 1 to 3 hexsides; any integer is accepted here.
   *
   * @param hexsides hexsides clockwise (negative for counterclockwise)
   * @return the new facing
   */
  public Facing turn(int hexsides) {
    return CLOCKWISE[Math.floorMod(clockIndex + hexsides, 6)];
  }

  /**
   * The opposite facing.
   *
   * @return the opposite facing
   */
  public Facing opposite() {
    return turn(3);
  }

  /**
   * The smallest turn from this facing to {@code other}: -2..3 hexsides (3 is a reversal, written
   * as a right turn).
   *
   * @param other another facing
   * @return the hexsides, -2 to 3
   */
  public int hexsidesTo(Facing other) {
    int d = Math.floorMod(other.clockIndex - clockIndex, 6);
    return d > 3 ? d - 6 : d;
  }
}
