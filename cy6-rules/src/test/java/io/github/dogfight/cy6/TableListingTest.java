package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.table.TableListing;
import io.github.dogfight.testkit.TableListingCheck;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The tables as listed ({@link Cy6Rules#tableListings()}) are the tables the engine uses: every
 * listed cell patched back changes nothing, a patch shows in the listing, and the card activation's
 * tables are listed for reference only.
 */
class TableListingTest {
  @Test
  void theListingIsTheEnginesTables() {
    Cy6Rules rules = new Cy6Rules();
    TableListingCheck.Report report = TableListingCheck.assertSound(rules, 1L);
    assertThat(report.tables()).isEqualTo(rules.patchableTables().size() + 2);
    assertThat(report.changesShown()).isPositive();
    assertThat(report.cellsPatched()).isGreaterThan(100);
    assertThat(report.events()).isPositive();
  }

  @Test
  void listsTheSeedTablesPatchableThenTheCardTables() {
    Cy6Rules rules = new Cy6Rules();
    List<TableListing> listings = rules.tableListings();
    assertThat(listings.stream().filter(TableListing::patchable).map(TableListing::name))
        .containsExactlyElementsOf(rules.patchableTables());
    assertThat(listings.stream().filter(t -> !t.patchable()).map(TableListing::name))
        .containsExactly("pilot cards", "gunner cards");
    TableListing robustness =
        listings.stream().filter(t -> t.name().equals("robustness")).findFirst().orElseThrow();
    assertThat(robustness.citation().source()).isEqualTo("002_797368bde0db2dcc.txt");
    assertThat(robustness.rowLabels()).contains("R0", "R4");
  }

  @Test
  void aPatchShowsInTheListing() {
    Cy6Rules rules = new Cy6Rules();
    TableListing shifts =
        rules.tableListings().stream()
            .filter(t -> t.name().equals("column shifts"))
            .findFirst()
            .orElseThrow();
    String row = shifts.rowLabels().get(0);
    String column = shifts.columnLabels().get(0);
    assertThat(rules.withTablePatch("column shifts", row, column, "+1").tableListings())
        .filteredOn(t -> t.name().equals("column shifts"))
        .first()
        .extracting(t -> t.cell(row, column))
        .isEqualTo("1");
  }
}
