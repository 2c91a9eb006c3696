package io.github.dogfight.core.dice;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A set of raw die faces (1..64), used for success faces and explosion faces.
 *
 * @param mask bit {@code f - 1} is set when face {@code f} is in the set
 */
public record FaceSet(long mask) {
  /** The largest face a set can hold. */
  public static final int MAX_FACE = 64;

  /**
   * The given faces.
   *
   * @param faces the faces
   * @return the set
   */
  public static FaceSet of(int... faces) {
    Objects.requireNonNull(faces, "faces");
    long mask = 0;
    for (int f : faces) {
      if (f < 1 || f > MAX_FACE) {
        throw new IllegalArgumentException("a die face is 1 to 64, not " + f);
      }
      mask |= 1L << (f - 1);
    }
    return new FaceSet(mask);
  }

  /**
   * Faces {@code from..to} inclusive.
   *
   * @param from the lowest face
   * @param to the highest face
   * @return the set
   */
  public static FaceSet range(int from, int to) {
    if (from < 1 || to > MAX_FACE || from > to) {
      throw new IllegalArgumentException("bad face range " + from + "-" + to);
    }
    long mask = 0;
    for (int f = from; f <= to; f++) {
      mask |= 1L << (f - 1);
    }
    return new FaceSet(mask);
  }

  /**
   * Whether {@code face} is in the set.
   *
   * @param face the face
   * @return whether {@code face} is in the set
   */
  public boolean contains(int face) {
    return face >= 1 && face <= MAX_FACE && (mask & (1L << (face - 1))) != 0;
  }

  /**
   * Whether the set is empty.
   *
   * @return whether the set is empty
   */
  public boolean isEmpty() {
    return mask == 0;
  }

  /**
   * The largest face in the set, or 0 when empty.
   *
   * @return the largest face in the set, or 0 when empty
   */
  public int max() {
    return 64 - Long.numberOfLeadingZeros(mask);
  }

  /**
   * How many of faces {@code 1..sides} are in the set.
   *
   * @param sides the die's sides
   * @return how many of its faces are in the set
   */
  public int countUpTo(int sides) {
    int n = 0;
    for (int f = 1; f <= sides; f++) {
      if (contains(f)) {
        n++;
      }
    }
    return n;
  }

  /**
   * The faces ascending.
   *
   * @return the faces ascending
   */
  public List<Integer> faces() {
    List<Integer> list = new ArrayList<>();
    for (int f = 1; f <= MAX_FACE; f++) {
      if (contains(f)) {
        list.add(f);
      }
    }
    return list;
  }

  /** Notation such as {@code {1,6}}. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("{");
    for (long m = mask; m != 0; m &= m - 1) {
      if (sb.length() > 1) {
        sb.append(',');
      }
      sb.append(Long.numberOfTrailingZeros(m) + 1);
    }
    return sb.append('}').toString();
  }
}
