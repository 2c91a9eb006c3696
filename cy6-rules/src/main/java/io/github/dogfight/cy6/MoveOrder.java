package io.github.dogfight.cy6;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.game.Policy;
import io.github.dogfight.core.game.PolicyKind;
import java.util.List;

/**
 * The order aircraft move in (rules 002, B, Movement Phase). The default is {@link MoveGroups};
 * card activation or a variant's own order plugs in here.
 */
public interface MoveOrder extends Policy {
  /**
   * The ids of the aircraft in the fight, in the order they move; {@code roller} gives any dice the
   * order needs (a card activation's shuffle).
   *
   * @param state the state
   * @param roller the dice, for orders that roll
   * @return the aircraft, in move order
   */
  List<String> order(Cy6State state, Roller roller);

  @Override
  default PolicyKind kind() {
    return PolicyKind.ACTIVATION;
  }
}
