package io.github.dogfight.core.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.fixtures.CoinDuel;
import io.github.dogfight.core.odds.OddsLimitException;
import io.github.dogfight.core.odds.Outcomes;
import io.github.dogfight.core.odds.Rational;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

class LookaheadTest {
  private static final CoinDuel RULES = new CoinDuel();

  /** A state of the coin duel, its dice those of the sample (a lookahead never draws them). */
  private static CoinDuel.State at(
      int turn, int onA, int onB, String next, @Nullable String winner) {
    CoinDuel.State s = RULES.sampleEngagement(1);
    Optional<String> w = Optional.ofNullable(winner);
    return new CoinDuel.State(s.dice(), turn, onA, onB, next, w.map(x -> x + " wins"), w);
  }

  /**
   * Two rounds of the coin duel, A aiming 4+ (the default bot: hits 1/2), B aiming 2+ (hits 5/6),
   * against the same two rounds worked out by hand (each shot a fair d6, states merged): the values
   * below.
   */
  @Test
  void twoRoundsOfTheCoinDuelAreExactlyTheHandWorkedOnes() {
    Bot<CoinDuel.State, CoinDuel.Fire> aimTwo = (view, legal) -> legal.get(1);
    Lookahead.Result<CoinDuel.State> r =
        Lookahead.of(RULES)
            .withBot("B", aimTwo)
            .until(RULES.sampleEngagement(1), s -> s.turn() > 2);
    assertThat(r.cut()).isEqualTo(Rational.ZERO);
    Outcomes<CoinDuel.State> out = r.states();
    assertThat(out.probabilities())
        .containsExactlyInAnyOrderEntriesOf(
            Map.of(
                at(2, 0, 2, "B", "A"), Rational.of(1, 24),
                at(2, 1, 2, "B", "A"), Rational.of(5, 24),
                at(3, 0, 0, "A", null), Rational.of(1, 144),
                at(3, 0, 1, "A", null), Rational.of(1, 72),
                at(3, 1, 0, "A", null), Rational.of(5, 72),
                at(3, 1, 1, "A", null), Rational.of(5, 36),
                at(3, 2, 0, "A", "B"), Rational.of(25, 144),
                at(3, 2, 1, "A", "B"), Rational.of(25, 72)));
    assertThat(out.probability(s -> s.winner().equals(Optional.of("A"))))
        .isEqualTo(Rational.of(1, 4));
    assertThat(out.probability(s -> s.winner().equals(Optional.of("B"))))
        .isEqualTo(Rational.of(25, 48));
  }

  /** Asked in two steps (one round, then the next from each state), the answer is the same. */
  @Test
  void askingInTwoStepsGivesTheSameAnswer() {
    Lookahead<CoinDuel.State, CoinDuel.Fire> look = Lookahead.of(RULES);
    CoinDuel.State start = RULES.sampleEngagement(1);
    Outcomes<CoinDuel.State> once = look.until(start, s -> s.turn() > 3).states();
    Outcomes<CoinDuel.State> half = look.until(start, s -> s.turn() > 1).states();
    Outcomes<CoinDuel.State> twice = look.until(half, s -> s.turn() > 3).states();
    assertThat(twice.probabilities()).isEqualTo(once.probabilities());
  }

  @Test
  void aStartThatAlreadyStopsIsTheAnswerAndAGameOverStops() {
    CoinDuel.State start = RULES.sampleEngagement(1);
    Lookahead.Result<CoinDuel.State> r = Lookahead.of(RULES).until(start, s -> true);
    assertThat(r.states().probabilities()).containsExactly(Map.entry(start, Rational.ONE));
    CoinDuel.State over = at(2, 0, 2, "B", "A");
    assertThat(Lookahead.of(RULES).until(over, s -> false).states().probabilities())
        .containsExactly(Map.entry(over, Rational.ONE));
  }

  /** The duel can miss forever: a question without an end is refused at the work limit. */
  @Test
  void aQuestionPastTheWorkLimitIsRefusedNamingTheLimit() {
    Lookahead<CoinDuel.State, CoinDuel.Fire> look = Lookahead.of(RULES).withWorkLimit(500);
    assertThat(look.workLimit()).isEqualTo(500);
    assertThatThrownBy(() -> look.until(RULES.sampleEngagement(1), s -> false))
        .isInstanceOf(OddsLimitException.class)
        .hasMessageContaining("more than 500 applications")
        .hasMessageContaining("Lookahead.workLimit");
    assertThatThrownBy(() -> Lookahead.of(RULES).withWorkLimit(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("was 0");
    assertThatThrownBy(() -> Lookahead.of(RULES).withDiceLimit(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("was 0");
    assertThat(Lookahead.of(RULES).diceLimit()).isEqualTo(Lookahead.DEFAULT_DICE_LIMIT);
  }

  @Test
  void aBotChoosingOutsideItsLegalListIsRefused() {
    Bot<CoinDuel.State, CoinDuel.Fire> cheat = (view, legal) -> new CoinDuel.Fire("A", 6);
    assertThatThrownBy(
            () ->
                Lookahead.of(RULES)
                    .withBot("A", cheat)
                    .until(RULES.sampleEngagement(1), s -> s.turn() > 1))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("the bot of A chose")
        .hasMessageContaining("not among its legal commands");
  }
}
