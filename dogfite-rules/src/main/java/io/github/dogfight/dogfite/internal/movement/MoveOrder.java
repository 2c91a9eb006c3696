package io.github.dogfight.dogfite.internal.movement;

import com.google.common.collect.ImmutableList;
import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.RollOff;
import io.github.dogfight.core.turn.Activation;
import io.github.dogfight.core.turn.TurnOrder;
import io.github.dogfight.dogfite.DogfiteActivation;
import io.github.dogfight.dogfite.Pending;
import io.github.dogfight.dogfite.Plane;
import io.github.dogfight.dogfite.TurnProgress.Deferral;
import io.github.dogfight.dogfite.event.Activated;
import io.github.dogfight.dogfite.event.Tailed;
import io.github.dogfight.dogfite.event.TailingCircle;
import io.github.dogfight.dogfite.internal.Draft;
import io.github.dogfight.dogfite.internal.EdgeRules;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Who moves next: the turn's order is taken from the activation one aircraft at a time (a card deck
 * reveals its next card only now), followers in formation come right after their leaders, and
 * aircraft that tail wait for their targets (rules 000, INITIATIVE, EDGE ADJUSTMENT TO INITIATIVE).
 *
 * <p>An aircraft waits ({@link TurnProgress#deferred()}) when its player declares tailing, or when
 * the activation says it follows a target that has not moved yet. When an aircraft has moved, those
 * waiting on it move next, each followed by those waiting on it in turn; a chain that closes into a
 * circle is broken by the seed's d6 roll-off, the winner moving first and "each of the others will
 * follow in tailing order". A follower in formation moves with its leader ("at the same time (and
 * in the same manner) as its leader"), so an aircraft waiting on a follower waits on the whole
 * formation, and a circle may run through a formation.
 */
public final class MoveOrder {
  private MoveOrder() {}

  /** The aircraft in play that act for themselves this turn (not followers in formation). */
  public static List<String> selfActing(Draft d) {
    List<String> out = new ArrayList<>(d.size());
    Map<String, String> formations = d.formations();
    for (int i = 0; i < d.size(); i++) {
      Plane p = d.plane(i);
      if (!p.out() && !formations.containsKey(p.id())) {
        out.add(p.id());
      }
    }
    return out;
  }

  /**
   * Moves on after the current mover (and its followers) has finished, or at the start of the
   * movement phase: a waiting aircraft whose target has moved, else the next activation, else the
   * end of the phase.
   */
  public static void next(Draft d) {
    while (true) {
      if (!d.deferred().isEmpty()) {
        Optional<Deferral> ready = released(d, d.moved().isEmpty() ? null : current(d));
        if (ready.isPresent()) {
          List<Deferral> rest = new ArrayList<>(d.deferred());
          rest.remove(ready.get());
          d.deferred(rest);
          startMover(d, ready.get().plane(), Optional.empty());
          return;
        }
      }
      TurnOrder order = d.turnOrder().orElse(TurnOrder.of());
      Optional<TurnOrder.Next> n = order.next();
      while (n.isPresent()
          && !DogfiteActivation.moves(n.get().activation())
          && !DogfiteActivation.fires(n.get().activation())) {
        order = n.get().rest();
        n = order.next();
      }
      if (n.isEmpty() || !DogfiteActivation.moves(n.get().activation())) {
        d.turnOrder(Optional.of(order));
        List<Deferral> deferred = d.deferred();
        if (!deferred.isEmpty()) {
          // Nobody left to move before them (their targets are down): they move now, in order.
          d.deferred(List.copyOf(deferred.subList(1, deferred.size())));
          startMover(d, deferred.get(0).plane(), Optional.empty());
          return;
        }
        endOfMovement(d);
        return;
      }
      Activation a = n.get().activation();
      String id = a.actor();
      boolean announced = d.announced() > 0;
      d.turnOrder(Optional.of(n.get().rest()));
      d.announced(Math.max(0, d.announced() - 1));
      if (!actsForItself(d, id) || d.moved().contains(id) || waitsFor(d.deferred(), id) != null) {
        throw badOrder(
            d, "moved " + id + (d.moved().contains(id) ? " twice" : ", which may not move now"));
      }
      if (!announced) {
        d.add(new Activated(d.turn(), id, a.note()));
      }
      Optional<String> follows = DogfiteActivation.following(a);
      if (follows.isPresent() && yetToMove(d, follows.get())) {
        if (defer(d, id, follows.get())) {
          return;
        }
        continue;
      }
      Optional<String> mayTail = DogfiteActivation.mayTail(a).filter(t -> yetToMove(d, t));
      startMover(d, id, mayTail);
      return;
    }
  }

  /**
   * {@code id} declares tailing {@code target}: it leaves its place and waits for the target to
   * move; the next aircraft moves now.
   */
  public static void tail(Draft d, String id, String target) {
    List<String> moved = new ArrayList<>(d.moved());
    moved.removeAll(block(d, id));
    d.moved(moved);
    d.index(Math.max(0, moved.size() - 1));
    d.add(new Tailed(d.turn(), id, target));
    if (!defer(d, id, target)) {
      next(d);
    }
  }

  /**
   * Makes {@code id} wait for {@code target}. When that closes a circle of waiting aircraft, a d6
   * roll-off picks the one to go first and it is made to move now.
   *
   * @return whether a circle was broken and its winner now moves
   */
  private static boolean defer(Draft d, String id, String target) {
    List<Deferral> deferred = new ArrayList<>(d.deferred());
    deferred.add(new Deferral(id, target));
    d.deferred(deferred);
    // A follower in formation moves with its leader: waiting on it is waiting on the leader.
    List<String> circle = new ArrayList<>();
    String cur = leaderOf(d, target);
    while (cur != null && !circle.contains(cur)) {
      circle.add(cur);
      String next = waitsFor(deferred, cur);
      cur = next == null ? null : leaderOf(d, next);
    }
    // No circle was there before this wait: one now runs through it.
    if (cur == null || !circle.contains(id)) {
      return false;
    }
    List<String> members = new ArrayList<>(circle);
    Collections.sort(members);
    DiceRoll roll =
        d.roller()
            .roll(
                new RollOff(members.size()),
                "tailing circle roll-off of " + String.join(", ", members));
    String first = members.get(roll.result() - 1);
    deferred.removeIf(x -> x.plane().equals(first));
    d.deferred(deferred);
    d.add(new TailingCircle(d.turn(), members, first, List.of(roll)));
    startMover(d, first, Optional.empty());
    return true;
  }

  /**
   * The aircraft {@code id} moves with: its leader when it follows one in formation, else itself.
   */
  private static String leaderOf(Draft d, String id) {
    return d.formations().getOrDefault(id, id);
  }

  private static @Nullable String waitsFor(List<Deferral> deferred, String id) {
    for (Deferral x : deferred) {
      if (x.plane().equals(id)) {
        return x.after();
      }
    }
    return null;
  }

  /** Whether {@code id} is in play and has not moved yet this turn. */
  private static boolean yetToMove(Draft d, String id) {
    return d.has(id) && !d.plane(id).out() && !d.moved().contains(id);
  }

  /** Whether {@code id} is in play and acts for itself (it is not a follower in formation). */
  private static boolean actsForItself(Draft d, String id) {
    return d.has(id) && !d.plane(id).out() && !d.formations().containsKey(id);
  }

  /**
   * The waiting aircraft to move next: one waiting on the aircraft that just moved (or on one of
   * its followers in formation, who moved with it), else one whose target has moved (or is out), in
   * the order they began waiting.
   */
  private static Optional<Deferral> released(Draft d, @Nullable String last) {
    List<Deferral> deferred = d.deferred();
    if (last != null) {
      for (Deferral x : deferred) {
        if (leaderOf(d, x.after()).equals(last)) {
          return Optional.of(x);
        }
      }
    }
    for (Deferral x : deferred) {
      if (!yetToMove(d, x.after())) {
        return Optional.of(x);
      }
    }
    return Optional.empty();
  }

  /** The aircraft moving now, or that moved last. */
  private static String current(Draft d) {
    return d.moved().get(Math.min(d.index(), d.moved().size() - 1));
  }

  /** {@code id} and its followers in formation, in the order they move (their ids' order). */
  private static List<String> block(Draft d, String id) {
    if (d.formations().isEmpty()) {
      return List.of(id);
    }
    List<String> out = new ArrayList<>(2);
    out.add(id);
    d.formations()
        .forEach(
            (follower, leader) -> {
              if (leader.equals(id)) {
                out.add(follower);
              }
            });
    return out;
  }

  /** {@code id} (and its followers) join the movement order and it is asked to begin its move. */
  private static void startMover(Draft d, String id, Optional<String> mayTail) {
    int index = d.moved().size();
    d.moved(ImmutableList.<String>builder().addAll(d.moved()).addAll(block(d, id)).build());
    d.index(index);
    d.await(new Pending.StartMove(id, mayTail));
  }

  /**
   * The end of the movement phase: every aircraft that acts for itself must have moved; the firing
   * order is the rest of the turn's order (or, when it has none, the movement order, as in the
   * seed); "The maximum edge amount that can be held at the end of the movement phase is 10".
   */
  private static void endOfMovement(Draft d) {
    List<String> expected = selfActing(d);
    List<String> moved = new ArrayList<>();
    for (String id : d.moved()) {
      if (!d.formations().containsKey(id)) {
        moved.add(id);
      }
    }
    for (String id : expected) {
      if (!moved.contains(id)) {
        throw badOrder(d, "never moved " + id + " (moved " + moved + ")");
      }
    }
    List<String> fires = new ArrayList<>();
    for (Activation a : d.turnOrder().orElse(TurnOrder.of()).remaining()) {
      if (DogfiteActivation.fires(a)) {
        fires.add(a.actor());
      }
    }
    List<String> sortedFires = new ArrayList<>(fires);
    Collections.sort(sortedFires);
    List<String> sortedMoved = new ArrayList<>(moved);
    Collections.sort(sortedMoved);
    if (!fires.isEmpty() && !sortedFires.equals(sortedMoved)) {
      throw badOrder(d, "must fire each of " + sortedMoved + " once, gave " + fires);
    }
    List<String> fireOrder = new ArrayList<>();
    for (String id : fires) {
      fireOrder.addAll(block(d, id));
    }
    d.fireOrder(fireOrder);
    d.turnOrder(Optional.empty());
    d.index(0);
    for (int i = 0; i < d.size(); i++) {
      Plane p = d.plane(i);
      int capped = EdgeRules.capAtEndOfMovement(p.edge());
      if (capped != p.edge()) {
        d.put(p.withEdge(capped));
      }
    }
    d.phaseDone(io.github.dogfight.dogfite.DogfiteState.Stage.MOVEMENT);
  }

  /**
   * Checks an order known in full: every aircraft in play that acts for itself moves exactly once
   * and, if the order fires, fires exactly once.
   *
   * @throws IllegalStateException naming the activation and the order it gave
   */
  public static void checkOrder(Draft d, List<String> expectedIds, List<Activation> activations) {
    List<String> moves = new ArrayList<>();
    List<String> fires = new ArrayList<>();
    for (Activation a : activations) {
      if (DogfiteActivation.moves(a)) {
        moves.add(a.actor());
      } else if (DogfiteActivation.fires(a)) {
        fires.add(a.actor());
      }
    }
    List<String> expected = new ArrayList<>(expectedIds);
    Collections.sort(expected);
    List<String> sortedMoves = new ArrayList<>(moves);
    Collections.sort(sortedMoves);
    List<String> sortedFires = new ArrayList<>(fires);
    Collections.sort(sortedFires);
    if (!sortedMoves.equals(expected) || !(fires.isEmpty() || sortedFires.equals(expected))) {
      throw badOrder(
          d,
          "must order each of " + expected + " once, gave moves " + moves + " and fires " + fires);
    }
  }

  private static IllegalStateException badOrder(Draft d, String what) {
    return new IllegalStateException(
        "activation '" + d.context().activation().name() + "' " + what);
  }
}
