/**
 * The Check Your 6! engine, not exported: {@link io.github.dogfight.cy6.internal.Engine} walks a
 * turn (rules 002, B) step by step and hands each step to its phase's package; {@link
 * io.github.dogfight.cy6.internal.States} is its way to a new state.
 */
@NullMarked
package io.github.dogfight.cy6.internal;

import org.jspecify.annotations.NullMarked;
