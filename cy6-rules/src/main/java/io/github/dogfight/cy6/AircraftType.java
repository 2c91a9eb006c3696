package io.github.dogfight.cy6;

import java.util.List;
import java.util.Objects;

/**
 * An aircraft type as Check Your 6! rates it.
 *
 * @param name the type's name, unique in its catalog
 * @param role fighter or bomber
 * @param maxSpeed maximum speed, 1 to 12
 * @param agility agility, -5 to 5 (the to-hit roll adds attacker minus target)
 * @param climb climb factor, 0 to 10
 * @param robustness robustness rating R0 to R4, as 0 to 4
 * @param guns its guns, forward and defensive, at most {@value #MAX_GUNS} in all
 */
public record AircraftType(
    String name, Role role, int maxSpeed, int agility, int climb, int robustness, List<Gun> guns) {
  /**
   * The most guns a type may carry in all, forward and defensive: a gun list's entry holds at most
   * 24 guns, and repeating entries may not go beyond it either (the sample's most is the B-17G's
   * 13), so that a shot's exact odds stay within the work they are allowed.
   */
  public static final int MAX_GUNS = 24;

  /**
   * Checks and copies.
   *
   * @param name the type's name, unique in its catalog
   * @param role fighter or bomber
   * @param maxSpeed maximum speed, 1 to 12
   * @param agility agility, -5 to 5 (the to-hit roll adds attacker minus target)
   * @param climb climb factor, 0 to 10
   * @param robustness robustness rating R0 to R4, as 0 to 4
   * @param guns its guns, forward and defensive
   * @throws IllegalArgumentException naming the field and value
   */
  public AircraftType {
    Objects.requireNonNull(guns, "guns");
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(role, "role");
    if (name.isBlank()) {
      throw new IllegalArgumentException("an aircraft type needs a name");
    }
    check("max speed", maxSpeed, 1, 12);
    check("agility", agility, -5, 5);
    check("climb", climb, 0, 10);
    check("robustness", robustness, 0, 4);
    guns = List.copyOf(guns);
    int total = guns.stream().mapToInt(Gun::count).sum();
    if (total > MAX_GUNS) {
      throw new IllegalArgumentException(
          "guns must be " + MAX_GUNS + " at most in all, were " + total + ": " + Gun.format(guns));
    }
  }

  private static void check(String field, int value, int min, int max) {
    if (value < min || value > max) {
      throw new IllegalArgumentException(
          field + " must be " + min + " to " + max + ", was " + value);
    }
  }

  /**
   * The guns that fire forward.
   *
   * @return the guns that fire forward
   */
  public List<Gun> forwardGuns() {
    return guns.stream().filter(g -> !g.defensive()).toList();
  }

  /**
   * The defensive guns.
   *
   * @return the defensive guns
   */
  public List<Gun> defensiveGuns() {
    return guns.stream().filter(Gun::defensive).toList();
  }
}
