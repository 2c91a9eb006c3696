package io.github.dogfight.dogfite.internal;

import io.github.dogfight.core.table.Axis;
import io.github.dogfight.core.table.Bands;
import io.github.dogfight.core.table.Cell;
import io.github.dogfight.core.table.RuleTable;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.Function;

/**
 * Reading the cells of a Dogfite! table into numbers, flags and labels, each failure naming the
 * table, its citation, the cell and what was expected.
 */
public final class TableCells {
  private TableCells() {}

  @SuppressWarnings("unchecked") // checked: a bands axis has Integer keys
  public static Axis<Integer> bands(Axis<?> axis, RuleTable<?, ?> table) {
    if (!(axis instanceof Bands)) {
      throw new IllegalArgumentException(
          table.name()
              + " ("
              + table.citation()
              + "): the axis '"
              + axis.title()
              + "' must be bands");
    }
    return (Axis<Integer>) axis;
  }

  /** The column of {@code key}; a key with no place is refused by the table, naming it. */
  public static int column(
      BandLookup lookup, RuleTable<String, Integer> table, String row, int key) {
    int i = lookup.index(key);
    if (i < 0) {
      table.cell(row, key); // throws the table's lookup error, naming the table and the key
      throw new IllegalStateException("unreachable");
    }
    return i;
  }

  /** The row of {@code key}; a key with no place is refused by the table, naming it. */
  public static int row(
      BandLookup lookup, RuleTable<Integer, String> table, int key, String column) {
    int i = lookup.index(key);
    if (i < 0) {
      table.cell(key, column);
      throw new IllegalStateException("unreachable");
    }
    return i;
  }

  public static int position(Axis<Integer> axis, int key, RuleTable<?, ?> table, String what) {
    OptionalInt i = axis.find(key);
    if (i.isEmpty()) {
      throw new IllegalArgumentException(
          table.name() + " (" + table.citation() + "): no row for " + what + " " + key);
    }
    return i.getAsInt();
  }

  /** Points in the climb / dive table: a number 1 to 3, or {@code none} (x, -) read as 0. */
  public static int points(Cell cell, RuleTable<?, ?> table, String row, String col, String none) {
    if (cell.isBlank() || (cell instanceof Cell.Effect e && e.text().equalsIgnoreCase(none))) {
      return 0;
    }
    if (cell instanceof Cell.Value v && v.value() >= 1 && v.value() <= 3) {
      return v.value();
    }
    throw bad(table, row, col, cell, "points 1 to 3, or " + none);
  }

  /** A number cell; "-" reads as 0. */
  public static int number(Cell cell, RuleTable<?, ?> table, String row, String col) {
    if (cell.isBlank()) {
      return 0;
    }
    if (cell instanceof Cell.Value v) {
      return v.value();
    }
    throw bad(table, row, col, cell, "a number or -");
  }

  public static int[] numbers(RuleTable<Integer, String> table, String column) {
    int[] out = new int[table.rows().size()];
    for (int r = 0; r < out.length; r++) {
      String row = table.rows().labels().get(r);
      Cell cell = table.cellAt(row, column);
      if (!(cell instanceof Cell.Value v)) {
        throw bad(table, row, column, cell, "a number");
      }
      out[r] = v.value();
    }
    return out;
  }

  public static boolean flag(RuleTable<?, ?> table, String row, String column, String word) {
    Cell cell = table.cellAt(row, column);
    if (cell.isBlank()) {
      return false;
    }
    if (cell.text().equalsIgnoreCase(word)) {
      return true;
    }
    throw bad(table, row, column, cell, word + " or -");
  }

  public static <E> E decode(
      E[] values,
      Function<E, String> label,
      RuleTable<?, ?> table,
      String row,
      String column,
      String what) {
    Cell cell = table.cellAt(row, column);
    for (E e : values) {
      if (label.apply(e).equalsIgnoreCase(cell.text())) {
        return e;
      }
    }
    List<String> choices = new ArrayList<>();
    for (E e : values) {
      choices.add(label.apply(e));
    }
    throw bad(table, row, column, cell, what + ": " + String.join(", ", choices));
  }

  public static IllegalArgumentException bad(
      RuleTable<?, ?> table, String row, String column, Cell cell, String expected) {
    return new IllegalArgumentException(
        table.name()
            + " ("
            + table.citation()
            + "): cell "
            + row
            + " / "
            + column
            + " is '"
            + cell.text()
            + "'; expected "
            + expected);
  }
}
