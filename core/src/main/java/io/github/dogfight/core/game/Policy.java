package io.github.dogfight.core.game;

/**
 * A pluggable piece of a rule set. Rule sets are assembled from policies; a variant swaps one
 * policy (or patches a table) instead of forking the module.
 */
public interface Policy {
  /** What part of the rules this policy decides. */
  PolicyKind kind();

  /** A short name, such as "simultaneous declaration". */
  String name();

  /** What it does, with the source rule or the assumption it encodes. */
  String description();
}
