/**
 * Dogfite! "Aerial Craps" (seed 000): WW1 air combat on hexes where every maneuver is a bet.
 *
 * <p>This package holds the seed's tables as patchable data (each cited to its section), the
 * aircraft log and its damage track, gunnery and critical-hit resolution, and exact odds for every
 * random check. See the module README for what is implemented so far.
 */
@NullMarked
// Generated Immutable* classes are package-private: users call the abstract types' factories and
// builders. No annotations from the class path are added to them.
@Value.Style(
    visibility = Value.Style.ImplementationVisibility.PACKAGE,
    jdkOnly = true,
    allowedClasspathAnnotations = {Override.class})
package io.github.dogfight.dogfite;

import org.immutables.value.Value;
import org.jspecify.annotations.NullMarked;
