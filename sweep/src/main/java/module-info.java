/**
 * dogfight-sweep: balance studies. A {@link io.github.dogfight.sweep.SweepSpec} names a rule set
 * and the variants to compare; {@link io.github.dogfight.sweep.Sweep} plays them on all cores (or
 * one index range of them, for a cluster) with tallies that stream; {@link
 * io.github.dogfight.sweep.Share} gives each share with its Wilson interval, and {@link
 * io.github.dogfight.sweep.SweepReport} writes the summary as text, JSON and an HTML page.
 */
module io.github.dogfight.sweep {
  requires transitive io.github.dogfight.core;
  requires com.fasterxml.jackson.core;
  requires com.fasterxml.jackson.databind;
  requires org.apache.commons.csv;
  requires org.apache.commons.statistics.distribution;
  requires static org.jspecify;

  exports io.github.dogfight.sweep;
}
