package io.github.dogfight.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.time.Duration;
import java.util.Collections;
import org.junit.jupiter.api.Test;

/**
 * The inputs of issue 28 that used to compute for seconds to minutes before any answer, typed to
 * {@code dogfight odds} with piped input and output: each answers or is refused at once with the
 * library's typed error as a two-line message naming the limit, exit status 2, and no stack trace.
 */
class OddsRefusalTest {
  private static final Duration PROMPT = Duration.ofSeconds(10);

  record Run(int status, String out, String err, Duration took) {}

  private static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    long start = System.nanoTime();
    int status =
        DogfightCommand.run(
            args,
            new BufferedReader(new StringReader("")),
            new PrintWriter(out),
            new PrintWriter(err));
    Run r =
        new Run(
            status, out.toString(), err.toString(), Duration.ofNanos(System.nanoTime() - start));
    assertThat(r.err()).doesNotContain("Exception").doesNotContain("\tat ");
    assertThat(r.out()).doesNotContain("Exception");
    assertThat(r.took()).isLessThan(PROMPT);
    return r;
  }

  @Test
  void aDeepExplosionOnNearlyEveryFaceIsRefusedNamingTheLimit() {
    Run r = run("odds", "1d64!{2-64}^100");
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err())
        .startsWith("dogfight: exact odds refused before any work: 1d64!{2,3,4,")
        .contains("over the documented limit of 6.5e+08 (Distribution.MAX_WORK");
  }

  @Test
  void twentyFiveDistinctExplodingTermsAreRefusedAtOnce() {
    StringBuilder text = new StringBuilder("1d64!{2-64}^100");
    for (int depth = 99; depth > 75; depth--) {
      text.append("+1d64!{2-64}^").append(depth);
    }
    Run r = run("odds", text.toString());
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err()).contains("refused before any work").contains("Distribution.MAX_WORK");
  }

  @Test
  void sixtyFiveThousandConstantsAnswerAtOnce() {
    Run r = run("odds", String.join("+", Collections.nCopies(65_000, "7")));
    assertThat(r.status()).isZero();
    assertThat(r.out()).contains("455000  1").contains("100.0%");
  }

  @Test
  void eighteenEntriesOfHeavyCannonAreRefusedNamingTheOption() {
    Run r =
        run(
            "odds",
            "--rules",
            "cy6",
            "shot",
            "--guns",
            String.join(",", Collections.nCopies(18, "24xLRHC")),
            "--range",
            "2",
            "--robustness",
            "2");
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err())
        .contains("shot: --guns: 432 guns in all (18 entries), over the limit of 24 guns per query")
        .contains("Cy6Odds.MAX_GUNS");
  }
}
