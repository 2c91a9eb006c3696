package io.github.dogfight.core.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

class NamedCatalogTest {
  record Plane(String name, int speed) {}

  private static NamedCatalog<Plane> read(String text) throws Exception {
    return NamedCatalog.read(
        "planes.txt",
        new StringReader(text),
        List.of("name", "speed"),
        l -> new Plane(l.required("name"), l.integer("speed")),
        Plane::name,
        "name");
  }

  @Test
  void looksUpByNameInFileOrder() throws Exception {
    NamedCatalog<Plane> c = read("SPAD | 9\nCamel | 7\n");
    assertThat(c.get("Camel").speed()).isEqualTo(7);
    assertThat(c.all()).extracting(Plane::name).containsExactly("SPAD", "Camel");
    assertThatThrownBy(() -> c.get("Taube"))
        .hasMessage("no 'Taube' in the catalog; known: [SPAD, Camel]");
  }

  @Test
  void aRepeatedNameFailsOnItsSecondLine() {
    assertThatThrownBy(() -> read("Camel | 7\n# again\nCamel | 8\n"))
        .hasMessage("planes.txt:3: field 'name': duplicate name 'Camel'");
    assertThatThrownBy(
            () ->
                NamedCatalog.readResource(
                    "none.txt",
                    NamedCatalogTest.class.getResourceAsStream("none.txt"),
                    List.of("name"),
                    l -> l.text("name"),
                    s -> s,
                    "name"))
        .hasMessageContaining("none.txt is missing");
  }
}
