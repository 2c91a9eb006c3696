/**
 * dogfight-wildblue-rules: The Wild Blue (rules 001), pulp dogfighting on a host role-playing
 * system's check. Only the API package is exported.
 */
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"})
module io.github.dogfight.wildblue {
  requires transitive io.github.dogfight.core;
  requires static transitive org.jspecify;
  requires static transitive org.immutables.value.annotations;

  exports io.github.dogfight.wildblue;

  provides io.github.dogfight.core.game.RuleSet with
      io.github.dogfight.wildblue.WildBlueRules;
}
