package io.github.dogfight.core.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * A rule table: cells addressed by a row key and a column key, with a name and the citation of the
 * rule text it comes from. Immutable; {@link #with} patches one cell for a variant.
 *
 * <p>Axes are {@link Labels} (looked up by name) or {@link Bands} (numeric ranges, clamped or
 * refused at their ends). A {@link Shift} moves the column after it is found; shifts past the first
 * or last column are clamped or refused as the table's shift ends say.
 *
 * <pre>{@code
 * RuleTable<String, Integer> robustness = TableReader.readResource(
 *     "robustness.txt", MyRules.class.getResourceAsStream("robustness.txt"),
 *     String.class, Integer.class);
 * robustness.cell("R2", 7);                          // Value[value=6]
 * robustness.cell("R2", 7, Shift.right(2));          // Value[value=8]: 16-20
 * robustness.with("R0", 31, Cell.parse("11"));       // a variant's patch
 * }</pre>
 *
 * @param <R> the row key type: String for labels, Integer for bands
 * @param <C> the column key type
 */
public final class RuleTable<R, C> {
  private final String name;
  private final Citation citation;
  private final Axis<R> rows;
  private final Axis<C> columns;
  private final Ends shiftEnds;
  private final List<List<Cell>> cells;

  private RuleTable(
      String name,
      Citation citation,
      Axis<R> rows,
      Axis<C> columns,
      Ends shiftEnds,
      List<List<Cell>> cells) {
    this.name = Objects.requireNonNull(name, "name");
    this.citation = Objects.requireNonNull(citation, "citation");
    this.rows = Objects.requireNonNull(rows, "rows");
    this.columns = Objects.requireNonNull(columns, "columns");
    this.shiftEnds = Objects.requireNonNull(shiftEnds, "shiftEnds");
    if (cells.size() != rows.size()) {
      throw new IllegalArgumentException(
          name + ": " + rows.size() + " rows but " + cells.size() + " rows of cells");
    }
    List<List<Cell>> copy = new ArrayList<>();
    for (int i = 0; i < cells.size(); i++) {
      List<Cell> row = cells.get(i);
      if (row.size() != columns.size()) {
        throw new IllegalArgumentException(
            name
                + ": row "
                + rows.labels().get(i)
                + " has "
                + row.size()
                + " cells for "
                + columns.size()
                + " columns");
      }
      copy.add(List.copyOf(row));
    }
    this.cells = List.copyOf(copy);
  }

  /**
   * A table of {@code cells}, one list per row in row order.
   *
   * @param <R> the row key type: String for labels, Integer for bands
   * @param <C> the column key type
   * @param name the table's name
   * @param citation where it is from
   * @param rows the row axis
   * @param columns the column axis
   * @param cells the cells, row by row
   * @param shiftEnds what a shift past either end reads
   * @return the table
   * @throws IllegalArgumentException if the cells do not fill the axes exactly
   */
  public static <R, C> RuleTable<R, C> of(
      String name,
      Citation citation,
      Axis<R> rows,
      Axis<C> columns,
      Ends shiftEnds,
      List<List<Cell>> cells) {
    return new RuleTable<>(name, citation, rows, columns, shiftEnds, cells);
  }

  /**
   * The table's name.
   *
   * @return the table's name
   */
  public String name() {
    return name;
  }

  /**
   * Where the table comes from.
   *
   * @return where the table comes from
   */
  public Citation citation() {
    return citation;
  }

  /**
   * The row axis.
   *
   * @return the row axis
   */
  public Axis<R> rows() {
    return rows;
  }

  /**
   * The column axis.
   *
   * @return the column axis
   */
  public Axis<C> columns() {
    return columns;
  }

  /**
   * What a shift past the first or last column does.
   *
   * @return what a shift past the first or last column does
   */
  public Ends shiftEnds() {
    return shiftEnds;
  }

  /**
   * The cell at {@code row} and {@code column}.
   *
   * @param row the row key
   * @param column the column key
   * @return the cell
   * @throws TableLookupException if either key has no place in its axis
   */
  public Cell cell(R row, C column) {
    return cell(row, column, Shift.NONE);
  }

  /**
   * The cell at {@code row} and {@code column}, the column moved by {@code shift}.
   *
   * @param row the row key
   * @param column the column key
   * @param shift the column shift
   * @return the cell
   * @throws TableLookupException if a key has no place, or the shift runs past a refusing end
   */
  public Cell cell(R row, C column, Shift shift) {
    int r = index(rows, row, "row");
    int c = index(columns, column, "column");
    long shifted = (long) c + shift.columns();
    if (shifted < 0 || shifted >= columns.size()) {
      if (shiftEnds == Ends.REFUSE) {
        throw new TableLookupException(
            name,
            citation,
            "column",
            columns.labels().get(c) + " shifted " + shift,
            "runs past the " + (shifted < 0 ? "first" : "last") + " column");
      }
      shifted = Math.max(0, Math.min(columns.size() - 1, shifted));
    }
    return cells.get(r).get((int) shifted);
  }

  /**
   * The only column's cell at {@code row}, for one-column tables.
   *
   * @param row the row key
   * @return the cell
   * @throws IllegalStateException if the table has several columns
   * @throws TableLookupException if the row key has no place
   */
  public Cell cell(R row) {
    if (columns.size() != 1) {
      throw new IllegalStateException(name + " has " + columns.size() + " columns: name one");
    }
    return cells.get(index(rows, row, "row")).get(0);
  }

  /**
   * The cell in the row and column with these labels, as written in the table.
   *
   * @param rowLabel the row's label
   * @param columnLabel the column's label
   * @return the cell
   */
  public Cell cellAt(String rowLabel, String columnLabel) {
    return cells
        .get(labelIndex(rows, rowLabel, "row"))
        .get(labelIndex(columns, columnLabel, "column"));
  }

  /**
   * This table with the cell at {@code row} and {@code column} replaced: a variant's patch.
   *
   * @param row the row key
   * @param column the column key
   * @param cell the new cell
   * @return the new table
   * @throws TableLookupException if either key has no place
   */
  public RuleTable<R, C> with(R row, C column, Cell cell) {
    return patched(index(rows, row, "row"), index(columns, column, "column"), cell);
  }

  /**
   * This table with the cell in the row and column with these labels replaced.
   *
   * @param rowLabel the row's label
   * @param columnLabel the column's label
   * @param cell the new cell
   * @return the new table
   */
  public RuleTable<R, C> withCellAt(String rowLabel, String columnLabel, Cell cell) {
    return patched(
        labelIndex(rows, rowLabel, "row"), labelIndex(columns, columnLabel, "column"), cell);
  }

  /**
   * This table under another citation, for a variant that documents its own source.
   *
   * @param other the new citation
   * @return the new table
   */
  public RuleTable<R, C> citing(Citation other) {
    return new RuleTable<>(name, other, rows, columns, shiftEnds, cells);
  }

  private RuleTable<R, C> patched(int r, int c, Cell cell) {
    Objects.requireNonNull(cell, "cell");
    List<List<Cell>> copy = new ArrayList<>();
    for (int i = 0; i < cells.size(); i++) {
      List<Cell> row = new ArrayList<>(cells.get(i));
      if (i == r) {
        row.set(c, cell);
      }
      copy.add(row);
    }
    return new RuleTable<>(name, citation, rows, columns, shiftEnds, copy);
  }

  private <K> int index(Axis<K> axis, K key, String which) {
    Objects.requireNonNull(key, which);
    OptionalInt i = axis.find(key);
    if (i.isEmpty()) {
      throw new TableLookupException(
          name, citation, which + " (" + axis.title() + ")", String.valueOf(key), axis.whyNot(key));
    }
    return i.getAsInt();
  }

  private int labelIndex(Axis<?> axis, String label, String which) {
    OptionalInt i = axis.indexOfLabel(label);
    if (i.isEmpty()) {
      throw new TableLookupException(
          name,
          citation,
          which + " (" + axis.title() + ")",
          "'" + label + "'",
          "is not a label: " + String.join(", ", axis.labels()));
    }
    return i.getAsInt();
  }

  /**
   * The table in the text format {@link TableReader} reads.
   *
   * @return the table in the text format {@link TableReader} reads
   */
  public String toText() {
    StringBuilder sb = new StringBuilder();
    sb.append("table: ").append(name).append('\n');
    sb.append("source: ").append(citation.source()).append('\n');
    sb.append("section: ").append(citation.section()).append('\n');
    sb.append("rows: ").append(rows.header()).append('\n');
    sb.append("columns: ").append(columns.header()).append('\n');
    sb.append("shifts: ").append(shiftEnds.name().toLowerCase(java.util.Locale.ROOT)).append('\n');
    sb.append(rows.title().isEmpty() ? "-" : rows.title());
    for (String l : columns.labels()) {
      sb.append(" | ").append(l);
    }
    sb.append('\n');
    for (int i = 0; i < cells.size(); i++) {
      sb.append(rows.labels().get(i));
      for (Cell c : cells.get(i)) {
        sb.append(" | ").append(c.text());
      }
      sb.append('\n');
    }
    return sb.toString();
  }

  @Override
  public boolean equals(@org.jspecify.annotations.Nullable Object o) {
    return o instanceof RuleTable<?, ?> t
        && name.equals(t.name)
        && citation.equals(t.citation)
        && rows.equals(t.rows)
        && columns.equals(t.columns)
        && shiftEnds == t.shiftEnds
        && cells.equals(t.cells);
  }

  @Override
  public int hashCode() {
    return Objects.hash(name, citation, rows, columns, shiftEnds, cells);
  }

  @Override
  public String toString() {
    return "RuleTable[" + name + " (" + citation + ")]";
  }
}
