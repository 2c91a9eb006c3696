package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.testkit.TriesLimit;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AddLifecycleHook;

@AddLifecycleHook(TriesLimit.class)
class DogfiteProperties {
  private final DogfiteOdds odds = new DogfiteOdds(DogfiteTables.standard());

  @Provide
  Arbitrary<List<Integer>> damageOps() {
    // 0..99 hit that many, -1 fill current, -2 fill current and next, -3..-8 burn
    return Arbitraries.integers().between(-8, 12).list().ofMaxSize(30);
  }

  @Property
  void damageMarksOnlyGrow(
      @ForAll("damageOps") List<Integer> ops, @ForAll @IntRange(min = 1, max = 5) int sets) {
    DamageTrack t = DamageTrack.of(sets, 6);
    boolean destroyed = false;
    for (int op : ops) {
      DamageTrack next =
          op >= 0
              ? t.hit(op)
              : op == -1
                  ? t.fillCurrentSet()
                  : op == -2 ? t.fillCurrentAndNextSet() : t.burn(-op - 2);
      assertThat(next.marks()).isGreaterThanOrEqualTo(t.marks());
      assertThat(next.fire()).isGreaterThanOrEqualTo(t.fire());
      assertThat(next.filledSets()).isGreaterThanOrEqualTo(next.doubleFilledSets());
      assertThat(next.stressModifier()).isLessThanOrEqualTo(t.stressModifier());
      assertThat(next.stressBetLevel()).isBetween(0, 3);
      destroyed |= t.destroyed();
      if (destroyed) {
        assertThat(next.destroyed()).isTrue();
      }
      t = next;
    }
  }

  @Property
  void betOddsAreConsistent(
      @ForAll @IntRange(max = 3) int level,
      @ForAll @IntRange(max = 5) int aerobatics,
      @ForAll @IntRange(min = -4, max = 4) int modifier) {
    Rational pass = odds.betPass(level, aerobatics, modifier);
    Rational fail =
        odds.failureResults(level, aerobatics, modifier).values().stream()
            .reduce(Rational.ZERO, Rational::add);
    assertThat(pass.add(fail)).isEqualTo(Rational.ONE);
    // Aerobatics never make a bet easier.
    assertThat(odds.betPass(level, aerobatics + 1, modifier))
        .isLessThanOrEqualTo(odds.betPass(level, 0, modifier));
  }

  @Property
  void everyCheckIsAProperDistribution(
      @ForAll @IntRange(max = 14) int speed,
      @ForAll @IntRange(min = 1, max = 10) int edge,
      @ForAll Range range,
      @ForAll @IntRange(min = -2, max = 3) int skill,
      @ForAll boolean flag) {
    assertThat(odds.movementPoints(speed, flag, 0).totalProbability()).isEqualTo(Rational.ONE);
    assertThat(odds.movementPoints(speed, flag, 0).max()).isLessThanOrEqualTo(2);
    assertThat(odds.hits(edge, range, skill, skill).min()).isNotNegative();
    assertThat(odds.criticalHits(edge, range, 0, skill).totalProbability()).isEqualTo(Rational.ONE);
    assertThat(odds.stall(skill, skill, flag).totalProbability()).isEqualTo(Rational.ONE);
    assertThat(odds.stress(-skill * 3).totalProbability()).isEqualTo(Rational.ONE);
    assertThat(odds.initiative(skill, speed).totalProbability()).isEqualTo(Rational.ONE);
    assertThat(odds.powerGain(skill, 0, flag, speed).max()).isLessThanOrEqualTo(Math.min(2, speed));
    // More speed never means fewer movement points on the same die.
    assertThat(odds.movementPoints(speed + 1, flag, 0).mean())
        .isGreaterThanOrEqualTo(odds.movementPoints(speed, flag, 0).mean());
  }
}
