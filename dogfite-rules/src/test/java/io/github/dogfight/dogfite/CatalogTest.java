package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.catalog.CatalogException;
import java.io.StringReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CatalogTest {
  @Test
  void sampleCatalogHasTheSeedsAircraft() {
    AircraftCatalog c = AircraftCatalog.sample();
    assertThat(c.types())
        .extracting(AircraftType::name)
        .contains("Sopwith Camel", "SPAD XIII", "Nieuport 17", "Albatros D.III", "Fokker Dr.I");
    AircraftType camel = c.type("Sopwith Camel");
    assertThat(camel.newDamageTrack()).isEqualTo(DamageTrack.STANDARD);
    assertThat(camel.maxDiveSpeed()).isGreaterThanOrEqualTo(camel.maxSpeed());
    assertThatThrownBy(() -> c.type("Zeppelin")).hasMessageContaining("known:");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = ';',
      value = {
        "A | 1 | 2 | 1 | 0 | 1 | 0 | 1 | 2 | 7 | 10; damage; expected 12 fields",
        " | 1 | 2 | 1 | 0 | 1 | 0 | 1 | 2 | 7 | 10 | 4x6; name; is empty",
        "A | x | 2 | 1 | 0 | 1 | 0 | 1 | 2 | 7 | 10 | 4x6; firing; 'x' is not an integer",
        "A | 1 | 2 | 1 | 0 | 1 | 0 | 1 | 2 | 7 | 10 | 4by6; damage; not SETSxBOXES",
        "A | 1 | 2 | 1 | 0 | 1 | 0 | 1 | 2 | 7 | 10 | 4xq; damage; 'q' is not an integer",
        "A | 1 | 2 | 1 | 0 | 1 | 0 | 1 | 7 | 2 | 10 | 4x6; max speed; must be 8 to 2147483647, was 2",
        "A | 1 | 2 | 1 | 0 | 1 | 0 | 1 | 2 | 7 | 5 | 4x6; max dive; must be 7 to 2147483647, was 5",
        "A | 1 | 2 | 1 | 0 | 1 | 0 | 1 | 2 | 7 | 10 | 0x6; damage; at least one set of one box",
        "A | 1 | 3 | 1 | 0 | 1 | 0 | 1 | 2 | 7 | 10 | 4x6; guns; must be 1 to 2, was 3",
        "A | 1 | 2 | 1 | 0 | 1 | 0 | 1 | -1 | 7 | 10 | 4x6; min speed; must be 0 to 2147483646",
      })
  void malformedLinesNameFileLineAndField(String line, String field, String problem) {
    assertThatThrownBy(() -> AircraftCatalog.parse("ww1.txt", new StringReader("# c\n\n" + line)))
        .isInstanceOfSatisfying(
            CatalogException.class,
            e -> {
              assertThat(e.file()).isEqualTo("ww1.txt");
              assertThat(e.line()).isEqualTo(3);
              assertThat(e.field()).isEqualTo(field);
            })
        .hasMessageStartingWith("ww1.txt:3: field '" + field + "'")
        .hasMessageContaining(problem);
  }

  @Test
  void duplicatesAndRecordsAreChecked() {
    String line = "A | 1 | 2 | +1 | 0 | 1 | 0 | 1 | 2 | 7 | 10 | 4x6\n";
    assertThatThrownBy(() -> AircraftCatalog.parse("d.txt", new StringReader(line + line)))
        .hasMessage("d.txt:2: field 'name': duplicate name 'A'");
    assertThatThrownBy(() -> new AircraftType(" ", 0, 1, 0, 0, 0, 0, 0, 1, 2, 3, 1, 1))
        .hasMessageContaining("blank");
    assertThatThrownBy(() -> new AircraftType("Triple", 0, 3, 0, 0, 0, 0, 0, 1, 2, 3, 1, 1))
        .hasMessageContaining("guns must be 1 or 2");
    assertThatThrownBy(() -> new Pilot(" ", 0, 0, 0)).hasMessageContaining("blank");
    assertThat(new Pilot("Biggles", 2, 1, 1).experience()).isEqualTo(2);
  }
}
