package io.github.dogfight.squadron;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.turn.Activation;
import io.github.dogfight.core.turn.Mode;
import io.github.dogfight.core.turn.TurnOrderPolicy;
import java.util.ArrayList;
import java.util.List;

/** The start of a round: the declaration the rules' activation policy plans. */
final class Declarations {
  private Declarations() {}

  /**
   * Each round opens with the declaration the activation policy plans: by default both sides at
   * once and in secret.
   *
   * @throws IllegalStateException if the plan does not open with both sides declaring, once each
   */
  static Pending.Declaration plan(
      TurnOrderPolicy<SquadronState> policy, SquadronState state, Roller roller) {
    List<Activation> plan = policy.plan(state, roller).remaining();
    if (plan.isEmpty()) {
      throw badDeclaration(policy, "an empty order");
    }
    boolean simultaneous = plan.get(0).mode() == Mode.SIMULTANEOUS;
    List<Side> sides = new ArrayList<>();
    for (Activation a : simultaneous ? plan.subList(0, 1) : plan) {
      for (String actor : a.actors()) {
        sides.add(side(actor).orElseThrow(() -> badDeclaration(policy, "actor " + actor)));
      }
    }
    if (sides.size() != 2 || sides.get(0) == sides.get(1)) {
      throw badDeclaration(policy, "declarations by " + sides);
    }
    return new Pending.Declaration(sides, simultaneous);
  }

  private static java.util.Optional<Side> side(String actor) {
    for (Side s : Side.values()) {
      if (s.name().equals(actor)) {
        return java.util.Optional.of(s);
      }
    }
    return java.util.Optional.empty();
  }

  private static IllegalStateException badDeclaration(
      TurnOrderPolicy<SquadronState> policy, String gave) {
    return new IllegalStateException(
        "declaration policy '"
            + policy.name()
            + "' must have WHITE and BLACK declare, once each; it gave "
            + gave);
  }
}
