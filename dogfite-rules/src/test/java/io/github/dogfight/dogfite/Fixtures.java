package io.github.dogfight.dogfite;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.testkit.Scripted;
import java.util.List;
import java.util.Optional;

/** Aircraft and openings for scripted-dice tests. */
final class Fixtures {
  static final AircraftCatalog CATALOG = AircraftCatalog.sample();
  static final DogfiteRules RULES = new DogfiteRules();

  private Fixtures() {}

  /**
   * The RFC's Sopwith Camel (firing +1, power +1, spin -1, aerobatic +2, speeds 2 / 7 / 10), flown
   * by "Camel" (experience 1, flying 1, shooting 1).
   */
  static Plane camel(HexPosition at, int level, int speed) {
    return Plane.of(
        "RFC",
        CATALOG.type("Sopwith Camel"),
        new Pilot("Camel", 1, 1, 1),
        new Placement(at, Altitude.at(level)),
        speed);
  }

  /**
   * Jasta 11's Albatros D.III (firing +1, power +1, spin 0, speeds 2 / 8 / 11), flown by "Albatros"
   * (experience 0, flying 0, shooting 0).
   */
  static Plane albatros(HexPosition at, int level, int speed) {
    return Plane.of(
        "Jasta 11",
        CATALOG.type("Albatros D.III"),
        new Pilot("Albatros", 0, 0, 0),
        new Placement(at, Altitude.at(level)),
        speed);
  }

  /** An SE5a of the RFC flown by {@code pilot} (experience, flying and shooting 0). */
  static Plane se5a(String pilot, HexPosition at, int level, int speed) {
    return Plane.of(
        "RFC",
        CATALOG.type("SE5a"),
        new Pilot(pilot, 0, 0, 0),
        new Placement(at, Altitude.at(level)),
        speed);
  }

  /** A Fokker Dr.I of the Jasta flown by "Dr.I" (experience, flying and shooting 0). */
  static Plane drI(HexPosition at, int level, int speed) {
    return Plane.of(
        "Jasta",
        CATALOG.type("Fokker Dr.I"),
        new Pilot("Dr.I", 0, 0, 0),
        new Placement(at, Altitude.at(level)),
        speed);
  }

  /**
   * A {@code type} of {@code side} flown by {@code pilot} (experience as given, flying and shooting
   * 0) on the edge of {@code hex} facing {@code facing}, at level 3 and speed 5.
   */
  static Plane plane(
      String side, String type, String pilot, int experience, Hex hex, Facing facing) {
    return Plane.of(
        side,
        CATALOG.type(type),
        new Pilot(pilot, experience, 0, 0),
        new Placement(HexPosition.edge(hex, facing), Altitude.at(3)),
        5);
  }

  /** A game of {@code planes} under the seed's rules. */
  static Game<DogfiteState, DogfiteCommand> start(Plane... planes) {
    return Game.start(RULES, RULES.start(List.of(planes), 1));
  }

  /**
   * Every aircraft declares, in order, the target given ("" for none); the last declaration rolls
   * the initiative d10s {@code d10s} (one per aircraft acting for itself, in the aircraft's order).
   */
  static Game<DogfiteState, DogfiteCommand> declare(
      Game<DogfiteState, DogfiteCommand> g, List<String> targets, int... d10s) {
    List<Plane> planes = g.state().planes();
    for (int i = 0; i < planes.size(); i++) {
      String t = targets.get(i);
      DogfiteCommand c =
          new DogfiteCommand.ChooseTarget(
              planes.get(i).id(), t.isEmpty() ? Optional.empty() : Optional.of(t));
      g = i == planes.size() - 1 ? Scripted.play(g, c, d10s) : g.play(c);
    }
    return g;
  }
}
