/** dogfight-dogfite-rules: the Dogfite! rule set (seed 000), found as "dogfite". */
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"}) // Immutables annotations
module io.github.dogfight.dogfite {
  requires transitive io.github.dogfight.core;
  requires transitive io.github.dogfight.cards;
  requires static transitive org.jspecify;
  requires static transitive org.immutables.value.annotations;

  exports io.github.dogfight.dogfite;

  provides io.github.dogfight.core.game.RuleSet with
      io.github.dogfight.dogfite.DogfiteRules;
}
