package io.github.dogfight.core.dice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.OddsLimitException;
import io.github.dogfight.core.odds.Rational;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.ToIntFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Dice of up to 1000 sides, rerolls and drops (issue 31), with exact values checked against hand
 * computation, well-known values and brute-force enumeration written here independently of the
 * library's algorithm (every face sequence listed and counted).
 */
class RerollDropTest {

  /** Every sequence of {@code n} faces of a {@code sides}-sided die, each equally likely. */
  private static List<int[]> sequences(int sides, int n) {
    return ChanceTest.sequences(sides, n);
  }

  /** The distribution of {@code f} over every sequence of {@code n} faces of a d{@code sides}. */
  private static Distribution enumerate(int sides, int n, ToIntFunction<int[]> f) {
    TreeMap<Integer, Long> counts = new TreeMap<>();
    for (int[] s : sequences(sides, n)) {
      counts.merge(f.applyAsInt(s), 1L, Long::sum);
    }
    java.util.Map<Integer, Rational> p = new TreeMap<>();
    long total = (long) Math.pow(sides, n);
    counts.forEach((v, c) -> p.put(v, Rational.of(c, total)));
    return Distribution.ofProbabilities(p);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = ';',
      value = {
        "1d100; 1d100",
        "d%; 1d100",
        "2d%+3; 2d100+3",
        "d%(0); 1d100(0)",
        "3d1000; 3d1000",
        "1d1000!; 1d1000!",
        "2d6r1; 2d6r1",
        "2d6r=1; 2d6r1",
        "2d6r<3; 2d6r<3",
        "2d6r<=2; 2d6r<3",
        "2d6r>4; 2d6r>4",
        "2d6r>=5; 2d6r>4",
        "2d6r>5; 2d6r6",
        "2d6r{1,3}; 2d6r{1,3}",
        "2d10r{1-3,5}; 2d10r{1-3,5}",
        "1d20ro1; 1d20ro1",
        "1d20RO<3; 1d20ro<3",
        "4d6dl1; 4d6dl1",
        "4d6dl; 4d6dl1",
        "4d6 dh 2; 4d6dh2",
        "4d6dl0; 4d6dl0",
        "2d20kh; 2d20kh1",
        "2d20kl; 2d20kl1",
        "4d6r1dl1; 4d6r1dl1",
        "4d6dl1r1; 4d6r1dl1",
        "3d6r1!; 3d6r1!",
        "10d10r1>=8; 10d10r1s{8,9,10}",
      })
  void newFormsParseIntoCanonicalNotation(String input, String canonical) {
    DiceExpression e = DiceNotation.parse(input);
    assertThat(e.notation()).isEqualTo(canonical);
    assertThat(DiceNotation.parse(canonical)).isEqualTo(e);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = ';',
      quoteCharacter = '"',
      value = {
        "1d0; 3; 2 to 1000 sides",
        "1d1001; 3; 2 to 1000 sides",
        "1d6r<7; 4; a reroll that leaves at least one face of the d6 standing",
        "1d6r>=1; 4; a reroll that leaves at least one face of the d6 standing",
        "1d6r<1; 6; a reroll threshold that names faces within 1 to 6",
        "1d6r>6; 6; a reroll threshold that names faces within 1 to 6",
        "1d6r7; 5; a reroll threshold that names faces within 1 to 6",
        "1d6r; 5; a face to reroll",
        "1d6r1r2; 6; at most one reroll modifier",
        "4d6dl5; 6; a number of dice to drop below the 4 rolled",
        "4d6dh4; 6; a number of dice to drop below the 4 rolled",
        "d6dl; 5; a number of dice to drop below the 1 rolled",
        "4d6kh1dl1; 7; at most one keep modifier",
        "4d6dl1!; 1; a valid dice term (keep cannot be combined",
        "1d6r<6!; 1; a valid dice term (every face of a d6 that can stand explodes",
      })
  void badInputNamesTheTextAndPosition(String input, int character, String expected) {
    assertThatThrownBy(() -> DiceNotation.parse(input))
        .isInstanceOfSatisfying(
            DiceNotationException.class,
            e -> {
              assertThat(e.position() + 1).isEqualTo(character);
              assertThat(e.input()).isEqualTo(input);
            })
        .hasMessageContaining("expected " + expected)
        .hasMessageContaining("at character " + character + " of \"" + input + "\"");
  }

