/**
 * Hidden information: what one player may see. A {@link io.github.dogfight.core.view.Viewer} is a
 * side or an actor (or the referee, or a spectator); a {@link io.github.dogfight.core.view.View} is
 * the state as it sees it, built by the rule set, with the pending decision; an {@link
 * io.github.dogfight.core.view.Audience} says who may read an event. Bots choose from views, never
 * from the whole state.
 */
@NullMarked
package io.github.dogfight.core.view;

import org.jspecify.annotations.NullMarked;
