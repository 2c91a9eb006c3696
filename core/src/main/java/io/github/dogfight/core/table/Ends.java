package io.github.dogfight.core.table;

/** What a table does with a value beyond the ends of an axis, or a shift past its last column. */
public enum Ends {
  /** Use the first or last band or column. */
  CLAMP,
  /** Refuse with a {@link TableLookupException}. */
  REFUSE
}
