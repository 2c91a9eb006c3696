package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.catalog.CatalogException;
import java.io.StringReader;
import java.util.Collections;
import java.util.Map;

/** Every catalog number, gun list and map size has a documented range, refused beyond it. */
class CatalogRangesTest {
  @org.junit.jupiter.api.Test
  void eighteenEntriesOf24LrhcAreRefusedWhenRead() throws Exception {
    // Found by fuzzing: repeating a gun entry bypassed the per-entry cap of 24, and a shot's exact
    // odds with 18 entries of 24xLRHC ran for a minute and 3.3 GB.
    String guns = String.join(", ", Collections.nCopies(18, "24xLRHC"));
    assertThatThrownBy(
            () ->
                AircraftCatalog.parse(
                    "mine.txt", new StringReader("Gunship | bomber | 4 | 0 | 0 | R4 | " + guns)))
        .isInstanceOf(CatalogException.class)
        .hasMessage("mine.txt:1: field 'guns': must be 24 at most in all, were 432");
    assertThatThrownBy(
            () ->
                AircraftCatalog.parse(
                    "mine.txt",
                    new StringReader("Gunship | bomber | 4 | 0 | 0 | R4 | 24xHMG, 1xHMG/def")))
        .hasMessage("mine.txt:1: field 'guns': must be 24 at most in all, were 25");
    assertThat(
            AircraftCatalog.parse(
                    "mine.txt",
                    new StringReader("Gunship | bomber | 4 | 0 | 0 | R4 | 12xHMG, 12xHMG/def"))
                .type("Gunship")
                .guns())
        .hasSize(2);
  }

  @org.junit.jupiter.api.Test
  void typesAndBoardsRefuseNumbersOutOfTheirRanges() {
    assertThatThrownBy(
            () ->
                new AircraftType(
                    "Gunship", Role.BOMBER, 4, 0, 0, 4, Gun.parseMix("24xHMG, 24xHMG/def")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("guns must be 24 at most in all, were 48: 24xHMG, 24xHMG/def");
    Map<String, Board.Compass> homes = Map.of("A", Board.Compass.SOUTH, "B", Board.Compass.NORTH);
    assertThatThrownBy(() -> new Board(61, 20, Board.Compass.EAST, homes))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("a board needs 2 x 2 to 60 x 60 hexes, was 61 x 20");
    assertThatThrownBy(() -> new Board(20, Integer.MAX_VALUE, Board.Compass.EAST, homes))
        .hasMessage("a board needs 2 x 2 to 60 x 60 hexes, was 20 x 2147483647");
    assertThat(new Board(60, 60, Board.Compass.EAST, homes).width()).isEqualTo(60);
  }
}
