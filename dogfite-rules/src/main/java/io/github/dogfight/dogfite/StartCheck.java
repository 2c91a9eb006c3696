package io.github.dogfight.dogfite;

import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** The checks {@link DogfiteRules#start} makes of the aircraft of a new engagement. */
final class StartCheck {
  private StartCheck() {}

  /**
   * Checks {@code planes} as {@link DogfiteRules#start} documents.
   *
   * @throws IllegalArgumentException naming the aircraft and the field that is wrong
   */
  static void check(List<Plane> planes) {
    Set<String> ids = new HashSet<>();
    Set<String> sides = new LinkedHashSet<>();
    for (Plane p : planes) {
      if (p.id().isBlank() || p.side().isBlank()) {
        throw new IllegalArgumentException(
            "an aircraft needs an id and a side, was '" + p.id() + "' of '" + p.side() + "'");
      }
      if (!ids.add(p.id())) {
        throw new IllegalArgumentException("duplicate aircraft id '" + p.id() + "'");
      }
      if (p.speed() > AircraftType.MAX_SPEED) {
        throw new IllegalArgumentException(
            p.id() + ": speed must be 0 to " + AircraftType.MAX_SPEED + ", was " + p.speed());
      }
      if (p.edge() < 0 || p.edge() > DogfiteRules.MAX_START_EDGE) {
        throw new IllegalArgumentException(
            p.id() + ": edge must be 0 to " + DogfiteRules.MAX_START_EDGE + ", was " + p.edge());
      }
      if (p.placement().altitude().level() > DogfiteRules.MAX_LEVEL) {
        throw new IllegalArgumentException(
            p.id()
                + ": altitude level must be 0 to "
                + DogfiteRules.MAX_LEVEL
                + ", was "
                + p.placement().altitude().level());
      }
      if (!p.out()) {
        sides.add(p.side());
      }
    }
    if (sides.size() < 2) {
      throw new IllegalArgumentException("an engagement needs aircraft of at least two sides");
    }
  }
}
