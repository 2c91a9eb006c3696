package io.github.dogfight.core.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class CatalogLineTest {
  private static final CatalogLine LINE =
      new CatalogLine("planes.txt", 3, List.of("name", "speed"), List.of("Camel", "5"));

  @Test
  void aLineKnowsItsPlaceAndReadsBoundedNumbers() {
    assertThat(LINE.file()).isEqualTo("planes.txt");
    assertThat(LINE.number()).isEqualTo(3);
    assertThat(LINE.integer("speed", 5, 5)).isEqualTo(5);
    assertThat(LINE.integer("speed", 1, 9)).isEqualTo(5);
    assertThatThrownBy(() -> LINE.integer("speed", 6, 9))
        .isInstanceOf(CatalogException.class)
        .hasMessageContaining("planes.txt:3")
        .hasMessageContaining("speed")
        .hasMessageContaining("must be 6 to 9, was 5");
    assertThatThrownBy(() -> LINE.integer("speed", 1, 4))
        .hasMessageContaining("must be 1 to 4, was 5");
  }
}
