package io.github.dogfight.squadron.internal.declaration;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.turn.Activation;
import io.github.dogfight.core.turn.Mode;
import io.github.dogfight.core.turn.TurnOrderPolicy;
import io.github.dogfight.squadron.Maneuver;
import io.github.dogfight.squadron.Pending;
import io.github.dogfight.squadron.Side;
import io.github.dogfight.squadron.SimultaneousDeclaration;
import io.github.dogfight.squadron.SquadronCommand.DeclareManeuver;
import io.github.dogfight.squadron.SquadronEvent.ManeuverChosen;
import io.github.dogfight.squadron.SquadronEvent.ManeuverCommitted;
import io.github.dogfight.squadron.SquadronEvent.ManeuverDeclared;
import io.github.dogfight.squadron.SquadronState;
import io.github.dogfight.squadron.internal.Draft;
import io.github.dogfight.squadron.internal.combat.SquadronRoll;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The start of a round: the declaration the rules' activation policy plans, and each side's
 * maneuver; the last declaration reveals them all and rolls.
 */
public final class Declarations {
  /** Both sides at once and in secret: what {@link SimultaneousDeclaration} plans. */
  private static final Pending.Declaration BOTH_AT_ONCE =
      new Pending.Declaration(List.of(Side.WHITE, Side.BLACK), true);

  private Declarations() {}

  /**
   * Each round opens with the declaration the activation policy plans: by default both sides at
   * once and in secret.
   *
   * @param policy the activation policy
   * @param state the state at the start of the round
   * @param roller the step's roller, for a policy that shuffles
   * @return the declaration
   * @throws IllegalStateException if the plan does not open with both sides declaring, once each
   */
  public static Pending.Declaration plan(
      TurnOrderPolicy<SquadronState> policy, SquadronState state, Roller roller) {
    if (policy instanceof SimultaneousDeclaration) {
      // The seed's rule (a final class) plans the same order every round, rolling nothing.
      return BOTH_AT_ONCE;
    }
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

  /**
   * {@code command} declares its side's maneuver; once every side has, the maneuvers are revealed
   * and the Squadron Roll made.
   *
   * @param d the step's draft
   * @param pending the declaration waited for
   * @param command the declaration
   */
  public static void declare(Draft d, Pending.Declaration pending, DeclareManeuver command) {
    if (record(d, pending, command)) {
      SquadronRoll.roll(d);
    }
  }

  /**
   * {@code command} declares its side's maneuver, without rolling: the draft then waits for the
   * sides still to declare, or holds both maneuvers, revealed, ready for the Squadron Roll.
   *
   * @param d the step's draft
   * @param pending the declaration waited for
   * @param command the declaration
   * @return whether every side has declared, so that the Squadron Roll is due
   */
  public static boolean record(Draft d, Pending.Declaration pending, DeclareManeuver command) {
    SquadronState state = d.state();
    Map<Side, Maneuver> declared = new EnumMap<>(Side.class);
    declared.putAll(state.declared());
    declared.put(command.side(), command.maneuver());
    List<Side> waiting = new ArrayList<>(pending.waiting());
    waiting.remove(command.side());
    String name = state.squadron(command.side()).name();
    // Chosen before the roll and kept secret: the public learns only that a choice was made.
    d.tell(new ManeuverChosen(state.turn(), command.side(), name));
    d.tell(new ManeuverCommitted(state.turn(), command.side(), name, command.maneuver()));
    SquadronState both = d.context().states().withDeclared(state, declared);
    d.set(both);
    if (!waiting.isEmpty()) {
      d.await(new Pending.Declaration(waiting, pending.simultaneous()));
      return false;
    }
    for (Side side : Side.values()) {
      d.tell(
          new ManeuverDeclared(
              state.turn(), side, state.squadron(side).name(), SquadronRoll.maneuver(both, side)));
    }
    return true;
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
