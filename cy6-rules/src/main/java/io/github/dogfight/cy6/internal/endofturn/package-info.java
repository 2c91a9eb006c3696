/** The end of a turn and of the engagement: who is out of the fight, victory points, the result. */
@NullMarked
package io.github.dogfight.cy6.internal.endofturn;

import org.jspecify.annotations.NullMarked;
