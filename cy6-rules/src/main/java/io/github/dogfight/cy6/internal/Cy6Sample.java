package io.github.dogfight.cy6.internal;

import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.cy6.AircraftCatalog;
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
import java.util.Map;
import java.util.Optional;

/**
 * The sample engagement {@code dogfight duel --rules cy6} plays: escorted B-17s over a rail yard
 * against interceptors and flak.
 */
public final class Cy6Sample {
  private Cy6Sample() {}

  /** The sample under {@code rules}, its dice seeded with {@code seed}. */
  public static Cy6State engagement(Cy6Rules rules, long seed) {
    AircraftCatalog c = AircraftCatalog.sample();
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
                    c.type("B-17G"),
                    Skill.SKILLED,
                    pos(10, 18, Facing.N),
                    9,
                    3,
                    box)
                .armed(Ordnance.HEAVY_BOMBS),
            Plane.of(
                "Tarheel",
                "USAAF",
                c.type("P-47D"),
                Skill.VETERAN,
                pos(9, 19, Facing.N),
                9,
                3,
                box),
            Plane.of(
                "Jug", "USAAF", c.type("P-47D"), Skill.GREEN, pos(11, 19, Facing.N), 9, 3, box),
            Plane.of(
                "Rot 1",
                "Luftwaffe",
                c.type("Fw 190A"),
                Skill.VETERAN,
                pos(9, 5, Facing.S),
                10,
                4,
                rotte),
            Plane.of(
                "Rot 2",
                "Luftwaffe",
                c.type("Fw 190A"),
                Skill.GREEN,
                pos(8, 4, Facing.S),
                10,
                4,
                rotte),
            Plane.of(
                "Gelb 3",
                "Luftwaffe",
                c.type("Bf 109E"),
                Skill.ACE,
                pos(13, 4, Facing.S),
                10,
                4,
                Optional.empty()));
    Ground ground =
        Ground.none()
            .with(new Battery("Flak 88", "Luftwaffe", AntiAircraft.HEAVY, Board.at(12, 5)))
            .with(
                SurfaceTarget.of(
                    "Rail yard", "Luftwaffe", SurfaceTarget.Kind.AREA, Board.at(10, 6), 1, 2));
    return rules.start(List.of("USAAF", "Luftwaffe"), board, planes, ground, seed);
  }

  private static Position pos(int column, int row, Facing facing) {
    return new Position(Board.at(column, row), facing);
  }
}
