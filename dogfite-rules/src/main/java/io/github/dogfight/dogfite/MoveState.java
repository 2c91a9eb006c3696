package io.github.dogfight.dogfite;

/**
 * The moving aircraft's movement this turn.
 *
 * @param plan its vertical move
 * @param die its movement-point d6
 * @param movementPoints movement points available
 * @param used movement points used
 */
public record MoveState(VerticalPlan plan, int die, int movementPoints, int used) {
  /** Whether a movement point is left. */
  public boolean hasPointsLeft() {
    return used < movementPoints;
  }
}
