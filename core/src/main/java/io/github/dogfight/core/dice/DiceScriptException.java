package io.github.dogfight.core.dice;

import java.util.Objects;

/** A dice script was under-used, over-drawn, or held a face its die cannot show. */
public final class DiceScriptException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * With a message naming the die and the script position.
   *
   * @param message what went wrong
   */
  public DiceScriptException(String message) {
    super(Objects.requireNonNull(message, "message"));
  }

  /** Without a stack trace: a probing script's end, thrown and caught once per path it follows. */
  DiceScriptException(String message, boolean stackTrace) {
    super(Objects.requireNonNull(message, "message"), null, false, stackTrace);
  }
}
