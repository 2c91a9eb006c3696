/**
 * Exact odds: rational numbers and exact probability distributions over integers.
 *
 * <p>Nothing here samples or uses floating point internally: a {@link
 * io.github.dogfight.core.odds.Distribution} holds integer weights over one common integer total,
 * so convolution, negation and mixtures stay exact however many dice are combined.
 */
@NullMarked
package io.github.dogfight.core.odds;

import org.jspecify.annotations.NullMarked;
