package io.github.dogfight.cy6.internal;

import io.github.dogfight.core.game.Replacements;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.cy6.AircraftCatalog;
import io.github.dogfight.cy6.AircraftType;
import io.github.dogfight.cy6.AntiAircraft;
import io.github.dogfight.cy6.Battery;
import io.github.dogfight.cy6.Board;
import io.github.dogfight.cy6.Cy6Rules;
import io.github.dogfight.cy6.Cy6State;
import io.github.dogfight.cy6.Ground;
import io.github.dogfight.cy6.Ordnance;
import io.github.dogfight.cy6.Plane;
import io.github.dogfight.cy6.Position;
import io.github.dogfight.cy6.Skill;
import io.github.dogfight.cy6.SurfaceTarget;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The sample engagement {@code dogfight duel --rules cy6} plays: escorted B-17s over a rail yard
 * against interceptors and flak.
 */
public final class Cy6Sample {
  private Cy6Sample() {}

  /**
   * The sample's aircraft, by id, in the engagement's order: the bomber, its escort, the
   * interceptors.
   */
  public static final List<String> AIRCRAFT =
      List.of("Sally B", "Tarheel", "Jug", "Rot 1", "Rot 2", "Gelb 3");

  /** The types the sample's aircraft fly, by id. */
  private static final Map<String, String> TYPES =
      Map.of(
          "Sally B", "B-17G",
          "Tarheel", "P-47D",
          "Jug", "P-47D",
          "Rot 1", "Fw 190A",
          "Rot 2", "Fw 190A",
          "Gelb 3", "Bf 109E");

  /** The sample catalog's type names, in catalog order. */
  private static final List<String> TYPE_NAMES =
      AircraftCatalog.sample().types().stream().map(AircraftType::name).toList();

  /**
   * The sample catalog's type names, in catalog order.
   *
   * @return the names
   */
  public static List<String> typeNames() {
    return TYPE_NAMES;
  }

  /** The sample under {@code rules}, its dice seeded with {@code seed}. */
  public static Cy6State engagement(Cy6Rules rules, long seed) {
    return engagement(rules, seed, Map.of());
  }

  /**
   * The sample under {@code rules}, its dice seeded with {@code seed}, the aircraft named in {@code
   * types} flying the sample catalog's type named there instead of their own: a fighter another
   * fighter type, the bomber another bomber type. Each keeps its crew, hex, facing, TAL, formation
   * and ordnance; its speed is the sample's, or the type's maximum speed where that is lower.
   *
   * @throws IllegalArgumentException naming an unknown aircraft or type, or a type of the other
   *     role, and the choices
   */
  public static Cy6State engagement(Cy6Rules rules, long seed, Map<String, String> types) {
    Objects.requireNonNull(types, "types");
    AircraftCatalog c = AircraftCatalog.sample();
    Replacements.check(types, AIRCRAFT, typeNames());
    for (Map.Entry<String, String> e : new TreeMap<>(types).entrySet()) {
      replacement(c, e.getKey(), e.getValue());
    }
    AircraftType sallyB = typeOf(c, types, "Sally B");
    AircraftType tarheel = typeOf(c, types, "Tarheel");
    AircraftType jug = typeOf(c, types, "Jug");
    AircraftType rot1 = typeOf(c, types, "Rot 1");
    AircraftType rot2 = typeOf(c, types, "Rot 2");
    AircraftType gelb3 = typeOf(c, types, "Gelb 3");
    Board board =
        new Board(
            20,
            24,
            Board.Compass.EAST,
            Map.of("USAAF", Board.Compass.SOUTH, "Luftwaffe", Board.Compass.NORTH));
    Optional<String> box = Optional.of("Box");
    Optional<String> rotte = Optional.of("Rotte");
    List<Plane> planes =
        List.of(
            Plane.of(
                    "Sally B",
                    "USAAF",
                    sallyB,
                    Skill.SKILLED,
                    pos(10, 18, Facing.N),
                    9,
                    speed(sallyB, 3),
                    box)
                .armed(Ordnance.HEAVY_BOMBS),
            Plane.of(
                "Tarheel",
                "USAAF",
                tarheel,
                Skill.VETERAN,
                pos(9, 19, Facing.N),
                9,
                speed(tarheel, 3),
                box),
            Plane.of(
                "Jug", "USAAF", jug, Skill.GREEN, pos(11, 19, Facing.N), 9, speed(jug, 3), box),
            Plane.of(
                "Rot 1",
                "Luftwaffe",
                rot1,
                Skill.VETERAN,
                pos(9, 5, Facing.S),
                10,
                speed(rot1, 4),
                rotte),
            Plane.of(
                "Rot 2",
                "Luftwaffe",
                rot2,
                Skill.GREEN,
                pos(8, 4, Facing.S),
                10,
                speed(rot2, 4),
                rotte),
            Plane.of(
                "Gelb 3",
                "Luftwaffe",
                gelb3,
                Skill.ACE,
                pos(13, 4, Facing.S),
                10,
                speed(gelb3, 4),
                Optional.empty()));
    Ground ground =
        Ground.none()
            .with(new Battery("Flak 88", "Luftwaffe", AntiAircraft.HEAVY, Board.at(12, 5)))
            .with(
                SurfaceTarget.of(
                    "Rail yard", "Luftwaffe", SurfaceTarget.Kind.AREA, Board.at(10, 6), 1, 2));
    return rules.start(List.of("USAAF", "Luftwaffe"), board, planes, ground, seed);
  }

  /** The type {@code id} flies: the one {@code types} names, or its own. */
  private static AircraftType typeOf(AircraftCatalog c, Map<String, String> types, String id) {
    String asked = types.get(id);
    return asked == null ? c.type(own(id)) : replacement(c, id, asked);
  }

  private static String own(String id) {
    return Objects.requireNonNull(TYPES.get(id), id);
  }

  /**
   * The catalog type {@code typeName} for {@code id}, refused when its role is not {@code id}'s.
   */
  private static AircraftType replacement(AircraftCatalog c, String id, String typeName) {
    AircraftType own = c.type(own(id));
    AircraftType type = c.type(typeName);
    if (type.role() != own.role()) {
      throw new IllegalArgumentException(
          id
              + " is a "
              + own.role().label().toLowerCase(Locale.ROOT)
              + " and cannot fly the "
              + type.role().label().toLowerCase(Locale.ROOT)
              + " "
              + typeName
              + "; the sample catalog's "
              + own.role().label().toLowerCase(Locale.ROOT)
              + "s are "
              + c.types().stream()
                  .filter(t -> t.role() == own.role())
                  .map(AircraftType::name)
                  .collect(Collectors.joining(", ")));
    }
    return type;
  }

  /** The sample's speed, or the type's maximum speed where that is lower. */
  private static int speed(AircraftType type, int sample) {
    return Math.min(type.maxSpeed(), sample);
  }

  private static Position pos(int column, int row, Facing facing) {
    return new Position(Board.at(column, row), facing);
  }
}
