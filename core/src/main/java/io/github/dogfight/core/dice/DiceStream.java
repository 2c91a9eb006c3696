package io.github.dogfight.core.dice;

/**
 * The seeded dice stream that lives in game state: a seed and a position, nothing else.
 *
 * <p><b>Algorithm (fixed forever, identical on every JVM).</b> The 64-bit word at position {@code
 * p} is {@code mix64(seed + (p + 1) * 0x9E3779B97F4A7C15)}, where {@code mix64} is the SplitMix64
 * finalizer:
 *
 * <pre>
 * z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9
 * z = (z ^ (z >>> 27)) * 0x94D049BB133111EB
 * return z ^ (z >>> 31)
 * </pre>
 *
 * <p>So the words are exactly the SplitMix64 sequence started at {@code seed} (the same sequence as
 * {@code new java.util.SplittableRandom(seed).nextLong()}), but any position can be computed
 * directly. A die with {@code s} sides takes the upper 32 bits {@code x} of the next word and
 * returns {@code 1 + floor(x * s / 2^32)}, drawing a new word while {@code (x * s) mod 2^32 < 2^32
 * mod s} (Lemire's unbiased bounded integers). One die usually consumes one word.
 *
 * <p>Reference: seed 1234567 gives the words 6457827717110365317, 3203168211198807973,
 * 9817491932198370423, 4593380528125082431, 16408922859458223821 (unsigned), the published
 * SplitMix64 test vector.
 *
 * @param seed the seed chosen when the game began
 * @param position how many 64-bit words have been consumed so far
 */
public record DiceStream(long seed, long position) {
  static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

  /**
   * Checks the position.
   *
   * @param seed the seed chosen when the game began
   * @param position how many 64-bit words have been consumed so far
   * @throws IllegalArgumentException if {@code position} is negative
   */
  public DiceStream {
    if (position < 0) {
      throw new IllegalArgumentException("dice stream position must be >= 0, was " + position);
    }
  }

  /**
   * A fresh stream at position zero.
   *
   * @param seed the seed chosen when the game began
   * @return the stream
   */
  public static DiceStream seeded(long seed) {
    return new DiceStream(seed, 0);
  }

  /**
   * The placeholder stream of views: seed 0 at position 0. A view's dice say nothing of the game's
   * (future dice are nobody's to know), and two views that differ only in the dice are equal.
   *
   * @return the placeholder stream of views: seed 0 at position 0
   */
  public static DiceStream hidden() {
    return HIDDEN;
  }

  private static final DiceStream HIDDEN = new DiceStream(0, 0);

  /**
   * The word at the current position (does not advance).
   *
   * @return the word at the current position (does not advance)
   */
  public long word() {
    return wordAt(seed, position);
  }

  /**
   * This stream advanced by {@code words} positions.
   *
   * @param words how many words to skip
   * @return the stream further on
   */
  public DiceStream skip(long words) {
    return new DiceStream(seed, position + words);
  }

  /**
   * A seed for the {@code index}-th independent sub-stream, for example the {@code index}-th game
   * of a simulation: the word of this stream's seed at position {@code index}.
   *
   * @param masterSeed the master seed
   * @param index the game's index
   * @return the game's seed
   */
  public static long derivedSeed(long masterSeed, long index) {
    return wordAt(masterSeed, index);
  }

  static long wordAt(long seed, long position) {
    return mix64(seed + (position + 1) * GOLDEN_GAMMA);
  }

  /**
   * The SplitMix64 finalizer.
   *
   * @param z the input
   * @return the mixed value
   */
  public static long mix64(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
