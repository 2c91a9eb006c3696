/**
 * The Dogfite! events in words: the narration every {@link io.github.dogfight.dogfite.DogfiteEvent}
 * record asks for, apart from the records that hold the values. Not exported.
 */
@NullMarked
package io.github.dogfight.dogfite.internal.narration;

import org.jspecify.annotations.NullMarked;
