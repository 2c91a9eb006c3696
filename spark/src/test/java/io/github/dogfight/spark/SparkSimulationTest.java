package io.github.dogfight.spark;

import static org.apache.spark.sql.functions.avg;
import static org.apache.spark.sql.functions.max;
import static org.apache.spark.sql.functions.min;
import static org.apache.spark.sql.functions.spark_partition_id;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.RuleSets;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.sweep.GameRow;
import io.github.dogfight.sweep.Sweep;
import io.github.dogfight.sweep.SweepReport;
import io.github.dogfight.sweep.SweepResult;
import io.github.dogfight.sweep.SweepSpec;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Games played on Spark in local mode against the same games played by {@link Simulation#run} on
 * this machine: row by row and tally by tally. One session serves the whole class (its start is
 * most of the cost).
 */
class SparkSimulationTest {
  private static @Nullable SparkSession session;

  @BeforeAll
  static void start() {
    session =
        SparkSession.builder()
            .master("local[2]")
            .appName("dogfight-spark test")
            .config("spark.ui.enabled", "false")
            // the driver stays on the loopback address, whatever the host name resolves to
            .config("spark.driver.bindAddress", "127.0.0.1")
            .config("spark.driver.host", "127.0.0.1")
            .config("spark.sql.shuffle.partitions", "2")
            .config("spark.sql.warehouse.dir", Path.of("target", "spark-warehouse").toString())
            .getOrCreate();
  }

  @AfterAll
  static void stop() {
    if (session != null) {
      session.stop();
      session = null;
    }
  }

  private static SparkSession spark() {
    return Objects.requireNonNull(session, "session");
  }

  /** One game as a row: index, winner or null, turns. */
  private record Result(long game, @Nullable String winner, int turns) {}

  private static List<Result> rows(Dataset<Row> rows) {
    return rows.orderBy(SparkSimulation.GAME).collectAsList().stream()
        .map(r -> new Result(r.getLong(0), r.isNullAt(1) ? null : r.getString(1), r.getInt(2)))
        .toList();
  }

  private static List<Result> local(RuleSet<?, ?> rules, long seed, int games) {
    return localOf(rules, seed, games);
  }

  private static <S extends GameState, C extends Command> List<Result> localOf(
      RuleSet<S, C> rules, long seed, int games) {
    List<Result> results =
        Simulation.run(
            rules,
            seed,
            games,
            2,
            g -> new Result(0, g.state().winner().orElse(null), g.state().turn()));
    return java.util.stream.IntStream.range(0, games)
        .mapToObj(i -> new Result(i, results.get(i).winner(), results.get(i).turns()))
        .toList();
  }

  private static RuleSet<?, ?> rules(String name) {
    return RuleSets.find(name).orElseThrow();
  }

  @Test
  void dogfiteDuelsEqualTheLocalRunGameByGameAndTallyByTally() {
    List<Result> local = local(rules("dogfite"), 7L, 200);
    Dataset<Row> rows = SparkSimulation.games(spark(), "dogfite", 7L, 200, 3);

    assertThat(rows.schema()).isEqualTo(SparkSimulation.schema());
    // each partition plays a contiguous index range: [k * 200 / 3, (k + 1) * 200 / 3)
    assertThat(
            rows
                .groupBy(spark_partition_id().as("p"))
                .agg(min(SparkSimulation.GAME), max(SparkSimulation.GAME))
                .orderBy("p")
                .collectAsList()
                .stream()
                .map(r -> List.of(r.getInt(0), r.getLong(1), r.getLong(2)))
                .toList())
        .isEqualTo(List.of(List.of(0, 0L, 65L), List.of(1, 66L, 132L), List.of(2, 133L, 199L)));
    assertThat(rows(rows)).isEqualTo(local);

    // the tally with Spark SQL: groupBy("winner").count() and avg("turns")
    SortedMap<String, Long> wins = new TreeMap<>();
    long none = 0;
    for (Row r : rows.groupBy("winner").count().collectAsList()) {
      if (r.isNullAt(0)) {
        none = r.getLong(1);
      } else {
        wins.put(r.getString(0), r.getLong(1));
      }
    }
    double meanTurns = rows.agg(avg("turns")).first().getDouble(0);
    SortedMap<String, Long> localWins = new TreeMap<>();
    long localNone = 0;
    long turns = 0;
    for (Result r : local) {
      if (r.winner() == null) {
        localNone++;
      } else {
        localWins.merge(r.winner(), 1L, Long::sum);
      }
      turns += r.turns();
    }
    assertThat(wins).isEqualTo(localWins).hasSize(2);
    assertThat(none).isEqualTo(localNone);
    assertThat(meanTurns).isEqualTo((double) turns / 200);
    assertThat(SparkTally.of(rows)).isEqualTo(new SparkTally(200, localWins, localNone, meanTurns));
  }

  @Test
  void squadronEngagementsEqualTheLocalRunForAnyPartitioning() {
    List<Result> local = local(rules("squadron"), 11L, 50);
    for (int partitions : new int[] {1, 4, 7}) {
      assertThat(rows(SparkSimulation.games(spark(), "squadron", 11L, 50, partitions)))
          .as("%d partitions", partitions)
          .isEqualTo(local);
    }
  }

  @Test
  void anActivationIsTheLocalRunsActivation() {
    List<Result> local = local(rules("dogfite").withActivation("cards"), 3L, 40);
    assertThat(rows(SparkSimulation.games(spark(), "dogfite", "cards", 3L, 40, 2)))
        .isEqualTo(local);
  }

  @Test
  void theJobWritesParquetAndPrintsTheTallyOfWhatItWrote(@TempDir Path dir) {
    String out = dir.resolve("duels").toString();
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    SparkTally tally =
        SparkSimulation.run(
            spark(),
            new String[] {"dogfite", "120", "5", out, "--partitions", "3"},
            new PrintStream(printed, true, StandardCharsets.UTF_8));

    Dataset<Row> written = spark().read().parquet(out);
    assertThat(rows(written)).isEqualTo(local(rules("dogfite"), 5L, 120));
    assertThat(tally)
        .isEqualTo(SparkTally.of(SparkSimulation.games(spark(), "dogfite", 5L, 120, 2)));
    // the README's Spark SQL over the written files
    SortedMap<String, Long> bySql = new TreeMap<>();
    for (Row r :
        spark()
            .sql(
                "SELECT coalesce(winner, 'none') AS side, count(*) AS games FROM parquet.`"
                    + out
                    + "` GROUP BY winner ORDER BY side")
            .collectAsList()) {
      bySql.put(r.getString(0), r.getLong(1));
    }
    SortedMap<String, Long> expected = new TreeMap<>(tally.wins());
    expected.put("none", tally.noWinner());
    assertThat(bySql).isEqualTo(expected);
    assertThat(spark().sql("SELECT avg(turns) FROM parquet.`" + out + "`").first().getDouble(0))
        .isEqualTo(tally.meanTurns());
    assertThat(printed.toString(StandardCharsets.UTF_8))
        .startsWith("dogfite: 120 games (master seed 5) in " + out + "\n")
        .endsWith(tally.text())
        .contains("wins: ");
  }

  @Test
  void theJobTakesAnActivationAndLetsSparkChooseThePartitions(@TempDir Path dir) {
    String out = dir.resolve("cards").toString();
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    SparkTally tally =
        SparkSimulation.run(
            spark(),
            new String[] {"dogfite", "--activation", "cards", "30", "3", out},
            new PrintStream(printed, true, StandardCharsets.UTF_8));

    assertThat(tally.games()).isEqualTo(30);
    assertThat(printed.toString(StandardCharsets.UTF_8))
        .startsWith("dogfite (activation cards): 30 games (master seed 3)");
    assertThat(rows(spark().read().parquet(out)))
        .isEqualTo(local(rules("dogfite").withActivation("cards"), 3L, 30));
  }

  /** The sweep of issue 30's first question: the sample duel with initiative and with cards. */
  static final String DUEL_SWEEP =
      """
      {
        "rules": "dogfite",
        "games": 80,
        "seed": 5,
        "baseline": "initiative",
        "variants": [ { "name": "initiative" }, { "name": "cards", "activation": "cards" } ]
      }
      """;

  /**
   * A sweep on Spark gives the local run's rows, game by game, and its summary byte for byte, text
   * and JSON, for any number of partitions; so does the job, from the Parquet it wrote.
   */
  @Test
  void aSweepOnSparkEqualsTheLocalSweepByteForByte(@TempDir Path dir) {
    SweepSpec spec = SweepSpec.parse(DUEL_SWEEP);
    List<GameRow> localRows = new ArrayList<>();
    SweepResult local = Sweep.run(spec, 2, done -> {}, localRows::add);
    for (int partitions : new int[] {1, 3}) {
      Dataset<Row> rows = SparkSweep.rows(spark(), DUEL_SWEEP, partitions).cache();
      List<Row> collected = rows.collectAsList();
      assertThat(collected).hasSize(localRows.size());
      for (int k = 0; k < collected.size(); k++) {
        Row r = collected.get(k);
        GameRow g = localRows.get(k);
        assertThat(r.getString(0)).isEqualTo(g.variant());
        assertThat(r.getLong(1)).isEqualTo(g.game());
        assertThat(r.isNullAt(2) ? null : r.getString(2)).isEqualTo(g.winner().orElse(null));
        assertThat(r.getInt(3)).isEqualTo(g.turns());
        assertThat(r.getString(4)).isEqualTo(g.reason());
      }
      SweepResult onSpark = SparkSweep.summary(spark(), DUEL_SWEEP, rows);
      assertThat(onSpark.tallies()).isEqualTo(local.tallies());
      assertThat(SweepReport.text(onSpark)).isEqualTo(SweepReport.text(local));
      assertThat(SweepReport.json(onSpark)).isEqualTo(SweepReport.json(local));
      rows.unpersist();
    }
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    SweepResult job =
        SparkSweep.run(
            spark(),
            DUEL_SWEEP,
            dir.resolve("duel").toString(),
            2,
            false,
            new PrintStream(printed, true, StandardCharsets.UTF_8));
    assertThat(SweepReport.json(job)).isEqualTo(SweepReport.json(local));
    assertThat(printed.toString(StandardCharsets.UTF_8)).isEqualTo(SweepReport.text(local));
  }

  /** Issue 30's second question: which Check Your 6! escort makes the bomber get through. */
  static final String ESCORT_SWEEP =
      """
      {
        "rules": "cy6",
        "games": 30,
        "seed": 2,
        "variants": [
          { "name": "P-47 escorts" },
          { "name": "Spitfire escorts",
            "forces": { "Tarheel": "Spitfire Mk I", "Jug": "Spitfire Mk I" } }
        ]
      }
      """;

  @Test
  void twoCheckYourSixEscortChoicesOnSparkEqualTheLocalSweep() {
    SweepResult local = Sweep.run(SweepSpec.parse(ESCORT_SWEEP), 2, done -> {}, row -> {});
    SweepResult onSpark =
        SparkSweep.summary(spark(), ESCORT_SWEEP, SparkSweep.rows(spark(), ESCORT_SWEEP, 2));
    assertThat(onSpark.tallies()).isEqualTo(local.tallies());
    assertThat(SweepReport.json(onSpark)).isEqualTo(SweepReport.json(local));
    assertThat(local.tally("Spitfire escorts").endCounts().keySet())
        .contains("destroyed", "left the map", "turn limit");
  }

  @Test
  void badArgumentsAreRefusedBeforeAnyGameIsPlayed() {
    PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
    Map<List<String>, String> refusals =
        Map.of(
            List.of("nosuch", "10", "1", "/tmp/x"), "no rule set 'nosuch'; installed: ",
            List.of("dogfite", "10", "1"), "expected RULES GAMES SEED OUTPUT, got 3 arguments",
            List.of("dogfite", "0", "1", "/tmp/x"), "GAMES must be 1 or more, was 0",
            List.of("dogfite", "ten", "1", "/tmp/x"), "GAMES must be a whole number, was ten",
            List.of("dogfite", "1", "1", "/tmp/x", "--partitions", "0"),
                "--partitions must be 1 to",
            List.of("dogfite", "1", "1", "/tmp/x", "--activation"), "--activation needs a value",
            List.of("dogfite", "1", "1", "/tmp/x", "--threads", "2"), "unknown option --threads",
            List.of("dogfite", "1", "1", "/tmp/x", "--activation", "dice"),
                "has no activation 'dice'");
    refusals.forEach(
        (args, message) ->
            assertThatThrownBy(() -> SparkSimulation.run(spark(), args.toArray(String[]::new), out))
                .as("%s", args)
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(message));
    assertThatThrownBy(() -> SparkSimulation.games(spark(), "dogfite", 1L, -1, 2))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("games must be 0 or more, was -1");
    assertThatThrownBy(() -> SparkSimulation.games(spark(), "dogfite", 1L, 10, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("partitions must be 1 or more, was 0");
    assertThat(SparkSimulation.games(spark(), "dogfite", 1L, 0, 2).count()).isZero();
  }

  @Test
  void aTallyMustAddUp() {
    assertThatThrownBy(() -> new SparkTally(3, new TreeMap<>(Map.of("a", 1L)), 1, 2.0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("wins and games nobody won add up to 2, not 3 games");
    assertThat(new SparkTally(3, new TreeMap<>(Map.of("b", 2L, "a", 1L)), 0, 2.5).text())
        .isEqualTo("wins: a 1, b 2, none 0\nmean turns: 2.5000\n");
  }
}
