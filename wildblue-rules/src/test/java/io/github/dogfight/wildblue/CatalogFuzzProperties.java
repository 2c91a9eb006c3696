package io.github.dogfight.wildblue;

import io.github.dogfight.testkit.Fuzz;
import io.github.dogfight.testkit.TriesLimit;
import java.time.Duration;
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
  void planes(@ForAll("planesText") String text) {
    Fuzz.assertCatalogAnswersOrNamesThePlace(
        "mine.txt", text, PlaneCatalog.FIELDS, LIMIT, PlaneCatalog::parse);
  }

  @Provide
  Arbitrary<String> planesText() {
    return damaged("sample-planes.txt");
  }

  @Property(tries = 1000)
  void crew(@ForAll("crewText") String text) {
    Fuzz.assertCatalogAnswersOrNamesThePlace(
        "crew.txt", text, CrewCatalog.FIELDS, LIMIT, CrewCatalog::parse);
  }

  @Provide
  Arbitrary<String> crewText() {
    return damaged("sample-crew.txt");
  }

  private static Arbitrary<String> damaged(String resource) {
    return Fuzz.catalogs(
        Fuzz.resourceText(resource, CatalogFuzzProperties.class.getResourceAsStream(resource)));
  }
}
