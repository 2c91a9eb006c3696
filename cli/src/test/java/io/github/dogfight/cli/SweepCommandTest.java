package io.github.dogfight.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code dogfight sweep} and {@code dogfight simulate}'s intervals, as a person runs them. */
class SweepCommandTest {
  record Run(int status, String out, String err) {}

  static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status = DogfightCommand.run(args, new PrintWriter(out), new PrintWriter(err));
    return new Run(status, out.toString(), err.toString());
  }

  static final String SPEC =
      """
      {
        "rules": "dogfite",
        "games": 20,
        "seed": 4,
        "variants": [ { "name": "initiative" }, { "name": "cards", "activation": "cards" } ]
      }
      """;

  @Test
  void aSweepPrintsItsSummaryAndWritesRowsAndAPage(@TempDir Path dir) throws Exception {
    Path spec = dir.resolve("duel.json");
    Files.writeString(spec, SPEC);
    Path rows = dir.resolve("rows.csv");
    Path page = dir.resolve("report.html");
    Run r =
        run(
            "sweep",
            spec.toString(),
            "--threads",
            "2",
            "--rows",
            rows.toString(),
            "--html",
            page.toString());
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.out())
        .startsWith("Sweep of dogfite: 2 variants, 20 games each (master seed 4)")
        .contains("vs baseline");
    List<String> lines = Files.readAllLines(rows);
    assertThat(lines).hasSize(41);
    assertThat(lines.get(0)).startsWith("variant,game,winner,turns,end_reason,");
    assertThat(Files.readString(page)).startsWith("<!DOCTYPE html>").contains("<svg");
    try (var files = Files.list(dir)) {
      assertThat(files.map(p -> p.getFileName().toString()))
          .as("no partial files left")
          .containsExactlyInAnyOrder("duel.json", "rows.csv", "report.html");
    }
    // the same on one thread, and as JSON
    Run one = run("sweep", spec.toString(), "--threads", "1");
    assertThat(one.out()).isEqualTo(r.out());
    Run json = run("sweep", spec.toString(), "--json");
    JsonNode tree = new ObjectMapper().readTree(json.out());
    assertThat(tree.get("variants").get(1).get("name").asText()).isEqualTo("cards");
  }

  @Test
  void badSpecsAndFilesAreRefusedWithTheirReason(@TempDir Path dir) throws Exception {
    Run missing = run("sweep", dir.resolve("nope.json").toString());
    assertThat(missing.status()).isEqualTo(2);
    assertThat(missing.err()).contains("nope.json: no such file or directory");
    Path bad = dir.resolve("bad.json");
    Files.writeString(bad, SPEC.replace("\"cards\" }", "\"tarot\" }"));
    Run refused = run("sweep", bad.toString());
    assertThat(refused.status()).isEqualTo(2);
    assertThat(refused.err()).contains("bad.json: variants[1].activation:").contains("tarot");
    Files.writeString(bad, "{ \"rules\": ");
    assertThat(run("sweep", bad.toString()).err()).contains("is not valid JSON at line 1");
    Path spec = dir.resolve("ok.json");
    Files.writeString(spec, SPEC);
    Run noDir = run("sweep", spec.toString(), "--rows", dir.resolve("no/such/rows.csv").toString());
    assertThat(noDir.status()).isEqualTo(2);
    assertThat(noDir.err()).contains("--rows: cannot write").contains("no such file or directory");
  }

  @Test
  void simulateGivesIntervalsAndEndReasons() throws Exception {
    Run r = run("simulate", "--rules", "squadron", "--games", "40", "--seed", "2");
    assertThat(r.status()).isZero();
    assertThat(r.out())
        .contains("Wins:\n")
        .contains("Ended:\n")
        .contains("95% CI")
        .contains("Precision: 95% intervals up to +/-");
    Run json = run("simulate", "--rules", "squadron", "--games", "40", "--seed", "2", "--json");
    JsonNode tree = new ObjectMapper().readTree(json.out());
    assertThat(tree.get("games").asInt()).isEqualTo(40);
    assertThat(tree.get("shares").properties().iterator().next().getValue().has("low")).isTrue();
    assertThat(tree.get("ends").size()).isPositive();
  }
}
