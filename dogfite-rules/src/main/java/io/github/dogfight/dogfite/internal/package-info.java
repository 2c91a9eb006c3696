/**
 * The Dogfite! engine: the step's working state, the dispatch on the pending decision, the random
 * checks on the tables, and the rules shared by phases. Not exported.
 */
@NullMarked
package io.github.dogfight.dogfite.internal;

import org.jspecify.annotations.NullMarked;
