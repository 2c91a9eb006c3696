package io.github.dogfight.squadron;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.catalog.CatalogException;
import io.github.dogfight.core.dice.DiceNotation;
import io.github.dogfight.core.game.Game;
import java.io.StringReader;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CatalogTest {
  @Test
  void sampleCatalogHasTheSeedExampleAircraft() {
    AircraftCatalog c = AircraftCatalog.sample();
    AircraftType spitfire = c.type("Spitfire Mk I");
    assertThat(spitfire.role()).isEqualTo(Role.FIGHTER);
    assertThat(spitfire.handling()).isEqualTo(5); // rules 003: "the Spitfire's +5"
    assertThat(c.type("Bf 109 E").handling()).isEqualTo(3); // "the Bf 109's +3"
    assertThat(c.type("Wyvern").role()).isEqualTo(Role.MONSTER);
    assertThat(c.type("He 111 H").role()).isEqualTo(Role.BOMBER);
    assertThat(c.type("PC Sky Yacht").role()).isEqualTo(Role.PC);
    assertThat(spitfire.armament().orElseThrow().damage().notation()).isEqualTo("3d6!");
    assertThat(spitfire.armament().orElseThrow().toString()).contains("Browning");
    assertThat(c.types()).hasSizeGreaterThanOrEqualTo(8);
    // The largest damage roll of the sample, well inside Armament.MAX_DAMAGE.
    assertThat(c.type("Sky Galleon").armament().orElseThrow().damage().distribution().max())
        .isEqualTo(330);
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
        "A | fighter | 1 | 0 | G | 1d6; 1; structure; must be 1 to 1000, was 0",
        "A | fighter | 1 | 1001 | G | 1d6; 1; structure; must be 1 to 1000, was 1001",
        "A | fighter | 2147483647 | 1 | G | 1d6; 1; handling; must be -10 to 20, was 2147483647",
        "A | fighter | 2000 | 1 | G | 1d6; 1; handling; must be -10 to 20, was 2000",
        "A | fighter | 21 | 1 | G | 1d6; 1; handling; must be -10 to 20, was 21",
        "A | fighter | -11 | 1 | G | 1d6; 1; handling; must be -10 to 20, was -11",
        "A | fighter | 2147483648 | 1 | G | 1d6; 1; handling; '2147483648' is not an integer",
        "A | fighter | 1 | 1 | G | 200d6; 1; damage dice; must total 0 to 1000, can total 200 to 1200",
        "A | fighter | 1 | 1 | G | 1d6-2; 1; damage dice; must total 0 to 1000, can total -1 to 4",
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

  @Test
  void typesArmamentsAndStartsRefuseNumbersOutOfTheirRanges() {
    Optional<Armament> none = Optional.empty();
    assertThatThrownBy(() -> new AircraftType("Ace", Role.FIGHTER, 2000, 1, none))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("handling of Ace must be -10 to 20, was 2000");
    assertThatThrownBy(() -> new AircraftType("Ace", Role.FIGHTER, Integer.MAX_VALUE, 1, none))
        .hasMessage("handling of Ace must be -10 to 20, was 2147483647");
    assertThatThrownBy(() -> new AircraftType("Ace", Role.FIGHTER, -11, 1, none))
        .hasMessageContaining("was -11");
    assertThatThrownBy(() -> new AircraftType("Ace", Role.BOMBER, 0, 1001, none))
        .hasMessage("structure of Ace must be 1 to 1000, was 1001");
    assertThat(new AircraftType("Ace", Role.FIGHTER, 20, 1000, none).handling()).isEqualTo(20);
    assertThatThrownBy(() -> new Armament("Cannon", DiceNotation.parse("167d6")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("damage dice of Cannon (167d6) must total 0 to 1000, can total 167 to 1002");
    assertThat(new Armament("Cannon", DiceNotation.parse("166d6")).name()).isEqualTo("Cannon");
    AircraftType t = AircraftCatalog.sample().type("Bf 109 E");
    Squadron many = Squadron.builder("Many", Side.WHITE).add(101, t).build();
    Squadron one = Squadron.builder("One", Side.BLACK).add(1, t).build();
    assertThatThrownBy(() -> new SquadronRules().start(many, one, 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("squadron 'Many' has 101 aircraft, more than the 100 a squadron may bring");
  }

  @Test
  void handling2000IsRefusedWhenRead() {
    // Found by fuzzing: a squadron with Handling 2000 rolled a pool over the core's 1,000 dice and
    // game.play threw a plain IllegalArgumentException mid-game; 2147483647 overflowed the pool
    // silently to none. Both are now refused when the catalog is read.
    for (String handling : List.of("2000", "2147483647")) {
      assertThatThrownBy(
              () ->
                  AircraftCatalog.parse(
                      "ace.txt",
                      new StringReader("Ace | fighter | " + handling + " | 1 | G | 1d6")))
          .isInstanceOf(CatalogException.class)
          .hasMessage("ace.txt:1: field 'handling': must be -10 to 20, was " + handling);
    }
  }

  @Test
  void theLargestForcesAtTheEndsOfTheRangesPlayToTheEnd() {
    // 100 aircraft a side, Handling 20: 120 dice, 180 flying Defend (SquadronOdds.MAX_POOL).
    AircraftType ace =
        new AircraftType(
            "Ace",
            Role.FIGHTER,
            AircraftType.MAX_HANDLING,
            AircraftType.MAX_STRUCTURE,
            Optional.of(new Armament("Guns", DiceNotation.parse("3d6!"))));
    AircraftType fort =
        new AircraftType(
            "Fort",
            Role.BOMBER,
            AircraftType.MIN_HANDLING,
            AircraftType.MAX_STRUCTURE,
            Optional.empty());
    SquadronRules rules = new SquadronRules();
    Squadron white = Squadron.builder("W", Side.WHITE).add(90, ace).add(10, fort).build();
    Squadron black = Squadron.builder("B", Side.BLACK).add(90, ace).add(10, fort).build();
    Game<SquadronState, SquadronCommand> g = Game.start(rules, rules.start(white, black, 5));
    assertThat(rules.pool(g.state(), Side.WHITE, Maneuver.DEFEND)).isEqualTo(180);
    var bot = rules.defaultBot();
    for (int step = 0; step < 400 && !g.isOver(); step++) {
      String actor = g.decision().actors().get(0);
      g = g.play(bot.choose(g.viewFor(actor), g.legalCommands(actor)));
    }
    assertThat(g.log().size()).isPositive();
  }
}
