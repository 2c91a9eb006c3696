package io.github.dogfight.cards;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;
import org.jspecify.annotations.Nullable;

/**
 * An immutable deck, top first: turning the top card gives the rest of the deck without copying it
 * ({@link #rest()} shares the cards). Equal to any list with the same cards in the same order.
 */
final class Deck extends AbstractList<String> implements RandomAccess {
  private final String[] cards;
  private final int top;

  /**
   * These cards sorted, worked out on first use (views ask for it at every decision while the deck
   * stays the same). A race works out equal decks; a deck's fields are final, so any thread sees
   * the one it reads whole.
   */
  private @Nullable Deck sorted;

  private Deck(String[] cards, int top) {
    this.cards = cards;
    this.top = top;
  }

  /** The same cards in their natural order: this deck when it already is in that order. */
  Deck sorted() {
    Deck s = sorted;
    if (s == null) {
      String[] c = Arrays.copyOfRange(cards, top, cards.length);
      Arrays.sort(c);
      s = Arrays.equals(c, 0, c.length, cards, top, cards.length) ? this : new Deck(c, 0);
      s.sorted = s;
      sorted = s;
    }
    return s;
  }

  /**
   * {@code cards} as a deck, top first; {@code cards} itself when it already is one.
   *
   * @throws NullPointerException for a null card
   */
  static Deck copyOf(List<String> cards) {
    if (cards instanceof Deck d) {
      return d;
    }
    return new Deck(List.copyOf(cards).toArray(new String[0]), 0);
  }

  /** The deck without its top card. */
  Deck rest() {
    if (top >= cards.length) {
      throw new IllegalStateException("the deck is empty");
    }
    return new Deck(cards, top + 1);
  }

  @Override
  public String get(int index) {
    if (index < 0 || index >= cards.length - top) {
      throw new IndexOutOfBoundsException("index " + index + ", size " + (cards.length - top));
    }
    return cards[top + index];
  }

  @Override
  public int size() {
    return cards.length - top;
  }
}
