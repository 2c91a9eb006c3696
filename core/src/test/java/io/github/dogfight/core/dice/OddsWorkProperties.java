package io.github.dogfight.core.dice;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.internal.WorkMeter;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.OddsLimitException;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Every dice expression answers or is refused within bounded work, counted by the work meter (not
 * wall time): sums of many terms, explosions on most faces with deep caps, constants, keep pools,
 * opposed rolls. A refusal comes before any step; an answer takes no more steps than the estimate
 * that let it through, which is within {@link Distribution#MAX_WORK}.
 */
class OddsWorkProperties {

  @Property(tries = 150)
  void everyExpressionAnswersOrIsRefusedWithinBoundedWork(@ForAll("expressions") String text) {
    DiceExpression e = DiceNotation.parse(text);
    long before = WorkMeter.total();
    double estimate;
    try {
      Distribution d = e.distribution();
      estimate = Factors.work(e);
      assertThat(estimate).as(text).isLessThanOrEqualTo(Distribution.MAX_WORK);
      assertThat(d.max() - (long) d.min()).isLessThan(Distribution.MAX_VALUES);
    } catch (OddsLimitException refused) {
      assertThat(refused.getMessage()).as(text).contains("limit");
      assertThat(WorkMeter.total() - before).as("steps before refusing %s", text).isZero();
      return;
    }
    assertThat((double) (WorkMeter.total() - before))
        .as("steps for %s", text)
        .isLessThanOrEqualTo(Math.min(estimate, Distribution.MAX_WORK));
  }

  @Provide
  Arbitrary<String> expressions() {
    Arbitrary<String> sum = term().list().ofMinSize(1).ofMaxSize(30).map(OddsWorkProperties::join);
    return Arbitraries.oneOf(sum, Combinators.combine(sum, sum).as((a, b) -> a + " vs " + b));
  }

  private static String join(java.util.List<String> terms) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < terms.size(); i++) {
      String t = terms.get(i);
      b.append(i == 0 ? "" : t.hashCode() % 3 == 0 ? " - " : " + ").append(t);
    }
    return b.toString();
  }

  private static Arbitrary<String> term() {
    Arbitrary<Integer> sides = Arbitraries.of(2, 4, 6, 8, 10, 20, 63, 64);
    Arbitrary<String> constant = Arbitraries.integers().between(0, 999_999).map(String::valueOf);
    Arbitrary<String> plain =
        Combinators.combine(Arbitraries.integers().between(0, 400), sides)
            .as((n, s) -> n + "d" + s);
    Arbitrary<String> exploding =
        Combinators.combine(
                Arbitraries.integers().between(1, 60),
                sides,
                Arbitraries.integers().between(1, 63),
                Arbitraries.integers().between(1, 100))
            .as(
                (n, s, from, cap) ->
                    n + "d" + s + "!{" + Math.min(from + 1, s) + "-" + s + "}^" + cap);
    Arbitrary<String> pool =
        Combinators.combine(
                Arbitraries.integers().between(1, 200), Arbitraries.integers().between(1, 20))
            .as((n, cap) -> n + "d6s{1,6}!^" + cap);
    Arbitrary<String> keep =
        Combinators.combine(Arbitraries.integers().between(1, 12), sides)
            .as((n, s) -> n + "d" + s + "kh1");
    return Arbitraries.frequencyOf(
        net.jqwik.api.Tuple.of(3, constant),
        net.jqwik.api.Tuple.of(3, plain),
        net.jqwik.api.Tuple.of(3, exploding),
        net.jqwik.api.Tuple.of(2, pool),
        net.jqwik.api.Tuple.of(1, keep),
        net.jqwik.api.Tuple.of(
            1, Arbitraries.of("dbl(2d6,-1)", "rolloff(4)", "1d10(0)", "6d6(-)")));
  }
}
