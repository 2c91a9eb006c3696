package io.github.dogfight.squadron;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.turn.Segment;
import io.github.dogfight.core.turn.TurnOrder;
import io.github.dogfight.core.turn.TurnOrderPolicy;
import java.util.List;

/**
 * Activation in the Squadron Phase: both sides choose their maneuver before one opposed roll, at
 * the same time and in secret (rules 003: "effects depend on the Squadron Maneuver chosen before
 * the roll"). The engine calls {@link #plan} at the start of every round; its first segment says
 * who declares and how: simultaneously (this policy), or in order and openly when a variant plans a
 * sequential segment (each side seeing the maneuvers declared before its own).
 */
public final class SimultaneousDeclaration implements TurnOrderPolicy<SquadronState> {
  /** The seed's rule. */
  public SimultaneousDeclaration() {}

  /** The segment in which the sides declare. */
  public static final String DECLARATION = "declaration";

  @Override
  public TurnOrder plan(SquadronState state, Roller roller) {
    return TurnOrder.of(
        Segment.simultaneous(DECLARATION, List.of(Side.WHITE.name(), Side.BLACK.name())));
  }

  @Override
  public String name() {
    return "simultaneous declaration";
  }

  @Override
  public String description() {
    return "Both sides choose a squadron maneuver at once and in secret, then one opposed roll"
        + " resolves both (rules 003, The Squadron Phase).";
  }
}
