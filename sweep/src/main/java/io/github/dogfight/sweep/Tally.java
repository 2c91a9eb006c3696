package io.github.dogfight.sweep;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * The running tally of one variant's games: games, wins per side, games with no winner, end
 * reasons, turns (their sum and histogram) and survivors per side. Its size depends on the sides,
 * reasons and game lengths, never on the number of games, so a million games cost what a thousand
 * do. Tallies of parts of an index range {@link #merge} into the tally of the whole, in any order.
 *
 * <p>Not thread-safe: one thread adds (a {@link io.github.dogfight.core.game.Simulation#stream}
 * sink is called on one thread).
 */
public final class Tally {
  /** The winner column's word for a game no side won. */
  public static final String NO_WINNER = "no winner";

  private final String variant;
  private final List<String> sides;
  private final List<String> reasons;
  private long games;
  private final Map<String, Long> wins = new LinkedHashMap<>();
  private final Map<String, Long> ends = new LinkedHashMap<>();
  private final SortedMap<Integer, Long> lengths = new TreeMap<>();
  private final Map<String, Long> survivors = new LinkedHashMap<>();
  private long turns;

  /**
   * An empty tally.
   *
   * @param variant the variant's name
   * @param sides the rule set's sides, in order
   * @param reasons the rule set's end reasons, in order
   */
  public Tally(String variant, List<String> sides, List<String> reasons) {
    this.variant = Objects.requireNonNull(variant, "variant");
    this.sides = List.copyOf(sides);
    this.reasons = List.copyOf(reasons);
    for (String side : this.sides) {
      wins.put(side, 0L);
      survivors.put(side, 0L);
    }
    wins.put(NO_WINNER, 0L);
    for (String reason : this.reasons) {
      ends.put(reason, 0L);
    }
  }

  /**
   * Counts one game.
   *
   * @param row the game
   * @throws IllegalArgumentException for a row of another variant, or a winner, side or reason the
   *     tally does not know
   */
  public void add(GameRow row) {
    if (!row.variant().equals(variant)) {
      throw new IllegalArgumentException(
          "row of variant '" + row.variant() + "' added to the tally of '" + variant + "'");
    }
    String winner = row.winner().orElse(NO_WINNER);
    if (!wins.containsKey(winner)) {
      throw new IllegalArgumentException(
          "game " + row.game() + ": winner '" + winner + "' is not a side of " + sides);
    }
    if (!ends.containsKey(row.reason())) {
      throw new IllegalArgumentException(
          "game " + row.game() + ": end reason '" + row.reason() + "' is not one of " + reasons);
    }
    for (String side : row.survivors().keySet()) {
      if (!survivors.containsKey(side)) {
        throw new IllegalArgumentException(
            "game " + row.game() + ": survivors of '" + side + "', not a side of " + sides);
      }
    }
    games++;
    wins.merge(winner, 1L, Long::sum);
    ends.merge(row.reason(), 1L, Long::sum);
    lengths.merge(row.turns(), 1L, Long::sum);
    turns += row.turns();
    row.survivors().forEach((side, n) -> survivors.merge(side, (long) n, Long::sum));
  }

  /**
   * Adds the counts of {@code other}, a tally of the same variant over other games.
   *
   * @param other the other tally
   * @throws IllegalArgumentException for a tally of another variant, sides or reasons
   */
  public void merge(Tally other) {
    if (!other.variant.equals(variant)
        || !other.sides.equals(sides)
        || !other.reasons.equals(reasons)) {
      throw new IllegalArgumentException(
          "cannot merge the tally of '" + other.variant + "' into that of '" + variant + "'");
    }
    games += other.games;
    turns += other.turns;
    other.wins.forEach((k, v) -> wins.merge(k, v, Long::sum));
    other.ends.forEach((k, v) -> ends.merge(k, v, Long::sum));
    other.lengths.forEach((k, v) -> lengths.merge(k, v, Long::sum));
    other.survivors.forEach((k, v) -> survivors.merge(k, v, Long::sum));
  }

  /**
   * Sets the counts of a tally worked out elsewhere (a Spark SQL aggregation): for each game
   * length, how many games; the other counts likewise. The result equals a tally that added the
   * same games one by one.
   *
   * @param games the games counted
   * @param wins games won, by side, with {@link #NO_WINNER}
   * @param ends games ended, by reason
   * @param lengths games, by length in turns
   * @param survivors the sum over games of each side's aircraft left
   * @throws IllegalArgumentException when the counts do not add up to {@code games} or name unknown
   *     sides or reasons
   */
  public void addCounts(
      long games,
      Map<String, Long> wins,
      Map<String, Long> ends,
      Map<Integer, Long> lengths,
      Map<String, Long> survivors) {
    checkKeys("winner", wins.keySet(), this.wins.keySet());
    checkKeys("end reason", ends.keySet(), this.ends.keySet());
    checkKeys("side", survivors.keySet(), this.survivors.keySet());
    long won = wins.values().stream().mapToLong(Long::longValue).sum();
    long ended = ends.values().stream().mapToLong(Long::longValue).sum();
    long lasted = lengths.values().stream().mapToLong(Long::longValue).sum();
    if (won != games || ended != games || lasted != games) {
      throw new IllegalArgumentException(
          "counts do not add up to "
              + games
              + " games: wins "
              + won
              + ", end reasons "
              + ended
              + ", lengths "
              + lasted);
    }
    this.games += games;
    wins.forEach((k, v) -> this.wins.merge(k, v, Long::sum));
    ends.forEach((k, v) -> this.ends.merge(k, v, Long::sum));
    lengths.forEach(
        (k, v) -> {
          this.lengths.merge(k, v, Long::sum);
          turns += (long) k * v;
        });
    survivors.forEach((k, v) -> this.survivors.merge(k, v, Long::sum));
  }

  private static void checkKeys(String what, Set<String> given, Set<String> known) {
    for (String k : given) {
      if (!known.contains(k)) {
        throw new IllegalArgumentException(what + " '" + k + "' is not one of " + known);
      }
    }
  }

  /**
   * The variant's name.
   *
   * @return the variant's name
   */
  public String variant() {
    return variant;
  }

  /**
   * The rule set's sides, in order.
   *
   * @return the sides
   */
  public List<String> sides() {
    return sides;
  }

  /**
   * The rule set's end reasons, in order.
   *
   * @return the reasons
   */
  public List<String> reasons() {
    return reasons;
  }

  /**
   * The games counted.
   *
   * @return the games counted
   */
  public long games() {
    return games;
  }

  /**
   * The share of games {@code side} won ({@link #NO_WINNER} for games no side won).
   *
   * @param side a side, or {@link #NO_WINNER}
   * @return the share
   * @throws IllegalArgumentException for an unknown side, or before any game
   */
  public Share wins(String side) {
    Long n = wins.get(side);
    if (n == null) {
      throw new IllegalArgumentException("'" + side + "' is not one of " + wins.keySet());
    }
    return new Share(n, games);
  }

  /**
   * Games won, by side, then {@link #NO_WINNER}.
   *
   * @return the counts
   */
  public Map<String, Long> winCounts() {
    return Collections.unmodifiableMap(wins);
  }

  /**
   * The share of games that ended for {@code reason}.
   *
   * @param reason one of the rule set's end reasons
   * @return the share
   * @throws IllegalArgumentException for an unknown reason, or before any game
   */
  public Share ended(String reason) {
    Long n = ends.get(reason);
    if (n == null) {
      throw new IllegalArgumentException("'" + reason + "' is not one of " + ends.keySet());
    }
    return new Share(n, games);
  }

  /**
   * Games ended, by reason, in the rule set's order.
   *
   * @return the counts
   */
  public Map<String, Long> endCounts() {
    return Collections.unmodifiableMap(ends);
  }

  /**
   * Games by length in turns, shortest first.
   *
   * @return the histogram
   */
  public SortedMap<Integer, Long> lengths() {
    return Collections.unmodifiableSortedMap(lengths);
  }

  /**
   * The sum of the games' lengths in turns.
   *
   * @return the total turns
   */
  public long turns() {
    return turns;
  }

  /**
   * The mean length in turns, empty before any game.
   *
   * @return the mean
   */
  public Optional<Double> meanTurns() {
    return games == 0 ? Optional.empty() : Optional.of((double) turns / games);
  }

  /**
   * The sum over games of each side's aircraft left, by side.
   *
   * @return the sums
   */
  public Map<String, Long> survivorTotals() {
    return Collections.unmodifiableMap(survivors);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof Tally t
        && t.variant.equals(variant)
        && t.sides.equals(sides)
        && t.reasons.equals(reasons)
        && t.games == games
        && t.turns == turns
        && t.wins.equals(wins)
        && t.ends.equals(ends)
        && t.lengths.equals(lengths)
        && t.survivors.equals(survivors);
  }

  @Override
  public int hashCode() {
    return Objects.hash(variant, games, turns, wins, ends, lengths, survivors);
  }

  @Override
  public String toString() {
    return "Tally[" + variant + ", " + games + " games, wins " + wins + ", ends " + ends + "]";
  }
}
