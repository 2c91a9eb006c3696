package io.github.dogfight.core.dice;

/** Where raw faces come from: the seeded stream, or a script. */
interface FaceSource {
  /** The next raw face ({@code 1..die.sides()}) for a die rolled for {@code purpose}. */
  int face(Die die, String purpose);

  /**
   * The next raw face for a die of {@code context}'s roll; its purpose is built only if needed.
   *
   * @param die the die
   * @param context the roll
   * @return the raw face
   */
  default int face(Die die, RollContext context) {
    return face(die, context.purpose());
  }
}
