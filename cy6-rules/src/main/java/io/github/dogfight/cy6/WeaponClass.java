package io.github.dogfight.cy6;

/**
 * The air-to-air weapon classes of rules 002's weapons summary. Their damage die, maximum range and
 * notes are in the {@code weapons} table ({@link Cy6Tables}).
 */
public enum WeaponClass {
  /** Light machine gun: d4(-), to Medium range. */
  LMG,
  /** Heavy machine gun: d6(-), to Long range. */
  HMG,
  /** Low velocity cannon: d10(-), to Medium range, -2 to hit at Medium. */
  LVC,
  /** Cannon: d10(-), to Long range. */
  MC,
  /** Low velocity heavy cannon: d20(-), to Medium range, -2 at Medium, some with a low ROF. */
  LVHC,
  /** Long range heavy cannon: d20(-), to Long range, some with a low ROF. */
  LRHC;

  /**
   * Whether it is a heavy cannon, the only class with a low rate of fire.
   *
   * @return whether it is a heavy cannon, the only class with a low rate of fire
   */
  public boolean heavyCannon() {
    return this == LVHC || this == LRHC;
  }

  /**
   * Reads a class by its code, any case.
   *
   * @param text the class's name
   * @return the class
   * @throws IllegalArgumentException naming the text and the choices
   */
  public static WeaponClass parse(String text) {
    for (WeaponClass w : values()) {
      if (w.name().equalsIgnoreCase(text.strip())) {
        return w;
      }
    }
    throw new IllegalArgumentException(
        "weapon '" + text + "' is not one of LMG, HMG, LVC, MC, LVHC, LRHC");
  }
}
