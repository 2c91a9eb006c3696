package io.github.dogfight.core.game;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * How an engagement ended: the winning side (if any), why it ended, and how many aircraft (or
 * squadron aircraft) each side still has in play. A balance study counts the reasons apart, so "no
 * winner" is never one lump of destroyed, left the map and the turn limit.
 *
 * <pre>{@code
 * Ending e = rules.ending(finished.state());
 * System.out.println(e.winner().orElse("no winner") + ", " + e.reason() + ", " + e.survivors());
 * // Jasta 11, destroyed, {RFC=0, Jasta 11=1}
 * }</pre>
 *
 * @param winner the winning side, empty for none
 * @param reason why it ended: one of the rule set's {@link RuleSet#endReasons()}
 * @param survivors each side's aircraft still in play, every side listed, in the rule set's side
 *     order
 */
public record Ending(Optional<String> winner, String reason, Map<String, Integer> survivors) {
  /**
   * Checks and copies the parts.
   *
   * @param winner the winning side, empty for none
   * @param reason why it ended: one of the rule set's {@link RuleSet#endReasons()}
   * @param survivors each side's aircraft still in play, every side listed, in the rule set's side
   *     order
   * @throws NullPointerException when a part is null
   * @throws IllegalArgumentException for a blank reason or a negative count
   */
  public Ending {
    Objects.requireNonNull(winner, "winner");
    Objects.requireNonNull(reason, "reason");
    Objects.requireNonNull(survivors, "survivors");
    if (reason.isBlank()) {
      throw new IllegalArgumentException("reason must not be blank");
    }
    Map<String, Integer> copy = new LinkedHashMap<>();
    survivors.forEach(
        (side, n) -> {
          Objects.requireNonNull(side, "survivors side");
          Objects.requireNonNull(n, "survivors count");
          if (n < 0) {
            throw new IllegalArgumentException(
                "survivors of '" + side + "' must be 0 or more, was " + n);
          }
          copy.put(side, n);
        });
    survivors = Collections.unmodifiableMap(copy);
  }
}
