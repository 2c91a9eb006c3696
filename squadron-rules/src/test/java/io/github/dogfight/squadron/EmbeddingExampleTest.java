package io.github.dogfight.squadron;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.squadron.SquadronCommand.DeclareManeuver;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The embedding example of the project README, verbatim between the markers (imports aside). */
class EmbeddingExampleTest {
  private static String between(String text, String start, String end) {
    int s = text.indexOf(start);
    int e = text.indexOf(end, s + start.length());
    assertThat(s).as("start marker %s", start).isNotNegative();
    assertThat(e).as("end marker %s", end).isNotNegative();
    return text.substring(s + start.length(), e);
  }

  private static String normalize(String code) {
    return code.lines()
        .map(String::strip)
        .filter(l -> !l.isEmpty() && !l.startsWith("import "))
        .reduce("", (a, b) -> a + b + "\n");
  }

  private static String readmeExample() throws java.io.IOException {
    String readme = java.nio.file.Files.readString(java.nio.file.Path.of("..", "README.md"));
    String afterHeading = readme.substring(readme.indexOf("One squadron round"));
    return normalize(between(afterHeading, "```java", "```"));
  }

  private static String testExample() throws java.io.IOException {
    String source =
        java.nio.file.Files.readString(
            java.nio.file.Path.of(
                "src/test/java/io/github/dogfight/squadron/EmbeddingExampleTest.java"));
    return normalize(between(source, "// README example begins\n", "      // README example ends"));
  }

  @Test
  void readmeExamplePlaysOneSquadronRound() throws java.io.IOException {
    ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    PrintStream original = System.out;
    System.setOut(new PrintStream(buffer, true, StandardCharsets.UTF_8));
    try {
      // spotless:off
      // README example begins
      SquadronRules rules = new SquadronRules();
      AircraftCatalog catalog = AircraftCatalog.sample();
      Squadron raf = Squadron.builder("RAF", Side.WHITE)
          .add(3, catalog.type("Spitfire Mk I")).add(4, catalog.type("Hurricane Mk I")).build();
      Squadron luftwaffe = Squadron.builder("Luftwaffe", Side.BLACK)
          .add(7, catalog.type("Bf 109 E")).add(2, catalog.type("He 111 H")).build();
      Game<SquadronState, SquadronCommand> game = Game.start(rules, rules.start(raf, luftwaffe, 42L));
      System.out.println(rules.odds().netSuccesses(12, Maneuver.ATTACK, 0, 12, Maneuver.DEFEND, 0)
    .atLeast(1).toDecimal(4));                                         // P(RAF wins) exactly
      game = game.play(new DeclareManeuver(Side.WHITE, Maneuver.ATTACK));  // secret until both chose
      game = game.play(new DeclareManeuver(Side.BLACK, Maneuver.DEFEND));   // both declared: the roll
      while (!game.isOver() && game.state().turn() == 1) {                  // the winner's decisions
        game = game.play(rules.defaultBot());                               // from the bot's own view
      }
      System.out.print(game.log().narration());
      // README example ends
      // spotless:on
      assertThat(game.state().turn()).isGreaterThan(1);
    } finally {
      System.setOut(original);
    }
    String printed = buffer.toString(StandardCharsets.UTF_8);
    assertThat(readmeExample()).isEqualTo(testExample());
    assertThat(printed)
        .contains("RAF flies the Attack maneuver.")
        .contains("Squadron Roll: RAF 12 dice");
    assertThat(printed.lines().findFirst().orElseThrow()).matches("0\\.\\d{4}");
  }
}
