package io.github.dogfight.sweep;

/**
 * A sweep spec refused: names the field (a path such as {@code variants[1].activation}) and says
 * what was wrong with its value.
 */
public final class SweepSpecException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The field refused. */
  private final String field;

  /**
   * A refusal of {@code field}.
   *
   * @param field the field's path in the spec
   * @param message what was wrong, naming the value
   */
  public SweepSpecException(String field, String message) {
    super(field + ": " + message);
    this.field = field;
  }

  /**
   * A refusal of {@code field} caused by {@code cause}.
   *
   * @param field the field's path in the spec
   * @param message what was wrong, naming the value
   * @param cause the error that refused it
   */
  public SweepSpecException(String field, String message, Throwable cause) {
    super(field + ": " + message, cause);
    this.field = field;
  }

  /**
   * The field refused, as a path in the spec ({@code variants[1].activation}).
   *
   * @return the field's path
   */
  public String field() {
    return field;
  }
}
