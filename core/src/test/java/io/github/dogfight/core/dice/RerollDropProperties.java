package io.github.dogfight.core.dice;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Rational;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** Properties of rerolls, drops and large dice (issue 31). */
class RerollDropProperties {

  @Property(tries = 100)
  void droppingIsKeepingTheOthers(
      @ForAll @IntRange(min = 1, max = 5) int count,
      @ForAll("sides") int sides,
      @ForAll @IntRange(min = 0, max = 4) int drop,
      @ForAll boolean lowest) {
    int n = Math.min(drop, count - 1);
    Distribution dropped =
        DiceNotation.parse(count + "d" + sides + (lowest ? "dl" : "dh") + n).distribution();
    Distribution kept =
        DiceNotation.parse(count + "d" + sides + (lowest ? "kh" : "kl") + (count - n))
            .distribution();
    assertThat(dropped).isEqualTo(kept);
  }

  @Provide
  Arbitrary<Integer> sides() {
    return Arbitraries.of(2, 4, 6, 8, 10, 12, 20);
  }

  @Provide
  Arbitrary<DicePool> rerolled() {
    Arbitrary<Integer> sides = Arbitraries.of(4, 6, 8, 10, 20, 100);
    return Combinators.combine(
            Arbitraries.integers().between(0, 3),
            sides,
            Arbitraries.integers().between(1, 99),
            Arbitraries.integers().between(0, 99),
            Arbitraries.of(true, false),
            Arbitraries.integers().between(0, 3))
        .as(
            (count, s, a, b, once, kind) -> {
              int from = 1 + a % s;
              int to = Math.min(s, from + b % s);
              if (!once && from == 1 && to == s) {
                to = s - 1;
              }
              Die die = Die.of(s);
              Reroll rule = new Reroll(FaceSet.range(from, to), once);
              DicePool base =
                  switch (kind) {
                    case 0 -> DicePool.sum(count, die);
                    case 1 ->
                        count == 0 ? DicePool.sum(0, die) : DicePool.keep(count, die, 1, once);
                    case 2 -> DicePool.successes(count, die, FaceSet.of(s), Optional.empty());
                    default -> DicePool.sum(Math.min(count, 2), die);
                  };
              DicePool pool = base.rerolling(rule);
              if (kind == 3
                  && rule.standing(die).faces().stream()
                      .anyMatch(f -> f.intValue() != s.intValue())) {
                pool =
                    new DicePool(
                        pool.count(),
                        die,
                        Optional.empty(),
                        Optional.of(new Explosion(FaceSet.of(s), 2)),
                        Optional.empty(),
                        true,
                        pool.reroll(),
                        false);
              }
              return pool;
            });
  }

  @Property(tries = 150)
  void distributionsSumToOneAndNotationRoundTrips(@ForAll("rerolled") DicePool pool) {
    assertThat(pool.distribution().totalProbability()).isEqualTo(Rational.ONE);
    assertThat(DiceNotation.parse(pool.notation())).isEqualTo(pool);
  }

  @Property(tries = 100)
  void aRerollUntilNeverStandsOnARerolledFace(@ForAll("rerolled") DicePool pool) {
    Reroll rule = pool.reroll().orElseThrow();
    if (rule.once()) {
      return;
    }
    Distribution one = DicePool.sum(1, pool.die()).rerolling(rule).distribution();
    for (int f = 1; f <= pool.die().sides(); f++) {
      Rational expected =
          rule.rerolls(f) ? Rational.ZERO : Rational.of(1, rule.standing(pool.die()).size());
      assertThat(one.probability(f)).as("face %d of %s", f, pool.notation()).isEqualTo(expected);
    }
  }

  @Property(tries = 60)
  void seededRollsStayWithinTheSupport(@ForAll("rerolled") DicePool pool, @ForAll long seed) {
    Distribution exact = pool.distribution();
    Roller roller = Roller.from(DiceStream.seeded(seed));
    for (int i = 0; i < 30; i++) {
      DiceRoll roll = roller.roll(pool, "sample");
      assertThat(exact.probability(roll.result())).as(pool.notation()).isNotEqualTo(Rational.ZERO);
    }
  }

  @Property(tries = 100)
  void theUncappedMeanIsTheMeanWithoutExplosionsAndAboveItWithThem(
      @ForAll("rerolled") DicePool pool) {
    Rational capped = pool.distribution().mean();
    if (pool.explosion().isEmpty()) {
      assertThat(pool.explosionCaps()).isEmpty();
      assertThat(pool.uncappedMean()).isEqualTo(capped);
    } else {
      assertThat(pool.explosionCaps()).containsExactly(2);
      assertThat(pool.uncappedMean()).isGreaterThanOrEqualTo(capped);
    }
  }

  @Property(tries = 40)
  void plainLargeDiceAreUniform(@ForAll @IntRange(min = 2, max = 1000) int sides) {
    assertThat(DiceNotation.parse("1d" + sides).distribution())
        .isEqualTo(Distribution.uniform(1, sides));
  }
}
