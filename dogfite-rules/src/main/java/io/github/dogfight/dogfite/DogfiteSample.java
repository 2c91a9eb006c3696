package io.github.dogfight.dogfite;

import io.github.dogfight.core.game.Replacements;
import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The sample duel's aircraft, each flying its own type or one a balance study gives it from the
 * sample catalog ({@link DogfiteRules#sampleEngagement(long, Map)}).
 */
final class DogfiteSample {
  /** The sample duel's aircraft ids, in the engagement's order. */
  static final List<String> AIRCRAFT = List.of("Camel", "Albatros");

  /** The speed every aircraft of the sample starts at (its type's range allowing). */
  private static final int SPEED = 5;

  private DogfiteSample() {}

  /** The sample catalog's type names, in catalog order. */
  private static final List<String> TYPES =
      AircraftCatalog.sample().types().stream().map(AircraftType::name).toList();

  /** The sample catalog's type names, in catalog order. */
  static List<String> typeNames() {
    return TYPES;
  }

  /**
   * The sample duel's aircraft, those named in {@code types} flying the catalog type named there.
   *
   * @throws IllegalArgumentException naming an unknown aircraft or type, and the choices
   */
  static List<Plane> planes(Map<String, String> types) {
    Objects.requireNonNull(types, "types");
    Replacements.check(types, AIRCRAFT, typeNames());
    AircraftCatalog c = AircraftCatalog.sample();
    AircraftType camel = c.type(types.getOrDefault("Camel", "Sopwith Camel"));
    AircraftType albatros = c.type(types.getOrDefault("Albatros", "Albatros D.III"));
    return List.of(
        Plane.of(
            "RFC",
            camel,
            new Pilot("Camel", 1, 1, 1),
            new Placement(HexPosition.edge(new Hex(0, 3), Facing.N), Altitude.at(3)),
            speed(camel)),
        Plane.of(
            "Jasta 11",
            albatros,
            new Pilot("Albatros", 1, 0, 1),
            new Placement(HexPosition.edge(new Hex(0, -3), Facing.S), Altitude.at(3)),
            speed(albatros)));
  }

  /**
   * The sample's speed, clamped to the speeds {@code type} flies without risking a stall: above its
   * minimum speed, at most its maximum level speed. Every type of the sample catalog flies the
   * sample's speed 5 unchanged.
   */
  static int speed(AircraftType type) {
    return Math.max(type.minSpeed() + 1, Math.min(type.maxSpeed(), SPEED));
  }
}
