package io.github.dogfight.wildblue;

/**
 * Burst or sustained fire (rules 001, "Attacking"): "Planes are always considered to be
 * burst-firing (explodes on 6s), and for a 3 point penalty can sustain fire (explodes on 5s)...
 * bursts count for a single use of the magazine, and sustained counts as 2."
 */
public enum FireMode {
  /** Explodes on 6s, one magazine use, no penalty. */
  BURST(6, 1, 0),
  /** Explodes on 5s, two magazine uses, a 3 point penalty. */
  SUSTAINED(5, 2, 3);

  private final int explodesAt;
  private final int magazineUses;
  private final int penalty;

  FireMode(int explodesAt, int magazineUses, int penalty) {
    this.explodesAt = explodesAt;
    this.magazineUses = magazineUses;
    this.penalty = penalty;
  }

  /**
   * The lowest face that explodes, on every damage die: rear guns' d8s "still explode on 6s (or 5s)
   * like forward guns".
   *
   * @return the lowest face that explodes, on every damage die: rear guns' d8s "still explode on 6s
   *     (or 5s) like forward guns"
   */
  public int explodesAt() {
    return explodesAt;
  }

  /**
   * Magazine uses.
   *
   * @return the magazine uses one attack spends
   */
  public int magazineUses() {
    return magazineUses;
  }

  /**
   * The to-hit penalty in points.
   *
   * @return the to-hit penalty in points
   */
  public int penalty() {
    return penalty;
  }
}
