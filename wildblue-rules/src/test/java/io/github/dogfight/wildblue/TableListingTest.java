package io.github.dogfight.wildblue;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.table.TableListing;
import io.github.dogfight.testkit.TableListingCheck;
import org.junit.jupiter.api.Test;

/**
 * The Wild Blue keeps its figures in Java, not in table files: it lists the stunts for reference
 * and patches nothing.
 */
class TableListingTest {
  @Test
  void listsTheStuntsForReferenceAndPatchesNothing() {
    WildBlueRules rules = new WildBlueRules();
    TableListingCheck.Report report = TableListingCheck.assertSound(rules, 1L);
    assertThat(report.tables()).isEqualTo(1);
    assertThat(report.cellsPatched()).isZero();
    TableListing stunts = rules.tableListings().get(0);
    assertThat(stunts.name()).isEqualTo("stunts");
    assertThat(stunts.patchable()).isFalse();
    assertThat(stunts.citation())
        .hasToString("001_8847a9d961414690.txt, MANEUVERABILITY AND STUNTS");
    assertThat(stunts.rowLabels()).hasSize(Stunt.values().length).contains("Tailslide", "Split S");
    assertThat(stunts.cell("Tailslide", "penalty")).isEqualTo("10");
    assertThat(stunts.cell("Split S", "when")).isEqualTo("start of turn");
    assertThat(stunts.cell("Spin", "prerequisite")).isEqualTo("An enemy is rolling damage");
  }
}
