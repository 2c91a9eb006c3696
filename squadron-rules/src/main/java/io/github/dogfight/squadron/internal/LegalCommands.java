package io.github.dogfight.squadron.internal;

import io.github.dogfight.squadron.Aircraft;
import io.github.dogfight.squadron.AircraftType;
import io.github.dogfight.squadron.Maneuver;
import io.github.dogfight.squadron.Pending;
import io.github.dogfight.squadron.Side;
import io.github.dogfight.squadron.Squadron;
import io.github.dogfight.squadron.SquadronCommand;
import io.github.dogfight.squadron.SquadronCommand.ChooseEscapees;
import io.github.dogfight.squadron.SquadronCommand.DeclareManeuver;
import io.github.dogfight.squadron.SquadronCommand.RemoveFighters;
import io.github.dogfight.squadron.SquadronCommand.SpendSuccesses;
import io.github.dogfight.squadron.SquadronCommand.Strike;
import io.github.dogfight.squadron.SquadronConfig;
import io.github.dogfight.squadron.SquadronState;
import io.github.dogfight.squadron.internal.Interchangeable.Kind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Lists legal commands for the pending decision, completely up to interchangeable aircraft ({@link
 * Interchangeable}): every command {@code apply} accepts has a listed command with the same key,
 * and no two listed commands share a key. Declarations are listed in full; a choice of aircraft is
 * listed once per count of each class, naming the first aircraft of each class in squadron order; a
 * spending is listed once per number of fighters, number of damage rolls and allocation of the
 * damage rolls to classes of targets and types of shooters. When damage rolls are made one at a
 * time (the default, {@link SquadronConfig#damageRollsTogether()} false) a spending is either
 * fighters alone or one damage roll, so the list holds at most one command per number of fighters
 * plus one per class of target and type of shooter.
 */
public final class LegalCommands {
  private static final List<SquadronCommand> WHITE_DECLARES = declarations(Side.WHITE);
  private static final List<SquadronCommand> BLACK_DECLARES = declarations(Side.BLACK);

  private LegalCommands() {}

  private static List<SquadronCommand> declarations(Side side) {
    List<SquadronCommand> out = new ArrayList<>();
    for (Maneuver m : Maneuver.values()) {
      out.add(new DeclareManeuver(side, m));
    }
    return List.copyOf(out);
  }

  /**
   * The legal commands of {@code side}, which the pending decision awaits.
   *
   * @param state the state
   * @param side the side
   * @param oneRollAtATime whether damage rolls are made one at a time
   * @return its legal commands
   */
  public static List<SquadronCommand> of(SquadronState state, Side side, boolean oneRollAtATime) {
    if (state.pending().isEmpty()) {
      return List.of();
    }
    Pending p = state.pending().get();
    List<SquadronCommand> out = new ArrayList<>();
    if (p instanceof Pending.Declaration) {
      return side == Side.WHITE ? WHITE_DECLARES : BLACK_DECLARES;
    }
    if (p instanceof Pending.Allocation a) {
      out.addAll(allocations(state, a, oneRollAtATime));
    } else if (p instanceof Pending.Removal r) {
      for (List<String> ids : choices(state.squadron(r.side()).fighters(), r.count())) {
        out.add(new RemoveFighters(r.side(), ids));
      }
    } else if (p instanceof Pending.Escape e) {
      for (List<String> ids : choices(Forces.escapable(state.squadron(e.side())), e.count())) {
        out.add(new ChooseEscapees(e.side(), ids));
      }
    }
    return out;
  }

  /**
   * Every spending of the net successes: for each number of damage rolls from zero to the most
   * affordable, each number of fighters from the most affordable (and available) down to none (the
   * winner may leave successes unspent), and each allocation of the damage rolls to the enemy's
   * special aircraft by class and to the winner's armed fighters by type.
   */
  private static List<SquadronCommand> allocations(
      SquadronState state, Pending.Allocation a, boolean oneRollAtATime) {
    Side winner = a.side();
    Squadron enemy = state.squadron(winner.opponent());
    Maneuver m = a.maneuver();
    List<List<Strike>> none = List.of(List.of());
    List<SquadronCommand> out = new ArrayList<>();
    int maxStrikes =
        Math.min(
            oneRollAtATime ? 1 : Integer.MAX_VALUE, a.netSuccesses() / m.successesPerDamageRoll());
    for (int strikes = 0; strikes <= maxStrikes; strikes++) {
      int left = a.netSuccesses() - strikes * m.successesPerDamageRoll();
      int most = Math.min(left / m.successesPerFighter(), enemy.fighters().size());
      List<List<Strike>> allocations =
          strikes == 0 ? none : strikes(enemy, state.squadron(winner), strikes);
      if (oneRollAtATime && strikes > 0) {
        // One damage roll, rolled at once; what is left is spent by the next command.
        most = 0;
      }
      for (int fighters = most; fighters >= 0; fighters--) {
        for (List<Strike> list : allocations) {
          out.add(new SpendSuccesses(winner, fighters, list));
        }
      }
    }
    return out;
  }

  /**
   * Every way to make {@code count} damage rolls at {@code enemy}'s special aircraft with {@code
   * own}'s armed fighters, up to interchangeable aircraft: a multiset of groups, each group the
   * strikes at one target (a class of special aircraft, at most as many groups of a class as it has
   * aircraft) by a multiset of shooter types. Groups of a class go to its aircraft in squadron
   * order; each type shoots with its first armed fighter.
   */
  static List<List<Strike>> strikes(Squadron enemy, Squadron own, int count) {
    List<Map.Entry<Kind, List<Aircraft>>> targets =
        new ArrayList<>(Interchangeable.classes(enemy.specials()).entrySet());
    Map<AircraftType, Aircraft> shooters = new LinkedHashMap<>();
    for (Aircraft a : Forces.armedFighters(own)) {
      shooters.putIfAbsent(a.type(), a);
    }
    List<String> shooterIds = shooters.values().stream().map(Aircraft::id).toList();
    List<Option> options = new ArrayList<>();
    for (int t = 0; t < targets.size(); t++) {
      for (int size = 1; size <= count; size++) {
        for (List<String> team : multisets(shooterIds, size)) {
          options.add(new Option(t, team));
        }
      }
    }
    List<List<Strike>> out = new ArrayList<>();
    pick(options, 0, count, new int[targets.size()], targets, new ArrayList<>(), out);
    return out;
  }

  /** One group: target class {@code target} struck by the shooters {@code team}. */
  private record Option(int target, List<String> team) {}

  private static void pick(
      List<Option> options,
      int from,
      int left,
      int[] used,
      List<Map.Entry<Kind, List<Aircraft>>> targets,
      List<Option> chosen,
      List<List<Strike>> out) {
    if (left == 0) {
      out.add(strikesOf(chosen, targets));
      return;
    }
    for (int i = from; i < options.size(); i++) {
      Option o = options.get(i);
      if (o.team().size() > left || used[o.target()] == targets.get(o.target()).getValue().size()) {
        continue;
      }
      used[o.target()]++;
      chosen.add(o);
      pick(options, i, left - o.team().size(), used, targets, chosen, out);
      chosen.remove(chosen.size() - 1);
      used[o.target()]--;
    }
  }

  private static List<Strike> strikesOf(
      List<Option> chosen, List<Map.Entry<Kind, List<Aircraft>>> targets) {
    int[] next = new int[targets.size()];
    List<Strike> out = new ArrayList<>();
    for (Option o : chosen) {
      String target = targets.get(o.target()).getValue().get(next[o.target()]++).id();
      for (String shooter : o.team()) {
        out.add(new Strike(target, shooter));
      }
    }
    return out;
  }

  /** The multisets of {@code size} items of {@code items}, each as a non-decreasing list. */
  private static List<List<String>> multisets(List<String> items, int size) {
    List<List<String>> out = new ArrayList<>();
    multisets(items, 0, size, new ArrayList<>(), out);
    return out;
  }

  private static void multisets(
      List<String> items, int from, int size, List<String> chosen, List<List<String>> out) {
    if (size == 0) {
      out.add(List.copyOf(chosen));
      return;
    }
    for (int i = from; i < items.size(); i++) {
      chosen.add(items.get(i));
      multisets(items, i, size - 1, chosen, out);
      chosen.remove(chosen.size() - 1);
    }
  }

  /**
   * Every choice of {@code count} of {@code candidates} up to interchangeable aircraft: one per way
   * to take that many by class (the most of the first class first), naming the first aircraft of
   * each class in order.
   */
  static List<List<String>> choices(List<Aircraft> candidates, int count) {
    List<List<Aircraft>> classes = new ArrayList<>(Interchangeable.classes(candidates).values());
    List<List<String>> out = new ArrayList<>();
    choose(classes, 0, count, new ArrayList<>(), out);
    return out;
  }

  private static void choose(
      List<List<Aircraft>> classes,
      int index,
      int left,
      List<String> chosen,
      List<List<String>> out) {
    if (left == 0) {
      out.add(List.copyOf(chosen));
      return;
    }
    if (index == classes.size()) {
      return;
    }
    List<Aircraft> members = classes.get(index);
    for (int take = Math.min(left, members.size()); take >= 0; take--) {
      for (int i = 0; i < take; i++) {
        chosen.add(members.get(i).id());
      }
      choose(classes, index + 1, left - take, chosen, out);
      for (int i = 0; i < take; i++) {
        chosen.remove(chosen.size() - 1);
      }
    }
  }
}
