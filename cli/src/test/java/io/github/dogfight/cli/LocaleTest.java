package io.github.dogfight.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The command line prints the same bytes whatever the default locale: numbers and percentages are
 * formatted with {@code Locale.ROOT}, so that under ar-SA (Arabic digits) or de-DE (decimal commas)
 * {@code odds}, {@code simulate}, {@code duel} and {@code play} show exactly what they show under
 * ROOT.
 */
class LocaleTest {
  private static final List<Locale> OTHERS =
      List.of(Locale.forLanguageTag("ar-SA"), Locale.forLanguageTag("de-DE"));

  /** The commands run for {@code rules}, each a command line and the input piped to it. */
  private static List<String[]> commands(String rules) {
    List<String[]> all = new ArrayList<>();
    all.add(new String[] {"odds", "2d6-10"});
    all.add(new String[] {"odds", "3d6!"});
    switch (rules) {
      case "squadron" ->
          all.add(
              new String[] {
                "odds", "--rules", "squadron", "squadron", "--white", "4", "--black", "5"
              });
      case "dogfite" -> all.add(new String[] {"odds", "--rules", "dogfite", "bet", "--level", "2"});
      case "cy6" ->
          all.add(
              new String[] {
                "odds",
                "--rules",
                "cy6",
                "shot",
                "--guns",
                "8xLMG",
                "--range",
                "2",
                "--robustness",
                "2"
              });
      case "wildblue" ->
          all.add(
              new String[] {
                "odds", "--rules", "wildblue", "stunt", "--stunt", "tailslide", "--rating", "17"
              });
      default -> throw new IllegalArgumentException(rules);
    }
    all.add(
        new String[] {
          "simulate", "--rules", rules, "--games", "12", "--threads", "2", "--progress", "never"
        });
    all.add(new String[] {"duel", "--rules", rules, "--seed", "3"});
    all.add(new String[] {"play", "--rules", rules, "--seed", "3", "--hot-seat"});
    return all;
  }

  private static String run(String[] args, Locale locale) {
    Locale saved = Locale.getDefault();
    Locale savedFormat = Locale.getDefault(Locale.Category.FORMAT);
    Locale savedDisplay = Locale.getDefault(Locale.Category.DISPLAY);
    try {
      Locale.setDefault(locale);
      StringWriter out = new StringWriter();
      StringWriter err = new StringWriter();
      String input = "1\n1.1\n".repeat(200);
      int status =
          DogfightCommand.run(
              args,
              new BufferedReader(new StringReader(input)),
              new PrintWriter(out),
              new PrintWriter(err));
      assertThat(status).as(String.join(" ", args) + ": " + err).isZero();
      return out + err.toString();
    } finally {
      Locale.setDefault(saved);
      Locale.setDefault(Locale.Category.FORMAT, savedFormat);
      Locale.setDefault(Locale.Category.DISPLAY, savedDisplay);
    }
  }

  private static void assertSameBytes(List<String[]> commands) {
    for (String[] args : commands) {
      String root = run(args, Locale.ROOT);
      for (Locale other : OTHERS) {
        assertThat(run(args, other))
            .as("dogfight " + String.join(" ", args) + " under " + other.toLanguageTag())
            .isEqualTo(root);
      }
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"squadron", "dogfite", "wildblue"})
  void theSameBytesUnderArabicAndGermanDefaultLocales(String rules) {
    assertSameBytes(commands(rules));
  }

  /** Check Your 6!: the command line's own figures (odds, simulate tallies). */
  @Test
  void checkYourSixOddsAndSimulateGiveTheSameBytes() {
    assertSameBytes(
        commands("cy6").stream()
            .filter(a -> a[0].equals("odds") || a[0].equals("simulate"))
            .toList());
  }

  /**
   * Check Your 6!: duel and play print the rule set's own text (its map rows), which the cy6-rules
   * part of issue 27 formats with {@code Locale.ROOT}; enabled once that is merged.
   */
  @Test
  void checkYourSixDuelAndPlayGiveTheSameBytes() {
    assertSameBytes(
        commands("cy6").stream().filter(a -> a[0].equals("duel") || a[0].equals("play")).toList());
  }
}
