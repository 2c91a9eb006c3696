/**
 * The Squadron Phase of rules 003 (a Heresy Engine dogfight): both sides roll opposed pools of d6,
 * one die per aircraft plus the side's highest Handling; successes cancel and the winner's net
 * successes drive its chosen squadron maneuver (Attack, Defend, Escape or Tactical).
 *
 * <p>Start at {@link io.github.dogfight.squadron.SquadronRules}; exact odds are in {@link
 * io.github.dogfight.squadron.SquadronOdds}.
 */
@NullMarked
// Generated Immutable* classes are package-private: users call the abstract types' factories and
// builders. No annotations from the class path are added to them.
@Value.Style(
    visibility = Value.Style.ImplementationVisibility.PACKAGE,
    jdkOnly = true,
    allowedClasspathAnnotations = {Override.class})
package io.github.dogfight.squadron;

import org.immutables.value.Value;
import org.jspecify.annotations.NullMarked;
