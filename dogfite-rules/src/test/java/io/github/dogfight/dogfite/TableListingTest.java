package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.table.TableListing;
import io.github.dogfight.testkit.TableListingCheck;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The tables as listed ({@link DogfiteRules#tableListings()}) are the tables the engine uses: every
 * listed cell patched back changes nothing, a patch shows in the listing, and the card activation's
 * tables are listed for reference only.
 */
class TableListingTest {
  @Test
  void theListingIsTheEnginesTables() {
    TableListingCheck.Report report = TableListingCheck.assertSound(new DogfiteRules(), 1L);
    assertThat(report.tables()).isEqualTo(14);
    assertThat(report.changesShown()).isEqualTo(12);
    assertThat(report.cellsPatched()).isGreaterThan(100);
    assertThat(report.events()).isPositive();
  }

  @Test
  void listsTheTwelveSeedTablesPatchableThenTheCardTables() {
    List<TableListing> listings = new DogfiteRules().tableListings();
    assertThat(listings.stream().filter(TableListing::patchable).map(TableListing::name))
        .containsExactlyElementsOf(new DogfiteRules().patchableTables());
    assertThat(listings.subList(12, 14))
        .extracting(TableListing::name, TableListing::patchable)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("pilot cards", false),
            org.assertj.core.groups.Tuple.tuple("gunner cards", false));
    TableListing maneuvers = listings.get(0);
    assertThat(maneuvers.name()).isEqualTo(DogfiteTables.MANEUVERS);
    assertThat(maneuvers.citation())
        .hasToString("000_e2a400c171fcfea3.txt, FACING CHANGES / STAY-IN-HEX");
    assertThat(maneuvers.rowLabels())
        .containsExactly("facing 1", "facing 2", "facing 3", "stay in hex");
    assertThat(maneuvers.cell("facing 3", "12")).isEqualTo("X");
    assertThat(maneuvers.cell("facing 1", "1")).isEqualTo("auto");
  }

  @Test
  void theCardActivationKeepsTheListing() {
    assertThat(new DogfiteRules().withActivation(CardActivation.NAME).tableListings())
        .isEqualTo(new DogfiteRules().tableListings());
  }

  @Test
  void aPatchFromTheSweepExampleShowsInTheListing() {
    DogfiteRules easy = new DogfiteRules().withTablePatch("move / maneuver", "facing 3", "12", "3");
    assertThat(easy.tableListings().get(0).cell("facing 3", "12")).isEqualTo("3");
  }
}
