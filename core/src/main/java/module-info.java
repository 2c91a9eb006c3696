/**
 * dogfight-core: the seeded dice stream and dice model with exact odds, chance mechanics and
 * checks, rule tables, events, decisions and views, turn order, hex geometry, catalogs, the game
 * container, the rule-set SPI and simulation. Implementation details live in {@code
 * io.github.dogfight.core.internal}, which is not exported.
 */
module io.github.dogfight.core {
  requires com.google.common;
  requires static transitive org.jspecify;

  exports io.github.dogfight.core.catalog;
  exports io.github.dogfight.core.check;
  exports io.github.dogfight.core.dice;
  exports io.github.dogfight.core.event;
  exports io.github.dogfight.core.game;
  exports io.github.dogfight.core.hex;
  exports io.github.dogfight.core.odds;
  exports io.github.dogfight.core.table;
  exports io.github.dogfight.core.turn;
  exports io.github.dogfight.core.view;

  uses io.github.dogfight.core.game.RuleSet;
  uses io.github.dogfight.core.game.OddsProvider;
}
