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

  static ActionStep start(String actor, Band band, boolean inControl) {
    return new ActionStep(actor, Optional.empty(), band, 0, false, false, false, inControl);
  }

  ActionStep flewStunt(Stunt stunt) {
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

  ActionStep flew(Move m) {
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

  ActionStep attempted(boolean forgoAttack) {
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

  ActionStep attackedNow(boolean ground) {
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

  ActionStep gunnerFiredNow() {
    return new ActionStep(
        actor, move, startBand, attempts, attacked, true, groundAttacked, inControl, stunts);
  }
}
