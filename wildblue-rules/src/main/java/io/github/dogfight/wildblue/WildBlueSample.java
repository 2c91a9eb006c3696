package io.github.dogfight.wildblue;

import io.github.dogfight.core.dice.Die;
import io.github.dogfight.core.game.Replacements;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The sample dogfight's planes and ground, each plane of its own type or one a balance study gives
 * it from the sample catalog ({@link WildBlueRules#sampleEngagement(long, Map)}).
 */
final class WildBlueSample {
  /** The sample's planes, by name, in the engagement's order. */
  static final List<String> PLANES =
      List.of("Terror", "Bristol", "Red Dreidecker", "Albatros 1", "Albatros 2");

  private WildBlueSample() {}

  /** The sample catalog's type names, in catalog order. */
  private static final List<String> TYPES =
      PlaneCatalog.sample().types().stream().map(PlaneType::name).toList();

  /** The sample catalog's type names, in catalog order. */
  static List<String> typeNames() {
    return TYPES;
  }

  /**
   * The sample's planes, those named in {@code types} of the catalog type named there.
   *
   * @throws IllegalArgumentException naming an unknown plane or type, and the choices
   */
  static List<Plane> planes(Map<String, String> types) {
    Objects.requireNonNull(types, "types");
    Replacements.check(types, PLANES, typeNames());
    PlaneCatalog t = PlaneCatalog.sample();
    CrewCatalog crew = CrewCatalog.sample();
    String allies = "Allies";
    String jasta = "Jasta 11";
    PlaneType bristol = t.type(types.getOrDefault("Bristol", "Bristol F.2b Fighter"));
    Plane.Builder bristolPlane =
        Plane.builder()
            .name("Bristol")
            .side(allies)
            .type(bristol)
            .pilot(crew.character("Jack Ransom"));
    if (bristol.seats() >= 2) {
      bristolPlane.gunner(crew.character("Sam Trent"));
    }
    return List.of(
        Plane.builder()
            .name("Terror")
            .side(allies)
            .type(t.type(types.getOrDefault("Terror", "Terror at 20,000 Feet")))
            .pilot(crew.character("Kent Allard"))
            .build(),
        bristolPlane.build(),
        Plane.builder()
            .name("Red Dreidecker")
            .side(jasta)
            .type(t.type(types.getOrDefault("Red Dreidecker", "Fokker Dr.I")))
            .pilot(crew.character("Baron von Krell"))
            .build(),
        Plane.builder()
            .name("Albatros 1")
            .side(jasta)
            .type(t.type(types.getOrDefault("Albatros 1", "Albatros D.V")))
            .pilot(crew.character("Otto Brenner"))
            .build(),
        Plane.builder()
            .name("Albatros 2")
            .side(jasta)
            .type(t.type(types.getOrDefault("Albatros 2", "Albatros D.V")))
            .pilot(crew.character("Emil Hartz"))
            .build());
  }

  /** The sample's ground: the supply depot with its flak gun. */
  static List<GroundUnit> ground() {
    CrewCatalog crew = CrewCatalog.sample();
    String jasta = "Jasta 11";
    return List.of(
        GroundUnit.armed(
            "Supply depot",
            jasta,
            true,
            40,
            new Gun(Gun.Mount.FLEXIBLE, 2, Die.D6),
            GroundUnit.Reach.FLAK,
            crew.character("Wilhelm Dorn")));
  }
}
