/**
 * Exact odds of a whole engagement: the graph of the states an engagement can reach from a given
 * one (each decision weighed by the sides' strategies, each roll by the engine's exact dice), its
 * forward and backward passes, and the exact solution of the simultaneous maneuver declaration as a
 * zero-sum matrix game.
 */
@NullMarked
package io.github.dogfight.squadron.internal.odds;

import org.jspecify.annotations.NullMarked;
