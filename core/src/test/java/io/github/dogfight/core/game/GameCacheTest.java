package io.github.dogfight.core.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.fixtures.CoinDuel;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A game asks its rule set for the pending decision and a legal list once (issue 29). */
class GameCacheTest {
  private final AtomicInteger decisions = new AtomicInteger();
  private final AtomicInteger lists = new AtomicInteger();

  private final CoinDuel counting =
      new CoinDuel() {
        @Override
        public Decision decision(CoinDuel.State state) {
          decisions.incrementAndGet();
          return super.decision(state);
        }

        @Override
        public List<CoinDuel.Fire> legalCommands(CoinDuel.State state, String actor) {
          lists.incrementAndGet();
          return super.legalCommands(state, actor);
        }
      };

  @Test
  void theDecisionAndAnActorsLegalCommandsAreWorkedOutOnce() {
    Game<CoinDuel.State, CoinDuel.Fire> g = Game.start(counting, counting.sampleEngagement(3));
    Decision d = g.decision();
    assertThat(g.decision()).isSameAs(d).isEqualTo(new CoinDuel().decision(g.state()));
    List<CoinDuel.Fire> legal = g.legalCommands("A");
    assertThat(g.legalCommands("A")).isSameAs(legal);
    assertThat(legal).isEqualTo(new CoinDuel().legalCommands(g.state(), "A"));
    assertThatThrownBy(() -> legal.add(new CoinDuel.Fire("A", 3)))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThat(g.legalCommands("B")).isEmpty();
    assertThat(g.legalCommands("A")).isEqualTo(legal);
    // playing checks the actor against the decision already known: not asked again
    Game<CoinDuel.State, CoinDuel.Fire> next = g.play(new CoinDuel.Fire("A", 4));
    assertThat(decisions).hasValue(1);
    assertThat(lists).hasValue(3);
    assertThat(next.decision().actors()).containsExactly("B");
    assertThat(decisions).hasValue(2);
  }

  @Test
  void aKnownDecisionRefusesTheSameWay() {
    Game<CoinDuel.State, CoinDuel.Fire> fresh = Game.start(counting, counting.sampleEngagement(3));
    Game<CoinDuel.State, CoinDuel.Fire> asked = Game.start(counting, counting.sampleEngagement(3));
    asked.decision();
    for (Game<CoinDuel.State, CoinDuel.Fire> g : List.of(fresh, asked)) {
      assertThatThrownBy(() -> g.play(new CoinDuel.Fire("B", 4)))
          .isInstanceOf(RuleViolation.class)
          .hasMessage("Turn sequence: actor = B rejected: waiting for A: fire; B may not act now");
      assertThatThrownBy(() -> g.play(new CoinDuel.Fire("A", 1)))
          .hasMessage("Coin duel: aim: aim = 1 rejected: aim 2 to 6");
    }
    assertThat(fresh.play(new CoinDuel.Fire("A", 4)).state())
        .isEqualTo(asked.play(new CoinDuel.Fire("A", 4)).state());
  }
}
