package io.github.dogfight.dogfite.internal;

import io.github.dogfight.core.hex.Arc;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.Placement;
import java.util.Optional;

/**
 * The edge rules of rules 000 (TARGETING / EDGE ADJUSTMENT, EDGE RECORDING) as functions.
 *
 * <ul>
 *   <li>A new target resets edge to 0, except that a new target that holds an edge on this aircraft
 *       starts it at the negative of that edge.
 *   <li>Carryover: the edge is divided by the range in hexes, plus one per two levels of altitude
 *       difference; none if the target is behind. Assumptions: range counts at least 1 (the same
 *       hex), division rounds toward zero, and "behind" is the rear arc of {@link Arc} (an aircraft
 *       in a hex middle has no behind).
 *   <li>Recording during movement: aircraft targeting the mover subtract the mover's bonus in full
 *       when the mover targets them, a quarter (rounded up) when it targets someone else, half
 *       (rounded up) when it has no target.
 *   <li>At the end of the movement phase edge is at most 10.
 *   <li>Tailing: a tailing aircraft adds its whole edge to its initiative when its target has a
 *       target, half rounded up when it has none. Assumption: a negative edge adds nothing.
 * </ul>
 */
public final class EdgeRules {
  /** "The maximum edge amount that can be held at the end of the movement phase is 10." */
  public static final int MAX_EDGE = 10;

  private EdgeRules() {}

  /**
   * The edge on a newly chosen target: 0, or minus the edge the new target already holds on this
   * aircraft.
   */
  public static int newTargetEdge(Optional<Integer> targetsEdgeOnMe) {
    return targetsEdgeOnMe.map(e -> -e).orElse(0);
  }

  /** The edge carried over on the same target. */
  public static int carryover(int edge, Placement me, Placement target) {
    if (isBehind(me.position(), target.position().hex())) {
      return 0;
    }
    int range = Math.max(1, me.position().hex().distance(target.position().hex()));
    range += Math.abs(me.altitude().levelsAbove(target.altitude())) / 2;
    return edge / range;
  }

  private static boolean isBehind(HexPosition me, Hex target) {
    return Arc.of(me, target).map(a -> a == Arc.REAR).orElse(false);
  }

  /** How the mover relates to an aircraft that targets it. */
  public enum MoverTarget {
    /** The mover targets this pursuer. */
    THE_PURSUER,
    /** The mover targets another aircraft. */
    ANOTHER,
    /** The mover has no target. */
    NONE
  }

  /** The edge a pursuer loses when the aircraft it targets gains {@code bonus}. */
  public static int pursuerLoss(int bonus, MoverTarget moverTarget) {
    if (bonus <= 0) {
      return 0;
    }
    return switch (moverTarget) {
      case THE_PURSUER -> bonus;
      case ANOTHER -> (bonus + 3) / 4;
      case NONE -> (bonus + 1) / 2;
    };
  }

  /** Edge capped at the end of the movement phase. */
  public static int capAtEndOfMovement(int edge) {
    return Math.min(MAX_EDGE, edge);
  }

  /** The initiative bonus of a tailing aircraft. */
  public static int tailingBonus(int edge, boolean targetHasTarget) {
    if (edge <= 0) {
      return 0;
    }
    return targetHasTarget ? edge : (edge + 1) / 2;
  }
}
