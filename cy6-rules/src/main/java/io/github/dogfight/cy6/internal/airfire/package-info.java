/**
 * The air-to-air fire segment (rules 002, B4): which guns bear, the attacks, their simultaneous
 * resolution and what lucky hits do to other aircraft.
 */
@NullMarked
package io.github.dogfight.cy6.internal.airfire;

import org.jspecify.annotations.NullMarked;
