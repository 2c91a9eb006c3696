/**
 * The anti-aircraft fire segment (rules 002, C5.0): aimed fire, heavy barrages ordered turns ahead,
 * and misdirected fire.
 */
@NullMarked
package io.github.dogfight.cy6.internal.antiaircraft;

import org.jspecify.annotations.NullMarked;
