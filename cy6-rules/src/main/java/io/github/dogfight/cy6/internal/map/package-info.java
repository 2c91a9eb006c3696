/**
 * How an engagement is shown: the text map and the presentation of forces, situation and pieces,
 * each to what its viewer may see.
 */
@NullMarked
package io.github.dogfight.cy6.internal.map;

import org.jspecify.annotations.NullMarked;
