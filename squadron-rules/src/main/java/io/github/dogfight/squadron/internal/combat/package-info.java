/**
 * The Squadron Roll and the winner's maneuver (rules 003, Squadron Maneuvers): banking Tactical
 * successes, spending net successes on fighters and damage rolls, and the removals and escapes the
 * sides choose.
 */
@NullMarked
package io.github.dogfight.squadron.internal.combat;

import org.jspecify.annotations.NullMarked;
