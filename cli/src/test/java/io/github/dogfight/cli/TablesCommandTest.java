package io.github.dogfight.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.dogfight.core.table.TableListing;
import org.junit.jupiter.api.Test;

class TablesCommandTest {
  private static CliTest.Run run(String... args) {
    return CliTest.run(args);
  }

  @Test
  void printsOneSmallTableAsAGridWithItsCitationAndAPatch() {
    CliTest.Run r = run("tables", "--rules", "dogfite", "engine trouble");
    assertThat(r.status()).isZero();
    assertThat(r.err()).isEmpty();
    assertThat(r.out())
        .isEqualTo(
            """
            engine trouble: 000_e2a400c171fcfea3.txt, ENGINE CRITICAL HITS
            Rows: 1d6 (3 rows). Columns: 2 columns.

            1d6 | engine critical | smoking
            ----+-----------------+--------
            1   | smoke           | fire
            2-3 | smoke           | -
            4-6 | -               | -

            Patch a cell in a sweep spec's "patches" (here the first cell, unchanged):
              {"table": "engine trouble", "row": "1", "column": "engine critical", "cell": "smoke"}
            """
                + TableListing.PATCH_SYNTAX
                + "\n");
  }

  @Test
  void listsEveryTableWithCitationSizeAndWhetherItIsPatchable() {
    CliTest.Run r = run("tables", "--rules", "dogfite");
    assertThat(r.status()).isZero();
    assertThat(r.out())
        .startsWith("Rule set dogfite: 14 tables, 12 patchable.\n")
        .contains(
            "  name                       size    patchable  citation\n"
                + "  move / maneuver            4 x 12  yes        000_e2a400c171fcfea3.txt,"
                + " FACING CHANGES / STAY-IN-HEX\n")
        .contains(
            "  pilot cards                8 x 1   no         004_53693100f10d7aac.txt, Base"
                + " number of cards for each pilot\n")
        .endsWith(
            "Size is rows x columns. Print one table with: dogfight tables --rules dogfite"
                + " \"move / maneuver\"\n");
  }

  @Test
  void aReadOnlyTableSaysSoAndOffersNoPatch() {
    CliTest.Run r = run("tables", "--rules", "cy6", "pilot cards");
    assertThat(r.status()).isZero();
    assertThat(r.out())
        .startsWith("pilot cards: 004_53693100f10d7aac.txt, Base number of cards for each pilot\n")
        .contains("Awareness | #Cards\n----------+-------\nUp to 7   | 1\n")
        .endsWith("\nListed for reference: this rule set does not patch this table.\n")
        .doesNotContain("\"table\"");
  }

  @Test
  void aRuleSetWithoutTablesSaysSo() {
    CliTest.Run r = run("tables", "--rules", "squadron");
    assertThat(r.status()).isZero();
    assertThat(r.out())
        .isEqualTo(
            "Rule set squadron keeps no tables as data: there is nothing to list or patch.\n");
    assertThat(run("tables", "--rules", "wildblue").out())
        .startsWith("Rule set wildblue: 1 table, 0 patchable.\n")
        .contains(
            "  stunts  14 x 3  no         001_8847a9d961414690.txt, MANEUVERABILITY AND STUNTS\n");
  }

  @Test
  void anUnknownTableIsRefusedListingTheNames() {
    CliTest.Run r = run("tables", "--rules", "dogfite", "maneuvers");
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.out()).isEmpty();
    assertThat(r.err())
        .startsWith(
            "dogfight tables: rule set 'dogfite' has no table 'maneuvers'; its tables: move /"
                + " maneuver, climb / dive, bet levels, bet failure, stress, stall / spin,"
                + " initiative speed modifier, movement points, power / drag, critical hits,"
                + " shooting skill, engine trouble, pilot cards, gunner cards\n");
    assertThat(run("tables", "--rules", "squadron", "x").err())
        .startsWith(
            "dogfight tables: rule set 'squadron' keeps no tables, so it has no table 'x'\n");
    assertThat(run("tables", "--rules", "nope").err())
        .startsWith("dogfight tables: unknown rule set 'nope'; choose from: ");
    assertThat(run("tables").err())
        .startsWith("dogfight tables: Missing required option: '--rules=RULES'");
  }

  @Test
  void jsonListsAndPrintsTheSameTables() throws Exception {
    ObjectMapper m = new ObjectMapper();
    JsonNode list = m.readTree(run("tables", "--rules", "dogfite", "--json").out());
    assertThat(list.get("rules").asText()).isEqualTo("dogfite");
    assertThat(list.get("tables")).hasSize(14);
    assertThat(list.get("tables").get(0).toString())
        .isEqualTo(
            "{\"name\":\"move / maneuver\",\"citation\":{\"source\":\"000_e2a400c171fcfea3.txt\","
                + "\"section\":\"FACING CHANGES / STAY-IN-HEX\"},\"rows\":4,\"columns\":12,"
                + "\"patchable\":true}");
    assertThat(list.get("patchSyntax").asText()).isEqualTo(TableListing.PATCH_SYNTAX);

    String one = run("tables", "--rules", "dogfite", "engine trouble", "--json").out();
    assertThat(one).endsWith("}\n").doesNotContain("\n{");
    JsonNode t = m.readTree(one);
    assertThat(t.get("name").asText()).isEqualTo("engine trouble");
    assertThat(t.get("rowTitle").asText()).isEqualTo("1d6");
    assertThat(t.get("rowLabels").toString()).isEqualTo("[\"1\",\"2-3\",\"4-6\"]");
    assertThat(t.get("columnLabels").toString()).isEqualTo("[\"engine critical\",\"smoking\"]");
    assertThat(t.get("cells").toString())
        .isEqualTo("[[\"smoke\",\"fire\"],[\"smoke\",\"-\"],[\"-\",\"-\"]]");
    assertThat(t.get("patch").toString())
        .isEqualTo(
            "{\"table\":\"engine trouble\",\"row\":\"1\",\"column\":\"engine critical\","
                + "\"cell\":\"smoke\"}");
    assertThat(
            m.readTree(run("tables", "--rules", "cy6", "gunner cards", "--json").out())
                .has("patch"))
        .isFalse();
  }

  @Test
  void helpIsWholeSentences() {
    CliTest.Run r = run("tables", "--help");
    assertThat(r.status()).isZero();
    assertThat(r.out())
        .contains("List a rule set's tables: each table's name, citation, size and whether a")
        .contains("--rules=RULES")
        .contains("TABLE");
    assertThat(run("help").out()).contains("tables");
  }
}
