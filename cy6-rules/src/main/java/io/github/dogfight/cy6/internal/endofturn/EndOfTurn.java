package io.github.dogfight.cy6.internal.endofturn;

import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.cy6.Cy6Event;
import io.github.dogfight.cy6.Cy6State;
import io.github.dogfight.cy6.Plane;
import io.github.dogfight.cy6.SurfaceTarget;
import io.github.dogfight.cy6.internal.Engine;
import io.github.dogfight.cy6.internal.States;
import java.util.List;
import java.util.Optional;

/**
 * The end of an engagement: when a side has nothing left in the fight, or after the last turn, the
 * engagement ends on victory points.
 */
public final class EndOfTurn {
  private final Engine engine;

  /**
   * The endofturn rules of {@code engine}.
   *
   * @param engine the engine
   */
  public EndOfTurn(Engine engine) {
    this.engine = engine;
  }

  /**
   * Whether the engagement is over: no aircraft in the fight, or a side with nothing left in it (no
   * aircraft in the fight, no AA battery, no surface target standing).
   */
  public static boolean ended(Cy6State s) {
    return s.flying().isEmpty() || outOfTheFight(s).isPresent();
  }

  public static Optional<String> outOfTheFight(Cy6State s) {
    for (String side : s.sides()) {
      boolean in =
          s.flying().stream().anyMatch(p -> p.side().equals(side))
              || s.ground().batteries().stream().anyMatch(b -> b.side().equals(side))
              || s.ground().targets().stream()
                  .anyMatch(t -> t.side().equals(side) && !t.destroyed());
      if (!in) {
        return Optional.of(side);
      }
    }
    return Optional.empty();
  }

  /** Victory points of {@code side}: what the enemy lost in aircraft and surface targets. */
  public int victoryPoints(Cy6State s, String side) {
    int vp = 0;
    for (Plane p : s.planes()) {
      if (!p.side().equals(side)) {
        vp += engine.config().victoryPoints().of(p);
      }
    }
    for (SurfaceTarget t : s.ground().targets()) {
      if (!t.side().equals(side)) {
        vp += engine.config().victoryPoints().of(t);
      }
    }
    return vp;
  }

  public Cy6State end(Cy6State s, List<GameEvent> events) {
    String a = s.sides().get(0);
    String b = s.sides().get(1);
    int va = victoryPoints(s, a);
    int vb = victoryPoints(s, b);
    String why =
        outOfTheFight(s)
            .map(side -> side + " has nothing left in the fight")
            .orElse(
                s.flying().isEmpty()
                    ? "no aircraft left in the fight"
                    : "turn " + s.turn() + " was the last");
    Optional<String> winner = va == vb ? Optional.empty() : Optional.of(va > vb ? a : b);
    String result =
        winner.map(w -> w + " wins").orElse("a draw")
            + " on victory points, "
            + a
            + " "
            + va
            + ", "
            + b
            + " "
            + vb
            + " ("
            + why
            + ")";
    Cy6State over = States.over(s, result, winner);
    events.add(
        new Cy6Event.Happened(
            s.turn(), "end", Optional.empty(), Cy6Event.Kind.END, result, List.of()));
    return over;
  }
}
