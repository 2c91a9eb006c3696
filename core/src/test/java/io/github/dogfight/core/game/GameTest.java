package io.github.dogfight.core.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.event.EventLog;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.fixtures.CoinDuel;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GameTest {
  private final CoinDuel rules = new CoinDuel();

  private Game<CoinDuel.State, CoinDuel.Fire> start() {
    return Game.start(rules, rules.sampleEngagement(3));
  }

  @Test
  void aRuleSetWithoutActivationChoicesRefusesOneByName() {
    assertThat(rules.activations()).isEmpty();
    assertThatThrownBy(() -> rules.withActivation("cards"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("rule set 'coin-duel' has no activation 'cards'; it offers only its own");
  }

  @Test
  void playReturnsANewGameAndKeepsTheOldOne() {
    Game<CoinDuel.State, CoinDuel.Fire> g0 = start();
    Game<CoinDuel.State, CoinDuel.Fire> g1 = g0.play(new CoinDuel.Fire("A", 4));
    assertThat(g0.log().size()).isZero();
    assertThat(g0.state().dice()).isEqualTo(DiceStream.seeded(3));
    assertThat(g1.log().size()).isEqualTo(1);
    assertThat(g1.state().dice()).isEqualTo(new DiceStream(3, 1));
    assertThat(g1.decision()).isEqualTo(Decision.of("B", "fire"));
    assertThat(g1.legalCommands("A")).isEmpty();
    assertThat(g1.rules()).isSameAs(rules);
    assertThat(g1.legalCommands()).hasSize(2);
    assertThat(g1.isOver()).isFalse();
  }

  /** A null where the API takes none, to check the message that names the argument. */
  @SuppressWarnings("NullAway")
  private static CoinDuel.State nothing() {
    return null;
  }

  @Test
  void aGameKeepsItsStartAndCommandsAndReplaysThem() {
    Game<CoinDuel.State, CoinDuel.Fire> g0 = start();
    Game<CoinDuel.State, CoinDuel.Fire> g1 = g0.play(new CoinDuel.Fire("A", 4));
    Game<CoinDuel.State, CoinDuel.Fire> g2 =
        g1.play(new CoinDuel.Fire("B", 4), ScriptedDice.of(6, 1, 2));
    assertThat(g2.initialState()).isEqualTo(rules.sampleEngagement(3));
    assertThat(g2.played())
        .containsExactly(
            Played.rolled(new CoinDuel.Fire("A", 4)),
            Played.scripted(new CoinDuel.Fire("B", 4), List.of(6)));
    assertThat(g1.played()).hasSize(1); // undo points keep their own history
    Game<CoinDuel.State, CoinDuel.Fire> other = g1.play(new CoinDuel.Fire("B", 2));
    assertThat(other.played().get(1).command()).isEqualTo(new CoinDuel.Fire("B", 2));
    assertThat(g2.played().get(1).command()).isEqualTo(new CoinDuel.Fire("B", 4));
    Game<CoinDuel.State, CoinDuel.Fire> again = Game.replay(rules, g2.initialState(), g2.played());
    assertThat(again.log()).isEqualTo(g2.log());
    assertThat(again.state()).isEqualTo(g2.state());
    assertThat(again.played()).isEqualTo(g2.played());
    assertThatThrownBy(
            () -> g0.replayOne(Played.scripted(new CoinDuel.Fire("A", 4), List.of(6, 6))))
        .hasMessageContaining("never rolled");
    assertThatThrownBy(() -> Game.start(rules, nothing())).hasMessage("state");
  }

  @Test
  void scriptedDiceDoNotAdvanceTheStream() {
    Game<CoinDuel.State, CoinDuel.Fire> g =
        start().play(new CoinDuel.Fire("A", 4), ScriptedDice.of(6));
    assertThat(g.state().dice()).isEqualTo(DiceStream.seeded(3));
    assertThat(g.state().hitsOnB()).isEqualTo(1);
    assertThat(g.log().events().get(0).dice().get(0).faces()).containsExactly(6);
  }

  @Test
  void rejectedCommandsNameRuleFieldAndValueAndChangeNothing() {
    Game<CoinDuel.State, CoinDuel.Fire> g = start();
    assertThatThrownBy(() -> g.play(new CoinDuel.Fire("B", 4)))
        .isInstanceOfSatisfying(
            RuleViolation.class,
            v -> {
              assertThat(v.rule()).isEqualTo("Turn sequence");
              assertThat(v.field()).isEqualTo("actor");
              assertThat(v.value()).isEqualTo("B");
            })
        .hasMessage("Turn sequence: actor = B rejected: waiting for A: fire; B may not act now");
    assertThatThrownBy(() -> g.play(new CoinDuel.Fire("A", 1)))
        .hasMessage("Coin duel: aim: aim = 1 rejected: aim 2 to 6");
    assertThat(g.state()).isEqualTo(rules.sampleEngagement(3));
    assertThat(g.log().size()).isZero();
  }

  @Test
  void aFinishedGameRejectsEverything() {
    Game<CoinDuel.State, CoinDuel.Fire> g = start();
    g = g.play(new CoinDuel.Fire("A", 2), ScriptedDice.of(5));
    g = g.play(new CoinDuel.Fire("B", 2), ScriptedDice.of(1));
    g = g.play(new CoinDuel.Fire("A", 2), ScriptedDice.of(5));
    assertThat(g.isOver()).isTrue();
    assertThat(g.state().winner()).contains("A");
    Game<CoinDuel.State, CoinDuel.Fire> over = g;
    assertThatThrownBy(() -> over.play(new CoinDuel.Fire("B", 2)))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("the engagement has ended: A wins");
    assertThat(over.decision().isOver()).isTrue();
  }

  @Test
  void playOutUsesBotsByActorAndStopsAtTheEnd() {
    Bot<CoinDuel.State, CoinDuel.Fire> careful = (v, legal) -> legal.get(1);
    Game<CoinDuel.State, CoinDuel.Fire> end =
        Simulation.playOut(start(), Map.of("A", careful), rules.defaultBot(), 1000);
    assertThat(end.isOver()).isTrue();
    assertThat(end.log().ofType(CoinDuel.Shot.class)).isNotEmpty();
    assertThat(Simulation.playOut(start()).state()).isEqualTo(Simulation.playOut(start()).state());
  }

  @Test
  void playOutReportsBrokenBotsAndEndlessGames() {
    Bot<CoinDuel.State, CoinDuel.Fire> cheat = (v, legal) -> new CoinDuel.Fire(v.state().next(), 1);
    assertThatThrownBy(() -> Simulation.playOut(start(), Map.of(), cheat, 10))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("chose a rejected command");
    Bot<CoinDuel.State, CoinDuel.Fire> hopeless =
        (v, legal) -> new CoinDuel.Fire(v.state().next(), 6);
    Game<CoinDuel.State, CoinDuel.Fire> g = Game.start(rules, rules.sampleEngagement(3));
    assertThatThrownBy(() -> Simulation.playOut(g, Map.of(), hopeless, 1))
        .hasMessageContaining("not over after 1 steps");
  }

  @Test
  void simulationResultsDoNotDependOnThreads() {
    List<String> one = Simulation.run(rules, 17, 40, 1, g -> g.state().winner().orElse("-"));
    List<String> four = Simulation.run(rules, 17, 40, 4, g -> g.state().winner().orElse("-"));
    assertThat(four).isEqualTo(one).contains("A", "B");
    assertThatThrownBy(() -> Simulation.run(rules, 1, -1, 1, g -> 0)).hasMessageContaining("games");
    assertThatThrownBy(() -> Simulation.run(rules, 1, 1, 0, g -> 0))
        .hasMessageContaining("threads");
    assertThatThrownBy(
            () ->
                Simulation.run(
                    rules,
                    1,
                    3,
                    2,
                    g -> {
                      throw new IllegalStateException("boom");
                    }))
        .hasMessageContaining("boom");
  }

  @Test
  void ruleSetsAreFoundByName() {
    assertThat(RuleSets.find("coin-duel")).containsInstanceOf(CoinDuel.class);
    assertThat(RuleSets.find("nothing")).isEmpty();
    assertThat(RuleSets.all()).extracting(RuleSet::name).contains("coin-duel");
    assertThat(RuleSets.oddsProviders()).extracting(OddsProvider::name).contains("coin-duel");
  }

  @Test
  void eventLogIsImmutableAndAppendsCopies() {
    CoinDuel.Shot a = new CoinDuel.Shot(1, "A", true, List.of());
    CoinDuel.Shot b = new CoinDuel.Shot(1, "B", false, List.of());
    EventLog empty = EventLog.empty();
    EventLog one = empty.append(List.of(a));
    EventLog two = one.append(List.of(b));
    assertThat(empty.size()).isZero();
    assertThat(one.events()).containsExactly(a);
    assertThat(two.events()).containsExactly(a, b);
    assertThat(two.append(List.of())).isSameAs(two);
    assertThat(two.ofType(CoinDuel.Shot.class)).hasSize(2);
    assertThat(two.ofType(GameEvent.class)).hasSize(2);
    assertThat(two.narration()).isEqualTo("A hits.\nB misses.\n");
    assertThat(EventLog.of(List.of(a, b))).isEqualTo(two).hasSameHashCodeAs(two);
    assertThat(two.toString()).startsWith("EventLog[");
    assertThat(two).containsExactly(a, b);
    assertThatThrownBy(() -> two.events().add(a)).isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void turnSequencesAndOutcomesCopyTheirLists() {
    assertThatThrownBy(() -> new TurnSequence(List.of()))
        .hasMessageContaining("at least one phase");
    assertThat(TurnSequence.of("Move", "Fire").phases()).containsExactly("Move", "Fire");
    assertThat(rules.turnSequence().phases()).containsExactly("Fire");
    assertThat(PolicyKind.valueOf("MOVEMENT")).isEqualTo(PolicyKind.MOVEMENT);
    assertThat(rules.summary(rules.sampleEngagement(1))).contains("A hit 0 times");
  }
}