  @Test
  void fourD6DropLowestMatchesTheWellKnownValues() {
    Distribution d = DiceNotation.parse("4d6dl1").distribution();
    assertThat(d.mean()).isEqualTo(Rational.of(15869, 1296));
    assertThat(d.probability(18)).isEqualTo(Rational.of(21, 1296));
    assertThat(d.probability(3)).isEqualTo(Rational.of(1, 1296));
    Distribution brute =
        enumerate(6, 4, s -> Arrays.stream(s).sum() - Arrays.stream(s).min().orElseThrow());
    assertThat(d).isEqualTo(brute);
    assertThat(d).isEqualTo(DiceNotation.parse("4d6kh3").distribution());
  }

  @Test
  void dropHighestIsKeepLowestCheckedByEnumeration() {
    Distribution brute =
        enumerate(6, 3, s -> Arrays.stream(s).sum() - Arrays.stream(s).max().orElseThrow());
    assertThat(DiceNotation.parse("3d6dh1").distribution()).isEqualTo(brute);
    assertThat(DiceNotation.parse("3d6dh").distribution())
        .isEqualTo(DiceNotation.parse("3d6kl2").distribution());
  }

  @Test
  void twoD6RerollingOnesIsTwoDiceOfTwoToSix() {
    Distribution d = DiceNotation.parse("2d6r1").distribution();
    // By hand: each die is 2..6 with 1/5 each (1/6 + 1/6 * 1/6 + ... = 1/5): a triangle over 25.
    int[] ways = {1, 2, 3, 4, 5, 4, 3, 2, 1};
    for (int sum = 4; sum <= 12; sum++) {
      assertThat(d.probability(sum)).as("P(%d)", sum).isEqualTo(Rational.of(ways[sum - 4], 25));
    }
    assertThat(d.mean()).isEqualTo(Rational.of(8));
    // Brute force: three draws per die, rolls that are still 1 after three draws left out (the
    // standing face does not depend on how many draws it took, so conditioning is exact).
    assertThat(d).isEqualTo(rerolledUntil(6, 2, 3, f -> f == 1));
  }

  @Test
  void rerollBelowThreeByEnumeration() {
    assertThat(DiceNotation.parse("2d6r<3").distribution())
        .isEqualTo(rerolledUntil(6, 2, 3, f -> f < 3));
    assertThat(DiceNotation.parse("1d8r>6").distribution()).isEqualTo(Distribution.uniform(1, 6));
  }

  /**
   * The sum of {@code dice} dice rerolled while {@code rerolled}, from every sequence of {@code
   * draws} faces per die, leaving out the dice that never stood.
   */
  private static Distribution rerolledUntil(
      int sides, int dice, int draws, java.util.function.IntPredicate rerolled) {
    TreeMap<Integer, Long> counts = new TreeMap<>();
    long total = 0;
    for (int[] s : sequences(sides, dice * draws)) {
      int sum = 0;
      boolean stood = true;
      for (int d = 0; d < dice && stood; d++) {
        int face = -1;
        for (int k = 0; k < draws && face < 0; k++) {
          if (!rerolled.test(s[d * draws + k])) {
            face = s[d * draws + k];
          }
        }
        stood = face > 0;
        sum += face;
      }
      if (stood) {
        counts.merge(sum, 1L, Long::sum);
        total++;
      }
    }
    java.util.Map<Integer, Rational> p = new TreeMap<>();
    long t = total;
    counts.forEach((v, c) -> p.put(v, Rational.of(c, t)));
    return Distribution.ofProbabilities(p);
  }

  @Test
  void d20RerollingOnesOnceByHandAndByEnumeration() {
    Distribution d = DiceNotation.parse("1d20ro1").distribution();
    // By hand: a 1 shows only twice in a row, 1/400; every other face 1/20 + 1/400 = 21/400.
    assertThat(d.probability(1)).isEqualTo(Rational.of(1, 400));
    assertThat(d.probability(20)).isEqualTo(Rational.of(21, 400));
    assertThat(d.mean()).isEqualTo(Rational.of(439, 40));
    assertThat(d).isEqualTo(enumerate(20, 2, s -> s[0] == 1 ? s[1] : s[0]));
  }

  @Test
  void rerollOnceBelowThreeKeepingTheHighestByEnumeration() {
    // 3d6ro<3kh2: each die twice (the second only if the first is 1 or 2), the best two summed.
    Distribution brute =
        enumerate(
            6,
            6,
            s -> {
              int[] dice = new int[3];
              for (int i = 0; i < 3; i++) {
                dice[i] = s[2 * i] < 3 ? s[2 * i + 1] : s[2 * i];
              }
              Arrays.sort(dice);
              return dice[1] + dice[2];
            });
    assertThat(DiceNotation.parse("3d6ro<3kh2").distribution()).isEqualTo(brute);
    assertThat(DiceNotation.parse("3d6ro<3dl1").distribution()).isEqualTo(brute);
  }

