package io.github.dogfight.dogfite;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.game.ActivationPolicy;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How a Dogfite! turn's movement and firing order is set: the seed's initiative roll ({@link
 * #initiative()}), or a replacement such as {@link CardActivation}. Pass one to {@link
 * DogfiteRules#withActivation(DogfiteActivation)} to build a variant.
 *
 * <p>An activation orders only the aircraft that act for themselves: followers in formation are
 * placed by the engine right after their leaders, in movement and in firing.
 */
public interface DogfiteActivation extends ActivationPolicy<DogfiteState> {
  /**
   * The order of this turn, drawing any dice or cards from {@code roller}.
   *
   * @param state the state after targeting, edges adjusted
   * @param formations followers in formation this turn, each to its leader; followers must not be
   *     listed in the result
   * @param roller the game's dice
   */
  TurnOrder turnOrder(DogfiteState state, Map<String, String> formations, Roller roller);

  @Override
  default List<String> activationOrder(DogfiteState state, Roller roller) {
    return turnOrder(state, state.formations(), roller).moves();
  }

  /**
   * One turn's order.
   *
   * @param moves aircraft in movement order (no followers)
   * @param fires aircraft in firing order, or empty to fire in movement order as the seed does
   * @param tailing tailing aircraft and whom they follow, for narration (empty if not used)
   */
  record TurnOrder(List<String> moves, List<String> fires, Map<String, String> tailing) {
    /** Copies the collections. */
    public TurnOrder {
      moves = List.copyOf(moves);
      fires = List.copyOf(fires);
      tailing = Collections.unmodifiableMap(new LinkedHashMap<>(tailing));
    }
  }

  /** The seed's activation: initiative and tailing (seed 000, INITIATIVE). */
  static DogfiteActivation initiative() {
    return DogfitePolicies.Initiative.INSTANCE;
  }
}
