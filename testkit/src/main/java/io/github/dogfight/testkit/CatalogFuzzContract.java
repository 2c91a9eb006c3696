package io.github.dogfight.testkit;

import io.github.dogfight.core.catalog.CatalogException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Damaged and hostile catalogs, as a user loads them: each bundled sample with lines dropped, cut,
 * moved or duplicated, fields added, dropped, swapped or replaced, numbers made huge, and random
 * text ({@link Fuzz#catalogs}). Each read answers or fails within ten seconds with a {@link
 * CatalogException} naming the file, a line of the text and one of the catalog's fields ({@link
 * Fuzz#assertCatalogAnswersOrNamesThePlace}). A module's test extends it, naming its catalogs:
 *
 * <pre>{@code
 * @AddLifecycleHook(TriesLimit.class)
 * class CatalogFuzzProperties extends CatalogFuzzContract {
 *   CatalogFuzzProperties() {
 *     super(new FuzzedCatalog("sample-planes.txt", PlaneCatalog.FIELDS, PlaneCatalog::parse));
 *   }
 * }
 * }</pre>
 *
 * <p>Each try damages every catalog once. The samples are read as resources of the test class's
 * package, from the class path (as the build runs the tests).
 */
public abstract class CatalogFuzzContract {
  private static final Duration LIMIT = Duration.ofSeconds(10);

  private final List<FuzzedCatalog> catalogs;

  /**
   * Fuzzes {@code catalogs}.
   *
   * @param catalogs the module's catalogs, at least one
   */
  protected CatalogFuzzContract(FuzzedCatalog... catalogs) {
    this.catalogs = List.of(catalogs);
    if (this.catalogs.isEmpty()) {
      throw new IllegalArgumentException("name at least one catalog to fuzz");
    }
  }

  /**
   * A damaged text of each catalog answers or names the place.
   *
   * @param texts one damaged text per catalog, in order
   */
  @Property(tries = 1000)
  public void damagedCatalogsAnswerOrNameThePlace(@ForAll("damagedCatalogs") List<String> texts) {
    for (int i = 0; i < catalogs.size(); i++) {
      FuzzedCatalog c = catalogs.get(i);
      Fuzz.assertCatalogAnswersOrNamesThePlace(
          c.resource(), texts.get(i), c.fields(), LIMIT, c.read());
    }
  }

  /**
   * One damaged text of each catalog.
   *
   * @return the generator
   */
  @Provide
  public Arbitrary<List<String>> damagedCatalogs() {
    List<Arbitrary<String>> each = new ArrayList<>();
    for (FuzzedCatalog c : catalogs) {
      String sample = Fuzz.resourceText(c.resource(), getClass().getResourceAsStream(c.resource()));
      each.add(Fuzz.catalogs(sample));
    }
    return Combinators.combine(each).as(texts -> texts);
  }

  /**
   * A catalog to fuzz.
   *
   * @param resource its bundled sample, a resource in the test's package; also the file name the
   *     reader is given
   * @param fields its field names
   * @param read reads it
   */
  public record FuzzedCatalog(String resource, List<String> fields, Fuzz.CatalogRead read) {
    /**
     * Checks the fields.
     *
     * @param resource its bundled sample, a resource in the test's package; also the file name the
     *     reader is given
     * @param fields its field names
     * @param read reads it
     */
    public FuzzedCatalog {
      Objects.requireNonNull(resource, "resource");
      Objects.requireNonNull(fields, "fields");
      Objects.requireNonNull(read, "read");
    }
  }
}
