package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.odds.Outcomes;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.testkit.TriesLimit;
import java.util.OptionalInt;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AddLifecycleHook;

/** Invariants of the fire rules over every table cell and random attacks. */
@AddLifecycleHook(TriesLimit.class)
class FireProperties {
  private static final Cy6Tables T = Cy6Tables.standard();
  private static final AirToAir FIRE = AirToAir.standard();

  /** One firepower per Robustness Table column, left to right. */
  private static final int[] COLUMN = {0, 1, 3, 6, 11, 16, 21, 26, 31};

  /** "-" (no damage possible) ranks below every damage number. */
  private static int rank(OptionalInt n) {
    return n.orElse(0);
  }

  @Property
  void robustnessIsMonotoneInFirepower(
      @ForAll @IntRange(min = 0, max = 4) int robustness,
      @ForAll @IntRange(min = 0, max = 60) int firepower) {
    assertThat(rank(T.damageNumber(robustness, firepower + 1, 0)))
        .isGreaterThanOrEqualTo(rank(T.damageNumber(robustness, firepower, 0)));
  }

  @Property
  void robustnessIsMonotoneInTheRating(
      @ForAll @IntRange(min = 0, max = 3) int robustness,
      @ForAll @IntRange(min = 0, max = 60) int firepower,
      @ForAll @IntRange(min = -10, max = 10) int shift) {
    assertThat(rank(T.damageNumber(robustness + 1, firepower, shift)))
        .isLessThanOrEqualTo(rank(T.damageNumber(robustness, firepower, shift)));
  }

  @Property
  void columnShiftsAddUpAndClampAtTheEnds(
      @ForAll @IntRange(min = 0, max = 4) int robustness,
      @ForAll @IntRange(min = 0, max = 8) int column,
      @ForAll @IntRange(min = -12, max = 12) int a,
      @ForAll @IntRange(min = -12, max = 12) int b) {
    int target = Math.max(0, Math.min(8, column + a + b));
    assertThat(T.damageNumber(robustness, COLUMN[column], a + b))
        .isEqualTo(T.damageNumber(robustness, COLUMN[target], 0));
  }

  @Property
  void aShiftRightNeverHelpsTheTarget(
      @ForAll @IntRange(min = 0, max = 4) int robustness,
      @ForAll @IntRange(min = 0, max = 40) int firepower,
      @ForAll @IntRange(min = -6, max = 6) int shift) {
    assertThat(rank(T.damageNumber(robustness, firepower, shift + 1)))
        .isGreaterThanOrEqualTo(rank(T.damageNumber(robustness, firepower, shift)));
  }

  @Provide
  Arbitrary<AirAttack> attacks() {
    Arbitrary<String> guns =
        Arbitraries.of(
            "8xLMG",
            "4xHMG",
            "2xLMG, 2xLVC",
            "2xLMG, 4xMC",
            "1xLVHC/low",
            "2xHMG, 1xLRHC/vl",
            "6xHMG");
    Arbitrary<Skill> skills = Arbitraries.of(Skill.class);
    return Combinators.combine(
            guns.map(Gun::parseMix),
            Arbitraries.integers().between(1, 3),
            Arbitraries.integers().between(0, 4),
            skills,
            skills,
            Arbitraries.integers().between(-2, 2),
            Arbitraries.of(Role.class),
            Arbitraries.of(true, false))
        .as(
            (g, range, rob, atk, tgt, agi, role, deflection) ->
                AirAttack.builder()
                    .guns(g)
                    .range(range)
                    .targetRobustness(rob)
                    .attackerSkill(atk)
                    .targetSkill(tgt)
                    .attackerAgility(agi)
                    .targetRole(role)
                    .headOnOrDeflection(deflection)
                    .build());
  }

  @Property(tries = 60)
  void aShotsOddsAreADistributionThatItsRollsFallIn(
      @ForAll("attacks") AirAttack a, @ForAll long seed) {
    Outcomes<ShotOutcome> o = FIRE.shot(a).outcomes();
    Rational total = o.probabilities().values().stream().reduce(Rational.ZERO, Rational::add);
    assertThat(total).isEqualTo(Rational.ONE);
    ShotOutcome rolled = Roller.from(DiceStream.seeded(seed)).roll(FIRE.shot(a), "shot").value();
    assertThat(o.probability(rolled)).isGreaterThan(Rational.ZERO);
    assertThat(o.probability(x -> x.result() == ShotOutcome.Result.MISS))
        .isEqualTo(FIRE.toHit(a).outcomes().probability(t -> !t.hit()));
  }

  @Property(tries = 40)
  void moreRobustnessNeverRaisesTheChanceOfDamage(@ForAll("attacks") AirAttack a) {
    if (a.targetRobustness() == 4) {
      return;
    }
    AirAttack tougher =
        AirAttack.builder().from(a).targetRobustness(a.targetRobustness() + 1).build();
    assertThat(damaged(tougher)).isLessThanOrEqualTo(damaged(a));
  }

  private static Rational damaged(AirAttack a) {
    return FIRE.shot(a)
        .outcomes()
        .probability(
            x ->
                x.result() != ShotOutcome.Result.MISS
                    && x.result() != ShotOutcome.Result.NO_DAMAGE);
  }
}
