package io.github.dogfight.core.catalog;

import java.util.Objects;

/** A catalog line could not be read; the message names the file, line and field. */
public final class CatalogException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** The catalog's file name. */
  private final String file;

  /** The 1-based line number. */
  private final int line;

  /** The field at fault. */
  private final String field;

  /**
   * Creates the exception.
   *
   * @param file the catalog's file name
   * @param line the 1-based line number
   * @param field the field at fault
   * @param problem what is wrong with it
   */
  public CatalogException(String file, int line, String field, String problem) {
    super(
        Objects.requireNonNull(file, "file")
            + ":"
            + line
            + ": field '"
            + Objects.requireNonNull(field, "field")
            + "': "
            + Objects.requireNonNull(problem, "problem"));
    this.file = file;
    this.line = line;
    this.field = field;
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
  public int line() {
    return line;
  }

  /**
   * The field at fault.
   *
   * @return the field at fault
   */
  public String field() {
    return field;
  }
}
