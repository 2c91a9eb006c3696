/** The targeting phase: declarations, edge adjustment, formations, initiative and tailing. */
@NullMarked
package io.github.dogfight.dogfite.internal.targeting;

import org.jspecify.annotations.NullMarked;
