package io.github.dogfight.squadron;

import java.util.Locale;

/**
 * What an aircraft is in the squadron. Rules 003 distinguishes fighters (removed by net successes)
 * from special aircraft: "enemy bombers, monsters, and planes piloted by PCs or important NPCs",
 * which are only harmed by damage rolls.
 */
public enum Role {
  /** An unnamed fighter. */
  FIGHTER,
  /** A bomber (special). */
  BOMBER,
  /** A monster, such as a wyvern (special). */
  MONSTER,
  /** An aircraft piloted by a player character (special; never escapes by maneuver). */
  PC,
  /** An aircraft piloted by an important NPC (special). */
  NPC;

  /**
   * Whether this is a special aircraft (anything but a fighter).
   *
   * @return whether this is a special aircraft (anything but a fighter)
   */
  public boolean isSpecial() {
    return this != FIGHTER;
  }

  /**
   * The catalog spelling: lower case.
   *
   * @return the catalog spelling: lower case
   */
  public String catalogName() {
    return name().toLowerCase(Locale.ROOT);
  }
}
