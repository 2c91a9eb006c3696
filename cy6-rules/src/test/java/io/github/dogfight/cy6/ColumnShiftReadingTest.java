package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalInt;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * "Column Shift - Right- Pt. Blank/Close/Short Range, Special Weapon (cumulative); Left- Long
 * Range, Special Armor (cumulative)" (rules 002, B4.2.3). Read here as graded, the closer the more
 * columns (Short 1, Close 2, Point Blank 3); the other reading, one column right at any of the
 * three, is the README's table patch. Four HMGs at an R2 target with firepower 7 (column 6-10, 6+).
 */
class ColumnShiftReadingTest {
  /** The README's patch: one column right for Point Blank, Close and Short alike. */
  static Cy6Tables oneColumnForAnyCloseRange() {
    return Cy6Tables.standard()
        .patched("column shifts", "Point Blank", "Columns", "+1")
        .patched("column shifts", "Close", "Columns", "+1")
        .patched("column shifts", "Short", "Columns", "+1");
  }

  private static int damageNumber(Cy6Tables tables, int range) {
    AirToAir fire = new AirToAir(tables);
    AirAttack a =
        AirAttack.builder().guns(Gun.parseMix("4xHMG")).range(range).targetRobustness(2).build();
    OptionalInt n = tables.damageNumber(2, 7, fire.columnShift(a));
    return n.orElseThrow();
  }

  @ParameterizedTest(name = "range {0}: graded {1}, one column {2}")
  @CsvSource({
    "1, 9, 7", // Point Blank: 6-10 three right to 21-25 (9), or one to 11-15 (7)
    "2, 8, 7", // Close: two right to 16-20 (8), or one
    "3, 7, 7", // Short: one right either way
    "4, 6, 6", // Medium: no shift
    "7, 5, 5" // Long: one left to 3-5 (5)
  })
  void rangeShiftsGradedAndTheOtherReading(int range, int graded, int oneColumn) {
    assertThat(damageNumber(Cy6Tables.standard(), range)).isEqualTo(graded);
    assertThat(damageNumber(oneColumnForAnyCloseRange(), range)).isEqualTo(oneColumn);
  }

  @ParameterizedTest(name = "{0}: graded {1}, patched {2}")
  @CsvSource({"Point Blank, 3, 1", "Close, 2, 1", "Short, 1, 1", "Medium, 0, 0", "Long, -1, -1"})
  void theTableCounts(String band, int graded, int patched) {
    assertThat(Cy6Tables.standard().columnShift(band)).isEqualTo(graded);
    assertThat(oneColumnForAnyCloseRange().columnShift(band)).isEqualTo(patched);
  }
}
