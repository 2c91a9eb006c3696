package io.github.dogfight.core.game;

import java.util.Objects;

/**
 * A command was rejected. The message names the rule that forbids it, the offending field and
 * value. The game state is unchanged: states are immutable and a rejected step returns nothing.
 */
public class RuleViolation extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** The rule that refused the command. */
  private final String rule;

  /** The field of the command at fault. */
  private final String field;

  /** The offending value. */
  private final String value;

  /**
   * Creates a violation.
   *
   * @param rule the rule, with its source (for example "Squadron Maneuvers: Escape (rules 003)")
   * @param field the command field at fault (for example "aircraft")
   * @param value the offending value, as text
   * @param reason why the value is not allowed
   */
  public RuleViolation(String rule, String field, String value, String reason) {
    super(
        Objects.requireNonNull(rule, "rule")
            + ": "
            + Objects.requireNonNull(field, "field")
            + " = "
            + Objects.requireNonNull(value, "value")
            + " rejected: "
            + Objects.requireNonNull(reason, "reason"));
    this.rule = rule;
    this.field = field;
    this.value = value;
  }

  /**
   * The rule that forbids the command.
   *
   * @return the rule that forbids the command
   */
  public String rule() {
    return rule;
  }

  /**
   * The offending field.
   *
   * @return the offending field
   */
  public String field() {
    return field;
  }

  /**
   * The offending value, as text.
   *
   * @return the offending value, as text
   */
  public String value() {
    return value;
  }
}
