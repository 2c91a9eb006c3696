package io.github.dogfight.dogfite.internal.targeting;

import io.github.dogfight.core.dice.RollOff;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.dogfite.internal.EdgeRules;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The movement order of a turn (seed 000, INITIATIVE and EDGE ADJUSTMENT TO INITIATIVE).
 *
 * <ol>
 *   <li>Posted initiative: 1d10 (0-9) + experience + speed modifier. "Ties go (in order) to the
 *       higher experience, higher altitude, and higher speed. If still tied, resolve by a simple d6
 *       roll-off."
 *   <li>"First to move (in low to high order) are spinning aircraft. Then, aircraft that are
 *       targeting move in initiative order (followed immediately by any aircraft that are targeting
 *       them). Lastly, aircraft that have no declared target move in order of initiative."
 *   <li>An aircraft whose posted initiative beats its target's is one of those "targeting them": it
 *       moves immediately after its target ("The tailing rule has no effect on the initiative of
 *       aircraft whose original rolls ... exceed that of their targets: they are moved immediately
 *       after their target"); chains of them follow each other.
 *   <li>An aircraft whose posted initiative does not beat its target's, but would with its tailing
 *       bonus (its whole edge if the target has a target, half rounded up if not), keeps its own
 *       place and {@link #mayTail may tail}: the edge "may be added", and the player decides at its
 *       turn to move ("players should not declare tailing increases until it is their turn to
 *       move"); the movement phase then moves it right after its target.
 * </ol>
 *
 * <p>Assumptions: within each group aircraft move from low to high initiative, as the seed says of
 * spinning aircraft (moving later lets a pilot react, which is why tailing moves an aircraft after
 * its target); "ties go to" an aircraft means it moves later; several aircraft following the same
 * target follow it in initiative order; a negative edge adds nothing to tailing. Circles cannot
 * form among aircraft that follow by their posted initiative alone; the movement phase breaks those
 * that tailing declarations close, with the seed's d6 roll-off.
 *
 * @param order aircraft ids in movement order
 * @param follows each aircraft that moves right after its target, and that target
 * @param mayTail each aircraft that may add its edge to move right after its target, and that
 *     target
 */
public record InitiativeOrder(
    List<String> order, Map<String, String> follows, Map<String, String> mayTail) {
  /** Copies the collections. */
  public InitiativeOrder {
    order = List.copyOf(order);
    follows = Collections.unmodifiableMap(new LinkedHashMap<>(follows));
    mayTail = Collections.unmodifiableMap(new LinkedHashMap<>(mayTail));
  }

  /**
   * Orders {@code entries}, rolling d6 roll-offs with {@code roller} for full ties.
   *
   * @throws IllegalArgumentException if two entries share an id
   */
  public static InitiativeOrder of(List<InitiativeEntry> entries, Roller roller) {
    Map<String, InitiativeEntry> byId = new HashMap<>();
    for (InitiativeEntry e : entries) {
      if (byId.put(e.id(), e) != null) {
        throw new IllegalArgumentException("duplicate aircraft id '" + e.id() + "' in initiative");
      }
    }
    List<InitiativeEntry> ranked = rank(entries, roller);

    Map<String, String> follows = new LinkedHashMap<>();
    Map<String, String> mayTail = new LinkedHashMap<>();
    for (InitiativeEntry a : ranked) {
      if (a.spinning() || a.target().isEmpty()) {
        continue;
      }
      InitiativeEntry x = byId.get(a.target().get());
      if (x == null || x.id().equals(a.id())) {
        continue;
      }
      if (a.posted() > x.posted()) {
        follows.put(a.id(), x.id());
      } else if (a.posted() + EdgeRules.tailingBonus(a.edge(), x.target().isPresent())
          > x.posted()) {
        mayTail.put(a.id(), x.id());
      }
    }

    Map<String, List<String>> followers = new HashMap<>();
    for (InitiativeEntry a : ranked) {
      String followed = follows.get(a.id());
      if (followed != null) {
        followers.computeIfAbsent(followed, k -> new ArrayList<>()).add(a.id());
      }
    }
    List<String> order = new ArrayList<>(entries.size());
    for (int group = 0; group < 3; group++) {
      for (InitiativeEntry e : ranked) {
        if (!follows.containsKey(e.id()) && group(e) == group) {
          place(e.id(), followers, order);
        }
      }
    }
    return new InitiativeOrder(order, follows, mayTail);
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

  private static List<String> ids(List<InitiativeEntry> list) {
    List<String> out = new ArrayList<>(list.size());
    for (InitiativeEntry e : list) {
      out.add(e.id());
    }
    return out;
  }

  /** The aircraft {@code id} moves right after, if its initiative beats its target's. */
  public Optional<String> follows(String id) {
    return Optional.ofNullable(follows.get(id));
  }
}
