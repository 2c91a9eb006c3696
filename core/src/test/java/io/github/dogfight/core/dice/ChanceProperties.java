package io.github.dogfight.core.dice;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.odds.Outcomes;
import io.github.dogfight.core.odds.Rational;
import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** A chance mechanic's rolls and its exact outcomes come from one definition. */
class ChanceProperties {
  /**
   * Outcomes given with weights totalling at most 64 are sampled with one die of that many sides:
   * rolling every face reproduces the weights exactly.
   */
  @Property(tries = 150)
  void givenOutcomesAreSampledInExactProportion(
      @ForAll @Size(min = 1, max = 6) List<@IntRange(min = 1, max = 10) Integer> weights) {
    Map<String, BigInteger> w = new LinkedHashMap<>();
    for (int i = 0; i < weights.size(); i++) {
      w.put("outcome " + i, BigInteger.valueOf(weights.get(i)));
    }
    Outcomes<String> outcomes = Outcomes.ofWeights(w);
    Chance<String> chance = Chance.of("test", outcomes);
    int total = outcomes.totalWeight().intValueExact();
    Map<String, BigInteger> counts = new LinkedHashMap<>();
    for (int face = 1; face <= total; face++) {
      ScriptedDice dice = total == 1 ? ScriptedDice.of() : ScriptedDice.of(face);
      counts.merge(
          Roller.scripted(dice).roll(chance, "x").value(), BigInteger.ONE, BigInteger::add);
      dice.assertFullyUsed();
      if (total == 1) {
        break;
      }
    }
    assertThat(Outcomes.ofWeights(counts)).isEqualTo(outcomes);
  }

  /**
   * Combinators keep rolls and odds together: the sum of two dice read one by one, mapped, is the
   * dice expression's distribution; "keep the better of two" is the keep-highest pool.
   */
  @Property(tries = 60)
  void combinatorsAgreeWithTheDiceModel(
      @ForAll @IntRange(min = 2, max = 12) int sides, @ForAll @IntRange(min = 1, max = 3) int n) {
    Die die = Die.of(sides);
    Outcomes<Integer> summed =
        Chance.dice(die, n).map(l -> l.stream().mapToInt(i -> i).sum()).outcomes();
    assertThat(summed).isEqualTo(Outcomes.of(DicePool.sum(n, die).distribution()));
    Chance<Integer> one = Chance.of(DicePool.sum(1, die));
    assertThat(one.and(one, Math::max).outcomes())
        .isEqualTo(Outcomes.of(DicePool.keep(2, die, 1, true).distribution()));
    assertThat(summed.probability(x -> true)).isEqualTo(Rational.ONE);
  }
}
