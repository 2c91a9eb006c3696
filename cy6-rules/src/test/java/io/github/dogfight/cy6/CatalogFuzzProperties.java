package io.github.dogfight.cy6;

import io.github.dogfight.testkit.Fuzz;
import io.github.dogfight.testkit.TriesLimit;
import java.time.Duration;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AddLifecycleHook;

/**
 * Damaged and hostile catalogs, as a user loads them: the bundled samples with lines dropped, cut,
 * moved or duplicated, fields added, dropped, swapped or replaced, numbers made huge, and random
 * text. Each read answers or fails with a CatalogException naming the file, line and field.
 */
@AddLifecycleHook(TriesLimit.class)
class CatalogFuzzProperties {
  private static final Duration LIMIT = Duration.ofSeconds(10);

  @Property(tries = 1000)
  void aircraft(@ForAll("aircraftText") String text) {
    Fuzz.assertCatalogAnswersOrNamesThePlace(
        "mine.txt", text, AircraftCatalog.FIELDS, LIMIT, AircraftCatalog::parse);
  }

  @Provide
  Arbitrary<String> aircraftText() {
    return damaged("sample-aircraft.txt");
  }

  @Property(tries = 1000)
  void moveCharts(@ForAll("moveChartsText") String text) {
    Fuzz.assertCatalogAnswersOrNamesThePlace(
        "chart.txt",
        text,
        MoveChart.FIELDS,
        LIMIT,
        (file, reader) -> MoveChart.parse("Move Chart X", file, reader));
  }

  @Provide
  Arbitrary<String> moveChartsText() {
    return Arbitraries.oneOf(damaged("move-chart-b.txt"), damaged("move-chart-c.txt"));
  }

  private static Arbitrary<String> damaged(String resource) {
    return Fuzz.catalogs(
        Fuzz.resourceText(resource, CatalogFuzzProperties.class.getResourceAsStream(resource)));
  }
}
