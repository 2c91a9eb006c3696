package io.github.dogfight.core.turn;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A turn order known in full: its segments' activations in order, and how many have been taken.
 *
 * @param activations every activation of the turn, in order
 * @param taken how many have been taken
 */
record FixedTurnOrder(List<Activation> activations, int taken) implements TurnOrder {
  FixedTurnOrder {
    activations = List.copyOf(activations);
    checkArgument(
        taken >= 0 && taken <= activations.size(), "taken %s of %s", taken, activations.size());
  }

  static FixedTurnOrder of(List<Segment> segments) {
    List<Activation> all = new ArrayList<>();
    for (Segment s : segments) {
      all.addAll(s.activations());
    }
    return new FixedTurnOrder(all, 0);
  }

  @Override
  public Optional<Next> next() {
    if (taken == activations.size()) {
      return Optional.empty();
    }
    return Optional.of(
        new Next(activations.get(taken), new FixedTurnOrder(activations, taken + 1)));
  }

  @Override
  public boolean fullyKnown() {
    return true;
  }

  @Override
  public List<Activation> known() {
    return activations.subList(taken, activations.size());
  }
}
