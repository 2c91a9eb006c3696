package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Each roll's modifiers add to the die as the seed says, so a modifier moved from one term to
 * another leaves the odds unchanged, and a modifier changes them: stall 1d6 + spin + flying, power
 * d6 + rating + modifier (one less toward maximum speed), drag d6 + rating - dive points.
 */
class OddsModifiersTest {
  private final DogfiteOdds odds = new DogfiteOdds(DogfiteTables.standard());

  @Test
  void stallAddsTheSpinRatingAndTheFlyingSkill() {
    for (boolean below : new boolean[] {false, true}) {
      assertThat(odds.stall(1, 2, below))
          .isEqualTo(odds.stall(3, 0, below))
          .isEqualTo(odds.stall(0, 3, below))
          .isEqualTo(odds.stall(-1, 4, below));
      assertThat(odds.stall(-2, 0, below)).isNotEqualTo(odds.stall(2, 0, below));
      assertThat(odds.stall(0, -2, below)).isNotEqualTo(odds.stall(0, 2, below));
    }
  }

  @Test
  void powerAddsTheRatingAndTheModifierAndLosesOneTowardMaximum() {
    assertThat(odds.powerGain(1, 2, false, 9))
        .isEqualTo(odds.powerGain(3, 0, false, 9))
        .isEqualTo(odds.powerGain(0, 3, false, 9))
        .isEqualTo(odds.powerGain(4, 0, true, 9));
    assertThat(odds.powerGain(0, -2, false, 9)).isNotEqualTo(odds.powerGain(0, 2, false, 9));
    assertThat(odds.powerGain(2, 0, true, 9)).isNotEqualTo(odds.powerGain(2, 0, false, 9));
  }

  @Test
  void dragSubtractsTheDivePoints() {
    assertThat(odds.dragLoss(3, 2)).isEqualTo(odds.dragLoss(1, 0));
    assertThat(odds.dragLoss(3, 3)).isEqualTo(odds.dragLoss(0, 0));
    assertThat(odds.dragLoss(3, 2)).isNotEqualTo(odds.dragLoss(3, 0));
  }
}
