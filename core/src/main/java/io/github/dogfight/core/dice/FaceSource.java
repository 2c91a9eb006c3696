package io.github.dogfight.core.dice;

/** Where raw faces come from: the seeded stream, or a script. */
interface FaceSource {
  /** The next raw face ({@code 1..die.sides()}) for a die rolled for {@code purpose}. */
  int face(Die die, String purpose);
}
