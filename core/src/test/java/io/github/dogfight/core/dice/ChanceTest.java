package io.github.dogfight.core.dice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.odds.OddsLimitException;
import io.github.dogfight.core.odds.Outcomes;
import io.github.dogfight.core.odds.Rational;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ChanceTest {
  record Shot(boolean hit, int doubles) {}

  static final Chance<Shot> SHOT =
      Chance.dice(Die.D6, 2)
          .map(f -> new Shot(f.get(0) + f.get(1) >= 9, f.get(0).equals(f.get(1)) ? f.get(0) : 0));

  /** Rolls {@code chance} once per script and tallies the outcomes. */
  static <T> Map<T, BigInteger> tally(Chance<T> chance, List<int[]> scripts) {
    Map<T, BigInteger> counts = new LinkedHashMap<>();
    for (int[] faces : scripts) {
      ScriptedDice dice = ScriptedDice.of(faces);
      Rolled<T> r = Roller.scripted(dice).roll(chance, "tally");
      dice.assertFullyUsed();
      counts.merge(r.value(), BigInteger.ONE, BigInteger::add);
    }
    return counts;
  }

  /** Every sequence of {@code n} faces of a {@code sides}-sided die. */
  static List<int[]> sequences(int sides, int n) {
    List<int[]> out = new ArrayList<>();
    out.add(new int[0]);
    for (int i = 0; i < n; i++) {
      List<int[]> next = new ArrayList<>();
      for (int[] s : out) {
        for (int f = 1; f <= sides; f++) {
          int[] t = java.util.Arrays.copyOf(s, s.length + 1);
          t[s.length] = f;
          next.add(t);
        }
      }
      out = next;
    }
    return out;
  }

  @Test
  void rollingEverySequenceOfFacesGivesExactlyTheOutcomes() {
    // The same definition rolls and gives the odds: tallying all 36 rolls reproduces them.
    assertThat(Outcomes.ofWeights(tally(SHOT, sequences(6, 2)))).isEqualTo(SHOT.outcomes());
    assertThat(SHOT.outcomes().probability(s -> s.hit() && s.doubles() == 6))
        .isEqualTo(Rational.of(1, 36));
    assertThat(SHOT.outcomes().probability(Shot::hit)).isEqualTo(Rational.of(10, 36));
  }

  @Test
  void dependentChancesRollOnlyWhatTheFirstOutcomeAsksFor() {
    // A to-hit d6 (5+ hits), then 1d4 damage only on a hit.
    Chance<Integer> damage =
        Chance.of(DiceNotation.parse("1d6"))
            .then(f -> f >= 5 ? Chance.of(DiceNotation.parse("1d4")) : Chance.of(new Constant(0)));
    Outcomes<Integer> o = damage.outcomes();
    assertThat(o.probability(0)).isEqualTo(Rational.of(2, 3));
    assertThat(o.probability(3)).isEqualTo(Rational.of(1, 12));
    ScriptedDice miss = ScriptedDice.of(2);
    assertThat(Roller.scripted(miss).roll(damage, "d").value()).isZero();
    miss.assertFullyUsed();
    ScriptedDice hit = ScriptedDice.of(6, 3);
    assertThat(Roller.scripted(hit).roll(damage, "d").value()).isEqualTo(3);
    hit.assertFullyUsed();
  }

  @Test
  void givenOutcomesAreSampledExactlyBySmallAndLargeTotals() {
    Outcomes<String> small =
        Outcomes.of(
            Map.of(
                "engine",
                Rational.of(1, 2),
                "airframe",
                Rational.of(1, 3),
                "fire",
                Rational.of(1, 6)));
    Chance<String> lucky = Chance.of("lucky", small);
    // A total of 6 draws one d6; every face gives the outcome with its share.
    assertThat(Outcomes.ofWeights(tally(lucky, sequences(6, 1)))).isEqualTo(small);

    Map<Integer, BigInteger> w = new LinkedHashMap<>();
    for (int i = 1; i <= 100; i++) {
      w.put(i, BigInteger.valueOf(i % 3 + 1));
    }
    Outcomes<Integer> large = Outcomes.ofWeights(w);
    Chance<Integer> c = Chance.of("d100-ish", large);
    // Total 200 > 64: two d64 give 12 bits, the top 8 kept, values of 200 or more rejected.
    Map<Integer, BigInteger> counts = new LinkedHashMap<>();
    int accepted = 0;
    for (int[] faces : sequences(64, 2)) {
      int r = (((faces[0] - 1) << 6) | (faces[1] - 1)) >> 4;
      if (r >= 200) {
        continue;
      }
      accepted++;
      ScriptedDice dice = ScriptedDice.of(faces);
      counts.merge(Roller.scripted(dice).roll(c, "x").value(), BigInteger.ONE, BigInteger::add);
      dice.assertFullyUsed();
    }
    assertThat(accepted).isEqualTo(200 * 16);
    assertThat(Outcomes.ofWeights(counts)).isEqualTo(large);
  }

  @Test
  void rollsAreRecordedWithTheirOutcome() {
    Roller roller = Roller.scripted(ScriptedDice.of(4, 4));
    Rolled<Shot> r = roller.roll(SHOT, "Spitfire fires");
    assertThat(r.value()).isEqualTo(new Shot(false, 4));
    assertThat(r.roll().faces()).containsExactly(4, 4);
    assertThat(r.roll().notation()).isEqualTo("2d6");
    assertThat(r.roll().outcome()).isEqualTo("Shot[hit=false, doubles=4]");
    assertThat(r.roll().describe())
        .isEqualTo("Spitfire fires 2d6: [4, 4] = Shot[hit=false, doubles=4]");
    assertThat(roller.rolls()).containsExactly(r.roll());
    Rolled<Integer> n =
        Roller.scripted(ScriptedDice.of(2, 3)).roll(Chance.of(DiceNotation.parse("2d6")), "n");
    assertThat(n.roll().result()).isEqualTo(5);
    assertThat(n.roll().outcome()).isEqualTo("5");
  }

  @Test
  void twiceKeepingTheBetterIsTheMaximum() {
    Chance<Integer> d6 = Chance.of(DiceNotation.parse("1d6"));
    Chance<Integer> best = d6.and(d6, Math::max).named("2d6kh1");
    assertThat(best.outcomes()).isEqualTo(Outcomes.of(DiceNotation.parse("2d6kh1").distribution()));
    assertThat(best.notation()).isEqualTo("2d6kh1");
  }

  @Test
  void tooManySequencesAreRefused() {
    assertThatThrownBy(() -> Chance.dice(Die.D6, 9).outcomes())
        .isInstanceOf(OddsLimitException.class)
        .hasMessageContaining("Chance.MAX_SEQUENCES");
    assertThatThrownBy(() -> Chance.dice(Die.D6, -1)).hasMessageContaining("was -1");
  }

  @Test
  void sixtyFourOutcomesTakeOneD64AndSixtyFiveTakeTwo() {
    List<Integer> values = java.util.stream.IntStream.range(0, 65).boxed().toList();
    Chance<Integer> of64 = Chance.of("64", Outcomes.uniform(values.subList(0, 64)));
    ScriptedDice one = ScriptedDice.of(10);
    assertThat(Roller.scripted(one).roll(of64, "x").value()).isEqualTo(9);
    one.assertFullyUsed();
    Chance<Integer> of65 = Chance.of("65", Outcomes.uniform(values));
    // 65 needs 7 bits: two d64 give 12, the top 7 kept: faces 2 and 33 read (1 << 6 | 32) >> 5.
    ScriptedDice two = ScriptedDice.of(2, 33);
    assertThat(Roller.scripted(two).roll(of65, "x").value()).isEqualTo(3);
    two.assertFullyUsed();
  }

  @Test
  void aCertainOutcomeRollsNoDice() {
    Chance<String> sure = Chance.of("sure", Outcomes.certain("hit"));
    ScriptedDice none = ScriptedDice.of();
    assertThat(Roller.scripted(none).roll(sure, "x").value()).isEqualTo("hit");
    assertThat(sure.outcomes()).isEqualTo(Outcomes.certain("hit"));
    assertThat(sure.toString()).isEqualTo("Chance[sure]");
    assertThat(Chance.dice(Die.D6, 0).outcomes()).isEqualTo(Outcomes.certain(List.of()));
  }

  @Test
  void sequencesAreCountedAgainstTheLimit() {
    // 6^7 = 279,936 sequences are enumerated; 6^8 = 1,679,616 are refused.
    assertThat(Chance.dice(Die.D6, 7).outcomes().size()).isEqualTo(279_936);
    assertThatThrownBy(() -> Chance.dice(Die.D6, 8).outcomes())
        .hasMessageContaining("1679616 face sequences");
  }
}
