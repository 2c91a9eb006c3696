package io.github.dogfight.json;

/**
 * A saved game could not be read: malformed JSON, a foreign or newer file, a value of the wrong
 * kind, a command the rules refuse, or events that differ from the replay. The message names the
 * place (a JSON path such as {@code $.commands[3].plane}, with the line and column where the parser
 * knows them) and what was expected there. Nothing is half-loaded: a read either returns the whole
 * game or throws.
 */
public final class GameFileException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** The JSON path of the fault, such as {@code $.commands[3]}. */
  private final String path;

  /** What was expected there. */
  private final String expected;

  /**
   * Creates the exception.
   *
   * @param path the JSON path of the fault
   * @param expected what was expected there, and what was found
   * @param cause the underlying error, if any
   */
  GameFileException(String path, String expected, Throwable cause) {
    super(path + ": " + expected, cause);
    this.path = path;
    this.expected = expected;
  }

  GameFileException(String path, String expected) {
    super(path + ": " + expected);
    this.path = path;
    this.expected = expected;
  }

  /**
   * The JSON path of the fault.
   *
   * @return for example {@code $.commands[3].plane}
   */
  public String path() {
    return path;
  }

  /**
   * What was expected at {@link #path()}, and what was found.
   *
   * @return the expectation, in words
   */
  public String expected() {
    return expected;
  }
}
