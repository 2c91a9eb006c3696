package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.testkit.Replay;
import io.github.dogfight.testkit.TriesLimit;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.state.ActionChain;

/** The Dogfite! variant with activation cards keeps the engine's invariants. */
@AddLifecycleHook(TriesLimit.class)
class CardActivationProperties {
  private static final DogfiteRules RULES =
      new DogfiteRules().withActivation(CardActivation.standard());

  /**
   * Movement lists each aircraft once, revealed as it goes; in combat the firing order is a
   * permutation of it, and the deck's order is no longer held.
   */
  private static void orders(DogfiteState s) {
    if (s.stage() == DogfiteState.Stage.TARGETING) {
      return;
    }
    List<String> moves = new ArrayList<>(s.order());
    assertThat(moves).doesNotHaveDuplicates();
    if (s.stage() == DogfiteState.Stage.MOVEMENT) {
      assertThat(s.progress().index()).isLessThan(moves.size());
      assertThat(s.fireOrder()).isEmpty();
    } else {
      assertThat(s.fireOrder()).containsExactlyInAnyOrderElementsOf(moves);
      assertThat(s.turnOrder()).isEmpty();
    }
  }

  @Property(tries = 20)
  void botsFlyVariantDuelsToTheirEndWithCardOrders(@ForAll long seed) {
    Game<DogfiteState, DogfiteCommand> g = Game.start(RULES, RULES.sampleEngagement(seed));
    int steps = 0;
    while (!g.isOver()) {
      Game<DogfiteState, DogfiteCommand> next = g.play(RULES.defaultBot());
      EngineProperties.invariants(g.state(), next.state());
      orders(next.state());
      if (next.state().stage() == DogfiteState.Stage.COMBAT && !next.isOver()) {
        assertThat(next.state().stageOrder()).isEqualTo(next.state().fireOrder());
      }
      g = next;
      assertThat(++steps).isLessThan(20_000);
    }
    assertThat(g.state().result()).isPresent();
  }

  @Property(tries = 1000)
  void randomCommandSequencesKeepTheInvariants(
      @ForAll("duels") ActionChain<Game<DogfiteState, DogfiteCommand>> chain) {
    Game<DogfiteState, DogfiteCommand> last = chain.run();
    // Whatever the sequence left, random legal play ends the game (its turn limit included).
    assertThat(Replay.playToEnd(last, last.log().size(), 5_000).isOver()).isTrue();
  }

  @Provide
  Arbitrary<ActionChain<Game<DogfiteState, DogfiteCommand>>> duels() {
    return EngineProperties.chains(RULES);
  }
}
