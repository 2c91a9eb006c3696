package io.github.dogfight.squadron;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.catalog.CatalogException;
import java.io.StringReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CatalogTest {
  @Test
  void sampleCatalogHasTheSeedExampleAircraft() {
    AircraftCatalog c = AircraftCatalog.sample();
    AircraftType spitfire = c.type("Spitfire Mk I");
    assertThat(spitfire.role()).isEqualTo(Role.FIGHTER);
    assertThat(spitfire.handling()).isEqualTo(5); // seed 003: "the Spitfire's +5"
    assertThat(c.type("Bf 109 E").handling()).isEqualTo(3); // "the Bf 109's +3"
    assertThat(c.type("Wyvern").role()).isEqualTo(Role.MONSTER);
    assertThat(c.type("He 111 H").role()).isEqualTo(Role.BOMBER);
    assertThat(c.type("PC Sky Yacht").role()).isEqualTo(Role.PC);
    assertThat(spitfire.armament().orElseThrow().damage().notation()).isEqualTo("3d6!");
    assertThat(spitfire.armament().orElseThrow().toString()).contains("Browning");
    assertThat(c.types()).hasSizeGreaterThanOrEqualTo(8);
    assertThatThrownBy(() -> c.type("Sopwith Camel")).hasMessageContaining("known:");
  }

  @Test
  void parsesHandSignsCommentsAndNoArmament() throws Exception {
    AircraftCatalog c =
        AircraftCatalog.parse(
            "mine.txt",
            new StringReader(
                "# comment\n\nGlider | npc | +2 | 3 | - | -\nKite | fighter | -1 | 1 | Pistol | 1d6\n"));
    assertThat(c.type("Glider").handling()).isEqualTo(2);
    assertThat(c.type("Glider").armament()).isEmpty();
    assertThat(c.type("Kite").handling()).isEqualTo(-1);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = ';',
      value = {
        "A | fighter | 1 | 1 | G; 1; damage dice; expected 6 fields",
        "A | fighter | 1 | 1 | G | 1d6 | x; 1; line; expected 6 fields",
        " | fighter | 1 | 1 | G | 1d6; 1; name; is empty",
        "A | plane | 1 | 1 | G | 1d6; 1; role; 'plane' is not one of",
        "A | fighter | x | 1 | G | 1d6; 1; handling; 'x' is not an integer",
        "A | fighter | 1 | 0 | G | 1d6; 1; structure; at least 1",
        "A | fighter | 1 | y | G | 1d6; 1; structure; 'y' is not an integer",
        "A | fighter | 1 | 1 |  | 1d6; 1; armament; is empty",
        "A | fighter | 1 | 1 | G | 2d; 1; damage dice; expected a number of sides",
        "A | fighter | 1 | 1 | - | 1d6; 1; damage dice; must be -",
      })
  void malformedLinesNameFileLineAndField(String line, int lineNo, String field, String problem) {
    assertThatThrownBy(
            () -> AircraftCatalog.parse("bad.txt", new StringReader("# header\n" + line)))
        .isInstanceOfSatisfying(
            CatalogException.class,
            e -> {
              assertThat(e.file()).isEqualTo("bad.txt");
              assertThat(e.line()).isEqualTo(lineNo + 1);
              assertThat(e.field()).isEqualTo(field);
            })
        .hasMessageStartingWith("bad.txt:" + (lineNo + 1) + ": field '" + field + "'")
        .hasMessageContaining(problem);
  }

  @Test
  void duplicateTypesAreRejected() {
    assertThatThrownBy(
            () ->
                AircraftCatalog.parse(
                    "dup.txt",
                    new StringReader("A | fighter | 1 | 1 | - | -\nA | bomber | 1 | 1 | - | -\n")))
        .hasMessage("dup.txt:2: field 'name': duplicate name 'A'");
  }

  @Test
  void valueTypesCheckTheirFields() {
    assertThatThrownBy(() -> new AircraftType(" ", Role.FIGHTER, 0, 1, java.util.Optional.empty()))
        .hasMessageContaining("blank");
    AircraftType t = AircraftCatalog.sample().type("Bf 109 E");
    assertThatThrownBy(() -> Squadron.builder("X", Side.WHITE).add(-1, t))
        .hasMessageContaining(">= 0");
    assertThatThrownBy(
            () ->
                Squadron.builder("X", Side.WHITE)
                    .add(Aircraft.of("a", t))
                    .add(Aircraft.of("a", t))
                    .build())
        .hasMessageContaining("duplicate aircraft id 'a'");
    assertThatThrownBy(() -> Squadron.builder("Empty", Side.WHITE).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("squadron 'Empty' has no aircraft: add at least one");
    Squadron raf = Squadron.builder("RAF", Side.WHITE).add(1, t).build();
    Squadron twin = Squadron.builder("RAF", Side.BLACK).add(1, t).build();
    Squadron black = Squadron.builder("Jagdgeschwader", Side.BLACK).add(1, t).build();
    SquadronRules rules = new SquadronRules();
    assertThatThrownBy(() -> rules.start(raf, twin, 1))
        .hasMessage("the two squadrons are both called 'RAF': give each its own name");
    assertThatThrownBy(() -> rules.start(black, raf, 1))
        .hasMessage(
            "white must be the WHITE squadron and black the BLACK one, were BLACK and WHITE");
    assertThat(rules.start(raf, black, 1).turn()).isEqualTo(1);
    Squadron gone =
        Squadron.builder("Gone", Side.BLACK)
            .add(ImmutableAircraft.builder().id("g").type(t).status(Status.ESCAPED).build())
            .build();
    assertThatThrownBy(() -> rules.start(raf, gone, 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("both squadrons need at least one aircraft in the fight");
    assertThatThrownBy(() -> ImmutableAircraft.builder().id("a").type(t).damage(-1).build())
        .hasMessageContaining("damage");
    assertThatThrownBy(() -> Maneuver.parse("loop")).hasMessageContaining("choose attack, defend");
    assertThat(Maneuver.parse(" Defend ")).isEqualTo(Maneuver.DEFEND);
  }
}
