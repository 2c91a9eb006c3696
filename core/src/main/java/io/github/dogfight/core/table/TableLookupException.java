package io.github.dogfight.core.table;

/**
 * A value has no place in a table: beyond an axis that refuses its ends, in a gap between bands, an
 * unknown label, or a column shift past a refusing end. The message names the table, its citation,
 * the axis and the value.
 */
public final class TableLookupException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The table's name. */
  private final String table;

  /** The axis with no place for the value. */
  private final String axis;

  /** The value looked up. */
  private final String value;

  TableLookupException(String table, Citation citation, String axis, String value, String why) {
    super(table + " (" + citation + "): " + axis + " " + value + " " + why);
    this.table = table;
    this.axis = axis;
    this.value = value;
  }

  /**
   * The table's name.
   *
   * @return the table's name
   */
  public String table() {
    return table;
  }

  /**
   * The axis, such as "column" or the axis title.
   *
   * @return the axis, such as "column" or the axis title
   */
  public String axis() {
    return axis;
  }

  /**
   * The offending value, as text.
   *
   * @return the offending value, as text
   */
  public String value() {
    return value;
  }
}