  @Test
  void rerolledExplodingDiceByEnumeration() {
    // 1d4r1!^1: faces 2..4, a 4 adds one more rerolled d4 (capped there).
    Distribution d = DiceNotation.parse("1d4r1!^1").distribution();
    // By hand: 2 and 3 with 1/3 each; 4 then 2, 3 or 4 with 1/9 each.
    assertThat(d.probability(2)).isEqualTo(Rational.of(1, 3));
    assertThat(d.probability(3)).isEqualTo(Rational.of(1, 3));
    assertThat(d.probability(6)).isEqualTo(Rational.of(1, 9));
    assertThat(d.probability(8)).isEqualTo(Rational.of(1, 9));
    // 1d4ro1!^1: first roll (rerolled once on a 1), then on a 4 one more (also rerolled once).
    Distribution once = DiceNotation.parse("1d4ro1!^1").distribution();
    Distribution brute =
        enumerate(
            4,
            4,
            s -> {
              int first = s[0] == 1 ? s[1] : s[0];
              int second = s[2] == 1 ? s[3] : s[2];
              return first == 4 ? first + second : first;
            });
    assertThat(once).isEqualTo(brute);
  }

  @Test
  void aThousandSidedDieIsExact() {
    Distribution d = DiceNotation.parse("3d1000").distribution();
    Rational billionth = Rational.of(1, 1_000_000_000L);
    assertThat(d.probability(3)).isEqualTo(billionth);
    assertThat(d.probability(3000)).isEqualTo(billionth);
    // Three dice total t <= 1002 in C(t - 1, 2) ways.
    assertThat(d.probability(1002)).isEqualTo(Rational.of(500_500, 1_000_000_000L));
    assertThat(d.mean()).isEqualTo(Rational.of(3003, 2));
    assertThat(DiceNotation.parse("d%").distribution()).isEqualTo(Distribution.uniform(1, 100));
    assertThat(DiceNotation.parse("1d100(0)").distribution())
        .isEqualTo(Distribution.uniform(0, 99));
    assertThat(DiceNotation.parse("1d1000r<1000").distribution())
        .isEqualTo(Distribution.point(1000));
  }

  @Test
  void keepAndDropOnLargeDiceAreExactWithinTheLimitAndRefusedBeyondIt() {
    // 2d100kh1: P(max = m) = (2m - 1) / 10000.
    Distribution d = DiceNotation.parse("2d100kh1").distribution();
    assertThat(d.probability(100)).isEqualTo(Rational.of(199, 10_000));
    assertThat(d.probability(1)).isEqualTo(Rational.of(1, 10_000));
    assertThatThrownBy(() -> DiceNotation.parse("10d1000dl1").distribution())
        .isInstanceOf(OddsLimitException.class)
        .hasMessageContaining("dice combinations (limit 200000)");
    assertThatThrownBy(() -> DiceNotation.parse("10d1000kh3").distribution())
        .isInstanceOf(OddsLimitException.class)
        .hasMessageContaining("limit 200000");
  }

  @Test
  void largeDiceDrawByLemiresMethodFromTheSameWords() {
    for (int sides : new int[] {100, 1000, 6}) {
      long seed = 31L * sides;
      SplittableRandom words = new SplittableRandom(seed);
      Roller roller = Roller.from(DiceStream.seeded(seed));
      for (int i = 0; i < 50; i++) {
        long m = (words.nextLong() >>> 32) * sides;
        long threshold = (0x100000000L - sides) % sides;
        while ((m & 0xFFFFFFFFL) < threshold) {
          m = (words.nextLong() >>> 32) * sides;
        }
        assertThat(roller.roll("1d" + sides, "draw").result()).isEqualTo((int) (m >>> 32) + 1);
      }
    }
  }

  @Test
  void rollsRecordRerolledFacesAndTheStandingOneCounts() {
    DiceRoll until = Roller.scripted(ScriptedDice.of(1, 1, 4, 6)).roll("2d6r1", "test");
    assertThat(until.result()).isEqualTo(10);
    assertThat(until.faces()).containsExactly(1, 1, 4, 6);
    DiceRoll once = Roller.scripted(ScriptedDice.of(1, 1, 5)).roll("2d6ro1", "test");
    assertThat(once.result()).isEqualTo(6);
    DiceRoll dropped = Roller.scripted(ScriptedDice.of(3, 1, 6, 5)).roll("4d6dl1", "test");
    assertThat(dropped.result()).isEqualTo(14);
    DiceRoll highest = Roller.scripted(ScriptedDice.of(3, 1, 6, 5)).roll("4d6dh1", "test");
    assertThat(highest.result()).isEqualTo(9);
  }

