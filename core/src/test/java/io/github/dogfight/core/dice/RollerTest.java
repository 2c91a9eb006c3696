package io.github.dogfight.core.dice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class RollerTest {
  @Test
  void recordsFacesExplosionsAndModifiers() {
    ScriptedDice dice = ScriptedDice.of(6, 6, 2, 3);
    Roller roller = Roller.scripted(dice);
    DiceRoll r = roller.roll("2d6!-1", "burst");
    assertThat(r.faces()).containsExactly(6, 6, 2, 3);
    assertThat(r.explosions()).isEqualTo(2);
    assertThat(r.modifier()).isEqualTo(-1);
    assertThat(r.result()).isEqualTo(6 + 6 + 2 + 3 - 1);
    assertThat(r.describe()).isEqualTo("burst 2d6!-1: [6, 6, 2, 3] = 16");
    assertThat(roller.rolls()).containsExactly(r);
    assertThat(roller.rollCount()).isEqualTo(1);
    assertThat(roller.rollsSince(1)).isEmpty();
    assertThat(roller.stream()).isEmpty();
    assertThat(dice.used()).isEqualTo(4);
    dice.assertFullyUsed();
  }

  @Test
  void aPurposeGivenInTwoPartsReadsAsOne() {
    ScriptedDice dice = ScriptedDice.of(2, 5, 4);
    Roller roller = Roller.scripted(dice);
    DiceRoll r = roller.roll(DiceNotation.parse("2d6"), "Camel", "flies straight");
    assertThat(r.purpose()).isEqualTo("Camel flies straight");
    assertThat(r.notation()).isEqualTo("2d6");
    assertThat(r)
        .isEqualTo(Roller.scripted(ScriptedDice.of(2, 5)).roll("2d6", "Camel flies straight"));
    assertThat(r.hashCode())
        .isEqualTo(
            Roller.scripted(ScriptedDice.of(2, 5)).roll("2d6", "Camel flies straight").hashCode());
    assertThat(roller.roll(DiceNotation.parse("1d6"), "Camel", null).purpose()).isEqualTo("Camel");
    // A scripted die still names the whole purpose when the script runs short.
    assertThatThrownBy(
            () ->
                Roller.scripted(ScriptedDice.of(3)).roll(DiceNotation.parse("2d6"), "Camel", "bet"))
        .hasMessageContaining("Camel bet");
    assertThat(roller.rollsSince(0)).hasSize(2);
    assertThat(roller.rollsSince(1)).hasSize(1);
  }

  @Test
  void successPoolExplodesAndCounts() {
    Roller roller = Roller.scripted(ScriptedDice.of(1, 6, 6, 3, 2, 5));
    DiceRoll r = roller.roll("4d6s{1,6}!{6}", "pool");
    // 1 (success), 6 (success, explodes) -> 6 (success, explodes) -> 3; then 2, 5.
    assertThat(r.result()).isEqualTo(3);
    assertThat(r.explosions()).isEqualTo(2);
  }

  @Test
  void explosionStopsAtTheDepthCap() {
    Roller roller = Roller.scripted(ScriptedDice.of(6, 6, 4));
    assertThat(roller.roll("1d6!^1", "capped").result()).isEqualTo(12);
    // The third scripted face was not drawn by the capped explosion.
    assertThat(roller.roll("1d6", "next roll").result()).isEqualTo(4);
  }

  @Test
  void underScriptingFailsLoudlyNamingTheDie() {
    Roller roller = Roller.scripted(ScriptedDice.of(3));
    assertThatThrownBy(() -> roller.roll("2d6", "Camel bet"))
        .isInstanceOf(DiceScriptException.class)
        .hasMessageContaining("die #2")
        .hasMessageContaining("Camel bet");
  }

  @Test
  void overScriptingFailsLoudly() {
    ScriptedDice dice = ScriptedDice.of(3, 4, 5);
    Roller.scripted(dice).roll("2d6", "bet");
    assertThat(dice.remaining()).isEqualTo(1);
    assertThatThrownBy(dice::assertFullyUsed)
        .isInstanceOf(DiceScriptException.class)
        .hasMessageContaining("over-scripted")
        .hasMessageContaining("[5]");
  }

  @Test
  void impossibleScriptedFaceIsRejected() {
    assertThatThrownBy(() -> Roller.scripted(ScriptedDice.of(7)).roll("1d6", "x"))
        .hasMessageContaining("cannot show");
  }

  @Test
  void streamRollerAdvancesAndIsDeterministic() {
    Roller a = Roller.from(DiceStream.seeded(5));
    Roller b = Roller.from(DiceStream.seeded(5));
    DiceRoll ra = a.roll("10d10(0)", "x");
    DiceRoll rb = b.roll("10d10(0)", "x");
    assertThat(ra).isEqualTo(rb);
    assertThat(a.stream()).contains(new DiceStream(5, 10));
    assertThat(ra.faces()).allSatisfy(f -> assertThat(f).isBetween(1, 10));
  }

  @Test
  void doublesRollReadsTwoDice() {
    assertThat(Roller.scripted(ScriptedDice.of(4, 3)).roll("dbl(2d6,-1)", "crit").result())
        .isEqualTo(1);
    assertThat(Roller.scripted(ScriptedDice.of(4, 3)).roll("dbl(2d6)", "crit").result()).isZero();
    assertThat(Roller.scripted(ScriptedDice.of(1, 2, 2)).roll("3d6kl1", "low").result())
        .isEqualTo(1);
    assertThat(Roller.scripted(ScriptedDice.of(1, 2, 6)).roll("2d6-1d6+0", "x").result())
        .isNegative();
  }

  @Test
  void aWordInTheBiasedZoneIsRejectedAndTheNextOneRead() {
    // A d6 maps the high 32 bits x of a word to floor(6x / 2^32) + 1 (Lemire). The low part of 6x
    // below (2^32 - 6) mod 6 = 4 would make some faces likelier, so such a word is skipped. A seed
    // is chosen so the first word is 0 (low part 0): the roll must come from the second word.
    long seed = unmix64(0L) - DiceStream.GOLDEN_GAMMA;
    assertThat(DiceStream.wordAt(seed, 0)).isZero();
    long second = DiceStream.wordAt(seed, 1);
    int expected = (int) (((second >>> 32) * 6) >>> 32) + 1;
    Roller roller = Roller.from(new DiceStream(seed, 0));
    assertThat(roller.roll("1d6", "biased word").result()).isEqualTo(expected);
    assertThat(roller.stream()).contains(new DiceStream(seed, 2));
    // x = 2^31 + 1: 6x = 3 * 2^32 + 6, low part 6, at least the bound: used at once, face 4.
    long plain = unmix64(0x8000_0001_0000_0000L) - DiceStream.GOLDEN_GAMMA;
    Roller once = Roller.from(new DiceStream(plain, 0));
    assertThat(once.roll("1d6", "plain word").result()).isEqualTo(4);
    assertThat(once.stream()).contains(new DiceStream(plain, 1));
  }

  /** The inverse of {@link DiceStream#mix64}. */
  private static long unmix64(long z) {
    z = unxorShift(z, 31);
    z *= inverse(0x94D049BB133111EBL);
    z = unxorShift(z, 27);
    z *= inverse(0xBF58476D1CE4E5B9L);
    return unxorShift(z, 30);
  }

  private static long unxorShift(long y, int shift) {
    long x = y;
    for (int i = 0; i < 64 / shift + 1; i++) {
      x = y ^ (x >>> shift);
    }
    return x;
  }

  private static long inverse(long odd) {
    return java.math.BigInteger.valueOf(odd)
        .modInverse(java.math.BigInteger.ONE.shiftLeft(64))
        .longValue();
  }

  @Test
  void rollsAreValuesOfTheirPurposeDiceAndResult() {
    DiceRoll a = Roller.scripted(ScriptedDice.of(3, 4)).roll("2d6", "bet");
    DiceRoll same = Roller.scripted(ScriptedDice.of(3, 4)).roll("2d6", "bet");
    DiceRoll other = Roller.scripted(ScriptedDice.of(4, 3)).roll("2d6", "bet");
    assertThat(a).isEqualTo(same).hasSameHashCodeAs(same);
    assertThat(a).isNotEqualTo(other);
    assertThat(a.hashCode()).isNotEqualTo(other.hashCode());
    assertThat(a).isNotEqualTo(Roller.scripted(ScriptedDice.of(3, 4)).roll("2d6", "other"));
    assertThat(a.faceCount()).isEqualTo(2);
    assertThat(a.face(1)).isEqualTo(4);
    assertThat(a.toString()).startsWith("DiceRoll[purpose=bet, notation=2d6");
  }
}
