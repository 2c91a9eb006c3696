/** Dice: the seeded dice stream, rollers, the dice model and its notation. */
@NullMarked
package io.github.dogfight.core.dice;

import org.jspecify.annotations.NullMarked;
