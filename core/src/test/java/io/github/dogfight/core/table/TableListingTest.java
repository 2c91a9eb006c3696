package io.github.dogfight.core.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TableListingTest {
  @Test
  void listsNameCitationLabelsAndCellsAsWritten() throws IOException {
    RuleTable<String, Integer> robustness = TableTest.robustness();
    TableListing t = TableListing.patchable(robustness);
    assertThat(t.name()).isEqualTo("robustness");
    assertThat(t.citation()).hasToString("002_797368bde0db2dcc.txt, ROBUSTNESS TABLE (B4.2.3)");
    assertThat(t.rowTitle()).isEqualTo("Target robustness");
    assertThat(t.rowLabels()).containsExactly("R0", "R1", "R2", "R3", "R4");
    assertThat(t.columnTitle()).isEqualTo("Attacking firepower (total)");
    assertThat(t.columnLabels())
        .containsExactly("<1", "1-2", "3-5", "6-10", "11-15", "16-20", "21-25", "26-30", "31+");
    assertThat(t.cells().get(0)).containsExactly("5", "6", "7", "8", "9", "10", "11", "12", "12");
    assertThat(t.cell("R3", "<1")).isEqualTo("-");
    assertThat(t.cell("R2", "6-10")).isEqualTo("6");
    assertThat(t.patchable()).isTrue();
    assertThat(TableListing.readOnly(robustness).patchable()).isFalse();
    assertThat(t.size()).isEqualTo("5x9");
  }

  @Test
  void everyCellReadsBackAsTheSameCell() throws IOException {
    RuleTable<String, Integer> robustness = TableTest.robustness();
    TableListing t = TableListing.patchable(robustness);
    for (String r : t.rowLabels()) {
      for (String c : t.columnLabels()) {
        assertThat(robustness.withCellAt(r, c, Cell.parse(t.cell(r, c)))).isEqualTo(robustness);
      }
    }
  }

  @Test
  void aPatchedTableListsItsNewCell() throws IOException {
    RuleTable<String, Integer> patched =
        TableTest.robustness().withCellAt("R0", "31+", Cell.parse("4+"));
    assertThat(TableListing.patchable(patched).cell("R0", "31+")).isEqualTo("4+");
  }

  @Test
  void anUnknownLabelIsRefusedListingTheLabels() throws IOException {
    TableListing t = TableListing.patchable(TableTest.robustness());
    assertThatThrownBy(() -> t.cell("R9", "1-2"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("robustness: no row 'R9'; rows: R0, R1, R2, R3, R4");
    assertThatThrownBy(() -> t.cell("R0", "2"))
        .hasMessageContaining("no column '2'; columns: <1, 1-2, 3-5");
  }

  @Test
  void isImmutableAndChecksItsShape() {
    Citation c = new Citation("000_e2a400c171fcfea3.txt", "STRESS");
    List<List<String>> cells = new ArrayList<>();
    cells.add(new ArrayList<>(List.of("1", "2")));
    TableListing t =
        new TableListing("t", c, "", List.of("a"), "", List.of("x", "y"), cells, false);
    cells.get(0).set(0, "9");
    assertThat(t.cell("a", "x")).isEqualTo("1");
    assertThatThrownBy(() -> t.cells().get(0).set(0, "9"))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(
            () -> new TableListing("t", c, "", List.of("a"), "", List.of("x"), cells, false))
        .hasMessage("t: row a has 2 cells for 1 columns");
    assertThatThrownBy(
            () ->
                new TableListing("t", c, "", List.of("a", "b"), "", List.of("x", "y"), cells, true))
        .hasMessage("t: 2 rows but 1 rows of cells");
    assertThatThrownBy(
            () -> new TableListing(" ", c, "", List.of("a"), "", List.of("x", "y"), cells, true))
        .hasMessage("a table listing names its table");
    assertThatThrownBy(
            () -> new TableListing("t", c, "", List.of(), "", List.of("x"), List.of(), true))
        .hasMessage("t: a table has at least one row and one column");
  }

  @Test
  void thePatchSyntaxNamesTheCellGrammar() {
    assertThat(TableListing.PATCH_SYNTAX).contains("4+", "auto", "- (no entry)", "labels");
  }
}
