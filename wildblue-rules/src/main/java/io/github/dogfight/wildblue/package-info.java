/**
 * The Wild Blue (rules 001): dogfighting in a pulp role-playing game, with three altitude bands,
 * advantage dice, exploding damage, fourteen stunts and eleven Critical Damage results.
 *
 * <p>The seed is an add-on to a role-playing game it never names, so everything that belongs to
 * that game comes in through a {@link io.github.dogfight.wildblue.Host}: the check ("Dex+Piloting",
 * a penalty in points, critical hits and failures), initiative, and what the characters' numbers
 * mean. {@link io.github.dogfight.wildblue.Host#defaults()} is a documented d20 roll-under system;
 * an application plugs in its own. The rule set is {@link
 * io.github.dogfight.wildblue.WildBlueRules}; planes and characters come from catalogs ({@link
 * io.github.dogfight.wildblue.PlaneCatalog}, {@link io.github.dogfight.wildblue.CrewCatalog}).
 */
@NullMarked
// Generated Immutable* classes are package-private: users call the abstract types' builders.
@Value.Style(
    visibility = Value.Style.ImplementationVisibility.PACKAGE,
    overshadowImplementation = true,
    jdkOnly = true,
    allowedClasspathAnnotations = {Override.class})
package io.github.dogfight.wildblue;

import org.immutables.value.Value;
import org.jspecify.annotations.NullMarked;
