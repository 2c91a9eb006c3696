package io.github.dogfight.core.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.catalog.CatalogException;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

class TableTest {
  /** Rules 002's robustness table, as a table file. */
  static final String ROBUSTNESS =
      """
      # Check Your 6! robustness table
      table:   robustness
      source:  002_797368bde0db2dcc.txt
      section: ROBUSTNESS TABLE (B4.2.3)
      rows:    labels Target robustness
      columns: bands clamp Attacking firepower (total)
      shifts:  clamp
      T  | <1 | 1-2 | 3-5 | 6-10 | 11-15 | 16-20 | 21-25 | 26-30 | 31+
      R0 | 5  | 6   | 7   | 8    | 9     | 10    | 11    | 12    | 12
      R1 | 4  | 5   | 6   | 7    | 8     | 9     | 10    | 11    | 12
      R2 | 3  | 4   | 5   | 6    | 7     | 8     | 9     | 10    | 11
      R3 | -  | 3   | 4   | 5    | 6     | 7     | 8     | 9     | 10
      R4 | -  | -   | 3   | 4    | 5     | 6     | 7     | 8     | 9
      """;

  static RuleTable<String, Integer> robustness() throws IOException {
    return TableReader.read(
        "robustness.txt", new StringReader(ROBUSTNESS), String.class, Integer.class);
  }

  @Test
  void looksUpBandedColumnsAndLabelledRows() throws IOException {
    RuleTable<String, Integer> t = robustness();
    assertThat(t.name()).isEqualTo("robustness");
    assertThat(t.citation()).hasToString("002_797368bde0db2dcc.txt, ROBUSTNESS TABLE (B4.2.3)");
    assertThat(t.cell("R0", 0)).isEqualTo(new Cell.Value(5));
    assertThat(t.cell("R0", -7)).isEqualTo(new Cell.Value(5)); // <1 takes every value below 1
    assertThat(t.cell("R2", 7)).isEqualTo(new Cell.Value(6));
    assertThat(t.cell("R4", 31)).isEqualTo(new Cell.Value(9));
    assertThat(t.cell("R4", 900)).isEqualTo(new Cell.Value(9));
    assertThat(t.cell("R3", 0).isBlank()).isTrue();
    assertThat(t.cellAt("R4", "1-2")).isEqualTo(new Cell.Blank());
  }

  @Test
  void shiftsAddUpAndClampAtTheEnds() throws IOException {
    RuleTable<String, Integer> t = robustness();
    // Point blank and a special weapon: two shifts right; firepower 7 (6-10) reads 16-20.
    Shift twoRight = Shift.right(1).plus(Shift.right(1));
    assertThat(t.cell("R2", 7, twoRight)).isEqualTo(new Cell.Value(8));
    assertThat(t.cell("R2", 7, twoRight.plus(Shift.left(1)))).isEqualTo(new Cell.Value(7));
    assertThat(t.cell("R2", 7, Shift.right(40))).isEqualTo(new Cell.Value(11));
    assertThat(t.cell("R2", 7, Shift.left(40))).isEqualTo(new Cell.Value(3));
    assertThat(Shift.left(2)).hasToString("left 2");
  }

  @Test
  void refusingTablesNameTheTableAxisAndValue() throws IOException {
    String text =
        ROBUSTNESS
            .replace("columns: bands clamp", "columns: bands refuse")
            .replace("shifts:  clamp", "shifts:  refuse")
            .replace("<1 |", "0 |")
            .replace("31+", "31-40");
    RuleTable<String, Integer> t =
        TableReader.read("r.txt", new StringReader(text), String.class, Integer.class);
    assertThatThrownBy(() -> t.cell("R0", 41))
        .isInstanceOf(TableLookupException.class)
        .hasMessage(
            "robustness (002_797368bde0db2dcc.txt, ROBUSTNESS TABLE (B4.2.3)): column (Attacking"
                + " firepower (total)) 41 lies beyond the bands 0, 1-2, 3-5, 6-10, 11-15, 16-20,"
                + " 21-25, 26-30, 31-40");
    assertThatThrownBy(() -> t.cell("R0", 35, Shift.right(1)))
        .hasMessageContaining("column 31-40 shifted right 1 runs past the last column");
    assertThatThrownBy(() -> t.cell("R9", 3))
        .hasMessageContaining("row (Target robustness) R9 is not one of R0, R1, R2, R3, R4");
  }

