/**
 * Move plotting (rules 002, B): the plots each aircraft may make and the checks of a plot given.
 */
@NullMarked
package io.github.dogfight.cy6.internal.plotting;

import org.jspecify.annotations.NullMarked;
