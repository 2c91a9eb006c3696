package io.github.dogfight.squadron;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.OddsAnswer;
import io.github.dogfight.core.game.OddsQuery;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Rational;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OddsTest {
  private final SquadronOdds odds = new SquadronRules().odds();

  @Test
  void oneDieAgainstNothing() {
    // One die, explosion cap 10: success on 1 or 6, each 6 adds a die.
    Distribution d = odds.netSuccesses(1, Maneuver.ATTACK, 0, 0, Maneuver.ATTACK, 0);
    assertThat(d.probability(0)).isEqualTo(Rational.of(4, 6));
    assertThat(d.probability(1))
        .isEqualTo(Rational.of(1, 6).add(Rational.of(1, 6).multiply(Rational.of(4, 6))));
    assertThat(d.totalProbability()).isEqualTo(Rational.ONE);
    // Mean successes per die: sum over k of P(reach depth k) * P(success) = (1/3) * (1 + 1/6 + ...)
    Rational mean = Rational.ZERO;
    Rational reach = Rational.ONE;
    for (int depth = 0; depth <= 10; depth++) {
      mean = mean.add(reach.multiply(Rational.of(1, 3)));
      reach = reach.multiply(Rational.of(1, 6));
    }
    assertThat(d.mean()).isEqualTo(mean);
  }

  @Test
  void seedExampleOdds() {
    Distribution net = odds.netSuccesses(14, Maneuver.ATTACK, 0, 15, Maneuver.ATTACK, 0);
    Rational white = net.atLeast(1);
    Rational tie = net.probability(0);
    Rational black = net.atMost(-1);
    assertThat(white.add(tie).add(black)).isEqualTo(Rational.ONE);
    assertThat(black).isGreaterThan(white); // the Luftwaffe has one more die
    // Symmetry: equal pools give equal chances.
    Distribution even = odds.netSuccesses(10, Maneuver.ATTACK, 0, 10, Maneuver.ATTACK, 0);
    assertThat(even.atLeast(1)).isEqualTo(even.atMost(-1));
    assertThat(even.mean()).isEqualTo(Rational.ZERO);
  }

  @Test
  void banksShiftAndTacticalIgnoresItsBank() {
    Distribution plain = odds.netSuccesses(5, Maneuver.ATTACK, 0, 5, Maneuver.ATTACK, 0);
    assertThat(odds.netSuccesses(5, Maneuver.ATTACK, 2, 5, Maneuver.ATTACK, 0))
        .isEqualTo(plain.shift(2));
    assertThat(odds.netSuccesses(5, Maneuver.TACTICAL, 2, 5, Maneuver.ATTACK, 0)).isEqualTo(plain);
    assertThat(odds.expression(5, Maneuver.ATTACK, 2, 5, Maneuver.DEFEND, 0).notation())
        .isEqualTo("5d6s{1,6}!+2 vs 8d6s{1,6}!");
    assertThatThrownBy(() -> odds.netSuccesses(5, Maneuver.ATTACK, -1, 5, Maneuver.ATTACK, 0))
        .hasMessageContaining("banked");
  }

  @Test
  void expectedFightersRemoved() {
    Distribution net =
        Distribution.ofProbabilities(
            Map.of(
                -4,
                Rational.of(1, 4),
                0,
                Rational.of(1, 4),
                2,
                Rational.of(1, 4),
                7,
                Rational.of(1, 4)));
    // White attacking: 2 -> 2, 7 -> capped at 5 fighters.
    assertThat(SquadronOdds.expectedFightersRemoved(net, Side.WHITE, Maneuver.ATTACK, 5))
        .isEqualTo(Rational.of(7, 4));
    // White defending: 2 -> 0, 7 -> 2.
    assertThat(SquadronOdds.expectedFightersRemoved(net, Side.WHITE, Maneuver.DEFEND, 5))
        .isEqualTo(Rational.of(2, 4));
    // Black attacking wins with 4.
    assertThat(SquadronOdds.expectedFightersRemoved(net, Side.BLACK, Maneuver.ATTACK, 9))
        .isEqualTo(Rational.ONE);
    assertThat(SquadronOdds.expectedFightersRemoved(net, Side.BLACK, Maneuver.ESCAPE, 9))
        .isEqualTo(Rational.ZERO);
  }

  @Test
  void oddsQueryAnswersFromText() {
    OddsQuery q = new SquadronRules().oddsQueries().get(0);
    assertThat(q.name()).isEqualTo("squadron");
    assertThat(q.description()).contains("net successes");
    assertThat(q.parameters()).containsKeys("white", "black", "white-maneuver");
    OddsAnswer a = q.answer(Map.of("white", "14", "black", "15", "black-maneuver", "Defend"));
    assertThat(a.expression()).isEqualTo("14d6s{1,6}! vs 23d6s{1,6}!");
    assertThat(a.distribution().totalProbability()).isEqualTo(Rational.ONE);
    Rational total = Rational.ZERO;
    for (String k : List.of("P(white wins)", "P(tie)", "P(black wins)")) {
      total = total.add(a.figures().getOrDefault(k, Rational.ZERO));
    }
    assertThat(total).isEqualTo(Rational.ONE);
    assertThat(a.figures())
        .containsKeys("E(black fighters removed by white)", "E(white fighters removed by black)");
    assertThatThrownBy(() -> q.answer(Map.of("white", "3")))
        .hasMessageContaining("missing --black");
    assertThatThrownBy(() -> q.answer(Map.of("white", "x", "black", "1")))
        .hasMessageContaining("--white must be a whole number");
    assertThatThrownBy(() -> q.answer(Map.of("white", "-2", "black", "1")))
        .hasMessageContaining("from 0 to 180");
    assertThatThrownBy(() -> q.answer(Map.of("white", "500", "black", "500")))
        .hasMessageContaining("--white must be a whole number from 0 to 180, was '500'");
    assertThatThrownBy(
            () -> q.answer(Map.of("white", "150", "black", "1", "white-maneuver", "defend")))
        .hasMessageContaining("--white 150 flying Defend rolls 225 dice")
        .hasMessageContaining("documented limit of 180 dice a side");
    assertThatThrownBy(
            () -> q.answer(Map.of("white", "1", "black", "121", "black-maneuver", "defend")))
        .hasMessageContaining("--black 121 flying Defend rolls 182 dice");
    // 120 flying Defend rolls 120 + 60 = 180 dice: the limit itself is answered.
    assertThat(
            q.answer(Map.of("white", "0", "black", "120", "black-maneuver", "defend")).expression())
        .isEqualTo("0d6s{1,6}! vs 180d6s{1,6}!");
    assertThatThrownBy(() -> q.answer(Map.of("white", "1", "black", "1", "white-maneuver", "loop")))
        .hasMessageContaining("--white-maneuver: unknown maneuver 'loop'");
    assertThatThrownBy(() -> q.answer(Map.of("white", "1", "black", "1", "colour", "red")))
        .hasMessageContaining("unknown option --colour");
  }
}
