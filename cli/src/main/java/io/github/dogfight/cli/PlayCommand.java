package io.github.dogfight.cli;

import io.github.dogfight.cli.Choices.Choice;
import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.event.Words;
import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Decision;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.view.View;
import io.github.dogfight.core.view.Viewer;
import io.github.dogfight.json.GameFileException;
import io.github.dogfight.json.GameJson;
import io.github.dogfight.json.ReadOptions;
import io.github.dogfight.json.Setup;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine;
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
      "Play the rule set's sample engagement yourself, one side against its bot or every side.",
      "You fly one side and the rule set's bot the other (or every side with --hot-seat). Each"
          + " decision shows what your side sees and every legal command, numbered, each with the"
          + " exact odds the library knows for it (a percentage and its fraction); a long list is"
          + " grouped by its first words, and a group's number lists its commands.",
      "Type a number (N.M for a group's M-th), or: back, odds N, undo, save FILE, save --view"
          + " FILE, look, help, quit. One line per answer, so input may be piped.",
      "The dice seed is fresh from the operating system unless --seed gives one, and is shown"
          + " when the game ends. 'undo' takes back only commands that showed nothing new: never"
          + " dice on the table. 'save FILE' holds both sides' secrets; 'save --view FILE' only"
          + " your side's view. --hot-seat clears the screen and waits for Enter between the"
          + " sides of a simultaneous decision.",
      "--resume FILE goes on with a saved game: its rule set and activation come from the file,"
          + " and the last few events are shown again."
    })
final class PlayCommand implements Runnable {
  @Spec CommandLine.Model.CommandSpec spec;

  @Option(
      names = "--rules",
      paramLabel = "RULES",
      completionCandidates = RuleSetNames.class,
      description =
          "Rule set: ${COMPLETION-CANDIDATES} (see 'dogfight rules'); with --resume, read from"
              + " the file.")
  Optional<String> rules = Optional.empty();

  @Option(
      names = "--activation",
      paramLabel = "NAME",
      description = {
        "Replace the rule set's activation, for rule sets that offer a choice (see 'dogfight"
            + " rules'); with --resume, read from the file."
      })
  Optional<String> activation = Optional.empty();

