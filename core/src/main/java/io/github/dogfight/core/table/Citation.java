package io.github.dogfight.core.table;

import java.util.Objects;

/**
 * Where a table comes from: the rule text and its section, such as {@code 002_797368bde0db2dcc.txt,
 * ROBUSTNESS TABLE (B4.2.3)}.
 *
 * @param source the rule text (a seed file name, a book)
 * @param section the section or table heading in it
 */
public record Citation(String source, String section) {
  /**
   * Checks the fields.
   *
   * @param source the rule text (a seed file name, a book)
   * @param section the section or table heading in it
   */
  public Citation {
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(section, "section");
    if (source.isBlank()) {
      throw new IllegalArgumentException("a citation names its source");
    }
  }

  /** {@code source, section}. */
  @Override
  public String toString() {
    return section.isBlank() ? source : source + ", " + section;
  }
}