  @Test
  void gapsBetweenBandsAreRefusedEvenWhenClamping() {
    RuleTable<Integer, String> t =
        RuleTable.of(
            "gappy",
            new Citation("test", ""),
            Bands.of("speed", Ends.CLAMP, "1-2", "5-6"),
            Labels.of("", "value"),
            Ends.CLAMP,
            java.util.List.of(
                java.util.List.of(Cell.parse("a")), java.util.List.of(Cell.parse("b"))));
    assertThat(t.cell(0)).isEqualTo(Cell.parse("a"));
    assertThat(t.cell(9)).isEqualTo(Cell.parse("b"));
    assertThatThrownBy(() -> t.cell(3)).hasMessageContaining("3 falls between the bands 1-2, 5-6");
  }

  @Test
  void patchesMakeVariantsAndLeaveTheOriginal() throws IOException {
    RuleTable<String, Integer> t = robustness();
    RuleTable<String, Integer> v = t.with("R0", 40, Cell.parse("11"));
    assertThat(v.cell("R0", 40)).isEqualTo(new Cell.Value(11));
    assertThat(t.cell("R0", 40)).isEqualTo(new Cell.Value(12));
    assertThat(t.withCellAt("R3", "<1", Cell.parse("2")).cell("R3", 0))
        .isEqualTo(new Cell.Value(2));
    assertThat(v).isNotEqualTo(t);
  }

  @Test
  void theTextFormRoundTrips() throws IOException {
    RuleTable<String, Integer> t = robustness();
    assertThat(
            TableReader.read(
                "again.txt", new StringReader(t.toText()), String.class, Integer.class))
        .isEqualTo(t);
  }

  @Test
  void cellsHaveASmallGrammar() {
    assertThat(Cell.parse("7")).isEqualTo(new Cell.Value(7));
    assertThat(Cell.parse("+1")).isEqualTo(new Cell.Value(1));
    assertThat(Cell.parse("-2")).isEqualTo(new Cell.Value(-2));
    assertThat(Cell.parse("4+")).isEqualTo(new Cell.AtLeast(4));
    assertThat(((Cell.AtLeast) Cell.parse("4+")).metBy(4)).isTrue();
    assertThat(Cell.parse("auto")).isEqualTo(new Cell.Auto());
    assertThat(Cell.parse("-")).isEqualTo(new Cell.Blank());
    Cell gun =
        Cell.parse("Gunsight Destroyed + *O + *B - Aircraft must fire with a -2 to-hit modifier");
    assertThat(gun).isInstanceOf(Cell.Effect.class);
    assertThat(gun.codes()).containsExactly("*O", "*B");
    assertThat(Cell.parse("4+").number()).hasValue(4);
    assertThat(Cell.parse("auto").number()).isEmpty();
    assertThatThrownBy(() -> Cell.parse("  ")).hasMessageContaining("write - for no entry");
  }

  @Test
  void bandLabelsCoverTheSeedsSpellings() {
    Bands b = Bands.of("Awareness", Ends.REFUSE, "Up to 7", "8-14", "15-17", "18 +");
    assertThat(b.find(-3)).hasValue(0);
    assertThat(b.find(15)).hasValue(2);
    assertThat(b.find(40)).hasValue(3);
    Bands c = Bands.of("x", Ends.REFUSE, "<=0", "1", ">1");
    assertThat(c.find(1)).hasValue(1);
    assertThat(c.find(2)).hasValue(2);
    assertThat(Bands.of("x", Ends.REFUSE, ">=3").find(3)).hasValue(0);
    assertThatThrownBy(() -> Bands.of("x", Ends.CLAMP, "1-5", "5-8"))
        .hasMessageContaining("band '5-8' does not lie above band '1-5'");
    assertThatThrownBy(() -> Bands.of("x", Ends.CLAMP, "many")).hasMessageContaining("not a band");
    assertThatThrownBy(() -> Bands.of("x", Ends.CLAMP, "5-1")).hasMessageContaining("backwards");
  }

  @Test
  void refusedShiftsNameTheEndTheyRunPast() throws IOException {
    RuleTable<String, Integer> t =
        TableReader.read(
            "refusing.txt",
            new StringReader(ROBUSTNESS.replace("shifts:  clamp", "shifts:  refuse")),
            String.class,
            Integer.class);
    assertThat(t.shiftEnds()).isEqualTo(Ends.REFUSE);
    assertThat(robustness().shiftEnds()).isEqualTo(Ends.CLAMP);
    // 26-30 shifted right once is 31+, the last column; once more runs past it.
    assertThat(t.cell("R4", 27, Shift.right(1))).isEqualTo(new Cell.Value(9));
    assertThatThrownBy(() -> t.cell("R4", 31, Shift.right(1)))
        .isInstanceOfSatisfying(
            TableLookupException.class,
            e -> {
              assertThat(e.table()).isEqualTo("robustness");
              assertThat(e.axis()).isEqualTo("column");
              assertThat(e.value()).isEqualTo("31+ shifted right 1");
            })
        .hasMessage(
            "robustness (002_797368bde0db2dcc.txt, ROBUSTNESS TABLE (B4.2.3)): column 31+ shifted"
                + " right 1 runs past the last column");
    assertThat(t.cell("R2", 1, Shift.left(1))).isEqualTo(new Cell.Value(3));
    assertThatThrownBy(() -> t.cell("R2", 0, Shift.left(1)))
        .hasMessageEndingWith("column <1 shifted left 1 runs past the first column");
  }

