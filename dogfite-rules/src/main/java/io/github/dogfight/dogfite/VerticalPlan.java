package io.github.dogfight.dogfite;

import io.github.dogfight.core.hex.Altitude;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * The effect of a vertical move, worked out from the climb / dive table.
 *
 * @param move the move
 * @param altitude the altitude afterwards (for {@link VerticalMove#HOLD}, if its bet passes)
 * @param speedChange speed paid (negative, climbing) or gained (positive, diving), applied at the
 *     end of the turn
 * @param points the points of the climb or dive (0 for none): MP reduction {@code points - 1}, and
 *     subtracted from a drag roll when diving
 * @param movementPointReduction movement points lost this turn
 * @param holdBetLevel for {@link VerticalMove#HOLD}: the bet level needed to stay at the level
 */
public record VerticalPlan(
    VerticalMove move,
    Altitude altitude,
    int speedChange,
    int points,
    int movementPointReduction,
    OptionalInt holdBetLevel) {
  /**
   * Checks the fields.
   *
   * @param move the move
   * @param altitude the altitude afterwards (for {@link VerticalMove#HOLD}, if its bet passes)
   * @param speedChange speed paid (negative, climbing) or gained (positive, diving), applied at the
   *     end of the turn
   * @param points the points of the climb or dive (0 for none): MP reduction {@code points - 1},
   *     and subtracted from a drag roll when diving
   * @param movementPointReduction movement points lost this turn
   * @param holdBetLevel for {@link VerticalMove#HOLD}: the bet level needed to stay at the level
   */
  public VerticalPlan {
    Objects.requireNonNull(move, "move");
    Objects.requireNonNull(altitude, "altitude");
    Objects.requireNonNull(holdBetLevel, "holdBetLevel");
  }

  /**
   * Whether the aircraft is diving this turn (its drag roll subtracts the points).
   *
   * @return whether the aircraft is diving this turn (its drag roll subtracts the points)
   */
  public boolean diving() {
    return speedChange > 0;
  }

  /**
   * The speed used to look up this turn's maneuvers: "Aircraft climbing or diving use the modified
   * speed" (rules 000, FACING CHANGES / STAY-IN-HEX), never below 0.
   *
   * @param speed the speed at the start of the move
   * @return the speed for the maneuver table
   */
  public int maneuverSpeed(int speed) {
    return Math.max(0, speed + speedChange);
  }
}
