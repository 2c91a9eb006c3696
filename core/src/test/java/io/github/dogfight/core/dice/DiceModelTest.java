package io.github.dogfight.core.dice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Rational;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class DiceModelTest {
  @Test
  void readings() {
    assertThat(DiceNotation.parse("1d10(0)").distribution()).isEqualTo(Distribution.uniform(0, 9));
    Distribution d4 = DiceNotation.parse("d4(-)").distribution();
    assertThat(d4.support()).containsExactly(0, 1, 2, 3);
    assertThat(d4.mean()).isEqualTo(Rational.of(3, 2));
    assertThat(new Die(20, Reading.TOP_ZERO).value(20)).isZero();
    assertThat(Die.D10_ZERO_BASED).hasToString("d10(0)");
    assertThatThrownBy(() -> Die.of(1)).hasMessageContaining("2 to 1000 sides");
  }

  @Test
  void sumsWithConstants() {
    Distribution hits = DiceNotation.parse("2d6-10").distribution();
    assertThat(hits.min()).isEqualTo(-8);
    assertThat(hits.max()).isEqualTo(2);
    assertThat(hits.atLeast(1)).isEqualTo(Rational.of(3, 36));
    assertThat(Sum.plus(DicePool.sum(1, Die.D6), 2).notation()).isEqualTo("1d6+2");
    assertThat(Sum.plus(DicePool.sum(1, Die.D6), -2).notation()).isEqualTo("1d6-2");
  }

  @Test
  void explodingSumKeepsTheCappedTail() {
    // d6 exploding on 6 at most once: 1..5 (1/6 each), 6 + (1..6) (1/36 each).
    Distribution d = DicePool.exploding(1, Die.D6, new Explosion(FaceSet.of(6), 1)).distribution();
    assertThat(d.probability(5)).isEqualTo(Rational.of(1, 6));
    assertThat(d.probability(6)).isEqualTo(Rational.ZERO);
    assertThat(d.probability(7)).isEqualTo(Rational.of(1, 36));
    assertThat(d.probability(12)).isEqualTo(Rational.of(1, 36));
    assertThat(d.totalProbability()).isEqualTo(Rational.ONE);
    // 15/6 from faces 1-5, plus (6 * 6 + 21) / 36 from a six and its extra die.
    assertThat(d.mean()).isEqualTo(Rational.of(49, 12));
  }

  @Test
  void thresholdExplosionOnD8() {
    // Wild Blue rear guns: d8 exploding on 6+ (rules 001, ATTACKING).
    DiceExpression e = DiceNotation.parse("1d8!>=6^1");
    assertThat(e.notation()).isEqualTo("1d8!{6,7,8}^1");
    Distribution d = e.distribution();
    assertThat(d.probability(5)).isEqualTo(Rational.of(1, 8));
    assertThat(d.probability(7)).isEqualTo(Rational.of(1, 64));
    assertThat(d.max()).isEqualTo(16);
  }

  @Test
  void successPoolWithExplosion() {
    // One Heresy Engine die: 1 or 6 succeeds, 6 adds a die, capped at one extra die.
    DicePool one =
        DicePool.successes(
            1, Die.D6, FaceSet.of(1, 6), Optional.of(new Explosion(FaceSet.of(6), 1)));
    Distribution d = one.distribution();
    // 0 successes: 2..5 -> 4/6. 1: face 1 (1/6) or 6 then non-success (1/6*4/6). 2: 6 then 1|6.
    assertThat(d.probability(0)).isEqualTo(Rational.of(4, 6));
    assertThat(d.probability(1)).isEqualTo(Rational.of(1, 6).add(Rational.of(4, 36)));
    assertThat(d.probability(2)).isEqualTo(Rational.of(2, 36));
    assertThat(one.notation()).isEqualTo("1d6s{1,6}!^1");
    assertThat(one.withCount(3).count()).isEqualTo(3);
  }

  @Test
  void opposedPoolsCancel() {
    DiceExpression e = DiceNotation.parse("1d6s{6} vs 1d6s{6}");
    Distribution d = e.distribution();
    assertThat(d.probability(1)).isEqualTo(Rational.of(5, 36));
    assertThat(d.probability(-1)).isEqualTo(Rational.of(5, 36));
    assertThat(d.probability(0)).isEqualTo(Rational.of(26, 36));
    assertThatThrownBy(() -> new Opposed(e, new Constant(1))).hasMessageContaining("nested");
  }

  @Test
  void keepHighestAndLowest() {
    Distribution low = DiceNotation.parse("2d20kl1").distribution();
    assertThat(low.probability(20)).isEqualTo(Rational.of(1, 400));
    assertThat(low.probability(1)).isEqualTo(Rational.of(39, 400));
    Distribution high = DicePool.keep(3, Die.D6, 2, true).distribution();
    assertThat(high.max()).isEqualTo(12);
    assertThat(high.probability(12)).isEqualTo(Rational.of(16, 216));
    assertThatThrownBy(() -> DicePool.keep(30, Die.of(20), 1, true).distribution())
        .hasMessageContaining("limit");
    assertThatThrownBy(() -> DicePool.keep(2, Die.D6, 3, true)).hasMessageContaining("keep must");
  }

  @Test
  void doublesAndPipAdjustment() {
    assertThat(new Doubles(PipAdjustment.NONE).distribution().probability(1))
        .isEqualTo(Rational.of(1, 6));
    assertThat(new Doubles(PipAdjustment.SUBTRACT_ONE).distribution().probability(1))
        .isEqualTo(Rational.of(16, 36));
    assertThat(new Doubles(PipAdjustment.ADD_OR_SUBTRACT_ONE).distribution().probability(1))
        .isEqualTo(Rational.of(16, 36));
    assertThat(PipAdjustment.NONE.doublesReachable(3, 4)).isEmpty();
    assertThat(PipAdjustment.SUBTRACT_ONE.doublesReachable(3, 4)).containsExactly(3);
    assertThat(PipAdjustment.ADD_OR_SUBTRACT_ONE.doublesReachable(4, 3)).containsExactly(3, 4);
    assertThat(PipAdjustment.ADD_OR_SUBTRACT_ONE.doublesReachable(2, 5)).isEmpty();
    assertThat(PipAdjustment.NONE.doublesReachable(5, 5)).containsExactly(5);
  }

  @Test
  void rollOff() {
    assertThat(new RollOff(3).distribution()).isEqualTo(Distribution.uniform(1, 3));
    // 4 vs 4 tie, then 2 vs 5: contestant 2 wins.
    ScriptedDice dice = ScriptedDice.of(4, 4, 2, 5);
    assertThat(Roller.scripted(dice).roll(new RollOff(2), "tie").result()).isEqualTo(2);
    dice.assertFullyUsed();
    assertThatThrownBy(() -> new RollOff(1)).hasMessageContaining("2..64");
  }

  @Test
  void validation() {
    assertThatThrownBy(() -> DicePool.sum(-1, Die.D6)).hasMessageContaining("dice count");
    assertThatThrownBy(() -> DicePool.successes(1, Die.D6, FaceSet.of(7), Optional.empty()))
        .hasMessageContaining("exceed");
    assertThatThrownBy(() -> new Explosion(FaceSet.of(), 3)).hasMessageContaining("exploding face");
    assertThatThrownBy(() -> new Explosion(FaceSet.of(6), 0)).hasMessageContaining("depth cap");
    assertThatThrownBy(() -> FaceSet.of(0)).hasMessageContaining("1 to 1000");
    assertThatThrownBy(() -> FaceSet.range(3, 2)).hasMessageContaining("bad face range");
    assertThatThrownBy(() -> new Sum(List.of(), List.of())).hasMessageContaining("at least one");
    assertThat(FaceSet.of(1, 6).countUpTo(6)).isEqualTo(2);
    assertThat(FaceSet.of(1, 6).contains(0)).isFalse();
  }

  /** A script run out tells the sides of the die that wanted one more face, and only then. */
  @Test
  void anExhaustedScriptTellsTheSidesOfTheDieThatFoundItEmpty() {
    ScriptedDice script = ScriptedDice.of(4);
    Roller roller = Roller.scripted(script);
    assertThat(roller.roll(DiceNotation.parse("1d6"), "first").result()).isEqualTo(4);
    assertThat(script.exhaustedBy()).isEmpty();
    assertThatThrownBy(() -> roller.roll(DiceNotation.parse("1d10"), "second"))
        .isInstanceOf(DiceScriptException.class);
    assertThat(script.exhaustedBy()).hasValue(10);
    ScriptedDice refused = ScriptedDice.of(7);
    assertThatThrownBy(() -> Roller.scripted(refused).roll(DiceNotation.parse("1d6"), "third"))
        .isInstanceOf(DiceScriptException.class);
    // a face the die cannot show is not an exhausted script
    assertThat(refused.exhaustedBy()).isEmpty();
  }
}
