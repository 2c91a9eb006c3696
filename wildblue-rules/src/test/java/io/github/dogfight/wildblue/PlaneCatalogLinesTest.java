package io.github.dogfight.wildblue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.catalog.CatalogException;
import java.io.IOException;
import java.io.StringReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The plane catalog's bombs and Critical Damage fields, read and refused. */
class PlaneCatalogLinesTest {
  private static PlaneType read(String bombs, String criticals) throws IOException {
    String line =
        "Test | 150 | 185 | 3 | 70 | 3 | fixed 2d6 | 12 | " + bombs + " | 1 | " + criticals + "\n";
    return PlaneCatalog.parse("test.txt", new StringReader(line)).type("Test");
  }

  @ParameterizedTest(name = "{0}: {1} bombs of {2}d6")
  @CsvSource({"2x3d6, 2, 3", "6X4D6, 6, 4", "10x12d6, 10, 12", "1x1d6, 1, 1"})
  void bombsAreCountTimesDice(String text, int count, int dice) throws IOException {
    PlaneType.Bombs b = read(text, "fuel leak").bombs().orElseThrow();
    assertThat(b.count()).isEqualTo(count);
    assertThat(b.dice()).isEqualTo(dice);
    assertThat(read("-", "fuel leak").bombs()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"3x", "x3d6", "ax3d6", "2x3d8", "2x3d6x1", "123x3d6", "2x123d6", "3d6"})
  void malformedBombsNameTheField(String text) {
    assertThatThrownBy(() -> read(text, "fuel leak"))
        .isInstanceOf(CatalogException.class)
        .hasMessage(
            "test.txt:1: field 'bombs': '"
                + text
                + "' is not bombs such as 2x3d6 ("
                + FORMAT
                + ")");
  }

  private static final String FORMAT =
      "the field reads bombs such as 2x3d6, grenades such as 4x2d6 grenades, both as 2x3d6,"
          + " 4x2d6 grenades, or - for none";

  /**
   * Each refusal of the bombs field says what is wrong in the right word, bombs or grenades, with
   * the file, line and field (issue 26: a trailing comma read as "bombs twice", a '-' among other
   * entries as "not bombs ... or -", grenades out of range as "bombs: count and dice").
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        "2x3d6, | '2x3d6,' has an empty entry (" + FORMAT + ")",
        ", 4x2d6 grenades | ', 4x2d6 grenades' has an empty entry (" + FORMAT + ")",
        "-, 4x2d6 grenades | '-, 4x2d6 grenades': - (no bombs, no grenades) stands alone ("
            + FORMAT
            + ")",
        "2x3d6, - | '2x3d6, -': - (no bombs, no grenades) stands alone (" + FORMAT + ")",
        "0x2d6 grenades | '0x2d6 grenades': grenades carried must be 1 to 20, was 0",
        "21x2d6 grenades | '21x2d6 grenades': grenades carried must be 1 to 20, was 21",
        "4x0d6 grenades | '4x0d6 grenades': d6s per grenade must be 1 to 20, was 0",
        "0x3d6 | '0x3d6': bombs carried must be 1 to 20, was 0",
        "2x21d6 | '2x21d6': d6s per bomb must be 1 to 20, was 21",
        "x2d6 grenades | 'x2d6 grenades' is not grenades such as 4x2d6 grenades (" + FORMAT + ")",
        "grenades | 'grenades' is not grenades such as 4x2d6 grenades (" + FORMAT + ")",
        "2x3d8 grenades | '2x3d8 grenades' is not grenades such as 4x2d6 grenades (" + FORMAT + ")",
        "2x3d6, 1x1d6 | '2x3d6, 1x1d6' gives bombs twice",
        "4x2d6 grenades, 1x1d6 grenade | '4x2d6 grenades, 1x1d6 grenade' gives grenades twice",
      })
  void eachRefusalOfOrdnanceNamesWhatIsWrong(String text, String problem) {
    assertThatThrownBy(() -> read(text, "fuel leak"))
        .isInstanceOf(CatalogException.class)
        .hasMessage("test.txt:1: field 'bombs': " + problem);
  }

  /** One grenade reads as well as several: {@code 1x2d6 grenade}. */
  @Test
  void oneGrenadeReadsInTheSingular() throws IOException {
    assertThat(read("1x2d6 grenade", "fuel leak").grenades()).contains(new PlaneType.Bombs(1, 2));
    assertThat(read("2x3d6, 1x4d6 Grenade", "fuel leak").grenades())
        .contains(new PlaneType.Bombs(1, 4));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "fuel leak | 1",
        "2x wing damage, fuel leak | 3",
        "10x wing damage | 10",
        "1x fire, 3x fuel leak | 4",
      })
  void criticalsMayRepeatOneToTenTimes(String text, int size) throws IOException {
    assertThat(read("-", text).criticals()).hasSize(size);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"0x fire", "11x fire"})
  void criticalsRepeatedOutOfRangeNameTheField(String text) {
    assertThatThrownBy(() -> read("-", text))
        .isInstanceOf(CatalogException.class)
        .hasMessageContaining("criticals")
        .hasMessageContaining("lists an entry 1 to 10 times");
  }

  @Test
  void gunsAreOneToFourOfSixToTwentySides() throws IOException {
    String line = "Gunship | 150 | 185 | 3 | 70 | 3 | %s | 12 | - | 1 | fire\n";
    String five = "fixed 1d6, fixed 1d6, fixed 1d6, fixed 1d6, rear 1d8";
    assertThatThrownBy(
            () -> PlaneCatalog.parse("mine.txt", new StringReader(String.format(line, five))))
        .isInstanceOf(CatalogException.class)
        .hasMessage("mine.txt:1: field 'guns': must be 1 to 4 guns, were 5");
    assertThatThrownBy(
            () ->
                PlaneCatalog.parse("mine.txt", new StringReader(String.format(line, "fixed 1d4"))))
        .isInstanceOf(CatalogException.class)
        .hasMessage(
            "mine.txt:1: field 'guns': a gun's damage die has 6 to 20 sides (guns explode on 6s),"
                + " not d4");
    String four = "fixed 6d20, fixed 6d20, flexible 6d20, rear 6d20";
    assertThat(
            PlaneCatalog.parse("mine.txt", new StringReader(String.format(line, four)))
                .type("Gunship")
                .guns())
        .hasSize(4);
  }
}
