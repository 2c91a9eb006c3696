/**
 * The movement phase: beginning a move, steps and their bets, failure penalties, formations, spins,
 * the stall check and the movement order.
 */
@NullMarked
package io.github.dogfight.dogfite.internal.movement;

import org.jspecify.annotations.NullMarked;
