/**
 * dogfight-dogfite-rules: the Dogfite! rule set (rules 000), found as "dogfite". Only the API
 * packages (the rule set and its events) are exported; the engine's phases are in internal
 * packages.
 */
module io.github.dogfight.dogfite {
  requires transitive io.github.dogfight.core;
  requires transitive io.github.dogfight.cards;
  requires com.google.common;
  requires static transitive org.jspecify;

  exports io.github.dogfight.dogfite;
  exports io.github.dogfight.dogfite.event;

  provides io.github.dogfight.core.game.RuleSet with
      io.github.dogfight.dogfite.DogfiteRules;
}
