package io.github.dogfight.core.game;

/**
 * A pluggable piece of a rule set that its engine calls to decide something: who acts when ({@link
 * io.github.dogfight.core.turn.TurnOrderPolicy}), advantage ({@link AdvantagePolicy}), damage
 * ({@link DamagePolicy}), a check ({@link io.github.dogfight.core.check.Check}), or a rule module's
 * own. Rule sets are assembled from policies and list them in {@link RuleSet#policies()}; a variant
 * swaps one policy (or patches a table) instead of forking the module. A listed policy is always
 * one the engine calls: each rule module tests that by swapping each for a recording one.
 */
public interface Policy {
  /**
   * What part of the rules this policy decides.
   *
   * @return what part of the rules this policy decides
   */
  PolicyKind kind();

  /**
   * A short name, such as "simultaneous declaration".
   *
   * @return a short name, such as "simultaneous declaration"
   */
  String name();

  /**
   * What it does, with the source rule or the assumption it encodes.
   *
   * @return what it does, with the source rule or the assumption it encodes
   */
  String description();
}
