/**
 * Spotting (rules 002, C4.0): the optional spotting segment, what an aircraft gives away, and what
 * each side may see and be told.
 */
@NullMarked
package io.github.dogfight.cy6.internal.spotting;

import org.jspecify.annotations.NullMarked;
