package io.github.dogfight.squadron;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.testkit.TableListingCheck;
import org.junit.jupiter.api.Test;

/** The squadron phase keeps no tables as data files: it lists none and patches none. */
class TableListingTest {
  @Test
  void listsNoTables() {
    SquadronRules rules = new SquadronRules();
    assertThat(rules.tableListings()).isEmpty();
    assertThat(TableListingCheck.assertSound(rules, 1L).tables()).isZero();
  }
}
