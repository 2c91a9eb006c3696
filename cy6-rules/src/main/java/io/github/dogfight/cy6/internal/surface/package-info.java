/** The surface attack segment (rules 002, C3.0): bombs, rockets, strafing and torpedoes. */
@NullMarked
package io.github.dogfight.cy6.internal.surface;

import org.jspecify.annotations.NullMarked;
