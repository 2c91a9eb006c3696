package io.github.dogfight.core.catalog;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Catalog entries looked up by name, in file order; a name that appears on two lines fails with the
 * second line's number.
 *
 * @param <T> the entry type
 */
public final class NamedCatalog<T> {
  private final Map<String, T> entries;

  private NamedCatalog(Map<String, T> entries) {
    this.entries = Collections.unmodifiableMap(entries);
  }

  /**
   * Reads a catalog.
   *
   * @param file the name used in error messages
   * @param reader the catalog text
   * @param fields the field names, in column order
   * @param parser turns one line into an entry
   * @param name the entry's name; the parsed line's {@code nameField} is blamed for duplicates
   * @param nameField the field holding the name
   * @param <T> the entry type
   * @return the catalog
   * @throws CatalogException for a malformed line or a duplicate name
   * @throws IOException if the reader fails
   */
  public static <T> NamedCatalog<T> read(
      String file,
      Reader reader,
      List<String> fields,
      Function<CatalogLine, T> parser,
      Function<T, String> name,
      String nameField)
      throws IOException {
    // CatalogReader checks file, reader and fields; unique the rest.
    Function<CatalogLine, T> entry = unique(parser, name, nameField);
    return new NamedCatalog<>(index(CatalogReader.read(file, reader, fields, entry), name));
  }

  /**
   * Reads the UTF-8 resource {@code resource} from {@code stream}, opened by the module that owns
   * it ({@code MyRules.class.getResourceAsStream(resource)}); see {@link #read} and {@link
   * CatalogReader#readResource}.
   *
   * @param <T> the entry type
   * @param resource the resource's name, for errors
   * @param stream the resource; null when it is missing
   * @param fields the fields' names, in order
   * @param parser reads one line into an entry
   * @param name an entry's name
   * @param nameField the name's field, for errors
   * @return the catalog
   * @throws IllegalStateException if {@code stream} is null (the resource is missing)
   */
  public static <T> NamedCatalog<T> readResource(
      String resource,
      @Nullable InputStream stream,
      List<String> fields,
      Function<CatalogLine, T> parser,
      Function<T, String> name,
      String nameField) {
    Objects.requireNonNull(resource, "resource");
    Function<CatalogLine, T> entry = unique(parser, name, nameField);
    return new NamedCatalog<>(
        index(CatalogReader.readResource(resource, stream, fields, entry), name));
  }

  private static <T> Function<CatalogLine, T> unique(
      Function<CatalogLine, T> parser, Function<T, String> name, String nameField) {
    Objects.requireNonNull(parser, "parser");
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(nameField, "nameField");
    Set<String> seen = new HashSet<>();
    return line -> {
      T entry = parser.apply(line);
      if (!seen.add(name.apply(entry))) {
        throw line.fail(nameField, "duplicate " + nameField + " '" + name.apply(entry) + "'");
      }
      return entry;
    };
  }

  private static <T> Map<String, T> index(List<T> list, Function<T, String> name) {
    Map<String, T> map = new LinkedHashMap<>();
    for (T t : list) {
      map.put(name.apply(t), t);
    }
    return map;
  }

  /**
   * The entry called {@code name}.
   *
   * @param name the entry's name
   * @return the entry
   * @throws IllegalArgumentException listing the known names
   */
  public T get(String name) {
    T t = entries.get(name);
    if (t == null) {
      throw new IllegalArgumentException(
          "no '" + name + "' in the catalog; known: " + entries.keySet());
    }
    return t;
  }

  /**
   * Every entry, in file order.
   *
   * @return every entry, in file order
   */
  public List<T> all() {
    return new ArrayList<>(entries.values());
  }
}
