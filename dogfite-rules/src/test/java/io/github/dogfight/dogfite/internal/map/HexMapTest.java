package io.github.dogfight.dogfite.internal.map;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.Placement;
import io.github.dogfight.dogfite.event.MapDrawn.Marker;
import java.util.List;
import org.junit.jupiter.api.Test;

class HexMapTest {
  @Test
  void rendersAStaggeredGridWithALegend() {
    Marker camel =
        new Marker(
            'A', "Camel", new Placement(HexPosition.edge(Hex.ORIGIN, Facing.N), Altitude.at(2)), 5);
    Marker albatros =
        new Marker(
            'B',
            "Albatros",
            new Placement(
                HexPosition.middle(new Hex(1, -1)), new Altitude(2, Altitude.Pitch.DIVING)),
            4);
    String map = HexMap.render(List.of(camel, albatros));
    assertThat(map.lines().toList())
        .containsExactly(
            "     .       .",
            " .       .",
            "     .       .",
            // B, the Camel's north-east neighbour, half a row up and one column right of A.
            " .       B",
            "     A       .",
            " .       .",
            "     .       .",
            " .       .",
            "A Camel     (0,0) edge N     level 2  speed 5",
            "B Albatros  (1,-1) middle    level 2 diving  speed 4");
  }

  @Test
  void sharedHexesShowEveryMarkerAndAnEmptyMapSaysSo() {
    Placement here = new Placement(HexPosition.middle(Hex.ORIGIN), Altitude.at(1));
    String map =
        HexMap.render(List.of(new Marker('A', "a", here, 3), new Marker('B', "b", here, 3)));
    assertThat(map).contains("AB");
    assertThat(HexMap.render(List.of())).isEqualTo("(no aircraft)\n");
  }

  @Test
  void aircraftTooFarApartGetOnlyTheLegendAndTheirDistance() {
    Marker near =
        new Marker('A', "Camel", new Placement(HexPosition.middle(Hex.ORIGIN), Altitude.at(2)), 5);
    Marker far =
        new Marker(
            'B', "Albatros", new Placement(HexPosition.middle(new Hex(0, -8)), Altitude.at(3)), 4);
    // Rows 0 and -8: eight rows apart, drawn when the limit is 9, not when it is 8.
    assertThat(HexMap.renderIfSmall(List.of(near, far), 9))
        .isEqualTo(HexMap.render(List.of(near, far)));
    assertThat(HexMap.renderIfSmall(List.of(near, far), 8).lines().toList())
        .containsExactly(
            "(too far apart to draw: 8 hexes)",
            "A Camel     (0,0) middle     level 2  speed 5",
            "B Albatros  (0,-8) middle    level 3  speed 4");
    assertThat(HexMap.renderIfSmall(List.of(), 8)).isEqualTo("(no aircraft)\n");
    // In odd-q rows (3,-2) is on row -1, one row from (0,0): drawn under a limit of 2.
    Marker odd =
        new Marker(
            'C', "Dr.I", new Placement(HexPosition.middle(new Hex(3, -2)), Altitude.at(1)), 3);
    assertThat(HexMap.renderIfSmall(List.of(near, odd), 2)).doesNotStartWith("(too far");
  }

