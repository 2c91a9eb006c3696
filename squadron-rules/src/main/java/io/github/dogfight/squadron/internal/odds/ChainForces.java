package io.github.dogfight.squadron.internal.odds;

import io.github.dogfight.squadron.Aircraft;
import io.github.dogfight.squadron.Role;
import io.github.dogfight.squadron.Side;
import io.github.dogfight.squadron.SquadronState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * One side's aircraft in a {@link PositionChain} (fixed, in squadron order) and the states its
 * forces reach, each interned as a number with what the default bot and the engine read of it: the
 * base pool, the aircraft, fighters and special aircraft in the fight, the first armed fighter,
 * whether any may escape. A state is the damage of each aircraft in the fight, {@link #OUT} for one
 * out of it, however it left.
 */
final class ChainForces {
  /** An aircraft out of the fight. */
  static final int OUT = -1;

  final Aircraft[] slots;
  final Map<Key, Integer> ids = new HashMap<>();
  final List<int[]> states = new ArrayList<>();
  int[] base = new int[16];
  int[] inFight = new int[16];
  int[] fighters = new int[16];
  int[] specials = new int[16];
  int[] firstArmed = new int[16];
  boolean[] canEscape = new boolean[16];

  /** Fighters in the fight, by Handling then squadron order: the order they are removed. */
  private final int[] removalOrder;

  /** Aircraft that may escape (not a PC's), by Handling then squadron order. */
  private final int[] escapeOrder;

  ChainForces(List<Aircraft> aircraft) {
    slots = aircraft.toArray(new Aircraft[0]);
    List<Integer> byHandling = new ArrayList<>();
    for (int i = 0; i < slots.length; i++) {
      byHandling.add(i);
    }
    byHandling.sort((x, y) -> Integer.compare(handling(x), handling(y)));
    removalOrder =
        byHandling.stream().filter(i -> role(i) == Role.FIGHTER).mapToInt(i -> i).toArray();
    escapeOrder = byHandling.stream().filter(i -> role(i) != Role.PC).mapToInt(i -> i).toArray();
  }

  private int handling(int slot) {
    return slots[slot].type().handling();
  }

  private Role role(int slot) {
    return slots[slot].type().role();
  }

  static int[] of(SquadronState state, Side side) {
    List<Aircraft> list = state.squadron(side).aircraft();
    int[] s = new int[list.size()];
    for (int i = 0; i < s.length; i++) {
      Aircraft a = list.get(i);
      s[i] = a.inFight() ? a.damage() : OUT;
    }
    return s;
  }

  int intern(int[] s) {
    Key key = new Key(s);
    Integer known = ids.get(key);
    if (known != null) {
      return known;
    }
    int id = states.size();
    states.add(s);
    ids.put(key, id);
    if (id == base.length) {
      int n = id * 2;
      base = Arrays.copyOf(base, n);
      inFight = Arrays.copyOf(inFight, n);
      fighters = Arrays.copyOf(fighters, n);
      specials = Arrays.copyOf(specials, n);
      firstArmed = Arrays.copyOf(firstArmed, n);
      canEscape = Arrays.copyOf(canEscape, n);
    }
    int count = 0;
    int most = Integer.MIN_VALUE;
    int armed = -1;
    for (int i = 0; i < s.length; i++) {
      if (s[i] == OUT) {
        continue;
      }
      count++;
      most = Math.max(most, handling(i));
      if (role(i) == Role.FIGHTER) {
        fighters[id]++;
        if (armed < 0 && slots[i].type().armament().isPresent()) {
          armed = i;
        }
      } else {
        specials[id]++;
      }
      if (role(i) != Role.PC) {
        canEscape[id] = true;
      }
    }
    inFight[id] = count;
    base[id] = count == 0 ? 0 : Math.max(0, count + most);
    firstArmed[id] = armed;
    return id;
  }

  /** State {@code s} with the aircraft at {@code slot} set to {@code value}. */
  int with(int s, int slot, int value) {
    int[] copy = states.get(s).clone();
    copy[slot] = value;
    return intern(copy);
  }

  /** The special aircraft with the least structure left, the first in squadron order on ties. */
  int weakestSpecial(int s) {
    int[] st = states.get(s);
    int best = -1;
    int least = Integer.MAX_VALUE;
    for (int i = 0; i < st.length; i++) {
      if (st[i] != OUT && role(i).isSpecial()) {
        int left = Math.max(0, slots[i].type().structure() - st[i]);
        if (left < least) {
          least = left;
          best = i;
        }
      }
    }
    return best;
  }

  /** {@code s} after removing {@code count} fighters, lowest Handling first. */
  int removeFighters(int s, int count) {
    return take(s, count, removalOrder);
  }

  /** {@code s} after {@code successes} aircraft escape, lowest Handling first. */
  int escape(int s, int successes) {
    return take(s, successes, escapeOrder);
  }

  /**
   * {@code s} with the first {@code count} aircraft in the fight taken in {@code order} out. The
   * bot names the aircraft so (stable by Handling); within a class (type and damage) they are the
   * first in squadron order, the aircraft the legal list names, so its choice is the listed one.
   */
  private int take(int s, int count, int[] order) {
    int[] st = states.get(s);
    int[] copy = st.clone();
    int taken = 0;
    for (int i : order) {
      if (taken == count) {
        break;
      }
      if (st[i] != OUT) {
        copy[i] = OUT;
        taken++;
      }
    }
    return taken == 0 ? s : intern(copy);
  }

  /** A side state as a map key. */
  private static final class Key {
    private final int[] slots;
    private final int hash;

    Key(int[] slots) {
      this.slots = slots;
      this.hash = Arrays.hashCode(slots);
    }

    @Override
    public boolean equals(@Nullable Object o) {
      return o instanceof Key k && Arrays.equals(slots, k.slots);
    }

    @Override
    public int hashCode() {
      return hash;
    }

    @Override
    public String toString() {
      return Arrays.toString(slots);
    }
  }
}
