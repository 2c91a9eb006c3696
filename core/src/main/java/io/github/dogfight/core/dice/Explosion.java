package io.github.dogfight.core.dice;

/**
 * Exploding dice: a die showing one of {@code faces} adds another die of the same kind, which may
 * explode in turn, at most {@code maxDepth} times per original die.
 *
 * <p>The depth cap makes rolling and exact odds agree: a die rolled at the cap that shows an
 * explosion face still counts its own value (or success) but adds no further die, so the
 * probability of the uncapped tail stays on the capped value. With the default cap of {@value
 * #DEFAULT_MAX_DEPTH} the tail of a d6 chain is {@code 6^-11}, below one in 362 million.
 *
 * @param faces raw faces that explode (for example {6} for "6s explode", {5,6} for "5+")
 * @param maxDepth most extra dice one original die can add, at least 1
 */
public record Explosion(FaceSet faces, int maxDepth) {
  /** The default depth cap. */
  public static final int DEFAULT_MAX_DEPTH = 10;

  /**
   * Checks the arguments.
   *
   * @param faces raw faces that explode (for example {6} for "6s explode", {5,6} for "5+")
   * @param maxDepth most extra dice one original die can add, at least 1
   * @throws IllegalArgumentException if {@code faces} is empty or {@code maxDepth < 1}
   */
  public Explosion {
    if (faces.isEmpty()) {
      throw new IllegalArgumentException("an explosion needs at least one exploding face");
    }
    if (maxDepth < 1 || maxDepth > 100) {
      throw new IllegalArgumentException("explosion depth cap must be 1..100, was " + maxDepth);
    }
  }

  /**
   * Explode on the top face of {@code die} with the default depth cap.
   *
   * @param die the die
   * @return the rule
   */
  public static Explosion onTop(Die die) {
    return new Explosion(FaceSet.of(die.sides()), DEFAULT_MAX_DEPTH);
  }

  /**
   * Explode on raw faces {@code threshold..sides} with the default depth cap.
   *
   * @param threshold the lowest face that explodes
   * @param die the die
   * @return the rule
   */
  public static Explosion atLeast(int threshold, Die die) {
    return new Explosion(FaceSet.range(threshold, die.sides()), DEFAULT_MAX_DEPTH);
  }

  String notation(Die die) {
    StringBuilder sb = new StringBuilder("!");
    if (!faces.equals(FaceSet.of(die.sides()))) {
      sb.append(faces);
    }
    if (maxDepth != DEFAULT_MAX_DEPTH) {
      sb.append('^').append(maxDepth);
    }
    return sb.toString();
  }
}
