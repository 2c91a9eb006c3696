/**
 * The game container and the rule-set SPI.
 *
 * <p>A step is a pure function {@code (state, command) -> outcome}: {@link
 * io.github.dogfight.core.game.Game#step} asks the {@link io.github.dogfight.core.game.RuleSet} to
 * apply a command with a roller drawing from the state's dice stream, and returns the new state
 * (its stream advanced) with the events. A rejected command throws {@link
 * io.github.dogfight.core.game.RuleViolation} and, states being immutable, changes nothing.
 */
@NullMarked
package io.github.dogfight.core.game;

import org.jspecify.annotations.NullMarked;
