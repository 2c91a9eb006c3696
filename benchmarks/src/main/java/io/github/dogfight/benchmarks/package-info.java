/** JMH benchmarks; see benchmarks/README.md for the quick-pass command and results. */
@NullMarked
package io.github.dogfight.benchmarks;

import org.jspecify.annotations.NullMarked;
