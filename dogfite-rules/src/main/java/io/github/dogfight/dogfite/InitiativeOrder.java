package io.github.dogfight.dogfite;

import io.github.dogfight.core.dice.RollOff;
import io.github.dogfight.core.dice.Roller;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The movement order of a turn (seed 000, INITIATIVE and EDGE ADJUSTMENT TO INITIATIVE).
 *
 * <ol>
 *   <li>Posted initiative: 1d10 (0-9) + experience + speed modifier. Ties go to the higher
 *       experience, then altitude, then speed, then a d6 roll-off.
 *   <li>Spinning aircraft move first, then aircraft with a target in initiative order, each
 *       followed immediately by the aircraft tailing it, then aircraft without a target.
 *   <li>An aircraft tails its target when its posted initiative plus its tailing bonus (whole edge
 *       if the target has a target, half rounded up if not) exceeds the target's posted initiative;
 *       tailing chains follow; a cycle of tailing aircraft is broken by a d6 roll-off whose winner
 *       goes first, the others following in tailing order.
 * </ol>
 *
 * <p>Assumptions: within each group aircraft move from low to high initiative, as the seed says of
 * spinning aircraft (moving later lets a pilot react, which is why tailing moves an aircraft after
 * its target); "ties go to" an aircraft means it moves later; several aircraft tailing the same
 * target follow it in initiative order; tailing bonuses are only used when positive.
 *
 * @param order aircraft ids in movement order
 * @param tailing each tailing aircraft and the aircraft it follows
 */
public record InitiativeOrder(List<String> order, Map<String, String> tailing) {
  /** Copies the collections. */
  public InitiativeOrder {
    order = List.copyOf(order);
    tailing = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(tailing));
  }

  /**
   * Orders {@code entries}, rolling d6 roll-offs with {@code roller} for full ties and for tailing
   * cycles.
   *
   * @throws IllegalArgumentException if two entries share an id
   */
  public static InitiativeOrder of(List<InitiativeEntry> entries, Roller roller) {
    Map<String, InitiativeEntry> byId = new LinkedHashMap<>();
    for (InitiativeEntry e : entries) {
      if (byId.put(e.id(), e) != null) {
        throw new IllegalArgumentException("duplicate aircraft id '" + e.id() + "' in initiative");
      }
    }
    List<InitiativeEntry> ranked = rank(entries, roller);

    Map<String, String> tails = new LinkedHashMap<>();
    for (InitiativeEntry a : ranked) {
      if (a.spinning() || a.target().isEmpty()) {
        continue;
      }
      InitiativeEntry x = byId.get(a.target().get());
      if (x == null || x.id().equals(a.id())) {
        continue;
      }
      int adjusted = a.posted() + EdgeRules.tailingBonus(a.edge(), x.target().isPresent());
      if (adjusted > x.posted()) {
        tails.put(a.id(), x.id());
      }
    }
    breakCycles(ranked, tails, roller);

    Map<String, List<String>> followers = new HashMap<>();
    for (InitiativeEntry a : ranked) {
      String followed = tails.get(a.id());
      if (followed != null) {
        followers.computeIfAbsent(followed, k -> new ArrayList<>()).add(a.id());
      }
    }
    List<String> order = new ArrayList<>(entries.size());
    for (int group = 0; group < 3; group++) {
      for (InitiativeEntry e : ranked) {
        if (!tails.containsKey(e.id()) && group(e) == group) {
          place(e.id(), followers, order);
        }
      }
    }
    return new InitiativeOrder(order, tails);
  }

  private static int group(InitiativeEntry e) {
    if (e.spinning()) {
      return 0;
    }
    return e.target().isPresent() ? 1 : 2;
  }

  private static void place(String id, Map<String, List<String>> followers, List<String> order) {
    order.add(id);
    for (String f : followers.getOrDefault(id, List.of())) {
      place(f, followers, order);
    }
  }

  /** Ascending initiative with the seed's tie-breaks, full ties settled by d6 roll-offs. */
  private static List<InitiativeEntry> rank(List<InitiativeEntry> entries, Roller roller) {
    Comparator<InitiativeEntry> seedOrder =
        Comparator.comparingInt(InitiativeEntry::posted)
            .thenComparingInt(InitiativeEntry::experience)
            .thenComparingInt(InitiativeEntry::altitudeLevel)
            .thenComparingInt(InitiativeEntry::speed);
    List<InitiativeEntry> sorted = new ArrayList<>(entries);
    sorted.sort(seedOrder.thenComparing(InitiativeEntry::id));
    List<InitiativeEntry> out = new ArrayList<>(sorted.size());
    int i = 0;
    while (i < sorted.size()) {
      int j = i + 1;
      while (j < sorted.size() && seedOrder.compare(sorted.get(i), sorted.get(j)) == 0) {
        j++;
      }
      List<InitiativeEntry> tied = new ArrayList<>(sorted.subList(i, j));
      List<InitiativeEntry> settled = new ArrayList<>();
      // Each roll-off winner takes the tie: it moves later than those still tied.
      while (tied.size() > 1) {
        int winner =
            roller.roll(new RollOff(tied.size()), "initiative tie roll-off " + ids(tied)).result()
                - 1;
        settled.add(0, tied.remove(winner));
      }
      out.addAll(tied);
      out.addAll(settled);
      i = j;
    }
    return out;
  }

  /** Removes one tailing link from every cycle: the roll-off winner goes first. */
  private static void breakCycles(
      List<InitiativeEntry> ranked, Map<String, String> tails, Roller roller) {
    Set<String> done = new HashSet<>();
    for (InitiativeEntry start : ranked) {
      List<String> path = new ArrayList<>();
      String cur = start.id();
      while (cur != null && !done.contains(cur) && !path.contains(cur)) {
        path.add(cur);
        cur = tails.get(cur);
      }
      if (cur != null && path.contains(cur)) {
        List<String> cycle = new ArrayList<>(path.subList(path.indexOf(cur), path.size()));
        cycle.sort(Comparator.naturalOrder());
        int winner =
            roller.roll(new RollOff(cycle.size()), "tailing circle roll-off " + cycle).result() - 1;
        tails.remove(cycle.get(winner));
      }
      done.addAll(path);
    }
  }

  private static List<String> ids(List<InitiativeEntry> list) {
    return list.stream().map(InitiativeEntry::id).toList();
  }

  /** The aircraft {@code id} follows, if it is tailing. */
  public Optional<String> follows(String id) {
    return Optional.ofNullable(tailing.get(id));
  }
}
