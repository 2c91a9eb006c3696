package io.github.dogfight.spark;

import static org.apache.spark.sql.functions.avg;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;

import java.util.Collections;
import java.util.Locale;
import java.util.Objects;
import java.util.SortedMap;
import java.util.StringJoiner;
import java.util.TreeMap;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

/**
 * Who won how many games, and the mean length, computed with Spark SQL from rows of {@link
 * SparkSimulation#schema()}.
 *
 * @param games the number of games
 * @param wins games won by each side, by side name; sides that won nothing are absent
 * @param noWinner games nobody won
 * @param meanTurns the mean of the {@value SparkSimulation#TURNS} column, NaN for no games
 */
public record SparkTally(
    long games, SortedMap<String, Long> wins, long noWinner, double meanTurns) {
  /**
   * A tally.
   *
   * @param games the number of games
   * @param wins games won by each side, by side name (copied)
   * @param noWinner games nobody won
   * @param meanTurns the mean length in turns
   * @throws IllegalArgumentException when the counts do not add up to {@code games}
   */
  public SparkTally {
    Objects.requireNonNull(wins, "wins");
    wins = Collections.unmodifiableSortedMap(new TreeMap<>(wins));
    long counted = noWinner + wins.values().stream().mapToLong(Long::longValue).sum();
    if (counted != games) {
      throw new IllegalArgumentException(
          "wins and games nobody won add up to " + counted + ", not " + games + " games");
    }
  }

  /**
   * The tally of {@code rows}: {@code groupBy("winner").count()} for the wins and {@code
   * avg("turns")} for the mean length.
   *
   * @param rows rows of {@link SparkSimulation#schema()}
   * @return their tally
   */
  public static SparkTally of(Dataset<Row> rows) {
    Objects.requireNonNull(rows, "rows");
    SortedMap<String, Long> wins = new TreeMap<>();
    long noWinner = 0;
    for (Row r : rows.groupBy(SparkSimulation.WINNER).count().collectAsList()) {
      if (r.isNullAt(0)) {
        noWinner = r.getLong(1);
      } else {
        wins.put(r.getString(0), r.getLong(1));
      }
    }
    Row totals = rows.agg(count(lit(1)), avg(SparkSimulation.TURNS)).first();
    return new SparkTally(
        totals.getLong(0), wins, noWinner, totals.isNullAt(1) ? Double.NaN : totals.getDouble(1));
  }

  /**
   * The tally as text: one line of wins by side ("none" for games nobody won), one of the mean
   * length, each ending with a line break.
   *
   * @return the text
   */
  public String text() {
    StringJoiner line = new StringJoiner(", ", "wins: ", "\n");
    wins.forEach((side, n) -> line.add(side + " " + n));
    line.add("none " + noWinner);
    return line + String.format(Locale.ROOT, "mean turns: %.4f\n", meanTurns);
  }
}
