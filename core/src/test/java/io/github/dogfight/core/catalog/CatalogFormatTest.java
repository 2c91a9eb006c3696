package io.github.dogfight.core.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class CatalogFormatTest {
  record Plane(String name, int speed) {}

  /** A module's catalog, as thin as a module writes it. */
  static final class Planes extends TypeCatalog<Plane> {
    Planes(NamedCatalog<Plane> types) {
      super(types);
    }
  }

  private static final CatalogFormat<Plane, Planes> FORMAT =
      CatalogFormat.of(
          List.of("name", "speed"),
          l -> new Plane(l.required("name"), l.integer("speed", 1, 20)),
          Plane::name,
          Planes::new);

  @Test
  void readsEntriesByNameWithTheErrorsOfANamedCatalog() throws Exception {
    Planes planes = FORMAT.parse("planes.txt", new StringReader("SPAD | 9\nCamel | 7\n"));
    assertThat(planes.type("Camel").speed()).isEqualTo(7);
    assertThat(planes.types()).extracting(Plane::name).containsExactly("SPAD", "Camel");
    assertThat(FORMAT.fields()).containsExactly("name", "speed");
    assertThatThrownBy(() -> planes.type("Taube"))
        .hasMessage("no 'Taube' in the catalog; known: [SPAD, Camel]");
    assertThatThrownBy(() -> FORMAT.parse("planes.txt", new StringReader("Camel | 7\nCamel | 8")))
        .hasMessage("planes.txt:2: field 'name': duplicate name 'Camel'");
    assertThatThrownBy(() -> FORMAT.parse("mine.txt", new StringReader("\nSPAD | 90\n")))
        .isInstanceOf(CatalogException.class)
        .hasMessage("mine.txt:2: field 'speed': must be 1 to 20, was 90");
  }

  @Test
  void theSampleIsOpenedOnceAndAMissingOneNamesItself() {
    AtomicInteger opened = new AtomicInteger();
    CatalogFormat<Plane, Planes> withSample =
        FORMAT.withSample(
            "sample.txt",
            n -> {
              opened.incrementAndGet();
              return new ByteArrayInputStream("SPAD | 9\n".getBytes(StandardCharsets.UTF_8));
            });
    assertThat(withSample.sample()).isSameAs(withSample.sample());
    assertThat(withSample.sample().type("SPAD").speed()).isEqualTo(9);
    assertThat(opened).hasValue(1);
    assertThatThrownBy(() -> FORMAT.withSample("none.txt", n -> null).sample())
        .hasMessageContaining("none.txt is missing");
    assertThatThrownBy(FORMAT::sample).hasMessageContaining("no bundled sample");
  }
}
