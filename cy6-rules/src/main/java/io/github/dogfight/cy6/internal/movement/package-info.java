/**
 * The movement phase (rules 002, B): moves in move order, the checks at the start of a move,
 * formation keeping, random and forced moves, board exits and collisions.
 */
@NullMarked
package io.github.dogfight.cy6.internal.movement;

import org.jspecify.annotations.NullMarked;
