package io.github.dogfight.core.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One table of a rule set as a rule author reads it: its name, citation, row and column labels and
 * cells, each as written, and whether a variant may patch it ({@code RuleSet.tableListings()}). The
 * names and labels are those {@code RuleSet.withTablePatch(table, row, column, cell)} takes, and
 * every cell's text is one it accepts, so a variant can be written from the listing alone (see
 * {@link #PATCH_SYNTAX}).
 *
 * <pre>{@code
 * TableListing t = TableListing.patchable(robustness);
 * t.cell("R2", "6-10");                      // "6"
 * rules.withTablePatch(t.name(), "R2", "6-10", "7");
 * }</pre>
 *
 * @param name the table's name, as {@code withTablePatch} takes it
 * @param citation where the table comes from (seed file and section)
 * @param rowTitle the title of the row axis, such as "Target robustness" (may be empty)
 * @param rowLabels the row labels in order, as written
 * @param columnTitle the title of the column axis (may be empty)
 * @param columnLabels the column labels in order, as written
 * @param cells the cells as text, one list per row in row order, each as long as the columns
 * @param patchable whether {@code withTablePatch} accepts this table
 */
public record TableListing(
    String name,
    Citation citation,
    String rowTitle,
    List<String> rowLabels,
    String columnTitle,
    List<String> columnLabels,
    List<List<String>> cells,
    boolean patchable) {

  /** How a patch is written, for help texts: {@value}. */
  public static final String PATCH_SYNTAX =
      "A patch names the table by its name and the cell by its row and column labels exactly as"
          + " listed (a band such as 3-5 or 31+ by its label, not by a number inside it), and gives"
          + " the new cell in the table grammar: a number (7, -2, +1), a threshold (4+), auto"
          + " (happens without a roll), - (no entry) or an effect in words (codes such as *B are"
          + " read from it). The rule set decodes the patched table at once and refuses a cell its"
          + " engine cannot read, naming the table and the cell.";

  /**
   * Checks and copies.
   *
   * @param name the table's name, as {@code withTablePatch} takes it
   * @param citation where the table comes from (seed file and section)
   * @param rowTitle the title of the row axis (may be empty)
   * @param rowLabels the row labels in order, as written
   * @param columnTitle the title of the column axis (may be empty)
   * @param columnLabels the column labels in order, as written
   * @param cells the cells as text, one list per row in row order
   * @param patchable whether {@code withTablePatch} accepts this table
   * @throws IllegalArgumentException for a blank name, no rows or columns, or cells that do not
   *     fill the labels exactly
   */
  public TableListing {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(citation, "citation");
    Objects.requireNonNull(rowTitle, "rowTitle");
    Objects.requireNonNull(columnTitle, "columnTitle");
    rowLabels = List.copyOf(Objects.requireNonNull(rowLabels, "rowLabels"));
    columnLabels = List.copyOf(Objects.requireNonNull(columnLabels, "columnLabels"));
    Objects.requireNonNull(cells, "cells");
    if (name.isBlank()) {
      throw new IllegalArgumentException("a table listing names its table");
    }
    if (rowLabels.isEmpty() || columnLabels.isEmpty()) {
      throw new IllegalArgumentException(name + ": a table has at least one row and one column");
    }
    if (cells.size() != rowLabels.size()) {
      throw new IllegalArgumentException(
          name + ": " + rowLabels.size() + " rows but " + cells.size() + " rows of cells");
    }
    List<List<String>> copy = new ArrayList<>();
    for (int r = 0; r < cells.size(); r++) {
      List<String> row = List.copyOf(cells.get(r));
      if (row.size() != columnLabels.size()) {
        throw new IllegalArgumentException(
            name
                + ": row "
                + rowLabels.get(r)
                + " has "
                + row.size()
                + " cells for "
                + columnLabels.size()
                + " columns");
      }
      copy.add(row);
    }
    cells = List.copyOf(copy);
  }

  /**
   * The listing of {@code table}, which {@code withTablePatch} accepts.
   *
   * @param table the table as the engine uses it
   * @return its listing, patchable
   */
  public static TableListing patchable(RuleTable<?, ?> table) {
    return of(table, true);
  }

  /**
   * The listing of {@code table}, shown for reference: {@code withTablePatch} does not accept it.
   *
   * @param table the table as the engine uses it
   * @return its listing, not patchable
   */
  public static TableListing readOnly(RuleTable<?, ?> table) {
    return of(table, false);
  }

  private static TableListing of(RuleTable<?, ?> table, boolean patchable) {
    Objects.requireNonNull(table, "table");
    List<String> rows = table.rows().labels();
    List<String> columns = table.columns().labels();
    List<List<String>> cells = new ArrayList<>();
    for (String r : rows) {
      List<String> row = new ArrayList<>();
      for (String c : columns) {
        row.add(table.cellAt(r, c).text());
      }
      cells.add(row);
    }
    return new TableListing(
        table.name(),
        table.citation(),
        table.rows().title(),
        rows,
        table.columns().title(),
        columns,
        cells,
        patchable);
  }

  /**
   * The cell in the row and column with these labels, as text.
   *
   * @param rowLabel the row's label, as listed
   * @param columnLabel the column's label, as listed
   * @return the cell's text
   * @throws IllegalArgumentException naming the label that is not listed, and the labels
   */
  public String cell(String rowLabel, String columnLabel) {
    Objects.requireNonNull(rowLabel, "rowLabel");
    Objects.requireNonNull(columnLabel, "columnLabel");
    int r = rowLabels.indexOf(rowLabel);
    if (r < 0) {
      throw new IllegalArgumentException(
          name + ": no row '" + rowLabel + "'; rows: " + String.join(", ", rowLabels));
    }
    int c = columnLabels.indexOf(columnLabel);
    if (c < 0) {
      throw new IllegalArgumentException(
          name + ": no column '" + columnLabel + "'; columns: " + String.join(", ", columnLabels));
    }
    return cells.get(r).get(c);
  }

  /**
   * How many rows and columns, as {@code 4x10} (rows by columns).
   *
   * @return the size, rows by columns
   */
  public String size() {
    return rowLabels.size() + "x" + columnLabels.size();
  }
}
