package io.github.dogfight.dogfite.internal.targeting;

import com.google.common.collect.ImmutableMap;
import io.github.dogfight.core.dice.RollOff;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.dogfite.internal.EdgeRules;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The movement order of a turn (rules 000, INITIATIVE and EDGE ADJUSTMENT TO INITIATIVE).
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
 *   <li>A follower in formation "is moved at the same time (and in the same manner) as its leader
 *       rather than when dictated by its own initiative roll": it rolls none, and an aircraft
 *       targeting it is compared with its leader's posted initiative and, when it beats it (or
 *       tails), moves right after the whole formation. A follower has declared a target of its own
 *       (its leader), so an aircraft tailing it adds its whole edge.
 * </ol>
 *
 * <p>Assumptions: within each group aircraft move from low to high initiative, as the seed says of
 * spinning aircraft (moving later lets a pilot react, which is why tailing moves an aircraft after
 * its target); "ties go to" an aircraft means it moves later; several aircraft following the same
 * target follow it in initiative order; a negative edge adds nothing to tailing. Circles cannot
 * form among aircraft that follow by their posted initiative alone; the movement phase breaks those
 * that tailing declarations close, with the seed's d6 roll-off.
 *
 * @param order aircraft ids in movement order (followers in formation are not in it: they move with
 *     their leaders)
 * @param follows each aircraft that moves right after its target, and that target (a follower in
 *     formation: the aircraft moves right after the whole formation)
 * @param mayTail each aircraft that may add its edge to move right after its target, and that
 *     target
 */
public record InitiativeOrder(
    List<String> order, Map<String, String> follows, Map<String, String> mayTail) {
  /** Copies the collections, keeping their order. */
  public InitiativeOrder {
    order = List.copyOf(order);
    follows = ImmutableMap.copyOf(follows);
    mayTail = ImmutableMap.copyOf(mayTail);
  }

  /** The seed's order of posted initiative and its tie-breaks (low to high). */
  private static final Comparator<InitiativeEntry> SEED_ORDER =
      Comparator.comparingInt(InitiativeEntry::posted)
          .thenComparingInt(InitiativeEntry::experience)
          .thenComparingInt(InitiativeEntry::altitudeLevel)
          .thenComparingInt(InitiativeEntry::speed);

  private static final Comparator<InitiativeEntry> SEED_ORDER_BY_ID =
      SEED_ORDER.thenComparing(InitiativeEntry::id);

  /**
   * Orders {@code entries}, rolling d6 roll-offs with {@code roller} for full ties; no formations.
   *
   * @throws IllegalArgumentException if two entries share an id
   */
  public static InitiativeOrder of(List<InitiativeEntry> entries, Roller roller) {
    return of(entries, Map.of(), roller);
  }

  /**
   * Orders {@code entries} (the aircraft acting for themselves), rolling d6 roll-offs with {@code
   * roller} for full ties; {@code formations} maps each follower in formation (not an entry) to its
   * leader (an entry), so that an aircraft targeting a follower is ordered against the formation.
   *
   * @throws IllegalArgumentException if two entries share an id
   */
  public static InitiativeOrder of(
      List<InitiativeEntry> entries, Map<String, String> formations, Roller roller) {
    for (int i = 1; i < entries.size(); i++) {
      for (int j = 0; j < i; j++) {
        if (entries.get(i).id().equals(entries.get(j).id())) {
          throw new IllegalArgumentException(
              "duplicate aircraft id '" + entries.get(i).id() + "' in initiative");
        }
      }
    }
    List<InitiativeEntry> ranked = rank(entries, roller);

    ImmutableMap.Builder<String, String> follows = ImmutableMap.builder();
    ImmutableMap.Builder<String, String> mayTail = ImmutableMap.builder();
    // Whom each ranked entry follows, null when it keeps its own place.
    String[] followed = new String[ranked.size()];
    for (int i = 0; i < ranked.size(); i++) {
      InitiativeEntry a = ranked.get(i);
      if (a.spinning() || a.target().isEmpty()) {
        continue;
      }
      String target = a.target().get();
      // A follower in formation moves with its leader: it is the leader's initiative that counts.
      String leader = formations.get(target);
      InitiativeEntry x = find(ranked, leader != null ? leader : target);
      if (x == null || x.id().equals(a.id())) {
        continue;
      }
      boolean targetHasTarget = leader != null || x.declaredTarget();
      if (a.posted() > x.posted()) {
        follows.put(a.id(), target);
        followed[i] = x.id();
      } else if (a.posted() + EdgeRules.tailingBonus(a.edge(), targetHasTarget) > x.posted()) {
        mayTail.put(a.id(), target);
      }
    }
    List<String> order = new ArrayList<>(entries.size());
    for (int group = 0; group < 3; group++) {
      for (int i = 0; i < ranked.size(); i++) {
        InitiativeEntry e = ranked.get(i);
        if (followed[i] == null && group(e) == group) {
          place(e.id(), ranked, followed, order);
        }
      }
    }
    return new InitiativeOrder(order, follows.buildOrThrow(), mayTail.buildOrThrow());
  }

  private static @Nullable InitiativeEntry find(List<InitiativeEntry> entries, String id) {
    for (int i = 0; i < entries.size(); i++) {
      if (entries.get(i).id().equals(id)) {
        return entries.get(i);
      }
    }
    return null;
  }

  private static int group(InitiativeEntry e) {
    if (e.spinning()) {
      return 0;
    }
    return e.target().isPresent() ? 1 : 2;
  }

  /** {@code id}, then (in rank order) each aircraft following it, each followed by its own. */
  private static void place(
      String id, List<InitiativeEntry> ranked, String[] followed, List<String> order) {
    order.add(id);
    for (int i = 0; i < ranked.size(); i++) {
      if (id.equals(followed[i])) {
        place(ranked.get(i).id(), ranked, followed, order);
      }
    }
  }

  /** Ascending initiative with the seed's tie-breaks, full ties settled by d6 roll-offs. */
  private static List<InitiativeEntry> rank(List<InitiativeEntry> entries, Roller roller) {
    List<InitiativeEntry> sorted = new ArrayList<>(entries);
    sorted.sort(SEED_ORDER_BY_ID);
    List<InitiativeEntry> out = new ArrayList<>(sorted.size());
    int i = 0;
    while (i < sorted.size()) {
      int j = i + 1;
      while (j < sorted.size() && SEED_ORDER.compare(sorted.get(i), sorted.get(j)) == 0) {
        j++;
      }
      if (j == i + 1) {
        out.add(sorted.get(i));
        i = j;
        continue;
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
