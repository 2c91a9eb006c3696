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
   */
  S move(S state, String asset, Roller roller);

  /** {@code asset} fires in the shooting phase (6). */
  S fire(S state, String asset, Roller roller);

  /**
   * The gunners of {@code formation} fire, before any attacking plane (formation planes have no
   * card; the formation's card lies first in the shooting deck). Default: nothing.
   */
  default S formationGunnersFire(S state, String formation, Roller roller) {
    return state;
  }

  /** End-of-round effects: fires, mission effects. Default: none. */
  default S endOfRound(S state, CardRound round, Roller roller) {
    return state;
  }
}
