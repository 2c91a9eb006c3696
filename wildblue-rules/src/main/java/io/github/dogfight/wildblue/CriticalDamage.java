package io.github.dogfight.wildblue;

import java.util.Locale;

/**
 * The eleven Critical Damage results (rules 001, "Critical Damage"). A plane's profile lists the
 * results it may take ({@link PlaneType#criticals()}); each entry can be chosen once and stays
 * active until the plane is repaired.
 */
public enum CriticalDamage {
  /** "For each Wing Damage result, the pilot suffers a 1 point penalty (cumulative)." */
  WING_DAMAGE("Wing Damage", false),
  /** "The plane may not use stunts till the start of its next turn." */
  STUCK_CONTROLS("Stuck Controls", false),
  /** "Each Destroyed Weapon result reduces the attack damage of the plane by 1D6". */
  DESTROYED_WEAPON("Destroyed Weapon", false),
  /** "For each oil leak result, maximum possible advantage is reduced by 1D6." */
  OIL_LEAK("Oil Leak", false),
  /** "Maneuverability of the plane is reduced by 1." */
  DAMAGED_FLAPS("Damaged Flaps", false),
  /** "The plane may not go above Combat Altitude." */
  DAMAGED_AILERON("Damaged Aileron", false),
  /**
   * "Combat/Top Speed halved. If damage rolled is equal to the total HP of the plane, see
   * 'Annihilated'."
   */
  DAMAGED_ENGINE("Damaged Engine", false),
  /** "Fire Damage does 1D6 extra damage." */
  FUEL_LEAK("Fuel Leak", false),
  /** "Damage rolled is done directly to the pilot." */
  PILOT_HIT("Pilot Hit", true),
  /** "The plane catches fire, doing 3D6 immediate fire damage." */
  FIRE("Fire!", true),
  /**
   * "The plane is reduced to little less than scraps, and a pilot falling out of the sky. Only
   * available if all other CD results are already active."
   */
  ANNIHILATED("Annihilated", true);

  private final String title;
  private final boolean asterisked;

  CriticalDamage(String title, boolean asterisked) {
    this.title = title;
    this.asterisked = asterisked;
  }

  /**
   * The seed's heading, such as "Fire!".
   *
   * @return the seed's heading, such as "Fire!"
   */
  public String title() {
    return title;
  }

  /**
   * Whether the seed marks the result with an asterisk: "Kent Allard's 'Terror at 20,000 Feet' may
   * not choose this CD result" (Pilot Hit, Fire!, Annihilated).
   *
   * @return whether the seed marks the result with an asterisk: "Kent Allard's 'Terror at 20,000
   *     Feet' may not choose this CD result" (Pilot Hit, Fire!, Annihilated)
   */
  public boolean asterisked() {
    return asterisked;
  }

  /**
   * The result named {@code text}: its title or constant name, any case, spaces or underscores.
   *
   * @param text the result's title or constant name
   * @return the result
   * @throws IllegalArgumentException listing the results
   */
  public static CriticalDamage parse(String text) {
    String key = text.trim().replace("!", "").replace(' ', '_').replace('-', '_');
    for (CriticalDamage c : values()) {
      if (c.name().equalsIgnoreCase(key)) {
        return c;
      }
    }
    StringBuilder known = new StringBuilder();
    for (CriticalDamage c : values()) {
      known.append(known.length() == 0 ? "" : ", ").append(c.name().toLowerCase(Locale.ROOT));
    }
    throw new IllegalArgumentException(
        "'" + text + "' is not a Critical Damage result; choose from " + known);
  }
}
