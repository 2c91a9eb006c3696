package io.github.dogfight.core.dice;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A set of raw die faces (1 to {@value #MAX_FACE}), used for success, explosion and reroll faces.
 * Two sets are equal when they hold the same faces.
 */
public final class FaceSet {
  /** The largest face a set can hold: the most sides a {@link Die} may have. */
  public static final int MAX_FACE = 1000;

  private static final long[] NONE = new long[0];

  /** Bit {@code (f - 1) % 64} of word {@code (f - 1) / 64} is set when face {@code f} is in. */
  private final long[] words;

  private FaceSet(long[] words) {
    int n = words.length;
    while (n > 0 && words[n - 1] == 0) {
      n--;
    }
    this.words = n == 0 ? NONE : Arrays.copyOf(words, n);
  }

  /**
   * The faces 1 to 64 given as a bit mask.
   *
   * @param mask bit {@code f - 1} is set when face {@code f} is in the set
   */
  public FaceSet(long mask) {
    this(new long[] {mask});
  }

  /**
   * The given faces.
   *
   * @param faces the faces, each 1 to {@value #MAX_FACE}
   * @return the set
   * @throws IllegalArgumentException if a face is outside 1 to {@value #MAX_FACE}
   */
  public static FaceSet of(int... faces) {
    Objects.requireNonNull(faces, "faces");
    long[] w = new long[(MAX_FACE + 63) / 64];
    for (int f : faces) {
      if (f < 1 || f > MAX_FACE) {
        throw new IllegalArgumentException("a die face is 1 to " + MAX_FACE + ", not " + f);
      }
      w[(f - 1) >>> 6] |= 1L << (f - 1);
    }
    return new FaceSet(w);
  }

  /**
   * Faces {@code from..to} inclusive.
   *
   * @param from the lowest face
   * @param to the highest face
   * @return the set
   * @throws IllegalArgumentException unless {@code 1 <= from <= to <=} {@value #MAX_FACE}
   */
  public static FaceSet range(int from, int to) {
    if (from < 1 || to > MAX_FACE || from > to) {
      throw new IllegalArgumentException("bad face range " + from + "-" + to);
    }
    long[] w = new long[(to + 63) / 64];
    for (int f = from; f <= to; f++) {
      w[(f - 1) >>> 6] |= 1L << (f - 1);
    }
    return new FaceSet(w);
  }

  /**
   * The faces in this set or {@code other}.
   *
   * @param other the other set
   * @return the union
   */
  public FaceSet union(FaceSet other) {
    long[] w = Arrays.copyOf(words, Math.max(words.length, other.words.length));
    for (int i = 0; i < other.words.length; i++) {
      w[i] |= other.words[i];
    }
    return new FaceSet(w);
  }

  /**
   * The faces 1 to 64 of this set as a bit mask: bit {@code f - 1} is set when face {@code f} is in
   * the set (faces above 64 are left out).
   *
   * @return the faces 1 to 64 as a bit mask
   */
  public long mask() {
    return words.length == 0 ? 0 : words[0];
  }

  /**
   * Whether {@code face} is in the set.
   *
   * @param face the face
   * @return whether {@code face} is in the set
   */
  public boolean contains(int face) {
    if (face < 1) {
      return false;
    }
    int i = (face - 1) >>> 6;
    return i < words.length && (words[i] & (1L << (face - 1))) != 0;
  }

  /**
   * Whether the set is empty.
   *
   * @return whether the set is empty
   */
  public boolean isEmpty() {
    return words.length == 0;
  }

  /**
   * The largest face in the set, or 0 when empty.
   *
   * @return the largest face in the set, or 0 when empty
   */
  public int max() {
    int n = words.length;
    return n == 0 ? 0 : 64 * n - Long.numberOfLeadingZeros(words[n - 1]);
  }

  /**
   * The smallest face in the set, or 0 when empty.
   *
   * @return the smallest face in the set, or 0 when empty
   */
  public int min() {
    for (int i = 0; i < words.length; i++) {
      if (words[i] != 0) {
        return 64 * i + Long.numberOfTrailingZeros(words[i]) + 1;
      }
    }
    return 0;
  }

  /**
   * How many faces the set holds.
   *
   * @return how many faces the set holds
   */
  public int size() {
    int n = 0;
    for (long w : words) {
      n += Long.bitCount(w);
    }
    return n;
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
    for (int f = min(), top = max(); f >= 1 && f <= top; f++) {
      if (contains(f)) {
        list.add(f);
      }
    }
    return list;
  }

  /**
   * Notation with runs of three or more faces as ranges, such as {@code {1-3,6}}.
   *
   * @return the faces in braces, runs as ranges
   */
  public String ranges() {
    StringBuilder sb = new StringBuilder("{");
    int top = max();
    int f = min();
    while (f >= 1 && f <= top) {
      if (!contains(f)) {
        f++;
        continue;
      }
      int end = f;
      while (contains(end + 1)) {
        end++;
      }
      if (sb.length() > 1) {
        sb.append(',');
      }
      sb.append(f);
      if (end - f >= 2) {
        sb.append('-').append(end);
      } else if (end > f) {
        sb.append(',').append(end);
      }
      f = end + 1;
    }
    return sb.append('}').toString();
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof FaceSet other && Arrays.equals(words, other.words);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(words);
  }

  /** Notation such as {@code {1,6}}: every face, ascending. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("{");
    for (int f : faces()) {
      if (sb.length() > 1) {
        sb.append(',');
      }
      sb.append(f);
    }
    return sb.append('}').toString();
  }
}
