package io.github.dogfight.wildblue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.catalog.CatalogException;
import java.io.IOException;
import java.io.StringReader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The plane catalog's bombs and Critical Damage fields, read and refused. */
class PlaneCatalogLinesTest {
  private static PlaneType read(String bombs, String criticals) throws IOException {
    String line =
        "Test | 150 | 185 | 3 | 70 | 3 | fixed 2d6 | 12 | " + bombs + " | 1 | " + criticals + "\n";
    return PlaneCatalog.parse("test.txt", new StringReader(line)).type("Test");
  }

  @ParameterizedTest(name = "{0}: {1} bombs of {2}d6")
  @CsvSource({"2x3d6, 2, 3", "6X4D6, 6, 4", "10x12d6, 10, 12", "1x1d6, 1, 1"})
  void bombsAreCountTimesDice(String text, int count, int dice) throws IOException {
    PlaneType.Bombs b = read(text, "fuel leak").bombs().orElseThrow();
    assertThat(b.count()).isEqualTo(count);
    assertThat(b.dice()).isEqualTo(dice);
    assertThat(read("-", "fuel leak").bombs()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"3x", "x3d6", "ax3d6", "2x3d8", "2x3d6x1", "123x3d6", "2x123d6", "3d6"})
  void malformedBombsNameTheField(String text) {
    assertThatThrownBy(() -> read(text, "fuel leak"))
        .isInstanceOf(CatalogException.class)
        .hasMessageContaining("bombs")
        .hasMessageContaining("'" + text + "' is not bombs such as 2x3d6, or -");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "fuel leak | 1",
        "2x wing damage, fuel leak | 3",
        "10x wing damage | 10",
        "1x fire, 3x fuel leak | 4",
      })
  void criticalsMayRepeatOneToTenTimes(String text, int size) throws IOException {
    assertThat(read("-", text).criticals()).hasSize(size);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"0x fire", "11x fire"})
  void criticalsRepeatedOutOfRangeNameTheField(String text) {
    assertThatThrownBy(() -> read("-", text))
        .isInstanceOf(CatalogException.class)
        .hasMessageContaining("criticals")
        .hasMessageContaining("lists an entry 1 to 10 times");
  }
}
