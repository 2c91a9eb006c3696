package io.github.dogfight.squadron;

/**
 * The two sides of a squadron dogfight. Rules 003, The Squadron Phase: "The friendly squadron rolls
 * white dice and the enemy squadron rolls black."
 */
public enum Side {
  /** The friendly squadron (the players'), rolling white dice. */
  WHITE,
  /** The enemy squadron (the Gamemaster's), rolling black dice. */
  BLACK;

  /**
   * The other side.
   *
   * @return the other side
   */
  public Side opponent() {
    return this == WHITE ? BLACK : WHITE;
  }
}
