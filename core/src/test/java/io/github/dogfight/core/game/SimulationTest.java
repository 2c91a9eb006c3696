package io.github.dogfight.core.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.fixtures.CoinDuel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

/** {@link Simulation}: games seeded by index, results in game order whatever the threads. */
class SimulationTest {
  static final CoinDuel RULES = new CoinDuel();

  /** What a test keeps of a coin duel: its winner and length. */
  static String played(long seed) {
    Game<CoinDuel.State, CoinDuel.Fire> g =
        Simulation.playOut(Game.start(RULES, RULES.sampleEngagement(seed)));
    return g.state().winner().orElse("none") + "@" + g.state().turn();
  }

  static List<String> streamed(long seed, long from, long to, int threads) {
    List<String> out = new ArrayList<>();
    List<Long> order = new ArrayList<>();
    Simulation.stream(
        seed,
        from,
        to,
        threads,
        SimulationTest::played,
        done -> {},
        (i, r) -> {
          order.add(i);
          out.add(r);
        });
    assertThat(order).as("game order").isSorted().hasSize((int) (to - from));
    if (!order.isEmpty()) {
      assertThat(order.get(0)).isEqualTo(from);
    }
    return out;
  }

  /**
   * Any split of the index range, on any number of threads, plays the same games: the streamed
   * results equal {@link Simulation#run}'s list, and two halves joined equal the whole.
   */
  @Property(tries = 20)
  void anySplitOnAnyThreadsPlaysTheSameGames(
      @ForAll long seed,
      @ForAll @IntRange(min = 0, max = 3000) int games,
      @ForAll @IntRange(min = 0, max = 3000) int cut,
      @ForAll @IntRange(min = 1, max = 3) int threads) {
    int split = Math.min(cut, games);
    List<String> whole =
        Simulation.run(
            RULES, seed, games, 1, g -> g.state().winner().orElse("none") + "@" + g.state().turn());
    List<String> joined = new ArrayList<>(streamed(seed, 0, split, threads));
    joined.addAll(streamed(seed, split, games, threads));
    assertThat(joined).isEqualTo(whole);
    assertThat(streamed(seed, 0, games, threads)).isEqualTo(whole);
  }

  /** Game i is the game of {@code derivedSeed(masterSeed, i)}, whatever range it is played in. */
  @Property(tries = 20)
  void gameIIsItsDerivedSeedsGame(
      @ForAll long seed, @ForAll @LongRange(min = 0, max = 1_000_000_000L) long i) {
    assertThat(streamed(seed, i, i + 1, 2))
        .containsExactly(played(DiceStream.derivedSeed(seed, i)));
  }

  @Test
  void progressCountsEveryGame() {
    AtomicLong last = new AtomicLong();
    AtomicLong calls = new AtomicLong();
    Simulation.stream(
        3,
        10,
        2500,
        2,
        SimulationTest::played,
        done -> {
          calls.incrementAndGet();
          last.accumulateAndGet(done, Math::max);
        },
        (i, r) -> {});
    assertThat(calls.get()).isEqualTo(2490);
    assertThat(last.get()).isEqualTo(2490);
  }

  @Test
  void aFailingGameIsNamedByItsIndex() {
    for (int threads = 1; threads <= 2; threads++) {
      int t = threads;
      assertThatThrownBy(
              () ->
                  Simulation.stream(
                      1,
                      0,
                      100,
                      t,
                      seed -> {
                        if (seed == DiceStream.derivedSeed(1, 42)) {
                          throw new IllegalArgumentException("boom");
                        }
                        return seed;
                      },
                      done -> {},
                      (i, r) -> {}))
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("game 42 failed")
          .hasMessageContaining("boom");
    }
  }

  @Test
  void badRangesAndThreadsAreRefused() {
    assertThatThrownBy(() -> Simulation.stream(1, -1, 5, 1, s -> s, d -> {}, (i, r) -> {}))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("-1 to 5");
    assertThatThrownBy(() -> Simulation.stream(1, 5, 4, 1, s -> s, d -> {}, (i, r) -> {}))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("5 to 4");
    assertThatThrownBy(() -> Simulation.stream(1, 0, 4, 0, s -> s, d -> {}, (i, r) -> {}))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("threads must be 1 or more, was 0");
  }

  @Test
  void theRuleSetsVariantHooksRefuseWhatTheyDoNotOffer() {
    assertThat(RULES.botNames()).containsExactly("default");
    assertThat(RULES.bot("default")).isSameAs(RULES.defaultBot());
    assertThatThrownBy(() -> RULES.bot("clever"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("no bot 'clever'")
        .hasMessageContaining("offers default");
    assertThat(RULES.sampleEngagement(5, Map.of())).isEqualTo(RULES.sampleEngagement(5));
    assertThatThrownBy(() -> RULES.sampleEngagement(5, Map.of("A", "Spad")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("cannot replace")
        .hasMessageContaining("A");
    assertThat(RULES.patchableTables()).isEmpty();
    assertThatThrownBy(() -> RULES.withTablePatch("hits", "1", "2", "3"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("no tables to patch")
        .hasMessageContaining("'hits'");
    assertThat(RULES.endReasons()).containsExactly("over");
    Game<CoinDuel.State, CoinDuel.Fire> start = Game.start(RULES, RULES.sampleEngagement(1));
    assertThatThrownBy(() -> RULES.ending(start.state()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not over");
    Game<CoinDuel.State, CoinDuel.Fire> end = Simulation.playOut(start);
    Ending e = RULES.ending(end.state());
    assertThat(e.winner()).isEqualTo(end.state().winner());
    assertThat(e.reason()).isEqualTo("over");
  }
}
