package io.github.dogfight.cy6.internal;

import io.github.dogfight.cy6.Battery;
import io.github.dogfight.cy6.Board;
import io.github.dogfight.cy6.Cy6Tables;
import io.github.dogfight.cy6.Ground;
import io.github.dogfight.cy6.Plane;
import io.github.dogfight.cy6.SurfaceTarget;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The checks of a new engagement ({@link io.github.dogfight.cy6.Cy6Rules#start}): unique names,
 * known sides, everything on the map, aircraft within the altitude table and their speeds, ships on
 * water, a side with something in the fight, formations of two or more at one TAL.
 */
public final class StartCheck {
  private StartCheck() {}

  /**
   * Checks an engagement's start.
   *
   * @param tables the tables (for the top TAL)
   * @param sides the two sides
   * @param board the map
   * @param planes the aircraft
   * @param ground the batteries, targets and water
   * @throws IllegalArgumentException naming the aircraft, battery or target and the field that is
   *     wrong
   */
  public static void check(
      Cy6Tables tables, List<String> sides, Board board, List<Plane> planes, Ground ground) {
    Set<String> ids = new HashSet<>();
    Map<String, List<Plane>> formations = new LinkedHashMap<>();
    for (Plane p : planes) {
      if (!ids.add(p.id())) {
        throw new IllegalArgumentException("aircraft '" + p.id() + "' is listed twice");
      }
      if (!sides.contains(p.side())) {
        throw new IllegalArgumentException(
            p.id() + ": side '" + p.side() + "' is not one of " + sides);
      }
      if (!board.contains(p.position().hex())) {
        throw new IllegalArgumentException(p.id() + ": starts off the map at " + p.position());
      }
      if (p.tal() > tables.topTal()) {
        throw new IllegalArgumentException(
            p.id() + ": TAL " + p.tal() + " is above the top TAL " + tables.topTal());
      }
      if (p.speed() > p.maxSpeed()) {
        throw new IllegalArgumentException(
            p.id() + ": speed " + p.speed() + " is above its maximum " + p.maxSpeed());
      }
      p.formation().ifPresent(f -> formations.computeIfAbsent(f, k -> new ArrayList<>()).add(p));
    }
    for (Battery b : ground.batteries()) {
      if (!ids.add(b.id())) {
        throw new IllegalArgumentException("battery '" + b.id() + "' has a name already taken");
      }
      if (!sides.contains(b.side())) {
        throw new IllegalArgumentException(
            b.id() + ": side '" + b.side() + "' is not one of " + sides);
      }
      if (!board.contains(b.hex())) {
        throw new IllegalArgumentException(b.id() + ": stands off the map at " + b.hex());
      }
    }
    Set<String> targetIds = new HashSet<>();
    for (SurfaceTarget t : ground.targets()) {
      if (!targetIds.add(t.id())) {
        throw new IllegalArgumentException("surface target '" + t.id() + "' is listed twice");
      }
      if (!sides.contains(t.side())) {
        throw new IllegalArgumentException(
            t.id() + ": side '" + t.side() + "' is not one of " + sides);
      }
      if (!board.contains(t.hex())) {
        throw new IllegalArgumentException(t.id() + ": lies off the map at " + t.hex());
      }
      if (t.kind().ship() != ground.overWater(t.hex())) {
        throw new IllegalArgumentException(
            t.id()
                + ": a "
                + (t.kind().ship() ? "ship must be on water" : "target on land may not be on water")
                + ", "
                + t.hex()
                + " is "
                + (ground.overWater(t.hex()) ? "water" : "land"));
      }
    }
    if (planes.stream().noneMatch(Plane::flying)) {
      throw new IllegalArgumentException("an engagement needs at least one aircraft in the fight");
    }
    for (String side : sides) {
      boolean any =
          planes.stream().anyMatch(p -> p.side().equals(side) && p.flying())
              || ground.batteries().stream().anyMatch(b -> b.side().equals(side))
              || ground.targets().stream().anyMatch(t -> t.side().equals(side) && !t.destroyed());
      if (!any) {
        throw new IllegalArgumentException(
            "side " + side + " has no aircraft, AA battery or surface target");
      }
    }
    formations.forEach(
        (name, members) -> {
          // "A formation must consist of at least two (2) aircraft"; "Aircraft in formations must
          // fly at the same Tactical Altitude Level."
          if (members.size() < 2) {
            throw new IllegalArgumentException(
                "formation " + name + " must consist of at least two aircraft, has " + members);
          }
          for (Plane m : members) {
            if (!m.side().equals(members.get(0).side()) || m.tal() != members.get(0).tal()) {
              throw new IllegalArgumentException(
                  "formation "
                      + name
                      + ": "
                      + m.id()
                      + " must be on "
                      + members.get(0).side()
                      + "'s side at TAL "
                      + members.get(0).tal());
            }
          }
        });
  }
}
