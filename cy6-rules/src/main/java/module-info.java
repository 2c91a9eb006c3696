/**
 * dogfight-cy6-rules: Check Your 6! (rules 002), WW2 air combat. Only the API package is exported.
 */
// Immutables annotations are an automatic module; "cy6" ends in a digit, as the rules are named.
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic", "module"})
module io.github.dogfight.cy6 {
  requires transitive io.github.dogfight.core;
  requires transitive io.github.dogfight.cards;
  requires static transitive org.jspecify;
  requires static transitive org.immutables.value.annotations;

  exports io.github.dogfight.cy6;

  provides io.github.dogfight.core.game.RuleSet with
      io.github.dogfight.cy6.Cy6Rules;
}