  @Test
  void aTableIsAValueWithItsAxesAndCitation() throws IOException {
    RuleTable<String, Integer> t = robustness();
    assertThat(t.rows().labels()).containsExactly("R0", "R1", "R2", "R3", "R4");
    assertThat(t.rows().title()).isEqualTo("Target robustness");
    assertThat(t.columns().title()).isEqualTo("Attacking firepower (total)");
    assertThat(t.columns().labels()).hasSize(9);
    assertThat(t).isEqualTo(robustness()).hasSameHashCodeAs(robustness());
    assertThat(t.toString())
        .isEqualTo("RuleTable[robustness (002_797368bde0db2dcc.txt, ROBUSTNESS TABLE (B4.2.3))]");
    Citation other = new Citation("house rules", "page 2");
    RuleTable<String, Integer> cited = t.citing(other);
    assertThat(cited.citation()).isEqualTo(other);
    assertThat(cited.cell("R2", 7)).isEqualTo(t.cell("R2", 7));
    assertThat(cited).isNotEqualTo(t);
    assertThat(cited.hashCode()).isNotEqualTo(t.hashCode());
  }

  @Test
  void untitledAxesReadAndWriteADash() throws IOException {
    String text =
        """
        table: plain
        source: test
        section: s
        rows: labels
        columns: bands refuse
        shifts: refuse
        - | 1-2 | 3+
        a | 1 | 2+
        b | auto | -
        """;
    RuleTable<String, Integer> t =
        TableReader.read("plain.txt", new StringReader(text), String.class, Integer.class);
    assertThat(t.rows().title()).isEmpty();
    assertThat(t.columns().title()).isEmpty();
    assertThat(t.toText()).contains("\n- | 1-2 | 3+\n", "\na | 1 | 2+\n", "\nb | auto | -\n");
    assertThat(
            TableReader.read(
                "again.txt", new StringReader(t.toText()), String.class, Integer.class))
        .isEqualTo(t);
    assertThatThrownBy(
            () -> TableReader.readResource("missing.txt", null, String.class, Integer.class))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("table resource missing.txt is missing");
  }

  @Test
  void cellsReadTheirNumbersAndText() {
    Cell.AtLeast four = new Cell.AtLeast(4);
    assertThat(four.metBy(3)).isFalse();
    assertThat(four.metBy(4)).isTrue();
    assertThat(four.text()).isEqualTo("4+");
    assertThat(new Cell.Value(7).number()).hasValue(7);
    assertThat(new Cell.Value(7).text()).isEqualTo("7");
    assertThat(new Cell.Value(7).isBlank()).isFalse();
    assertThat(new Cell.Auto().text()).isEqualTo("auto");
    assertThat(new Cell.Auto().isBlank()).isFalse();
    assertThat(new Cell.Blank().text()).isEqualTo("-");
    assertThat(new Cell.Blank().isBlank()).isTrue();
  }

  @Test
  void anOpenBoundsOwnValueLiesBeyondTheBand() {
    // ">5" does not hold 5: 5 is below the band, so clamping reads the first band and refusing
    // says it lies beyond the bands (not between them).
    Bands above = Bands.of("x", Ends.CLAMP, ">5");
    assertThat(above.find(5)).hasValue(0);
    assertThat(above.find(6)).hasValue(0);
    assertThat(Bands.of("x", Ends.CLAMP, "<5").find(5)).hasValue(0);
    Bands refuse = Bands.of("x", Ends.REFUSE, ">5");
    assertThat(refuse.find(5)).isEmpty();
    assertThat(refuse.whyNot(5)).isEqualTo("lies beyond the bands >5");
    assertThat(Bands.of("x", Ends.REFUSE, "<5").whyNot(5)).isEqualTo("lies beyond the bands <5");
    Bands closed = Bands.of("x", Ends.REFUSE, "1-2", "4-5");
    assertThat(closed.whyNot(0)).isEqualTo("lies beyond the bands 1-2, 4-5");
    assertThat(closed.whyNot(3)).isEqualTo("falls between the bands 1-2, 4-5");
    assertThat(closed.whyNot(6)).isEqualTo("lies beyond the bands 1-2, 4-5");
  }

