/**
 * Dogfite! "Aerial Craps" (rules 000): WW1 air combat on hexes where every maneuver is a bet.
 *
 * <p>The API: the rule set ({@link io.github.dogfight.dogfite.DogfiteRules}), the state and
 * aircraft as players see them ({@link io.github.dogfight.dogfite.DogfiteState}, {@link
 * io.github.dogfight.dogfite.Plane}, {@link io.github.dogfight.dogfite.Pending}), commands and
 * events, exact odds ({@link io.github.dogfight.dogfite.DogfiteOdds}), the seed's tables as data
 * ({@link io.github.dogfight.dogfite.DogfiteTables}), the aircraft catalog, and the policies a
 * variant swaps. The engine itself, split by phase, lives in {@code internal} packages that the
 * module does not export.
 */
@NullMarked
package io.github.dogfight.dogfite;

import org.jspecify.annotations.NullMarked;
