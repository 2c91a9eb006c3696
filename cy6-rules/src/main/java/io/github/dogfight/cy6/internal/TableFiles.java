package io.github.dogfight.cy6.internal;

import io.github.dogfight.core.table.RuleTable;
import io.github.dogfight.core.table.TableReader;
import io.github.dogfight.cy6.Cy6Tables;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the table files of rules 002 shipped under {@code
 * src/main/resources/io/github/dogfight/cy6/tables/}, each into a core {@link RuleTable} with the
 * kinds of its axes; {@link Cy6Tables} decodes them into lookups.
 */
public final class TableFiles {
  private static final List<String> FILES =
      List.of(
          "to-hit.txt",
          "to-hit-modifiers.txt",
          "ammunition.txt",
          "robustness.txt",
          "column-shifts.txt",
          "weapons.txt",
          "critical-damage.txt",
          "weapon-classes.txt",
          "lucky-hit.txt",
          "additional-damage.txt",
          "anti-aircraft.txt",
          "heavy-aa-target-hex.txt",
          "surface-attack.txt",
          "surface-attack-modifiers.txt",
          "board-exit.txt",
          "spotting.txt",
          "maneuvers.txt",
          "altitude.txt");

  private TableFiles() {}

  /**
   * Every table file, read, by table name in the order of the files.
   *
   * @return the tables by name
   */
  public static Map<String, RuleTable<?, ?>> read() {
    Map<String, RuleTable<?, ?>> m = new LinkedHashMap<>();
    for (String f : FILES) {
      RuleTable<?, ?> t = read(f);
      m.put(t.name(), t);
    }
    return m;
  }

  private static RuleTable<?, ?> read(String file) {
    Class<?>[] keys = keysFor(file);
    return TableReader.readResource(
        file, Cy6Tables.class.getResourceAsStream("tables/" + file), keys[0], keys[1]);
  }

  private static Class<?>[] keysFor(String file) {
    return switch (file) {
      case "to-hit.txt", "lucky-hit.txt", "altitude.txt" ->
          new Class<?>[] {Integer.class, String.class};
      case "robustness.txt" -> new Class<?>[] {String.class, Integer.class};
      default -> new Class<?>[] {String.class, String.class};
    };
  }
}
