package io.github.dogfight.wildblue;

import io.github.dogfight.core.catalog.CatalogException;
import io.github.dogfight.core.catalog.CatalogFormat;
import io.github.dogfight.core.catalog.CatalogLine;
import io.github.dogfight.core.catalog.NamedCatalog;
import io.github.dogfight.core.catalog.TypeCatalog;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Plane profiles read from a human-editable catalog, one per line: {@code name | cruising | top |
 * size | hp | maneuverability | guns | magazine | bombs | seats | criticals} (see {@link
 * PlaneType}; guns as in {@link Gun#parseAll}; bombs as {@code 2x3d6}, grenades as {@code 4x2d6
 * grenades} ({@code 1x2d6 grenade} for one), both as {@code 2x3d6, 4x2d6 grenades}, or {@code -}
 * alone for neither, counts and d6s 1 to 20; criticals a comma list of {@link CriticalDamage} names
 * with an optional {@code 2x} before an entry listed twice). {@code #} comments and blank lines are
 * ignored. A malformed line throws {@link CatalogException} with file, line and field.
 *
 * <pre>{@code
 * PlaneType camel = PlaneCatalog.sample().type("Sopwith Camel");
 * }</pre>
 */
public final class PlaneCatalog extends TypeCatalog<PlaneType> {

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

  private PlaneCatalog(NamedCatalog<PlaneType> types) {
    super(types);
  }

  private static final CatalogFormat<PlaneType, PlaneCatalog> FORMAT =
      CatalogFormat.of(FIELDS, PlaneCatalog::parseLine, PlaneType::name, PlaneCatalog::new)
          .withSample("sample-planes.txt", n -> PlaneCatalog.class.getResourceAsStream(n));

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
    if (guns.size() > PlaneType.MAX_GUNS) {
      throw line.fail("guns", "must be 1 to " + PlaneType.MAX_GUNS + " guns, were " + guns.size());
    }
    int magazine = line.integer("magazine", 0, 1000);
    Optional<PlaneType.Bombs> bombs = Optional.empty();
    Optional<PlaneType.Bombs> grenades = Optional.empty();
    String ordnance = line.required("bombs");
    if (!ordnance.equals("-")) {
      for (String part : ordnance.split(",", -1)) {
        String p = part.trim();
        if (p.isEmpty()) {
          throw line.fail("bombs", "'" + ordnance + "' has an empty entry (" + ORDNANCE + ")");
        }
        if (p.equals("-")) {
          throw line.fail(
              "bombs",
              "'" + ordnance + "': - (no bombs, no grenades) stands alone (" + ORDNANCE + ")");
        }
        String lower = p.toLowerCase(java.util.Locale.ROOT);
        String suffix =
            lower.endsWith("grenades") ? "grenades" : lower.endsWith("grenade") ? "grenade" : "";
        boolean grenade = !suffix.isEmpty();
        if (grenade ? grenades.isPresent() : bombs.isPresent()) {
          throw line.fail(
              "bombs", "'" + ordnance + "' gives " + (grenade ? "grenades" : "bombs") + " twice");
        }
        PlaneType.Bombs load =
            count(line, p, lower.substring(0, lower.length() - suffix.length()).trim(), grenade);
        if (grenade) {
          grenades = Optional.of(load);
        } else {
          bombs = Optional.of(load);
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

  /** How the bombs field reads, for its error messages. */
  private static final String ORDNANCE =
      "the field reads bombs such as 2x3d6, grenades such as 4x2d6 grenades, both as 2x3d6,"
          + " 4x2d6 grenades, or - for none";

  /**
   * One entry of the bombs field, bombs such as {@code 2x3d6} or grenades such as {@code 4x2d6
   * grenades} ({@code text} without the word): how many, and the d6s of one, each 1 to 20. An error
   * names the entry and says bombs or grenades.
   */
  private static PlaneType.Bombs count(
      CatalogLine line, String entry, String text, boolean grenade) {
    String[] parts = text.split("x", -1);
    if (parts.length != 2 || !parts[0].matches("[0-9]{1,2}") || !parts[1].matches("[0-9]{1,2}d6")) {
      throw line.fail(
          "bombs",
          "'"
              + entry
              + "' is not "
              + (grenade ? "grenades such as 4x2d6 grenades" : "bombs such as 2x3d6")
              + " ("
              + ORDNANCE
              + ")");
    }
    int count =
        upToMax(
            line, entry, (grenade ? "grenades" : "bombs") + " carried", Integer.parseInt(parts[0]));
    int dice =
        upToMax(
            line,
            entry,
            "d6s per " + (grenade ? "grenade" : "bomb"),
            Integer.parseInt(parts[1].substring(0, parts[1].length() - 2)));
    return new PlaneType.Bombs(count, dice);
  }

  /** {@code value}, the {@code what} of bombs {@code entry}, checked to be 1 to 20. */
  private static int upToMax(CatalogLine line, String entry, String what, int value) {
    if (value < 1 || value > PlaneType.Bombs.MAX) {
      throw line.fail(
          "bombs",
          "'" + entry + "': " + what + " must be 1 to " + PlaneType.Bombs.MAX + ", was " + value);
    }
    return value;
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
   * The sample catalog shipped with this module (labelled sample data), read once.
   *
   * @return the sample catalog shipped with this module (labelled sample data), read once
   */
  public static PlaneCatalog sample() {
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
  public static PlaneCatalog parse(String file, Reader reader) throws IOException {
    return FORMAT.parse(file, reader);
  }
}
