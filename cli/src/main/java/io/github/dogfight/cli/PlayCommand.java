package io.github.dogfight.cli;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Decision;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.view.View;
import io.github.dogfight.core.view.Viewer;
import io.github.dogfight.json.GameFileException;
import io.github.dogfight.json.GameJson;
import io.github.dogfight.json.Setup;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code dogfight play}: a person plays one side of the sample engagement against the rule set's
 * bot, or every side (hot seat), choosing each command from a numbered list with its exact odds. It
 * reads one line per decision, so it plays the same on a terminal and with piped input.
 */
@CommandLine.Command(
    name = "play",
    mixinStandardHelpOptions = true,
    description = {
      "Play the rule set's sample engagement: you fly one side and the rule set's",
      "bot the other (or you fly every side with --hot-seat). Each decision shows",
      "what your side sees and the numbered legal commands, each with the exact",
      "odds the library knows for it. Type a number, or: undo, save FILE, look,",
      "help, quit. One line per answer, so input may be piped."
    })
final class PlayCommand implements Runnable {
  @Spec CommandLine.Model.CommandSpec spec;

  @Mixin RuleSetOptions options = new RuleSetOptions();

  @ParentCommand DogfightCommand parent = new DogfightCommand();

  @Option(
      names = "--side",
      paramLabel = "SIDE",
      description = "The side you fly (default: the engagement's first side).")
  Optional<String> side = Optional.empty();

  @Option(names = "--hot-seat", description = "Fly every side yourself (no bot).")
  boolean hotSeat;

  @Option(
      names = "--seed",
      paramLabel = "N",
      description = "Dice seed (default: ${DEFAULT-VALUE}).",
      defaultValue = "1")
  long seed;

  @Option(
      names = "--resume",
      paramLabel = "FILE",
      description = "Go on with a game saved by 'save FILE' (its rules, seed and commands).")
  Optional<Path> resume = Optional.empty();

  /** The width a line of choices keeps to when it can. */
  static final int WIDTH = 100;

  static final String HELP =
      """
      Type the number of a command to play it, or:
        undo        take back your last command (and what the bot did after it)
        save FILE   write the game so far to FILE (JSON; 'dogfight replay FILE' narrates it,
                    'dogfight play --rules R --resume FILE' goes on with it)
        look        show the situation again (it is shown when it changes)
        help        this text
        quit        stop (the game is not saved)
      Odds are exact: P(...) is a probability, E(...) an expectation, each with its fraction.""";

  @Override
  public void run() {
    Setup setup;
    Game<?, ?> start;
    if (resume.isPresent()) {
      GameJson.Saved saved = read(resume.get());
      setup = saved.setup();
      if (!setup.rules().equals(options.rules)) {
        throw new CommandLine.ParameterException(
            spec.commandLine(),
            "--resume: "
                + resume.get()
                + " is a game of '"
                + setup.rules()
                + "', not '"
                + options.rules
                + "'");
      }
      start = saved.game();
    } else {
      RuleSet<?, ?> ruleSet = options.ruleSet(spec.commandLine());
      setup = options.setup(seed);
      start = startOf(ruleSet, seed);
    }
    new Session<>(start, setup).run();
  }

