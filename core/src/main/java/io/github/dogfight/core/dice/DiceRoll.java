package io.github.dogfight.core.dice;

import com.google.common.primitives.ImmutableIntArray;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The record of one roll: what it was for, what was rolled, every raw face in the order drawn
 * (explosion dice included), and the result. Events carry these so a log can be audited without
 * rolling again. Immutable.
 *
 * <p>A dice expression's roll has an integer {@link #result()}, and its {@link #outcome()} is that
 * number in words; a chance mechanic whose outcomes are not numbers ({@link Chance}) records its
 * outcome's text, with a result of 0.
 */
public final class DiceRoll {
  private final String purpose;
  private final @Nullable String action;
  private final @Nullable String notation;
  private final @Nullable DiceExpression expression;
  private final ImmutableIntArray faces;
  private final int explosions;
  private final int modifier;
  private final int result;
  private final @Nullable String outcome;

  /**
   * A roll of a dice expression.
   *
   * @param purpose what the roll was for, such as "RAF squadron roll"
   * @param notation the expression rolled, in dice notation
   * @param faces every raw face drawn, in order
   * @param explosions how many dice exploded
   * @param modifier the sum of constant modifiers in the expression
   * @param result the value of the expression
   */
  public DiceRoll(
      String purpose,
      String notation,
      List<Integer> faces,
      int explosions,
      int modifier,
      int result) {
    this(
        purpose,
        null,
        Objects.requireNonNull(notation, "notation"),
        null,
        ImmutableIntArray.copyOf(Objects.requireNonNull(faces, "faces")),
        explosions,
        modifier,
        result,
        null);
  }

  /**
   * The record of a roll: the purpose is {@code subject} followed by {@code action} when there is
   * one, and the notation is the expression's, both put together only when read.
   */
  DiceRoll(
      String subject,
      @Nullable String action,
      @Nullable String notation,
      @Nullable DiceExpression expression,
      ImmutableIntArray faces,
      int explosions,
      int modifier,
      int result,
      @Nullable String outcome) {
    this.purpose = Objects.requireNonNull(subject, "purpose");
    this.action = action;
    if (notation == null && expression == null) {
      throw new NullPointerException("notation");
    }
    this.notation = notation;
    this.expression = expression;
    this.faces = faces;
    this.explosions = explosions;
    this.modifier = modifier;
    this.result = result;
    this.outcome = outcome;
  }

  /**
   * What the roll was for.
   *
   * @return what the roll was for
   */
  public String purpose() {
    return action == null ? purpose : purpose + " " + action;
  }

  /**
   * The expression or chance mechanic rolled, in its notation.
   *
   * @return the expression or chance mechanic rolled, in its notation
   */
  public String notation() {
    if (notation != null) {
      return notation;
    }
    return Objects.requireNonNull(expression, "expression").notation();
  }

  /**
   * Every raw face drawn, in order (an immutable list).
   *
   * @return every raw face drawn, in order (an immutable list)
   */
  public List<Integer> faces() {
    return faces.asList();
  }

  /**
   * How many faces were drawn.
   *
   * @return how many faces were drawn
   */
  public int faceCount() {
    return faces.length();
  }

  /**
   * The {@code i}-th raw face drawn, from 0.
   *
   * @param i the face's index, from 0
   * @return the face
   */
  public int face(int i) {
    return faces.get(i);
  }

  /**
   * How many dice exploded.
   *
   * @return how many dice exploded
   */
  public int explosions() {
    return explosions;
  }

  /**
   * The sum of constant modifiers in the expression.
   *
   * @return the sum of constant modifiers in the expression
   */
  public int modifier() {
    return modifier;
  }

  /**
   * The value of the expression (0 for a chance mechanic whose outcome is not a number).
   *
   * @return the value of the expression (0 for a chance mechanic whose outcome is not a number)
   */
  public int result() {
    return result;
  }

  /**
   * The outcome in words: the result for dice expressions, the outcome's text for chances.
   *
   * @return the outcome in words: the result for dice expressions, the outcome's text for chances
   */
  public String outcome() {
    return outcome == null ? Integer.toString(result) : outcome;
  }

  /**
   * A short human-readable form: {@code "RAF squadron roll 14d6s{1,6}!: [1, 4, 6, 3] = 3"}.
   *
   * @return a short human-readable form: {@code "RAF squadron roll 14d6s{1,6}!: [1, 4, 6, 3] = 3"}
   */
  public String describe() {
    return purpose() + " " + notation() + ": " + faces + " = " + outcome();
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof DiceRoll d
        && purpose().equals(d.purpose())
        && notation().equals(d.notation())
        && faces.equals(d.faces)
        && explosions == d.explosions
        && modifier == d.modifier
        && result == d.result
        && outcome().equals(d.outcome());
  }

  @Override
  public int hashCode() {
    return Objects.hash(purpose(), notation(), faces, explosions, modifier, result, outcome());
  }

  @Override
  public String toString() {
    return "DiceRoll[purpose="
        + purpose()
        + ", notation="
        + notation()
        + ", faces="
        + faces
        + ", explosions="
        + explosions
        + ", modifier="
        + modifier
        + ", result="
        + outcome()
        + "]";
  }
}
