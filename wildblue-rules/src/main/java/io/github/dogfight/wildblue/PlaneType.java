package io.github.dogfight.wildblue;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A plane's profile (seed 001): speeds in kph ("a Cruising (or, in this case, combat) speed, and a
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
 * @param guns the guns, at least one
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
   * Bombs (or grenades): how many, and the damage dice of one (rolled without exploding: bombing
   * "is handled differently from normal attacks").
   *
   * @param count bombs carried
   * @param dice d6s of damage per bomb
   */
  public record Bombs(int count, int dice) {
    /**
     * Checks the arguments.
     *
     * @param count bombs carried
     * @param dice d6s of damage per bomb
     */
    public Bombs {
      if (count < 1 || count > 20 || dice < 1 || dice > 20) {
        throw new IllegalArgumentException(
            "bombs: count and dice must be 1..20, were " + count + "x" + dice + "d6");
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
   * @param guns the guns, at least one
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
   * @param guns the guns, at least one
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
    return guns.stream().filter(g -> g.mount() == mount).toList();
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
