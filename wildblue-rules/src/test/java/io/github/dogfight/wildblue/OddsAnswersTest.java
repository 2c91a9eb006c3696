package io.github.dogfight.wildblue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.OddsAnswer;
import io.github.dogfight.core.odds.Rational;
import java.util.Map;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/**
 * Every odds query's options and whole answer: the expression, the distribution and how the figures
 * agree with it, on the default host's d20 roll-under check (pass on the rating less penalties or
 * under, a natural 1 always passes, a natural 20 always fails).
 */
class OddsAnswersTest {
  private static final WildBlueRules RULES = new WildBlueRules();

  private static OddsAnswer ask(String query, Map<String, String> args) {
    return RULES.oddsQueries().stream()
        .filter(q -> q.name().equals(query))
        .findFirst()
        .orElseThrow()
        .answer(args);
  }

  private static Rational fig(OddsAnswer a, String key) {
    return Objects.requireNonNull(a.figures().get(key), key);
  }

  @Test
  void toHitTakesTheModesImmelmansAndOtherPenalties() {
    OddsAnswer plain = ask("to-hit", Map.of("rating", "15"));
    assertThat(plain.expression()).endsWith(" at 15 - 0");
    assertThat(fig(plain, "P(hit)")).isEqualTo(Rational.of(15, 20));
    assertThat(plain.distribution().probability(1)).isEqualTo(fig(plain, "P(hit)"));
    assertThat(plain.distribution().probability(0)).isEqualTo(Rational.of(5, 20));
    OddsAnswer hard =
        ask("to-hit", Map.of("rating", "15", "mode", "sustained", "penalty", "2", "immelman", ""));
    // 3 for sustained fire, 6 for an Immelman's attack, 2 more: 15 - 11 = 4
    assertThat(hard.expression()).endsWith(" at 15 - 11");
    assertThat(fig(hard, "P(hit)")).isEqualTo(Rational.of(4, 20));
    // two rolls, the better kept: misses only if both miss
    OddsAnswer twice = ask("to-hit", Map.of("rating", "15", "rolling-scissors", ""));
    assertThat(fig(twice, "P(hit)")).isEqualTo(Rational.of(15, 16));
    assertThatThrownBy(() -> ask("to-hit", Map.of("rating", "15", "mode", "strafe")))
        .hasMessageContaining("--mode: 'strafe' is not burst or sustained");
  }

  @Test
  void damageCountsItsDiceWithinTheCap() {
    OddsAnswer capped = ask("damage", Map.of("dice", "2", "advantage", "6", "cap", "5"));
    assertThat(fig(capped, "dice rolled")).isEqualTo(Rational.of(5));
    assertThat(fig(capped, "mean")).isEqualTo(capped.distribution().mean());
    OddsAnswer broken = ask("damage", Map.of("dice", "3", "destroyed-weapons", "1"));
    assertThat(fig(broken, "dice rolled")).isEqualTo(Rational.of(2));
    OddsAnswer rear = ask("damage", Map.of("dice", "1", "die", "8"));
    assertThat(rear.expression()).contains("d8");
    assertThat(rear.distribution().min()).isEqualTo(1);
    OddsAnswer spun = ask("damage", Map.of("dice", "2", "spin", "5"));
    assertThat(spun.expression()).endsWith(" - 5");
    assertThat(spun.distribution().min()).isZero();
    OddsAnswer sustained = ask("damage", Map.of("dice", "1", "mode", "sustained"));
    // exploding on 5s adds to the mean of a burst's 6s
    assertThat(fig(sustained, "mean"))
        .isGreaterThan(fig(ask("damage", Map.of("dice", "1")), "mean"));
  }

  @Test
  void bombingIsFullHalfOrNone() {
    OddsAnswer b = ask("bombing", Map.of("dex", "14", "cunning", "12"));
    assertThat(b.expression()).isEqualTo("bombing run");
    Rational sum = Rational.ZERO;
    for (WildBlueOdds.Result r : WildBlueOdds.Result.values()) {
      sum = sum.add(fig(b, "P(" + r.words() + ")"));
    }
    assertThat(sum).isEqualTo(Rational.ONE);
    assertThat(fig(b, "P(" + WildBlueOdds.Result.FULL.words() + ")"))
        .isEqualTo(Rational.of(14 * 12, 400));
    // 3d6 by default: full damage reaches 18
    assertThat(b.distribution().max()).isEqualTo(18);
    OddsAnswer more =
        ask("bombing", Map.of("dex", "14", "cunning", "12", "dice", "4", "penalty", "3"));
    assertThat(more.distribution().max()).isEqualTo(24);
    assertThat(fig(more, "P(" + WildBlueOdds.Result.FULL.words() + ")"))
        .isEqualTo(Rational.of(11 * 9, 400));
  }

  @Test
  void stuntScissorsAndRegainAreYesOrNo() {
    OddsAnswer s = ask("stunt", Map.of("stunt", "aileron-roll", "rating", "17", "penalty", "3"));
    assertThat(s.expression()).isEqualTo(Stunt.AILERON_ROLL.title() + " at 17");
    assertThat(fig(s, "P(success)")).isEqualTo(Rational.of(14, 20));
    assertThat(s.distribution().probability(1)).isEqualTo(Rational.of(14, 20));
    assertThat(s.distribution().probability(0)).isEqualTo(Rational.of(6, 20));
    OddsAnswer t = ask("scissors", Map.of("attacker", "15", "defender", "14"));
    assertThat(t.expression()).isEqualTo("Tug of War");
    assertThat(t.distribution().probability(1)).isEqualTo(fig(t, "P(hit)"));
    OddsAnswer rolled =
        ask("scissors", Map.of("attacker", "15", "defender", "14", "rolling-scissors", ""));
    assertThat(fig(rolled, "P(missed)")).isLessThan(fig(t, "P(missed)"));
    OddsAnswer handicapped =
        ask(
            "scissors",
            Map.of(
                "attacker",
                "15",
                "attacker-penalty",
                "5",
                "defender",
                "14",
                "defender-penalty",
                "2"));
    assertThat(fig(handicapped, "P(missed)")).isEqualTo(Rational.of(10, 20));
    // 12 points less maneuverability 4, and 2 more: 17 - 10 = 7
    OddsAnswer r = ask("regain", Map.of("rating", "17", "maneuverability", "4", "penalty", "2"));
    assertThat(fig(r, "P(regain)")).isEqualTo(Rational.of(7, 20));
    assertThat(r.distribution().probability(1)).isEqualTo(Rational.of(7, 20));
  }

  @Test
  void limitAndCollisionDice() {
    OddsAnswer l = ask("limit", Map.of("speed", "59"));
    assertThat(l.expression()).isEqualTo("2d6");
    assertThat(fig(l, "mean")).isEqualTo(Rational.of(7));
    OddsAnswer c = ask("collision", Map.of("speed", "20"));
    assertThat(c.expression()).isEqualTo("2d6");
    assertThat(fig(c, "mean")).isEqualTo(Rational.of(7));
    OddsAnswer bigger = ask("collision", Map.of("speed", "20", "size-difference", "2"));
    assertThat(fig(bigger, "mean")).isEqualTo(Rational.of(9));
  }
}
