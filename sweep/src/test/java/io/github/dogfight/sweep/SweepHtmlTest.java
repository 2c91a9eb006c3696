package io.github.dogfight.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The HTML report: every chart drawn from the tallies, every name escaped, the same page for the
 * same tallies. (Its on-screen check runs in Chromium: {@code .ci/sweep-html-check}.)
 */
class SweepHtmlTest {
  static final List<String> SIDES = List.of("Blue", "Red & Co");
  static final List<String> REASONS = List.of("destroyed", "turn limit");

  static Tally tally(String variant, long blue, long red, long none, Map<Integer, Long> lengths) {
    Tally t = new Tally(variant, SIDES, REASONS);
    long games = blue + red + none;
    t.addCounts(
        games,
        Map.of("Blue", blue, "Red & Co", red, Tally.NO_WINNER, none),
        Map.of("destroyed", blue + red, "turn limit", none),
        lengths,
        Map.of("Blue", blue, "Red & Co", red));
    return t;
  }

  static SweepResult result() {
    SweepSpec spec =
        new SweepSpec(
            "toy",
            100,
            3,
            "plain",
            List.of(
                SweepSpec.Variant.named("plain"),
                new SweepSpec.Variant(
                    "patched",
                    Optional.of("cards"),
                    List.of(new SweepSpec.Patch("hits <table>", "r\"1", "c'2", "<b>")),
                    Map.of("A", "Spad & Co"),
                    Map.of("Blue", "default"))));
    return new SweepResult(
        spec,
        List.of(
            tally("plain", 40, 50, 10, Map.of(3, 30L, 4, 50L, 7, 20L)),
            tally("patched", 55, 40, 5, Map.of(2, 10L, 4, 90L))));
  }

  @Test
  void everyChartIsDrawnFromTheTallies() {
    String page = SweepHtml.page(result());
    assertThat(page)
        .startsWith("<!DOCTYPE html>")
        .contains("<h2>Who wins</h2>")
        .contains("<h2>Difference from the baseline</h2>")
        .contains("<h2>Why games end</h2>")
        .contains("<h2>How long games last</h2>")
        .contains("<h2>The numbers</h2>")
        .contains("<pre id=\"check\"></pre>")
        .doesNotContain("http://", "https://www", "<link", "src=\"");
    // one bar per side and "no winner" per variant, each with the share it shows
    assertThat(count(page, "data-share=\"")).isEqualTo(6);
    assertThat(page).contains("data-share=\"0.400000\"").contains("data-share=\"0.550000\"");
    // intervals: one per bar, and one difference per outcome of the one other variant
    assertThat(count(page, "<g data-low=")).isEqualTo(6);
    assertThat(count(page, "data-difference=\"")).isEqualTo(3);
    assertThat(page).contains("data-difference=\"0.150000\"");
    // end reasons stacked: two segments per variant, starting where the one before ended
    assertThat(count(page, "data-segment=\"")).isEqualTo(4);
    assertThat(page).contains("data-segment=\"0.900000\" data-start=\"0.000000\"");
    assertThat(page).contains("data-segment=\"0.100000\" data-start=\"0.900000\"");
    // lengths 2 to 7 in both panels: six columns each
    assertThat(count(page, "data-height=\"")).isEqualTo(12);
    assertThat(page).contains("mean 4.30 turns").contains("mean 3.80 turns");
    // the table: every share with its interval, and the difference from the baseline
    assertThat(page).contains("wins: Red &amp; Co").contains("40.4% to 59.6%");
  }

  @Test
  void namesAndChangesAreEscaped() {
    String page = SweepHtml.page(result());
    assertThat(page)
        .contains("patch hits &lt;table&gt; [r&quot;1, c&#39;2] = &lt;b&gt;")
        .contains("A flies Spad &amp; Co")
        .contains("Red &amp; Co")
        .doesNotContain("= <b>")
        .doesNotContain("Red & Co<");
  }

  @Test
  void theSameTalliesGiveTheSamePage() {
    assertThat(SweepHtml.page(result())).isEqualTo(SweepHtml.page(result()));
    SweepResult one =
        new SweepResult(
            new SweepSpec("toy", 10, 1, "solo", List.of(SweepSpec.Variant.named("solo"))),
            List.of(tally("solo", 5, 5, 0, Map.of(1, 10L))));
    assertThat(SweepHtml.page(one))
        .as("no baseline comparison for a single variant")
        .doesNotContain("Difference from the baseline");
    assertThat(SweepReport.text(one)).contains("solo (the rule set as it comes)");
  }

  private static int count(String text, String what) {
    Matcher m = Pattern.compile(Pattern.quote(what)).matcher(text);
    int n = 0;
    while (m.find()) {
      n++;
    }
    return n;
  }
}
