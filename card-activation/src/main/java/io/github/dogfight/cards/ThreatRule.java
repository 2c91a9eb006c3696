package io.github.dogfight.cards;

/**
 * How an enemy in both a side and the rear arc counts (rules 004, 4.1: "Plane in rear arc - 2
 * cards, Plane in Side arc -1 card"). The seed does not say whether the two add up.
 */
public enum ThreatRule {
  /** The default (an assumption): only the worse threat counts: rear -2, else side -1. */
  WORST,
  /** Both count: rear and side together -3. */
  CUMULATIVE;

  /**
   * Cards a pilot loses to enemies in its rear and side arcs.
   *
   * @param enemyInRear whether an enemy is in the rear arc
   * @param enemyInSide whether an enemy is in a side arc
   * @return the cards lost, 0 to 3
   */
  public int cardsLost(boolean enemyInRear, boolean enemyInSide) {
    int rear = enemyInRear ? 2 : 0;
    int side = enemyInSide ? 1 : 0;
    return this == CUMULATIVE ? rear + side : Math.max(rear, side);
  }
}
