package io.github.dogfight.cy6;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.hex.Hex;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Movement "in Move Group order" (seed 002, B): "Move Group 1: OOC AC, Bombers, Green (+0) Aircrew;
 * Move Group 2: Skilled (+1); Move Group 3: Veteran (+2); Move Group 4: Ace (+3)", and within a
 * group "A) Tailed Aircraft B) enemy 'Out of the Sun' C) Lower Altitude (current) D) National Move
 * Order"; "Tailing planes may move in their tailed AC Move Group".
 *
 * <p>Assumptions: a tailing aircraft always moves right after the aircraft it tails (in that
 * aircraft's group); a formation moves in its leader's group and slot, leader first, then its
 * wingmen (they must see where it went); an enemy is "out of the sun" of an aircraft when it is
 * higher and nearer the sun's edge of the map, within 10 hexes; remaining ties keep the
 * engagement's order.
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
        + " (seed 002, B)";
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
    List<Plane> units = new ArrayList<>();
    for (Plane p : state.flying()) {
      if (!state.isWingman(p) && !state.tails().containsKey(p.id())) {
        units.add(p);
      }
    }
    // tailers whose target no longer flies move on their own (the others follow their target)
    for (Plane p : state.flying()) {
      if (state.tails().containsKey(p.id()) && !state.isWingman(p)) {
        Plane target = state.get(state.tails().get(p.id()));
        if (!target.flying()) {
          units.add(p);
        }
      }
    }
    Map<String, Integer> index = new LinkedHashMap<>();
    for (int i = 0; i < state.planes().size(); i++) {
      index.put(state.planes().get(i).id(), i);
    }
    units.sort(
        Comparator.<Plane>comparingInt(Plane::moveGroup)
            .thenComparingInt(p -> state.tails().containsValue(p.id()) ? 0 : 1)
            .thenComparingInt(p -> outOfTheSun(state, p) ? 0 : 1)
            .thenComparingInt(Plane::tal)
            .thenComparingInt(p -> state.sides().indexOf(p.side()))
            .thenComparingInt(p -> index.get(p.id())));
    List<String> out = new ArrayList<>();
    for (Plane p : units) {
      add(state, p, out);
    }
    return out;
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
