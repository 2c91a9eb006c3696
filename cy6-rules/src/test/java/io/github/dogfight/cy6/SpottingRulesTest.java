package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.odds.Rational;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Spotting's distances and modifiers (rules 002, spotting): "+1 - Spotting formation of 5-9
 * aircraft", "+2 - Spotting formation of 10+ aircraft"; "Modify Max and Auto Spotting Distances by
 * the following: Out of the Sun - ¼ normal distance, Enemy Behind Spotter - ½ norm. distance,
 * Behind and Below Spotter - ¼ norm. dist." Here automatic within 2 hexes, nothing beyond 6.
 */
class SpottingRulesTest {
  private static final Spotting S = Spotting.standard().withDistances(2, 6);

  private static Rational p(int distance, Rational fraction) {
    return S.spot(Skill.GREEN, distance, 1, fraction).outcomes().probability(Boolean::booleanValue);
  }

  @ParameterizedTest(name = "{0} hexes at {1}/{2} of the distances: {3}")
  @CsvSource({
    "0, 1, 1, certain",
    "2, 1, 1, certain",
    "3, 1, 1, check",
    "6, 1, 1, check",
    "7, 1, 1, never",
    "1, 1, 2, certain",
    "2, 1, 2, check",
    "3, 1, 2, check",
    "4, 1, 2, never",
    "1, 1, 4, check",
    "2, 1, 4, never",
  })
  void certainWithinTheAutomaticDistanceNeverBeyondTheMaximum(
      int distance, int numerator, int denominator, String want) {
    Rational r = Rational.of(numerator, denominator);
    Rational p = p(distance, r);
    switch (want) {
      case "certain" -> assertThat(p).isEqualTo(Rational.ONE);
      case "never" -> assertThat(p).isEqualTo(Rational.ZERO);
      default ->
          assertThat(p)
              .isEqualTo(
                  AircrewCheck.standard().chance(0, 0).outcomes().probability(o -> o.passed()));
    }
  }

  @Test
  void fractionsTakeTheSmallestConditionMet() {
    assertThat(S.distanceFraction(false, false, false)).isEqualTo(Rational.ONE);
    assertThat(S.distanceFraction(true, false, false)).isEqualTo(Rational.of(1, 4));
    assertThat(S.distanceFraction(false, true, false)).isEqualTo(Rational.of(1, 2));
    assertThat(S.distanceFraction(false, true, true)).isEqualTo(Rational.of(1, 4));
    assertThat(S.distanceFraction(false, false, true)).isEqualTo(Rational.of(1, 4));
    assertThat(S.distanceFraction(true, true, false)).isEqualTo(Rational.of(1, 4));
  }

  @Test
  void largeFormationsAreEasierToSpot() {
    assertThat(S.formationModifier(1)).isZero();
    assertThat(S.formationModifier(4)).isZero();
    assertThat(S.formationModifier(5)).isEqualTo(1);
    assertThat(S.formationModifier(9)).isEqualTo(1);
    assertThat(S.formationModifier(10)).isEqualTo(2);
    assertThatThrownBy(() -> S.formationModifier(0))
        .hasMessage("a formation has at least 1 aircraft, was 0");
    // at 5 aircraft the check gains +1
    assertThat(
            S.spot(Skill.GREEN, 4, 5, Rational.ONE).outcomes().probability(Boolean::booleanValue))
        .isEqualTo(AircrewCheck.standard().chance(0, 1).outcomes().probability(o -> o.passed()));
  }

  @Test
  void distancesAreChecked() {
    assertThat(Spotting.standard().withDistances(0, 0).spot(Skill.GREEN, 0, 1, Rational.ONE))
        .isNotNull();
    assertThat(Spotting.standard().withDistances(3, 3)).isNotNull();
    assertThatThrownBy(() -> Spotting.standard().withDistances(-1, 3))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("spotting distances need 0 <= automatic <= maximum, were -1 and 3");
    assertThatThrownBy(() -> Spotting.standard().withDistances(4, 3))
        .hasMessage("spotting distances need 0 <= automatic <= maximum, were 4 and 3");
    assertThatThrownBy(() -> S.spot(Skill.GREEN, -1, 1, Rational.ONE))
        .hasMessage("distance must be >= 0 hexes, was -1");
  }
}
