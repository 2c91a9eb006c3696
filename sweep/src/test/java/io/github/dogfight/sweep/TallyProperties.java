package io.github.dogfight.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** A tally is the same however its games are split, merged or aggregated elsewhere. */
class TallyProperties {
  static final List<String> SIDES = List.of("Blue", "Red");
  static final List<String> REASONS = List.of("destroyed", "left the map", "turn limit");

  @Provide
  Arbitrary<List<GameRow>> rows() {
    Arbitrary<GameRow> row =
        Combinators.combine(
                Arbitraries.of("Blue", "Red", "")
                    .map(w -> w.isEmpty() ? Optional.<String>empty() : Optional.of(w)),
                Arbitraries.integers().between(0, 40),
                Arbitraries.of(REASONS),
                Arbitraries.integers().between(0, 4),
                Arbitraries.integers().between(0, 4))
            .as(
                (winner, turns, reason, blue, red) ->
                    new GameRow("v", 0, winner, turns, reason, Map.of("Blue", blue, "Red", red)));
    return row.list().ofMaxSize(200);
  }

  @Property(tries = 200)
  void splitsMergeAndAggregatesEqualOneByOne(
      @ForAll("rows") List<GameRow> rows, @ForAll @IntRange(min = 0, max = 200) int cut) {
    int split = Math.min(cut, rows.size());
    Tally whole = new Tally("v", SIDES, REASONS);
    rows.forEach(whole::add);
    Tally first = new Tally("v", SIDES, REASONS);
    rows.subList(0, split).forEach(first::add);
    Tally second = new Tally("v", SIDES, REASONS);
    rows.subList(split, rows.size()).forEach(second::add);
    second.merge(first);
    assertThat(second).isEqualTo(whole).hasSameHashCodeAs(whole);

    // as a Spark SQL aggregation hands the counts over
    Map<String, Long> wins = new LinkedHashMap<>();
    Map<String, Long> ends = new HashMap<>();
    Map<Integer, Long> lengths = new HashMap<>();
    Map<String, Long> left = new HashMap<>();
    for (GameRow r : rows) {
      wins.merge(r.winner().orElse(Tally.NO_WINNER), 1L, Long::sum);
      ends.merge(r.reason(), 1L, Long::sum);
      lengths.merge(r.turns(), 1L, Long::sum);
      r.survivors().forEach((s, n) -> left.merge(s, (long) n, Long::sum));
    }
    Tally counted = new Tally("v", SIDES, REASONS);
    counted.addCounts(rows.size(), wins, ends, lengths, left);
    assertThat(counted).isEqualTo(whole);
    long turns = rows.stream().mapToLong(GameRow::turns).sum();
    assertThat(whole.turns()).isEqualTo(turns);
  }

  @Test
  void rowsAndCountsTheTallyDoesNotKnowAreRefused() {
    Tally t = new Tally("v", SIDES, REASONS);
    assertThatThrownBy(() -> t.add(new GameRow("w", 0, Optional.empty(), 1, "destroyed", Map.of())))
        .hasMessageContaining("variant 'w'");
    assertThatThrownBy(
            () -> t.add(new GameRow("v", 3, Optional.of("Green"), 1, "destroyed", Map.of())))
        .hasMessageContaining("game 3: winner 'Green'");
    assertThatThrownBy(() -> t.add(new GameRow("v", 4, Optional.empty(), 1, "bored", Map.of())))
        .hasMessageContaining("game 4: end reason 'bored'");
    assertThatThrownBy(
            () ->
                t.addCounts(
                    2, Map.of("Blue", 1L), Map.of("destroyed", 2L), Map.of(3, 2L), Map.of()))
        .hasMessageContaining("do not add up to 2 games");
    assertThatThrownBy(() -> t.merge(new Tally("w", SIDES, REASONS))).hasMessageContaining("'w'");
    assertThat(t.games()).isZero();
    assertThat(t.meanTurns()).isEmpty();
  }
}
