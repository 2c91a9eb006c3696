package io.github.dogfight.sweep;

import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Ending;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.RuleSets;
import io.github.dogfight.core.game.Simulation;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.LongConsumer;

/**
 * Plays a {@link SweepSpec}: every variant's games on all cores, tallied as they finish (memory
 * flat in the number of games), each game's {@link GameRow} handed to a sink in order (variant by
 * variant, game by game) for a rows file.
 *
 * <p>Every variant is checked before the first game is played: the rule set, the activation, each
 * patch (table, row, column, cell), each replaced aircraft and type, each side's bot. A refusal
 * names the field ({@code variants[1].patches[0].row}) and the value.
 *
 * <pre>{@code
 * SweepSpec spec = SweepSpec.parse(Files.readString(Path.of("duel.json")));
 * SweepResult result = Sweep.run(spec, 2, done -> {}, row -> {});
 * Share cards = result.tally("cards").wins("RFC");
 * }</pre>
 */
public final class Sweep {
  private Sweep() {}

  /**
   * Plays every variant of {@code spec}.
   *
   * @param spec the sweep
   * @param threads worker threads, 1 or more; the results do not depend on it
   * @param progress told the number of games finished over all variants, from worker threads
   * @param rows takes each game's row, variant by variant in the spec's order, games in order, on
   *     the calling thread
   * @return each variant's tally
   * @throws SweepSpecException naming a field of a variant the rule set refuses, before any game
   */
  public static SweepResult run(
      SweepSpec spec, int threads, LongConsumer progress, Consumer<GameRow> rows) {
    Objects.requireNonNull(progress, "progress");
    Objects.requireNonNull(rows, "rows");
    List<Prepared<?, ?>> prepared = prepare(spec);
    List<Tally> tallies = new ArrayList<>();
    long before = 0;
    for (Prepared<?, ?> p : prepared) {
      Tally tally = p.emptyTally();
      long offset = before;
      p.play(
          spec.seed(),
          0,
          spec.games(),
          threads,
          done -> progress.accept(offset + done),
          row -> {
            tally.add(row);
            rows.accept(row);
          });
      before += spec.games();
      tallies.add(tally);
    }
    return new SweepResult(spec, tallies);
  }

  /**
   * Plays games {@code from} to {@code to} (exclusive) of one variant: a part of the sweep, such as
   * one Spark partition's index range. The rows equal those {@link #run} gives for those games.
   *
   * @param spec the sweep
   * @param variant the variant's name
   * @param from the first game's index
   * @param to one past the last game's index, at most the spec's games
   * @param threads worker threads
   * @param rows takes each game's row, in game order
   * @throws SweepSpecException naming a field of the variant the rule set refuses
   * @throws IllegalArgumentException for an unknown variant or a range outside the spec's games
   */
  public static void play(
      SweepSpec spec, String variant, long from, long to, int threads, Consumer<GameRow> rows) {
    if (from < 0 || to < from || to > spec.games()) {
      throw new IllegalArgumentException(
          "games " + from + " to " + to + " are not within the sweep's 0 to " + spec.games());
    }
    prepare(spec, spec.variants().indexOf(spec.variant(variant)))
        .play(spec.seed(), from, to, threads, done -> {}, rows);
  }

  /**
   * An empty tally of {@code variant}: its sides and end reasons, for a tally built from counts
   * worked out elsewhere ({@link Tally#addCounts}).
   *
   * @param spec the sweep
   * @param variant the variant's name
   * @return the empty tally
   * @throws SweepSpecException naming a field of the variant the rule set refuses
   */
  public static Tally emptyTally(SweepSpec spec, String variant) {
    return prepare(spec, spec.variants().indexOf(spec.variant(variant))).emptyTally();
  }

  /**
   * Checks every variant of {@code spec} against its rule set without playing: what {@link #run}
   * does first.
   *
   * @param spec the sweep
   * @throws SweepSpecException naming the field and value refused
   */
  public static void check(SweepSpec spec) {
    prepare(spec);
  }

  private static List<Prepared<?, ?>> prepare(SweepSpec spec) {
    List<Prepared<?, ?>> out = new ArrayList<>();
    for (int i = 0; i < spec.variants().size(); i++) {
      out.add(prepare(spec, i));
    }
    return out;
  }

