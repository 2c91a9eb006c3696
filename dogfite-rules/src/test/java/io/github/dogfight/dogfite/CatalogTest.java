package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.catalog.CatalogException;
import java.io.StringReader;
import java.util.List;
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
        "A | 1 | 2 | 1 | 0 | 1 | 0 | 1 | 7 | 2 | 10 | 4x6; max speed; must be 8 to 20, was 2",
        "A | 1 | 2 | 1 | 0 | 1 | 0 | 1 | 2 | 7 | 5 | 4x6; max dive; must be 7 to 20, was 5",
        "A | 1 | 2 | 1 | 0 | 1 | 0 | 1 | 2 | 7 | 10 | 0x6; damage; at least one set of one box",
        "A | 1 | 3 | 1 | 0 | 1 | 0 | 1 | 2 | 7 | 10 | 4x6; guns; must be 1 to 2, was 3",
        "A | 1 | 2 | 1 | 0 | 1 | 0 | 1 | -1 | 7 | 10 | 4x6; min speed; must be 0 to 19, was -1",
        "A | 6 | 2 | 1 | 0 | 1 | 0 | 1 | 2 | 7 | 10 | 4x6; firing; must be -5 to 5, was 6",
        "A | 2147483647 | 2 | 1 | 0 | 1 | 0 | 1 | 2 | 7 | 10 | 4x6; firing; must be -5 to 5, was 2147483647",
        "A | 1 | 2 | 7 | 0 | 1 | 0 | 1 | 2 | 7 | 10 | 4x6; power; must be -6 to 6, was 7",
        "A | 1 | 2 | 1 | -7 | 1 | 0 | 1 | 2 | 7 | 10 | 4x6; drag; must be -6 to 6, was -7",
        "A | 1 | 2 | 1 | 0 | 7 | 0 | 1 | 2 | 7 | 10 | 4x6; climb; must be -6 to 6, was 7",
        "A | 1 | 2 | 1 | 0 | 1 | -2147483648 | 1 | 2 | 7 | 10 | 4x6; spin; must be -6 to 6, was -2147483648",
        "A | 1 | 2 | 1 | 0 | 1 | 0 | 7 | 2 | 7 | 10 | 4x6; aerobatic; must be -6 to 6, was 7",
        "A | 1 | 2 | 1 | 0 | 1 | 0 | 1 | 2 | 7 | 21 | 4x6; max dive; must be 1 to 20, was 21",
        "A | 1 | 2 | 1 | 0 | 1 | 0 | 1 | 2 | 7 | 10 | 11x6; damage; '11x6' must be 1 to 10 sets of 1 to 20 boxes",
        "A | 1 | 2 | 1 | 0 | 1 | 0 | 1 | 2 | 7 | 10 | 4x2147483647; damage; '4x2147483647' must be 1 to 10 sets",
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

  @Test
  void recordsAndStartsRefuseNumbersOutOfTheirRanges() {
    assertThatThrownBy(() -> new AircraftType("Fast", 0, 1, 0, 0, 0, 0, 0, 1, 2, 21, 1, 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Fast: max dive must be at most 20, was 21");
    assertThatThrownBy(() -> new AircraftType("Ace", 6, 1, 0, 0, 0, 0, 0, 1, 2, 3, 1, 1))
        .hasMessage("Ace: firing must be -5 to 5, was 6");
    assertThatThrownBy(
            () -> new AircraftType("Big", 0, 1, 0, 0, 0, 0, 0, 1, 2, 3, 1, Integer.MAX_VALUE))
        .hasMessage("Big: damage boxes must be at most 20, was 2147483647");
    assertThatThrownBy(() -> new Pilot("Ace", 4, 0, 0))
        .hasMessage("pilot Ace: experience must be -3 to 3, was 4");
    assertThatThrownBy(() -> new Pilot("Ace", 0, Integer.MIN_VALUE, 0))
        .hasMessage("pilot Ace: flying must be -3 to 3, was -2147483648");
    assertThat(new Pilot("Ace", -3, 3, 3).shooting()).isEqualTo(3);
    DogfiteRules rules = new DogfiteRules();
    DogfiteState sample = rules.sampleEngagement(1);
    Plane camel = sample.planes().get(0);
    Plane albatros = sample.planes().get(1);
    assertThatThrownBy(() -> rules.start(List.of(camel.withSpeed(21), albatros), 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageEndingWith(": speed must be 0 to 20, was 21");
    assertThatThrownBy(() -> rules.start(List.of(camel.withEdge(Integer.MAX_VALUE), albatros), 1))
        .hasMessageEndingWith(": edge must be 0 to 20, was 2147483647");
    assertThatThrownBy(
            () ->
                rules.start(
                    List.of(
                        camel.withPlacement(
                            new Placement(
                                camel.placement().position(),
                                io.github.dogfight.core.hex.Altitude.at(101))),
                        albatros),
                    1))
        .hasMessageEndingWith(": altitude level must be 0 to 100, was 101");
  }
}