  /**
   * The map a player reads: the q of each column along the top, the r of each line's first hex at
   * the left (A at (0,0) is down-right of the line starting at (-1,0)), the legend, and a key to
   * the symbols; two aircraft in a hex are explained, and far apart only the legend and key are
   * left.
   */
  @Test
  void theLabelledMapHasCoordinatesAndAKey() {
    Marker camel =
        new Marker(
            'A', "Camel", new Placement(HexPosition.edge(Hex.ORIGIN, Facing.N), Altitude.at(2)), 5);
    Marker albatros =
        new Marker(
            'B',
            "Albatros",
            new Placement(
                HexPosition.middle(new Hex(1, -1)), new Altitude(2, Altitude.Pitch.DIVING)),
            4);
    assertThat(HexMap.labelled(List.of(camel, albatros)))
        .isEqualTo(
            """
               q   -1   0   1   2
              -2        .       .
              -1    .       .
              -1        .       .
               0    .       B
               0        A       .
               1    .       .
               1        .       .
               2    .       .
            A Camel     (0,0) edge N     level 2  speed 5
            B Albatros  (1,-1) middle    level 2 diving  speed 4
            key: . a hex, A-Z an aircraft (listed above); q along the top; left of each line, the r of its
                 first hex (r stays the same going down to the right: each column is half a row lower),
                 (q,r) as the narration writes it; edge N: at the hex's edge, facing out through its N side;
                 middle: in the hex's middle, no facing.
            """);
    Placement here = new Placement(HexPosition.middle(Hex.ORIGIN), Altitude.at(1));
    List<Marker> two = List.of(new Marker('A', "a", here, 3), new Marker('B', "b", here, 3));
    assertThat(HexMap.labelled(two))
        .contains(" AB\n")
        .contains(", AB two aircraft in one hex (both listed);");
    Marker far =
        new Marker('B', "b", new Placement(HexPosition.middle(new Hex(0, 20)), Altitude.at(1)), 3);
    assertThat(HexMap.labelledIfSmall(List.of(two.get(0), far), 8))
        .startsWith("(too far apart to draw: 20 hexes)\nA a ")
        .contains("\nkey: . a hex,");
    assertThat(HexMap.labelledIfSmall(two, 8)).isEqualTo(HexMap.labelled(two));
    assertThat(HexMap.labelled(List.of())).isEqualTo("(no aircraft)\n");
    // without the key (a narrated duel's later maps): the same map and legend, nothing after them
    String keyed = HexMap.labelled(List.of(camel, albatros));
    assertThat(HexMap.labelled(List.of(camel, albatros), false))
        .isEqualTo(keyed.substring(0, keyed.indexOf("key: ")))
        .endsWith("level 2 diving  speed 4\n");
    assertThat(HexMap.labelledIfSmall(List.of(two.get(0), far), 8, false))
        .isEqualTo(HexMap.renderIfSmall(List.of(two.get(0), far), 8))
        .doesNotContain("key:");
  }

  /**
   * A narrated duel's map after turn 1 explains its symbols; the maps after later turns do not
   * repeat the key.
   */
  @Test
  void theFirstTurnsMapHasTheKeyAndLaterOnesDoNot() {
    Marker camel =
        new Marker('A', "Camel", new Placement(HexPosition.middle(Hex.ORIGIN), Altitude.at(2)), 5);
    List<Marker> one = List.of(camel);
    assertThat(new io.github.dogfight.dogfite.event.MapDrawn(1, one).map())
        .isEqualTo(HexMap.labelled(one))
        .contains("key: . a hex");
    assertThat(new io.github.dogfight.dogfite.event.MapDrawn(2, one).map())
        .isEqualTo(HexMap.labelled(one, false))
        .startsWith("   q   -1   0   1\n")
        .doesNotContain("key:");
  }

  @Test
  void everyMarkerIsDrawnAtItsOddQRowAndColumn() {
    // Odd-q offset rows: row = r + (q - q mod 2) / 2; the even columns are drawn on a row's first
    // line, the odd ones half a row lower on its second; each column four characters wide.
    List<Hex> hexes = List.of(new Hex(2, -1), new Hex(-1, 1), new Hex(3, -3), new Hex(-2, 2));
    List<Marker> markers = new java.util.ArrayList<>();
    for (int i = 0; i < hexes.size(); i++) {
      markers.add(
          new Marker(
              (char) ('A' + i),
              "p" + i,
              new Placement(HexPosition.middle(hexes.get(i)), Altitude.at(1)),
              3));
    }
    List<String> lines = HexMap.render(markers).lines().toList();
    int minQ = hexes.stream().mapToInt(Hex::q).min().orElseThrow() - 1;
    int minRow = hexes.stream().mapToInt(HexMapTest::row).min().orElseThrow() - 1;
    int maxRow = hexes.stream().mapToInt(HexMapTest::row).max().orElseThrow() + 1;
    assertThat(lines).hasSize(2 * (maxRow - minRow + 1) + markers.size());
    for (int i = 0; i < hexes.size(); i++) {
      Hex h = hexes.get(i);
      String line = lines.get(2 * (row(h) - minRow) + Math.floorMod(h.q(), 2));
      int column = (h.q() - minQ) * 4 + 1;
      assertThat(line.charAt(column))
          .as("%s at %s", markers.get(i).letter(), h)
          .isEqualTo(markers.get(i).letter());
    }
    // Each drawn once: the grid holds the four letters and dots only.
    String grid = String.join("", lines.subList(0, lines.size() - markers.size()));
    assertThat(grid.replaceAll("[ .]", "")).hasSize(markers.size());
  }

  private static int row(Hex h) {
    return h.r() + (h.q() - Math.floorMod(h.q(), 2)) / 2;
  }
}
