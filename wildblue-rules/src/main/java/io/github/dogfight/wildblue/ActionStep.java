package io.github.dogfight.wildblue;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * How far the acting plane (or ground unit) has got in its action: "Aircraft MUST move each
 * action"; then the move half's attempts at advantage ("ONE advantage per 'move,' so if you forgo
 * attack, you may attempt to gain multiple advantage dice"), the attack, and stunts.
 *
 * @param actor the plane or ground unit acting
 * @param move the move flown, once flown
 * @param startBand the band the action began in ("Must start in a higher zone than opponent")
 * @param attempts advantage attempts made
 * @param attacked whether the pilot has attacked (guns, bombs, Immelman or ram) or forgone it
 * @param gunnerFired whether the gunner has fired
 * @param groundAttacked whether a ground target was attacked (Wingover's prerequisite)
 * @param inControl whether the plane began the action in control
 * @param stunts the stunts its pilot has flown in this action, in order ("A pilot flying at Top
 *     speed may take no other action")
 */
public record ActionStep(
    String actor,
    Optional<Move> move,
    Band startBand,
    int attempts,
    boolean attacked,
    boolean gunnerFired,
    boolean groundAttacked,
    boolean inControl,
    List<Stunt> stunts) {
  /**
   * Checks the arguments.
   *
   * @param actor the plane or ground unit acting
   * @param move the move flown, once flown
   * @param startBand the band the action began in ("Must start in a higher zone than opponent")
   * @param attempts advantage attempts made
   * @param attacked whether the pilot has attacked (guns, bombs, Immelman or ram) or forgone it
   * @param gunnerFired whether the gunner has fired
   * @param groundAttacked whether a ground target was attacked (Wingover's prerequisite)
   * @param inControl whether the plane began the action in control
   * @param stunts the stunts its pilot has flown in this action, in order
   */
  public ActionStep {
    Objects.requireNonNull(actor, "actor");
    Objects.requireNonNull(move, "move");
    Objects.requireNonNull(startBand, "startBand");
    Objects.requireNonNull(stunts, "stunts");
    stunts = List.copyOf(stunts);
  }

  /**
   * An action step in which no stunt has been flown yet.
   *
   * @param actor the plane or ground unit acting
   * @param move the move flown, once flown
   * @param startBand the band the action began in
   * @param attempts advantage attempts made
   * @param attacked whether the pilot has attacked (guns, bombs, Immelman or ram) or forgone it
   * @param gunnerFired whether the gunner has fired
   * @param groundAttacked whether a ground target was attacked (Wingover's prerequisite)
   * @param inControl whether the plane began the action in control
   */
  public ActionStep(
      String actor,
      Optional<Move> move,
      Band startBand,
      int attempts,
      boolean attacked,
      boolean gunnerFired,
      boolean groundAttacked,
      boolean inControl) {
    this(
        actor,
        move,
        startBand,
        attempts,
        attacked,
        gunnerFired,
        groundAttacked,
        inControl,
        List.of());
  }

  /**
   * The start of the action of {@code actor}: nothing done yet.
   *
   * @param actor the plane or ground unit acting
   * @param startBand the band it starts in
   * @param inControl whether it is in control
   * @return the start of the action
   */
  public static ActionStep start(String actor, Band startBand, boolean inControl) {
    return new ActionStep(actor, Optional.empty(), startBand, 0, false, false, false, inControl);
  }

  /**
   * This step with {@code stunt} flown.
   *
   * @param stunt the stunt
   * @return the step after it
   */
  public ActionStep flewStunt(Stunt stunt) {
    List<Stunt> more = new ArrayList<>(stunts);
    more.add(stunt);
    return new ActionStep(
        actor, move, startBand, attempts, attacked, gunnerFired, groundAttacked, inControl, more);
  }

  /**
   * Whether the plane has moved.
   *
   * @return whether the plane has moved
   */
  public boolean flown() {
    return move.isPresent();
  }

  /**
   * This step with the move made.
   *
   * @param m the move
   * @return the step after it
   */
  public ActionStep flew(Move m) {
    return new ActionStep(
        actor,
        Optional.of(m),
        startBand,
        attempts,
        attacked,
        gunnerFired,
        groundAttacked,
        inControl,
        stunts);
  }

  /**
   * This step with one more attempt at advantage.
   *
   * @param forgoAttack whether the attempt forgoes the attack
   * @return the step after it
   */
  public ActionStep attempted(boolean forgoAttack) {
    return new ActionStep(
        actor,
        move,
        startBand,
        attempts + 1,
        attacked || forgoAttack,
        gunnerFired,
        groundAttacked,
        inControl,
        stunts);
  }

  /**
   * This step with the attack made.
   *
   * @param ground whether it was at a ground target
   * @return the step after it
   */
  public ActionStep attackedNow(boolean ground) {
    return new ActionStep(
        actor,
        move,
        startBand,
        attempts,
        true,
        gunnerFired,
        groundAttacked || ground,
        inControl,
        stunts);
  }

  /**
   * This step with the gunner's shot fired.
   *
   * @return the step after it
   */
  public ActionStep gunnerFiredNow() {
    return new ActionStep(
        actor, move, startBand, attempts, attacked, true, groundAttacked, inControl, stunts);
  }
}
