package io.github.dogfight.core.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.odds.Distribution;
import java.util.Map;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;

class OddsArgumentsTest {
  private static final Map<String, String> PARAMS =
      OddsQuery.parameters("n", "a count", "k", "optional", "fast", "a flag", "mode", "text");

  @Test
  void readsNumbersFlagsAndText() {
    OddsArguments a =
        OddsArguments.of("q", PARAMS, Map.of("n", " +3 ", "fast", "", "mode", "half"));
    assertThat(a.query()).isEqualTo("q");
    assertThat(a.integer("n")).isEqualTo(3);
    assertThat(a.integer("n", 0, 3)).isEqualTo(3);
    assertThat(a.optional("k", 7, 0, 9)).isEqualTo(7);
    assertThat(a.flag("fast")).isTrue();
    assertThat(OddsArguments.of("q", PARAMS, Map.of("fast", "No")).flag("fast")).isFalse();
    assertThat(a.flag("k")).isFalse();
    assertThat(a.text("mode")).contains("half");
    assertThat(a.text("k")).isEmpty();
    assertThat(a.required("mode", "half or one")).isEqualTo("half");
  }

  @Test
  void badArgumentsNameTheQueryTheOptionAndTheChoices() {
    assertBad(
        () -> OddsArguments.of("q", PARAMS, Map.of("z", "1")),
        "z",
        "unknown option --z for q; choose from --n, --k, --fast, --mode");
    OddsArguments a = OddsArguments.of("q", PARAMS, Map.of("n", "4", "k", "x", "fast", "maybe"));
    assertBad(
        () -> a.integer("n", 0, 3), "n", "q: --n must be a whole number from 0 to 3, was '4'");
    assertBad(
        () -> a.optional("k", 0, 0, 3), "k", "q: --k must be a whole number from 0 to 3, was 'x'");
    assertBad(() -> a.integer("k"), "k", "q: --k must be a whole number, was 'x'");
    assertBad(() -> a.integer("mode"), "mode", "q: missing --mode");
    assertBad(() -> a.integer("mode", 1, 2), "mode", "q: missing --mode (1 to 2)");
    assertBad(() -> a.required("mode", "half or one"), "mode", "q: missing --mode (half or one)");
    assertBad(() -> a.flag("fast"), "fast", "q: --fast is a flag, not 'maybe'");
    assertBad(
        () -> {
          throw a.fail("n", "--n and --k differ");
        },
        "n",
        "q: --n and --k differ");
    assertThatThrownBy(() -> OddsQuery.parameters("n"))
        .hasMessageContaining("name, description pairs; got 1");
  }

  private static void assertBad(ThrowingCallable call, String option, String message) {
    assertThatThrownBy(call)
        .isInstanceOfSatisfying(
            OddsArgumentException.class,
            e -> {
              assertThat(e.query()).isEqualTo("q");
              assertThat(e.option()).isEqualTo(option);
            })
        .hasMessage(message);
  }

  @Test
  void aQueryBuiltWithOfChecksItsOptionsBeforeAnswering() {
    OddsQuery q =
        OddsQuery.of(
            "count",
            "a point distribution at n",
            PARAMS,
            a -> new OddsAnswer("n", Distribution.point(a.integer("n")), Map.of()));
    assertThat(q.name()).isEqualTo("count");
    assertThat(q.description()).isEqualTo("a point distribution at n");
    assertThat(q.parameters()).containsOnlyKeys("n", "k", "fast", "mode");
    assertThat(q.answer(Map.of("n", "2")).distribution()).isEqualTo(Distribution.point(2));
    assertThatThrownBy(() -> q.answer(Map.of("x", "2"))).hasMessageContaining("for count");
  }

  @org.junit.jupiter.api.Test
  void parametersComeInNameAndDescriptionPairs() {
    assertThat(OddsQuery.parameters("a", "the a", "b", "the b"))
        .containsExactly(java.util.Map.entry("a", "the a"), java.util.Map.entry("b", "the b"));
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> OddsQuery.parameters("a", "A", "b"))
        .hasMessage("parameters come in name, description pairs; got 3");
  }
}
