package io.github.dogfight.wildblue;

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
 */
public record ActionStep(
    String actor,
    Optional<Move> move,
    Band startBand,
    int attempts,
    boolean attacked,
    boolean gunnerFired,
    boolean groundAttacked,
    boolean inControl) {
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
   */
  public ActionStep {
    Objects.requireNonNull(actor, "actor");
    Objects.requireNonNull(move, "move");
    Objects.requireNonNull(startBand, "startBand");
  }

  static ActionStep start(String actor, Band band, boolean inControl) {
    return new ActionStep(actor, Optional.empty(), band, 0, false, false, false, inControl);
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
        inControl);
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
        inControl);
  }

  ActionStep attackedNow(boolean ground) {
    return new ActionStep(
        actor, move, startBand, attempts, true, gunnerFired, groundAttacked || ground, inControl);
  }

  ActionStep gunnerFiredNow() {
    return new ActionStep(
        actor, move, startBand, attempts, attacked, true, groundAttacked, inControl);
  }
}
