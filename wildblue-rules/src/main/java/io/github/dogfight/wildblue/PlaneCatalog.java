package io.github.dogfight.wildblue;

import io.github.dogfight.core.catalog.CatalogException;
import io.github.dogfight.core.catalog.CatalogLine;
import io.github.dogfight.core.catalog.NamedCatalog;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Plane profiles read from a human-editable catalog, one per line: {@code name | cruising | top |
 * size | hp | maneuverability | guns | magazine | bombs | seats | criticals} (see {@link
 * PlaneType}; guns as in {@link Gun#parseAll}; bombs as {@code 2x3d6}, grenades as {@code 4x2d6
 * grenades}, both as {@code 2x3d6, 4x2d6 grenades}, or {@code -} for neither; criticals a comma
 * list of {@link CriticalDamage} names with an optional {@code 2x} before an entry listed twice).
 * {@code #} comments and blank lines are ignored. A malformed line throws {@link CatalogException}
 * with file, line and field.
 *
 * <pre>{@code
 * PlaneType camel = PlaneCatalog.sample().type("Sopwith Camel");
 * }</pre>
 */
public final class PlaneCatalog {
  private static final String SAMPLE_RESOURCE = "sample-planes.txt";

  /** The fields of a line, in order (package-private for the catalog fuzz test). */
  static final List<String> FIELDS =
      List.of(
          "name",
          "cruising",
          "top",
          "size",
          "hp",
          "maneuverability",
          "guns",
          "magazine",
          "bombs",
          "seats",
          "criticals");

  private final NamedCatalog<PlaneType> types;

  private PlaneCatalog(NamedCatalog<PlaneType> types) {
    this.types = types;
  }

  /**
   * The sample catalog shipped with this module (labelled sample data), read once.
   *
   * @return the sample catalog shipped with this module (labelled sample data), read once
   */
  public static PlaneCatalog sample() {
    return SampleHolder.SAMPLE;
  }

  private static final class SampleHolder {
    static final PlaneCatalog SAMPLE =
        new PlaneCatalog(
            NamedCatalog.readResource(
                SAMPLE_RESOURCE,
                PlaneCatalog.class.getResourceAsStream(SAMPLE_RESOURCE),
                FIELDS,
                PlaneCatalog::parseLine,
                PlaneType::name,
                "name"));
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
  public static PlaneCatalog parse(String file, Reader reader) throws IOException {
    return new PlaneCatalog(
        NamedCatalog.read(file, reader, FIELDS, PlaneCatalog::parseLine, PlaneType::name, "name"));
  }

  private static PlaneType parseLine(CatalogLine line) {
    String name = line.required("name");
    // The bounds PlaneType checks, read here so that the error names the field.
    int cruising = line.integer("cruising", 10, 2000);
    int top = line.integer("top", cruising, 2000);
    int size = line.integer("size", 0, 100);
    int hp = line.integer("hp", 1, 10_000);
    int maneuverability = line.integer("maneuverability", 0, 14);
    List<Gun> guns;
    try {
      guns = Gun.parseAll(line.required("guns"));
    } catch (IllegalArgumentException e) {
      throw line.fail("guns", String.valueOf(e.getMessage()));
    }
    int magazine = line.integer("magazine", 0, 1000);
    Optional<PlaneType.Bombs> bombs = Optional.empty();
    Optional<PlaneType.Bombs> grenades = Optional.empty();
    String ordnance = line.required("bombs");
    if (!ordnance.equals("-")) {
      for (String part : ordnance.split(",", -1)) {
        String p = part.trim();
        String lower = p.toLowerCase(java.util.Locale.ROOT);
        boolean grenade = lower.endsWith("grenades");
        if (grenade ? grenades.isPresent() : bombs.isPresent()) {
          throw line.fail(
              "bombs", "'" + ordnance + "' gives " + (grenade ? "grenades" : "bombs") + " twice");
        }
        if (grenade) {
          grenades =
              Optional.of(
                  count(line, p, lower.substring(0, lower.length() - "grenades".length()).trim()));
        } else {
          bombs = Optional.of(count(line, p, lower));
        }
      }
    }
    int seats = line.integer("seats", 1, 2);
    List<CriticalDamage> criticals = criticals(line);
    return new PlaneType(
        name,
        cruising,
        top,
        size,
        hp,
        maneuverability,
        guns,
        magazine,
        bombs,
        seats,
        criticals,
        grenades);
  }

  /** Bombs or grenades such as {@code 2x3d6}: how many, and the d6s of one. */
  private static PlaneType.Bombs count(CatalogLine line, String part, String text) {
    String[] parts = text.split("x", -1);
    if (parts.length != 2 || !parts[0].matches("[0-9]{1,2}") || !parts[1].matches("[0-9]{1,2}d6")) {
      throw line.fail(
          "bombs",
          "'"
              + part
              + "' is not bombs such as 2x3d6, or -; grenades read 4x2d6 grenades, and both"
              + " 2x3d6, 4x2d6 grenades");
    }
    try {
      return new PlaneType.Bombs(
          Integer.parseInt(parts[0]),
          Integer.parseInt(parts[1].substring(0, parts[1].length() - 2)));
    } catch (IllegalArgumentException e) {
      throw line.fail("bombs", String.valueOf(e.getMessage()));
    }
  }

  private static List<CriticalDamage> criticals(CatalogLine line) {
    List<CriticalDamage> list = new ArrayList<>();
    for (String part : line.required("criticals").split(",", -1)) {
      String p = part.trim();
      int times = 1;
      java.util.regex.Matcher m =
          java.util.regex.Pattern.compile("([0-9]{1,2})x\\s*(.*)").matcher(p);
      if (m.matches()) {
        times = Integer.parseInt(m.group(1));
        p = m.group(2);
      }
      if (times < 1 || times > 10) {
        throw line.fail(
            "criticals", "'" + part.trim() + "' lists an entry 1 to 10 times, not " + times);
      }
      try {
        CriticalDamage c = CriticalDamage.parse(p);
        for (int i = 0; i < times; i++) {
          list.add(c);
        }
      } catch (IllegalArgumentException e) {
        throw line.fail("criticals", String.valueOf(e.getMessage()));
      }
    }
    return list;
  }

  /**
   * The type called {@code name}.
   *
   * @param name a type's name, as in the catalog
   * @return the type
   * @throws IllegalArgumentException listing the known names
   */
  public PlaneType type(String name) {
    return types.get(name);
  }

  /**
   * Every type, in catalog order.
   *
   * @return every type, in catalog order
   */
  public List<PlaneType> types() {
    return types.all();
  }
}
