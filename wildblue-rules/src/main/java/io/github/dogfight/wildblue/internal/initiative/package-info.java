/**
 * The turn: initiative, the Split S window at its start, each action in order, the end of the turn
 * and of the engagement.
 */
@NullMarked
package io.github.dogfight.wildblue.internal.initiative;

import org.jspecify.annotations.NullMarked;
