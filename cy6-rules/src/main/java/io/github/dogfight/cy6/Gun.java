package io.github.dogfight.cy6;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Guns of one class on an aircraft: each rolls its own damage die for firepower ("roll attack
 * firepower per gun", rules 002, B4).
 *
 * <p>Written {@code COUNTxCLASS[/ROF][/def]}: {@code 4xHMG}, {@code 2xLVHC/low}, {@code 1xHMG/def}
 * (a bomber's defensive gun, which the Lucky Hit Table's "remove one defensive weapon" takes away).
 * A mix is written with commas: {@code 4xHMG, 2xMC}.
 *
 * @param weapon the weapon class
 * @param count how many guns, 1 to 24
 * @param rateOfFire the rate of fire; only a heavy cannon's may be low
 * @param defensive whether these are defensive (turret) guns
 */
public record Gun(WeaponClass weapon, int count, RateOfFire rateOfFire, boolean defensive) {
  /**
   * Checks the fields.
   *
   * @param weapon the weapon class
   * @param count how many guns, 1 to 24
   * @param rateOfFire the rate of fire; only a heavy cannon's may be low
   * @param defensive whether these are defensive (turret) guns
   * @throws IllegalArgumentException naming the field and value
   */
  public Gun {
    Objects.requireNonNull(weapon, "weapon");
    Objects.requireNonNull(rateOfFire, "rateOfFire");
    if (count < 1 || count > 24) {
      throw new IllegalArgumentException("gun count must be 1 to 24, was " + count);
    }
    if (rateOfFire != RateOfFire.NORMAL && !weapon.heavyCannon()) {
      throw new IllegalArgumentException(
          "only a heavy cannon (LVHC, LRHC) has a low rate of fire, not " + weapon);
    }
  }

  /**
   * {@code count} forward-firing guns of {@code weapon} at the normal rate of fire.
   *
   * @param weapon the weapon class
   * @param count how many guns, 1 to 24
   * @return the guns
   */
  public static Gun of(int count, WeaponClass weapon) {
    return new Gun(weapon, count, RateOfFire.NORMAL, false);
  }

  /**
   * These guns with {@code n} of them.
   *
   * @param n the new count
   * @return the guns
   */
  public Gun withCount(int n) {
    return new Gun(weapon, n, rateOfFire, defensive);
  }

  /**
   * Reads one entry such as {@code 2xLVHC/low}.
   *
   * @param text the guns, such as {@code 4xLMG}
   * @return the guns
   * @throws IllegalArgumentException naming the text and what was expected
   */
  public static Gun parse(String text) {
    String t = text.strip();
    String[] parts = t.split("/", -1);
    String[] head = parts[0].split("[xX]", 2);
    if (head.length != 2) {
      throw new IllegalArgumentException(
          "gun '" + text + "' is not COUNTxCLASS[/ROF][/def], such as 4xHMG or 2xLVHC/low");
    }
    int count;
    try {
      count = Integer.parseInt(head[0].strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "gun '" + text + "': count '" + head[0].strip() + "' is not a whole number", e);
    }
    WeaponClass w = WeaponClass.parse(head[1]);
    RateOfFire rof = RateOfFire.NORMAL;
    boolean def = false;
    for (int i = 1; i < parts.length; i++) {
      String p = parts[i].strip().toLowerCase(Locale.ROOT);
      if (p.equals("def")) {
        def = true;
      } else {
        rof = RateOfFire.parse(p);
      }
    }
    return new Gun(w, count, rof, def);
  }

  /**
   * Reads a mix such as {@code 4xHMG, 2xMC}.
   *
   * @param text the guns, slash-separated
   * @return the guns, in order
   * @throws IllegalArgumentException naming the entry that does not read
   */
  public static List<Gun> parseMix(String text) {
    List<Gun> out = new ArrayList<>();
    for (String part : text.split(",", -1)) {
      out.add(parse(part));
    }
    return List.copyOf(out);
  }

  /**
   * A mix as a catalog writes it: {@code 4xHMG, 2xMC}.
   *
   * @param guns the guns
   * @return the guns in words
   */
  public static String format(List<Gun> guns) {
    return String.join(", ", guns.stream().map(Gun::toString).toList());
  }

  /** As written in a catalog: {@code 2xLVHC/low}. */
  @Override
  public String toString() {
    return count
        + "x"
        + weapon
        + (rateOfFire == RateOfFire.NORMAL ? "" : "/" + rateOfFire.code())
        + (defensive ? "/def" : "");
  }
}
