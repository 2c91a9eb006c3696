package io.github.dogfight.core.dice;

import java.util.List;

/**
 * The record of one rolled expression: what it was for, what was rolled, every raw face in the
 * order drawn (explosion dice included), and the result. Events carry these so a log can be audited
 * without rolling again.
 *
 * @param purpose what the roll was for, such as "RAF squadron roll"
 * @param notation the expression rolled, in dice notation
 * @param faces every raw face drawn, in order
 * @param explosions how many dice exploded
 * @param modifier the sum of constant modifiers in the expression
 * @param result the value of the expression
 */
public record DiceRoll(
    String purpose,
    String notation,
    List<Integer> faces,
    int explosions,
    int modifier,
    int result) {

  /** Copies the face list. */
  public DiceRoll {
    faces = List.copyOf(faces);
  }

  /** A short human-readable form: {@code "RAF squadron roll 14d6s{1,6}!: [1, 4, 6, 3] = 3"}. */
  public String describe() {
    return purpose + " " + notation + ": " + faces + " = " + result;
  }
}
