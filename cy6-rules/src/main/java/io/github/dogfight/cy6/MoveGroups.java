package io.github.dogfight.cy6;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.hex.Hex;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Movement "in Move Group order" (rules 002, B): "Move Group 1: OOC AC, Bombers, Green (+0)
 * Aircrew; Move Group 2: Skilled (+1); Move Group 3: Veteran (+2); Move Group 4: Ace (+3)", and
 * within a group "A) Tailed Aircraft B) enemy 'Out of the Sun' C) Lower Altitude (current) D)
 * National Move Order"; "Tailing planes may move in their tailed AC Move Group".
 *
 * <p>Assumptions: a tailing aircraft always moves right after the aircraft it tails (in that
 * aircraft's group); a formation moves in its leader's group and slot, leader first, then its
 * wingmen (they must see where it went); an enemy is "out of the sun" of an aircraft when it is
 * higher and nearer the sun's edge of the map, within 10 hexes; remaining ties keep the
 * engagement's order.
 *
 * <p>A cycle of tailers (A tails B and B tails A, or a longer ring, a formation counting as one of
 * its members) would leave every aircraft of it waiting for another: the seed does not say who
 * moves first. Here the cycle is broken by the Move Group priority: the first aircraft of the cycle
 * in group and priority order ({@link #cycleBreakers}) moves as if it tailed no one, and the others
 * follow it in tailing order. The game voids that aircraft's declaration once the formation status
 * segment is over, so it also plots with the aircraft that do not tail; this order breaks any cycle
 * it is given the same way, so every aircraft in the fight moves exactly once.
 */
public final class MoveGroups implements MoveOrder {
  /** The seed's move order. */
  public MoveGroups() {}

  @Override
  public String name() {
    return "move groups";
  }

  @Override
  public String description() {
    return "Move Groups 1-4 by aircrew (out of control and bombers first), priorities A-D within a"
        + " group: tailed aircraft, enemy out of the sun, lower altitude, national move order"
        + " (rules 002, B)";
  }

  @Override
  public List<String> order(Cy6State state, Roller roller) {
    return order(state);
  }

  /**
   * The Move Groups' order, which needs no dice.
   *
   * @param state the state
   * @return the aircraft, in move order
   */
  public List<String> order(Cy6State state) {
    Set<String> breakers = cycleBreakers(state);
    List<Plane> units = new ArrayList<>();
    for (Plane p : state.flying()) {
      // tailers whose target no longer flies, or that break a cycle, move on their own; the
      // others follow their target
      if (!state.isWingman(p) && !followsTarget(state, p, breakers)) {
        units.add(p);
      }
    }
    units.sort(priority(state));
    List<String> out = new ArrayList<>();
    for (Plane p : units) {
      add(state, p, out);
    }
    return out;
  }

  /**
   * The Move Group order of aircraft that move on their own: group, then "A) Tailed Aircraft B)
   * enemy 'Out of the Sun' C) Lower Altitude (current) D) National Move Order", then the
   * engagement's order.
   */
  static Comparator<Plane> priority(Cy6State state) {
    Map<String, Integer> index = new LinkedHashMap<>();
    for (int i = 0; i < state.planes().size(); i++) {
      index.put(state.planes().get(i).id(), i);
    }
    return Comparator.<Plane>comparingInt(Plane::moveGroup)
        .thenComparingInt(p -> state.tails().containsValue(p.id()) ? 0 : 1)
        .thenComparingInt(p -> outOfTheSun(state, p) ? 0 : 1)
        .thenComparingInt(Plane::tal)
        .thenComparingInt(p -> state.sides().indexOf(p.side()))
        .thenComparingInt(p -> index.getOrDefault(p.id(), Integer.MAX_VALUE));
  }

  /**
   * Whether {@code p} (not a wingman) moves right after the aircraft it tails: it tails an aircraft
   * in the fight and is not the one that breaks a cycle of tailers.
   */
  static boolean followsTarget(Cy6State state, Plane p, Set<String> breakers) {
    String target = state.tails().get(p.id());
    return target != null
        && !breakers.contains(p.id())
        && state.plane(target).map(Plane::flying).orElse(false);
  }

  /**
   * The aircraft that break the cycles of tailers in {@code state}, one per cycle: the first of the
   * cycle by {@link #priority}. A formation counts as its leader: its leader's tail and the tails
   * on any of its members link it into a cycle.
   *
   * @param state the state
   * @return the aircraft that break the cycles, one per cycle
   */
  public static Set<String> cycleBreakers(Cy6State state) {
    // each aircraft that moves as a unit (not a wingman) and tails one in the fight follows the
    // unit of its target: every unit follows at most one, so each chain ends or closes one cycle
    Map<String, String> follows = new LinkedHashMap<>();
    for (Plane p : state.flying()) {
      String target = state.tails().get(p.id());
      if (target == null || state.isWingman(p)) {
        continue;
      }
      state
          .plane(target)
          .filter(Plane::flying)
          .ifPresent(t -> follows.put(p.id(), unitOf(state, t).id()));
    }
    Set<String> breakers = new LinkedHashSet<>();
    Set<String> seen = new HashSet<>();
    Comparator<Plane> priority = priority(state);
    for (String start : follows.keySet()) {
      List<String> path = new ArrayList<>();
      String cur = start;
      while (cur != null && !seen.contains(cur) && !path.contains(cur)) {
        path.add(cur);
        cur = follows.get(cur);
      }
      if (cur != null && path.contains(cur)) {
        path.subList(path.indexOf(cur), path.size()).stream()
            .map(state::get)
            .min(priority)
            .ifPresent(first -> breakers.add(first.id()));
      }
      seen.addAll(path);
    }
    return breakers;
  }

  /**
   * The aircraft of the cycle {@code breaker} breaks, in tailing order from it: each tails (an
   * aircraft of the formation of) the next, the last tails (the formation of) {@code breaker}.
   *
   * @param state the state
   * @param breaker the aircraft that breaks the cycle
   * @return the aircraft of the cycle, in tailing order from {@code breaker}
   */
  public static List<String> cycleOf(Cy6State state, String breaker) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(breaker, "breaker");
    List<String> out = new ArrayList<>();
    String cur = breaker;
    while (cur != null && !out.contains(cur)) {
      out.add(cur);
      String target = state.tails().get(cur);
      cur = target == null ? null : unitOf(state, state.get(target)).id();
    }
    return out;
  }

  /** The aircraft that stands for {@code p}'s unit: its formation's leader, or itself. */
  private static Plane unitOf(Cy6State state, Plane p) {
    return state.isWingman(p) ? state.formation(p.formation().get()).get(0) : p;
  }

  /** Adds {@code p}, then its wingmen and the tailers of it and of them, unless already in. */
  static void add(Cy6State state, Plane p, List<String> out) {
    if (out.contains(p.id())) {
      return;
    }
    out.add(p.id());
    if (state.leads(p)) {
      for (Plane w : state.formation(p.formation().get())) {
        if (!w.id().equals(p.id())) {
          add(state, w, out);
        }
      }
    }
    for (Plane t : state.flying()) {
      if (p.id().equals(state.tails().get(t.id())) && !state.isWingman(t)) {
        add(state, t, out);
      }
    }
    // a tailer of a wingman moves after that wingman
    if (state.leads(p)) {
      for (Plane w : state.formation(p.formation().get())) {
        for (Plane t : state.flying()) {
          if (w.id().equals(state.tails().get(t.id())) && !state.isWingman(t)) {
            add(state, t, out);
          }
        }
      }
    }
  }

  /** Whether an enemy is "out of the sun" of {@code p}: higher, nearer the sun, within 10 hexes. */
  static boolean outOfTheSun(Cy6State state, Plane p) {
    Hex here = p.position().hex();
    int mine = state.board().distanceTo(here, state.board().sun());
    for (Plane e : state.flying()) {
      if (!e.side().equals(p.side())
          && e.tal() > p.tal()
          && e.position().hex().distance(here) <= 10
          && state.board().distanceTo(e.position().hex(), state.board().sun()) < mine) {
        return true;
      }
    }
    return false;
  }
}
