package io.github.dogfight.core.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

class CatalogReaderTest {
  record Plane(String name, int speed) {}

  private static final List<String> FIELDS = List.of("name", "speed");

  private static List<Plane> read(String text) throws Exception {
    return CatalogReader.read(
        "planes.txt",
        new StringReader(text),
        FIELDS,
        l -> new Plane(l.required("name"), l.integer("speed")));
  }

  @Test
  void readsDataLinesSkippingCommentsAndBlanks() throws Exception {
    assertThat(read("# planes\n\n Camel | +7 \nSPAD|9\n"))
        .containsExactly(new Plane("Camel", 7), new Plane("SPAD", 9));
  }

  @Test
  void errorsNameFileLineAndField() {
    assertThatThrownBy(() -> read("# c\nCamel\n"))
        .isInstanceOfSatisfying(
            CatalogException.class,
            e -> {
              assertThat(e.file()).isEqualTo("planes.txt");
              assertThat(e.line()).isEqualTo(2);
              assertThat(e.field()).isEqualTo("speed");
            })
        .hasMessage("planes.txt:2: field 'speed': expected 2 fields separated by '|', found 1");
    assertThatThrownBy(() -> read("a|1|2")).hasMessageContaining("field 'line'");
    assertThatThrownBy(() -> read("Camel | fast"))
        .hasMessage("planes.txt:1: field 'speed': 'fast' is not an integer");
    assertThatThrownBy(() -> read(" | 3")).hasMessage("planes.txt:1: field 'name': is empty");
  }

  @Test
  void resourcesAndUnknownFields() {
    assertThatThrownBy(
            () ->
                CatalogReader.readResource(
                    "missing.txt",
                    CatalogReaderTest.class.getResourceAsStream("missing.txt"),
                    FIELDS,
                    l -> l))
        .hasMessageContaining("missing.txt is missing");
    assertThatThrownBy(
            () ->
                CatalogReader.read("p.txt", new StringReader("a|1"), FIELDS, l -> l.text("colour")))
        .hasMessageContaining("no catalog field 'colour'");
  }
}
