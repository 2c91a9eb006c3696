package io.github.dogfight.dogfite.event;

import com.google.common.collect.ImmutableMap;
import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.dogfite.DogfiteEvent;
import io.github.dogfight.dogfite.internal.narration.Narration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Edges were adjusted for the new targets (carryover and position) and the turn's order was set
 * (initiative rolled, or activation cards dealt).
 *
 * @param turn the turn
 * @param edges each aircraft's edge on its target
 * @param order the movement order as far as it is known now: all of it for initiative, the early
 *     movers for activation cards
 * @param tailing aircraft that move right after their targets (their initiative beats their
 *     target's) and whom they follow
 * @param complete whether {@code order} is the whole movement order
 * @param dice the initiative d10s and any roll-offs (the deck's shuffle is in {@link DeckShuffled},
 *     for the referee alone)
 */
public record TurnOrdered(
    int turn,
    Map<String, Integer> edges,
    List<String> order,
    Map<String, String> tailing,
    boolean complete,
    List<DiceRoll> dice)
    implements DogfiteEvent {
  /**
   * Copies the collections.
   *
   * @param turn the turn
   * @param edges each aircraft's edge on its target
   * @param order the movement order as far as it is known now: all of it for initiative, the early
   *     movers for activation cards
   * @param tailing aircraft that move right after their targets (their initiative beats their
   *     target's) and whom they follow
   * @param complete whether {@code order} is the whole movement order
   * @param dice the initiative d10s and any roll-offs (the deck's shuffle is in {@link
   *     DeckShuffled}, for the referee alone)
   */
  public TurnOrdered {
    Objects.requireNonNull(edges, "edges");
    Objects.requireNonNull(order, "order");
    Objects.requireNonNull(tailing, "tailing");
    Objects.requireNonNull(dice, "dice");
    edges = ImmutableMap.copyOf(edges);
    order = List.copyOf(order);
    tailing = ImmutableMap.copyOf(tailing);
    dice = List.copyOf(dice);
  }

  @Override
  public String phase() {
    return "Targeting";
  }

  @Override
  public Optional<String> actor() {
    return Optional.empty();
  }

  @Override
  public String narration() {
    return Narration.of(this);
  }
}
