/**
 * Balance studies: sweep specs, streaming tallies, shares with confidence intervals, and reports.
 *
 * <pre>{@code
 * SweepSpec spec = SweepSpec.parse(Files.readString(Path.of("duel.json")));
 * SweepResult result = Sweep.run(spec, 2, done -> {}, row -> {});
 * System.out.print(SweepReport.text(result));
 * }</pre>
 */
@NullMarked
package io.github.dogfight.sweep;

import org.jspecify.annotations.NullMarked;
