package io.github.dogfight.cy6.internal.endofturn;

import io.github.dogfight.core.game.Ending;
import io.github.dogfight.cy6.Cy6State;
import io.github.dogfight.cy6.Plane;
import io.github.dogfight.cy6.SurfaceTarget;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Why a Check Your 6! engagement ended, read from its last state. Rules 002 gives the ways out of
 * the fight, not the end: aircraft destroyed by hits and flak, "The aircraft must immediately
 * attempt to exit the board by dive" (*O), "pass plane must abort", the board exit check (A7.2),
 * and a surface target that "can take a number of hits as defined by the scenario before it is
 * damaged/destroyed". The engine ends the engagement ({@link EndOfTurn}) when a side has nothing
 * left in the fight (no aircraft flying, no AA battery, no surface target standing), when no
 * aircraft of either side flies, or after the last turn (the scenario's length, {@code
 * Cy6Config.maxTurns()}), and the winner is decided on victory points.
 */
public final class Endings {
  /**
   * A side has nothing left in the fight and every aircraft of it was destroyed (none left the map;
   * it had no surface target).
   */
  public static final String DESTROYED = "destroyed";

  /**
   * A side has nothing left in the fight and at least one of its aircraft left the map (bombers
   * gone home, an abort, an exit by dive): not all of it was shot down.
   */
  public static final String LEFT_THE_MAP = "left the map";

  /**
   * A side has nothing left in the fight and it had surface targets, every one now destroyed: the
   * strike's mission was done.
   */
  public static final String TARGETS_DESTROYED = "targets destroyed";

  /** No aircraft of either side flies, while both still have batteries or targets. */
  public static final String NO_AIRCRAFT_LEFT = "no aircraft left";

  /** Both sides are still in the fight after the last turn. */
  public static final String TURN_LIMIT = "turn limit";

  /** The reasons, in the order a report lists them. */
  public static final List<String> REASONS =
      List.of(DESTROYED, LEFT_THE_MAP, TARGETS_DESTROYED, NO_AIRCRAFT_LEFT, TURN_LIMIT);

  private Endings() {}

  /**
   * How the finished engagement {@code s} ended: the side out of the fight the result names (the
   * first of {@link Cy6State#sides()} with nothing left) by what it had, else no aircraft left,
   * else the turn limit. Survivors are each side's aircraft still flying (not destroyed, not gone
   * off the map); the winner, on victory points, may have none.
   *
   * @param s a finished engagement
   * @return how it ended
   * @throws IllegalArgumentException when the engagement is not over
   */
  public static Ending of(Cy6State s) {
    Objects.requireNonNull(s, "state");
    if (!s.isOver()) {
      throw new IllegalArgumentException(
          "the engagement is not over (turn " + s.turn() + ", " + s.phase() + ")");
    }
    Map<String, Integer> survivors = new LinkedHashMap<>();
    for (String side : s.sides()) {
      survivors.put(side, 0);
    }
    for (Plane p : s.flying()) {
      survivors.merge(p.side(), 1, Integer::sum);
    }
    return new Ending(s.winner(), reason(s), survivors);
  }

  private static String reason(Cy6State s) {
    Optional<String> out = EndOfTurn.outOfTheFight(s);
    if (out.isEmpty()) {
      return s.flying().isEmpty() ? NO_AIRCRAFT_LEFT : TURN_LIMIT;
    }
    String side = out.get();
    for (SurfaceTarget t : s.ground().targets()) {
      if (t.side().equals(side)) {
        return TARGETS_DESTROYED;
      }
    }
    for (Plane p : s.planes()) {
      if (p.side().equals(side) && p.status() == Plane.State.EXITED) {
        return LEFT_THE_MAP;
      }
    }
    return DESTROYED;
  }
}
