/**
 * Card activation (rules 004): instead of rolling initiative, every pilot, gunner and ground asset
 * gets activation cards by Awareness; the shuffled deck is turned one card at a time and an asset
 * activates when its last card comes up; the shooting order is the reverse of activation. It knows
 * no rule set: hosts describe their assets through {@link io.github.dogfight.cards.Asset}.
 */
@NullMarked
package io.github.dogfight.cards;

import org.jspecify.annotations.NullMarked;
