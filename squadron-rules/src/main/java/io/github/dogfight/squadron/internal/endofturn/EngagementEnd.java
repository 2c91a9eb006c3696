package io.github.dogfight.squadron.internal.endofturn;

import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.squadron.Aircraft;
import io.github.dogfight.squadron.CombatPhase;
import io.github.dogfight.squadron.Side;
import io.github.dogfight.squadron.Squadron;
import io.github.dogfight.squadron.SquadronEvent.AircraftEscaped;
import io.github.dogfight.squadron.SquadronRules;
import io.github.dogfight.squadron.SquadronState;
import io.github.dogfight.squadron.Status;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** How an engagement stands after a Squadron Phase: the host's changes checked, and its end. */
public final class EngagementEnd {
  private EngagementEnd() {}

  /**
   * Checks that the host's Combat Phase only changed aircraft status and damage.
   *
   * @param before the state before it
   * @param r what it did
   * @throws IllegalStateException if it added, dropped or reordered aircraft or changed sides
   */
  public static void checkCombatResult(SquadronState before, CombatPhase.CombatPhaseResult r) {
    for (Side side : Side.values()) {
      Squadron old = before.squadron(side);
      Squadron now = side == Side.WHITE ? r.white() : r.black();
      if (now == old) {
        continue;
      }
      List<String> oldIds = ids(old.aircraft());
      if (now.side() != side || !ids(now.aircraft()).equals(oldIds)) {
        throw new IllegalStateException(
            "the Combat Phase may change aircraft status and damage, not add, drop or reorder"
                + " aircraft or change sides");
      }
    }
  }

  /**
   * The squadron still in the fight when the other has none left.
   *
   * @param s the state
   * @return its name; empty while both or neither are in the fight
   */
  public static Optional<String> winner(SquadronState s) {
    boolean whiteIn = !s.white().inFight().isEmpty();
    boolean blackIn = !s.black().inFight().isEmpty();
    if (whiteIn == blackIn) {
      return Optional.empty();
    }
    return Optional.of(whiteIn ? s.white().name() : s.black().name());
  }

  /**
   * How the engagement ended, in words, once a side has no aircraft left in the fight.
   *
   * @param s the state
   * @return the result; empty while both sides are in the fight
   */
  public static Optional<String> result(SquadronState s) {
    boolean whiteOut = s.white().inFight().isEmpty();
    boolean blackOut = s.black().inFight().isEmpty();
    if (!whiteOut && !blackOut) {
      return Optional.empty();
    }
    if (whiteOut && blackOut) {
      return Optional.of(
          "neither squadron has aircraft left in the fight ("
              + tally(s.white())
              + "; "
              + tally(s.black())
              + ")");
    }
    Squadron out = whiteOut ? s.white() : s.black();
    Squadron holds = whiteOut ? s.black() : s.white();
    return Optional.of(
        holds.name()
            + " holds the sky with "
            + holds.inFight().size()
            + " aircraft; "
            + out.name()
            + " has none left in the fight ("
            + tally(out)
            + ")");
  }

  /**
   * Whether a squadron has no aircraft left in the fight after this round's Squadron Phase because
   * its own Escape took the last of them out of the battle in this step ({@code told}).
   *
   * @param afterPhase the state after the Squadron Phase, before the host's Combat Phase
   * @param told the events of the step
   * @return whether the squadron out of the fight went out by escaping
   */
  public static boolean escapedOut(SquadronState afterPhase, List<GameEvent> told) {
    for (Side side : Side.values()) {
      if (afterPhase.squadron(side).inFight().isEmpty()) {
        for (GameEvent e : told) {
          if (e instanceof AircraftEscaped a && a.side() == side) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /**
   * Why the engagement ends in {@code s}, at the end of a round (meaningful once it does): both
   * squadrons out, one out by its own Escape ({@code escapedOut}), one out by removal or shooting
   * down, or else the round limit.
   *
   * @param s the state after the round
   * @param escapedOut whether the squadron out of the fight went out by escaping this round
   * @return the reason, one of {@link SquadronRules#endReasons()}
   */
  public static String reason(SquadronState s, boolean escapedOut) {
    boolean whiteOut = s.white().inFight().isEmpty();
    boolean blackOut = s.black().inFight().isEmpty();
    if (whiteOut && blackOut) {
      return SquadronRules.BOTH_OUT;
    }
    if (whiteOut || blackOut) {
      return escapedOut ? SquadronRules.ESCAPED : SquadronRules.REMOVED;
    }
    return SquadronRules.TURN_LIMIT;
  }

  private static String tally(Squadron sq) {
    Map<Status, Integer> counts = new LinkedHashMap<>();
    for (Status st : Status.values()) {
      if (st != Status.IN_FIGHT && sq.count(st) > 0) {
        counts.put(st, sq.count(st));
      }
    }
    List<String> parts = new ArrayList<>();
    counts.forEach(
        (st, n) ->
            parts.add(n + " " + st.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ')));
    return sq.name() + ": " + (parts.isEmpty() ? "none lost" : String.join(", ", parts));
  }

  private static List<String> ids(List<Aircraft> aircraft) {
    return aircraft.stream().map(Aircraft::id).toList();
  }
}
