package io.github.dogfight.core.game;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The text arguments of one {@link OddsQuery} call, read with errors that name the query, the
 * option and what it allows, so every query reports bad input the same way.
 */
public final class OddsArguments {
  private final String query;
  private final Map<String, String> values;

  private OddsArguments(String query, Map<String, String> values) {
    this.query = query;
    this.values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
  }

  /**
   * The arguments {@code values} of query {@code query}, which takes {@code parameters}.
   *
   * @param query the query's name
   * @param parameters the query's parameters and their descriptions
   * @param values the arguments given
   * @return the arguments
   * @throws OddsArgumentException for an option the query does not take, naming the choices
   */
  public static OddsArguments of(
      String query, Map<String, String> parameters, Map<String, String> values) {
    Objects.requireNonNull(query, "query");
    Objects.requireNonNull(parameters, "parameters");
    Objects.requireNonNull(values, "values");
    for (String key : values.keySet()) {
      if (!parameters.containsKey(key)) {
        throw new OddsArgumentException(
            query,
            key,
            "unknown option --"
                + key
                + " for "
                + query
                + "; choose from --"
                + String.join(", --", parameters.keySet()));
      }
    }
    return new OddsArguments(query, values);
  }

  /**
   * The query these arguments are for, as error messages name it.
   *
   * @return the query these arguments are for, as error messages name it
   */
  public String query() {
    return query;
  }

  /**
   * The raw text of {@code key}, if given.
   *
   * @param key the parameter
   * @return its text, if given
   */
  public Optional<String> text(String key) {
    return Optional.ofNullable(values.get(key));
  }

  /**
   * The raw text of required option {@code key}.
   *
   * @param allowed what the option allows, shown when it is missing (such as "half or one")
   * @param key the parameter
   * @return its text
   * @throws OddsArgumentException when it is missing
   */
  public String required(String key, String allowed) {
    String v = values.get(key);
    if (v == null) {
      throw fail(key, "missing --" + key + " (" + allowed + ")");
    }
    return v;
  }

  /**
   * Required whole number {@code key}, any value (the query checks its own bounds).
   *
   * @param key the parameter
   * @return its value
   * @throws OddsArgumentException when it is missing or not a whole number
   */
  public int integer(String key) {
    String v = values.get(key);
    if (v == null) {
      throw fail(key, "missing --" + key);
    }
    try {
      return Integer.parseInt(v.trim());
    } catch (NumberFormatException e) {
      throw fail(key, "--" + key + " must be a whole number, was '" + v + "'", e);
    }
  }

  /**
   * Required whole number {@code key} from {@code min} to {@code max}.
   *
   * @param key the parameter
   * @param min the least value allowed
   * @param max the greatest value allowed
   * @return its value
   * @throws OddsArgumentException when it is missing, not a whole number or out of range
   */
  public int integer(String key, int min, int max) {
    return parse(key, required(key, min + " to " + max), min, max);
  }

  /**
   * Optional whole number {@code key} from {@code min} to {@code max}, {@code fallback} when not
   * given.
   *
   * @param key the parameter
   * @param fallback the value when it is not given
   * @param min the least value allowed
   * @param max the greatest value allowed
   * @return its value
   * @throws OddsArgumentException when it is given and not a whole number in range
   */
  public int optional(String key, int fallback, int min, int max) {
    String v = values.get(key);
    return v == null ? fallback : parse(key, v, min, max);
  }

  /**
   * Flag {@code key}: absent is false; present with no value, "true" or "yes" is true; "false" or
   * "no" is false.
   *
   * @param key the parameter
   * @return whether it is set
   * @throws OddsArgumentException for any other value
   */
  public boolean flag(String key) {
    String v = values.get(key);
    if (v == null) {
      return false;
    }
    return switch (v.trim().toLowerCase(Locale.ROOT)) {
      case "", "true", "yes" -> true;
      case "false", "no" -> false;
      default -> throw fail(key, "--" + key + " is a flag, not '" + v + "'");
    };
  }

  /**
   * The error for a bad value of option {@code key}, for checks the query makes itself (such as two
   * options that do not go together): its message is {@code query + ": " + problem}.
   *
   * @param key the option at fault, without dashes
   * @param problem what is wrong, naming the option as {@code --key}
   * @return the error, to throw
   */
  public OddsArgumentException fail(String key, String problem) {
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(problem, "problem");
    return new OddsArgumentException(query, key, query + ": " + problem);
  }

  /**
   * The error for a bad value of option {@code key} found by a parser that failed with {@code
   * cause}.
   *
   * @param key the option at fault, without dashes
   * @param problem what is wrong, naming the option as {@code --key}
   * @param cause the parser's error
   * @return the error, to throw
   */
  public OddsArgumentException fail(String key, String problem, Throwable cause) {
    Objects.requireNonNull(cause, "cause");
    OddsArgumentException e = fail(key, problem);
    e.initCause(cause);
    return e;
  }

  private int parse(String key, String v, int min, int max) {
    try {
      int n = Integer.parseInt(v.trim());
      if (n < min || n > max) {
        throw new NumberFormatException();
      }
      return n;
    } catch (NumberFormatException e) {
      throw fail(
          key,
          "--" + key + " must be a whole number from " + min + " to " + max + ", was '" + v + "'",
          e);
    }
  }
}
