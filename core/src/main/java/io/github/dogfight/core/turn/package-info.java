/**
 * Turn order: who acts when. A {@link io.github.dogfight.core.turn.TurnOrder} is a sequence of
 * activations revealed one at a time, each belonging to a named segment that acts in order or
 * simultaneously; a firing order may differ from the moving order. A {@link
 * io.github.dogfight.core.turn.TurnOrderPolicy} plans a turn's order (initiative dice, move groups
 * with priorities, a card deck); {@link io.github.dogfight.core.turn.GroupedOrder} orders pieces by
 * groups and priorities; {@link io.github.dogfight.core.turn.Simultaneous} resolves a segment whose
 * actions all happen against the state at its start.
 */
@NullMarked
package io.github.dogfight.core.turn;

import org.jspecify.annotations.NullMarked;
