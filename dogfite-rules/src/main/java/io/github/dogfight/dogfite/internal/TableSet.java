package io.github.dogfight.dogfite.internal;

import io.github.dogfight.core.table.Cell;
import io.github.dogfight.core.table.RuleTable;
import io.github.dogfight.core.table.TableReader;
import io.github.dogfight.dogfite.DogfiteTables;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The twelve Dogfite! tables as read and patched, before they are decoded into {@link
 * DogfiteTables}' typed lookups: the seed's tables read from the text files beside {@code
 * DogfiteTables} ({@code io/github/dogfight/dogfite/tables/}), a cell patched or a table replaced
 * by name, an unknown name refused listing the tables.
 */
public final class TableSet {
  /** The tables' names, in the order of {@link DogfiteTables#all()}. */
  private static final List<String> NAMES =
      List.of(
          DogfiteTables.MANEUVERS,
          DogfiteTables.CLIMB_DIVE,
          DogfiteTables.BET_LEVELS,
          DogfiteTables.BET_FAILURE,
          DogfiteTables.STRESS,
          DogfiteTables.STALL_SPIN,
          DogfiteTables.INITIATIVE,
          DogfiteTables.MOVEMENT_POINTS,
          DogfiteTables.SPEED_ROLLS,
          DogfiteTables.CRITICAL_HITS,
          DogfiteTables.SHOOTING_SKILL,
          DogfiteTables.ENGINE_TROUBLE);

  private static final TableSet STANDARD =
      new TableSet(
          List.of(
              read("maneuvers.txt", String.class, Integer.class),
              read("climb-dive.txt", String.class, Integer.class),
              read("bet-levels.txt", Integer.class, String.class),
              read("bet-failure.txt", String.class, Integer.class),
              read("stress.txt", Integer.class, String.class),
              read("stall-spin.txt", Integer.class, String.class),
              read("initiative-speed.txt", Integer.class, String.class),
              read("movement-points.txt", Integer.class, String.class),
              read("speed-rolls.txt", Integer.class, String.class),
              read("critical-hits.txt", Integer.class, String.class),
              read("shooting-skill.txt", Integer.class, String.class),
              read("engine-trouble.txt", Integer.class, String.class)));

  private final List<RuleTable<?, ?>> tables;

  private TableSet(List<RuleTable<?, ?>> tables) {
    this.tables = List.copyOf(tables);
  }

  /**
   * The seed's tables, as read from the files.
   *
   * @return the seed's tables
   */
  public static TableSet standard() {
    return STANDARD;
  }

  /**
   * Every table, in the order of {@link DogfiteTables#all()}.
   *
   * @return every table
   */
  public List<RuleTable<?, ?>> all() {
    return tables;
  }

  /**
   * The table at {@code index} of {@link #all()}, checked to be the one called {@code name}, with
   * the row and column key types of the seed's table (its axis kinds are checked as it is decoded:
   * a bands axis where the seed's table has bands, labels where it has labels).
   *
   * @param <R> the row key type
   * @param <C> the column key type
   * @param index its place in {@link #all()}
   * @param name its name
   * @return the table
   * @throws IllegalArgumentException if the table there is called otherwise
   */
  @SuppressWarnings("unchecked")
  public <R, C> RuleTable<R, C> table(int index, String name) {
    RuleTable<?, ?> table = Objects.requireNonNull(tables.get(index), name);
    if (!table.name().equals(name)) {
      throw new IllegalArgumentException(
          "expected the table '" + name + "', got '" + table.name() + "'");
    }
    return (RuleTable<R, C>) table;
  }

  /**
   * These tables with one cell of table {@code table} replaced, the row and column named by their
   * labels as written.
   *
   * @param table the table's name
   * @param row the row's label
   * @param column the column's label
   * @param cell the new cell, in the table's grammar
   * @return the new tables (not yet decoded)
   * @throws IllegalArgumentException naming the table, row, column or cell when one is unknown
   */
  public TableSet patched(String table, String row, String column, String cell) {
    Objects.requireNonNull(table, "table");
    Objects.requireNonNull(row, "row");
    Objects.requireNonNull(column, "column");
    Objects.requireNonNull(cell, "cell");
    Cell parsed = Cell.parse(cell);
    for (RuleTable<?, ?> t : tables) {
      if (t.name().equals(table)) {
        return with(t.withCellAt(row, column, parsed));
      }
    }
    throw unknown(table);
  }

  /**
   * These tables with the table of the same name replaced by {@code replacement}.
   *
   * @param replacement the new table
   * @return the new tables (not yet decoded)
   * @throws IllegalArgumentException naming the table when its name is unknown
   */
  public TableSet with(RuleTable<?, ?> replacement) {
    List<RuleTable<?, ?>> changed = new ArrayList<>(tables);
    for (int i = 0; i < changed.size(); i++) {
      if (changed.get(i).name().equals(replacement.name())) {
        changed.set(i, replacement);
        return new TableSet(changed);
      }
    }
    throw unknown(replacement.name());
  }

  private static <R, C> RuleTable<R, C> read(String file, Class<R> rows, Class<C> columns) {
    return TableReader.readResource(
        file, DogfiteTables.class.getResourceAsStream("tables/" + file), rows, columns);
  }

  private static IllegalArgumentException unknown(String table) {
    return new IllegalArgumentException(
        "no Dogfite! table is called '" + table + "'; the tables are " + String.join(", ", NAMES));
  }
}
