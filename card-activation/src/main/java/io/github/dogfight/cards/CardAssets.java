package io.github.dogfight.cards;

import java.util.List;

/**
 * What a host rule set tells the card system at the start of a round (4.1 and 4.2): its assets, and
 * whether the opponent mixes the deck. A host that plays its own commands between the card steps
 * (players moving by hand) needs only this, with {@link CardRounds#start}; a host that acts
 * synchronously implements {@link CardHost}.
 *
 * @param <S> the host's immutable state
 */
public interface CardAssets<S> {
  /**
   * The assets at the start of a round (4.1): kind, Awareness, wounds, threats, formation.
   *
   * @param state the host's state
   * @return the assets, in the host's order
   */
  List<Asset> assets(S state);

  /**
   * Whether the opponent mixes the shuffled deck further (4.2), seeing only what the table sees.
   * Default: no.
   *
   * @param state the host's state
   * @param view the round as the table sees it
   * @return whether the opponent mixes the shuffled deck further (4.2), seeing only what the table
   *     sees
   */
  default boolean opponentMixes(S state, CardRound.TableView view) {
    return false;
  }
}
