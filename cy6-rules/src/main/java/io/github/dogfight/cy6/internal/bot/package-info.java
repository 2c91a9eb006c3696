/** The Check Your 6! bot, choosing from its side's view only. */
@NullMarked
package io.github.dogfight.cy6.internal.bot;

import org.jspecify.annotations.NullMarked;
