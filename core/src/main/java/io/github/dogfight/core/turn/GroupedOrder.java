package io.github.dogfight.core.turn;

import io.github.dogfight.core.dice.RollOff;
import io.github.dogfight.core.dice.Roller;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.function.ToIntFunction;

/**
 * Orders pieces by ordered groups, then by priorities inside a group, then breaks what is still
 * tied with a d6 roll-off (or a fixed comparator). Check Your 6!'s movement is one: move groups 1
 * to 4 by aircrew skill, and inside a group tailed aircraft, then enemies out of the sun, then
 * lower altitude, then national move order.
 *
 * <pre>{@code
 * GroupedOrder<Plane> moves = GroupedOrder.byGroup((Plane p) -> p.moveGroup())
 *     .thenPriority("tailed aircraft", Comparator.comparing((Plane p) -> !p.tailed()))
 *     .thenPriority("lower altitude", Comparator.comparingInt(Plane::altitude));
 * List<Plane> order = moves.order(planes, roller, "move order tie");
 * }</pre>
 *
 * @param <P> the piece type
 */
public final class GroupedOrder<P> {
  private final Comparator<P> comparator;
  private final List<String> priorities;

  private GroupedOrder(Comparator<P> comparator, List<String> priorities) {
    this.comparator = comparator;
    this.priorities = List.copyOf(priorities);
  }

  /**
   * Pieces in groups, lower group numbers first.
   *
   * @param <P> the piece type
   * @param group each piece's group, lowest first
   * @return the order
   */
  public static <P> GroupedOrder<P> byGroup(ToIntFunction<? super P> group) {
    Objects.requireNonNull(group, "group");
    Comparator<P> c = Comparator.comparingInt(group);
    return new GroupedOrder<>(c, List.of());
  }

  /**
   * Inside a group, pieces that {@code priority} puts first act first.
   *
   * @param name the priority's name
   * @param priority the priority, first first
   * @return the new order
   */
  public GroupedOrder<P> thenPriority(String name, Comparator<? super P> priority) {
    Objects.requireNonNull(priority, "priority");
    List<String> names = new ArrayList<>(priorities);
    names.add(name);
    return new GroupedOrder<>(comparator.thenComparing(priority), names);
  }

  /**
   * The priorities' names, in order (A, B, C ...).
   *
   * @return the priorities' names, in order (A, B, C ...)
   */
  public List<String> priorities() {
    return priorities;
  }

  /**
   * The pieces in order; pieces still tied after every priority are ordered by a d6 roll-off rolled
   * with {@code roller} (the roll-off's winner acts first), in their given order otherwise.
   *
   * @param pieces the pieces
   * @param roller the dice for ties
   * @param purpose what the tie roll is for
   * @return the pieces, in order
   */
  public List<P> order(Collection<? extends P> pieces, Roller roller, String purpose) {
    List<P> sorted = new ArrayList<>(pieces);
    sorted.sort(comparator);
    List<P> out = new ArrayList<>();
    int i = 0;
    while (i < sorted.size()) {
      int j = i + 1;
      while (j < sorted.size() && comparator.compare(sorted.get(i), sorted.get(j)) == 0) {
        j++;
      }
      List<P> tied = new ArrayList<>(sorted.subList(i, j));
      while (tied.size() > 1) {
        int winner = roller.roll(new RollOff(tied.size()), purpose).result() - 1;
        out.add(tied.remove(winner));
      }
      out.addAll(tied);
      i = j;
    }
    return out;
  }

  /**
   * The pieces in order, ties broken by {@code tieBreak} (no dice).
   *
   * @param pieces the pieces
   * @param tieBreak the last tie break
   * @return the pieces, in order
   */
  public List<P> order(Collection<? extends P> pieces, Comparator<? super P> tieBreak) {
    List<P> sorted = new ArrayList<>(pieces);
    sorted.sort(comparator.thenComparing(tieBreak));
    return sorted;
  }
}
