package io.github.dogfight.core.game;

import java.util.List;
import java.util.Objects;

/**
 * The phases of one turn, in order, as the rule set names them.
 *
 * @param phases phase names, at least one
 */
public record TurnSequence(List<String> phases) {
  /**
   * Checks and copies.
   *
   * @param phases phase names, at least one
   * @throws IllegalArgumentException if there are no phases
   */
  public TurnSequence {
    if (phases.isEmpty()) {
      throw new IllegalArgumentException("a turn has at least one phase");
    }
    phases = List.copyOf(phases);
  }

  /**
   * A sequence of the given phases.
   *
   * @param phases phase names, at least one
   * @return the sequence
   */
  public static TurnSequence of(String... phases) {
    Objects.requireNonNull(phases, "phases");
    return new TurnSequence(List.of(phases));
  }
}
