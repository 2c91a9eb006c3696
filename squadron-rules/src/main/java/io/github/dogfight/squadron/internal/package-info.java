/**
 * The Squadron Phase engine, not exported: {@link io.github.dogfight.squadron.internal.Engine}
 * dispatches a command on the pending decision to its phase ({@code declaration}, {@code combat}:
 * the Squadron Roll and the winner's maneuver, {@code endofturn}: the host's Combat Phase, the end
 * check and the next round), which works on a {@link io.github.dogfight.squadron.internal.Draft} of
 * the state; the legal command lists and the interchangeable-aircraft keys are here too.
 */
@NullMarked
package io.github.dogfight.squadron.internal;

import org.jspecify.annotations.NullMarked;
