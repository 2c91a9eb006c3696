package io.github.dogfight.dogfite;

import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Altitude.Pitch;
import java.util.OptionalInt;

/**
 * Plans vertical moves (seed 000, CLIMBING / DIVING):
 *
 * <ul>
 *   <li>A full level costs (climbing) or gains (diving) the table's points at the current speed;
 *       "x" means impossible. A one-point climb or dive keeps the MP roll, two points subtract one,
 *       three subtract two.
 *   <li>A half-level move costs the bracketed points and pitches the model. Next turn the aircraft
 *       "MUST again pay / gain the speed to move into the adjacent level OR pass a move / maneuver
 *       bet whose level equals the required speed change"; it may not do the opposite move.
 * </ul>
 *
 * <p>Assumptions: finishing a half-level move costs the bracketed points at the new speed (the
 * seed's example), or the full-level points where the table has no bracket (speeds 9+); the hold
 * bet's level is that cost, at most 3. A half-level move counts as a climb or dive of its points
 * for the MP roll and for drag. Combining a hold with a facing change or stay-in-hex needs one bet
 * of one plus the higher level (the engine's job).
 */
public final class ClimbDive {
  private final ClimbDiveTable table;

  /** Plans with {@code table}. */
  public ClimbDive(ClimbDiveTable table) {
    this.table = table;
  }

  /**
   * The effect of {@code move} for an aircraft at {@code altitude} and {@code speed}.
   *
   * @throws IllegalArgumentException naming the rule when the move is not allowed
   */
  public VerticalPlan plan(Altitude altitude, int speed, VerticalMove move) {
    boolean half = altitude.pitch() != Pitch.LEVEL;
    boolean hold = move == VerticalMove.HOLD || move == VerticalMove.HOLD_COMBINED;
    if (half && move != VerticalMove.FINISH && !hold) {
      throw new IllegalArgumentException(
          "CLIMBING / DIVING: an aircraft leaving its level must FINISH the move or HOLD its level"
              + " this turn, not "
              + move);
    }
    if (!half && (move == VerticalMove.FINISH || hold)) {
      throw new IllegalArgumentException(
          "CLIMBING / DIVING: " + move + " is only for an aircraft in a half-level state");
    }
    return switch (move) {
      case LEVEL -> new VerticalPlan(move, altitude, 0, 0, 0, OptionalInt.empty());
      case CLIMB, DIVE -> full(altitude, speed, move);
      case HALF_CLIMB, HALF_DIVE -> startHalf(altitude, speed, move);
      case FINISH -> finish(altitude, speed);
      case HOLD, HOLD_COMBINED -> hold(altitude, speed, move);
    };
  }

  private VerticalPlan full(Altitude altitude, int speed, VerticalMove move) {
    int points =
        table
            .fullLevel(speed)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "CLIMBING / DIVING: a full level cannot be "
                            + (move == VerticalMove.CLIMB ? "climbed" : "dived")
                            + " at speed "
                            + speed
                            + " (x in the table)"));
    boolean up = move == VerticalMove.CLIMB;
    Altitude after = up ? altitude.climb() : dive(altitude);
    return spending(move, after, up, points);
  }

  private VerticalPlan startHalf(Altitude altitude, int speed, VerticalMove move) {
    int points =
        table
            .halfLevel(speed)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "CLIMBING / DIVING: no half-level move at speed "
                            + speed
                            + " (no bracket)"));
    boolean up = move == VerticalMove.HALF_CLIMB;
    if (!up && altitude.level() == 0) {
      throw new IllegalArgumentException("CLIMBING / DIVING: cannot dive below the lowest level");
    }
    Altitude after = altitude.leaving(up ? Pitch.CLIMBING : Pitch.DIVING);
    return spending(move, after, up, points);
  }

  private int finishPoints(int speed) {
    OptionalInt half = table.halfLevel(speed);
    return half.isPresent() ? half.getAsInt() : table.fullLevel(speed).orElse(1);
  }

  private VerticalPlan finish(Altitude altitude, int speed) {
    int points = finishPoints(speed);
    boolean up = altitude.pitch() == Pitch.CLIMBING;
    Altitude after = up ? altitude.climb() : dive(altitude);
    return spending(VerticalMove.FINISH, after, up, points);
  }

  private VerticalPlan hold(Altitude altitude, int speed, VerticalMove move) {
    int level = Math.min(3, finishPoints(speed));
    return new VerticalPlan(move, Altitude.at(altitude.level()), 0, 0, 0, OptionalInt.of(level));
  }

  /**
   * A climb or dive of {@code points} points: speed falls by them climbing, rises diving, and
   * movement points fall as the table says.
   */
  private static VerticalPlan spending(VerticalMove move, Altitude after, boolean up, int points) {
    return new VerticalPlan(
        move,
        after,
        up ? -points : points,
        points,
        ClimbDiveTable.movementPointReduction(points),
        OptionalInt.empty());
  }

  private static Altitude dive(Altitude altitude) {
    if (altitude.level() == 0) {
      throw new IllegalArgumentException("CLIMBING / DIVING: cannot dive below the lowest level");
    }
    return altitude.dive();
  }
}
