package io.github.dogfight.core.catalog;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The format of a catalog of named entries, and a module's bundled sample of it: the fields of a
 * line (the first one the entry's name), how a line becomes an entry, and the module's catalog type
 * built around the {@link NamedCatalog}. It reads user catalogs from text and the sample resource
 * once, with the errors of {@link NamedCatalog} (file, line and field; a name repeated on a later
 * line). A module's catalog then holds only its own fields and checks:
 *
 * <pre>{@code
 * private static final CatalogFormat<PlaneType, PlaneCatalog> FORMAT =
 *     CatalogFormat.of(FIELDS, PlaneCatalog::parseLine, PlaneType::name, PlaneCatalog::new)
 *         .withSample("sample-planes.txt", n -> PlaneCatalog.class.getResourceAsStream(n));
 *
 * public static PlaneCatalog sample() { return FORMAT.sample(); }
 * public static PlaneCatalog parse(String file, Reader r) throws IOException {
 *   return FORMAT.parse(file, r);
 * }
 * }</pre>
 *
 * <p>The module opens its own resource (the function runs in the module that owns it, which the
 * module system requires). Safe for use by several threads; the sample is read at most once.
 *
 * @param <T> the entry type
 * @param <C> the module's catalog type
 */
public final class CatalogFormat<T, C> {
  private final List<String> fields;
  private final Function<CatalogLine, T> parser;
  private final Function<T, String> name;
  private final Function<NamedCatalog<T>, C> wrap;
  private final @Nullable String sampleName;
  private final @Nullable Function<String, @Nullable InputStream> opener;
  private volatile @Nullable C sample;

  private CatalogFormat(
      List<String> fields,
      Function<CatalogLine, T> parser,
      Function<T, String> name,
      Function<NamedCatalog<T>, C> wrap,
      @Nullable String sampleName,
      @Nullable Function<String, @Nullable InputStream> opener) {
    this.fields = fields;
    this.parser = parser;
    this.name = name;
    this.wrap = wrap;
    this.sampleName = sampleName;
    this.opener = opener;
  }

  /**
   * A format without a bundled sample.
   *
   * @param fields the field names, in column order; the first holds the entry's name
   * @param parser turns one line into an entry; it fails with {@link CatalogLine#fail}
   * @param name an entry's name
   * @param wrap builds the module's catalog around the named entries
   * @param <T> the entry type
   * @param <C> the module's catalog type
   * @return the format
   * @throws IllegalArgumentException if {@code fields} is empty
   */
  public static <T, C> CatalogFormat<T, C> of(
      List<String> fields,
      Function<CatalogLine, T> parser,
      Function<T, String> name,
      Function<NamedCatalog<T>, C> wrap) {
    Objects.requireNonNull(fields, "fields");
    Objects.requireNonNull(parser, "parser");
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(wrap, "wrap");
    if (fields.isEmpty()) {
      throw new IllegalArgumentException("a catalog has at least a name field");
    }
    return new CatalogFormat<>(List.copyOf(fields), parser, name, wrap, null, null);
  }

  /**
   * This format with a bundled sample, read on first use by {@link #sample()}.
   *
   * @param resource the sample's resource name, for {@code open} and for errors
   * @param open opens a resource of the owning module by name ({@code n ->
   *     MyCatalog.class.getResourceAsStream(n)}); null when it is missing
   * @return the format with the sample
   */
  public CatalogFormat<T, C> withSample(
      String resource, Function<String, @Nullable InputStream> open) {
    Objects.requireNonNull(resource, "resource");
    Objects.requireNonNull(open, "open");
    return new CatalogFormat<>(fields, parser, name, wrap, resource, open);
  }

  /**
   * The field names, in column order.
   *
   * @return the field names, in column order
   */
  public List<String> fields() {
    return fields;
  }

  /**
   * Reads a catalog.
   *
   * @param file the name used in error messages
   * @param reader the catalog text
   * @return the catalog
   * @throws CatalogException for a malformed line or a duplicate name
   * @throws IOException if the reader fails
   */
  public C parse(String file, Reader reader) throws IOException {
    return wrap.apply(NamedCatalog.read(file, reader, fields, parser, name, fields.get(0)));
  }

  /**
   * The bundled sample, read once.
   *
   * @return the sample catalog
   * @throws IllegalStateException if this format has no sample, or its resource is missing
   * @throws CatalogException for a malformed line of the sample
   */
  public C sample() {
    C known = sample;
    if (known != null) {
      return known;
    }
    synchronized (this) {
      known = sample;
      if (known == null) {
        String resource = sampleName;
        Function<String, @Nullable InputStream> open = opener;
        if (resource == null || open == null) {
          throw new IllegalStateException("this catalog format has no bundled sample");
        }
        known =
            wrap.apply(
                NamedCatalog.readResource(
                    resource, open.apply(resource), fields, parser, name, fields.get(0)));
        sample = known;
      }
      return known;
    }
  }
}
