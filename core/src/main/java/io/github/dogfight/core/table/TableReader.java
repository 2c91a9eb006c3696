package io.github.dogfight.core.table;

import io.github.dogfight.core.catalog.CatalogException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Reads rule tables from text. Every error is a {@link CatalogException} naming the file, line and
 * field.
 *
 * <pre>
 * # Check Your 6! robustness table
 * table:   robustness
 * source:  002_797368bde0db2dcc.txt
 * section: ROBUSTNESS TABLE (B4.2.3)
 * rows:    labels Target robustness
 * columns: bands clamp Attacking firepower (total)
 * shifts:  clamp
 * -  | &lt;1 | 1-2 | 3-5 | 6-10 | 11-15 | 16-20 | 21-25 | 26-30 | 31+
 * R0 | 5  | 6   | 7   | 8    | 9     | 10    | 11    | 12    | 12
 * R3 | -  | 3   | 4   | 5    | 6     | 7     | 8     | 9     | 10
 * </pre>
 *
 * <p>Header lines {@code key: value} come first: {@code table}, {@code source}, {@code section}
 * (may be empty), {@code rows} and {@code columns} ({@code labels TITLE} or {@code bands clamp
 * TITLE} / {@code bands refuse TITLE}) and optionally {@code shifts} ({@code clamp}, the default,
 * or {@code refuse}). Then the grid, fields separated by {@code |}: a header line (the row axis
 * title, then the column labels) and one line per row (its label, then its cells, see {@link
 * Cell}). Blank lines and lines starting with {@code #} are ignored.
 */
public final class TableReader {
  private static final List<String> KEYS =
      List.of("table", "source", "section", "rows", "columns", "shifts");

  private TableReader() {}

  /**
   * Reads a table whose rows are keyed by {@code rowKey} ({@code String.class} for labels, {@code
   * Integer.class} for bands) and columns by {@code columnKey}.
   *
   * @param file the name used in error messages
   * @param <R> the row key type
   * @param <C> the column key type
   * @param reader the table text
   * @param rowKey the row key type
   * @param columnKey the column key type
   * @return the table
   * @throws CatalogException for anything malformed, naming the line and field
   * @throws IOException if the reader fails
   */
  public static <R, C> RuleTable<R, C> read(
      String file, Reader reader, Class<R> rowKey, Class<C> columnKey) throws IOException {
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(reader, "reader");
    Objects.requireNonNull(rowKey, "rowKey");
    Objects.requireNonNull(columnKey, "columnKey");
    Map<String, String> header = new LinkedHashMap<>();
    Map<String, Integer> headerLines = new LinkedHashMap<>();
    List<String[]> grid = new ArrayList<>();
    List<Integer> gridLines = new ArrayList<>();
    BufferedReader in = new BufferedReader(reader);
    String text;
    int number = 0;
    while ((text = in.readLine()) != null) {
      number++;
      String t = text.strip();
      if (t.isEmpty() || t.startsWith("#")) {
        continue;
      }
      int colon = t.indexOf(':');
      String key = colon < 0 ? "" : t.substring(0, colon).strip().toLowerCase(Locale.ROOT);
      if (grid.isEmpty() && KEYS.contains(key)) {
        if (header.put(key, t.substring(colon + 1).strip()) != null) {
          throw new CatalogException(file, number, key, "is given twice");
        }
        headerLines.put(key, number);
        continue;
      }
      if (!t.contains("|")) {
        throw new CatalogException(
            file,
            number,
            "line",
            grid.isEmpty()
                ? "expected a header line (" + String.join(", ", KEYS) + ") or the grid"
                : "expected a row of cells separated by '|'");
      }
      grid.add(Arrays.stream(t.split("\\|", -1)).map(String::strip).toArray(String[]::new));
      gridLines.add(number);
    }
    int end = number + 1;
    for (String k : List.of("table", "source", "rows", "columns")) {
      if (!header.containsKey(k)) {
        throw new CatalogException(file, end, k, "is missing: every table names it");
      }
    }
    if (grid.isEmpty()) {
      throw new CatalogException(file, end, "grid", "is missing: no column labels and no rows");
    }
    String name = header.getOrDefault("table", "");
    Citation citation;
    try {
      citation =
          new Citation(header.getOrDefault("source", ""), header.getOrDefault("section", ""));
    } catch (IllegalArgumentException e) {
      throw new CatalogException(
          file, headerLines.getOrDefault("source", end), "source", String.valueOf(e.getMessage()));
    }
    String[] labels = grid.get(0);
    int line0 = gridLines.get(0);
    List<String> columnLabels = Arrays.asList(labels).subList(1, labels.length);
    Axis<C> columns =
        axis(
            file,
            headerLines.getOrDefault("columns", end),
            "columns",
            header.getOrDefault("columns", ""),
            columnLabels,
            columnKey);
    List<String> rowLabels = new ArrayList<>();
    List<List<Cell>> cells = new ArrayList<>();
    for (int r = 1; r < grid.size(); r++) {
      String[] row = grid.get(r);
      int line = gridLines.get(r);
      if (row.length != labels.length) {
        throw new CatalogException(
            file,
            line,
            row.length < labels.length ? "column " + columnLabels.get(row.length - 1) : "line",
            "expected "
                + labels.length
                + " fields (the row label and "
                + columnLabels.size()
                + " cells), found "
                + row.length);
      }
      rowLabels.add(row[0]);
      List<Cell> cs = new ArrayList<>();
      for (int c = 1; c < row.length; c++) {
        try {
          cs.add(Cell.parse(row[c]));
        } catch (IllegalArgumentException e) {
          throw new CatalogException(
              file,
              line,
              "cell " + row[0] + " / " + columnLabels.get(c - 1),
              String.valueOf(e.getMessage()));
        }
      }
      cells.add(cs);
    }
    if (rowLabels.isEmpty()) {
      throw new CatalogException(file, line0, "grid", "has column labels but no rows");
    }
    Axis<R> rows =
        axis(
            file,
            headerLines.getOrDefault("rows", end),
            "rows",
            header.getOrDefault("rows", ""),
            rowLabels,
            rowKey);
    Ends shifts =
        ends(
            file,
            headerLines.getOrDefault("shifts", end),
            "shifts",
            header.getOrDefault("shifts", "clamp"));
    return RuleTable.of(name, citation, rows, columns, shifts, cells);
  }

  /**
   * Reads the UTF-8 resource {@code name} from {@code stream}, which the module owning the resource
   * opens itself ({@code MyRules.class.getResourceAsStream(name)}): the module system lets a module
   * read its own resources, not another's.
   *
   * @param stream the resource's contents, or null when it is missing
   * @param <R> the row key type
   * @param <C> the column key type
   * @param name the resource's name, for errors
   * @param rowKey the row key type
   * @param columnKey the column key type
   * @return the table
   * @throws IllegalStateException if the resource is missing
   * @throws CatalogException for anything malformed
   */
  public static <R, C> RuleTable<R, C> readResource(
      String name, @Nullable InputStream stream, Class<R> rowKey, Class<C> columnKey) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(rowKey, "rowKey");
    Objects.requireNonNull(columnKey, "columnKey");
    if (stream == null) {
      throw new IllegalStateException("table resource " + name + " is missing");
    }
    try (Reader r = new InputStreamReader(stream, StandardCharsets.UTF_8)) {
      return read(name, r, rowKey, columnKey);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @SuppressWarnings("unchecked") // the key class is checked against the axis kind
  private static <K> Axis<K> axis(
      String file, int line, String field, String spec, List<String> labels, Class<K> key) {
    String[] words = spec.split("\\s+", 2);
    String kind = words[0].toLowerCase(Locale.ROOT);
    String rest = words.length > 1 ? words[1] : "";
    try {
      switch (kind) {
        case "labels" -> {
          requireKey(file, line, field, key, String.class, "labels");
          return (Axis<K>) new Labels(rest, labels);
        }
        case "bands" -> {
          requireKey(file, line, field, key, Integer.class, "bands");
          String[] endWords = rest.split("\\s+", 2);
          Ends ends = ends(file, line, field, endWords[0]);
          return (Axis<K>) Bands.of(endWords.length > 1 ? endWords[1] : "", ends, labels);
        }
        default ->
            throw new CatalogException(
                file, line, field, "'" + kind + "' is not an axis kind: write labels or bands");
      }
    } catch (CatalogException e) {
      throw e;
    } catch (IllegalArgumentException e) {
      throw new CatalogException(file, line, field, String.valueOf(e.getMessage()));
    }
  }

  private static void requireKey(
      String file, int line, String field, Class<?> key, Class<?> expected, String kind) {
    if (!key.equals(expected)) {
      throw new CatalogException(
          file,
          line,
          field,
          "are "
              + kind
              + ", looked up by "
              + expected.getSimpleName()
              + ", not "
              + key.getSimpleName());
    }
  }

  private static Ends ends(String file, int line, String field, String word) {
    return switch (word.toLowerCase(Locale.ROOT)) {
      case "clamp" -> Ends.CLAMP;
      case "refuse" -> Ends.REFUSE;
      default ->
          throw new CatalogException(
              file, line, field, "'" + word + "' is not an end rule: write clamp or refuse");
    };
  }
}
