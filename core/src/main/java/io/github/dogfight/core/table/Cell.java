package io.github.dogfight.core.table;

import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * One cell of a rule table, in a small grammar:
 *
 * <pre>
 * 7, -2, +1     Value       a number
 * 4+            AtLeast     a threshold: 4 or more
 * auto          Auto        happens without a roll
 * -             Blank       no entry: cannot happen, or no roll
 * other text    Effect      an effect in words, with the codes it names (*B, *C, ...)
 * </pre>
 *
 * <pre>{@code
 * Cell.parse("4+");                                   // AtLeast[value=4]
 * Cell.parse("Gun Damage + *B - Half of aircraft weapons are inoperable")
 *     .codes();                                       // [*B]
 * }</pre>
 */
public sealed interface Cell {
  /**
   * The cell as written in a table file.
   *
   * @return the cell as written in a table file
   */
  String text();

  /**
   * The codes an effect names ({@code *B}, {@code *P}); empty for other cells.
   *
   * @return the codes an effect names ({@code *B}, {@code *P}); empty for other cells
   */
  default List<String> codes() {
    return List.of();
  }

  /**
   * The number of a {@link Value} cell or the threshold of an {@link AtLeast} cell.
   *
   * @return the number of a {@link Value} cell or the threshold of an {@link AtLeast} cell
   */
  default OptionalInt number() {
    return OptionalInt.empty();
  }

  /**
   * Whether this is the blank cell {@code -}.
   *
   * @return whether this is the blank cell {@code -}
   */
  default boolean isBlank() {
    return this instanceof Blank;
  }

  /**
   * A number.
   *
   * @param value the value
   */
  record Value(int value) implements Cell {
    @Override
    public String text() {
      return Integer.toString(value);
    }

    @Override
    public OptionalInt number() {
      return OptionalInt.of(value);
    }
  }

  /**
   * A threshold, written {@code 4+}: the value or more.
   *
   * @param value the threshold
   */
  record AtLeast(int value) implements Cell {
    @Override
    public String text() {
      return value + "+";
    }

    @Override
    public OptionalInt number() {
      return OptionalInt.of(value);
    }

    /**
     * Whether {@code roll} meets the threshold.
     *
     * @param roll the roll
     * @return whether {@code roll} meets the threshold
     */
    public boolean metBy(int roll) {
      return roll >= value;
    }
  }

  /** Happens automatically, written {@code auto}. */
  record Auto() implements Cell {
    @Override
    public String text() {
      return "auto";
    }
  }

  /** No entry, written {@code -}. */
  record Blank() implements Cell {
    @Override
    public String text() {
      return "-";
    }
  }

  /**
   * An effect in words, with the codes it names.
   *
   * @param text the text as written
   * @param codes the {@code *X} codes in it, in order
   */
  record Effect(String text, List<String> codes) implements Cell {
    /**
     * Checks and copies.
     *
     * @param text the text as written
     * @param codes the {@code *X} codes in it, in order
     */
    public Effect {
      Objects.requireNonNull(codes, "codes");
      Objects.requireNonNull(text, "text");
      codes = List.copyOf(codes);
    }
  }

  /**
   * Reads a cell.
   *
   * @param text the text as written
   * @return the cell
   * @throws IllegalArgumentException if {@code text} is blank
   */
  static Cell parse(String text) {
    return CellGrammar.parse(text);
  }
}
