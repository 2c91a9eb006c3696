package io.github.dogfight.squadron;

import java.util.Locale;

/** The four squadron maneuvers of rules 003, section Squadron Maneuvers. */
public enum Maneuver {
  /**
   * Per net success the loser removes a fighter of its choice; or every 3 successes buy a damage
   * roll against a chosen special aircraft with one of the winner's fighters' armaments.
   */
  ATTACK(1, 3),
  /**
   * The pool gains half its size rounded up; a win removes a fighter per 3 net successes or buys a
   * damage roll per 6.
   */
  DEFEND(3, 6),
  /** Per net success one friendly aircraft (never a PC's) leaves the battle safely. */
  ESCAPE(0, 0),
  /** Net successes do nothing now but count as net successes in the next turn's roll. */
  TACTICAL(0, 0);

  private final int successesPerFighter;
  private final int successesPerDamageRoll;
  private final String title;

  Maneuver(int successesPerFighter, int successesPerDamageRoll) {
    this.successesPerFighter = successesPerFighter;
    this.successesPerDamageRoll = successesPerDamageRoll;
    this.title = name().charAt(0) + name().substring(1).toLowerCase(Locale.ROOT);
  }

  /**
   * Net successes that remove one enemy fighter; 0 when the maneuver removes none.
   *
   * @return net successes per fighter removed
   */
  public int successesPerFighter() {
    return successesPerFighter;
  }

  /**
   * Net successes that buy one damage roll on a special aircraft; 0 when it buys none.
   *
   * @return net successes per damage roll
   */
  public int successesPerDamageRoll() {
    return successesPerDamageRoll;
  }

  /**
   * Whether this maneuver removes enemy aircraft when it wins.
   *
   * @return whether this maneuver removes enemy aircraft when it wins
   */
  public boolean removesEnemies() {
    return successesPerFighter > 0;
  }

  /**
   * Title case, as in the seed: "Attack".
   *
   * @return the name in title case
   */
  public String title() {
    return title;
  }

  /**
   * The maneuver called {@code name} (any case).
   *
   * @param name the maneuver's name, in any case
   * @return the maneuver
   * @throws IllegalArgumentException naming the choices
   */
  public static Maneuver parse(String name) {
    for (Maneuver m : values()) {
      if (m.name().equalsIgnoreCase(name.trim())) {
        return m;
      }
    }
    throw new IllegalArgumentException(
        "unknown maneuver '" + name + "'; choose attack, defend, escape or tactical");
  }
}
