package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.OddsAnswer;
import io.github.dogfight.core.game.OddsQuery;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Rational;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every odds query's whole answer: the expression, each value of the distribution and how the
 * figures agree with it, for the dice counted by hand.
 */
class OddsAnswersTest {
  private static OddsAnswer ask(String query, Map<String, String> args) {
    OddsQuery q =
        new Cy6Rules()
            .oddsQueries().stream().filter(x -> x.name().equals(query)).findFirst().orElseThrow();
    return q.answer(args);
  }

  /** 2d6: the ways to roll each total from 2 to 12, out of 36. */
  private static final int[] WAYS = {0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1};

  /** Checks that {@code d} is 2d6 shifted by {@code shift}. */
  private static void isTwoD6(Distribution d, int shift) {
    assertThat(d.min()).isEqualTo(2 + shift);
    assertThat(d.max()).isEqualTo(12 + shift);
    for (int t = 2; t <= 12; t++) {
      assertThat(d.probability(t + shift)).as("total %d", t).isEqualTo(Rational.of(WAYS[t], 36));
    }
  }

  @Test
  void toHitIsTwoD6WithTheCommonModifier() {
    OddsAnswer a = ask("to-hit", Map.of("guns", "4xHMG", "range", "3", "skill", "veteran"));
    assertThat(a.expression()).isEqualTo("2d6+2 vs 7+ (Short)");
    isTwoD6(a.distribution(), 2);
    assertThat(a.figures().get("P(hit)")).isEqualTo(a.distribution().atLeast(7));
    assertThat(a.figures().get("P(every gun in range hits)")).isEqualTo(a.figures().get("P(hit)"));
    assertThat(a.figures().get("P(doubles)")).isEqualTo(Rational.of(6, 36));
    OddsAnswer down = ask("to-hit", Map.of("guns", "4xHMG", "range", "3", "agility", "-1"));
    assertThat(down.expression()).isEqualTo("2d6-1 vs 7+ (Short)");
    isTwoD6(down.distribution(), -1);
    OddsAnswer even = ask("to-hit", Map.of("guns", "4xHMG", "range", "3"));
    assertThat(even.expression()).isEqualTo("2d6 vs 7+ (Short)");
    isTwoD6(even.distribution(), 0);
  }

  @Test
  void aWholeShotsValueIsItsResultCode() {
    OddsAnswer a =
        ask("shot", Map.of("guns", "8xLMG", "range", "2", "robustness", "2", "skill", "veteran"));
    String[] results = {"miss", "no damage", "engine damage", "airframe damage", "destroyed"};
    for (int code = 0; code < results.length; code++) {
      assertThat(a.distribution().probability(code))
          .as(results[code])
          .isEqualTo(a.figures().get("P(" + results[code] + ")"));
    }
    assertThat(a.figures().get("P(damaged or destroyed)")).isEqualTo(a.distribution().atLeast(2));
    assertThat(a.figures().get("P(destroyed)")).isGreaterThan(Rational.ZERO);
  }

  @Test
  void anAaShotsValueIsItsResultCode() {
    OddsAnswer a = ask("aa", Map.of("type", "heavy", "target", "fighter", "robustness", "1"));
    assertThat(a.expression()).startsWith("Heavy").contains("AA at a fighter R1");
    String[] results = {"no damage", "engine damage", "airframe damage", "destroyed"};
    Rational hitSomehow = Rational.ZERO;
    for (int i = 0; i < results.length; i++) {
      Rational p = fig(a, "P(" + results[i] + ")");
      assertThat(a.distribution().probability(i + 1)).as(results[i]).isEqualTo(p);
      hitSomehow = hitSomehow.add(p);
    }
    assertThat(a.distribution().probability(0)).isEqualTo(Rational.ONE.subtract(hitSomehow));
    Rational toHit = Rational.ZERO;
    for (AaOutcome.AaToHitResult t : AaOutcome.AaToHitResult.values()) {
      toHit =
          toHit.add(
              fig(a, "P(" + t.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + ")"));
    }
    assertThat(toHit).isEqualTo(Rational.ONE);
  }

  private static Rational fig(OddsAnswer a, String key) {
    return java.util.Objects.requireNonNull(a.figures().get(key), key);
  }

  @Test
  void aSurfaceAttackIsTwoD6WithItsModifiers() {
    OddsAnswer s =
        ask("surface", Map.of("cab", "surface-low", "skill", "ace", "modifiers", "Night Attack"));
    isTwoD6(s.distribution(), 1);
    assertThat(s.expression()).isEqualTo("2d6+1 vs 10+ (Surface Low)");
    assertThat(s.figures().get("P(hit)")).isEqualTo(s.distribution().atLeast(10));
    OddsAnswer plain = ask("surface", Map.of("cab", "low"));
    isTwoD6(plain.distribution(), 0);
    assertThat(plain.expression()).isEqualTo("2d6 vs 12+ (Low)");
  }

  @Test
  void theExitsValueIsSafeDamagedOrDestroyed() {
    OddsAnswer e = ask("exit", Map.of("edge", "unfriendly", "damaged", ""));
    assertThat(e.expression()).isEqualTo("Aircrew Check-3 (0 safe, 1 damaged, 2 destroyed)");
    assertThat(e.distribution().probability(0)).isEqualTo(e.figures().get("P(safe)"));
    assertThat(e.distribution().probability(1)).isEqualTo(e.figures().get("P(damaged)"));
    assertThat(e.distribution().probability(2)).isEqualTo(e.figures().get("P(destroyed)"));
    assertThat(e.distribution().probability(2)).isEqualTo(Rational.of(30, 36));
    OddsAnswer friendly = ask("exit", Map.of("edge", "friendly", "skill", "ace", "modifier", "1"));
    assertThat(friendly.expression()).startsWith("Aircrew Check+");
  }

  @Test
  void theAircrewChecksValueIsTheMargin() {
    OddsAnswer c = ask("aircrew-check", Map.of("skill", "green"));
    assertThat(c.expression()).isEqualTo("2d6 - 7");
    isTwoD6(c.distribution(), -7);
    assertThat(c.figures().get("P(pass)")).isEqualTo(c.distribution().atLeast(0));
    OddsAnswer v = ask("aircrew-check", Map.of("skill", "veteran", "modifier", "-3"));
    assertThat(v.expression()).isEqualTo("2d6-1 - 7");
    isTwoD6(v.distribution(), -8);
  }
}
