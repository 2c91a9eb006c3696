package io.github.dogfight.json;

/**
 * A saved game could not be read: malformed JSON, a foreign or newer file, a value of the wrong
 * kind, a command the rules refuse, or events that differ from the replay. The message names the
 * place (a JSON path such as {@code $.commands[3].plane}, with the line and column where the parser
 * knows them, or the byte offset of an input that is not UTF-8) and what was expected there. A
 * value quoted from the file is cut to its first 200 characters, so the message stays short
 * whatever the file holds (at most about 1,800 characters, the path and expectation being cut to
 * 600 and 1,200). Nothing is half-loaded: a read either returns the whole game or throws.
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
    super(cut(path, MAX_PATH) + ": " + cut(expected, MAX_EXPECTED), cause);
    this.path = cut(path, MAX_PATH);
    this.expected = cut(expected, MAX_EXPECTED);
  }

  GameFileException(String path, String expected) {
    super(cut(path, MAX_PATH) + ": " + cut(expected, MAX_EXPECTED));
    this.path = cut(path, MAX_PATH);
    this.expected = cut(expected, MAX_EXPECTED);
  }

  /** The most characters of a value read from the file that a message quotes: {@value}. */
  static final int MAX_ECHO = 200;

  /** The most characters of {@link #path()}, a guard behind {@link #echo}: {@value}. */
  static final int MAX_PATH = 600;

  /** The most characters of {@link #expected()}, a guard behind {@link #echo}: {@value}. */
  static final int MAX_EXPECTED = 1200;

  /**
   * {@code value} as a message quotes it: whole when it has at most {@link #MAX_ECHO} characters,
   * else its first ones and how long it was. Every message that quotes what the file holds goes
   * through here, so a huge value cannot make a huge message.
   */
  static String echo(@org.jspecify.annotations.Nullable Object value) {
    return cut(String.valueOf(value), MAX_ECHO);
  }

  private static String cut(String text, int max) {
    if (text.length() <= max) {
      return text;
    }
    int end = max;
    if (Character.isHighSurrogate(text.charAt(end - 1))) {
      end--; // never half a character
    }
    return text.substring(0, end)
        + String.format(java.util.Locale.ROOT, "... [cut: %,d characters in all]", text.length());
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
