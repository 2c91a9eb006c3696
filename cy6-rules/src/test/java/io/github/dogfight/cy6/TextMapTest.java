package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.GroundTest.FIGHTER;
import static io.github.dogfight.cy6.GroundTest.plane;
import static io.github.dogfight.cy6.GroundTest.start;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.cy6.internal.map.TextMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The text map a player sees: the board one hex around the aircraft in the fight (cut at the
 * board's edges), odd columns half a row lower, a letter per aircraft and {@code *} where several
 * share a hex, then the key.
 */
class TextMapTest {
  @Test
  void printsTheBoardAroundTheFightWithOneLetterPerAircraft() {
    Cy6State s =
        start(
            List.of(
                plane("Lead", "Blue", FIGHTER, 0, 0, 4),
                plane("Wing", "Blue", FIGHTER, 3, 2, 5),
                plane("Red 1", "Red", FIGHTER, 3, 2, 6),
                Plane.of(
                    "Red 2",
                    "Red",
                    FIGHTER,
                    Skill.GREEN,
                    new Position(Board.at(2, 1), Facing.SW),
                    7,
                    1,
                    Optional.empty())),
            Ground.none());
    assertThat(TextMap.render(s))
        .isEqualTo(
            """
            map (columns 0-4, rows 0-3):
               0  A     .     .
                     .     .
               1  .     D     .
                     .     .
               2  .     .     .
                     .     *
               3  .     .     .
                     .     .
              A Lead (Blue, Fighter) N col 0 row 0, TAL 4, speed 1
              B Wing (Blue, Fighter) N col 3 row 2, TAL 5, speed 1
              C Red 1 (Red, Fighter) N col 3 row 2, TAL 6, speed 1
              D Red 2 (Red, Fighter) SW col 2 row 1, TAL 7, speed 1""");
  }

  @Test
  void theMapStopsAtTheFarCorner() {
    Cy6State s =
        start(
            List.of(
                plane("Far", "Blue", FIGHTER, 29, 29, 4), plane("Near", "Red", FIGHTER, 28, 28, 4)),
            Ground.none());
    assertThat(TextMap.render(s))
        .isEqualTo(
            """
            map (columns 27-29, rows 27-29):
              27     .
                  .     .
              28     B
                  .     .
              29     .
                  .     A
              A Far (Blue, Fighter) N col 29 row 29, TAL 4, speed 1
              B Near (Red, Fighter) N col 28 row 28, TAL 4, speed 1""");
  }

  @Test
  void theTwentySeventhAircraftOnIsLowerCase() {
    List<Plane> many = new ArrayList<>();
    for (int i = 0; i < 28; i++) {
      many.add(plane("P" + i, i % 2 == 0 ? "Blue" : "Red", FIGHTER, 5 + i % 10, 10 + i / 10, 4));
    }
    String map = TextMap.render(start(many, Ground.none()));
    assertThat(map)
        .startsWith(
            """
            map (columns 4-15, rows 9-13):
               9  .     .     .     .     .     .
                     .     .     .     .     .     .
              10  .     B     D     F     H     J
                     A     C     E     G     I     .
              11  .     L     N     P     R     T
                     K     M     O     Q     S     .
              12  .     V     X     Z     b     .
                     U     W     Y     a     .     .
              13  .     .     .     .     .     .
                     .     .     .     .     .     .
              A P0 (Blue, Fighter) N col 5 row 10, TAL 4, speed 1
            """)
        .contains("\n  Z P25 (Red, Fighter) N col 10 row 12, TAL 4, speed 1\n")
        .contains("\n  a P26 (Blue, Fighter) N col 11 row 12, TAL 4, speed 1\n")
        .endsWith("\n  b P27 (Red, Fighter) N col 12 row 12, TAL 4, speed 1");
  }

  @Test
  void placesInWords() {
    assertThat(TextMap.where(new Position(Board.at(7, 12), Facing.SE)))
        .isEqualTo("col 7 row 12 facing SE");
    assertThat(TextMap.where(Board.at(7, 12))).isEqualTo("col 7 row 12");
  }

  /** With no aircraft in the fight there is no map to draw. */
  @Test
  void noAircraftNoMap() {
    SurfaceTarget yard =
        SurfaceTarget.of("Yard", "Red", SurfaceTarget.Kind.AREA, Board.at(5, 5), 1, 2);
    Cy6State s =
        start(List.of(plane("Blue 1", "Blue", FIGHTER, 10, 10, 6)), Ground.none().with(yard));
    Cy6State gone = s.withPlane(s.get("Blue 1").with(AircraftCondition.INTACT.destroy("a test")));
    assertThat(TextMap.render(gone)).isEqualTo("(no aircraft in the fight)");
    assertThat(TextMap.render(s)).isNotEqualTo("(no aircraft in the fight)").contains("A");
  }

  /**
   * The map a player reads: column numbers along the top (odd ones on the second line, as their
   * hexes), the surface target and the battery drawn and listed, water, an aircraft's letter over
   * the battery it flies over, {@code *} for two in one hex, and a key to every symbol used.
   */
  @Test
  void theLabelledMapHasColumnNumbersGroundUnitsAndAKey() {
    SurfaceTarget yard =
        SurfaceTarget.of("Yard", "Red", SurfaceTarget.Kind.AREA, Board.at(11, 8), 1, 2);
    Battery flak = new Battery("Flak", "Red", AntiAircraft.LIGHT, Board.at(9, 9));
    Battery heavy = new Battery("Heavy", "Red", AntiAircraft.HEAVY, Board.at(10, 7));
    Cy6State s =
        start(
            List.of(
                plane("Lead", "Blue", FIGHTER, 9, 7, 4),
                plane("Wing", "Blue", FIGHTER, 10, 7, 5),
                plane("Tail", "Blue", FIGHTER, 9, 7, 5)),
            Ground.none()
                .with(yard)
                .with(flak)
                .with(heavy)
                .withWater(java.util.Set.of(Board.at(8, 9), Board.at(11, 10))));
    assertThat(TextMap.labelled(s))
        .isEqualTo(
            """
            map (columns 8-12, rows 6-10):
            col   8    10    12
                     9    11
               6  .     .     .
                     .     .
               7  .     B     .
                     *     .
               8  .     .     .
                     .     #
               9  ~     .     .
                     ^     .
              10  .     .     .
                     .     ~
              A Lead (Blue, Fighter) N col 9 row 7, TAL 4, speed 1
              B Wing (Blue, Fighter) N col 10 row 7, TAL 5, speed 1
              C Tail (Blue, Fighter) N col 9 row 7, TAL 5, speed 1
              # Yard (Red, area target) col 11 row 8, intact (0 of 2 hits)
              ^ Flak (Light AA) (Red AA battery) col 9 row 9
              ^ Heavy (Heavy AA) (Red AA battery) col 10 row 7
            key: . a hex, ~ water, A-Z an aircraft (listed above: facing, TAL, speed), * several aircraft in
                 one hex, # a surface target, ^ an AA battery; an aircraft's letter hides what is under it.
                 Column numbers along the top (odd columns half a row lower), row numbers at the left: col 3
                 row 2 as the narration writes it.""");
    Cy6State gone = s;
    for (Plane p : s.flying()) {
      gone = gone.withPlane(p.with(AircraftCondition.INTACT.destroy("a test")));
    }
    assertThat(TextMap.labelled(gone)).isEqualTo("(no aircraft in the fight)");
    // without the key (the narration's maps after the first turn): everything up to it
    String keyed = TextMap.labelled(s);
    assertThat(TextMap.labelled(s, false))
        .isEqualTo(keyed.substring(0, keyed.indexOf("\nkey: ")))
        .endsWith("(Red AA battery) col 10 row 7");
    assertThat(TextMap.labelled(gone, false)).isEqualTo("(no aircraft in the fight)");
  }
}
