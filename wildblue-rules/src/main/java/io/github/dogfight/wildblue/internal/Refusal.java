package io.github.dogfight.wildblue.internal;

import io.github.dogfight.core.game.RuleViolation;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * Why a command is refused, as a check finds it: the rule, the field, the value and the reason. A
 * check returns one (or {@code null} for a command the rules accept) without building an exception,
 * so that the legal list costs no stack traces; {@code apply} turns the same refusal into the
 * {@link RuleViolation} it throws. A reason put together from the state is given as a supplier and
 * built only when asked for ({@link #reason()}, {@link #violation()}): the legal list refuses most
 * candidates and never reads their reasons.
 *
 * @param rule the rule's section of the seed
 * @param field the command's field at fault
 * @param value its value
 * @param why why the rules refuse it, built when asked for
 */
public record Refusal(String rule, String field, Object value, Supplier<String> why) {
  /**
   * A refusal with a fixed reason.
   *
   * @param rule the rule's section of the seed
   * @param field the command's field at fault
   * @param value its value
   * @param reason why the rules refuse it
   */
  public Refusal(String rule, String field, Object value, String reason) {
    this(rule, field, value, () -> reason);
  }

  /**
   * Why the rules refuse the command.
   *
   * @return the reason
   */
  public String reason() {
    return why.get();
  }

  /**
   * The violation a command refused for this reason throws.
   *
   * @return the violation
   */
  public RuleViolation violation() {
    return Ctx.violation(rule, field, value, reason());
  }

  /**
   * Throws the violation of {@code refusal}, if there is one.
   *
   * @param refusal a check's answer
   * @throws RuleViolation if {@code refusal} is not {@code null}
   */
  public static void require(@Nullable Refusal refusal) {
    if (refusal != null) {
      throw refusal.violation();
    }
  }
}
