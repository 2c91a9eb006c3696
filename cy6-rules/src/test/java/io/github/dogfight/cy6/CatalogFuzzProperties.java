package io.github.dogfight.cy6;

import io.github.dogfight.testkit.CatalogFuzzContract;
import io.github.dogfight.testkit.TriesLimit;
import net.jqwik.api.lifecycle.AddLifecycleHook;

/** The bundled aircraft catalog and move charts, damaged (see {@link CatalogFuzzContract}). */
@AddLifecycleHook(TriesLimit.class)
class CatalogFuzzProperties extends CatalogFuzzContract {
  CatalogFuzzProperties() {
    super(
        new FuzzedCatalog("sample-aircraft.txt", AircraftCatalog.FIELDS, AircraftCatalog::parse),
        new FuzzedCatalog("move-chart-b.txt", MoveChart.FIELDS, CatalogFuzzProperties::chart),
        new FuzzedCatalog("move-chart-c.txt", MoveChart.FIELDS, CatalogFuzzProperties::chart));
  }

  private static MoveChart chart(String file, java.io.Reader reader) throws java.io.IOException {
    return MoveChart.parse("Move Chart X", file, reader);
  }
}
