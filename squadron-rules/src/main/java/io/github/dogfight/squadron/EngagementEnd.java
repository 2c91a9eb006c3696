package io.github.dogfight.squadron;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** How an engagement stands after a Squadron Phase: the host's changes checked, and its end. */
final class EngagementEnd {
  private EngagementEnd() {}

  static void checkCombatResult(SquadronState before, CombatPhase.CombatPhaseResult r) {
    for (Side side : Side.values()) {
      Squadron old = before.squadron(side);
      Squadron now = side == Side.WHITE ? r.white() : r.black();
      List<String> oldIds = ids(old.aircraft());
      if (now.side() != side || !ids(now.aircraft()).equals(oldIds)) {
        throw new IllegalStateException(
            "the Combat Phase may change aircraft status and damage, not add, drop or reorder"
                + " aircraft or change sides");
      }
    }
  }

  static Optional<String> winner(SquadronState s) {
    boolean whiteIn = !s.white().inFight().isEmpty();
    boolean blackIn = !s.black().inFight().isEmpty();
    if (whiteIn == blackIn) {
      return Optional.empty();
    }
    return Optional.of(whiteIn ? s.white().name() : s.black().name());
  }

  static Optional<String> result(SquadronState s) {
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
