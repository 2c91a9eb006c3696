package io.github.dogfight.cards;

import io.github.dogfight.core.view.Audience;
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

  /**
   * Who may read the dice of the opponent's mix (4.2 "The opponent is allowed to mix the deck some
   * more after this"). Default: the referee alone ({@link Audience#referee()}), like the shuffle's
   * dice: the mix reorders a deck nobody has seen, so its dice are made for the same secret, and
   * with them the shuffle's order would show the deck. A host may name the mixing side instead (the
   * opponent mixes with its own hands, face down): those dice alone tell that side nothing while
   * the shuffle's stay with the referee.
   *
   * @param state the host's state
   * @return who may read the mix's dice
   */
  default Audience mixAudience(S state) {
    return Audience.referee();
  }
}
