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
}
