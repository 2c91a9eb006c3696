package io.github.dogfight.dogfite;

import io.github.dogfight.testkit.Fuzz;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Damaged and hostile catalogs, as a user loads them: the bundled samples with lines dropped, cut,
 * moved or duplicated, fields added, dropped, swapped or replaced, numbers made huge, and random
 * text. Each read answers or fails with a CatalogException naming the file, line and field.
 */
class CatalogFuzzProperties {
  private static final Duration LIMIT = Duration.ofSeconds(10);
  private static final List<String> AIRCRAFT_FIELDS =
      List.of(
          "name",
          "firing",
          "guns",
          "power",
          "drag",
          "climb",
          "spin",
          "aerobatic",
          "min speed",
          "max speed",
          "max dive",
          "damage");

  @Property(tries = 1000)
  void aircraft(@ForAll("aircraftText") String text) {
    Fuzz.assertCatalogAnswersOrNamesThePlace(
        "mine.txt", text, AIRCRAFT_FIELDS, LIMIT, AircraftCatalog::parse);
  }

  @Provide
  Arbitrary<String> aircraftText() {
    return damaged("sample-aircraft.txt");
  }

  static String resource(String name) {
    try (InputStream in =
        Objects.requireNonNull(
            CatalogFuzzProperties.class.getResourceAsStream(name), name + " is missing")) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static Arbitrary<String> damaged(String resource) {
    return Arbitraries.oneOf(Fuzz.lineMutationsOf(resource(resource), "|"), Fuzz.hostileText());
  }
}
