/** The module's deterministic bot and its precomputed bet advice. */
@NullMarked
package io.github.dogfight.dogfite.internal.bot;

import org.jspecify.annotations.NullMarked;
