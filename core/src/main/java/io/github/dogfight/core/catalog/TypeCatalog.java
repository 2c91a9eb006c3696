package io.github.dogfight.core.catalog;

import java.util.List;
import java.util.Objects;

/**
 * A module's catalog of types (aircraft or plane types), looked up by name: the module's catalog
 * class extends it and adds how its lines are read ({@link CatalogFormat}).
 *
 * @param <T> the type of an entry
 */
public abstract class TypeCatalog<T> {
  private final NamedCatalog<T> types;

  /**
   * A catalog of {@code types}.
   *
   * @param types the entries, by name
   */
  protected TypeCatalog(NamedCatalog<T> types) {
    this.types = Objects.requireNonNull(types, "types");
  }

  /**
   * The type called {@code name}.
   *
   * @param name a type's name, as in the catalog
   * @return the type
   * @throws IllegalArgumentException listing the known names
   */
  public T type(String name) {
    return types.get(name);
  }

  /**
   * Every type, in catalog order.
   *
   * @return every type, in catalog order
   */
  public List<T> types() {
    return types.all();
  }
}
