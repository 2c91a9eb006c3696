package io.github.dogfight.cy6;

import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import java.util.Objects;

/**
 * Where an aircraft is on the map: a hex and the hexside it faces.
 *
 * @param hex the hex
 * @param facing the facing
 */
public record Position(Hex hex, Facing facing) {
  /**
   * Checks the fields.
   *
   * @param hex the hex
   * @param facing the facing
   */
  public Position {
    Objects.requireNonNull(hex, "hex");
    Objects.requireNonNull(facing, "facing");
  }

  /**
   * At {@code (q, r)} facing {@code facing}.
   *
   * @param facing the facing
   * @param q the axial column
   * @param r the axial row
   * @return the position
   */
  public static Position of(int q, int r, Facing facing) {
    return new Position(new Hex(q, r), facing);
  }

  /**
   * One hex ahead, same facing.
   *
   * @return the position ahead
   */
  public Position ahead() {
    return new Position(hex.neighbor(facing), facing);
  }

  /**
   * One hex to the front-left ({@code side} -1) or front-right (+1), same facing: a slip.
   *
   * @param side -1 for left, 1 for right
   * @return the new position
   */
  public Position slip(int side) {
    return new Position(hex.neighbor(facing.turn(side)), facing);
  }

  /**
   * The same hex, turned by {@code hexsides} (positive is right).
   *
   * @param hexsides hexsides clockwise (negative for counterclockwise)
   * @return the new position
   */
  public Position turn(int hexsides) {
    return new Position(hex, facing.turn(hexsides));
  }

  @Override
  public String toString() {
    return "(" + hex.q() + "," + hex.r() + ") " + facing;
  }
}
