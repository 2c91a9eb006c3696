package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.odds.Rational;
import java.util.HashMap;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The exact odds and the dice-driven resolution are two implementations of the same rules: over
 * every possible pair of dice they must agree exactly.
 */
class OddsMatchResolutionProperties {
  private final DogfiteTables tables = DogfiteTables.standard();
  private final DogfiteOdds odds = new DogfiteOdds(tables);
  private final Resolution resolution = new Resolution(tables);

  @Property(tries = 40)
  void betOddsEqualTheResolutionOverEveryRoll(
      @ForAll @IntRange(max = 3) int level,
      @ForAll @IntRange(max = 2) int aerobatics,
      @ForAll @IntRange(min = -3, max = 2) int modifier) {
    BetRequest request = new BetRequest(level, level, aerobatics, modifier, 2, 0);
    Map<FailureResult, Rational> failures = new HashMap<>();
    int passes = 0;
    Rational cell = Rational.of(1, 36 * 36);
    for (int a = 1; a <= 6; a++) {
      for (int b = 1; b <= 6; b++) {
        for (int c = 1; c <= 6; c++) {
          for (int d = 1; d <= 6; d++) {
            ScriptedDice dice = ScriptedDice.of(a, b, c, d);
            BetOutcome o = resolution.bet(request, Roller.scripted(dice), "check");
            if (o.passed()) {
              passes++;
            } else {
              failures.merge(o.failure().orElseThrow(), cell, Rational::add);
            }
          }
        }
      }
    }
    assertThat(Rational.of(passes, 36 * 36)).isEqualTo(odds.betPass(level, aerobatics, modifier));
    assertThat(failures).isEqualTo(odds.failureResults(level, aerobatics, modifier));
  }

  @Property(tries = 40)
  void hitAndCriticalOddsEqualTheResolutionOverEveryRoll(
      @ForAll @IntRange(min = 1, max = 10) int edge,
      @ForAll Range range,
      @ForAll @IntRange(min = -1, max = 2) int shooting) {
    Map<Integer, Integer> hits = new HashMap<>();
    Map<Integer, Integer> crits = new HashMap<>();
    for (int a = 1; a <= 6; a++) {
      for (int b = 1; b <= 6; b++) {
        // Enough faces for any criticals and engine rolls: critical 2d6 = 6 + 6 (pilot killed).
        int[] faces = new int[40];
        faces[0] = a;
        faces[1] = b;
        java.util.Arrays.fill(faces, 2, faces.length, 6);
        Resolution.Burst burst =
            resolution.fire(
                edge, 1, shooting, range, Roller.scripted(ScriptedDice.of(faces)), "check");
        hits.merge(burst.hits(), 1, Integer::sum);
        crits.merge(burst.criticals().size(), 1, Integer::sum);
      }
    }
    hits.forEach(
        (h, n) ->
            assertThat(odds.hits(edge, range, 1, shooting).probability(h))
                .isEqualTo(Rational.of(n, 36)));
    crits.forEach(
        (c, n) ->
            assertThat(odds.criticalHits(edge, range, 1, shooting).probability(c))
                .isEqualTo(Rational.of(n, 36)));
  }
}
