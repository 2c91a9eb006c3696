/** The small text map drawn after each turn. */
@NullMarked
package io.github.dogfight.dogfite.internal.map;

import org.jspecify.annotations.NullMarked;
