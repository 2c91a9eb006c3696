package io.github.dogfight.dogfite;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * WW1 aircraft types read from a human-editable catalog, one per line: {@code name | firing | power
 * | drag | climb | spin | aerobatic | min speed | max speed | max dive | damage}, where damage is
 * {@code SETSxBOXES} (for example {@code 4x6}). {@code #} comments and blank lines are ignored. A
 * malformed line throws {@link CatalogException} with file, line and field.
 */
public final class AircraftCatalog {
  private static final String SAMPLE = "sample-aircraft.txt";
  private static final String[] FIELDS = {
    "name",
    "firing",
    "power",
    "drag",
    "climb",
    "spin",
    "aerobatic",
    "min speed",
    "max speed",
    "max dive",
    "damage"
  };

  private final Map<String, AircraftType> types;

  private AircraftCatalog(Map<String, AircraftType> types) {
    this.types = types;
  }

  /** The sample catalog shipped with this module (labelled sample data), read once. */
  public static AircraftCatalog sample() {
    return SampleHolder.SAMPLE;
  }

  private static final class SampleHolder {
    static final AircraftCatalog SAMPLE = loadSample();
  }

  private static AircraftCatalog loadSample() {
    InputStream in = AircraftCatalog.class.getResourceAsStream(SAMPLE);
    if (in == null) {
      throw new IllegalStateException("sample catalog resource " + SAMPLE + " is missing");
    }
    try (Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
      return parse(SAMPLE, r);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Reads a catalog.
   *
   * @param file the name used in error messages
   * @param reader the catalog text
   * @throws CatalogException for a malformed line
   */
  public static AircraftCatalog parse(String file, Reader reader) throws IOException {
    Map<String, AircraftType> types = new LinkedHashMap<>();
    BufferedReader in = new BufferedReader(reader);
    String text;
    int lineNo = 0;
    while ((text = in.readLine()) != null) {
      lineNo++;
      String trimmed = text.strip();
      if (trimmed.isEmpty() || trimmed.startsWith("#")) {
        continue;
      }
      String[] raw = trimmed.split("\\|", -1);
      if (raw.length != FIELDS.length) {
        throw new CatalogException(
            file,
            lineNo,
            raw.length < FIELDS.length ? FIELDS[raw.length] : "line",
            "expected " + FIELDS.length + " fields separated by '|', found " + raw.length);
      }
      String[] f = new String[raw.length];
      for (int i = 0; i < raw.length; i++) {
        f[i] = raw[i].strip();
      }
      if (f[0].isEmpty()) {
        throw new CatalogException(file, lineNo, "name", "is empty");
      }
      int[] n = new int[9];
      for (int i = 1; i <= 9; i++) {
        n[i - 1] = integer(file, lineNo, FIELDS[i], f[i]);
      }
      String[] damage = f[10].split("x", -1);
      if (damage.length != 2) {
        throw new CatalogException(
            file, lineNo, "damage", "'" + f[10] + "' is not SETSxBOXES, such as 4x6");
      }
      int sets = integer(file, lineNo, "damage", damage[0]);
      int boxes = integer(file, lineNo, "damage", damage[1]);
      AircraftType type;
      try {
        type =
            new AircraftType(
                f[0], n[0], n[1], n[2], n[3], n[4], n[5], n[6], n[7], n[8], sets, boxes);
      } catch (IllegalArgumentException e) {
        throw new CatalogException(
            file, lineNo, "speeds or damage", String.valueOf(e.getMessage()));
      }
      if (types.putIfAbsent(type.name(), type) != null) {
        throw new CatalogException(file, lineNo, "name", "duplicate type '" + type.name() + "'");
      }
    }
    return new AircraftCatalog(types);
  }

  private static int integer(String file, int line, String field, String text) {
    String t = text.strip();
    try {
      return Integer.parseInt(t.startsWith("+") ? t.substring(1) : t);
    } catch (NumberFormatException e) {
      throw new CatalogException(file, line, field, "'" + text + "' is not an integer");
    }
  }

  /**
   * The type called {@code name}.
   *
   * @throws IllegalArgumentException listing the known names
   */
  public AircraftType type(String name) {
    AircraftType t = types.get(name);
    if (t == null) {
      throw new IllegalArgumentException(
          "no aircraft type '" + name + "' in the catalog; known: " + types.keySet());
    }
    return t;
  }

  /** Every type, in catalog order. */
  public List<AircraftType> types() {
    return new ArrayList<>(types.values());
  }
}
