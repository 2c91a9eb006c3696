package io.github.dogfight.core.turn;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.game.Policy;
import io.github.dogfight.core.game.PolicyKind;
import java.util.Objects;

/**
 * The activation policy: plans who acts when in a turn. Initiative dice, move groups with
 * priorities, a card deck or a simultaneous declaration are each one; a variant swaps it.
 *
 * <pre>{@code
 * TurnOrderPolicy<MyState> everyoneAtOnce = TurnOrderPolicy.of(
 *     "simultaneous", "Both sides declare at once.",
 *     (state, roller) -> TurnOrder.of(Segment.simultaneous("declare", List.of("WHITE", "BLACK"))));
 * }</pre>
 *
 * @param <S> the state type
 */
public interface TurnOrderPolicy<S> extends Policy {
  /**
   * The order of the turn starting in {@code state}, drawing dice or cards from {@code roller}.
   *
   * @param state the state
   * @param roller the dice
   * @return the turn order
   */
  TurnOrder plan(S state, Roller roller);

  @Override
  default PolicyKind kind() {
    return PolicyKind.ACTIVATION;
  }

  /**
   * A policy from a function, for variants written as a lambda.
   *
   * @param <S> the state type
   * @param name the policy's name
   * @param description what it does
   * @param plan plans a turn order
   * @return the policy
   */
  static <S> TurnOrderPolicy<S> of(
      String name, String description, java.util.function.BiFunction<S, Roller, TurnOrder> plan) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(plan, "plan");
    return new TurnOrderPolicy<>() {
      @Override
      public TurnOrder plan(S state, Roller roller) {
        return plan.apply(state, roller);
      }

      @Override
      public String name() {
        return name;
      }

      @Override
      public String description() {
        return description;
      }
    };
  }
}
