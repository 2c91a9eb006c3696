package io.github.dogfight.core.dice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.odds.OddsLimitException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DiceNotationTest {
  @ParameterizedTest
  @CsvSource(
      delimiter = ';',
      value = {
        "2d6; 2d6",
        "d6; 1d6",
        "2D6 + 3; 2d6+3",
        "2d6-10; 2d6-10",
        "-1d6; -1d6",
        "+4; 4",
        "3d6!; 3d6!",
        "3d6!{6}; 3d6!",
        "2d8!>=6; 2d8!{6,7,8}",
        "2d8!{5-6}^3; 2d8!{5,6}^3",
        "1d10(0); 1d10(0)",
        "6d6(-); 6d6(-)",
        "2d20kl1; 2d20kl1",
        "4d6kh3; 4d6kh3",
        "10d10>=8; 10d10s{8,9,10}",
        "14d6s{1,6}!{6}; 14d6s{1,6}!",
        "14d6 ! s{1,6}; 14d6s{1,6}!",
        "3d6s{6} vs 2d6s{6}; 3d6s{6} vs 2d6s{6}",
        "dbl(2d6); dbl(2d6)",
        "dbl( 2d6 , -1 ); dbl(2d6,-1)",
        "dbl(2d6,+-1); dbl(2d6,+-1)",
        "rolloff(3); rolloff(3)",
        "1d4+1d6+1d8-2; 1d4+1d6+1d8-2",
        "' 2d6 vs -1 '; 2d6 vs -1",
        "2d20kh 1; 2d20kh1",
        "rolloff( 3 ); rolloff(3)",
        "3d6s{ 1 , 6 }; 3d6s{1,6}",
        "1d2; 1d2",
        "1d64; 1d64",
        "2d6!^1; 2d6!^1",
        "2d6!^100; 2d6!^100",
        "2d6>=6; 2d6s{6}",
        "2d6>=1; 2d6s{1,2,3,4,5,6}",
        "999999; 999999",
      })
  void parsesIntoCanonicalNotation(String input, String canonical) {
    DiceExpression e = DiceNotation.parse(input);
    assertThat(e.notation()).isEqualTo(canonical);
    assertThat(DiceNotation.parse(canonical)).isEqualTo(e);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = ';',
      quoteCharacter = '"',
      value = {
        "2d; 3; a number of sides after 'd'",
        "2x6; 2; '+', '-', 'vs' or the end",
        "; 1; a number, dice such as 2d6",
        "2d6+; 5; a number, dice such as 2d6",
        "2d1; 3; 2 to 1000 sides",
        "2d6s{7}; 6; faces within 1 to 6",
        "2d6s{1; 7; '}'",
        "2d6!^0; 6; an explosion depth cap of 1 to 100",
        "2d6!>=9; 7; a face from 1 to 6",
        "dbl(3d6); 5; 2d6 inside dbl",
        "dbl(2d6,+2); 9; a pip adjustment",
        "rolloff(1); 11; 2 to 64 contestants",
        "2d6kh3; 1; a valid dice term (keep must be 1..2",
        "2d6kh1kl1; 7; at most one keep modifier",
        "2d6s{1}s{2}; 8; at most one success modifier",
        "2d6!!; 5; at most one explosion modifier",
        "2d6 vs 1d6 vs 1d6; 12; '+', '-', 'vs' or the end",
        "9999999d6; 1; a number below 1000000",
        "1000000; 1; a number below 1000000",
        "2d1001; 3; 2 to 1000 sides",
        "2d6!^101; 6; an explosion depth cap of 1 to 100",
        "2d6>=0; 6; a face from 1 to 6",
        "2d6>=7; 6; a face from 1 to 6",
        "2d6s{ 9}; 7; faces within 1 to 6",
        "2d6s{3-2}; 6; faces within 1 to 6",
      })
  void errorsSayWhatWasExpectedWhere(String input, int character, String expected) {
    String text = input == null ? "" : input;
    assertThatThrownBy(() -> DiceNotation.parse(text))
        .isInstanceOfSatisfying(
            DiceNotationException.class,
            e -> {
              assertThat(e.position() + 1).isEqualTo(character);
              assertThat(e.input()).isEqualTo(text);
              assertThat(e.expected()).isNotBlank();
            })
        .hasMessageContaining("expected " + expected)
        .hasMessageContaining("at character " + character);
  }

  /** Fuzz finding: keep-highest/lowest pools over the enumeration limit failed untyped. */
  @ParameterizedTest
  @CsvSource({"22d20kl1, 244662670200", "1000d6kh1, 8459043543951"})
  void poolsTooLargeForExactOddsFailWithTheLimit(String text, String combinations) {
    assertThatThrownBy(() -> DiceNotation.parse(text).distribution())
        .isInstanceOf(OddsLimitException.class)
        .hasMessageContaining("would enumerate " + combinations + " dice combinations")
        .hasMessageContaining("limit 200000");
  }
}
