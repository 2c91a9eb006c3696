/** dogfight-squadron-rules: the Squadron Phase rule set (rules 003), found as "squadron". */
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"}) // Immutables annotations
module io.github.dogfight.squadron {
  requires transitive io.github.dogfight.core;
  requires static transitive org.jspecify;
  requires static transitive org.immutables.value.annotations;

  exports io.github.dogfight.squadron;

  provides io.github.dogfight.core.game.RuleSet with
      io.github.dogfight.squadron.SquadronRules;
}
