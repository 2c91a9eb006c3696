/** dogfight-card-activation: activation cards (rules 004) for any host rule set. */
module io.github.dogfight.cards {
  requires transitive io.github.dogfight.core;
  requires com.google.common;
  requires static transitive org.jspecify;

  exports io.github.dogfight.cards;

  provides io.github.dogfight.core.game.OddsProvider with
      io.github.dogfight.cards.CardOddsProvider;
}