  private GameJson.Saved read(Path file) {
    try {
      return GameJson.read(file);
    } catch (IOException e) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "--resume: cannot read " + file + ": " + e.getMessage(), e);
    } catch (GameFileException e) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "--resume: " + e.getMessage(), e);
    }
  }

  private static <S extends GameState, C extends Command> Game<S, C> startOf(
      RuleSet<S, C> rules, long seed) {
    return Game.start(rules, rules.sampleEngagement(seed));
  }

  /** One game at the keyboard: the person's sides, the bot, the undo points. */
  private final class Session<S extends GameState, C extends Command> {
    private final RuleSet<S, C> rules;
    private final Setup setup;
    private final Bot<S, C> bot;
    private final List<String> mine;
    private final PrintWriter out;
    private final BufferedReader in;

    /** The games at the person's earlier decisions, latest first. */
    private final Deque<Game<S, C>> undo = new ArrayDeque<>();

    private Game<S, C> game;
    private int shown;

    /** The situation last printed: printed again only when it changed (or on 'look'). */
    private String lastSituation = "";

    Session(Game<S, C> start, Setup setup) {
      this.rules = start.rules();
      this.setup = setup;
      this.bot = rules.defaultBot();
      this.game = start;
      this.out = spec.commandLine().getOut();
      this.in = parent.input();
      List<String> sides = rules.sides(start.state());
      if (hotSeat) {
        if (side.isPresent()) {
          throw new CommandLine.ParameterException(
              spec.commandLine(), "--side and --hot-seat: choose one (hot seat flies every side)");
        }
        this.mine = sides;
      } else {
        String chosen = side.orElse(sides.get(0));
        if (!sides.contains(chosen)) {
          throw new CommandLine.ParameterException(
              spec.commandLine(),
              "--side: no side '"
                  + chosen
                  + "' in this engagement; choose from: "
                  + String.join(", ", sides));
        }
        this.mine = List.of(chosen);
      }
    }

    /** The viewer whose narration the person reads. */
    private Viewer reader() {
      return hotSeat ? Viewer.spectator() : rules.viewer(game.state(), mine.get(0));
    }

    void run() {
      out.println(rules.title());
      out.println(
          (hotSeat ? "Hot seat: you fly " + String.join(" and ", mine) : "You fly " + mine.get(0))
              + "; dice seed "
              + setup.seed()
              + ". Type 'help' for the commands.");
      shown = 0;
      narrate();
      while (!game.isOver()) {
        Decision d = game.decision();
        Optional<String> person =
            d.actors().stream()
                .filter(a -> mine.contains(rules.sideOf(game.state(), a)))
                .findFirst();
        if (person.isEmpty()) {
          String actor = d.actors().get(0);
          game = game.play(bot.choose(game.viewFor(actor), game.legalCommands(actor)));
          narrate();
          continue;
        }
        if (!ask(person.get(), d)) {
          return;
        }
      }
      narrate();
      out.println();
      out.println("Result: " + game.state().result().orElse("unfinished"));
      out.flush();
    }

    /** Prints the events the person's side has not seen yet, with their dice. */
    private void narrate() {
      List<GameEvent> events = game.log().visibleTo(reader());
      int turn = shown == 0 ? 0 : events.get(shown - 1).turn();
      for (GameEvent e : events.subList(shown, events.size())) {
        if (e.turn() != turn) {
          turn = e.turn();
          out.println();
          out.println("Turn " + turn);
        }
        out.println("  " + e.narration().replace("\n", "\n  "));
        for (DiceRoll r : e.dice()) {
          out.println("      " + r.describe());
        }
      }
      shown = events.size();
      out.flush();
    }

    /**
     * Shows {@code actor}'s decision and plays the person's answer.
     *
     * @return false when the person quits or the input ends
     */
    private boolean ask(String actor, Decision d) {
      View<S> view = game.viewFor(actor);
      List<C> legal = game.legalCommands(actor);
      out.println();
      String sideName = rules.sideOf(game.state(), actor);
      out.println(
          "Your decision: "
              + actor
              + (sideName.equals(actor) ? "" : " (" + sideName + ")")
              + ", "
              + d.about());
      String situation = rules.situation(view);
      if (!situation.equals(lastSituation)) {
        printSituation(situation);
      }
      for (int i = 0; i < legal.size(); i++) {
        C c = legal.get(i);
        String line = String.format(Locale.ROOT, "  %3d. %s", i + 1, c.describe());
        String odds = odds(rules.commandOdds(view, c));
        // the odds beside the command when they fit a terminal's width, else below it
        out.println(
            odds.isEmpty() || line.length() + odds.length() <= WIDTH
                ? line + odds
                : line + "\n       " + odds.strip());
      }
      while (true) {
        out.print("> ");
        out.flush();
        String line = readLine();
        if (line == null) {
          out.println();
          out.println("Input ended; the game is left unfinished (nothing saved).");
          out.flush();
          return false;
        }
        String answer = line.strip();
        String word = answer.split("\\s+", 2)[0].toLowerCase(Locale.ROOT);
        switch (word) {
          case "" -> {
            continue;
          }
          case "help", "?" -> {
            out.println(HELP);
            continue;
          }
          case "look" -> {
            printSituation(situation);
            continue;
          }
          case "quit", "exit" -> {
            out.println("Quit; the game is left unfinished (nothing saved).");
            out.flush();
            return false;
          }
          case "undo" -> {
            if (undo.isEmpty()) {
              out.println("Nothing to undo: this is your first decision.");
              continue;
            }
            game = undo.pop();
            shown = game.log().visibleTo(reader()).size();
            lastSituation = "";
            out.println("Undone: back to your previous decision.");
            return true;
          }
          case "save" -> {
            save(answer.substring(4).strip());
            continue;
          }
          default -> {
            // a number, below
          }
        }
        int n;
        try {
          n = Integer.parseInt(answer);
        } catch (NumberFormatException e) {
          out.println(
              "'"
                  + answer
                  + "' is not a command number (1 to "
                  + legal.size()
                  + "), undo, save FILE, look, help or quit.");
          continue;
        }
        if (n < 1 || n > legal.size()) {
          out.println("No command " + n + ": choose 1 to " + legal.size() + ".");
          continue;
        }
        Game<S, C> before = game;
        try {
          game = game.play(legal.get(n - 1));
        } catch (RuleViolation e) {
          // a listed command is legal; should the rule set still refuse it, nothing changed
          out.println("Refused: " + e.getMessage());
          continue;
        }
        undo.push(before);
        out.println("You: " + legal.get(n - 1).describe());
        narrate();
        return true;
      }
    }

    private void printSituation(String situation) {
      for (String line : situation.lines().toList()) {
        out.println("  " + line);
      }
      lastSituation = situation;
    }

    private void save(String file) {
      if (file.isEmpty()) {
        out.println("save needs a file name: save FILE");
        return;
      }
      try {
        GameJson.write(game, setup, true, Path.of(file));
        out.println("Saved to " + file + ".");
      } catch (IOException | RuntimeException e) {
        out.println("Cannot save to " + file + ": " + e.getMessage());
      }
    }

    private @Nullable String readLine() {
      try {
        return in.readLine();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  /** The odds of one command, after its words: " P(pass) 58.3% = 7/12, E(edge) 0.917". */
  static String odds(Map<String, Rational> figures) {
    if (figures.isEmpty()) {
      return "";
    }
    List<String> parts = new ArrayList<>();
    figures.forEach((name, value) -> parts.add(name + " " + Figures.compact(name, value)));
    return "   [" + String.join(", ", parts) + "]";
  }
}
