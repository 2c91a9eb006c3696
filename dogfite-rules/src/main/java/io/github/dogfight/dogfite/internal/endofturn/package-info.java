/** The end of a turn: speed rolls, stress, engine trouble, the map and the result. */
@NullMarked
package io.github.dogfight.dogfite.internal.endofturn;

import org.jspecify.annotations.NullMarked;
