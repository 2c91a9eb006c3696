package io.github.dogfight.core.check;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Die;
import io.github.dogfight.core.dice.Explosion;
import io.github.dogfight.core.dice.FaceSet;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.odds.Outcomes;
import io.github.dogfight.core.odds.Rational;
import java.math.BigInteger;
import java.util.HashMap;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class CheckProperties {
  @Provide
  Arbitrary<Check> checks() {
    return Arbitraries.of(
        Check.targetNumber(2, Die.D6, 8),
        Check.targetNumber(2, Die.D6, 8).withCriticals(n -> n == 12, n -> n == 2),
        Check.targetNumber(1, Die.of(20), 15),
        Check.rollUnder(3, Die.D6).withCriticals(n -> n <= 4, n -> n >= 17),
        Check.rollUnder(2, Die.D6),
        Check.successPool(Die.D6, FaceSet.of(1, 6), 2).exploding(Explosion.onTop(Die.D6)),
        Check.twice(Check.rollUnder(3, Die.D6), Check.Keep.BETTER),
        Check.twice(Check.targetNumber(2, Die.D6, 7), Check.Keep.WORSE));
  }

  /**
   * Rolled frequencies over 20,000 seeded rolls lie within six standard deviations of the odds,
   * plus 6 counts for outcomes so rare that the normal bound does not hold (an expected 0.5).
   */
  @Property(tries = 40)
  void rolledFrequenciesMatchTheExactOdds(
      @ForAll("checks") Check check,
      @ForAll @IntRange(min = 0, max = 14) int rating,
      @ForAll @IntRange(min = -4, max = 3) int modifier) {
    int n = 20_000;
    Outcomes<CheckOutcome> odds = check.odds(rating, modifier);
    Roller roller = Roller.from(DiceStream.seeded(31L * rating + modifier));
    Map<CheckOutcome, Integer> counts = new HashMap<>();
    for (int i = 0; i < n; i++) {
      counts.merge(check.roll(rating, modifier, roller, "check").outcome(), 1, Integer::sum);
    }
    assertThat(odds.values()).containsAll(counts.keySet());
    for (CheckOutcome o : odds.values()) {
      double p = odds.probability(o).doubleValue();
      double sd = Math.sqrt(n * p * (1 - p));
      assertThat((double) counts.getOrDefault(o, 0))
          .as("%s: %s", check.name(), o)
          .isBetween(n * p - 6 * sd - 6, n * p + 6 * sd + 6);
    }
    assertThat(odds.probability(x -> true)).isEqualTo(Rational.ONE);
  }

  /** For 2d6, all 36 scripted rolls reproduce the exact outcome weights. */
  @Property(tries = 30)
  void everyPairOfFacesReproducesTheOdds(
      @ForAll @IntRange(min = -3, max = 6) int rating,
      @ForAll @IntRange(min = 2, max = 12) int target) {
    Check c = Check.targetNumber(2, Die.D6, target).withCriticals(x -> x == 12, x -> x == 2);
    Map<CheckOutcome, BigInteger> counts = new HashMap<>();
    for (int a = 1; a <= 6; a++) {
      for (int b = 1; b <= 6; b++) {
        ScriptedDice dice = ScriptedDice.of(a, b);
        counts.merge(
            c.roll(rating, 0, Roller.scripted(dice), "x").outcome(),
            BigInteger.ONE,
            BigInteger::add);
        dice.assertFullyUsed();
      }
    }
    assertThat(Outcomes.ofWeights(counts)).isEqualTo(c.odds(rating, 0));
  }

  @Test
  void targetNumberReadsMarginDoublesAndCriticals() {
    TargetNumberCheck c =
        Check.targetNumber(2, Die.D6, 8)
            .withCriticals(n -> n == 12, n -> n == 2)
            .named("Aircrew Check", "2d6 + skill >= 8 (a default)");
    CheckResult r = c.roll(1, -1, Roller.scripted(ScriptedDice.of(4, 4)), "stop the fire");
    assertThat(r.passed()).isTrue();
    assertThat(r.margin()).isZero();
    assertThat(r.outcome().doubles()).hasValue(4);
    assertThat(r.outcome().describe()).isEqualTo("passed by 0, doubles of 4");
    assertThat(r.roll().purpose()).isEqualTo("stop the fire");
    assertThat(r.roll().notation()).isEqualTo("Aircrew Check");
    CheckResult snake = c.roll(9, 0, Roller.scripted(ScriptedDice.of(1, 1)), "x");
    assertThat(snake.outcome().critical()).isEqualTo(Critical.FAILURE);
    assertThat(snake.passed()).isFalse();
    assertThat(snake.margin()).isEqualTo(3);
    assertThat(snake.outcome().describe())
        .isEqualTo("failed by 3 on the dice, critical failure, doubles of 1");
    assertThat(c.passChance(1, 0)).isEqualTo(Rational.of(7, 12));
    assertThat(c.kind()).isEqualTo(io.github.dogfight.core.game.PolicyKind.CHECK);
    assertThat(c.name()).isEqualTo("Aircrew Check");
  }

  @Test
  void rollUnderMarginIsHowFarUnder() {
    RollUnderCheck c = Check.rollUnder(3, Die.D6);
    CheckResult r = c.roll(12, -3, Roller.scripted(ScriptedDice.of(2, 3, 1)), "x");
    assertThat(r.margin()).isEqualTo(3);
    assertThat(r.passed()).isTrue();
    assertThat(c.passChance(12, -3)).isEqualTo(Rational.of(3, 8));
    assertThat(r.outcome().isDoubles()).isFalse();
  }

  @Test
  void successPoolsRollRatingPlusModifierDice() {
    SuccessPoolCheck c = Check.successPool(Die.D6, FaceSet.of(6), 1);
    assertThat(c.passChance(2, 0)).isEqualTo(Rational.of(11, 36));
    assertThat(c.passChance(1, -3)).isEqualTo(Rational.ZERO);
    CheckResult r = c.roll(2, 1, Roller.scripted(ScriptedDice.of(6, 6, 2)), "x");
    assertThat(r.margin()).isEqualTo(1);
  }

  @Test
  void twiceKeepsTheBetterOrTheWorse() {
    Check once = Check.targetNumber(2, Die.D6, 7);
    Rational p = once.passChance(0, 0);
    Rational fail = Rational.ONE.subtract(p);
    assertThat(Check.twice(once, Check.Keep.BETTER).passChance(0, 0))
        .isEqualTo(Rational.ONE.subtract(fail.multiply(fail)));
    assertThat(Check.twice(once, Check.Keep.WORSE).passChance(0, 0)).isEqualTo(p.multiply(p));
    CheckResult r =
        Check.twice(once, Check.Keep.BETTER)
            .roll(0, 0, Roller.scripted(ScriptedDice.of(1, 2, 6, 5)), "x");
    assertThat(r.margin()).isEqualTo(4);
    assertThat(r.roll().faces()).containsExactly(1, 2, 6, 5);
  }

  @Test
  void contestsGoToTheLargerMargin() {
    Check piloting = Check.rollUnder(3, Die.D6);
    Contest scissors = Contest.of(piloting, piloting);
    Outcomes<Contest.Outcome> even = scissors.odds(11, 0, 11, 0);
    assertThat(even.probability(o -> o.winner() == Contest.Winner.FIRST))
        .isEqualTo(even.probability(o -> o.winner() == Contest.Winner.SECOND));
    Contest.Result r =
        scissors.roll(12, -3, 11, 0, Roller.scripted(ScriptedDice.of(1, 1, 2, 6, 6, 6)), "x");
    assertThat(r.outcome().winner()).isEqualTo(Contest.Winner.FIRST);
    assertThat(r.outcome().difference()).isEqualTo(5 - -7);
    assertThat(r.roll().faces()).hasSize(6);
  }
}
