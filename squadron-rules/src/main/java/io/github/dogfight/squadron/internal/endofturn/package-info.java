/**
 * The end of a round: the host's Combat Phase, the check whether a side has no aircraft left in the
 * fight (or the round limit is reached), and the next round's declaration.
 */
@NullMarked
package io.github.dogfight.squadron.internal.endofturn;

import org.jspecify.annotations.NullMarked;
