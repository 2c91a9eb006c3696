package io.github.dogfight.dogfite.internal.endofturn;

import io.github.dogfight.core.game.Ending;
import io.github.dogfight.dogfite.DogfiteState;
import io.github.dogfight.dogfite.Plane;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Why a Dogfite! engagement ended, read from its last state. The seed (000) says how an aircraft
 * leaves the fight but not when the fight is over: "once all boxes are filled the aircraft is
 * destroyed" (ENGINE CRITICAL HITS), "&lt; 0 = destroyed" (STRESS), a pilot killed, a spin into the
 * ground. The engine ends it at the end of a turn ({@link TurnEnd#finish}) when one side alone has
 * aircraft flying, when none has, or at the turn limit (an assumption: the seed has no limit). The
 * map has no edge, so no aircraft leaves it.
 */
public final class Endings {
  /** One side alone has aircraft flying: every aircraft of the others is out of the fight. */
  public static final String DESTROYED = "destroyed";

  /** No aircraft of any side is left flying (the last went down in the same turn). */
  public static final String ALL_DESTROYED = "all destroyed";

  /** Two sides or more still fly after the last turn ({@code DogfiteState.maxTurns()}). */
  public static final String TURN_LIMIT = "turn limit";

  /** The reasons, in the order a report lists them. */
  public static final List<String> REASONS = List.of(DESTROYED, ALL_DESTROYED, TURN_LIMIT);

  private Endings() {}

  /**
   * How the finished engagement {@code s} ended: a winner means one side alone was left flying; no
   * winner and no aircraft flying, all destroyed; otherwise the turn limit. Survivors are each
   * side's aircraft not out of the fight.
   *
   * @param s a finished engagement
   * @param sides the sides, in the rule set's order
   * @return how it ended
   * @throws IllegalArgumentException when the engagement is not over
   */
  public static Ending of(DogfiteState s, List<String> sides) {
    Objects.requireNonNull(s, "state");
    if (!s.isOver()) {
      throw new IllegalArgumentException(
          "the engagement is not over (turn " + s.turn() + ", " + s.phase() + ")");
    }
    Map<String, Integer> survivors = new LinkedHashMap<>();
    for (String side : sides) {
      survivors.put(side, 0);
    }
    List<Plane> flying = s.inPlay();
    for (Plane p : flying) {
      survivors.merge(p.side(), 1, Integer::sum);
    }
    String reason =
        s.winner().isPresent() ? DESTROYED : flying.isEmpty() ? ALL_DESTROYED : TURN_LIMIT;
    return new Ending(s.winner(), reason, survivors);
  }
}
