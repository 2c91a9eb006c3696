package io.github.dogfight.cards;

import io.github.dogfight.core.dice.Roller;

/**
 * What a host rule set provides to play whole card rounds with {@link CardRounds#play}: its assets
 * (4.1, {@link CardAssets}) and what happens when an asset moves or fires. The card system knows no
 * rule set; the host turns these calls into its own commands.
 *
 * @param <S> the host's immutable state
 */
public interface CardHost<S> extends CardAssets<S> {
  /**
   * {@code asset} moves: a land unit in 5.1, a plane moving early in 5.2, or a plane whose last
   * card was just turned in 5.3.
   *
   * @param state the host's state
   * @param asset the asset whose card was turned
   * @param roller the dice for the move
   * @return the state after the move
   */
  S move(S state, String asset, Roller roller);

  /**
   * {@code asset} fires in the shooting phase (6).
   *
   * @param state the host's state
   * @param asset the asset whose card was turned
   * @param roller the dice for the fire
   * @return the state after the fire
   */
  S fire(S state, String asset, Roller roller);

  /**
   * The gunners of {@code formation} fire, before any attacking plane (formation planes have no
   * card; the formation's card lies first in the shooting deck). Default: nothing.
   *
   * @param state the host's state
   * @param formation the formation whose card was turned
   * @param roller the dice for the fire
   * @return the state after the gunners fire
   */
  default S formationGunnersFire(S state, String formation, Roller roller) {
    return state;
  }

  /**
   * End-of-round effects: fires, mission effects. Default: none.
   *
   * @param state the host's state
   * @param round the round that ended
   * @param roller the dice for the effects
   * @return the state after the round's end
   */
  default S endOfRound(S state, CardRound round, Roller roller) {
    return state;
  }
}
