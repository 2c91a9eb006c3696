package io.github.dogfight.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.odds.Rational;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class JsonProperties {
  private static final Pattern PROBABILITY = Pattern.compile("\"probability\":\"(-?\\d+)/(\\d+)\"");

  @Property(tries = 30)
  void jsonProbabilitiesAreLowestTermsAndSumToOne(
      @ForAll @IntRange(min = 1, max = 4) int count,
      @ForAll @IntRange(min = 2, max = 12) int sides,
      @ForAll @IntRange(min = -5, max = 5) int constant) {
    String expr = count + "d" + sides + (constant < 0 ? "" : "+") + constant;
    CliTest.Run r = CliTest.run("odds", expr, "--json");
    assertThat(r.status()).isZero();
    Matcher m = PROBABILITY.matcher(r.out());
    Rational sum = Rational.ZERO;
    while (m.find()) {
      Rational p = Rational.parse(m.group(1) + "/" + m.group(2));
      assertThat(p.numerator().toString()).isEqualTo(m.group(1));
      assertThat(p.denominator().toString()).isEqualTo(m.group(2));
      sum = sum.add(p);
    }
    assertThat(sum).isEqualTo(Rational.ONE);
  }
}
