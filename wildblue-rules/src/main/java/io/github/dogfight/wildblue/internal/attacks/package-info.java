/**
 * Attacks and the interrupts they open: guns, bombs, grenades, rams and the Immelman; The Scissors,
 * Rolling Scissors and Spin.
 */
@NullMarked
package io.github.dogfight.wildblue.internal.attacks;

import org.jspecify.annotations.NullMarked;
