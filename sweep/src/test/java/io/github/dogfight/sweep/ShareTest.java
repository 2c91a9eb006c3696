package io.github.dogfight.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Shares, Wilson intervals and Newcombe differences, against the published values of Newcombe
 * (1998), "Two-sided confidence intervals for the single proportion" (Statistics in Medicine 17,
 * 857-872, Table I, Wilson score method) and "Interval estimation for the difference between
 * independent proportions" (Statistics in Medicine 17, 873-890, Table II, method 10), at 95%.
 */
class ShareTest {
  @ParameterizedTest(name = "{0}/{1}")
  @CsvSource({
    "81, 263, 0.2553, 0.3662",
    "15, 148, 0.0624, 0.1605",
    "0, 20, 0.0000, 0.1611",
    "1, 29, 0.0061, 0.1718"
  })
  void wilsonIntervalsMatchNewcombesTable(long r, long n, double low, double high) {
    Interval i = new Share(r, n).wilson(0.95);
    assertThat(i.low()).isCloseTo(low, within(0.00006));
    assertThat(i.high()).isCloseTo(high, within(0.00006));
  }

  @ParameterizedTest(name = "{0}/{1} - {2}/{3}")
  @CsvSource({
    "56, 70, 48, 80, 0.0524, 0.3339",
    "9, 10, 3, 10, 0.1705, 0.8090",
    "6, 7, 2, 7, 0.0582, 0.8062",
    "5, 56, 0, 29, -0.0381, 0.1926",
    "0, 10, 0, 20, -0.1611, 0.2775",
    "0, 10, 0, 10, -0.2775, 0.2775",
    "10, 10, 0, 20, 0.6791, 1.0000",
    "10, 10, 0, 10, 0.6075, 1.0000"
  })
  void differencesMatchNewcombesMethodTen(long a, long m, long b, long n, double low, double high) {
    Share.Difference d = new Share(a, m).minus(new Share(b, n), 0.95);
    assertThat(d.estimate()).isCloseTo((double) a / m - (double) b / n, within(1e-12));
    assertThat(d.interval().low()).isCloseTo(low, within(0.00006));
    assertThat(d.interval().high()).isCloseTo(high, within(0.00006));
  }

  @Test
  void describedAsReportsPrintThem() {
    assertThat(new Share(412, 1000).describe())
        .isEqualTo("41.2% (412/1000, 95% CI 38.2% to 44.3%)");
    assertThat(new Share(56, 70).minus(new Share(48, 80), 0.95).describe())
        .isEqualTo("+20.0 points (95% CI +5.2 to +33.4)");
    assertThat(new Share(56, 70).minus(new Share(48, 80), 0.95).significant()).isTrue();
    assertThat(new Share(0, 10).minus(new Share(0, 20), 0.95).significant()).isFalse();
    assertThat(Confidence.percent(0.95)).isEqualTo("95%");
    assertThat(Confidence.percent(0.999)).isEqualTo("99.9%");
    assertThat(Confidence.z(0.95)).isCloseTo(1.959963984540054, within(1e-12));
  }

  /**
   * Within one percentage point at 95% for a share near one half: the Wilson half width there is z
   * / (2 sqrt(n + z^2)), at most 0.01 from n = 9600 on (9599 gives 0.0100003).
   */
  @Test
  void gamesNeededForAPrecision() {
    assertThat(Share.gamesNeeded(0.01, 0.95, 0.5)).isEqualTo(9600);
    assertThat(new Share(4800, 9600).wilson(0.95).halfWidth()).isLessThanOrEqualTo(0.01);
    assertThat(new Share(4799, 9599).wilson(0.95).halfWidth()).isGreaterThan(0.01);
    assertThat(Share.gamesNeeded(0.05, 0.95, 0.1)).isLessThan(Share.gamesNeeded(0.05, 0.95, 0.5));
    assertThatThrownBy(() -> Share.gamesNeeded(0, 0.95, 0.5))
        .hasMessageContaining("half width")
        .hasMessageContaining("0.0");
    assertThatThrownBy(() -> Share.gamesNeeded(0.01, 1.0, 0.5)).hasMessageContaining("confidence");
    assertThatThrownBy(() -> Share.gamesNeeded(0.01, 0.95, 1.5)).hasMessageContaining("1.5");
  }

  @Test
  void badCountsAreRefused() {
    assertThatThrownBy(() -> new Share(3, 2)).hasMessageContaining("3/2");
    assertThatThrownBy(() -> new Share(0, 0)).hasMessageContaining("0/0");
    assertThatThrownBy(() -> new Share(-1, 5)).hasMessageContaining("-1/5");
    assertThatThrownBy(() -> new Interval(0.5, 0.4)).hasMessageContaining("0.5, 0.4");
  }

  /** A Wilson interval lies in [0, 1] and holds its share; it narrows as games grow. */
  @Property(tries = 200)
  void wilsonIntervalsHoldTheirShare(
      @ForAll @LongRange(min = 1, max = 1_000_000) long games,
      @ForAll @DoubleRange(min = 0, max = 1) double fraction,
      @ForAll @DoubleRange(min = 0.5, max = 0.99) double level) {
    long count = Math.round(fraction * games);
    Share s = new Share(count, games);
    Interval i = s.wilson(level);
    assertThat(i.low()).isBetween(0.0, 1.0);
    assertThat(i.high()).isBetween(0.0, 1.0);
    assertThat(i.contains(s.fraction())).isTrue();
    Interval wider = new Share(count, games).wilson(Math.min(0.99999, level + (1 - level) / 2));
    assertThat(wider.low()).isLessThanOrEqualTo(i.low());
    assertThat(wider.high()).isGreaterThanOrEqualTo(i.high());
    Share.Difference self = s.minus(s, level);
    assertThat(self.estimate()).isZero();
    assertThat(self.interval().contains(0)).isTrue();
  }
}
