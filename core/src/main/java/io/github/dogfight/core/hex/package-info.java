/**
 * Hex geometry for the hex-based rule sets: axial coordinates, six facings, distance, turning,
 * positions at a hex edge (with facing) or in a hex middle (no facing), front / side / rear arcs
 * and altitude levels.
 *
 * <p>The grid is flat-topped; axial {@code (q, r)} with facings {@code N, NE, SE, S, SW, NW}
 * clockwise. Everything is integer arithmetic, so results are the same on every JVM.
 */
@NullMarked
package io.github.dogfight.core.hex;

import org.jspecify.annotations.NullMarked;
