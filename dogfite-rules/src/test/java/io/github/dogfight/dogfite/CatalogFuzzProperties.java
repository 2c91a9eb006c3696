package io.github.dogfight.dogfite;

import io.github.dogfight.testkit.CatalogFuzzContract;
import io.github.dogfight.testkit.TriesLimit;
import net.jqwik.api.lifecycle.AddLifecycleHook;

/** The bundled aircraft catalog, damaged (see {@link CatalogFuzzContract}). */
@AddLifecycleHook(TriesLimit.class)
class CatalogFuzzProperties extends CatalogFuzzContract {
  CatalogFuzzProperties() {
    super(new FuzzedCatalog("sample-aircraft.txt", AircraftCatalog.FIELDS, AircraftCatalog::parse));
  }
}
