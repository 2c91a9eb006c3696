package io.github.dogfight.core.turn;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A turn's order, revealed one activation at a time. Immutable: {@link #next()} returns the next
 * activation and the order after it. A rolled order is known in full when it is planned; a card
 * deck reveals it card by card, and its undrawn part is hidden from every view ({@link
 * #concealed()}).
 *
 * <pre>{@code
 * TurnOrder order = TurnOrder.of(
 *     Segment.sequential("movement", List.of("Camel", "Albatros")),
 *     Segment.sequential("fire", List.of("Albatros", "Camel")));   // fire differs from movement
 * Optional<TurnOrder.Next> n = order.next();   // Camel moves; n.get().rest() continues
 * }</pre>
 */
public interface TurnOrder {
  /**
   * The next activation and the order after it.
   *
   * @param activation who acts now, in which segment
   * @param rest the order after it
   */
  record Next(Activation activation, TurnOrder rest) {
    /**
     * Checks the components.
     *
     * @param activation the activation to run now
     * @param rest the order after it
     */
    public Next {
      Objects.requireNonNull(activation, "activation");
      Objects.requireNonNull(rest, "rest");
    }
  }

  /**
   * The next activation, or empty when the turn's order is done.
   *
   * @return the next activation, or empty when the turn's order is done
   */
  Optional<Next> next();

  /**
   * The activations still to come that every player may already know: all of them for a rolled
   * order, none beyond the cards turned for a card deck.
   *
   * @return the activations still to come that every player may already know: all of them for a
   *     rolled order, none beyond the cards turned for a card deck
   */
  List<Activation> known();

  /**
   * Whether {@link #known()} is everything still to come: true for an order fixed when planned,
   * false while a card deck still hides its order. The default compares the two.
   *
   * @return whether {@link #known()} is everything still to come: true for an order fixed when
   *     planned, false while a card deck still hides its order
   */
  default boolean fullyKnown() {
    return known().equals(remaining());
  }

  /**
   * This order as a view may hold it: what no player may know yet replaced by a fixed placeholder,
   * so two orders that differ only in that are equal. A fixed order is itself.
   *
   * @return this order as a view may hold it: what no player may know yet replaced by a fixed
   *     placeholder, so two orders that differ only in that are equal
   */
  default TurnOrder concealed() {
    return this;
  }

  /**
   * Every remaining activation, in order (for an order with secrets, this reveals them).
   *
   * @return every remaining activation, in order (for an order with secrets, this reveals them)
   */
  default List<Activation> remaining() {
    List<Activation> out = new ArrayList<>();
    Optional<Next> n = next();
    while (n.isPresent()) {
      out.add(n.get().activation());
      n = n.get().rest().next();
    }
    return out;
  }

  /**
   * A fixed order of segments, known in full.
   *
   * @param segments the segments
   * @return the order
   */
  static TurnOrder of(List<Segment> segments) {
    return FixedTurnOrder.of(segments);
  }

  /**
   * A fixed order of segments, known in full.
   *
   * @param segments the segments
   * @return the order
   */
  static TurnOrder of(Segment... segments) {
    Objects.requireNonNull(segments, "segments");
    return FixedTurnOrder.of(List.of(segments));
  }

  /**
   * A fixed order of activations, known in full (for activations with notes).
   *
   * @param activations the activations
   * @return the order
   */
  static TurnOrder ofActivations(List<Activation> activations) {
    Objects.requireNonNull(activations, "activations");
    return new FixedTurnOrder(activations, 0);
  }
}
