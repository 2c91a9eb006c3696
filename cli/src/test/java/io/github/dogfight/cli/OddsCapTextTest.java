package io.github.dogfight.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/**
 * {@code dogfight odds} says where explosions are capped and gives the uncapped mean (issue 31).
 */
class OddsCapTextTest {

  private static String out(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status =
        DogfightCommand.run(
            args,
            new BufferedReader(new StringReader("")),
            new PrintWriter(out),
            new PrintWriter(err));
    assertThat(status).as(err.toString()).isZero();
    return out.toString();
  }

  @Test
  void anExplodingDieStatesItsCapAndTheUncappedMean() {
    assertThat(out("odds", "1d6!"))
        .contains("mean =")
        .contains("507915877/120932352")
        .contains(
            "  explosions capped at 10 extra dice per die (longer chains count as the capped"
                + " one); uncapped mean = 4.2 (21/5)");
  }

  @Test
  void differentCapsAreGivenAsARange() {
    assertThat(out("odds", "1d6!^1 + 1d8!^3"))
        .contains("explosions capped at 1 to 3 extra dice per die")
        .contains("uncapped mean = 9.3")
        .contains("(327/35)");
    assertThat(out("odds", "1d6!^1")).contains("explosions capped at 1 extra die per die");
  }

  @Test
  void nothingIsSaidWhereNothingExplodes() {
    assertThat(out("odds", "4d6dl1")).doesNotContain("capped");
    assertThat(out("odds", "1d20ro1", "--json")).doesNotContain("explosionCaps");
  }

  @Test
  void theJsonCarriesTheCapsAndTheUncappedMean() {
    assertThat(out("odds", "1d6!", "--json"))
        .contains("\"mean\":\"507915877/120932352\"")
        .contains("\"explosionCaps\":[10],\"uncappedMean\":\"21/5\",\"note\":\"explosions")
        .endsWith("}" + System.lineSeparator());
  }

  @Test
  void aRuleSetsExplodingDamageStatesItsCap() {
    assertThat(out("odds", "--rules", "wildblue", "damage", "--dice", "2", "--advantage", "1"))
        .contains("explosions capped at 10 extra dice per die");
  }
}