  private static Prepared<?, ?> prepare(SweepSpec spec, int index) {
    RuleSet<?, ?> rules =
        RuleSets.find(spec.rules())
            .orElseThrow(
                () ->
                    new SweepSpecException(
                        "rules",
                        "no rule set '"
                            + spec.rules()
                            + "'; the rule sets are "
                            + RuleSets.all().stream().map(RuleSet::name).toList()));
    return Prepared.of(rules, spec, index);
  }

  /** A variant's rule set, forces and bots, checked. */
  private static final class Prepared<S extends GameState, C extends Command> {
    private final RuleSet<S, C> rules;
    private final String variant;
    private final Map<String, String> forces;
    private final Map<String, Bot<S, C>> botsBySide;
    private final List<String> sides;

    private Prepared(
        RuleSet<S, C> rules,
        String variant,
        Map<String, String> forces,
        Map<String, Bot<S, C>> botsBySide,
        List<String> sides) {
      this.rules = rules;
      this.variant = variant;
      this.forces = forces;
      this.botsBySide = botsBySide;
      this.sides = sides;
    }

    static <S extends GameState, C extends Command> Prepared<S, C> of(
        RuleSet<S, C> base, SweepSpec spec, int index) {
      SweepSpec.Variant v = spec.variants().get(index);
      String path = "variants[" + index + "]";
      RuleSet<S, C> rules = base;
      if (v.activation().isPresent()) {
        try {
          rules = rules.withActivation(v.activation().get());
        } catch (IllegalArgumentException e) {
          throw new SweepSpecException(path + ".activation", String.valueOf(e.getMessage()), e);
        }
      }
      for (int j = 0; j < v.patches().size(); j++) {
        SweepSpec.Patch p = v.patches().get(j);
        try {
          rules = rules.withTablePatch(p.table(), p.row(), p.column(), p.cell());
        } catch (IllegalArgumentException e) {
          throw new SweepSpecException(
              path + ".patches[" + j + "]", String.valueOf(e.getMessage()), e);
        }
      }
      S sample;
      try {
        sample = rules.sampleEngagement(spec.seed(), v.forces());
      } catch (IllegalArgumentException e) {
        throw new SweepSpecException(path + ".forces", String.valueOf(e.getMessage()), e);
      }
      List<String> sides = List.copyOf(rules.sides(sample));
      Map<String, Bot<S, C>> bots = new HashMap<>();
      for (Map.Entry<String, String> b : v.bots().entrySet()) {
        if (!sides.contains(b.getKey())) {
          throw new SweepSpecException(
              path + ".bots." + b.getKey(), "is not a side; the sides are " + sides);
        }
        try {
          bots.put(b.getKey(), rules.bot(b.getValue()));
        } catch (IllegalArgumentException e) {
          throw new SweepSpecException(
              path + ".bots." + b.getKey(), String.valueOf(e.getMessage()), e);
        }
      }
      return new Prepared<>(rules, v.name(), v.forces(), bots, sides);
    }

    Tally emptyTally() {
      return new Tally(variant, sides, rules.endReasons());
    }

    void play(
        long masterSeed,
        long from,
        long to,
        int threads,
        LongConsumer progress,
        Consumer<GameRow> rows) {
      Bot<S, C> fallback = rules.defaultBot();
      Bot<S, C> bySide =
          botsBySide.isEmpty()
              ? fallback
              : (view, legal) ->
                  botsBySide
                      .getOrDefault(rules.sideOf(view.state(), legal.get(0).actor()), fallback)
                      .choose(view, legal);
      Simulation.stream(
          masterSeed,
          from,
          to,
          threads,
          seed -> {
            Game<S, C> end =
                Simulation.playOut(
                    Game.start(rules, rules.sampleEngagement(seed, forces)),
                    Map.of(),
                    bySide,
                    Simulation.DEFAULT_MAX_STEPS);
            Ending e = rules.ending(end.state());
            Map<String, Integer> left = new LinkedHashMap<>();
            for (String side : sides) {
              left.put(side, e.survivors().getOrDefault(side, 0));
            }
            // A rule set may name the winner as its side or by a name sideOf maps to a side
            // (squadron: the squadron's name); the tally counts sides.
            Optional<String> winner =
                e.winner().map(w -> sides.contains(w) ? w : rules.sideOf(end.state(), w));
            return new Row(winner, e.reason(), end.state().turn(), left);
          },
          progress,
          (i, r) ->
              rows.accept(new GameRow(variant, i, r.winner(), r.turns(), r.reason(), r.left())));
    }
  }

  /** What a worker keeps of one game before its index is known in order. */
  private record Row(
      Optional<String> winner, String reason, int turns, Map<String, Integer> left) {}
}
