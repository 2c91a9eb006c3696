package io.github.dogfight.squadron;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.game.ActivationPolicy;
import java.util.ArrayList;
import java.util.List;

/**
 * Activation in the Squadron Phase: both sides choose their maneuver before one simultaneous roll
 * (seed 003: "effects depend on the Squadron Maneuver chosen before the roll"). The command order
 * is white, then black; the engine does not reveal a declaration until both are in.
 */
public final class SimultaneousDeclaration implements ActivationPolicy<SquadronState> {
  @Override
  public List<String> activationOrder(SquadronState state, Roller roller) {
    List<String> order = new ArrayList<>();
    for (Side side : Side.values()) {
      if (!state.declared().containsKey(side)) {
        order.add(side.name());
      }
    }
    return order;
  }

  @Override
  public String name() {
    return "simultaneous declaration";
  }

  @Override
  public String description() {
    return "Both sides declare a squadron maneuver, then one opposed roll resolves both (seed"
        + " 003, The Squadron Phase).";
  }
}
