package io.github.dogfight.sweep;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One game of a sweep, as the rows file holds it: the variant, the game's index, the winning side
 * (empty for none), its length in turns, why it ended ({@link
 * io.github.dogfight.core.game.RuleSet#endReasons()}), and each side's aircraft left.
 *
 * @param variant the variant's name
 * @param game the game's index: game i is seeded from the sweep's master seed and i
 * @param winner the winning side, empty for none
 * @param turns the turn the game ended on
 * @param reason why it ended
 * @param survivors each side's aircraft left, in the rule set's side order
 */
public record GameRow(
    String variant,
    long game,
    Optional<String> winner,
    int turns,
    String reason,
    Map<String, Integer> survivors) {
  /**
   * Checks and copies the parts.
   *
   * @param variant the variant's name
   * @param game the game's index: game i is seeded from the sweep's master seed and i
   * @param winner the winning side, empty for none
   * @param turns the turn the game ended on
   * @param reason why it ended
   * @param survivors each side's aircraft left, in the rule set's side order
   * @throws NullPointerException when a part is null
   * @throws IllegalArgumentException for a negative index or length
   */
  public GameRow {
    Objects.requireNonNull(variant, "variant");
    Objects.requireNonNull(winner, "winner");
    Objects.requireNonNull(reason, "reason");
    Objects.requireNonNull(survivors, "survivors");
    if (game < 0 || turns < 0) {
      throw new IllegalArgumentException(
          "a game row needs game >= 0 and turns >= 0, was " + game + ", " + turns);
    }
    survivors = Collections.unmodifiableMap(new LinkedHashMap<>(survivors));
  }
}
