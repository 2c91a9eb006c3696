package io.github.dogfight.dogfite;

import java.util.List;

/**
 * The moving aircraft's movement this turn.
 *
 * @param plan its vertical move
 * @param die its movement-point d6
 * @param movementPoints movement points available
 * @param used movement points used
 * @param steps the steps it took, in order (followers in formation replay them)
 * @param stepAerobatics the aerobatic points it spent on each step
 * @param pendingHold whether a {@link VerticalMove#HOLD_COMBINED} hold is still to be bet
 */
public record MoveState(
    VerticalPlan plan,
    int die,
    int movementPoints,
    int used,
    List<Step> steps,
    List<Integer> stepAerobatics,
    boolean pendingHold) {
  /** Copies the lists. */
  public MoveState {
    steps = List.copyOf(steps);
    stepAerobatics = List.copyOf(stepAerobatics);
  }

  /** A movement just begun. */
  public static MoveState begun(VerticalPlan plan, int die, int movementPoints) {
    return new MoveState(
        plan,
        die,
        movementPoints,
        0,
        List.of(),
        List.of(),
        plan.move() == VerticalMove.HOLD_COMBINED);
  }

  /** Whether a movement point is left. */
  public boolean hasPointsLeft() {
    return used < movementPoints;
  }

  /** This movement after a step. */
  public MoveState after(Step step, int aerobatics, int newMovementPoints, boolean moved) {
    List<Step> s = new java.util.ArrayList<>(steps);
    List<Integer> a = new java.util.ArrayList<>(stepAerobatics);
    if (moved) {
      s.add(step);
      a.add(aerobatics);
    }
    return new MoveState(
        plan, die, newMovementPoints, moved ? used + 1 : newMovementPoints, s, a, pendingHold);
  }

  /** This movement with the combined hold settled. */
  public MoveState holdSettled() {
    return new MoveState(plan, die, movementPoints, used, steps, stepAerobatics, false);
  }
}
