package io.github.dogfight.core.game;

import java.util.Objects;

/**
 * An odds query was given an argument it cannot use: an option it does not take, a required option
 * missing, or a value that is not a whole number, out of range or not one of the choices. The
 * message names the query, the option (as {@code --name}) and what it allows; {@link #query()} and
 * {@link #option()} give the place to a program.
 */
public final class OddsArgumentException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The query's name. */
  private final String query;

  /** The option at fault, without dashes. */
  private final String option;

  /**
   * Creates the exception.
   *
   * @param query the query's name, such as {@code bet}
   * @param option the option at fault, without dashes, such as {@code level}
   * @param message the whole message, naming the query, the option and what it allows
   */
  public OddsArgumentException(String query, String option, String message) {
    super(Objects.requireNonNull(message, "message"));
    this.query = Objects.requireNonNull(query, "query");
    this.option = Objects.requireNonNull(option, "option");
  }

  /**
   * The query the argument was given to.
   *
   * @return the query's name
   */
  public String query() {
    return query;
  }

  /**
   * The option at fault, without dashes.
   *
   * @return the option's name
   */
  public String option() {
    return option;
  }
}
