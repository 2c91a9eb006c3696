/**
 * Check Your 6! (rules 002, a quick-reference card): WW2 air combat on hexes and altitude levels.
 *
 * <p>The seed's tables are data ({@link io.github.dogfight.cy6.Cy6Tables}); the fire mechanics roll
 * and give exact odds from one definition: air-to-air fire ({@link
 * io.github.dogfight.cy6.AirToAir}), anti-aircraft fire ({@link
 * io.github.dogfight.cy6.AntiAircraftFire}), surface attack ({@link
 * io.github.dogfight.cy6.SurfaceAttack}), the board exit check ({@link
 * io.github.dogfight.cy6.BoardExit}) and spotting ({@link io.github.dogfight.cy6.Spotting}), all on
 * the Aircrew Check ({@link io.github.dogfight.cy6.AircrewCheck}). Aircraft types come from a
 * catalog ({@link io.github.dogfight.cy6.AircraftCatalog}).
 */
@NullMarked
// Generated Immutable* classes are package-private: users call the abstract types' builders.
@Value.Style(
    visibility = Value.Style.ImplementationVisibility.PACKAGE,
    overshadowImplementation = true,
    jdkOnly = true,
    allowedClasspathAnnotations = {Override.class})
package io.github.dogfight.cy6;

import org.immutables.value.Value;
import org.jspecify.annotations.NullMarked;
