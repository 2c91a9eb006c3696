package io.github.dogfight.core.dice;

/**
 * How a die's raw face (always {@code 1..sides}) is read as a value.
 *
 * <p>Seeds use all three: the Dogfite! initiative d10 is read 0-9, Check Your 6! damage dice count
 * their top face as zero ("d4(-)"), everything else reads its face.
 */
public enum Reading {
  /** Face {@code f} reads {@code f}. */
  STANDARD("") {
    @Override
    public int value(int face, int sides) {
      return face;
    }
  },
  /** Face {@code f} reads {@code f - 1}: a d10 read 0-9. Notation suffix {@code (0)}. */
  ZERO_BASED("(0)") {
    @Override
    public int value(int face, int sides) {
      return face - 1;
    }
  },
  /** The top face reads 0, others read their face: Check Your 6! "(-)". Notation {@code (-)}. */
  TOP_ZERO("(-)") {
    @Override
    public int value(int face, int sides) {
      return face == sides ? 0 : face;
    }
  };

  private final String suffix;

  Reading(String suffix) {
    this.suffix = suffix;
  }

  /**
   * The value of raw {@code face} on a die with {@code sides} sides.
   *
   * @param face the raw face
   * @param sides the die's sides
   * @return the value
   */
  public abstract int value(int face, int sides);

  /**
   * The notation suffix, empty for {@link #STANDARD}.
   *
   * @return the notation suffix, empty for {@link #STANDARD}
   */
  public String suffix() {
    return suffix;
  }
}
