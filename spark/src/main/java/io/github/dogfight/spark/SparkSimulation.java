package io.github.dogfight.spark;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.RuleSets;
import io.github.dogfight.core.game.Simulation;
import java.io.PrintStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
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
import org.jspecify.annotations.Nullable;

/**
 * Plays sample engagements on Apache Spark, one row per game.
 *
 * <p>Game {@code i} is played exactly as {@link Simulation#run} plays it: from {@link
 * RuleSet#sampleEngagement sampleEngagement}({@link DiceStream#derivedSeed(long, long)
 * derivedSeed}(masterSeed, i)) to its end with the rule set's default bots ({@link
 * Simulation#playOut(Game)}). The games are split by index range, each Spark partition playing a
 * contiguous range {@code i..j}; since a game's seed depends only on the master seed and its index,
 * the rows are the same as one machine's for any number of partitions, executors or threads.
 *
 * <pre>{@code
 * Dataset<Row> rows = SparkSimulation.games(spark, "dogfite", "cards", 1L, 1_000_000L, 64);
 * rows.groupBy("winner").count().show();
 * }</pre>
 *
 * <p>Rule sets are found by name with {@link RuleSets} (the service loader) on the driver, to fail
 * early, and again on each executor: the rule modules must be on the job's class path, as they are
 * in this module's job jar.
 *
 * <p>{@link #main} is the job {@code spark-submit} runs: it writes the rows as Parquet and prints
 * the tally.
 */
public final class SparkSimulation {
  /** The column of the game's index ({@code long}), 0 to games - 1. */
  public static final String GAME = "game";

  /** The column of the winning side's name ({@code string}), null when nobody won. */
  public static final String WINNER = "winner";

  /** The column of the turn the game ended on ({@code int}), as {@link GameState#turn()}. */
  public static final String TURNS = "turns";

  private static final String USAGE =
      "usage: SparkSimulation RULES GAMES SEED OUTPUT [--activation NAME] [--partitions N]";

  private SparkSimulation() {}

  /**
   * The schema of the rows {@link #games} returns: {@value #GAME} (long, not null), {@value
   * #WINNER} (string, nullable), {@value #TURNS} (int, not null).
   *
   * @return the schema
   */
  public static StructType schema() {
    return new StructType(
        new StructField[] {
          DataTypes.createStructField(GAME, DataTypes.LongType, false),
          DataTypes.createStructField(WINNER, DataTypes.StringType, true),
          DataTypes.createStructField(TURNS, DataTypes.IntegerType, false)
        });
  }

  /**
   * Plays {@code games} sample engagements of the rule set named {@code rules}, with its own
   * activation, in {@code partitions} Spark partitions.
   *
   * @param spark the session
   * @param rules the rule set's name, as {@code dogfight rules} lists it
   * @param masterSeed game {@code i} is seeded with {@link DiceStream#derivedSeed}(masterSeed, i)
   * @param games how many games, 0 or more
   * @param partitions how many partitions, 1 or more; the rows do not depend on it
   * @return one row per game ({@link #schema()}), lazily played when an action runs
   * @throws IllegalArgumentException for an unknown rule set, a negative game count or fewer than
   *     one partition
   */
  public static Dataset<Row> games(
      SparkSession spark, String rules, long masterSeed, long games, int partitions) {
    return games(spark, new Job(rules, null, masterSeed), games, partitions);
  }

  /**
   * As {@link #games(SparkSession, String, long, long, int)}, with the rule set's activation named
   * {@code activation} (one of {@link RuleSet#activations()}, as {@code dogfight simulate
   * --activation} asks for).
   *
   * @param spark the session
   * @param rules the rule set's name
   * @param activation the activation's name
   * @param masterSeed the seed the games' seeds come from
   * @param games how many games, 0 or more
   * @param partitions how many partitions, 1 or more; the rows do not depend on it
   * @return one row per game ({@link #schema()}), lazily played when an action runs
   * @throws IllegalArgumentException for an unknown rule set or activation, a negative game count
   *     or fewer than one partition
   */
  public static Dataset<Row> games(
      SparkSession spark,
      String rules,
      String activation,
      long masterSeed,
      long games,
      int partitions) {
    Objects.requireNonNull(activation, "activation");
    return games(spark, new Job(rules, activation, masterSeed), games, partitions);
  }

  private static Dataset<Row> games(SparkSession spark, Job job, long games, int partitions) {
    Objects.requireNonNull(spark, "spark");
    if (games < 0) {
      throw new IllegalArgumentException("games must be 0 or more, was " + games);
    }
    if (partitions < 1) {
      throw new IllegalArgumentException("partitions must be 1 or more, was " + partitions);
    }
    return play(spark.range(0, games, 1, partitions), job);
  }

  /**
   * Plays the games of {@code indices}, a {@code range} whose partitions are contiguous index
   * ranges: {@code range(0, games, 1, n)} gives partition k the indices from k * games / n to (k +
   * 1) * games / n - 1.
   */
  private static Dataset<Row> play(Dataset<Long> indices, Job job) {
    job.ruleSet(); // an unknown rule set or activation fails here, on the driver
    return indices.mapPartitions(job, Encoders.row(schema()));
  }

