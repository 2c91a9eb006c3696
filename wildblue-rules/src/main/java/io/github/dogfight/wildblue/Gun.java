package io.github.dogfight.wildblue;

import io.github.dogfight.core.dice.Die;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A plane's gun: how it is mounted and its attack dice (rules 001, "Attacking": "All planes have a
 * basic attack value that they use when doing damage, usually 1-3D6"; "the rear firing guns on an
 * aircraft typically roll D8s rather than D6s for damage").
 *
 * @param mount how it is mounted, which says who rolls to hit with what
 * @param dice damage dice, 1 to 6
 * @param die the damage die, d6 or d8 (and any other the catalog gives)
 */
public record Gun(Mount mount, int dice, Die die) {
  /** How a gun is mounted. */
  public enum Mount {
    /**
     * Fixed forward guns: "Pilots roll to hit with their Dex+Piloting skill if firing forward
     * guns."
     */
    FIXED,
    /**
     * A flexible gun firing forward, "like a Lewis Gun on a Foster rail": Dex+Firearms, fired by
     * the pilot.
     */
    FLEXIBLE,
    /** A swivel-mounted rear gun: Dex+Firearms, fired by the gunner at a plane on the tail. */
    REAR;

    /**
     * Whether the gun fires forward.
     *
     * @return whether the gun fires forward
     */
    public boolean forward() {
      return this != REAR;
    }

    /**
     * Whether the roll to hit is Dex+Firearms rather than Dex+Piloting.
     *
     * @return whether the roll to hit is Dex+Firearms rather than Dex+Piloting
     */
    public boolean firearms() {
      return this != FIXED;
    }
  }

  /**
   * Checks the arguments.
   *
   * @param mount how it is mounted, which says who rolls to hit with what
   * @param dice damage dice, 1 to 6
   * @param die the damage die, d6 to d20: guns "explode on 6s (or 5s)" (rules 001), so a die of
   *     fewer than 6 sides could not burst-fire
   * @throws IllegalArgumentException if dice is not 1..6 or the die has fewer than 6 or more than
   *     20 sides
   */
  public Gun {
    Objects.requireNonNull(mount, "mount");
    Objects.requireNonNull(die, "die");
    if (dice < 1 || dice > 6) {
      throw new IllegalArgumentException("a gun rolls 1 to 6 damage dice, not " + dice);
    }
    // Burst fire explodes on 6s: a d4 or d5 has no 6 to explode on, and its exploding pool was
    // refused only when the gun first fired, mid-game.
    if (die.sides() < 6 || die.sides() > 20) {
      throw new IllegalArgumentException(
          "a gun's damage die has 6 to 20 sides (guns explode on 6s), not " + die);
    }
  }

  /**
   * Parses guns such as {@code fixed 2d6, rear 2d8} or {@code flexible 1d6}.
   *
   * @param text the guns, comma-separated
   * @return the guns, in order
   * @throws IllegalArgumentException naming the bad part
   */
  public static List<Gun> parseAll(String text) {
    List<Gun> guns = new ArrayList<>();
    for (String part : text.split(",", -1)) {
      String p = part.trim();
      String[] words = p.split("\\s+", -1);
      if (words.length != 2) {
        throw new IllegalArgumentException(
            "'" + p + "' is not a gun such as 'fixed 2d6' or 'rear 1d8'");
      }
      Mount mount;
      try {
        mount = Mount.valueOf(words[0].toUpperCase(Locale.ROOT));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(
            "'" + words[0] + "' is not a mount: fixed, flexible or rear", e);
      }
      String[] nd = words[1].toLowerCase(Locale.ROOT).split("d", -1);
      if (nd.length != 2 || !nd[0].matches("[0-9]{1,2}") || !nd[1].matches("[0-9]{1,2}")) {
        throw new IllegalArgumentException(
            "'" + words[1] + "' is not damage dice such as 2d6 or 1d8");
      }
      guns.add(new Gun(mount, Integer.parseInt(nd[0]), Die.of(Integer.parseInt(nd[1]))));
    }
    return List.copyOf(guns);
  }

  /** Such as "fixed 2d6". */
  @Override
  public String toString() {
    return mount.name().toLowerCase(Locale.ROOT) + " " + dice + die;
  }
}
