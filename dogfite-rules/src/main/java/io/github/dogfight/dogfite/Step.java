package io.github.dogfight.dogfite;

import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.HexPosition;
import java.util.Objects;
import java.util.Optional;

/**
 * One movement point's move (rules 000, MOVEMENT and MOVEMENT POINTS): "A point of movement will
 * allow an aircraft to move one hex (edge to edge) or move from / to the middle of a hex (edge to
 * in the middle, in the middle to in the middle, or in the middle to edge)". From an edge "an
 * aircraft must use its first MP to move into the adjacent hex (either the middle or edge)".
 */
public sealed interface Step {
  /** Edge to edge, straight ahead: no bet needed. */
  record Straight() implements Step {
    @Override
    public String toString() {
      return "flies straight";
    }
  }

  /**
   * Edge to edge, leaving the next hex through an edge {@code hexsides} off the current facing
   * (positive right, negative left): a facing-change bet.
   *
   * @param hexsides -3 to 3, not 0
   */
  record Turn(int hexsides) implements Step {
    /**
     * Checks the turn.
     *
     * @param hexsides -3 to 3, not 0
     * @throws IllegalArgumentException if {@code hexsides} is 0 or beyond 3
     */
    public Turn {
      if (hexsides == 0 || Math.abs(hexsides) > 3) {
        throw new IllegalArgumentException(
            "a facing change is 1 to 3 hexsides either way, was " + hexsides);
      }
    }

    @Override
    public String toString() {
      return switch (hexsides) {
        case 1 -> "turns 1 right";
        case 2 -> "turns 2 right";
        case 3 -> "turns 3 right";
        case -1 -> "turns 1 left";
        case -2 -> "turns 2 left";
        default -> "turns 3 left";
      };
    }
  }

  /** Edge to the middle of the next hex, or middle to middle (staying): a stay-in-hex bet. */
  record ToMiddle() implements Step {
    @Override
    public String toString() {
      return "goes to the hex middle";
    }
  }

  /**
   * Middle to an edge of the same hex, any side: "players may pick any edge of the hex as the exit
   * side without making a bet".
   *
   * @param exit the edge to face
   */
  record ToEdge(Facing exit) implements Step {
    /**
     * Checks the fields.
     *
     * @param exit the edge to face
     */
    public ToEdge {
      Objects.requireNonNull(exit, "exit");
    }

    @Override
    public String toString() {
      return switch (exit) {
        case N -> "leaves by the N edge";
        case NE -> "leaves by the NE edge";
        case SE -> "leaves by the SE edge";
        case S -> "leaves by the S edge";
        case SW -> "leaves by the SW edge";
        case NW -> "leaves by the NW edge";
      };
    }
  }

  /**
   * Where {@code step} takes an aircraft at {@code from}.
   *
   * @param from where the aircraft is
   * @param step the step
   * @return where it is after the step
   * @throws IllegalArgumentException naming the rule when the step is not possible from there
   */
  static HexPosition apply(HexPosition from, Step step) {
    Objects.requireNonNull(from, "from");
    Objects.requireNonNull(step, "step");
    if (from instanceof HexPosition.Edge e) {
      if (step instanceof Turn t) {
        return HexPosition.edge(e.ahead(), e.facing().turn(t.hexsides()));
      }
      if (step instanceof ToMiddle) {
        return HexPosition.middle(e.ahead());
      }
      if (step instanceof ToEdge x) {
        throw new IllegalArgumentException(
            "MOVEMENT POINTS: from an edge the first MP must move into the adjacent hex; ToEdge("
                + x.exit()
                + ") is only for leaving a hex middle");
      }
      return HexPosition.edge(e.ahead(), e.facing());
    }
    if (step instanceof ToMiddle) {
      return from;
    }
    if (step instanceof ToEdge x) {
      return HexPosition.edge(from.hex(), x.exit());
    }
    throw new IllegalArgumentException(
        "MOVEMENT: an aircraft in a hex middle has no facing; it stays (ToMiddle) or leaves by any"
            + " edge (ToEdge), not "
            + step);
  }

  /**
   * The move / maneuver table row this step needs, empty when it needs no bet.
   *
   * @param step the step
   * @return the table row, if any
   */
  static Optional<Maneuver> maneuver(Step step) {
    Objects.requireNonNull(step, "step");
    if (step instanceof Turn t) {
      return Optional.of(Maneuver.facing(t.hexsides()));
    }
    if (step instanceof ToMiddle) {
      return Optional.of(Maneuver.STAY_IN_HEX);
    }
    return Optional.empty();
  }
}
