package io.github.dogfight.dogfite;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The moving aircraft's movement this turn.
 *
 * @param plan its vertical move
 * @param die its movement-point d6
 * @param movementPoints movement points available
 * @param used movement points used
 * @param steps the steps it took, in order (followers in formation replay them)
 * @param aerobaticPoints the aerobatic points it spent this move (followers in formation bet with
 *     twice as many as a penalty)
 * @param pendingHold whether a {@link VerticalMove#HOLD_COMBINED} hold is still to be bet
 */
public record MoveState(
    VerticalPlan plan,
    int die,
    int movementPoints,
    int used,
    List<Step> steps,
    int aerobaticPoints,
    boolean pendingHold) {
  /**
   * Copies the list.
   *
   * @param plan its vertical move
   * @param die its movement-point d6
   * @param movementPoints movement points available
   * @param used movement points used
   * @param steps the steps it took, in order (followers in formation replay them)
   * @param aerobaticPoints the aerobatic points it spent this move (followers in formation bet with
   *     twice as many as a penalty)
   * @param pendingHold whether a {@link VerticalMove#HOLD_COMBINED} hold is still to be bet
   */
  public MoveState {
    Objects.requireNonNull(plan, "plan");
    Objects.requireNonNull(steps, "steps");
    steps = List.copyOf(steps);
  }

  /**
   * A movement just begun.
   *
   * @param plan its vertical move
   * @param die its movement-point d6
   * @param movementPoints movement points available
   * @return the movement
   */
  public static MoveState begun(VerticalPlan plan, int die, int movementPoints) {
    return new MoveState(
        plan, die, movementPoints, 0, List.of(), 0, plan.move() == VerticalMove.HOLD_COMBINED);
  }

  /**
   * Whether a movement point is left.
   *
   * @return whether a movement point is left
   */
  public boolean hasPointsLeft() {
    return used < movementPoints;
  }

  /**
   * This movement after a step that spent {@code aerobatics} points, with {@code newMovementPoints}
   * available (fewer when the step's aerobatics reduced the die); a step that could not move for
   * want of a point leaves none. The step made is added with {@link #withStep}.
   *
   * @param aerobatics aerobatic points spent
   * @param newMovementPoints the movement points now
   * @param moved whether the step moved the aircraft
   * @return the new movement
   */
  public MoveState after(int aerobatics, int newMovementPoints, boolean moved) {
    return new MoveState(
        plan,
        die,
        newMovementPoints,
        moved ? used + 1 : newMovementPoints,
        steps,
        aerobaticPoints + aerobatics,
        pendingHold);
  }

  /**
   * This movement with {@code step} added to the steps made.
   *
   * @param step the step
   * @return the new movement
   */
  public MoveState withStep(Step step) {
    List<Step> s = new ArrayList<>(steps.size() + 1);
    s.addAll(steps);
    s.add(step);
    return new MoveState(plan, die, movementPoints, used, s, aerobaticPoints, pendingHold);
  }

  /**
   * This movement with aerobatic points spent without a step (a bet for edge).
   *
   * @param points aerobatic points spent
   * @return the new movement
   */
  public MoveState withAerobatics(int points) {
    return new MoveState(
        plan, die, movementPoints, used, steps, aerobaticPoints + points, pendingHold);
  }

  /**
   * This movement with the combined hold settled, and its vertical move {@code settled}.
   *
   * @param settled the settled vertical move
   * @return the new movement
   */
  public MoveState holdSettled(VerticalPlan settled) {
    return new MoveState(settled, die, movementPoints, used, steps, aerobaticPoints, false);
  }
}
