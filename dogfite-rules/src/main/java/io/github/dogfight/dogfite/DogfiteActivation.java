package io.github.dogfight.dogfite;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.turn.Activation;
import io.github.dogfight.core.turn.TurnOrder;
import io.github.dogfight.core.turn.TurnOrderPolicy;

/**
 * How a Dogfite! turn's movement and firing order is set: the seed's initiative roll ({@link
 * #initiative()}), or a replacement such as {@link CardActivation}. Pass one to {@link
 * DogfiteRules#withActivation(DogfiteActivation)} to build a variant.
 *
 * <p>The engine calls {@link #plan} once per turn, after targeting, and takes the order's
 * activations as the turn goes: an activation in a moving segment ({@value #MOVEMENT}, or card
 * activation's {@code early move} and {@code move}) moves its aircraft; activations in the {@value
 * #FIRE} segment give the firing order (when there are none, aircraft fire in movement order, as
 * the seed does); other segments are passed over. An order may be revealed as it goes (a card
 * deck): the engine takes the next mover only when the one before has moved, and every view hides
 * what has not been revealed.
 *
 * <p>An activation orders only the aircraft that act for themselves: followers in formation ({@link
 * DogfiteState#formations()}, already set in the state it is given) are placed by the engine right
 * after their leaders, in movement and in firing. Each of the others must move exactly once, and
 * fire at most once; the engine refuses an order that does otherwise.
 */
public interface DogfiteActivation extends TurnOrderPolicy<DogfiteState> {
  /** The segment whose activations move aircraft. */
  String MOVEMENT = "movement";

  /** The segment whose activations fire. */
  String FIRE = "fire";

  /**
   * The order of this turn, drawing any dice or cards from {@code roller}.
   *
   * @param state the state after targeting, edges adjusted, with this turn's formations
   * @param roller the game's dice
   */
  @Override
  TurnOrder plan(DogfiteState state, Roller roller);

  /** Whether {@code a} moves an aircraft. */
  static boolean moves(Activation a) {
    return a.segment().equals(MOVEMENT)
        || a.segment().equals("early move")
        || a.segment().equals("move");
  }

  /** Whether {@code a} fires. */
  static boolean fires(Activation a) {
    return a.segment().equals(FIRE);
  }

  /** The seed's activation: initiative and tailing (seed 000, INITIATIVE). */
  static DogfiteActivation initiative() {
    return DogfitePolicies.Initiative.INSTANCE;
  }
}
