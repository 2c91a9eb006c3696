package io.github.dogfight.cards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Rules 004's tables, cell by cell. */
class CardTablesTest {
  @ParameterizedTest
  @CsvSource({
    // "Up to 7: 1, 8-14: 2, 15-16: 3, 17-18: 4, 19-20: 5, 21-23: 6, 24-26: 7, 27+: 8"
    "0, 1",
    "7, 1",
    "8, 2",
    "14, 2",
    "15, 3",
    "16, 3",
    "17, 4",
    "18, 4",
    "19, 5",
    "20, 5",
    "21, 6",
    "23, 6",
    "24, 7",
    "26, 7",
    "27, 8",
    "40, 8",
  })
  void pilotCards(int awareness, int cards) {
    assertThat(CardTables.pilotCards(awareness)).isEqualTo(cards);
    assertThat(CardTables.baseCards(AssetKind.PILOT, awareness)).isEqualTo(cards);
  }

  @ParameterizedTest
  @CsvSource({
    // "Up to 7: 1, 8-14: 2, 15-17: 3, 18 +: 4"
    "3, 1",
    "7, 1",
    "8, 2",
    "14, 2",
    "15, 3",
    "17, 3",
    "18, 4",
    "30, 4",
  })
  void gunnerCards(int awareness, int cards) {
    assertThat(CardTables.gunnerCards(awareness)).isEqualTo(cards);
    assertThat(CardTables.baseCards(AssetKind.GUNNER, awareness)).isEqualTo(cards);
  }

  @Test
  void tablesAreDataWithTheirCitation() {
    assertThat(CardTables.pilotTable().citation())
        .isEqualTo(
            new io.github.dogfight.core.table.Citation(
                "004_53693100f10d7aac.txt", "Base number of cards for each pilot"));
    assertThat(CardTables.gunnerTable().citation().section())
        .isEqualTo("Base number of cards for each gunner");
    assertThat(CardTables.pilotTable().rows().labels())
        .containsExactly("Up to 7", "8-14", "15-16", "17-18", "19-20", "21-23", "24-26", "27+");
    assertThat(CardTables.gunnerTable().rows().labels())
        .containsExactly("Up to 7", "8-14", "15-17", "18 +");
  }

  @Test
  void groundAssetsHaveOneCard() {
    assertThat(CardTables.baseCards(AssetKind.GROUND, 0)).isEqualTo(1);
    assertThat(Asset.ground("AA battery").cards(ThreatRule.WORST)).isEqualTo(1);
  }

  @Test
  void threatsAndWoundsRemoveCards() {
    // Awareness 18: 4 cards. "Plane in rear arc - 2 cards, Plane in Side arc -1 card"
    Asset rear = new Asset("p", AssetKind.PILOT, 18, 0, true, false, Optional.empty(), false);
    Asset side = new Asset("p", AssetKind.PILOT, 18, 0, false, true, Optional.empty(), false);
    Asset both = new Asset("p", AssetKind.PILOT, 18, 0, true, true, Optional.empty(), false);
    assertThat(rear.cards(ThreatRule.WORST)).isEqualTo(2);
    assertThat(side.cards(ThreatRule.WORST)).isEqualTo(3);
    assertThat(both.cards(ThreatRule.WORST)).isEqualTo(2);
    assertThat(both.cards(ThreatRule.CUMULATIVE)).isEqualTo(1);
    // "remove 1 card per 3 HP lost", never below 0; gunners too.
    assertThat(
            new Asset("p", AssetKind.PILOT, 18, 7, false, false, Optional.empty(), false)
                .cards(ThreatRule.WORST))
        .isEqualTo(2);
    assertThat(
            new Asset("p", AssetKind.PILOT, 8, 9, true, false, Optional.empty(), false)
                .cards(ThreatRule.WORST))
        .isZero();
    assertThat(
            new Asset("g", AssetKind.GUNNER, 18, 3, true, true, Optional.empty(), false)
                .cards(ThreatRule.WORST))
        .isEqualTo(3);
    // "Planes in formation also has 0 cards"
    assertThat(
            new Asset("w", AssetKind.PILOT, 18, 0, false, false, Optional.of("A"), false)
                .cards(ThreatRule.WORST))
        .isZero();
    assertThat(
            new Asset("p", AssetKind.PILOT, 18, 6, false, false, Optional.empty(), false)
                .effectiveAwareness())
        .isEqualTo(16);
    assertThatThrownBy(() -> Asset.pilot(" ", 1)).hasMessageContaining("blank");
    assertThatThrownBy(
            () -> new Asset("p", AssetKind.PILOT, 1, -1, false, false, Optional.empty(), false))
        .hasMessageContaining("hpLost");
  }
}
