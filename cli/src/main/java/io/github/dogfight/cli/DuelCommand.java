package io.github.dogfight.cli;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.core.view.Viewer;
import io.github.dogfight.json.GameJson;
import io.github.dogfight.json.Setup;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code dogfight duel}: one sample engagement, narrated turn by turn with the dice shown. */
@CommandLine.Command(
    name = "duel",
    mixinStandardHelpOptions = true,
    description = {
      "Play the rule set's sample engagement with its bots and narrate it turn by turn.",
      "The narration is the game as everyone at the table sees it (no side's secrets), with every"
          + " roll; the same seed gives the same output, byte for byte."
    })
final class DuelCommand implements Runnable {
  @Spec CommandLine.Model.CommandSpec spec;

  @Mixin RuleSetOptions options = new RuleSetOptions();

  @Option(
      names = "--seed",
      paramLabel = "N",
      description = "Dice seed (default: ${DEFAULT-VALUE}).",
      defaultValue = "1")
  long seed;

  @Option(
      names = "--save",
      paramLabel = "FILE",
      description =
          "Also write the game to FILE as JSON, events included ('dogfight replay FILE'):"
              + " the referee's full record (seed and commands: every roll and secret, such as an"
              + " activation deck's order, can be recomputed from it), not a side's view.")
  Optional<Path> save = Optional.empty();

  @Option(
      names = "--html",
      paramLabel = "FILE",
      description =
          "Also draw the game as one self-contained HTML page: a hex map per turn"
              + " (Dogfite!, Check Your 6!) or a timeline (The Wild Blue, squadron), with the"
              + " narration and dice everyone at the table may read (no secret dice, such as an"
              + " activation deck's shuffle).")
  Optional<Path> html = Optional.empty();

  @Option(
      names = "--json",
      description =
          "Print the game as JSON (the saved-game format, events included) instead: the"
              + " referee's full record, as --save writes it, not a side's view.")
  boolean json;

  @Override
  public void run() {
    RuleSet<?, ?> ruleSet = options.ruleSet(spec.commandLine());
    Setup setup = options.setup(spec.commandLine(), seed);
    Game<?, ?> end = Simulation.playOut(start(ruleSet, seed));
    PrintWriter out = spec.commandLine().getOut();
    if (save.isPresent()) {
      try {
        GameJson.write(end, setup, true, save.get());
      } catch (IOException e) {
        throw new CommandLine.ParameterException(
            spec.commandLine(), "--save: " + FileProblem.cannotWrite(save.get(), e), e);
      }
    }
    String heading = "Sample engagement, dice seed " + seed + ":";
    if (html.isPresent()) {
      writeHtml(spec.commandLine(), end, heading, html.get());
    }
    if (json) {
      out.print(GameJson.write(end, setup, true));
    } else {
      out.print(narration(end, heading));
    }
  }

  /** Writes the HTML picture of {@code end} to {@code file}, or a parameter error naming it. */
  static void writeHtml(CommandLine cl, Game<?, ?> end, String heading, Path file) {
    writeHtml(cl, end, heading, Set.of(), file);
  }

  /**
   * As {@link #writeHtml(CommandLine, Game, String, Path)}, marking the dice of {@code scripted}.
   */
  static void writeHtml(
      CommandLine cl, Game<?, ?> end, String heading, Set<GameEvent> scripted, Path file) {
    try {
      Files.writeString(file, HtmlReport.page(end, heading, scripted), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new CommandLine.ParameterException(
          cl, "--html: " + FileProblem.cannotWrite(file, e), e);
    }
  }

  private static <S extends GameState, C extends Command> Game<S, C> start(
      RuleSet<S, C> rules, long seed) {
    return Game.start(rules, rules.sampleEngagement(seed));
  }

  /**
   * The public narration of {@code end} from its start: title, {@code heading}, the forces, each
   * turn's events with their dice, the result.
   */
  static <S extends GameState, C extends Command> String narration(Game<S, C> end, String heading) {
    return narration(end, heading, Set.of());
  }

  /**
   * As {@link #narration(Game, String)}, with each die roll of an event in {@code scripted} (by
   * identity: events of commands that rolled faces a file chose) marked "scripted dice".
   */
  static <S extends GameState, C extends Command> String narration(
      Game<S, C> end, String heading, Set<GameEvent> scripted) {
    java.io.StringWriter text = new java.io.StringWriter();
    PrintWriter out = new PrintWriter(text);
    RuleSet<S, C> rules = end.rules();
    out.println(rules.title());
    out.println(heading);
    out.print(indent(rules.summary(end.initialState())));
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
        out.println("      " + d.describe() + (scripted.contains(e) ? SCRIPTED_MARK : ""));
      }
    }
    out.println();
    out.println("Result: " + end.state().result().orElse("unfinished"));
    out.print(indent(rules.summary(end.state())));
    out.flush();
    return text.toString();
  }

  /** After a die roll whose faces a saved file chose: {@value}. */
  static final String SCRIPTED_MARK = " (scripted dice)";

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
