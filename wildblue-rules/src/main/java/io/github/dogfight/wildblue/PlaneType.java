package io.github.dogfight.wildblue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A plane's profile (rules 001): speeds in kph ("a Cruising (or, in this case, combat) speed, and a
 * Top speed, listed in kph"), size (the collision rule adds "the difference between plane sizes" to
 * the smaller plane's damage), hit points, Maneuverability ("how many stunts the plane may perform
 * each turn"), guns, magazine, bombs, seats, its own list of Critical Damage results ("The kinds of
 * CD results available to a plane are listed in that plane's profile") and the grenades its crew
 * carries ("When you attack with a bomb (or grenade) from a plane").
 *
 * @param name the type's name
 * @param cruising Cruising speed, kph
 * @param top Top speed, kph, at least Cruising
 * @param size size, compared in a collision
 * @param hitPoints hit points
 * @param maneuverability stunts per turn
 * @param guns the guns, 1 to {@value #MAX_GUNS}
 * @param magazine magazine uses for the whole plane: a burst uses 1, sustained fire 2
 * @param bombs bombs carried, if any
 * @param seats 1, or 2 with a gunner
 * @param criticals the Critical Damage results it may take; an entry listed twice may be taken
 *     twice
 * @param grenades grenades carried, if any: thrown like bombs, how many and the d6s of one
 */
public record PlaneType(
    String name,
    int cruising,
    int top,
    int size,
    int hitPoints,
    int maneuverability,
    List<Gun> guns,
    int magazine,
    Optional<Bombs> bombs,
    int seats,
    List<CriticalDamage> criticals,
    Optional<Bombs> grenades) {
  /**
   * The most guns a type may carry (the sample's most is 2): the guns of one mount fire together,
   * their dice added, so this keeps an attack's exact odds within reach.
   */
  public static final int MAX_GUNS = 4;

  /**
   * Bombs (or grenades): how many, and the damage dice of one (rolled without exploding: bombing
   * "is handled differently from normal attacks").
   *
   * @param count bombs (or grenades) carried
   * @param dice d6s of damage per bomb (or grenade)
   */
  public record Bombs(int count, int dice) {
    /** The most bombs (or grenades) a plane carries, and the most d6s of one. */
    public static final int MAX = 20;

    /**
     * Checks the arguments.
     *
     * @param count bombs (or grenades) carried, 1 to {@value #MAX}
     * @param dice d6s of damage per bomb (or grenade), 1 to {@value #MAX}
     * @throws IllegalArgumentException naming the value out of range
     */
    public Bombs {
      if (count < 1 || count > MAX) {
        throw new IllegalArgumentException(
            "bombs or grenades carried must be 1.." + MAX + ", was " + count);
      }
      if (dice < 1 || dice > MAX) {
        throw new IllegalArgumentException(
            "d6s per bomb or grenade must be 1.." + MAX + ", was " + dice);
      }
    }
  }

  /**
   * Checks the profile.
   *
   * @param name the type's name
   * @param cruising Cruising speed, kph
   * @param top Top speed, kph, at least Cruising
   * @param size size, compared in a collision
   * @param hitPoints hit points
   * @param maneuverability stunts per turn
   * @param guns the guns, 1 to {@value #MAX_GUNS}
   * @param magazine magazine uses for the whole plane: a burst uses 1, sustained fire 2
   * @param bombs bombs carried, if any
   * @param seats 1, or 2 with a gunner
   * @param criticals the Critical Damage results it may take; an entry listed twice may be taken
   *     twice
   * @param grenades grenades carried, if any
   * @throws IllegalArgumentException naming the field and value
   */
  public PlaneType {
    Objects.requireNonNull(guns, "guns");
    Objects.requireNonNull(criticals, "criticals");
    Objects.requireNonNull(name, "name");
    guns = List.copyOf(guns);
    criticals = List.copyOf(criticals);
    Objects.requireNonNull(bombs, "bombs");
    Objects.requireNonNull(grenades, "grenades");
    check(name, "cruising", cruising, 10, 2000);
    check(name, "top", top, cruising, 2000);
    check(name, "size", size, 0, 100);
    check(name, "hitPoints", hitPoints, 1, 10_000);
    check(name, "maneuverability", maneuverability, 0, 14);
    check(name, "magazine", magazine, 0, 1000);
    check(name, "seats", seats, 1, 2);
    if (guns.isEmpty()) {
      throw new IllegalArgumentException("plane type '" + name + "' needs at least one gun");
    }
    if (guns.size() > MAX_GUNS) {
      throw new IllegalArgumentException(
          "plane type '" + name + "': guns must be 1.." + MAX_GUNS + ", were " + guns.size());
    }
  }

  /**
   * A profile without grenades.
   *
   * @param name the type's name
   * @param cruising Cruising speed, kph
   * @param top Top speed, kph, at least Cruising
   * @param size size, compared in a collision
   * @param hitPoints hit points
   * @param maneuverability stunts per turn
   * @param guns the guns, 1 to {@value #MAX_GUNS}
   * @param magazine magazine uses for the whole plane: a burst uses 1, sustained fire 2
   * @param bombs bombs carried, if any
   * @param seats 1, or 2 with a gunner
   * @param criticals the Critical Damage results it may take; an entry listed twice may be taken
   *     twice
   * @throws IllegalArgumentException naming the field and value
   */
  public PlaneType(
      String name,
      int cruising,
      int top,
      int size,
      int hitPoints,
      int maneuverability,
      List<Gun> guns,
      int magazine,
      Optional<Bombs> bombs,
      int seats,
      List<CriticalDamage> criticals) {
    this(
        name,
        cruising,
        top,
        size,
        hitPoints,
        maneuverability,
        guns,
        magazine,
        bombs,
        seats,
        criticals,
        Optional.empty());
  }

  private static void check(String name, String field, int value, int min, int max) {
    if (value < min || value > max) {
      throw new IllegalArgumentException(
          "plane type '"
              + name
              + "': "
              + field
              + " must be "
              + min
              + ".."
              + max
              + ", was "
              + value);
    }
  }

  /**
   * Its guns of {@code mount}.
   *
   * @param mount the mount
   * @return its guns of {@code mount}
   */
  public List<Gun> guns(Gun.Mount mount) {
    List<Gun> out = new ArrayList<>(guns.size());
    for (Gun g : guns) {
      if (g.mount() == mount) {
        out.add(g);
      }
    }
    return Collections.unmodifiableList(out);
  }

  /**
   * Whether its list holds none of the asterisked results (like the "Terror at 20,000 Feet").
   *
   * @return whether its list holds none of the asterisked results (like the "Terror at 20,000
   *     Feet")
   */
  public boolean barredFromAsterisked() {
    return criticals.stream().noneMatch(CriticalDamage::asterisked);
  }
}