  @Test
  void bandsMustRiseWithoutOverlapOpenBoundsCountingRight() {
    assertThat(Bands.of("x", Ends.REFUSE, "5-5").find(5)).hasValue(0);
    assertThat(Bands.of("x", Ends.REFUSE, "<3", "3").find(3)).hasValue(1);
    assertThat(Bands.of("x", Ends.REFUSE, "3", ">3").find(4)).hasValue(1);
    assertThatThrownBy(() -> Bands.of("x", Ends.REFUSE, "<=3", "3"))
        .hasMessage("band '3' does not lie above band '<=3'");
    assertThatThrownBy(() -> Bands.of("x", Ends.REFUSE, "3+", "5"))
        .hasMessage("band '5' does not lie above band '3+'");
    assertThatThrownBy(() -> Bands.of("x", Ends.REFUSE, "3", "<5"))
        .hasMessage("band '<5' does not lie above band '3'");
    assertThatThrownBy(() -> Bands.of("x", Ends.REFUSE, List.of()))
        .hasMessage("an axis has at least one band");
  }

  @Test
  void bandsAreValuesWithTheirEnds() {
    Bands b = Bands.of("speed", Ends.CLAMP, "1-2", "3+");
    assertThat(b.ends()).isEqualTo(Ends.CLAMP);
    assertThat(b).isEqualTo(Bands.of("speed", Ends.CLAMP, List.of(" 1-2", "3+ ")));
    assertThat(b).hasSameHashCodeAs(Bands.of("speed", Ends.CLAMP, "1-2", "3+"));
    assertThat(b).isNotEqualTo(Bands.of("speed", Ends.REFUSE, "1-2", "3+"));
    assertThat(b).isNotEqualTo(Bands.of("pace", Ends.CLAMP, "1-2", "3+"));
    assertThat(b).isNotEqualTo(Bands.of("speed", Ends.CLAMP, "1-2", "4+"));
    assertThat(b.hashCode()).isNotEqualTo(Bands.of("speed", Ends.REFUSE, "1-2", "3+").hashCode());
    assertThat(b.toString()).isEqualTo("Bands[speed: 1-2, 3+; CLAMP]");
    assertThat(b.header()).isEqualTo("bands clamp speed");
  }

  @Test
  void malformedFilesNameTheFileLineAndField() {
    assertFails(ROBUSTNESS.replace("table:   robustness\n", ""), 13, "table", "is missing");
    assertFails(ROBUSTNESS.replace("3-5 |", "3-5x |"), 6, "columns", "'3-5x' is not a band");
    assertFails(
        ROBUSTNESS.replace("R2 | 3  | 4   |", "R2 | 3  |"), 11, "column 31+", "expected 10 fields");
    assertFails(
        ROBUSTNESS.replace("R1 | 4  |", "R1 |   |"), 10, "cell R1 / <1", "write - for no entry");
    assertFails(
        ROBUSTNESS.replace("rows:    labels", "rows:    bands clamp"),
        5,
        "rows",
        "are bands, looked up by Integer, not String");
    assertThatThrownBy(
            () ->
                TableReader.read(
                    "r.txt",
                    new StringReader(ROBUSTNESS.replace("rows:    labels", "rows:    bands clamp")),
                    Integer.class,
                    Integer.class))
        .hasMessage(
            "r.txt:5: field 'rows': 'R0' is not a band (write <N, <=N, Up to N, N-M, N, N+ or"
                + " >N)");
    assertFails(
        ROBUSTNESS.replace("columns: bands clamp", "columns: bands sometimes"),
        6,
        "columns",
        "'sometimes' is not an end rule");
    assertFails(
        ROBUSTNESS.replace("rows:    labels", "rows:    heaps"),
        5,
        "rows",
        "'heaps' is not an axis kind");
    assertFails(ROBUSTNESS.replace("R3 | -", "R0 | -"), 5, "rows", "label 'R0' appears twice");
    assertFails(ROBUSTNESS.replace("shifts:  clamp", "table: again"), 7, "table", "is given twice");
    assertFails(ROBUSTNESS + "just words\n", 14, "line", "expected a row of cells");
    assertThatThrownBy(
            () ->
                TableReader.read(
                    "r.txt", new StringReader(ROBUSTNESS), Integer.class, Integer.class))
        .isInstanceOf(CatalogException.class)
        .hasMessage("r.txt:5: field 'rows': are labels, looked up by String, not Integer");
  }

  private static void assertFails(String text, int line, String field, String problem) {
    assertThatThrownBy(
            () -> TableReader.read("r.txt", new StringReader(text), String.class, Integer.class))
        .isInstanceOf(CatalogException.class)
        .hasMessageStartingWith("r.txt:" + line + ": field '" + field + "': ")
        .hasMessageContaining(problem);
  }
}
