/** The default bot, choosing from the legal commands of its side's view. */
@NullMarked
package io.github.dogfight.wildblue.internal.bot;

import org.jspecify.annotations.NullMarked;
