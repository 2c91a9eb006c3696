package io.github.dogfight.wildblue;

import io.github.dogfight.core.catalog.CatalogException;
import io.github.dogfight.core.catalog.CatalogFormat;
import io.github.dogfight.core.catalog.CatalogLine;
import io.github.dogfight.core.catalog.NamedCatalog;
import java.io.IOException;
import java.io.Reader;
import java.util.List;

/**
 * Pilots and gunners read from a human-editable catalog, one per line: {@code name | dex | cunning
 * | int | piloting | firearms | hp} ({@link Airman}). A malformed line throws {@link
 * CatalogException} with file, line and field. Applications with their own character sheets build
 * {@link Airman} values directly.
 *
 * <pre>{@code
 * Airman allard = CrewCatalog.sample().character("Kent Allard");
 * }</pre>
 */
public final class CrewCatalog {
  private final NamedCatalog<Airman> characters;

  private CrewCatalog(NamedCatalog<Airman> characters) {
    this.characters = characters;
  }

  /** The fields of a line, in order (package-private for the catalog fuzz test). */
  static final List<String> FIELDS =
      List.of("name", "dex", "cunning", "int", "piloting", "firearms", "hp");

  private static final CatalogFormat<Airman, CrewCatalog> FORMAT =
      CatalogFormat.of(FIELDS, CrewCatalog::parseLine, Airman::name, CrewCatalog::new)
          .withSample("sample-crew.txt", n -> CrewCatalog.class.getResourceAsStream(n));

  /**
   * The character called {@code name}.
   *
   * @param name a character's name, as in the catalog
   * @return the character
   * @throws IllegalArgumentException listing the known names
   */
  public Airman character(String name) {
    return characters.get(name);
  }

  private static Airman parseLine(CatalogLine line) {
    String name = line.required("name");
    // The bounds Airman checks, read here so that the error names the field.
    int dex = line.integer("dex", 0, 100);
    int cunning = line.integer("cunning", 0, 100);
    int intelligence = line.integer("int", 0, 100);
    int piloting = line.integer("piloting", 0, 100);
    int firearms = line.integer("firearms", 0, 100);
    int hp = line.integer("hp", 1, 1000);
    return new Airman(name, dex, cunning, intelligence, piloting, firearms, hp);
  }

  /**
   * The sample crew shipped with this module (labelled sample data), read once.
   *
   * @return the sample crew shipped with this module (labelled sample data), read once
   */
  public static CrewCatalog sample() {
    return FORMAT.sample();
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
  public static CrewCatalog parse(String file, Reader reader) throws IOException {
    return FORMAT.parse(file, reader);
  }

  /**
   * Every character, in catalog order.
   *
   * @return every character, in catalog order
   */
  public List<Airman> characters() {
    return characters.all();
  }
}
