/**
 * The events of a Dogfite! engagement: one record per thing that happens, each implementing {@link
 * io.github.dogfight.dogfite.DogfiteEvent}. Events hold values; their narration is built in plain
 * words when it is read.
 */
@NullMarked
package io.github.dogfight.dogfite.event;

import org.jspecify.annotations.NullMarked;