  @Option(
      names = "--spotting",
      description =
          "Play the optional spotting segment (Check Your 6!): you see and are told of only"
              + " your aircraft and the enemies you have spotted; with --resume, read from the"
              + " file.")
  boolean spotting;

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
      description = {
        "Dice seed, to play an engagement again exactly (default: a fresh random seed from"
            + " the operating system, shown only when the game ends)."
      })
  Optional<Long> seed = Optional.empty();

  @Option(
      names = "--resume",
      paramLabel = "FILE",
      description =
          "Go on with a game saved by 'save FILE' (its rule set, activation, seed and commands).")
  Optional<Path> resume = Optional.empty();

  /** The file {@code --resume} read: the game goes on from it, its last save. */
  private Optional<Path> resumed = Optional.empty();

  /** How many of the past events a resumed game shows again: {@value}. */
  static final int RESUME_EVENTS = 5;

  static final String HELP =
      """
      Type the number of a command to play it. A long list is grouped by its first words:
      a group's number lists its commands, numbered N.1, N.2, ...; type N.M (or, while the
      group is shown, M) to play one. Or:
        back        show the whole list again (from a group)
        odds N      every odds figure of command N (or N.M) with its whole exact fraction
        undo        take back your last command (and what the bot did unseen after it) if
                    that showed you nothing new: dice on the table and the bot's visible
                    replies stay, so undo stops at the last roll you saw
        save FILE   write the game so far to FILE (JSON; 'dogfight replay FILE' narrates it,
                    'dogfight play --resume FILE' goes on with it); it holds both sides'
                    secrets and the dice seed: do not share it with your opponent
        save --view FILE
                    write only your side's view (its events with their dice, its situation)
                    to FILE, to share; it cannot be resumed
        mix         at a squadron maneuver declaration: work out the equilibrium (both
                    sides' best mixes of maneuvers and P(win)); it may take seconds
        look        show the situation and the numbered commands again
        help        this text
        quit        stop; the game is left unfinished (says when it was last saved)
      Odds are exact: P(...) is a probability, E(...) an expectation, each with its fraction:
      P(hit) = 41.7% (5/12). A fraction too long for the line is shown by 'odds N'.""";

  @Override
  public void run() {
    Setup setup;
    Game<?, ?> start;
    CommandLine cl = spec.commandLine();
    if (resume.isPresent()) {
      Path file = resume.get();
      GameJson.Saved saved = read(file);
      setup = saved.setup();
      if (rules.isPresent() && !setup.rules().equals(rules.get())) {
        throw new CommandLine.ParameterException(
            cl,
            "--rules: "
                + file
                + " is a game of '"
                + setup.rules()
                + "', not '"
                + rules.get()
                + "' (leave --rules out to take the file's)");
      }
      // no activation in the file is the rule set's own, which its first activation names
      Optional<String> own = saved.game().rules().activations().stream().findFirst();
      if (activation.isPresent()
          && !setup.activation().equals(activation)
          && !(setup.activation().isEmpty() && own.equals(activation))) {
        throw new CommandLine.ParameterException(
            cl,
            "--activation: "
                + file
                + " is a game "
                + setup
                    .activation()
                    .map(a -> "with activation '" + a + "'")
                    .orElse("with the rule set's own activation")
                + ", not '"
                + activation.get()
                + "' (leave --activation out to take the file's)");
      }
      if (seed.isPresent() && seed.get() != setup.seed()) {
        throw new CommandLine.ParameterException(
            cl,
            "--seed: "
                + file
                + " is a game of dice seed "
                + setup.seed()
                + ", not "
                + seed.get()
                + " (leave --seed out to take the file's)");
      }
      if (spotting && !setup.activation().orElse("").endsWith(RuleSetChoice.WITH_SPOTTING)) {
        throw new CommandLine.ParameterException(
            cl,
            "--spotting: "
                + file
                + " is a game without the spotting segment (leave --spotting out to take the"
                + " file's)");
      }
      start = saved.game();
      resumed = Optional.of(file);
    } else {
      if (rules.isEmpty()) {
        throw new CommandLine.ParameterException(
            cl, "--rules: choose a rule set (see 'dogfight rules'), or --resume FILE");
      }
      String chosenActivation =
          RuleSetChoice.activation(cl, rules.get(), activation.orElse(""), spotting);
      RuleSet<?, ?> ruleSet = RuleSetChoice.find(cl, rules.get(), chosenActivation);
      long chosen = seed.orElseGet(PlayCommand::freshSeed);
      setup =
          new Setup(
              rules.get(),
              chosenActivation.isEmpty() ? Optional.empty() : Optional.of(chosenActivation),
              chosen);
      start = startOf(ruleSet, chosen);
    }
    new Session<>(start, setup).run();
  }

  /**
   * A fresh seed from the operating system's source of randomness: the one place the library draws
   * unseeded randomness, so that a person cannot compute the dice to come from a known seed (the
   * stream's algorithm is public, see {@link io.github.dogfight.core.dice.DiceStream}).
   */
  static long freshSeed() {
    return new SecureRandom().nextLong();
  }

  private GameJson.Saved read(Path file) {
    ViewFile.refuseAsGame(spec.commandLine(), "--resume: ", file);
    try {
      // the events checked against the replay, and no dice chosen in the file
      return GameJson.read(file, ReadOptions.defaults().requiringEvents());
    } catch (IOException e) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "--resume: " + FileProblem.cannotRead(file, e), e);
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

    private final UndoRule<S, C> undoRule;

    private Game<S, C> game;
    private int shown;

    /** The situation last printed: printed again only when it changed (or on 'look'). */
    private String lastSituation = "";

    /** Where the game was last saved ({@code save FILE} or the file resumed), if anywhere. */
    private Optional<String> savedTo = Optional.empty();

    /** The game as last saved: nothing was played since when it is the game now. */
    private @Nullable Game<S, C> savedGame;

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
      this.undoRule = new UndoRule<>(rules, mine, hotSeat);
    }

    /** The viewer whose narration the person reads. */
    private Viewer reader() {
      return hotSeat ? Viewer.spectator() : rules.viewer(game.state(), mine.get(0));
    }

    void run() {
      out.println(rules.title());
      if (resumed.isPresent()) {
        savedTo = Optional.of(resumed.get().toString());
        savedGame = game;
        out.println(
            "Going on with "
                + resumed.get()
                + ": rules "
                + setup.rules()
                + setup.activation().map(a -> ", activation " + a).orElse("")
                + ", turn "
                + game.state().turn()
                + ", "
                + Words.count(game.played().size(), "command")
                + " played.");
      }
      // the seed only when the person gave it: a known seed tells every roll to come
      out.println(
          (hotSeat ? "Hot seat: you fly " + String.join(" and ", mine) : "You fly " + mine.get(0))
              + (seed.isPresent() ? "; dice seed " + setup.seed() : "")
              + ". Type 'help' for the commands.");
      if (resumed.isPresent()) {
        resumeSummary(resumed.get());
      } else {
        shown = 0;
        narrate();
      }
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
      out.println(
          "Dice seed "
              + setup.seed()
              + ": --seed "
              + setup.seed()
              + " with the same options and answers plays this game again.");
      out.flush();
    }

    /**
     * A resumed game in short, not every past event again: the last {@value #RESUME_EVENTS} events
     * the person's side may read, with their dice (the file, rule set, turn and commands played are
     * said before).
     */
    private void resumeSummary(Path file) {
      List<GameEvent> events = game.log().visibleTo(reader());
      int from = Math.max(0, events.size() - RESUME_EVENTS);
      if (from > 0) {
        out.println(
            "The last "
                + Words.count(events.size() - from, "event")
                + " of "
                + events.size()
                + " ('dogfight replay "
                + file
                + "' narrates the whole game):");
      }
      shown = from;
      narrate(true);
    }

    /** Prints the events the person's side has not seen yet, with their dice. */
    private void narrate() {
      narrate(false);
    }

    /**
     * Prints the events the person's side has not seen yet, with their dice; with {@code heading},
     * the first under its turn's heading even when earlier events of that turn were shown.
     */
    private void narrate(boolean heading) {
      List<GameEvent> events = game.log().visibleTo(reader());
      int turn = shown == 0 || heading ? 0 : events.get(shown - 1).turn();
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
      Choices<S, C> choices = new Choices<>(game, game.legalCommands(actor), out);
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
      choices.notes = EngagementText.playNotes(game, actor, choices.legal, out);
      choices.print();
      while (true) {
        out.print("> ");
        out.flush();
        String line = readLine();
        if (line == null) {
          out.println();
          out.println("Input ended; " + unfinished());
          out.flush();
          return false;
        }
        String answer = line.strip();
        String[] parts = answer.split("\\s+", 2);
        String word = parts[0].toLowerCase(Locale.ROOT);
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
            choices.print();
            continue;
          }
          case "back" -> {
            if (choices.open < 0) {
              out.println("The whole list is shown; 'look' shows it again.");
            } else {
              choices.open = -1;
              choices.print();
            }
            continue;
          }
          case "odds" -> {
            choices.explain(parts.length < 2 ? "" : parts[1].strip());
            continue;
          }
          case "mix" -> {
            EngagementText.playMix(game, actor, out);
            continue;
          }
          case "quit", "exit" -> {
            out.println("Quit; " + unfinished());
            out.flush();
            return false;
          }
          case "undo" -> {
            if (undo.isEmpty()) {
              out.println("Nothing to undo: this is your first decision.");
              continue;
            }
            Optional<String> refused = undoRule.refused(game, undo.peek(), sideName, reader());
            if (refused.isPresent()) {
              out.println(refused.get());
              continue;
            }
            game = undo.pop();
            shown = game.log().visibleTo(reader()).size();
            lastSituation = "";
            out.println("Undone: back to your previous decision.");
            return true;
          }
          case "save" -> {
            save(answer.substring(4).strip(), sideName);
            continue;
          }
          default -> {
            // a number, below
          }
        }
        Choice choice = choices.resolve(answer);
        if (choice instanceof Choice.Problem p) {
          out.println(p.message());
          continue;
        }
        if (choice instanceof Choice.Open o) {
          choices.open = o.entry();
          choices.print();
          continue;
        }
        C command = choices.legal.get(((Choice.Play) choice).index());
        Game<S, C> before = game;
        try {
          game = game.play(command);
        } catch (RuleViolation e) {
          // a listed command is legal; should the rule set still refuse it, nothing changed
          out.println("Refused: " + e.getMessage());
          continue;
        }
        undo.push(before);
        out.println("You: " + command.describe());
        if (hotSeat && d.simultaneous()) {
          // the next side must not see this side's choice, nor its view
          Optional<String> next = nextSide();
          if (next.isPresent() && !next.get().equals(sideName) && !handOver(next.get())) {
            return false;
          }
        }
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

    /** Hot seat: hands the keyboard to {@code next}; false when the input ends or it quits. */
    private boolean handOver(String next) {
      if (!HandOver.to(next, out, this::readLine, this::unfinished)) {
        return false;
      }
      lastSituation = "";
      return true;
    }

    /** The side of the next person's decision, if the game goes on. */
    private Optional<String> nextSide() {
      return game.decision().actors().stream().findFirst().map(a -> rules.sideOf(game.state(), a));
    }

    private void save(String args, String deciding) {
      boolean view = args.equals("--view") || args.startsWith("--view ");
      String file = view ? args.substring("--view".length()).strip() : args;
      if (file.isEmpty()) {
        out.println("save needs a file name: save FILE (or save --view FILE)");
        return;
      }
      try {
        if (view) {
          // in hot seat, the side at the keyboard now
          String side = hotSeat ? deciding : mine.get(0);
          Files.writeString(
              Path.of(file), ViewFile.write(game, setup, side), StandardCharsets.UTF_8);
          out.println(
              "Saved "
                  + side
                  + "'s view to "
                  + file
                  + ": only what "
                  + side
                  + " may see (no other side's secrets, no dice seed); it cannot be resumed.");
        } else {
          GameJson.write(game, setup, true, Path.of(file));
          savedTo = Optional.of(file);
          savedGame = game;
          out.println(
              "Saved to "
                  + file
                  + ". This file holds both sides' secrets (the other side's orders, the dice"
                  + " seed): do not share it with your opponent; 'save --view FILE' writes only"
                  + " your side's view.");
        }
      } catch (IOException | UncheckedIOException e) {
        out.println("Not saved: " + FileProblem.cannotWrite(Path.of(file), e) + ".");
      } catch (RuntimeException e) {
        out.println("Not saved: cannot write " + file + ": " + e.getMessage() + ".");
      }
    }

    /**
     * What happens to the game left now: "the game is left unfinished at turn 3, saved to FILE
     * ('dogfight play --resume FILE' goes on with it)." or "..., last saved to FILE at turn 2 (not
     * saved since)." or "... (not saved)."
     */
    String unfinished() {
      String left = "the game is left unfinished at turn " + game.state().turn();
      if (savedTo.isEmpty() || savedGame == null) {
        return left + " (not saved).";
      }
      String file = savedTo.get();
      if (savedGame == game) {
        return left
            + ", saved to "
            + file
            + " ('dogfight play --resume "
            + file
            + "' goes on with it).";
      }
      return left
          + "; last saved to "
          + file
          + " at turn "
          + savedGame.state().turn()
          + " (not saved since).";
    }

    private @Nullable String readLine() {
      try {
        return in.readLine();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
