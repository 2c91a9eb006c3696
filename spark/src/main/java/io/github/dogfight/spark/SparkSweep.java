package io.github.dogfight.spark;

import io.github.dogfight.sweep.GameRow;
import io.github.dogfight.sweep.Sweep;
import io.github.dogfight.sweep.SweepReport;
import io.github.dogfight.sweep.SweepResult;
import io.github.dogfight.sweep.SweepSpec;
import io.github.dogfight.sweep.Tally;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * A sweep ({@link SweepSpec}) played on Apache Spark: each variant's games split by index range
 * over the partitions, one row per game as a {@code Dataset<Row>}, and the summary computed with
 * Spark SQL. Game i of a variant is seeded from (master seed, i), as on one machine, so the rows
 * and the summary ({@link SweepReport#text}, {@link SweepReport#json}) are byte for byte those of
 * {@code dogfight sweep} for the same spec, whatever the partitions or executors.
 *
 * <pre>{@code
 * String spec = Files.readString(Path.of("duel.json"));
 * Dataset<Row> rows = SparkSweep.rows(spark, spec, 64);
 * rows.write().parquet("out/duel");
 * System.out.print(SweepReport.text(SparkSweep.summary(spark, spec, spark.read().parquet("out/duel"))));
 * }</pre>
 *
 * <p>The rows' columns are {@code variant}, {@code game}, {@code winner} (null when no side won),
 * {@code turns}, {@code end_reason} and one {@code survivors_<side>} per side, as {@code dogfight
 * sweep --rows} writes them.
 */
public final class SparkSweep {
  private static final String USAGE = "usage: SparkSweep SPEC OUTPUT [--partitions N] [--json]";

  private SparkSweep() {}

  /**
   * The rows' schema for a rule set with {@code sides}.
   *
   * @param sides the rule set's sides, in order
   * @return the schema
   */
  public static StructType schema(List<String> sides) {
    List<StructField> fields = new ArrayList<>();
    fields.add(DataTypes.createStructField("variant", DataTypes.StringType, false));
    fields.add(DataTypes.createStructField("game", DataTypes.LongType, false));
    fields.add(DataTypes.createStructField("winner", DataTypes.StringType, true));
    fields.add(DataTypes.createStructField("turns", DataTypes.IntegerType, false));
    fields.add(DataTypes.createStructField("end_reason", DataTypes.StringType, false));
    for (String side : sides) {
      fields.add(DataTypes.createStructField("survivors_" + side, DataTypes.IntegerType, false));
    }
    return DataTypes.createStructType(fields);
  }

  /**
   * Every game of every variant of the spec {@code specJson}, one row each, played lazily when an
   * action runs. The spec is checked on the driver first (every variant against its rule set).
   *
   * @param spark the session
   * @param specJson the sweep spec's JSON text
   * @param partitions partitions per variant, 1 or more, or 0 for Spark's default parallelism; the
   *     rows do not depend on it
   * @return the rows, variant by variant
   * @throws io.github.dogfight.sweep.SweepSpecException naming a field refused
   * @throws IllegalArgumentException for a negative number of partitions
   */
  public static Dataset<Row> rows(SparkSession spark, String specJson, int partitions) {
    Objects.requireNonNull(spark, "spark");
    if (partitions < 0) {
      throw new IllegalArgumentException(
          "partitions must be 1 or more (0 for Spark's default), was " + partitions);
    }
    SweepSpec spec = SweepSpec.parse(specJson);
    Sweep.check(spec);
    List<String> sides = Sweep.emptyTally(spec, spec.baseline()).sides();
    StructType schema = schema(sides);
    Dataset<Row> all = null;
    for (SweepSpec.Variant v : spec.variants()) {
      Dataset<Long> indices =
          partitions > 0
              ? spark.range(0, spec.games(), 1, partitions)
              : spark.range(0, spec.games());
      Dataset<Row> part =
          indices.mapPartitions(new Part(specJson, v.name(), sides), Encoders.row(schema));
      all = all == null ? part : all.union(part);
    }
    return Objects.requireNonNull(all, "a spec has a variant");
  }

  /**
   * The sweep's summary from its rows, tallied with Spark SQL (counts by variant and winner, end
   * reason and length, sums of survivors).
   *
   * @param spark the session
   * @param specJson the sweep spec's JSON text
   * @param rows the rows of {@link #rows} (or read back from their Parquet)
   * @return the sweep's result, equal to {@link Sweep#run}'s for the same spec
   * @throws IllegalArgumentException when the rows do not add up to the spec's games
   */
  public static SweepResult summary(SparkSession spark, String specJson, Dataset<Row> rows) {
    SweepSpec spec = SweepSpec.parse(specJson);
    List<String> sides = Sweep.emptyTally(spec, spec.baseline()).sides();
    String view = "dogfight_sweep_rows";
    rows.createOrReplaceTempView(view);
    Map<String, Map<String, Long>> wins = new HashMap<>();
    for (Row r :
        spark
            .sql(
                "SELECT variant, coalesce(winner, '"
                    + Tally.NO_WINNER
                    + "') AS w, count(*) AS n FROM "
                    + view
                    + " GROUP BY variant, w")
            .collectAsList()) {
      wins.computeIfAbsent(r.getString(0), k -> new HashMap<>()).put(r.getString(1), r.getLong(2));
    }
    Map<String, Map<String, Long>> ends = new HashMap<>();
    for (Row r :
        spark
            .sql(
                "SELECT variant, end_reason, count(*) FROM "
                    + view
                    + " GROUP BY variant, end_reason")
            .collectAsList()) {
      ends.computeIfAbsent(r.getString(0), k -> new HashMap<>()).put(r.getString(1), r.getLong(2));
    }
    Map<String, Map<Integer, Long>> lengths = new HashMap<>();
    for (Row r :
        spark
            .sql("SELECT variant, turns, count(*) FROM " + view + " GROUP BY variant, turns")
            .collectAsList()) {
      lengths.computeIfAbsent(r.getString(0), k -> new HashMap<>()).put(r.getInt(1), r.getLong(2));
    }
    StringBuilder sums = new StringBuilder("SELECT variant, count(*)");
    for (String side : sides) {
      sums.append(", sum(`survivors_").append(side).append("`)");
    }
    sums.append(" FROM ").append(view).append(" GROUP BY variant");
    Map<String, Long> games = new HashMap<>();
    Map<String, Map<String, Long>> left = new HashMap<>();
    for (Row r : spark.sql(sums.toString()).collectAsList()) {
      games.put(r.getString(0), r.getLong(1));
      Map<String, Long> m = new HashMap<>();
      for (int k = 0; k < sides.size(); k++) {
        m.put(sides.get(k), r.isNullAt(2 + k) ? 0L : r.getLong(2 + k));
      }
      left.put(r.getString(0), m);
    }
    List<Tally> tallies = new ArrayList<>();
    for (SweepSpec.Variant v : spec.variants()) {
      Tally t = Sweep.emptyTally(spec, v.name());
      String n = v.name();
      t.addCounts(
          games.getOrDefault(n, 0L),
          wins.getOrDefault(n, Map.of()),
          ends.getOrDefault(n, Map.of()),
          lengths.getOrDefault(n, Map.of()),
          left.getOrDefault(n, Map.of()));
      if (t.games() != spec.games()) {
        throw new IllegalArgumentException(
            "variant '" + n + "' has " + t.games() + " rows, not the spec's " + spec.games());
      }
      tallies.add(t);
    }
    return new SweepResult(spec, tallies);
  }

  /**
   * The job {@code spark-submit} runs: reads the spec (a file on the driver), plays it, writes the
   * rows to {@code OUTPUT} as Parquet, and prints the summary (text, or JSON with {@code --json})
   * worked out with Spark SQL from the written rows. The master comes from {@code spark-submit
   * --master} or the {@code spark.master} system property.
   *
   * <pre>
   * SparkSweep SPEC OUTPUT [--partitions N] [--json]
   * </pre>
   *
   * @param args the arguments
   */
  public static void main(String[] args) {
    Path spec;
    String output;
    int partitions;
    boolean json;
    String text;
    try {
      List<String> positional = new ArrayList<>();
      int parts = 0;
      boolean asJson = false;
      for (int k = 0; k < args.length; k++) {
        if (args[k].equals("--json")) {
          asJson = true;
        } else if (args[k].equals("--partitions")) {
          if (k + 1 == args.length) {
            throw new IllegalArgumentException("--partitions needs a value");
          }
          try {
            parts = Integer.parseInt(args[++k]);
          } catch (NumberFormatException e) {
            throw new IllegalArgumentException(
                "--partitions must be a whole number, was " + args[k], e);
          }
          if (parts < 1) {
            throw new IllegalArgumentException("--partitions must be 1 or more, was " + parts);
          }
        } else if (args[k].startsWith("--")) {
          throw new IllegalArgumentException("unknown option " + args[k]);
        } else {
          positional.add(args[k]);
        }
      }
      if (positional.size() != 2) {
        throw new IllegalArgumentException(
            "expected SPEC OUTPUT, got " + positional.size() + " arguments");
      }
      spec = Path.of(positional.get(0));
      output = positional.get(1);
      partitions = parts;
      json = asJson;
      try {
        text = Files.readString(spec, StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new IllegalArgumentException("cannot read " + spec + ": " + e, e);
      }
      Sweep.check(SweepSpec.parse(text));
    } catch (IllegalArgumentException e) {
      System.err.println("dogfight-spark: " + e.getMessage());
      System.err.println(USAGE);
      System.exit(2);
      return;
    }
    SparkSession spark = SparkSession.builder().appName("dogfight sweep").getOrCreate();
    try {
      run(spark, text, output, partitions, json, System.out);
    } finally {
      spark.stop();
    }
  }

  /**
   * Plays the spec, writes its rows to {@code output} as Parquet and prints the summary read back
   * from them; leaves the session open.
   *
   * @param spark the session
   * @param specJson the spec's JSON text
   * @param output the Parquet folder, which must not exist
   * @param partitions partitions per variant, or 0 for Spark's default parallelism
   * @param json whether to print JSON rather than text
   * @param out where the summary goes
   * @return the summary
   */
  static SweepResult run(
      SparkSession spark,
      String specJson,
      String output,
      int partitions,
      boolean json,
      PrintStream out) {
    rows(spark, specJson, partitions).write().mode(SaveMode.ErrorIfExists).parquet(output);
    SweepResult result = summary(spark, specJson, spark.read().parquet(output));
    out.print(json ? SweepReport.json(result) + "\n" : SweepReport.text(result));
    return result;
  }

  /**
   * One partition's games of one variant: a contiguous index range (as {@code range(0, games, 1,
   * n)} partitions are), played with {@link Sweep#play}. Only the spec's text, the variant's name
   * and the sides travel to the executor.
   */
  private record Part(String specJson, String variant, List<String> sides)
      implements MapPartitionsFunction<Long, Row>, Serializable {
    private static final long serialVersionUID = 1L;

    @Override
    public Iterator<Row> call(Iterator<Long> indices) {
      long first = -1;
      long last = -1;
      long count = 0;
      while (indices.hasNext()) {
        long i = indices.next();
        if (first < 0) {
          first = i;
        } else if (i != last + 1) {
          throw new IllegalStateException(
              "partition indices are not contiguous: " + last + " then " + i);
        }
        last = i;
        count++;
      }
      List<Row> out = new ArrayList<>();
      if (count == 0) {
        return out.iterator();
      }
      SweepSpec spec = SweepSpec.parse(specJson);
      Sweep.play(spec, variant, first, last + 1, 1, row -> out.add(toRow(row)));
      return out.iterator();
    }

    private Row toRow(GameRow row) {
      Object[] values = new Object[5 + sides.size()];
      values[0] = row.variant();
      values[1] = row.game();
      values[2] = row.winner().orElse(null);
      values[3] = row.turns();
      values[4] = row.reason();
      for (int k = 0; k < sides.size(); k++) {
        values[5 + k] = row.survivors().getOrDefault(sides.get(k), 0);
      }
      return RowFactory.create(values);
    }
  }
}
