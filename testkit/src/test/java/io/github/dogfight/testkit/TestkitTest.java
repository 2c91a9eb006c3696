package io.github.dogfight.testkit;

import static io.github.dogfight.testkit.DogfightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.DiceScriptException;
import io.github.dogfight.core.event.EventLog;
import io.github.dogfight.core.fixtures.CoinDuel;
import io.github.dogfight.core.fixtures.SecretDuel;
import io.github.dogfight.core.game.Game;
import java.util.List;
import org.junit.jupiter.api.Test;

class TestkitTest {
  private final CoinDuel rules = new CoinDuel();
  private final Game<CoinDuel.State, CoinDuel.Fire> game =
      Game.start(rules, rules.sampleEngagement(5));

  @Test
  void gameAssertionsPassAndFail() {
    assertThat(game).isNotOver().isAwaiting("A").isInTurn(1);
    assertThatThrownBy(() -> assertThat(game).isOver())
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("awaits");
    assertThatThrownBy(() -> assertThat(game).isAwaiting("B")).isInstanceOf(AssertionError.class);
    assertThatThrownBy(() -> assertThat(game).isInTurn(2)).isInstanceOf(AssertionError.class);
    Game<CoinDuel.State, CoinDuel.Fire> won =
        Scripted.play(
            Scripted.play(
                Scripted.play(game, new CoinDuel.Fire("A", 2), 3), new CoinDuel.Fire("B", 2), 1),
            new CoinDuel.Fire("A", 2),
            2);
    assertThat(won).isOver().endedWith("A wins");
    assertThatThrownBy(() -> assertThat(won).isNotOver()).isInstanceOf(AssertionError.class);
    assertThatThrownBy(() -> assertThat(won).endedWith("B wins"))
        .isInstanceOf(AssertionError.class);
  }

  @Test
  void rejectsChecksTheViolationAndThatNothingChanged() {
    assertThat(game)
        .rejects(new CoinDuel.Fire("B", 4))
        .hasMessageContaining("waiting for A: fire; B may not act now");
    assertThat(game).rejects(new CoinDuel.Fire("A", 1)).hasMessageContaining("aim 2 to 6");
    assertThatThrownBy(() -> assertThat(game).rejects(new CoinDuel.Fire("A", 4)))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("was accepted");
  }

  @Test
  void scriptedPlayFailsOnUnusedOrMissingDice() {
    assertThatThrownBy(() -> Scripted.play(game, new CoinDuel.Fire("A", 4), 3, 4))
        .isInstanceOf(DiceScriptException.class)
        .hasMessageContaining("over-scripted");
    assertThatThrownBy(() -> Scripted.play(game, new CoinDuel.Fire("A", 4)))
        .isInstanceOf(DiceScriptException.class)
        .hasMessageContaining("A fires");
  }

  @Test
  void eventLogAssertions() {
    Game<CoinDuel.State, CoinDuel.Fire> g = Scripted.play(game, new CoinDuel.Fire("A", 4), 5);
    g = Scripted.play(g, new CoinDuel.Fire("B", 4), 2);
    EventLog log = g.log();
    assertThat(log)
        .isWellFormed()
        .containsEventTypes(CoinDuel.Shot.class, CoinDuel.Shot.class)
        .narrationContains("B misses.");
    assertThat(log).eventsOfType(CoinDuel.Shot.class).hasSize(2);
    assertThat(log).dice().hasSize(2);
    assertThatThrownBy(
            () ->
                assertThat(log)
                    .containsEventTypes(
                        CoinDuel.Shot.class, CoinDuel.Shot.class, CoinDuel.Shot.class))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("not found after the first 2");
    assertThatThrownBy(() -> assertThat(log).hasNoEventOfType(CoinDuel.Shot.class))
        .isInstanceOf(AssertionError.class);
    assertThatThrownBy(() -> assertThat(log).singleEventOfType(CoinDuel.Shot.class))
        .isInstanceOf(AssertionError.class);
    assertThatThrownBy(() -> assertThat(log).narrationContains("explodes"))
        .isInstanceOf(AssertionError.class);
    CoinDuel.Shot odd = new CoinDuel.Shot(0, "A", true, List.of());
    assertThatThrownBy(() -> assertThat(EventLog.of(List.of(odd))).isWellFormed())
        .isInstanceOf(AssertionError.class);
    assertThat(assertThat(EventLog.of(List.of(odd))).singleEventOfType(CoinDuel.Shot.class))
        .isEqualTo(odd);
  }

  @Test
  void replayChecks() {
    CoinDuel.State initial = rules.sampleEngagement(9);
    List<CoinDuel.Fire> commands = Replay.record(rules, initial, rules.defaultBot());
    assertThat(commands).isNotEmpty();
    EventLog log = Replay.assertDeterministic(rules, initial, commands);
    assertThat(log.size()).isEqualTo(commands.size());
    assertThat(Replay.play(rules, initial, commands).isOver()).isTrue();
    assertThat(
            Replay.assertThreadCountIndependent(
                rules, 3, 10, 3, g -> g.state().winner().orElse("-")))
        .hasSize(10);
  }

  @Test
  void replayDetectsNondeterminism() {
    CoinDuel flaky =
        new CoinDuel() {
          private int calls;

          @Override
          public CoinDuel.State sampleEngagement(long seed) {
            return super.sampleEngagement(seed + calls++);
          }
        };
    assertThatThrownBy(
            () -> Replay.assertThreadCountIndependent(flaky, 3, 6, 2, g -> g.state().dice()))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("depend on the thread count");
  }

  @Test
  void decisionsAndHiddenInformationHaveAssertions() {
    SecretDuel duel = new SecretDuel();
    Game<SecretDuel.State, SecretDuel.Move> g = Game.start(duel, duel.sampleEngagement(4));
    assertThat(g).awaitsSimultaneously("A", "B");
    assertThatThrownBy(() -> assertThat(g).offersInterruptTo("A"))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("interrupt window for A");
    Game<SecretDuel.State, SecretDuel.Move> aimed = g.play(new SecretDuel.Aim("B", 1));
    assertThat(aimed).awaitsSimultaneously("A").isAwaiting("A");
    Game<SecretDuel.State, SecretDuel.Move> other = g.play(new SecretDuel.Aim("B", 3));
    HiddenInformation.assertUnseen(duel, aimed.state(), other.state(), "A");
    assertThatThrownBy(
            () -> HiddenInformation.assertUnseen(duel, aimed.state(), other.state(), "B"))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("B sees the difference");
    Game<SecretDuel.State, SecretDuel.Move> hit =
        Scripted.play(aimed, new SecretDuel.Aim("A", 1), 6);
    assertThat(hit).offersInterruptTo("B");
  }
}
