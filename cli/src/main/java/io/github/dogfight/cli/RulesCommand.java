package io.github.dogfight.cli;

import io.github.dogfight.core.game.OddsProvider;
import io.github.dogfight.core.game.OddsQuery;
import io.github.dogfight.core.game.Policy;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.RuleSets;
import java.io.PrintWriter;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code dogfight rules}: the rule sets found through ServiceLoader. */
@Command(
    name = "rules",
    mixinStandardHelpOptions = true,
    description = "List the installed rule sets, their turn sequence and policies.")
final class RulesCommand implements Runnable {
  @Spec CommandSpec spec;

  @Override
  public void run() {
    PrintWriter out = spec.commandLine().getOut();
    for (RuleSet<?, ?> r : RuleSets.all()) {
      out.println(r.name() + "  " + r.title());
      out.println("  turn: " + String.join(" -> ", r.turnSequence().phases()));
      for (Policy p : r.policies()) {
        out.println("  " + p.kind().name().toLowerCase(java.util.Locale.ROOT) + ": " + p.name());
      }
      if (!r.activations().isEmpty()) {
        out.println(
            "  activations: "
                + String.join(", ", r.activations())
                + " (dogfight duel --rules "
                + r.name()
                + " --activation NAME)");
      }
      queries(r, out);
    }
    for (OddsProvider p : RuleSets.oddsProviders()) {
      if (RuleSets.find(p.name()).isEmpty()) {
        out.println(p.name() + "  odds only (no rule set of its own)");
        queries(p, out);
      }
    }
  }

  /** Each odds query with its options, as {@code dogfight odds --rules R QUERY} takes them. */
  private static void queries(OddsProvider p, PrintWriter out) {
    if (p.oddsQueries().isEmpty()) {
      return;
    }
    out.println(
        "  odds (dogfight odds --rules " + p.name() + " QUERY [options]; QUERY --help explains):");
    int width = p.oddsQueries().stream().mapToInt(q -> q.name().length()).max().orElse(0);
    for (OddsQuery q : p.oddsQueries()) {
      StringBuilder line =
          new StringBuilder(String.format(Locale.ROOT, "    %-" + width + "s ", q.name()));
      q.parameters().keySet().forEach(k -> line.append(" --").append(k));
      out.println(line);
    }
  }
}
