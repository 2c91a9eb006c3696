package io.github.dogfight.core.dice;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * Dice whose raw faces are given in advance: for tests that force exact results, and for apps where
 * players roll physical dice and type the faces in.
 *
 * <p>It fails loudly: drawing past the end of the script throws {@link DiceScriptException} naming
 * the die and its purpose (under-scripted), a face that does not fit the die throws at once, and
 * {@link #assertFullyUsed()} throws if faces are left over (over-scripted).
 *
 * <pre>{@code
 * ScriptedDice dice = ScriptedDice.of(3, 4);       // a 2d6 bet rolls 3 and 4
 * Roller roller = Roller.scripted(dice);
 * roller.roll("2d6", "bet").result();               // 7
 * dice.assertFullyUsed();
 * }</pre>
 */
public final class ScriptedDice implements FaceSource {
  private final List<Integer> faces;
  private final boolean probing;
  private int next;
  private int wantedSides;
  private final List<String> drawn = new ArrayList<>();

  private ScriptedDice(List<Integer> faces, boolean probing) {
    this.faces = List.copyOf(faces);
    this.probing = probing;
  }

  /**
   * A script of raw faces, drawn in order.
   *
   * @param faces the faces, in order
   * @return the script
   */
  public static ScriptedDice of(int... faces) {
    List<Integer> list = new ArrayList<>(faces.length);
    for (int f : faces) {
      list.add(f);
    }
    return new ScriptedDice(list, false);
  }

  /**
   * A script of raw faces, drawn in order.
   *
   * @param faces the faces, in order
   * @return the script
   */
  public static ScriptedDice of(List<Integer> faces) {
    Objects.requireNonNull(faces, "faces");
    return new ScriptedDice(faces, false);
  }

  /**
   * A script of raw faces for walking every roll ({@code Lookahead}): as {@link #of(List)}, but
   * running out of faces throws a {@link DiceScriptException} without a stack trace or the die's
   * description (the caller reads {@link #exhaustedBy()} and goes on), since a walk throws one for
   * every path it extends.
   *
   * @param faces the faces, in order
   * @return the script
   */
  public static ScriptedDice probing(List<Integer> faces) {
    Objects.requireNonNull(faces, "faces");
    return new ScriptedDice(faces, true);
  }

  /**
   * A probing script builds the roll's purpose only for a refusal's message: a probe that draws a
   * face or runs out needs none.
   */
  @Override
  public int face(Die die, RollContext context) {
    boolean quiet =
        probing
            && (next >= faces.size() || (faces.get(next) >= 1 && faces.get(next) <= die.sides()));
    return face(die, quiet ? "" : context.purpose());
  }

  @Override
  public int face(Die die, String purpose) {
    if (next >= faces.size()) {
      wantedSides = die.sides();
      if (probing) {
        throw new DiceScriptException("dice script exhausted while probing", false);
      }
      throw new DiceScriptException(
          "dice script exhausted: die #"
              + (next + 1)
              + " ("
              + die
              + " for '"
              + purpose
              + "') has no scripted face; the script had "
              + faces.size()
              + " faces");
    }
    int f = faces.get(next);
    if (f < 1 || f > die.sides()) {
      throw new DiceScriptException(
          "scripted face #"
              + (next + 1)
              + " is "
              + f
              + ", which a "
              + die
              + " (for '"
              + purpose
              + "') cannot show");
    }
    next++;
    if (!probing) {
      drawn.add(die + " for '" + purpose + "'");
    }
    return f;
  }

  /**
   * The whole script, drawn or not, in order.
   *
   * @return the whole script, drawn or not, in order
   */
  public List<Integer> faces() {
    return faces;
  }

  /**
   * How many scripted faces have been drawn.
   *
   * @return how many scripted faces have been drawn
   */
  public int used() {
    return next;
  }

  /**
   * The number of sides of the die that found the script exhausted, if one did: a caller that walks
   * every roll ({@code Lookahead}) extends the script by each of its faces.
   *
   * @return the sides of the first die rolled past the script's end; empty while none was
   */
  public OptionalInt exhaustedBy() {
    return wantedSides == 0 ? OptionalInt.empty() : OptionalInt.of(wantedSides);
  }

  /**
   * How many scripted faces are left.
   *
   * @return how many scripted faces are left
   */
  public int remaining() {
    return faces.size() - next;
  }

  /**
   * Throws unless every scripted face was drawn.
   *
   * @throws DiceScriptException listing the unused faces
   */
  public void assertFullyUsed() {
    if (next < faces.size()) {
      throw new DiceScriptException(
          "dice script over-scripted: "
              + remaining()
              + " of "
              + faces.size()
              + " faces never rolled: "
              + faces.subList(next, faces.size())
              + " (drawn: "
              + drawn
              + ")");
    }
  }
}
