package io.github.dogfight.squadron;

import io.github.dogfight.squadron.SquadronCommand.ChooseEscapees;
import io.github.dogfight.squadron.SquadronCommand.DeclareManeuver;
import io.github.dogfight.squadron.SquadronCommand.RemoveFighters;
import io.github.dogfight.squadron.SquadronCommand.SpendSuccesses;
import io.github.dogfight.squadron.SquadronCommand.Strike;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Lists legal commands for the pending decision. Declarations are listed in full. Choices of k
 * aircraft out of n are listed as representative subsets (every command listed is legal, not every
 * legal command is listed): see each method.
 */
final class LegalCommands {
  private LegalCommands() {}

  /** The legal commands of {@code side}, which the pending decision awaits. */
  static List<SquadronCommand> of(SquadronState state, Side side) {
    if (state.pending().isEmpty()) {
      return List.of();
    }
    Pending p = state.pending().get();
    List<SquadronCommand> out = new ArrayList<>();
    if (p instanceof Pending.Declaration) {
      for (Maneuver m : Maneuver.values()) {
        out.add(new DeclareManeuver(side, m));
      }
    } else if (p instanceof Pending.Allocation a) {
      out.addAll(allocations(state, a));
    } else if (p instanceof Pending.Removal r) {
      for (List<String> ids : choices(state.squadron(r.side()).fighters(), r.count())) {
        out.add(new RemoveFighters(r.side(), ids));
      }
    } else if (p instanceof Pending.Escape e) {
      for (List<String> ids :
          choices(SquadronRules.escapable(state.squadron(e.side())), e.count())) {
        out.add(new ChooseEscapees(e.side(), ids));
      }
    }
    return out;
  }

  /**
   * For each number of damage rolls from zero to the most affordable, every special target struck
   * that many times by the first armed fighter, with the rest spent on fighters.
   */
  private static List<SquadronCommand> allocations(SquadronState state, Pending.Allocation a) {
    Side winner = a.side();
    Squadron enemy = state.squadron(winner.opponent());
    String shooter = SquadronRules.armedFighters(state.squadron(winner)).get(0).id();
    Maneuver m = a.maneuver();
    List<SquadronCommand> out = new ArrayList<>();
    int maxStrikes = a.netSuccesses() / m.successesPerDamageRoll();
    for (int strikes = 0; strikes <= maxStrikes; strikes++) {
      int left = a.netSuccesses() - strikes * m.successesPerDamageRoll();
      int fighters = Math.min(left / m.successesPerFighter(), enemy.fighters().size());
      if (strikes == 0) {
        out.add(new SpendSuccesses(winner, fighters, List.of()));
        continue;
      }
      for (Aircraft target : enemy.specials()) {
        List<Strike> list = new ArrayList<>();
        for (int i = 0; i < strikes; i++) {
          list.add(new Strike(target.id(), shooter));
        }
        out.add(new SpendSuccesses(winner, fighters, list));
      }
    }
    return out;
  }

  /**
   * Up to three distinct choices of {@code count} aircraft: the first ones in squadron order, the
   * last ones, and the lowest Handling first.
   */
  static List<List<String>> choices(List<Aircraft> candidates, int count) {
    Set<List<String>> out = new LinkedHashSet<>();
    out.add(ids(candidates.subList(0, count)));
    out.add(ids(candidates.subList(candidates.size() - count, candidates.size())));
    List<Aircraft> byHandling = new ArrayList<>(candidates);
    byHandling.sort(Comparator.comparingInt((Aircraft x) -> x.type().handling()));
    out.add(ids(byHandling.subList(0, count)));
    return new ArrayList<>(out);
  }

  private static List<String> ids(List<Aircraft> list) {
    return list.stream().map(Aircraft::id).toList();
  }
}
