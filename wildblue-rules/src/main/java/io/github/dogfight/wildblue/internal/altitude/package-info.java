/** Altitude and control: the move through the bands, falling out of control, regaining control. */
@NullMarked
package io.github.dogfight.wildblue.internal.altitude;

import org.jspecify.annotations.NullMarked;
