/**
 * The declaration of squadron maneuvers: the order the activation policy plans, and each side's (by
 * default simultaneous and secret) choice; the second declaration rolls.
 */
@NullMarked
package io.github.dogfight.squadron.internal.declaration;

import org.jspecify.annotations.NullMarked;