  @Test
  void explosionCapsAndTheUncappedMean() {
    DiceExpression d6 = DiceNotation.parse("1d6!");
    assertThat(d6.explosionCaps()).containsExactly(10);
    // By hand: level j (0..10) is reached with chance 6^-j and adds 7/2 on average.
    Rational capped = Rational.ZERO;
    for (int j = 0; j <= 10; j++) {
      capped = capped.add(Rational.of(7, 2).multiply(Rational.of(1, (long) Math.pow(6, j))));
    }
    assertThat(d6.distribution().mean()).isEqualTo(capped);
    assertThat(capped).isEqualTo(Rational.of(507915877, 120932352));
    // Uncapped: (X + 1) / 2 * X / (X - 1) = 21/5 for a d6.
    assertThat(d6.uncappedMean()).isEqualTo(Rational.of(21, 5));
    DiceExpression mixed = DiceNotation.parse("2d6! - 1d8!^3 + 2");
    assertThat(mixed.explosionCaps()).containsExactly(3, 10);
    assertThat(mixed.uncappedMean())
        .isEqualTo(Rational.of(42, 5).subtract(Rational.of(36, 7)).add(Rational.of(2)));
    // A Heresy Engine pool: 1 or 6 succeeds (1/3), a 6 adds a die: 1/3 / (5/6) = 2/5 per die.
    assertThat(DiceNotation.parse("14d6s{1,6}!").uncappedMean()).isEqualTo(Rational.of(28, 5));
    // 8 on a d8 explodes; 1 rerolled until: faces 2..8 (1/7 each), mean 5, stop 6/7: 35/6.
    assertThat(DiceNotation.parse("1d8r1!").uncappedMean()).isEqualTo(Rational.of(35, 6));
    DiceExpression plain = DiceNotation.parse("4d6dl1 vs 1d20ro1");
    assertThat(plain.explosionCaps()).isEmpty();
    assertThat(plain.uncappedMean()).isEqualTo(plain.distribution().mean());
  }

  /** The exact values in core/README.md's table of notation forms. */
  @Test
  void theReadmeTableOfFormsIsRight() {
    assertThat(DiceNotation.parse("2d6-10").distribution().atLeast(1))
        .isEqualTo(Rational.of(1, 12));
    assertThat(DiceNotation.parse("d%").distribution().probability(37))
        .isEqualTo(Rational.of(1, 100));
    assertThat(DiceNotation.parse("rolloff(3)").distribution())
        .isEqualTo(Distribution.uniform(1, 3));
    assertThat(DiceNotation.parse("2d6r1").distribution().probability(8))
        .isEqualTo(Rational.of(1, 5));
    assertThat(DiceNotation.parse("14d6s{1,6}!").explosionCaps()).containsExactly(10);
    assertThat(DiceNotation.parse("4d20dl1").distribution().totalProbability())
        .isEqualTo(Rational.ONE);
    assertThatThrownBy(() -> DiceNotation.parse("4d100dl1").distribution())
        .hasMessageContaining("would enumerate 4421275 dice combinations");
    assertThatThrownBy(() -> DiceNotation.parse("1d1001"))
        .hasMessage("expected 2 to 1000 sides at character 3 of \"1d1001\" (found '1')");
    assertThatThrownBy(() -> DiceNotation.parse("1d6r<7"))
        .hasMessage(
            "expected a reroll that leaves at least one face of the d6 standing (ro rerolls once"
                + " whatever the faces) at character 4 of \"1d6r<7\" (found 'r')");
    assertThatThrownBy(() -> DiceNotation.parse("4d6dl5"))
        .hasMessage(
            "expected a number of dice to drop below the 4 rolled at character 6 of \"4d6dl5\""
                + " (found '5')");
  }

  @Test
  void rerollWorkStaysWithinItsEstimateAndBigQuestionsAreRefusedFirst() {
    for (String text :
        new String[] {
          "1d1000ro<500", "3d6ro1!{5,6}^4", "10d20r<3!^5", "4d6ro1dl1", "3d100r1", "2d8ro>6!^6"
        }) {
      DiceExpression e = DiceNotation.parse(text);
      long before = io.github.dogfight.core.internal.WorkMeter.total();
      e.distribution();
      assertThat((double) (io.github.dogfight.core.internal.WorkMeter.total() - before))
          .as(text)
          .isLessThanOrEqualTo(Factors.work(e));
    }
    DiceExpression huge = DiceNotation.parse("1d1000ro<999!>=2^100");
    long before = io.github.dogfight.core.internal.WorkMeter.total();
    assertThatThrownBy(huge::distribution)
        .isInstanceOf(OddsLimitException.class)
        .hasMessageContaining("refused before any work");
    assertThat(io.github.dogfight.core.internal.WorkMeter.total() - before).isZero();
  }
}
