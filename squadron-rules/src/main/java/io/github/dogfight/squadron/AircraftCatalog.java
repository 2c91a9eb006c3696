package io.github.dogfight.squadron;

import io.github.dogfight.core.dice.DiceExpression;
import io.github.dogfight.core.dice.DiceNotation;
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
import java.util.Optional;

/**
 * Aircraft types read from a human-editable catalog: one type per line, {@code name | role |
 * handling | structure | armament | damage dice}, {@code #} comments and blank lines ignored,
 * {@code -} for no armament. A malformed line fails with {@link CatalogException} naming the file,
 * line and field.
 *
 * <pre>{@code
 * AircraftCatalog catalog = AircraftCatalog.sample();
 * AircraftType spitfire = catalog.type("Spitfire Mk I");
 * }</pre>
 */
public final class AircraftCatalog {
  private static final String SAMPLE = "sample-aircraft.txt";
  private static final String[] FIELDS = {
    "name", "role", "handling", "structure", "armament", "damage dice"
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
      String[] parts = trimmed.split("\\|", -1);
      if (parts.length != FIELDS.length) {
        throw new CatalogException(
            file,
            lineNo,
            parts.length < FIELDS.length ? FIELDS[parts.length] : "line",
            "expected " + FIELDS.length + " fields separated by '|', found " + parts.length);
      }
      AircraftType type = parseLine(file, lineNo, parts);
      if (types.containsKey(type.name())) {
        throw new CatalogException(file, lineNo, "name", "duplicate type '" + type.name() + "'");
      }
      types.put(type.name(), type);
    }
    return new AircraftCatalog(types);
  }

  private static AircraftType parseLine(String file, int line, String[] raw) {
    String[] f = new String[raw.length];
    for (int i = 0; i < raw.length; i++) {
      f[i] = raw[i].strip();
    }
    if (f[0].isEmpty()) {
      throw new CatalogException(file, line, "name", "is empty");
    }
    Role role =
        java.util.Arrays.stream(Role.values())
            .filter(r -> r.catalogName().equals(f[1]))
            .findFirst()
            .orElseThrow(
                () ->
                    new CatalogException(
                        file,
                        line,
                        "role",
                        "'" + f[1] + "' is not one of fighter, bomber, monster, pc, npc"));
    int handling = integer(file, line, "handling", f[2]);
    int structure = integer(file, line, "structure", f[3]);
    if (structure < 1) {
      throw new CatalogException(file, line, "structure", "must be at least 1, was " + structure);
    }
    Optional<Armament> armament = Optional.empty();
    if (!f[4].equals("-")) {
      if (f[4].isEmpty()) {
        throw new CatalogException(file, line, "armament", "is empty (write - for none)");
      }
      DiceExpression dice;
      try {
        dice = DiceNotation.parse(f[5]);
      } catch (IllegalArgumentException e) {
        throw new CatalogException(file, line, "damage dice", String.valueOf(e.getMessage()));
      }
      armament = Optional.of(new Armament(f[4], dice));
    } else if (!f[5].equals("-")) {
      throw new CatalogException(file, line, "damage dice", "must be - when there is no armament");
    }
    return new AircraftType(f[0], role, handling, structure, armament);
  }

  private static int integer(String file, int line, String field, String text) {
    try {
      return Integer.parseInt(text.startsWith("+") ? text.substring(1) : text);
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
