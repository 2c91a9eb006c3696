package io.github.dogfight.wildblue;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.testkit.TableListingCheck;
import org.junit.jupiter.api.Test;

/** The Wild Blue keeps no tables as data files: it lists none and patches none. */
class TableListingTest {
  @Test
  void listsNoTables() {
    WildBlueRules rules = new WildBlueRules();
    assertThat(rules.tableListings()).isEmpty();
    assertThat(TableListingCheck.assertSound(rules, 1L).tables()).isZero();
  }
}
