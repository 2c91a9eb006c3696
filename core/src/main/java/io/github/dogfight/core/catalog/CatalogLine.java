package io.github.dogfight.core.catalog;

import java.util.List;

/**
 * One data line of a catalog, split into its named fields (stripped of surrounding spaces), with
 * readers that fail with a {@link CatalogException} naming the file, line and field.
 */
public final class CatalogLine {
  private final String file;
  private final int number;
  private final List<String> names;
  private final List<String> values;

  CatalogLine(String file, int number, List<String> names, List<String> values) {
    this.file = file;
    this.number = number;
    this.names = names;
    this.values = values;
  }

  /**
   * The catalog's file name.
   *
   * @return the catalog's file name
   */
  public String file() {
    return file;
  }

  /**
   * The 1-based line number.
   *
   * @return the 1-based line number
   */
  public int number() {
    return number;
  }

  /**
   * The text of {@code field}.
   *
   * @param field the field's name
   * @return its text, stripped; empty when blank
   */
  public String text(String field) {
    int i = names.indexOf(field);
    if (i < 0) {
      throw new IllegalArgumentException("no catalog field '" + field + "'; fields: " + names);
    }
    return values.get(i);
  }

  /**
   * The text of {@code field}, which must not be empty.
   *
   * @param field the field's name
   * @return its text, not blank
   */
  public String required(String field) {
    String t = text(field);
    if (t.isEmpty()) {
      throw fail(field, "is empty");
    }
    return t;
  }

  /**
   * The signed integer in {@code field} (a leading {@code +} is allowed).
   *
   * @param field the field's name
   * @return its value
   */
  public int integer(String field) {
    return integer(field, text(field));
  }

  /**
   * The signed integer in {@code field}, from {@code min} to {@code max}.
   *
   * @param field the field's name
   * @param min the least value allowed
   * @param max the greatest value allowed
   * @return its value
   * @throws CatalogException naming this line and {@code field} when it is not an integer in range
   */
  public int integer(String field, int min, int max) {
    int value = integer(field);
    if (value < min || value > max) {
      throw fail(field, "must be " + min + " to " + max + ", was " + value);
    }
    return value;
  }

  /**
   * {@code text} read as a signed integer, errors naming {@code field}.
   *
   * @param field the field's name, for the error
   * @param text the text to read
   * @return its value
   */
  public int integer(String field, String text) {
    String t = text.strip();
    try {
      return Integer.parseInt(t.startsWith("+") ? t.substring(1) : t);
    } catch (NumberFormatException e) {
      throw fail(field, "'" + text + "' is not an integer");
    }
  }

  /**
   * An exception naming this line and {@code field}.
   *
   * @param field the field's name
   * @param problem what is wrong
   * @return the error, to throw
   */
  public CatalogException fail(String field, String problem) {
    return new CatalogException(file, number, field, problem);
  }
}