  /**
   * The job {@code spark-submit} runs: plays the games, writes the rows to {@code OUTPUT} as
   * Parquet and prints the tally computed from the written rows with Spark SQL. The master comes
   * from {@code spark-submit --master} or the {@code spark.master} system property.
   *
   * <pre>
   * SparkSimulation RULES GAMES SEED OUTPUT [--activation NAME] [--partitions N]
   * </pre>
   *
   * <p>{@code --partitions} defaults to Spark's default parallelism. An error in the arguments
   * prints the usage and exits with status 2.
   *
   * @param args the arguments
   */
  public static void main(String[] args) {
    Arguments parsed;
    try {
      parsed = Arguments.parse(args);
    } catch (IllegalArgumentException e) {
      System.err.println("dogfight-spark: " + e.getMessage());
      System.err.println(USAGE);
      System.exit(2);
      return;
    }
    SparkSession spark = SparkSession.builder().appName("dogfight simulate").getOrCreate();
    try {
      run(spark, parsed, System.out);
    } finally {
      spark.stop();
    }
  }

  /**
   * Runs the job of {@link #main} in {@code spark}, printing to {@code out}; leaves the session
   * open.
   *
   * @param spark the session
   * @param args the arguments, as {@link #main} takes them
   * @param out where the tally goes
   * @return the tally
   * @throws IllegalArgumentException for arguments {@link #main} refuses
   */
  static SparkTally run(SparkSession spark, String[] args, PrintStream out) {
    return run(spark, Arguments.parse(args), out);
  }

  private static SparkTally run(SparkSession spark, Arguments a, PrintStream out) {
    Dataset<Row> rows =
        a.partitions().isPresent()
            ? games(spark, a.job(), a.games(), a.partitions().get())
            : play(spark.range(0, a.games()), a.job());
    rows.write().mode(SaveMode.ErrorIfExists).parquet(a.output());
    SparkTally tally = SparkTally.of(spark.read().parquet(a.output()));
    out.println(
        String.format(
            Locale.ROOT,
            "%s%s: %d games (master seed %d) in %s",
            a.job().rules(),
            a.job().activationName().map(x -> " (activation " + x + ")").orElse(""),
            tally.games(),
            a.job().masterSeed(),
            a.output()));
    out.print(tally.text());
    return tally;
  }

  /** The job's arguments. */
  private record Arguments(Job job, long games, String output, Optional<Integer> partitions) {
    static Arguments parse(String[] args) {
      Objects.requireNonNull(args, "args");
      List<String> positional = new ArrayList<>();
      Optional<String> activation = Optional.empty();
      Optional<Integer> partitions = Optional.empty();
      for (int k = 0; k < args.length; k++) {
        String arg = args[k];
        if (arg.equals("--activation") || arg.equals("--partitions")) {
          if (k + 1 == args.length) {
            throw new IllegalArgumentException(arg + " needs a value");
          }
          String value = args[++k];
          if (arg.equals("--activation")) {
            activation = Optional.of(value);
          } else {
            long n = number(arg, value);
            if (n < 1 || n > Integer.MAX_VALUE) {
              throw new IllegalArgumentException(
                  "--partitions must be 1 to " + Integer.MAX_VALUE + ", was " + n);
            }
            partitions = Optional.of((int) n);
          }
        } else if (arg.startsWith("--")) {
          throw new IllegalArgumentException("unknown option " + arg);
        } else {
          positional.add(arg);
        }
      }
      if (positional.size() != 4) {
        throw new IllegalArgumentException(
            "expected RULES GAMES SEED OUTPUT, got " + positional.size() + " arguments");
      }
      long games = number("GAMES", positional.get(1));
      if (games < 1) {
        throw new IllegalArgumentException("GAMES must be 1 or more, was " + games);
      }
      long seed = number("SEED", positional.get(2));
      Job job = new Job(positional.get(0), activation.orElse(null), seed);
      job.ruleSet();
      return new Arguments(job, games, positional.get(3), partitions);
    }

    private static long number(String name, String value) {
      try {
        return Long.parseLong(value);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(name + " must be a whole number, was " + value, e);
      }
    }
  }

  /**
   * What each partition needs to play its games: the rule set's name, the activation and the master
   * seed (the rule set itself is looked up again on the executor, so nothing but these travels).
   */
  private record Job(String rules, @Nullable String activation, long masterSeed)
      implements MapPartitionsFunction<Long, Row>, Serializable {
    private static final long serialVersionUID = 1L;

    Job {
      Objects.requireNonNull(rules, "rules");
    }

    Optional<String> activationName() {
      return Optional.ofNullable(activation);
    }

    RuleSet<?, ?> ruleSet() {
      RuleSet<?, ?> found =
          RuleSets.find(rules)
              .orElseThrow(
                  () ->
                      new IllegalArgumentException(
                          "no rule set '"
                              + rules
                              + "'; installed: "
                              + String.join(
                                  ", ", RuleSets.all().stream().map(RuleSet::name).toList())));
      return activation == null ? found : found.withActivation(activation);
    }

    @Override
    public Iterator<Row> call(Iterator<Long> indices) {
      RuleSet<?, ?> rules = ruleSet();
      return new Iterator<>() {
        @Override
        public boolean hasNext() {
          return indices.hasNext();
        }

        @Override
        public Row next() {
          return play(rules, masterSeed, indices.next());
        }
      };
    }

    private static <S extends GameState, C extends Command> Row play(
        RuleSet<S, C> rules, long masterSeed, long game) {
      S end =
          Simulation.playOut(
                  Game.start(
                      rules, rules.sampleEngagement(DiceStream.derivedSeed(masterSeed, game))))
              .state();
      @Nullable String winner = end.winner().orElse(null);
      return RowFactory.create(game, winner, end.turn());
    }
  }
}
