package io.github.dogfight.dogfite.internal.movement;

import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Altitude.Pitch;
import io.github.dogfight.dogfite.DogfiteTables;
import io.github.dogfight.dogfite.VerticalMove;
import io.github.dogfight.dogfite.VerticalPlan;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Plans vertical moves on the climb / dive table (rules 000, CLIMBING / DIVING):
 *
 * <ul>
 *   <li>A full level costs (climbing) or gains (diving) the table's points at the current speed;
 *       "x" means impossible. "If an aircraft does a one-point climb / dive, then it uses its
 *       existing MP roll; if it does a two-point climb / dive, then it subtracts one from its MP
 *       roll; and if it does a three-point climb / dive, it subtracts two from its MP roll."
 *   <li>A half-level move costs the bracketed points and pitches the model. Next turn the aircraft
 *       "MUST again pay / gain the speed to move into the adjacent level OR pass a move / maneuver
 *       bet whose level equals the required speed change"; it may not do the opposite move.
 * </ul>
 *
 * <p>Assumptions: finishing a half-level move costs the bracketed points at the new speed (the
 * seed's example), or the full-level points where the table has no bracket (speeds 9+); the hold
 * bet's level is that cost, at most 3. A half-level move counts as a climb or dive of its points
 * for the MP roll and for drag. Combining a hold with a facing change or stay-in-hex needs one bet
 * of one plus the higher level (the movement phase's job).
 */
public final class ClimbDive {
  private final DogfiteTables tables;

  /** Plans with {@code tables}. */
  public ClimbDive(DogfiteTables tables) {
    this.tables = tables;
  }

  /**
   * The effect of {@code move} for an aircraft at {@code altitude} and {@code speed}.
   *
   * @throws IllegalArgumentException naming the rule when the move is not allowed
   */
  public VerticalPlan plan(Altitude altitude, int speed, VerticalMove move) {
    Optional<String> why = whyNot(altitude, speed, move);
    if (why.isPresent()) {
      throw new IllegalArgumentException(why.get());
    }
    return switch (move) {
      case LEVEL -> new VerticalPlan(move, altitude, 0, 0, 0, OptionalInt.empty());
      case CLIMB, DIVE -> full(altitude, speed, move);
      case HALF_CLIMB, HALF_DIVE -> startHalf(altitude, speed, move);
      case FINISH -> finish(altitude, speed);
      case HOLD, HOLD_COMBINED -> hold(altitude, speed, move);
    };
  }

  /** Whether {@code move} is allowed at {@code altitude} and {@code speed}. */
  public boolean allowed(Altitude altitude, int speed, VerticalMove move) {
    boolean half = altitude.pitch() != Pitch.LEVEL;
    return switch (move) {
      case LEVEL -> !half;
      case CLIMB -> !half && tables.fullLevel(speed).isPresent();
      case DIVE -> !half && tables.fullLevel(speed).isPresent() && altitude.level() > 0;
      case HALF_CLIMB -> !half && tables.halfLevel(speed).isPresent();
      case HALF_DIVE -> !half && tables.halfLevel(speed).isPresent() && altitude.level() > 0;
      case FINISH, HOLD, HOLD_COMBINED -> half;
    };
  }

  /** Why {@code move} is not allowed, naming the rule; empty when it is. */
  public Optional<String> whyNot(Altitude altitude, int speed, VerticalMove move) {
    boolean half = altitude.pitch() != Pitch.LEVEL;
    boolean hold = move == VerticalMove.HOLD || move == VerticalMove.HOLD_COMBINED;
    if (half && move != VerticalMove.FINISH && !hold) {
      return Optional.of(
          "CLIMBING / DIVING: an aircraft leaving its level must FINISH the move or HOLD its level"
              + " this turn, not "
              + move);
    }
    if (!half && (move == VerticalMove.FINISH || hold)) {
      return Optional.of(
          "CLIMBING / DIVING: " + move + " is only for an aircraft in a half-level state");
    }
    return switch (move) {
      case CLIMB, DIVE -> {
        if (tables.fullLevel(speed).isEmpty()) {
          yield Optional.of(
              "CLIMBING / DIVING: a full level cannot be "
                  + (move == VerticalMove.CLIMB ? "climbed" : "dived")
                  + " at speed "
                  + speed
                  + " (x in the table)");
        }
        yield move == VerticalMove.DIVE && altitude.level() == 0
            ? Optional.of("CLIMBING / DIVING: cannot dive below the lowest level")
            : Optional.empty();
      }
      case HALF_CLIMB, HALF_DIVE -> {
        if (tables.halfLevel(speed).isEmpty()) {
          yield Optional.of(
              "CLIMBING / DIVING: no half-level move at speed " + speed + " (no bracket)");
        }
        yield move == VerticalMove.HALF_DIVE && altitude.level() == 0
            ? Optional.of("CLIMBING / DIVING: cannot dive below the lowest level")
            : Optional.empty();
      }
      case FINISH ->
          altitude.pitch() == Pitch.DIVING && altitude.level() == 0
              ? Optional.of("CLIMBING / DIVING: cannot dive below the lowest level")
              : Optional.empty();
      default -> Optional.empty();
    };
  }

  private VerticalPlan full(Altitude altitude, int speed, VerticalMove move) {
    int points = tables.fullLevel(speed).getAsInt();
    boolean up = move == VerticalMove.CLIMB;
    return spending(move, up ? altitude.climb() : altitude.dive(), up, points);
  }

  private VerticalPlan startHalf(Altitude altitude, int speed, VerticalMove move) {
    int points = tables.halfLevel(speed).getAsInt();
    boolean up = move == VerticalMove.HALF_CLIMB;
    return spending(move, altitude.leaving(up ? Pitch.CLIMBING : Pitch.DIVING), up, points);
  }

  /** The points of finishing a half-level move at {@code speed}. */
  private int finishPoints(int speed) {
    OptionalInt half = tables.halfLevel(speed);
    return half.isPresent() ? half.getAsInt() : tables.fullLevel(speed).orElse(1);
  }

  private VerticalPlan finish(Altitude altitude, int speed) {
    int points = finishPoints(speed);
    boolean up = altitude.pitch() == Pitch.CLIMBING;
    return spending(VerticalMove.FINISH, up ? altitude.climb() : altitude.dive(), up, points);
  }

  private VerticalPlan hold(Altitude altitude, int speed, VerticalMove move) {
    int level = Math.min(3, finishPoints(speed));
    return new VerticalPlan(move, Altitude.at(altitude.level()), 0, 0, 0, OptionalInt.of(level));
  }

  /**
   * A climb or dive of {@code points} points: speed falls by them climbing, rises diving, and the
   * movement-point die falls by {@code points - 1}.
   */
  private static VerticalPlan spending(VerticalMove move, Altitude after, boolean up, int points) {
    return new VerticalPlan(
        move, after, up ? -points : points, points, points - 1, OptionalInt.empty());
  }
}
