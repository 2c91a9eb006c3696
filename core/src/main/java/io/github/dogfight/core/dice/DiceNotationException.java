package io.github.dogfight.core.dice;

/**
 * A dice expression could not be parsed. The message says what was expected at which character, for
 * example {@code expected a number of sides after 'd' at character 3 of "2d"}.
 */
public final class DiceNotationException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The expression as written. */
  private final String input;

  /** The 0-based character position of the error. */
  private final int position;

  /** What the parser expected there. */
  private final String expected;

  DiceNotationException(String input, int position, String expected) {
    super(
        "expected "
            + expected
            + " at character "
            + (position + 1)
            + " of \""
            + input
            + "\""
            + (position < input.length() ? " (found '" + input.charAt(position) + "')" : ""));
    this.input = input;
    this.position = position;
    this.expected = expected;
  }

  /**
   * The text that failed to parse.
   *
   * @return the text that failed to parse
   */
  public String input() {
    return input;
  }

  /**
   * The zero-based index of the offending character (the text length at end of input).
   *
   * @return the zero-based index of the offending character (the text length at end of input)
   */
  public int position() {
    return position;
  }

  /**
   * What the parser expected there.
   *
   * @return what the parser expected there
   */
  public String expected() {
    return expected;
  }
}
