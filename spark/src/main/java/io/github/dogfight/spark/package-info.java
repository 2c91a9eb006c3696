/**
 * Sample engagements played on Apache Spark: {@link io.github.dogfight.spark.SparkSimulation} plays
 * games partitioned by index range and returns one row per game, with the same results as {@link
 * io.github.dogfight.core.game.Simulation} on one machine for any partitioning; its {@code main} is
 * the job {@code spark-submit} runs.
 */
@NullMarked
package io.github.dogfight.spark;

import org.jspecify.annotations.NullMarked;
