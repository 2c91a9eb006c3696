package io.github.dogfight.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.RuleSets;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The texts a person reads from the command line: help, file problems, numbers, JSON. */
class CliTextsTest {
  record Run(int status, String out, String err) {}

  static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status = DogfightCommand.run(args, new PrintWriter(out), new PrintWriter(err));
    return new Run(status, out.toString(), err.toString());
  }

  private static CommandLine root() {
    return new CommandLine(new DogfightCommand());
  }

  /** Every command's description and option texts, as picocli formats them. */
  private static List<String> texts(CommandLine cl) {
    List<String> all = new ArrayList<>();
    CommandLine.Model.CommandSpec spec = cl.getCommandSpec();
    all.addAll(List.of(spec.usageMessage().description()));
    spec.options().forEach(o -> all.addAll(List.of(o.description())));
    spec.positionalParameters().forEach(p -> all.addAll(List.of(p.description())));
    cl.getSubcommands().values().forEach(sub -> all.addAll(texts(sub)));
    return all;
  }

  /**
   * picocli passes each description line through {@code String.format}: a lone "%" ("95% Wilson")
   * fails it, and picocli prints "[picocli WARN] Could not format ..." on standard error.
   */
  @Test
  void everyHelpTextFormatsWithoutAPicocliWarning() {
    List<String> texts = texts(root());
    assertThat(texts).isNotEmpty();
    for (String text : texts) {
      // as picocli does: variables such as ${DEFAULT-VALUE} are replaced first, then formatted
      String plain = text.replaceAll("\\$\\{[^}]*}", "x");
      assertThat(format(plain)).as(text).doesNotContain("%%");
    }
    assertThat(run("simulate", "--help").out()).contains("95% Wilson interval");
    assertThat(run("sweep", "--help").out()).contains("95% Wilson intervals");
  }

  /** As picocli formats a description line; the problem named when it cannot. */
  private static String format(String text) {
    try {
      return String.format(Locale.ROOT, text);
    } catch (java.util.IllegalFormatException e) {
      return "could not format: " + text;
    }
  }

  /** {@code dogfight --help} lists each command with a whole sentence, not a cut first line. */
  @Test
  void eachCommandsSummaryIsOneWholeSentence() {
    String help = run("--help").out();
    String commands = help.substring(help.indexOf("Commands:"));
    Map<String, CommandLine> subs = root().getSubcommands();
    for (Map.Entry<String, CommandLine> sub : subs.entrySet()) {
      String[] description = sub.getValue().getCommandSpec().usageMessage().description();
      String summary = description.length == 0 ? "" : format(description[0]);
      if (sub.getKey().equals("help")) {
        continue; // picocli's own
      }
      assertThat(summary).as(sub.getKey()).endsWith(".");
      // the summary as the list shows it, its wrapped lines joined
      String listed =
          commands
              .lines()
              .dropWhile(l -> !l.stripLeading().startsWith(sub.getKey() + " "))
              .takeWhile(
                  l -> l.stripLeading().startsWith(sub.getKey() + " ") || l.startsWith("     "))
              .map(String::strip)
              .collect(Collectors.joining(" "));
      assertThat(listed.substring(sub.getKey().length()).strip())
          .as(sub.getKey())
          .isEqualTo(summary);
    }
    assertThat(help)
        .doesNotContain("turn by turn,\n")
        .doesNotContain("replay its commands,\n")
        .doesNotContain("the rule set's\n");
  }

  /** The choices of {@code --rules} are in the help, from the rule sets installed. */
  @Test
  void helpListsTheRuleSets() {
    String names = String.join(", ", RuleSets.all().stream().map(RuleSet::name).toList());
    assertThat(names).contains("squadron").contains("cy6");
    String providers =
        String.join(
            ", ",
            RuleSets.oddsProviders().stream()
                .map(io.github.dogfight.core.game.OddsProvider::name)
                .toList());
    assertThat(run("--help").out())
        .contains("Rule sets: " + names + " ('dogfight rules' describes each;");
    for (String command : List.of("duel", "simulate", "play")) {
      assertThat(run(command, "--help").out().replaceAll("\\s+", " "))
          .as(command)
          .contains("Rule set: " + names + " (see 'dogfight rules')");
    }
    assertThat(run("odds", "--help").out().replaceAll("\\s+", " "))
        .contains("Ask the odds query of a rule set (or odds provider) instead: " + providers)
        .contains("cards");
  }

  /**
   * picocli shows each description element on lines of its own: an element that ends mid-sentence
   * leaves a ragged, cut line in the help. Every option's description is whole sentences.
   */
  @Test
  void noOptionDescriptionIsCutMidSentence() {
    List<String> cut = new ArrayList<>();
    collectCut(root(), cut);
    assertThat(cut).isEmpty();
  }

  private static void collectCut(CommandLine cl, List<String> cut) {
    CommandLine.Model.CommandSpec spec = cl.getCommandSpec();
    for (CommandLine.Model.OptionSpec o : spec.options()) {
      for (String line : o.description()) {
        if (!line.strip().matches("(?s).*[.)!?]$")) {
          cut.add(spec.qualifiedName() + " " + o.longestName() + ": " + line);
        }
      }
    }
    // odds lays out its notation examples line by line; help is picocli's own
    if (!spec.name().equals("odds") && !spec.name().equals("help")) {
      for (String line : spec.usageMessage().description()) {
        if (!line.strip().matches("(?s).*[.)!?]$")) {
          cut.add(spec.qualifiedName() + ": " + line);
        }
      }
    }
    cl.getSubcommands().values().forEach(sub -> collectCut(sub, cut));
  }

  /**
   * Citations name the rules ("rules 004") or the game, never "seed" and a number, which reads like
   * --seed.
   */
  @Test
  void noHelpCitesASeed() {
    for (String command : List.of("", "duel", "simulate", "sweep", "play", "replay", "odds")) {
      String help = command.isEmpty() ? run("--help").out() : run(command, "--help").out();
      assertThat(help.replaceAll("\\s+", " ")).as(command).doesNotContainPattern("seed 00\\d");
    }
    assertThat(run("duel", "--help").out().replaceAll("\\s+", " "))
        .contains("'cards' draws activation cards (rules 004) in Dogfite!")
        .contains("(Check Your 6!, rules 002 C4.0)");
  }

  /** Every "cannot read/write FILE" says why, in the same words whichever command. */
  @Test
  void aFileThatCannotBeReadOrWrittenSaysWhy(@TempDir Path dir) throws Exception {
    Path missing = dir.resolve("nope.json");
    assertThat(run("replay", missing.toString()).err())
        .startsWith("dogfight replay: cannot read " + missing + ": no such file or directory\n");
    assertThat(run("replay", dir.toString()).err())
        .startsWith("dogfight replay: cannot read " + dir + ": it is a directory\n");
    assertThat(run("play", "--resume", missing.toString()).err())
        .startsWith(
            "dogfight play: --resume: cannot read " + missing + ": no such file or directory\n");
    assertThat(run("sweep", missing.toString()).err())
        .startsWith("dogfight sweep: cannot read " + missing + ": no such file or directory\n");
    assertThat(run("duel", "--rules", "squadron", "--save", dir.toString()).err())
        .startsWith("dogfight duel: --save: cannot write " + dir + ": it is a directory\n");
    Path nowhere = dir.resolve("no-such-dir").resolve("game.html");
    assertThat(run("duel", "--rules", "squadron", "--html", nowhere.toString()).err())
        .startsWith(
            "dogfight duel: --html: cannot write " + nowhere + ": no such file or directory\n");
    Path saved = dir.resolve("game.json");
    assertThat(run("duel", "--rules", "squadron", "--save", saved.toString()).status()).isZero();
    assertThat(run("replay", saved.toString(), "--html", dir.toString()).err())
        .startsWith("dogfight replay: --html: cannot write " + dir + ": it is a directory\n");
    Path spec = dir.resolve("spec.json");
    Files.writeString(
        spec, "{\"rules\": \"squadron\", \"games\": 2, \"variants\": [{\"name\": \"base\"}]}");
    assertThat(run("sweep", spec.toString(), "--rows", nowhere.toString()).err())
        .startsWith(
            "dogfight sweep: --rows: cannot write " + nowhere + ": no such file or directory\n");
    Files.writeString(saved, "{\"format\": ");
    assertThat(run("replay", saved.toString()).err()).startsWith("dogfight replay: " + saved + ":");
  }

  @Test
  void theReasonsReadAsWords(@TempDir Path dir) {
    assertThat(
            FileProblem.reason(dir.resolve("x"), new java.nio.file.NoSuchFileException(dir + "/x")))
        .isEqualTo("no such file or directory");
    assertThat(FileProblem.reason(new java.nio.file.AccessDeniedException("x")))
        .isEqualTo("permission denied");
    assertThat(
            FileProblem.reason(
                new java.nio.file.FileSystemException("x", null, "Read-only file system")))
        .isEqualTo("read-only file system");
    assertThat(FileProblem.reason(new java.nio.charset.MalformedInputException(1)))
        .isEqualTo("not UTF-8 text");
    assertThat(FileProblem.cannotRead(dir, new java.io.IOException("Is a directory")))
        .isEqualTo("cannot read " + dir + ": it is a directory");
  }

  /** One JSON style: one compact line, camelCase keys, numbers as numbers, fractions "n/d". */
  @Test
  void everyCommandsJsonIsOneCompactLine(@TempDir Path dir) throws Exception {
    String odds = run("odds", "2d6", "--json").out();
    assertThat(odds)
        .startsWith(
            "{\"expression\":\"2d6\",\"distribution\":[{\"value\":2,\"probability\":\"1/36\","
                + "\"decimal\":0.027777777778},")
        .endsWith(
            "{\"value\":12,\"probability\":\"1/36\",\"decimal\":0.027777777778}],"
                + "\"mean\":\"7/1\"}\n");
    assertThat(run("odds", "3", "--json").out())
        .contains("{\"value\":3,\"probability\":\"1/1\",\"decimal\":1}");
    assertThat(run("odds", "1d8", "--json").out()).contains("\"decimal\":0.125}");
    assertThat(run("odds", "40d6", "--json").out()).doesNotContain("E-").doesNotContain("E+");
    String sim =
        run("simulate", "--rules", "squadron", "--games", "20", "--seed", "4", "--json").out();
    assertThat(sim)
        .startsWith("{\"rules\":\"squadron\",\"games\":20,\"seed\":4,\"wins\":{")
        .containsPattern("\"meanTurns\":\\d+\\.\\d{6},")
        .containsPattern("\"share\":\\d\\.\\d{6},\"low\":\\d\\.\\d{6},\"high\":\\d\\.\\d{6}");
    assertThat(sim.lines().count()).isEqualTo(1);
    Path spec = dir.resolve("spec.json");
    Files.writeString(
        spec, "{\"rules\": \"squadron\", \"games\": 4, \"variants\": [{\"name\": \"base\"}]}");
    String sweep = run("sweep", spec.toString(), "--json").out();
    assertThat(sweep).startsWith("{\"rules\":\"squadron\",").contains("\"meanTurns\":");
    assertThat(sweep.lines().count()).isEqualTo(1);
    for (String json : List.of(odds, sim, sweep)) {
      assertThat(json)
          .doesNotContain("\": ")
          .doesNotContain(", \"")
          .doesNotContainPattern("_[a-z]");
    }
  }

  /** One number format: percentages with one decimal, fractions a/b, no digit grouping. */
  @Test
  void everyCommandPrintsNumbersOneWay() {
    assertThat(run("odds", "--rules", "dogfite", "bet", "--level", "2").out())
        .contains("  P(pass)                                      =      72.2% (13/18)\n")
        .contains("      -4  1/36                          2.8%    100.0%  1\n");
    assertThat(run("odds", "2d6").out())
        .contains("  mean =          7\n")
        .contains("       7  1/6                          16.7%     58.3%  7/12\n");
    assertThat(run("odds", "1d6+1d3").out()).contains("  mean =        5.5 (11/2)\n");
    String sim = run("simulate", "--rules", "squadron", "--games", "20", "--seed", "4").out();
    assertThat(sim)
        .containsPattern("  \\S+ +\\d+\\.\\d% \\(\\d+/20, 95% CI \\d+\\.\\d% to \\d+\\.\\d%\\)")
        .contains("+/-1 point needs 9600 games");
    assertThat(Figures.full("P(hit)", io.github.dogfight.core.odds.Rational.of(5, 12)))
        .isEqualTo("P(hit) = 41.7% (5/12)");
    assertThat(Figures.full("E(edge)", io.github.dogfight.core.odds.Rational.of(43, 48)))
        .isEqualTo("E(edge) = 0.896 (43/48)");
  }

  /** A run that stops early leaves no progress line behind; a finished one ends its line. */
  @Test
  void theProgressLineIsClearedWhenTheRunEnds() {
    long[] now = {0};
    StringWriter text = new StringWriter();
    Progress p = new Progress(new PrintWriter(text), 1000, () -> now[0]);
    now[0] = 1_000_000_000L;
    p.accept(100);
    String line = "  100 of 1000 games, 100 games/s, about 9 s left";
    assertThat(text.toString()).isEqualTo("\r" + line);
    p.close();
    assertThat(text.toString()).isEqualTo("\r" + line + "\r" + " ".repeat(line.length()) + "\r");
    p.accept(1000); // closed: nothing more
    assertThat(text.toString()).endsWith(" \r");

    StringWriter done = new StringWriter();
    Progress whole = new Progress(new PrintWriter(done), 10, () -> now[0]);
    now[0] = 3_000_000_000L;
    whole.accept(10);
    whole.close();
    assertThat(done.toString()).isEqualTo("\r  10 of 10 games, 5 games/s, done in 2.0 s\n");
    // a command's line on standard error ends with its new line, before the output
    Run sim = run("simulate", "--rules", "squadron", "--games", "5", "--progress", "always");
    assertThat(sim.err()).startsWith("\r").containsPattern("done in \\d+\\.\\d s *\\n$");
  }
}
