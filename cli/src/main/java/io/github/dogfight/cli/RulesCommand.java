package io.github.dogfight.cli;

import io.github.dogfight.core.game.Policy;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.RuleSets;
import java.io.PrintWriter;
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
      for (var q : r.oddsQueries()) {
        out.println("  odds: dogfight odds --rules " + r.name() + " " + q.name() + " ...");
      }
    }
  }
}
