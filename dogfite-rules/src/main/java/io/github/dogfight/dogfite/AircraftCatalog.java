package io.github.dogfight.dogfite;

import io.github.dogfight.core.catalog.CatalogException;
import io.github.dogfight.core.catalog.CatalogFormat;
import io.github.dogfight.core.catalog.CatalogLine;
import io.github.dogfight.core.catalog.NamedCatalog;
import io.github.dogfight.core.catalog.TypeCatalog;
import java.io.IOException;
import java.io.Reader;
import java.util.List;

/**
 * WW1 aircraft types read from a human-editable catalog, one per line: {@code name | firing | power
 * | drag | climb | spin | aerobatic | min speed | max speed | max dive | damage}, where damage is
 * {@code SETSxBOXES} (for example {@code 4x6}). {@code #} comments and blank lines are ignored. A
 * malformed line throws {@link CatalogException} with file, line and field. Every number has a
 * documented range (the constants of {@link AircraftType}; the module README's "Catalog fields"):
 * firing -5 to 5, guns 1 or 2, power, drag, climb and spin -6 to 6, aerobatic -6 to 6, speeds 0 to
 * 20 (min &lt; max &lt;= max dive), damage 1 to 10 sets of 1 to 20 boxes.
 */
public final class AircraftCatalog extends TypeCatalog<AircraftType> {
  private AircraftCatalog(NamedCatalog<AircraftType> types) {
    super(types);
  }

  /** The fields of a line, in order (package-private for the catalog fuzz test). */
  static final List<String> FIELDS =
      List.of(
          "name",
          "firing",
          "guns",
          "power",
          "drag",
          "climb",
          "spin",
          "aerobatic",
          "min speed",
          "max speed",
          "max dive",
          "damage");

  /** The least value of each number field, "firing" to "max dive" (README "Catalog fields"). */
  private static final int[] MIN = {
    -AircraftType.MAX_FIRING,
    1,
    -AircraftType.MAX_ROLL_MODIFIER,
    -AircraftType.MAX_ROLL_MODIFIER,
    -AircraftType.MAX_ROLL_MODIFIER,
    -AircraftType.MAX_ROLL_MODIFIER,
    -AircraftType.MAX_AEROBATIC,
    0,
    1,
    1
  };

  /** The greatest value of each number field, "firing" to "max dive". */
  private static final int[] MAX = {
    AircraftType.MAX_FIRING,
    2,
    AircraftType.MAX_ROLL_MODIFIER,
    AircraftType.MAX_ROLL_MODIFIER,
    AircraftType.MAX_ROLL_MODIFIER,
    AircraftType.MAX_ROLL_MODIFIER,
    AircraftType.MAX_AEROBATIC,
    AircraftType.MAX_SPEED - 1,
    AircraftType.MAX_SPEED,
    AircraftType.MAX_SPEED
  };

  private static final CatalogFormat<AircraftType, AircraftCatalog> FORMAT =
      CatalogFormat.of(FIELDS, AircraftCatalog::parseLine, AircraftType::name, AircraftCatalog::new)
          .withSample("sample-aircraft.txt", n -> AircraftCatalog.class.getResourceAsStream(n));

  private static AircraftType parseLine(CatalogLine line) {
    String name = line.required("name");
    int[] n = new int[10];
    for (int i = 1; i <= 10; i++) {
      n[i - 1] = line.integer(FIELDS.get(i), MIN[i - 1], MAX[i - 1]);
    }
    String damageText = line.text("damage");
    String[] damage = damageText.split("x", -1);
    if (damage.length != 2) {
      throw line.fail("damage", "'" + damageText + "' is not SETSxBOXES, such as 4x6");
    }
    int sets = line.integer("damage", damage[0]);
    int boxes = line.integer("damage", damage[1]);
    // The checks AircraftType makes, here so that the error names the field.
    line.integer("max speed", n[7] + 1, AircraftType.MAX_SPEED);
    line.integer("max dive", n[8], AircraftType.MAX_SPEED);
    if (sets < 1 || boxes < 1) {
      throw line.fail("damage", "'" + damageText + "' needs at least one set of one box");
    }
    if (sets > AircraftType.MAX_DAMAGE_SETS || boxes > AircraftType.MAX_BOXES_PER_SET) {
      throw line.fail(
          "damage",
          "'"
              + damageText
              + "' must be 1 to "
              + AircraftType.MAX_DAMAGE_SETS
              + " sets of 1 to "
              + AircraftType.MAX_BOXES_PER_SET
              + " boxes");
    }
    return new AircraftType(
        name, n[0], n[1], n[2], n[3], n[4], n[5], n[6], n[7], n[8], n[9], sets, boxes);
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
