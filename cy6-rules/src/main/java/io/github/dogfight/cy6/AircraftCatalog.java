package io.github.dogfight.cy6;

import io.github.dogfight.core.catalog.CatalogException;
import io.github.dogfight.core.catalog.CatalogFormat;
import io.github.dogfight.core.catalog.CatalogLine;
import io.github.dogfight.core.catalog.NamedCatalog;
import io.github.dogfight.core.catalog.TypeCatalog;
import java.io.IOException;
import java.io.Reader;
import java.util.List;
import java.util.Locale;

/**
 * WW2 aircraft types read from a human-editable catalog, one per line: {@code name | role | max
 * speed | agility | climb | robustness | guns}, where role is {@code fighter} or {@code bomber},
 * robustness is {@code R0} to {@code R4} and guns a mix such as {@code 4xHMG, 2xLVHC/low,
 * 1xHMG/def} ({@link Gun}). {@code #} comments and blank lines are ignored. A malformed line throws
 * {@link CatalogException} with file, line and field.
 *
 * <pre>{@code
 * AircraftType spitfire = AircraftCatalog.sample().type("Spitfire Mk I");
 * AircraftCatalog mine = AircraftCatalog.parse("my-aircraft.txt", reader);
 * }</pre>
 */
public final class AircraftCatalog extends TypeCatalog<AircraftType> {
  private AircraftCatalog(NamedCatalog<AircraftType> types) {
    super(types);
  }

  /** The fields of a line, in order (package-private for the catalog fuzz test). */
  static final List<String> FIELDS =
      List.of("name", "role", "max speed", "agility", "climb", "robustness", "guns");

  private static final CatalogFormat<AircraftType, AircraftCatalog> FORMAT =
      CatalogFormat.of(FIELDS, AircraftCatalog::parseLine, AircraftType::name, AircraftCatalog::new)
          .withSample("sample-aircraft.txt", n -> AircraftCatalog.class.getResourceAsStream(n));

  private static AircraftType parseLine(CatalogLine line) {
    String name = line.required("name");
    String roleText = line.required("role");
    Role role;
    try {
      role = Role.valueOf(roleText.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw line.fail("role", "'" + roleText + "' is not fighter or bomber");
    }
    // The bounds AircraftType checks, read here so that the error names the field.
    int maxSpeed = line.integer("max speed", 1, 12);
    int agility = line.integer("agility", -5, 5);
    int climb = line.integer("climb", 0, 10);
    String r = line.required("robustness");
    if (!r.matches("[Rr][0-4]")) {
      throw line.fail("robustness", "'" + r + "' is not R0 to R4");
    }
    List<Gun> guns;
    try {
      guns = Gun.parseMix(line.required("guns"));
    } catch (IllegalArgumentException e) {
      throw line.fail("guns", String.valueOf(e.getMessage()));
    }
    int total = guns.stream().mapToInt(Gun::count).sum();
    if (total > AircraftType.MAX_GUNS) {
      throw line.fail(
          "guns", "must be " + AircraftType.MAX_GUNS + " at most in all, were " + total);
    }
    return new AircraftType(
        name, role, maxSpeed, agility, climb, Character.digit(r.charAt(1), 10), guns);
  }

  /**
   * The sample catalog shipped with this module (labelled sample data), read once.
   *
   * @return the sample catalog shipped with this module (labelled sample data), read once
   */
  public static AircraftCatalog sample() {
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
  public static AircraftCatalog parse(String file, Reader reader) throws IOException {
    return FORMAT.parse(file, reader);
  }
}
