package io.github.dogfight.cli;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.core.view.Viewer;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code dogfight duel}: one sample engagement, narrated turn by turn with the dice shown. */
@CommandLine.Command(
    name = "duel",
    mixinStandardHelpOptions = true,
    description = {
      "Play the rule set's sample engagement with its bots and narrate it turn by turn,",
      "as everyone at the table sees it (no side's secrets).",
      "The same seed gives the same output, byte for byte."
    })
final class DuelCommand implements Runnable {
  @Spec CommandLine.Model.CommandSpec spec;

  @Option(
      names = "--rules",
      required = true,
      paramLabel = "RULES",
      description = "Rule set name (see 'dogfight rules').")
  String rules = "";

  @Option(
      names = "--seed",
      paramLabel = "N",
      description = "Dice seed (default: ${DEFAULT-VALUE}).",
      defaultValue = "1")
  long seed;

  @Option(
      names = "--activation",
      paramLabel = "NAME",
      description = {
        "Replace the rule set's activation, for rule sets that offer a choice (see 'dogfight"
            + " rules'): e.g. 'cards' draws activation cards (seed 004) in Dogfite!."
      })
  String activation = "";

  @Override
  public void run() {
    RuleSet<?, ?> ruleSet = RuleSetChoice.find(spec.commandLine(), rules, activation);
    narrate(ruleSet, seed, spec.commandLine().getOut());
  }

  static <S extends GameState, C extends Command> void narrate(
      RuleSet<S, C> rules, long seed, PrintWriter out) {
    S initial = rules.sampleEngagement(seed);
    out.println(rules.title());
    out.println("Sample engagement, dice seed " + seed + ":");
    out.print(indent(rules.summary(initial)));
    Game<S, C> end = Simulation.playOut(Game.start(rules, initial));
    int turn = 0;
    // The public narration: what every player at the table learns (no side's secrets).
    for (GameEvent e : end.log().visibleTo(Viewer.spectator())) {
      if (e.turn() != turn) {
        turn = e.turn();
        out.println();
        out.println("Turn " + turn);
      }
      out.println("  " + e.narration());
      for (DiceRoll d : e.dice()) {
        out.println("      " + d.describe());
      }
    }
    out.println();
    out.println("Result: " + end.state().result().orElse("unfinished"));
    out.print(indent(rules.summary(end.state())));
  }

  private static String indent(String text) {
    StringBuilder sb = new StringBuilder();
    for (String line : text.lines().toList()) {
      if (!line.isEmpty()) {
        sb.append("  ").append(line).append('\n');
      }
    }
    return sb.toString();
  }
}
