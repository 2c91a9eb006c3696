package io.github.dogfight.core.hex;

import java.util.Objects;
import java.util.Optional;

/**
 * Where a piece is on the hex map: at the edge of a hex facing out through one hexside (moving
 * through), or in the middle of a hex with no facing (maneuvering within it), as in Dogfite! (rules
 * 000, MOVEMENT).
 */
public sealed interface HexPosition permits HexPosition.Edge, HexPosition.Middle {
  /**
   * The hex occupied.
   *
   * @return the hex occupied
   */
  Hex hex();

  /**
   * The facing, empty in the middle of a hex.
   *
   * @return the facing, empty in the middle of a hex
   */
  Optional<Facing> heading();

  /**
   * At the edge of {@code hex} facing out through {@code facing}.
   *
   * @param hex the hex
   * @param facing the hexside faced
   * @return the position
   */
  static HexPosition edge(Hex hex, Facing facing) {
    return new Edge(hex, facing);
  }

  /**
   * In the middle of {@code hex}.
   *
   * @param hex the hex
   * @return the position
   */
  static HexPosition middle(Hex hex) {
    return new Middle(hex);
  }

  /**
   * At the edge of a hex, facing out.
   *
   * @param hex the hex
   * @param facing the hexside faced
   */
  record Edge(Hex hex, Facing facing) implements HexPosition {
    /**
     * Checks the fields.
     *
     * @param hex the hex
     * @param facing the hexside faced
     */
    public Edge {
      Objects.requireNonNull(hex, "hex");
      Objects.requireNonNull(facing, "facing");
    }

    @Override
    public Optional<Facing> heading() {
      return Optional.of(facing);
    }

    /**
     * The hex straight ahead, across the faced hexside.
     *
     * @return the hex straight ahead, across the faced hexside
     */
    public Hex ahead() {
      return hex.neighbor(facing);
    }
  }

  /**
   * In the middle of a hex, with no facing.
   *
   * @param hex the hex
   */
  record Middle(Hex hex) implements HexPosition {
    /**
     * Checks the hex.
     *
     * @param hex the hex
     */
    public Middle {
      Objects.requireNonNull(hex, "hex");
    }

    @Override
    public Optional<Facing> heading() {
      return Optional.empty();
    }
  }
}
