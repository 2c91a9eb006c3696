package io.github.dogfight.cards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The round's own collections behave as the {@code List} and {@code Map} they stand for: a deck is
 * the list of its cards top first, counts are the map of their entries in order, and a change makes
 * a new one that leaves the old as it was (a round is immutable and shared between views and
 * threads). The card tables read once answer as the tables themselves, inside and outside the range
 * read ahead.
 */
class DeckAndCountsTest {
  @Test
  void aDeckIsTheListOfItsCardsTopFirstAndTurningSharesNothingVisible() {
    Deck deck = Deck.copyOf(List.of("b", "a", "c"));
    assertThat(deck).containsExactly("b", "a", "c").isEqualTo(List.of("b", "a", "c"));
    assertThat(Deck.copyOf(deck)).isSameAs(deck);
    Deck rest = deck.rest();
    assertThat(rest).containsExactly("a", "c").hasSize(2);
    assertThat(rest.get(0)).isEqualTo("a");
    assertThat(rest.get(1)).isEqualTo("c");
    assertThat(deck).containsExactly("b", "a", "c");
    for (int bad : new int[] {-1, 2, 3}) {
      assertThatThrownBy(() -> rest.get(bad))
          .isInstanceOf(IndexOutOfBoundsException.class)
          .hasMessage("index " + bad + ", size 2");
    }
    Deck last = rest.rest().rest();
    assertThat(last).isEmpty();
    assertThatThrownBy(last::rest)
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("the deck is empty");
    assertThatThrownBy(() -> last.get(0)).isInstanceOf(IndexOutOfBoundsException.class);
  }

  @Test
  void aDeckSortedIsItsCardsInOrderAndItselfWhenAlreadySorted() {
    Deck deck = Deck.copyOf(List.of("c", "a", "b"));
    Deck sorted = deck.sorted();
    assertThat(sorted).containsExactly("a", "b", "c");
    assertThat(deck).containsExactly("c", "a", "b");
    assertThat(deck.sorted()).isSameAs(sorted);
    assertThat(sorted.sorted()).isSameAs(sorted);
    Deck inOrder = deck.rest();
    assertThat(inOrder).containsExactly("a", "b");
    assertThat(inOrder.sorted()).isSameAs(inOrder);
  }

  @Test
  void countsAreTheMapOfTheirEntriesInOrder() {
    Map<String, Integer> given = new LinkedHashMap<>();
    given.put("Ace", 3);
    given.put("Gunner", 1);
    Counts counts = Counts.copyOf(given);
    assertThat(counts).isEqualTo(given).hasSize(2);
    assertThat(counts.entrySet()).hasSize(2);
    assertThat(counts.keySet()).containsExactly("Ace", "Gunner");
    assertThat(counts.containsKey("Ace")).isTrue();
    assertThat(counts.containsKey("Nobody")).isFalse();
    assertThat(counts.get("Gunner")).isEqualTo(1);
    assertThat(counts.get("Nobody")).isNull();
    assertThat(counts.count("Nobody")).isZero();
    assertThat(Counts.copyOf(counts)).isSameAs(counts);
    assertThat(Counts.copyOf(Map.of())).isEmpty();
    assertThat(Counts.copyOf(Map.of()).entrySet()).isEmpty();
    Iterator<Map.Entry<String, Integer>> it = counts.entrySet().iterator();
    assertThat(it.next()).isEqualTo(Map.entry("Ace", 3));
    assertThat(it.next()).isEqualTo(Map.entry("Gunner", 1));
    assertThat(it.hasNext()).isFalse();
    assertThatThrownBy(it::next).isInstanceOf(NoSuchElementException.class);
  }

  @Test
  void aChangedCountIsANewMapAndANewKeyGoesLast() {
    Counts counts = Counts.of(List.of("Ace", "Gunner"), 2, 0);
    assertThat(counts).containsExactly(Map.entry("Ace", 0), Map.entry("Gunner", 0));
    Counts drawn = counts.with("Gunner", 2);
    assertThat(drawn).containsExactly(Map.entry("Ace", 0), Map.entry("Gunner", 2));
    assertThat(counts).containsExactly(Map.entry("Ace", 0), Map.entry("Gunner", 0));
    Counts more = drawn.with("Battery", 1);
    assertThat(more)
        .containsExactly(Map.entry("Ace", 0), Map.entry("Gunner", 2), Map.entry("Battery", 1));
    assertThat(drawn).hasSize(2);
    Map<String, Integer> cards = new LinkedHashMap<>();
    cards.put("Ace", 4);
    cards.put("Gunner", 3);
    assertThat(Counts.left(cards, drawn))
        .containsExactly(Map.entry("Ace", 4), Map.entry("Gunner", 1));
  }

  @ParameterizedTest
  @ValueSource(ints = {-3, -1, 0, 7, 8, 18, 27, 39, 40, 41, 60, 1000})
  void tablesReadOnceAnswerAsTheTables(int awareness) {
    assertThat(CardTables.pilotCards(awareness))
        .isEqualTo(CardTables.pilotTable().cell(awareness).number().orElseThrow());
    assertThat(CardTables.gunnerCards(awareness))
        .isEqualTo(CardTables.gunnerTable().cell(awareness).number().orElseThrow());
  }

  @Test
  void aboveTheRangeReadAheadTheTopRowsStillCount() {
    // "27+: 8" and "18 +: 4" (rules 004, base number of cards for each pilot and gunner)
    assertThat(CardTables.pilotCards(41)).isEqualTo(8);
    assertThat(CardTables.gunnerCards(41)).isEqualTo(4);
  }
}
