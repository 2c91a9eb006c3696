package io.github.dogfight.squadron;

import java.util.Arrays;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A compact key of a state among the states of one engagement (whose aircraft, types and names do
 * not change): the turn, each aircraft's status and damage (capped at its structure: no rule reads
 * more), the banks, the declarations, the pending decision and the ending; not the dice stream.
 * Equal keys have the same future; the key hashes a few integers instead of the whole state.
 */
@SuppressWarnings("EnumOrdinal") // codes of one engagement's states, never stored
final class StateKey {
  private final int[] codes;
  private final int hash;

  private StateKey(int[] codes) {
    this.codes = codes;
    this.hash = Arrays.hashCode(codes);
  }

  static StateKey of(SquadronState s, List<String> reasons) {
    int size = 16 + 2 * (s.white().aircraft().size() + s.black().aircraft().size());
    int[] c = new int[size];
    int k = 0;
    c[k++] = s.turn();
    for (Side side : Side.values()) {
      for (Aircraft a : s.squadron(side).aircraft()) {
        c[k++] = a.status().ordinal();
        c[k++] = Math.min(a.damage(), a.type().structure());
      }
      c[k++] = s.bank(side);
      Maneuver m = s.declared().get(side);
      c[k++] = m == null ? -1 : m.ordinal();
    }
    Pending p = s.pending().orElse(null);
    if (p == null) {
      c[k++] = 0;
      c[k++] = s.winner().map(w -> w.equals(s.white().name()) ? 1 : 2).orElse(0);
      c[k++] = s.endReason().map(reasons::indexOf).orElse(-2);
      c[k++] = s.result().map(String::hashCode).orElse(0);
    } else if (p instanceof Pending.Declaration d) {
      c[k++] = 1;
      c[k++] = d.simultaneous() ? 1 : 0;
      for (Side side : d.waiting()) {
        c[k++] = side.ordinal() + 1;
      }
    } else if (p instanceof Pending.Allocation a) {
      c[k++] = 2;
      c[k++] = a.side().ordinal();
      c[k++] = a.maneuver().ordinal();
      c[k++] = a.netSuccesses();
    } else if (p instanceof Pending.Removal r) {
      c[k++] = 3;
      c[k++] = r.side().ordinal();
      c[k++] = r.count();
    } else if (p instanceof Pending.Escape e) {
      c[k++] = 4;
      c[k++] = e.side().ordinal();
      c[k++] = e.count();
    }
    return new StateKey(Arrays.copyOf(c, k));
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof StateKey other && hash == other.hash && Arrays.equals(codes, other.codes);
  }

  @Override
  public int hashCode() {
    return hash;
  }
}
