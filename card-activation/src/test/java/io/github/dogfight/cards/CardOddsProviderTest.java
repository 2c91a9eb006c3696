package io.github.dogfight.cards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.OddsAnswer;
import io.github.dogfight.core.game.OddsArgumentException;
import io.github.dogfight.core.game.OddsQuery;
import io.github.dogfight.core.game.RuleSets;
import io.github.dogfight.core.odds.Rational;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CardOddsProviderTest {
  private final CardOddsProvider provider = new CardOddsProvider();

  private OddsQuery query(String name) {
    return provider.oddsQueries().stream()
        .filter(q -> q.name().equals(name))
        .findFirst()
        .orElseThrow();
  }

  @Test
  void registeredAsCards() {
    assertThat(provider.name()).isEqualTo("cards");
    assertThat(RuleSets.oddsProviders()).anySatisfy(p -> assertThat(p.name()).isEqualTo("cards"));
    assertThat(query("before").description()).contains("before");
    assertThat(query("within").parameters()).containsKeys("x-left", "deck-left", "next");
  }

  @Test
  void answersWithTheEventsDistribution() {
    OddsAnswer before = query("before").answer(Map.of("x-left", "1", "y-left", "3"));
    assertThat(before.figures()).containsEntry("P(before)", Rational.of(3, 4));
    assertThat(before.distribution().probability(1)).isEqualTo(Rational.of(3, 4));
    assertThat(before.distribution().probability(0)).isEqualTo(Rational.of(1, 4));
    // Certain and impossible events are single points.
    assertThat(
            query("before").answer(Map.of("x-left", "0", "y-left", "3")).distribution().support())
        .containsExactly(1);
    assertThat(
            query("within")
                .answer(Map.of("x-left", "2", "deck-left", "10", "next", "1"))
                .distribution()
                .support())
        .containsExactly(0);
    assertThat(
            query("within").answer(Map.of("x-left", "2", "deck-left", "10", "next", "4")).figures())
        .containsEntry("P(within)", Rational.of(2, 15));
  }

  @Test
  void badArgumentsNameTheOption() {
    assertThatThrownBy(() -> query("before").answer(Map.of("x-left", "1")))
        .hasMessage("before: missing --y-left (0 to 10000)");
    assertThatThrownBy(() -> query("before").answer(Map.of("x-left", "one", "y-left", "1")))
        .hasMessageContaining("--x-left must be a whole number from 0 to 10000, was 'one'");
    assertThatThrownBy(() -> query("before").answer(Map.of("x-left", "1", "y-left", "1", "z", "1")))
        .hasMessageContaining("unknown option --z for before; choose from --x-left, --y-left");
  }

  /** Fuzz findings: counts the odds refuse were untyped and did not name the option. */
  @Test
  void impossibleCountsNameTheOption() {
    assertThatThrownBy(() -> query("before").answer(Map.of("x-left", "0", "y-left", "0")))
        .isInstanceOfSatisfying(
            OddsArgumentException.class, e -> assertThat(e.option()).isEqualTo("y-left"))
        .hasMessage("before: --x-left and --y-left cannot both be 0");
    assertThatThrownBy(() -> query("before").answer(Map.of("x-left", "0", "y-left", "-2147483648")))
        .isInstanceOf(OddsArgumentException.class)
        .hasMessage("before: --y-left must be a whole number from 0 to 10000, was '-2147483648'");
    assertThatThrownBy(
            () -> query("within").answer(Map.of("x-left", "3", "deck-left", "2", "next", "1")))
        .isInstanceOfSatisfying(
            OddsArgumentException.class, e -> assertThat(e.option()).isEqualTo("deck-left"))
        .hasMessage("within: --deck-left 2 is less than --x-left 3: the deck holds X's cards");
    assertThatThrownBy(
            () -> query("within").answer(Map.of("x-left", "3", "deck-left", "20000", "next", "1")))
        .hasMessage("within: --deck-left must be a whole number from 0 to 10000, was '20000'");
  }

  @Test
  void countsAtTheirLimitsAreAnswered() {
    // Equal counts of X and Y, and a deck holding only X's cards, are possible questions.
    assertThat(query("before").answer(Map.of("x-left", "1", "y-left", "1")).figures().values())
        .isNotEmpty();
    assertThat(
            query("within").answer(Map.of("x-left", "2", "deck-left", "2", "next", "2")).figures())
        .containsValue(io.github.dogfight.core.odds.Rational.ONE);
    assertThat(CardOdds.within(2, 2, 2)).isEqualTo(io.github.dogfight.core.odds.Rational.ONE);
    assertThat(CardOdds.within(2, 2, 1)).isEqualTo(io.github.dogfight.core.odds.Rational.ZERO);
    assertThat(CardOdds.choose(3, 3)).isEqualTo(java.math.BigInteger.ONE);
    assertThat(CardOdds.choose(3, 4)).isEqualTo(java.math.BigInteger.ZERO);
    assertThat(CardOdds.choose(3, -1)).isEqualTo(java.math.BigInteger.ZERO);
  }

  @Test
  void aHostsDefaultsMixNothingAndLeaveTheStateToFormationGunners() {
    CardHost<String> host =
        new CardHost<>() {
          @Override
          public java.util.List<Asset> assets(String state) {
            return java.util.List.of();
          }

          @Override
          public String move(
              String state, String asset, io.github.dogfight.core.dice.Roller roller) {
            return state;
          }

          @Override
          public String fire(
              String state, String asset, io.github.dogfight.core.dice.Roller roller) {
            return state;
          }
        };
    io.github.dogfight.core.dice.Roller none =
        io.github.dogfight.core.dice.Roller.scripted(
            io.github.dogfight.core.dice.ScriptedDice.of());
    assertThat(host.formationGunnersFire("state", "Red flight", none)).isEqualTo("state");
    CardRound round =
        CardRound.dealInOrder(CardRoundTest.RE8, ThreatRule.WORST, CardRoundTest.SEED_ORDER, none);
    assertThat(host.opponentMixes("state", round.view())).isFalse();
  }
}
